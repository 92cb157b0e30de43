// Signs in once per persona and keeps the cookie for the tests that reuse it. The form's own POST is
// sent without rendering the form and the landing page around it (19 personas: half a minute of CI);
// the form itself is driven by the sign-in tests (foundation, keyboard, a11y).
import { expect, test as setup } from '@playwright/test';
import { postSignIn, storageFor } from './support';

const personas = ['ana', 'ben', 'cara', 'dan', 'eve', 'fay', 'nia', 'gus', 'hal', 'ivy', 'jon', 'kim', 'lou', 'max', 'care', 'dev', 'collector', 'staffer', 'dealer', 'pia', 'uma'];

for (const persona of personas) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    // 303 to the persona's landing page; a refusal goes back to /ui/auth with an error. Staff have two-step
    // verification: postSignIn completes it with their e-mailed code, read from the outbox.
    const res = await postSignIn(page.request, `${persona}@example.com`);
    expect(res.status()).toBe(303);
    expect(res.headers().location).not.toContain('/ui/auth');
    await page.context().storageState({ path: storageFor(persona) });
  });
}
