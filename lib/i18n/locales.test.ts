import { chooseLocale, languageReturnPath, negotiateLocale, otherLocale } from './locales';

describe('negotiateLocale', () => {
  test.each([
    [null, null],
    ['', null],
    ['es-US', 'es-US'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es-US'],
    ['en-US,en;q=0.9,es;q=0.8', 'en-US'],
    ['fr-FR,es;q=0.5,en;q=0.4', 'es-US'],
    ['fr-FR', null],
    ['en;q=0.5,es;q=0.7', 'es-US'],
    ['es;q=0,en', 'en-US'],
    ['ES', 'es-US'],
    ['*', null],
  ])('%p → %p', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('chooseLocale', () => {
  test.each([
    [{}, 'en-US'],
    [{ cookie: 'es-US' }, 'es-US'],
    [{ cookie: 'en-US', preference: 'es-US', acceptLanguage: 'es' }, 'en-US'],
    [{ cookie: 'de-DE', preference: 'es-US' }, 'es-US'],
    [{ preference: 'es-US', acceptLanguage: 'en' }, 'es-US'],
    [{ preference: null, acceptLanguage: 'es-MX' }, 'es-US'],
    [{ preference: 'xx', acceptLanguage: 'fr' }, 'en-US'],
  ])('%p → %s', (inputs, expected) => {
    expect(chooseLocale(inputs)).toBe(expected);
  });

  test('the link offers the other language', () => {
    expect(otherLocale('en-US')).toBe('es-US');
    expect(otherLocale('es-US')).toBe('en-US');
  });
});

describe('languageReturnPath', () => {
  test.each([
    ['/ui/customers/1/applications/2?tab=history', '/ui/customers/1/applications/2?tab=history'],
    ['/ui/auth?redirect_uri=%2Fui%2Fcustomers%2F1', '/ui/auth?redirect_uri=%2Fui%2Fcustomers%2F1'],
    ['https://evil.example.com/', '/'],
    ['//evil.example.com', '/'],
    ['/\\evil.example.com', '/'],
    ['/a\nb', '/'],
    ['', '/'],
    [null, '/'],
  ])('%p → %p', (value, expected) => {
    expect(languageReturnPath(value)).toBe(expected);
  });
});
