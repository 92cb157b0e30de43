import { commentLabels, formatCommentTime, isLenderUrl, splitCommentText } from './mailbox';

describe('comment labels (spec 001 section 6)', () => {
  it.each([
    [{ to_customer: false, to_dealership: false }, ['Only']],
    [{ to_customer: true, to_dealership: false }, ['Customer']],
    [{ to_customer: false, to_dealership: true }, ['Service Center']],
    [{ to_customer: true, to_dealership: true }, ['Customer', 'Service Center']],
  ])('%o → %p', (comment, labels) => {
    expect(commentLabels(comment)).toEqual(labels);
  });
});

describe('comment times', () => {
  it.each([
    ['2025-07-04T18:30:00.000Z', '07/04/2025 12:30 PM MT'],
    ['2025-01-15T06:05:00.000Z', '01/14/2025 11:05 PM MT'],
    ['2025-03-09T09:00:00Z', '03/09/2025 3:00 AM MT'],
  ])('%s → %s', (iso, text) => {
    expect(formatCommentTime(iso)).toBe(text);
  });
});

describe('links in comments: only the lender’s own are clickable', () => {
  it.each([
    ['https://expresswayfinance.example/help', true],
    ['https://www.expresswayfinance.example/pay?x=1', true],
    ['http://www.expresswayfinance.example/pay', false],
    ['https://expresswayfinance.example.evil.test/', false],
    ['https://evil-expresswayfinance.example/', false],
    ['https://user:pw@expresswayfinance.example/', false],
    ['javascript:alert(1)', false],
    ['https://bank.example/login', false],
  ])('%s clickable: %s', (url, clickable) => {
    expect(isLenderUrl(url)).toBe(clickable);
  });

  it('keeps everything else as text, markup included', () => {
    expect(splitCommentText('<b>hi</b> see https://evil.test/x and https://www.expresswayfinance.example/help.')).toEqual([
      { kind: 'text', text: '<b>hi</b> see https://evil.test/x and ' },
      { kind: 'link', text: 'https://www.expresswayfinance.example/help', href: 'https://www.expresswayfinance.example/help' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitCommentText('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
    expect(splitCommentText('')).toEqual([]);
  });
});
