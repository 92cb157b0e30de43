// The browser's Idempotency-Key: one per confirmed form, the same again for a retry, a reload or another
// tab with the same form (shared through localStorage), a new one once the payment is made.
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

beforeEach(() => {
  Object.assign(globalThis, { window: { localStorage: fakeStorage() } });
});

describe('idempotencyKeyFor', () => {
  it('gives the same key for the same form and a new one for another form', () => {
    const first = idempotencyKeyFor(7, '1000|2026-03-10|3|false');
    expect(first).toMatch(UUID);
    expect(idempotencyKeyFor(7, '1000|2026-03-10|3|false')).toBe(first);
    const other = idempotencyKeyFor(7, '1001|2026-03-10|3|false');
    expect(other).not.toBe(first);
    // A confirmed duplicate is a payment of its own.
    expect(idempotencyKeyFor(7, '1001|2026-03-10|3|true')).not.toBe(other);
  });

  it('shares the key with another page (tab or reload) through localStorage', () => {
    const key = idempotencyKeyFor(8, 'a');
    const stored = JSON.parse(window.localStorage.getItem('payment-idempotency:8')!) as { key: string };
    expect(stored.key).toBe(key);
  });

  it('forgets the key once the payment is made', () => {
    const key = idempotencyKeyFor(9, 'a');
    forgetIdempotencyKey(9);
    expect(window.localStorage.getItem('payment-idempotency:9')).toBeNull();
    expect(idempotencyKeyFor(9, 'a')).not.toBe(key);
  });

  it('makes v4 UUIDs without crypto.randomUUID (plain HTTP pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(idempotencyKeyFor(10, 'x')).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('still keeps a key for the page when storage is blocked', () => {
    Object.assign(globalThis, {
      window: {
        localStorage: {
          getItem: () => {
            throw new Error('blocked');
          },
          setItem: () => {
            throw new Error('blocked');
          },
          removeItem: () => undefined,
        },
      },
    });
    const key = idempotencyKeyFor(11, 'y');
    expect(idempotencyKeyFor(11, 'y')).toBe(key);
  });
});
