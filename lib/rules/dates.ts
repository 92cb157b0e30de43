// Calendar dates and the lender's Mountain-Time "today" are generic helpers shared with the lender sandbox:
// they live in lib/common/dates.ts.
export * from '../common/dates';
