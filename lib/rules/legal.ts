// Where the legal notices and the customer's documents are opened in the portal.

/** The footer's notices: each a portal page at /ui/legal/{slug} that asks the lender only when opened. */
export const legalNoticePath = (slug: string) => `/ui/legal/${slug}`;

/** A document of the customer's through the file proxy (the lender checks it is theirs). */
export const filePath = (fileId: number) => `/files/${fileId}/url_proxy`;
