// The text drawn in a PDF made by lender/documents/pdf.ts: its content streams are Flate-compressed
// and pdf-lib writes each string as hex; this reads them back for assertions.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Uint8Array | string): string {
  const bytes = typeof pdf === 'string' ? Buffer.from(pdf, 'latin1') : Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (or not content)
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
