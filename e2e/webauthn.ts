// Chromium's virtual authenticator (CDP WebAuthn domain) for the passkey journeys: a CTAP2 platform
// authenticator that keeps discoverable credentials and verifies its user without asking.
import type { Page } from '@playwright/test';

/** Adds one to the page (kept across its navigations): the page's passkey prompts are answered by it. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}
