// Account preferences on the sandbox: the e-mail check, PIN lifetime, single use, lock and throttle,
// and who may change what.
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { PIN_MAX_TRIES, PIN_SEND_EVERY_MS, PIN_TTL_MS } from '../domain/pins';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

async function lastPin(number: string): Promise<string> {
  const [row] = await sb.database.db.select().from(outbox).where(eq(outbox.to, number)).orderBy(desc(outbox.id)).limit(1);
  const pin = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!pin) throw new Error(`no PIN sent to ${number}`);
  return pin;
}

async function anaPhone() {
  // Another number needs the password confirmed in the session (step-up).
  const token = await sb.stepUp(await sb.signIn('ana@example.com'));
  const me = await sb.request('GET', '/api/users/me', { token });
  return { token, userId: me.body.data.id as number, phone: me.body.data.attributes.mobile_phone as { id: number; number: string } };
}

async function changeAnaNumber(number = '5555559876') {
  const ana = await anaPhone();
  const res = await sb.request('PUT', `/api/mobile_phones/${ana.phone.id}`, { token: ana.token, body: { send_pin: true, mobile_phone: { number } } });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ number, verified: false, formatted_number: '(555) 555-9876' });
  expect(JSON.stringify(res.body)).not.toMatch(/pin/i);
  return { ...ana, number };
}

const verify = (token: string, id: number, pin: string) => sb.request('PUT', `/api/mobile_phones/${id}/verify`, { token, body: { pin } });

describe('POST /api/valid/email', () => {
  it.each([
    ['ana@gmial.com', true, 'ana@gmail.com'],
    ['ana@example', false, null],
    ['ana.new@example.com', true, null],
  ])('%s → valid %s, did_you_mean %s', async (address, valid, suggestion) => {
    const res = await sb.request('POST', '/api/valid/email', { token: await sb.signIn('ana@example.com'), body: { address } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ is_valid: valid, did_you_mean: suggestion });
  });
});

describe('PIN verification', () => {
  it('verifies with the PIN that was sent, once', async () => {
    const { token, phone, number } = await changeAnaNumber();
    const pin = await lastPin(number);
    expect(pin).toMatch(/^\d{6}$/);
    const ok = await verify(token, phone.id, pin);
    expect(ok.status).toBe(200);
    expect(ok.body.data.verified).toBe(true);
    const again = await verify(token, phone.id, pin);
    expect(again.status).toBe(422);
    expect(again.body.errors.pin).toBeDefined();
  });

  it('refuses a PIN older than 10 minutes', async () => {
    const { token, phone, number } = await changeAnaNumber();
    const pin = await lastPin(number);
    sb.clock.advance(PIN_TTL_MS + 1000);
    const res = await verify(token, phone.id, pin);
    expect(res.status).toBe(422);
    expect(res.body.errors.pin[0]).toMatch(/expired/);
  });

  it('locks after 5 wrong tries, even for the right PIN, until a new one is sent', async () => {
    const { token, phone, number } = await changeAnaNumber();
    const pin = await lastPin(number);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < PIN_MAX_TRIES; i++) {
      const res = await verify(token, phone.id, wrong);
      expect(res.status).toBe(422);
      expect(res.body.errors.pin[0]).toMatch(/incorrect/);
    }
    const locked = await verify(token, phone.id, pin);
    expect(locked.status).toBe(422);
    expect(locked.body.errors.pin[0]).toMatch(/Too many/);
    sb.clock.advance(PIN_SEND_EVERY_MS + 1000);
    const resend = await sb.request('PUT', `/api/mobile_phones/${phone.id}`, { token, body: { send_pin: true, mobile_phone: { number } } });
    expect(resend.status).toBe(200);
    expect((await verify(token, phone.id, await lastPin(number))).status).toBe(200);
  });

  it('sends at most one PIN a minute', async () => {
    const { token, phone, number } = await changeAnaNumber();
    const second = await sb.request('PUT', `/api/mobile_phones/${phone.id}`, { token, body: { send_pin: true, mobile_phone: { number } } });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(second.body.errors.number).toBeDefined();
    sb.clock.advance(PIN_SEND_EVERY_MS + 1000);
    const third = await sb.request('PUT', `/api/mobile_phones/${phone.id}`, { token, body: { send_pin: true, mobile_phone: { number } } });
    expect(third.status).toBe(200);
  });

  it('refuses a malformed number or PIN with field errors', async () => {
    const ana = await anaPhone();
    const badNumber = await sb.request('PUT', `/api/mobile_phones/${ana.phone.id}`, { token: ana.token, body: { send_pin: true, mobile_phone: { number: '555' } } });
    expect(badNumber.status).toBe(422);
    expect(badNumber.body.errors['mobile_phone.number']).toBeDefined();
    const badPin = await verify(ana.token, ana.phone.id, '1234567');
    expect(badPin.status).toBe(422);
    expect(badPin.body.errors.pin).toBeDefined();
  });

  it('creates a phone for a customer without one (a first number asks no step-up), and finds it with exists', async () => {
    const token = await sb.signIn('ben@example.com');
    const benId = await sb.userId('ben@example.com');
    const before = await sb.request('GET', `/api/mobile_phones/exists?number=5555550777&owner_id=${benId}&owner_type=User`, { token });
    expect(before.body).toEqual({ exists: false, mobile_phone: null });
    const created = await sb.request('POST', '/api/mobile_phones', { token, body: { send_pin: true, mobile_phone: { number: '5555550777', owner_id: benId, owner_type: 'User' } } });
    expect(created.status).toBe(201);
    const after = await sb.request('GET', `/api/mobile_phones/exists?number=5555550777&owner_id=${benId}&owner_type=User`, { token });
    expect(after.body.exists).toBe(true);
    expect((await verify(token, created.body.data.id, await lastPin('5555550777'))).status).toBe(200);
  });
});

describe('who may change what', () => {
  it("answers 404 for another customer's phone and owner id", async () => {
    const ana = await anaPhone();
    const ben = await sb.signIn('ben@example.com');
    expect((await sb.request('PUT', `/api/mobile_phones/${ana.phone.id}/verify`, { token: ben, body: { pin: '123456' } })).status).toBe(404);
    expect((await sb.request('PUT', `/api/mobile_phones/${ana.phone.id}`, { token: ben, body: { send_pin: true, mobile_phone: { number: '5555551111' } } })).status).toBe(404);
    expect((await sb.request('GET', `/api/mobile_phones/exists?number=${ana.phone.number}&owner_id=${ana.userId}&owner_type=User`, { token: ben })).status).toBe(404);
    expect((await sb.request('POST', '/api/users/preferences', { token: ben, body: { id: ana.userId, payment_reminders: false } })).status).toBe(404);
  });

  it('refuses a phone change from a card-account customer', async () => {
    const token = await sb.stepUp(await sb.signIn('kim@example.com'));
    const me = await sb.request('GET', '/api/users/me', { token });
    const res = await sb.request('PUT', `/api/mobile_phones/${me.body.data.attributes.mobile_phone.id}`, { token, body: { send_pin: true, mobile_phone: { number: '5555552222' } } });
    expect(res.status).toBe(422);
    expect(res.body.errors.number[0]).toMatch(/call us/i);
  });

  it('refuses a number that belongs to someone else', async () => {
    const ana = await anaPhone();
    const kimToken = await sb.signIn('kim@example.com');
    const kim = (await sb.request('GET', '/api/users/me', { token: kimToken })).body.data.attributes.mobile_phone;
    const res = await sb.request('PUT', `/api/mobile_phones/${ana.phone.id}`, { token: ana.token, body: { send_pin: true, mobile_phone: { number: kim.number } } });
    expect(res.status).toBe(422);
    expect(res.body.errors.number).toBeDefined();
  });
});

describe('POST /api/users/preferences', () => {
  it('starts an e-mail change (after step-up), refusing one that is taken or invalid', async () => {
    const ana = await anaPhone();
    await sb.stepUp(ana.token);
    const taken = await sb.request('POST', '/api/users/preferences', { token: ana.token, body: { id: ana.userId, user: { email: 'ben@example.com' } } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['Email has already been taken']);
    const invalid = await sb.request('POST', '/api/users/preferences', { token: ana.token, body: { id: ana.userId, user: { email: 'not-an-email' } } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors['user.email']).toEqual(['Invalid Email Address']);
    const ok = await sb.request('POST', '/api/users/preferences', { token: ana.token, body: { id: ana.userId, user: { email: 'ana.new@example.com' } } });
    expect(ok.status).toBe(200);
    // Not changed yet: the new inbox confirms it.
    expect(ok.body.data.attributes).toMatchObject({ email: 'ana@example.com', pending_email: 'ana.new@example.com' });
  });

  it('toggles reminders only with a finalized loan and no card account', async () => {
    const ana = await anaPhone();
    const off = await sb.request('POST', '/api/users/preferences', { token: ana.token, body: { id: ana.userId, payment_reminders: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.attributes.has_payment_reminder).toBe(false);
    for (const email of ['jon@example.com', 'kim@example.com']) {
      const token = await sb.signIn(email);
      const res = await sb.request('POST', '/api/users/preferences', { token, body: { id: await sb.userId(email), payment_reminders: true } });
      expect(res.status).toBe(422);
      expect(res.body.errors.payment_reminders).toBeDefined();
    }
  });

  it('refuses an empty request', async () => {
    const ana = await anaPhone();
    const res = await sb.request('POST', '/api/users/preferences', { token: ana.token, body: { id: ana.userId } });
    expect(res.status).toBe(422);
  });
});

// the customer's language, an extension of POST /api/users/preferences kept on the user record.
describe('the preferred language', () => {
  it('is null until chosen, then kept and read back with the user', async () => {
    const { token, userId } = await anaPhone();
    const before = await sb.request('GET', `/api/users/${userId}`, { token });
    expect(before.body.data.attributes.preferred_locale).toBeNull();
    const saved = await sb.request('POST', '/api/users/preferences', { token, body: { id: userId, preferred_locale: 'es-US' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.preferred_locale).toBe('es-US');
    // A new sign-in reads it back: the portal opens in it on a browser that has not chosen.
    const again = await sb.request('GET', '/api/users/me', { token: await sb.signIn('ana@example.com') });
    expect(again.body.data.attributes.preferred_locale).toBe('es-US');
  });

  it('refuses a language the portal does not have, and changes nothing', async () => {
    const { token, userId } = await anaPhone();
    const res = await sb.request('POST', '/api/users/preferences', { token, body: { id: userId, preferred_locale: 'fr-FR' } });
    expect(res.status).toBe(422);
    const me = await sb.request('GET', '/api/users/me', { token });
    expect(me.body.data.attributes.preferred_locale).toBeNull();
  });

  it("is the customer's own: another customer's is a 404", async () => {
    const nia = await sb.signIn('nia@example.com');
    const { userId } = await anaPhone();
    const res = await sb.request('POST', '/api/users/preferences', { token: nia, body: { id: userId, preferred_locale: 'es-US' } });
    expect(res.status).toBe(404);
  });
});
