// Step-up and the e-mail change in the browser, in English and in Spanish, on scratch customers: saving a
// new sign-in e-mail asks for the password in a dialog over the form (which keeps what was typed, through a
// wrong password and a cancel), then the new address's link confirms the change (every session ends; sign
// in with the new address), or the old address's link stops it. The dialog is walked with axe and the keyboard.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { lastMessageTo, postSignIn, scratchCustomer, signInContext, stepUpFirst } from './support';

const WORDS = {
  'en-US': {
    label: 'E-mail address',
    save: 'Save e-mail',
    dialog: 'Confirm it’s you',
    password: 'Password',
    confirm: 'Confirm',
    cancel: 'Cancel',
    wrong: 'Your current password is incorrect',
    notChanged: 'Nothing was changed: confirm your password to make this change.',
    sent: (email: string) => `Check ${email}: open the link we sent there`,
    pending: (email: string) => `Waiting for confirmation: ${email}.`,
    confirmTitle: 'Confirm your new sign-in e-mail',
    confirmButton: 'Confirm my new e-mail',
    changedNotice: 'Your sign-in e-mail was changed',
    stopButton: 'Stop the change',
    stopped: 'The change was stopped',
    gone: 'This link has expired, was already used, or the change was stopped.',
  },
  'es-US': {
    label: 'Dirección de correo electrónico',
    save: 'Guardar correo electrónico',
    dialog: 'Confirme que es usted',
    password: 'Contraseña',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    wrong: 'Su contraseña actual no es correcta',
    notChanged: 'No se cambió nada: confirme su contraseña para hacer este cambio.',
    sent: (email: string) => `Revise ${email}: abra el enlace que le enviamos`,
    pending: (email: string) => `Esperando confirmación: ${email}.`,
    confirmTitle: 'Confirme su nuevo correo electrónico de inicio de sesión',
    confirmButton: 'Confirmar mi nuevo correo electrónico',
    changedNotice: 'Se cambió su correo electrónico de inicio de sesión',
    stopButton: 'Detener el cambio',
    stopped: 'Se detuvo el cambio',
    gone: 'Este enlace venció, ya se usó o el cambio se detuvo.',
  },
} as const;

const linkIn = async (to: string, page: 'confirm' | 'stop') => {
  const link = new RegExp(`/ui/auth/email/${page}\\?token=[A-Za-z0-9_-]+`).exec(await lastMessageTo(to))?.[0];
  expect(link, `the ${page} link sent to ${to}`).toBeTruthy();
  return link!;
};

async function saveEmail(page: Page, w: (typeof WORDS)[keyof typeof WORDS], address: string) {
  await page.getByLabel(w.label).fill(address);
  await expect(page.getByRole('button', { name: w.save })).toBeEnabled();
  await page.getByRole('button', { name: w.save }).click();
}

for (const [locale, w] of Object.entries(WORDS)) {
  test.describe(locale, () => {
    test.use({ storageState: { cookies: [], origins: [] }, locale });

    test('a new e-mail: the password in place (the form keeps what was typed), then the new address confirms it', async ({ page }) => {
      // Two dialogs, an axe run, the confirmation and three sign-ins: minutes on a busy two-core machine.
      test.setTimeout(240_000);
      const customer = await scratchCustomer();
      const address = `new-${customer.email}`;
      await signInContext(page, customer.email);
      await page.goto(`/ui/customers/${customer.user_id}/edit`);
      await saveEmail(page, w, address);

      // The dialog, over the form: named, focus in its password field, axe clean.
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(w.password)).toBeFocused();
      // Behind it the form is not saving while the dialog asks: its button says Save, not Saving….
      const saveBehind = page.locator('section[aria-labelledby="email-heading"] > form button[type="submit"]');
      await expect(saveBehind).toHaveText(w.save);
      await expect(saveBehind).not.toHaveAttribute('aria-busy', 'true');
      await expectNoAxeViolations(page, `step-up dialog (${locale})`);
      // A wrong password: said beside the field; the dialog stays, the form behind keeps the address.
      await page.keyboard.type('not my password at all');
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(w.wrong)).toBeVisible();
      await expect(dialog.getByLabel(w.password)).toHaveAttribute('aria-invalid', 'true');
      // Escape cancels: nothing changes, and what was typed is still there to send again.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByText(w.notChanged)).toBeVisible();
      await expect(page.getByLabel(w.label)).toHaveValue(address);

      await page.getByRole('button', { name: w.save }).click();
      await dialog.getByLabel(w.password).fill('demo-password');
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: w.sent(address) })).toBeVisible();
      await expect(page.getByText(w.pending(address))).toBeVisible();

      // The new address's link: a press confirms it, every session ends, the sign-in page says so.
      await page.goto(await linkIn(address, 'confirm'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmTitle);
      await expect(page.getByText(address)).toBeVisible();
      await page.getByRole('button', { name: w.confirmButton }).click();
      await expect(page).toHaveURL(/\/ui\/auth\?error=email_changed/);
      await expect(page.getByText(w.changedNotice)).toBeVisible();
      expect((await postSignIn(page.request, customer.email)).headers().location).toContain('/ui/auth?error=');
      expect((await postSignIn(page.request, address)).headers().location).not.toContain('/ui/auth');
      // The link worked once.
      await page.goto(await linkIn(address, 'confirm'));
      await expect(page.getByRole('alert').filter({ hasText: w.gone })).toBeVisible();
    });

    test('the old address stops a change: it never happens', async ({ page }) => {
      test.setTimeout(120_000);
      const customer = await scratchCustomer();
      const address = `stopped-${customer.email}`;
      await signInContext(page, customer.email);
      await page.goto(`/ui/customers/${customer.user_id}/edit`);
      await stepUpFirst(page);
      await saveEmail(page, w, address);
      await expect(page.getByRole('status').filter({ hasText: w.sent(address) })).toBeVisible();
      const confirm = await linkIn(address, 'confirm');

      await page.goto(await linkIn(customer.email, 'stop'));
      await page.getByRole('button', { name: w.stopButton }).click();
      await expect(page.getByRole('status').filter({ hasText: w.stopped })).toBeVisible();
      await page.goto(confirm);
      await expect(page.getByRole('alert').filter({ hasText: w.gone })).toBeVisible();
      await page.goto(`/ui/customers/${customer.user_id}/edit`);
      await expect(page.getByLabel(w.label)).toHaveValue(customer.email);
      await expect(page.getByText(w.pending(address))).toHaveCount(0);
    });
  });
}
