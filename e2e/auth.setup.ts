// Signs in once per persona through the real form and keeps the cookie for the tests that reuse it.
import { test as setup } from '@playwright/test';
import { signIn, storageFor } from './support';

const personas = ['ana', 'ben', 'cara', 'dan', 'eve', 'fay', 'nia', 'gus', 'hal', 'ivy', 'jon', 'kim', 'lou', 'max', 'care', 'dev', 'collector', 'staffer', 'dealer'];

for (const persona of personas) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    await signIn(page, `${persona}@example.com`);
    await page.context().storageState({ path: storageFor(persona) });
  });
}
