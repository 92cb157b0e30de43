// The disclosure for consent to electronic delivery as a PDF, in the customer's language, with the code they
// type back in the portal to show they can open it (15 U.S.C. 7001(c)(1)(C)(ii)). Served by
// GET /api/users/{id}/esign_consent/disclosure before consent, and kept among the customer's documents
// (a files row, kind esign_disclosure) once they consented to it.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { disclosureCode } from '../domain/esign';
import { legalDocument } from '../domain/legal';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

export async function disclosurePdf(user: { id: number; preferredLocale: string | null }): Promise<{ filename: string; pdf: Uint8Array }> {
  const spanish = user.preferredLocale === 'es-US';
  const doc = legalDocument('e_sign', spanish ? 'es-US' : 'en-US');
  const blocks: PdfBlock[] = [
    { kind: 'field', text: spanish ? 'Versión' : 'Version', value: doc.version },
    { kind: 'field', text: spanish ? 'Su código' : 'Your code', value: disclosureCode(user.id, doc.version) },
    {
      kind: 'paragraph',
      text: spanish
        ? 'Escriba este código en el portal para mostrar que puede abrir nuestros documentos electrónicos.'
        : 'Type this code in the portal to show that you can open our electronic documents.',
    },
    ...doc.sections.flatMap((s): PdfBlock[] => [{ kind: 'heading', text: s.heading }, ...s.paragraphs.map((p): PdfBlock => ({ kind: 'paragraph', text: p }))]),
  ];
  return {
    filename: `${spanish ? 'divulgacion-entrega-electronica' : 'electronic-delivery-disclosure'}-${doc.version}.pdf`,
    pdf: await renderPdf(doc.title, blocks, { subject: `e-sign ${doc.version}` }),
  };
}

/** The disclosure a customer consented to, as a document of theirs. */
export const renderEsignDisclosure: DocumentRenderer = async (deps, file) => {
  const [user] = await deps.db.select({ id: users.id, preferredLocale: users.preferredLocale }).from(users).where(eq(users.id, file.ownerId)).limit(1);
  if (!user) throw notFound('File');
  return disclosurePdf(user);
};
