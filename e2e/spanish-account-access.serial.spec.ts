// Spanish, the account-access screens: with the browser in Spanish, lou forgets her password and
// chooses a new one from the outbox link, every word and refusal in Spanish; dev (staff: two-step required)
// enters a wrong code on the verify page and is told so in Spanish. Serial: lou's password changes here and
// is put back at the end (with her saved session, which the reset ended).
import { expect, test } from '@playwright/test';
import { PASSWORD, personaIds, sandboxJson, signInContext, storageFor } from './support';
import { sandboxURL } from '../playwright.config';

const NEW_PASSWORD = 'faro tetera tundra mármol 23';

test.use({ storageState: { cookies: [], origins: [] }, locale: 'es-US' });

test('lou resets her password in Spanish, from "¿Olvidó su contraseña?" to the outbox link', async ({ page, browser }) => {
  const lou = await personaIds('lou@example.com');
  try {
    const since = Date.now();
    await page.goto('/ui/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restablezca su contraseña');
    await expect(page).toHaveTitle(/Restablezca su contraseña/);
    // Sent empty: the refusal at the field, in Spanish.
    await page.getByRole('button', { name: 'Envíenme un enlace para restablecerla' }).click();
    await expect(page.getByText('Escriba un correo electrónico válido')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('lou@example.com');
    await page.getByRole('button', { name: 'Envíenme un enlace para restablecerla' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Si hay una cuenta con ese correo electrónico' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();

    const mails = (await (await fetch(`${sandboxURL}/sandbox/outbox?to=lou@example.com`)).json()) as { data: { body: string; created_at: string }[] };
    const link = mails.data
      .filter((m) => Date.parse(m.created_at) >= since - 5000)
      .map((m) => /\/ui\/auth\/reset\?token=[A-Za-z0-9_-]+/.exec(m.body)?.[0])
      .find(Boolean);
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elija una contraseña nueva');
    const field = page.getByLabel('Contraseña nueva');
    await expect(page.getByText('Seguridad: aún sin evaluar')).toBeVisible();
    // A breached password: the rule's reason in Spanish as she types, and the form is not sent.
    await field.fill('password');
    await expect(page.getByText('Esta contraseña está en una lista de contraseñas comunes o filtradas', { exact: false })).toBeVisible();
    await expect(page.getByText('Seguridad: Muy débil')).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar la contraseña' }).click();
    await expect(page.getByRole('button', { name: 'Ocultar la contraseña' })).toHaveAttribute('aria-pressed', 'true');
    await field.fill(NEW_PASSWORD);
    await expect(page.getByText('Seguridad: Muy segura')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar mi contraseña nueva' }).click();
    await expect(page).toHaveURL(/\/ui\/auth\?error=password_reset/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');

    // The link works once: said in Spanish, with the way to a new one.
    await page.goto(link!);
    await expect(page.getByRole('alert').filter({ hasText: 'Este enlace ha vencido o ya se usó.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Envíenme un enlace nuevo' })).toBeVisible();
  } finally {
    await sandboxJson('PUT', `/sandbox/users/${lou.userId}/seed_password`);
    const restore = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await signInContext(await restore.newPage(), 'lou@example.com');
    await restore.storageState({ path: storageFor('lou') });
    await restore.close();
  }
});

test('dev enters a wrong code on the verify page, and is told so in Spanish', async ({ page }) => {
  await page.goto('/ui/auth');
  await page.getByLabel('Correo electrónico').fill('dev@example.com');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/ui\/auth\/verify/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verificación en dos pasos');
  await expect(page.getByText(/Le enviamos un código de 6 dígitos por correo electrónico/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Otras formas de verificar' })).toBeVisible();

  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Escriba el código de 6 dígitos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Ese código no es correcto\. (Quedan? \d intentos?\.|Revíselo e inténtelo de nuevo\.)$/ })).toBeVisible();

  await page.getByRole('link', { name: 'Usar un código de recuperación' }).click();
  await expect(page.getByLabel('Código de recuperación')).toBeVisible();
  await expect(page.getByText('Escriba uno de los códigos de recuperación que guardó')).toBeVisible();
});
