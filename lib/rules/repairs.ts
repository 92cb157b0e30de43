// The repair behind a loan (spec 000 section 7: GET /api/repairs/{id}) and the service-center chooser.
import { loanPath } from './loan-tabs';

const RO_STATUS_LABELS: Record<string, string> = {
  estimate: 'Estimate',
  authorized: 'Authorized',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The repair order status as the customer reads it; an unknown code reads as its words. */
export function repairOrderStatusLabel(status: string): string {
  const known = RO_STATUS_LABELS[status];
  if (known) return known;
  const words = status.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

/** Where the 'Choose a service center' warning leads. */
export const serviceCenterPath = (customerId: number, applicationId: number) =>
  loanPath(customerId, applicationId, 'service-center');
