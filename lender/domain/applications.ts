// The lender's rules on applications (spec 000 sections 2 and 4): the final statuses, when a service
// center must still be chosen, and which applications are still in progress.

/** final_status numbers: doc_signed 0, funded 1, withdrawn 2, cancelled 3. */
export const FINAL_STATUS = { doc_signed: 0, funded: 1, withdrawn: 2, cancelled: 3 } as const;

const FINAL_VALUES: ReadonlySet<number> = new Set(Object.values(FINAL_STATUS));

/** A loan that needs a dealership and whose final status is none of the final values still needs a service center. */
export function serviceCenterNeeded(app: { needsDealership: boolean; finalStatus: number | null }): boolean {
  if (!app.needsDealership) return false;
  return app.finalStatus === null || !FINAL_VALUES.has(app.finalStatus);
}

export { applicationInProgress } from './qualifications';
