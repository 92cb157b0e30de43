import { newRequestId, usableRequestId } from './request-id';
import { redactText } from './redact';

describe('newRequestId', () => {
  it('makes distinct ids that the log scrubber leaves as they are', () => {
    const ids = Array.from({ length: 500 }, newRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]{20}$/);
      expect(redactText(`reqId=${id}`)).toBe(`reqId=${id}`);
      expect(usableRequestId(id)).toBe(id);
    }
  });
});

describe('usableRequestId', () => {
  it.each([
    ['abcdefghij', 'abcdefghij'],
    ['req-2f9a.b:1', 'req-2f9a.b:1'],
    [null, null],
    ['', null],
    ['short', null],
    ['a'.repeat(65), null],
    ['with space in it', null],
    ['line\nbreak-forged', null],
    ['{"level":60}', null],
    // What the scrubber would filter cannot be followed: a guid, a long token, a run of digits.
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', null],
    ['x'.repeat(40), null],
    ['order-12345678', null],
  ])('%j → %j', (value, expected) => {
    expect(usableRequestId(value)).toBe(expected);
  });
});
