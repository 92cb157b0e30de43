// The audit trail is staff only: see app/ui/staff/layout.tsx.
export { default } from '../../../staff/layout';
