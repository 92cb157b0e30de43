// The sandbox's PDFs in Spanish: pdf-lib's standard fonts speak WinAnsi, which holds every letter and
// mark Spanish needs; anything outside it becomes '?', never a broken file.
import { pdfText } from './pdf-text';
import { renderPdf } from '../documents/pdf';

describe('renderPdf', () => {
  it('keeps á é í ó ú ü ñ ¿ ¡ and their capitals', async () => {
    const spanish = '¿Pidió una copia? ¡Sí! Año, información, crédito, pingüino: ÁÉÍÓÚÑ';
    const text = pdfText(await renderPdf('Aviso de privacidad', [{ kind: 'paragraph', text: spanish }]));
    expect(text).toContain('Aviso de privacidad');
    expect(text).toContain(spanish);
  });

  it('draws what WinAnsi lacks as ?', async () => {
    expect(pdfText(await renderPdf('T', [{ kind: 'line', text: 'a • b' }]))).toContain('a ? b');
  });
});
