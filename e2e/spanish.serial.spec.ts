// Spanish, the journeys of its "Done when": with the browser's language set to Spanish, nia adds
// a bank account, pays and sets up autopay entirely in Spanish, every validation message in Spanish, the
// ACH authorization's binding English one click away; ana switches to Spanish in the header, signs out and
// in again to Spanish (the lender keeps her choice), and back. Dates stay MM/dd/yyyy and amounts $1,234.56.
// Serial: ana's language is kept by the lender, and every other test reads her pages in English.
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { PASSWORD, personaIds, sandboxToken, signIn } from './support';

const today = lenderToday();
const MONEY = /\$\d{1,3}(,\d{3})*\.\d{2}/;
const DAY = /\b\d{2}\/\d{2}\/\d{4}\b/;

async function nia() {
  const token = await sandboxToken('nia@example.com');
  const ids = await personaIds('nia@example.com');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const get = async <T>(path: string) => ((await (await fetch(`${sandboxURL}${path}`, { headers })).json()) as { data: T }).data;
  const del = (path: string) => fetch(`${sandboxURL}${path}`, { method: 'DELETE', headers });
  return {
    ids,
    /** Back as seeded: no payment, no autopay, no bank account. */
    async reset() {
      const app = await get<{ attributes: { active_recurring_payment: { id: number } | null } }>(`/api/applications/${ids.currentApplicationId}`);
      if (app.attributes.active_recurring_payment) await del(`/api/recurring_payments/${app.attributes.active_recurring_payment.id}`);
      for (const t of await get<{ id: number; attributes: { status: string } }[]>(`/api/transactions?application_id=${ids.currentApplicationId}`)) {
        if (t.attributes.status !== 'cancelled') await del(`/api/transactions/${t.id}`);
      }
      for (const b of await get<{ id: number }[]>(`/api/bank_accounts?user_id=${ids.userId}`)) await del(`/api/bank_accounts/${b.id}`);
    },
  };
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Pasos del pago bancario' });

test.describe('nia, with the browser in Spanish', () => {
  test.use({ locale: 'es-US' });
  test.afterAll(async () => (await nia()).reset());

  test('signs in, adds a bank account, pays and sets up autopay, all in Spanish', async ({ page }) => {
    const who = await nia();
    await who.reset();
    // The sign-in page in Spanish, from the browser's language alone.
    await page.goto(`/ui/customers/${who.ids.userId}/applications/${who.ids.currentApplicationId}/make-payment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Escriba su correo electrónico y su contraseña.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('nia@example.com');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/make-payment$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hacer un pago');
    await expect(steps(page).getByRole('button', { name: 'Agregar cuenta bancaria' })).toHaveAttribute('aria-current', 'step');

    // The bank account by hand, every message in Spanish.
    const add = page.getByRole('button', { name: 'Agregar cuenta bancaria', exact: true }).last();
    await expect(add).toBeDisabled();
    const routing = page.getByLabel('Número de ruta');
    await routing.fill('123456789');
    await routing.blur();
    await expect(page.getByText('Número de ruta no válido')).toBeVisible();
    await routing.fill('021000021');
    const account = page.getByLabel('Número de cuenta');
    await account.fill('12');
    await account.blur();
    await expect(page.getByText('Número de cuenta no válido')).toBeVisible();
    await account.fill('44445555');
    const bankName = page.getByLabel('Nombre del banco');
    await bankName.focus();
    await bankName.blur();
    await expect(page.getByText('El nombre del banco es obligatorio')).toBeVisible();
    await bankName.fill('Banco de Nia');
    await page.getByLabel('Tipo de cuenta').selectOption({ label: 'Cheques' });
    await add.click();

    // The payment: its messages, the date's hint, the authorization in Spanish with the English beside it.
    await expect(steps(page).getByRole('button', { name: 'Hacer un pago' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('combobox', { name: 'Cuenta bancaria' })).toContainText('••••5555');
    await page.getByRole('radio', { name: /^Otro monto/ }).check();
    await page.getByRole('button', { name: 'Revisar el pago' }).click();
    await expect(page.getByText('Debe ser mayor que $0')).toBeVisible();
    await expect(page.getByText('Acepte la autorización de pago para continuar.')).toBeVisible();
    await page.getByLabel('Monto en dólares').fill('99999');
    await expect(page.getByText(/^El monto es mayor que su saldo de liquidación de \$[\d,]+\.\d{2}$/)).toBeVisible();
    await page.getByLabel('Monto en dólares').fill('31.17');
    await expect(page.getByText('mm/dd/aaaa')).toBeVisible();
    const date = addDays(today, 7);
    await page.getByLabel('Fecha de pago').fill(date);
    const authorization = page.getByRole('region', { name: 'Autorización de pago' });
    await expect(authorization).toContainText(`Autorizo a ExpressWay Finance a hacer un débito electrónico único (ACH) de $31.17 de la cuenta bancaria que termina en 5555 el ${formatDate(date)}`);
    await authorization.getByText('Ver la versión en inglés').click();
    await expect(authorization.getByText(`I authorize ExpressWay Finance to make a one-time electronic debit (ACH) of $31.17 from the bank account ending in 5555 on ${formatDate(date)} to pay my loan.`)).toBeVisible();
    await page.getByLabel('Leí y acepto la autorización de pago').check();
    await page.getByRole('button', { name: 'Revisar el pago' }).click();
    await expect(page.getByRole('heading', { name: 'Revise su pago' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar el pago' }).click();
    await expect(page).toHaveURL(/\/payments\/\d+\/thanks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por su pago!');
    await expect(page.getByText(`Su pago de $31.17 está programado para el ${formatDate(date)}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir el recibo' })).toBeVisible();

    // Autopay: its messages in Spanish, then set up.
    await page.goto(`/ui/customers/${who.ids.userId}/applications/${who.ids.currentApplicationId}/make-payment?manageAutoPay=1`);
    await page.getByRole('switch', { name: 'Pago automático' }).click();
    const monthly = page.getByLabel('Monto mensual ($)');
    await expect(page.getByText('Al menos su pago mensual, $124.00')).toBeVisible();
    await monthly.fill('10');
    await expect(page.getByText('Es menor que el pago mensual mínimo')).toBeVisible();
    await monthly.fill('124.00');
    await page.getByRole('button', { name: 'Configurar el pago automático' }).click();
    await expect(page.getByText('Acepte la autorización del pago automático')).toBeVisible();
    await expect(page.getByText(/mediante transferencia electrónica de fondos \(ACH\) el día \d+ de cada mes/)).toBeVisible();
    await page.getByLabel('Acepto esta autorización').check();
    await page.getByRole('button', { name: 'Configurar el pago automático' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'El pago automático quedó configurado.' })).toBeVisible();
    await expect(page.getByText(/^El pago automático está activado: \$124\.00 el día \d+ de cada mes\. Próximo débito: \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  });
});

test.describe('ana chooses Spanish in the header', () => {
  test('the choice holds across sign-out and sign-in, and is the lender’s to remember', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // A session of its own: signing out must not end the one the other tests share.
    await signIn(page, 'ana@example.com');
    const loan = new URL(page.url()).pathname;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('#loan-details').getByText('Payoff Balance')).toBeVisible();

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL(loan);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    const details = page.locator('#loan-details');
    await expect(details.getByText('Saldo de liquidación')).toBeVisible();
    // Amounts and numeric dates as in English.
    await expect(details.locator('dd').first()).toHaveText(MONEY);
    await expect(details.getByText(DAY).first()).toBeVisible();
    await expect(details).not.toContainText(/\b\d+(st|nd|rd|th)\b/);
    await expect(page.getByText('(Documento en inglés)').first()).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/ui\/auth/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');

    // A browser that never chose (the cookie gone, English Accept-Language): after sign-in the lender's record decides.
    await context.clearCookies({ name: 'portal_locale' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await signIn(page, 'ana@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('link', { name: 'Preferencias de la cuenta' })).toBeVisible();

    // And back: English again, for her and for every other test.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', { name: 'Account Preferences' })).toBeVisible();
    await context.close();
  });

  test('the language link works before (and without) scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/ui/auth?redirect_uri=%2Fui%2Fborrower');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=%2Fui%2Fborrower$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await context.close();
  });
});
