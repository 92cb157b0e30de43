import { pageLocale } from './page-locale';

describe('pageLocale: the language of the last-resort error page', () => {
  test.each([
    [{ documentLang: 'es-US', languages: ['en-US'] }, 'es-US'],
    [{ documentLang: 'en-US', languages: ['es-MX'] }, 'en-US'],
    [{ documentLang: null, languages: ['es-MX', 'en'] }, 'es-US'],
    [{ documentLang: null, languages: ['fr-FR', 'en-GB', 'es'] }, 'en-US'],
    [{ documentLang: 'fr', languages: ['fr-FR', 'ES'] }, 'es-US'],
    [{ documentLang: '', languages: [] }, 'en-US'],
  ])('%o → %s', (input, expected) => {
    expect(pageLocale(input)).toBe(expected);
  });
});
