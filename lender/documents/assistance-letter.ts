// The decision letter of a help request (an offer, a call, a refusal, an accepted plan, an approved rate
// cap), in the customer's language, from the facts its file row kept when the decision was made.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { letterOf } from '../domain/assistance-records';
import { LENDER_ADDRESS, LENDER_NAME } from '../domain/contact';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

export const renderAssistanceLetter: DocumentRenderer = async (deps, file) => {
  const [owner] = await deps.db.select().from(users).where(eq(users.id, file.ownerId)).limit(1);
  if (!owner || !file.detail) throw notFound('File');
  const { title, lines } = letterOf(file.detail, owner.preferredLocale);
  const blocks: PdfBlock[] = [
    { kind: 'line', text: LENDER_NAME },
    { kind: 'line', text: LENDER_ADDRESS },
    { kind: 'line', text: `${owner.firstName} ${owner.lastName}` },
    ...lines.map((l): PdfBlock => (l.kind === 'field' ? { kind: 'field', text: l.label, value: l.value } : { kind: 'paragraph', text: l.text })),
  ];
  return { filename: `assistance-letter-${file.id}.pdf`, pdf: await renderPdf(title, blocks) };
};
