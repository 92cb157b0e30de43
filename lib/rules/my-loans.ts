// The My Loans list of the sidebar (spec 000 sections 2 and 4).

export const ORIGIN_MAX = 30;

/** Origin text shortened at 30 characters: the first 28 plus an ellipsis. */
export function truncateOrigin(origin: string | null | undefined): string {
  if (!origin) return '';
  return origin.length > ORIGIN_MAX ? `${origin.slice(0, ORIGIN_MAX - 2)}…` : origin;
}

/** final_status numbers: doc_signed 0, funded 1, withdrawn 2, cancelled 3. */
export const FINAL_STATUS = { doc_signed: 0, funded: 1, withdrawn: 2, cancelled: 3 } as const;

/** 'Choose a service center' shows while a dealership is needed and no final status applies. */
export function needsServiceCenter(needsDealership: boolean, finalStatus: number | null): boolean {
  const final = Object.values(FINAL_STATUS) as number[];
  return needsDealership && (finalStatus === null || !final.includes(finalStatus));
}

/** The loan's amount, or the max approved amount before there is one. */
export function loanAmount(amount: number | null, maxApproved: number | null): number | null {
  return amount ?? maxApproved;
}
