import { assistanceDocumentsPath, fileSize, readUploadOutcome, todoPath, uploadOutcome } from './uploads';

test.each([
  ['uploads.refusals.type', 'type'],
  ['uploads.refusals.infected', 'infected'],
  ['uploads.refusals.tooLarge', 'tooLarge'],
  ['uploads.refusals.tooMany', 'tooMany'],
  ['as_said', 'failed'],
  ['uploads.refusals.nothing', 'failed'],
  [undefined, 'failed'],
])('the outcome of %j is %s', (code, outcome) => expect(uploadOutcome(code)).toBe(outcome));

test.each([
  ['sent', 'sent'],
  ['empty', 'empty'],
  ['failed', 'failed'],
  ['<script>', null],
  [['sent'], null],
  [undefined, null],
])('?upload=%j reads as %j', (value, outcome) => expect(readUploadOutcome(value)).toBe(outcome));

test.each([
  [0, '1 KB'],
  [800, '1 KB'],
  [839_680, '820 KB'],
  [2_516_582, '2.4 MB'],
  [10 * 1024 * 1024, '10.0 MB'],
])('%d bytes read %s', (bytes, text) => expect(fileSize(bytes)).toBe(text));

test('the to-do list is on the application page', () => expect(todoPath(3, 41)).toBe('/ui/customers/3/applications/41#todo'));
test('a help request\'s documents are on its loan\'s help page; without the loan, the customer\'s home', () => {
  expect(assistanceDocumentsPath(3, 41)).toBe('/ui/customers/3/applications/41/assistance#documents');
  expect(assistanceDocumentsPath(3, undefined)).toBe('/ui/customers/3');
});
