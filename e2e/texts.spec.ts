// Consent for texts (TCPA): a scratch customer (no other test uses their phone) adds a mobile phone and sees
// what the lender texts, how often, the rates, STOP and HELP; the consent is recorded with the number (read
// back through the lender API); a STOP texted to the sandbox turns texts off at once, with one confirmation,
// and Account Preferences says so and how to turn them on again; turning them on again records a new consent.
// In English and in Spanish.
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { lastCodeTo, lenderAs, recentMessagesTo, sandboxJson, scratchCustomer, signIn, type ScratchCustomer } from './support';

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
