// Money formats are generic helpers shared with the lender sandbox: they live in lib/common/money.ts.
export * from '../common/money';
