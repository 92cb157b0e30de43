// Consent for texts (TCPA): a scratch customer (no other test uses their phone) adds a mobile phone and sees
// what the lender texts, how often, the rates, STOP and HELP; the consent is recorded with the number (read
// back through the lender API); a STOP texted to the sandbox turns texts off at once, with one confirmation,
// and Account Preferences says so and how to turn them on again; turning them on again records a new consent.
// In English and in Spanish. At sign-in, two-step by text after a STOP sends no code and says how else to sign in.
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { TEXT_DISCLOSURE_VERSION } from '../lib/contract/text-preferences';
import { sandboxURL } from '../playwright.config';
import { lastCodeTo, lenderAs, PASSWORD, recentMessagesTo, sandboxJson, sandboxToken, scratchCustomer, signIn, type ScratchCustomer } from './support';

interface TextPrefs {
  data: {
    number: string | null;
    consent: { version: string; number: string; language: string; method: string; given_at: string } | null;
    stopped_at: string | null;
    payment_reminders: boolean;
    account_alerts: boolean;
  };
}

const WORDS = {
  'en-US': {
    change: 'Change mobile phone', number: /New mobile number/, send: 'Send PIN', pin: 'PIN', verify: 'Verify', verified: 'Your mobile phone is verified.',
    disclosure: ['About texts from us', 'security codes, payment reminders and account alerts', 'Message frequency varies', 'Msg & data rates may apply.', 'Reply STOP to cancel at any time, or HELP for help', 'By selecting “Send PIN” you agree to these texts.'],
    section: 'Texts', consentOn: 'You agreed to texts on', stoppedTitle: 'Texts are off', stopped: 'replied STOP on', how: 'To get texts again, choose the ones you want below',
    reminders: 'Payment reminders', turnOn: 'Agree and turn texts on', turnedOn: 'Texts are on again. We recorded your agreement.',
  },
  'es-US': {
    change: 'Cambiar teléfono celular', number: /Nuevo número celular/, send: 'Enviar PIN', pin: 'PIN', verify: 'Verificar', verified: 'Su teléfono celular está verificado.',
    disclosure: ['Sobre nuestros mensajes de texto', 'códigos de seguridad, recordatorios de pago y alertas de la cuenta', 'La frecuencia de los mensajes varía', 'Pueden aplicarse tarifas de mensajes y datos.', 'Responda STOP para cancelar en cualquier momento, o HELP para obtener ayuda', 'Al seleccionar “Enviar PIN” acepta recibir estos mensajes de texto.'],
    section: 'Mensajes de texto', consentOn: 'Aceptó recibir mensajes de texto el', stoppedTitle: 'Los mensajes de texto están desactivados', stopped: 'respondió STOP el', how: 'Para recibir mensajes de texto de nuevo, elija abajo los que desea',
    reminders: 'Recordatorios de pago', turnOn: 'Aceptar y activar los mensajes de texto', turnedOn: 'Los mensajes de texto están activados de nuevo. Registramos su aceptación.',
  },
} as const;
type Locale = keyof typeof WORDS;

const textPrefs = (customer: ScratchCustomer) => lenderAs<TextPrefs>(customer.email, 'GET', `/api/users/${customer.user_id}/text_preferences`);

/** A new number, verified through the page with the disclosure in view. */
async function addPhone(page: Page, locale: Locale, number: string) {
  const w = WORDS[locale];
  const input = page.getByLabel(w.number);
  await input.fill(number);
  for (const line of w.disclosure) await expect(page.getByText(line, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: w.send }).click();
  const pin = await expect.poll(() => lastCodeTo(number).catch(() => '')).toMatch(/^\d{6}$/).then(() => lastCodeTo(number));
  await page.getByLabel(w.pin, { exact: true }).fill(pin);
  await page.getByRole('button', { name: w.verify, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.verified })).toBeVisible();
}

for (const locale of ['en-US', 'es-US'] as const) {
  test.describe(`a new customer (${locale})`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('records text consent with a new phone; a STOP turns texts off and the page says so; turning them on again records a new consent', async ({ page, context, baseURL }) => {
      const w = WORDS[locale];
      const customer = await scratchCustomer();
      const number = `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
      await signIn(page, customer.email);
      await context.addCookies([{ name: 'portal_locale', value: locale, url: baseURL! }]);
      await page.goto(`/ui/customers/${customer.user_id}/edit`);

      await addPhone(page, locale, number);
      const given = (await textPrefs(customer)).data;
      expect(given).toMatchObject({ number, stopped_at: null, payment_reminders: true, consent: { number, language: locale, method: 'phone_form' } });
      const texts = page.getByRole('region', { name: w.section });
      await expect(texts.getByText(w.consentOn)).toBeVisible();

      // The customer's phone texts STOP: one confirmation, and a second STOP word adds nothing.
      expect(await sandboxJson('POST', '/sandbox/sms/inbound', { from: number, body: 'stop' })).toEqual({ outcome: 'opted_out' });
      const afterStop = await recentMessagesTo(number);
      expect(afterStop[0]).toMatch(locale === 'es-US' ? /Se canceló su suscripción/ : /You are unsubscribed/);
      expect(await sandboxJson('POST', '/sandbox/sms/inbound', { from: number, body: 'QUIT' })).toEqual({ outcome: 'already_out' });
      expect(await recentMessagesTo(number)).toHaveLength(afterStop.length);
      expect((await textPrefs(customer)).data).toMatchObject({ payment_reminders: false, account_alerts: false });

      await page.reload();
      await expect(texts.getByText(w.stoppedTitle)).toBeVisible();
      await expect(texts.getByText(w.stopped)).toBeVisible();
      await expect(texts.getByText(w.how)).toBeVisible();
      const reminders = texts.getByLabel(w.reminders);
      await expect(reminders).not.toBeChecked();
      await expectNoAxeViolations(page, `texts off (${locale})`);

      await reminders.check();
      for (const line of w.disclosure.slice(0, 5)) await expect(texts.getByText(line, { exact: false })).toBeVisible();
      await texts.getByRole('button', { name: w.turnOn }).click();
      await expect(texts.getByRole('status').filter({ hasText: w.turnedOn })).toBeVisible();
      await expectNoAxeViolations(page, `texts on again (${locale})`);
      const again = (await textPrefs(customer)).data;
      expect(again).toMatchObject({ stopped_at: null, payment_reminders: true, consent: { number, language: locale, method: 'preferences_form' } });
      expect(again.consent!.given_at > given.consent!.given_at).toBe(true);
    });
  });
}

test.describe('two-step by text after a STOP', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('no code is texted: the verify page says texts are off and how else to sign in, and a recovery code does', async ({ page }) => {
    const customer = await scratchCustomer();
    const number = `558${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    // Set-up through the lender: a verified number with its consent, two-step by text on (its recovery codes kept).
    const token = await sandboxToken(customer.email);
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${sandboxURL}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const phone = (await (await api('POST', '/api/mobile_phones', { send_pin: true, mobile_phone: { number, owner_id: customer.user_id, owner_type: 'User' }, text_consent: { version: TEXT_DISCLOSURE_VERSION, language: 'en-US' } })).json()) as { data: { id: number } };
    expect((await api('PUT', `/api/mobile_phones/${phone.data.id}/verify`, { pin: await lastCodeTo(number) })).status).toBe(200);
    expect((await api('POST', '/platform/auth/step_up', { password: PASSWORD })).status).toBe(200);
    expect((await api('POST', '/platform/auth/two_step/methods', { method: 'sms' })).status).toBe(201);
    const on = await api('PUT', '/platform/auth/two_step/methods', { method: 'sms', code: await lastCodeTo(number) });
    const { recovery_codes: recovery } = (await on.json()) as { recovery_codes: string[] };

    expect(await sandboxJson('POST', '/sandbox/sms/inbound', { from: number, body: 'Stop' })).toEqual({ outcome: 'opted_out' });
    const texted = (await recentMessagesTo(number)).length;
    await page.goto('/ui/auth');
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ui\/auth\/verify/);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByText('Texts are off for your number because it replied STOP')).toBeVisible();
    expect(await recentMessagesTo(number)).toHaveLength(texted);
    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/ui\/auth/);
  });
});
