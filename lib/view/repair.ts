// The repair behind a loan (GET /api/repairs/{applicationId}) as the loan and service-center pages show it.
import type { Repair } from '../contract/repairs';

export interface RepairView {
  id: number;
  description: string;
  amount: number;
  /** The repair order's status word: estimate, authorized, in_progress, completed, cancelled. */
  orderStatus: string;
  /** null while the customer has not chosen a service center. */
  serviceCenterName: string | null;
}

export const toRepairView = (r: Repair): RepairView => ({
  id: r.id,
  description: r.description,
  amount: r.repair_amount,
  orderStatus: r.ro_status,
  serviceCenterName: r.dealership?.name ?? null,
});

/** The repair to show, if any: none without one (404), after a failed look-up, or when the lender does not show its shape. */
export const shownRepair = (loaded: Repair | undefined | 'missing' | 'failed' | null): RepairView | null =>
  loaded && typeof loaded === 'object' ? toRepairView(loaded) : null;
