import { UPLOAD_MESSAGES } from '../contract/limits';
import { fileSize, readUploadOutcome, todoPath, uploadOutcome } from './uploads';

test.each([
  [UPLOAD_MESSAGES.type, 'type'],
  [UPLOAD_MESSAGES.infected, 'infected'],
  [UPLOAD_MESSAGES.tooLarge, 'tooLarge'],
  [UPLOAD_MESSAGES.tooMany, 'tooMany'],
  ['Something the lender says only once', 'failed'],
])('the outcome of %j is %s', (message, outcome) => expect(uploadOutcome(message)).toBe(outcome));

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
