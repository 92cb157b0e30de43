// A small PDF writer on pdf-lib for the sandbox's generated documents: a title, labelled lines and
// paragraphs, page breaks as needed. Each document kind (documents/*.ts) composes its own.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfBlock {
  kind: 'heading' | 'line' | 'paragraph' | 'field';
  text: string;
  /** For fields: the value beside the label. */
  value?: string;
}

const MARGIN = 56;
const WIDTH = 612;
const HEIGHT = 792;

/** pdf-lib's standard fonts speak WinAnsi only; anything else becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2026\u2013\u2014\u2018\u2019\u201c\u201d]/g, '?');

export async function renderPdf(title: string, blocks: PdfBlock[], meta: { subject?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('ExpressWay Finance lender sandbox');
  if (meta.subject) doc.setSubject(meta.subject);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const ensure = (needed: number) => {
    if (y - needed < MARGIN) {
      page = doc.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };
  const draw = (text: string, font: PDFFont, size: number, x = MARGIN) => {
    ensure(size + 6);
    page.drawText(winAnsi(text), { x, y: y - size, size, font, color: rgb(0.1, 0.14, 0.19) });
    y -= size + 6;
  };
  const wrap = (text: string, font: PDFFont, size: number, width: number) => {
    const words = winAnsi(text).split(/\s+/);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };

  draw(title, bold, 18);
  y -= 8;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      y -= 6;
      draw(block.text, bold, 13);
    } else if (block.kind === 'field') {
      ensure(17);
      page.drawText(winAnsi(block.text), { x: MARGIN, y: y - 11, size: 11, font: bold });
      page.drawText(winAnsi(block.value ?? ''), { x: MARGIN + 200, y: y - 11, size: 11, font: regular });
      y -= 17;
    } else {
      for (const line of wrap(block.text, regular, 11, WIDTH - 2 * MARGIN)) draw(line, regular, 11);
      if (block.kind === 'paragraph') y -= 4;
    }
  }
  return doc.save();
}
