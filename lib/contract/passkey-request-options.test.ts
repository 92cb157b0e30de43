import { z } from 'zod';
import { PasskeyRequestOptionsSchema } from './passkeys';
import { PasskeyRequestOptionsMiniSchema } from './passkey-request-options';

test("the sign-in page's zod/mini schema of the passkey options is the server's, to the letter", () => {
  expect(z.toJSONSchema(PasskeyRequestOptionsMiniSchema)).toEqual(z.toJSONSchema(PasskeyRequestOptionsSchema));
});

test.each([
  [{ challenge: 'abc_-123', rpId: 'localhost', timeout: 60000, userVerification: 'required', allowCredentials: [{ id: 'AAAA', type: 'public-key', transports: ['internal'] }] }, true],
  [{ challenge: 'abc' }, true],
  [{ challenge: 'not base64!' }, false],
  [{ challenge: 'abc', timeout: -1 }, false],
  [{ challenge: 'abc', timeout: 1.5 }, false],
  [{ challenge: 'abc', userVerification: 'sometimes' }, false],
  [{ challenge: 'abc', allowCredentials: [{ id: 'AAAA', type: 'password' }] }, false],
  [{ challenge: 'a'.repeat(513) }, false],
  [{}, false],
])('both accept or refuse %j alike', (options, ok) => {
  expect(PasskeyRequestOptionsSchema.safeParse(options).success).toBe(ok);
  expect(PasskeyRequestOptionsMiniSchema.safeParse(options).success).toBe(ok);
});
