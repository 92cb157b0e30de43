// Applying, additional financing, the service-center choice, the repair and feedback, in a real browser.
// ana's and jon's records are shared with other spec files running beside this one: the flows that change
// them undo it at the end (sandbox-only endpoints), and assertions tolerate applications added by others.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { personaIds, sandboxJson, sandboxToken, signIn, storageFor } from './support';

async function application(email: string, id: number) {
  const res = await fetch(`${sandboxURL}/api/applications/${id}`, { headers: { authorization: `Bearer ${await sandboxToken(email)}` } });
  return ((await res.json()) as { data: { attributes: { status_cache_status: string; status: string; needs_dealership: boolean } } }).data.attributes;
}

const hasFeedback = async (email: string) => {
  const res = await fetch(`${sandboxURL}/api/users/me`, { headers: { authorization: `Bearer ${await sandboxToken(email)}` } });
  return ((await res.json()) as { data: { attributes: { has_feedback: boolean } } }).data.attributes.has_feedback;
};

const careTable = (page: Page) => page.getByRole('region', { name: 'For Customer Care Only' });
/** The page's own alerts (Next's route announcer is an alert too, outside main). */
const alerts = (page: Page) => page.getByRole('main').getByRole('alert');

test.describe('applying', () => {
  test('a signed-out visitor signs in first, then gets the form', async ({ page }) => {
    await page.goto('/ui/apply?reapply');
    await expect(page).toHaveURL(/\/ui\/auth\?redirect_uri=%2Fui%2Fapply%3Freapply/);
    await signIn(page, 'gus@example.com');
    await expect(page).toHaveURL(/\/ui\/apply\?reapply=?$/);
    await expect(page.getByRole('heading', { name: 'Apply for repair financing' })).toBeVisible();
    await expect(page.getByLabel('Amount requested')).toBeVisible();
  });

  test.describe('jon, with an application in progress', () => {
    test.use({ storageState: storageFor('jon') });
    test('is pointed to it instead of a second form', async ({ page }) => {
      const jon = await personaIds('jon@example.com');
      await page.goto(`/ui/customers/${jon.userId}/applications/new`);
      await expect(page.getByText('You already have an application in progress.')).toBeVisible();
      await expect(page.getByRole('link', { name: `See application ${jon.currentApplicationId}` })).toBeVisible();
      await expect(page.getByLabel('Amount requested')).toHaveCount(0);
    });
  });
});

// ana qualifies until she applies: her additional-financing views come first, the application last.
test.describe('ana: additional financing, then a new application', () => {
  test.describe.configure({ mode: 'serial' });

  test('ana opens additional financing from New Loan and sees her result', async ({ browser }) => {
    const page = await browser.newPage({ storageState: storageFor('ana') });
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}`);
    await page.getByRole('region', { name: 'New Loan' }).getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(`/ui/customers/${ana.userId}/additional-financing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Additional financing');
    await expect(page.getByRole('heading', { name: 'Good news: you qualify for additional financing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a New Application' })).toHaveAttribute('href', '/ui/apply?reapply');
    // A customer sees the overall result only.
    await expect(careTable(page)).toHaveCount(0);
    await page.close();
  });

  test('care@example.com sees the table with the descriptions', async ({ browser }) => {
    const page = await browser.newPage({ storageState: storageFor('care') });
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/additional-financing`);
    await expect(page.getByText('Customer: Ana Alvarez')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ana Alvarez qualifies for additional financing' })).toBeVisible();
    const table = careTable(page);
    await expect(table.getByRole('columnheader')).toHaveText(['Check', 'Result', 'Description']);
    await expect(table.getByRole('row')).toHaveCount(6);
    const row = table.getByRole('row', { name: /No days past due/ });
    await expect(row.getByRole('cell').first()).toHaveText(/Pass/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^Loan \d+: 0 days past due\.$/);
    await expect(table.getByRole('row', { name: /At least 3 on-time payments/ })).toContainText('on-time payments made; 3 needed');
    // Staff read about the customer; only the customer applies.
    await expect(page.getByRole('link', { name: 'Create a New Application' })).toHaveCount(0);
    await page.close();
  });

  test('a cfs user of a role outside the list sees pass or fail without descriptions', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await signIn(page, 'staffer@example.com');
    await page.goto(`/ui/customers/${ana.userId}/additional-financing`);
    const table = careTable(page);
    await expect(table.getByRole('columnheader')).toHaveText(['Check', 'Result']);
    await expect(table.getByRole('row')).toHaveCount(6);
    for (const check of ['Loan status is in good standing', 'No days past due', 'At least 3 on-time payments', 'Not on payment probation', 'No application in progress']) {
      await expect(table.getByRole('row', { name: new RegExp(check) }).getByRole('cell')).toHaveText(['✓Pass']);
    }
    await expect(page.getByText(/days past due\./)).toHaveCount(0);
    await expect(page.getByText(/on-time payments made/)).toHaveCount(0);
  });

  test('ana applies again and lands on a new pending application', async ({ browser }) => {
    const page = await browser.newPage({ storageState: storageFor('ana') });
    const ana = await personaIds('ana@example.com');
    let created: number | null = null;
    try {
      await page.goto(`/ui/customers/${ana.userId}/additional-financing`);
      await page.getByRole('link', { name: 'Create a New Application' }).click();
      await expect(page).toHaveURL('/ui/apply?reapply');

      // Nothing filled in: every field says what it needs, and nothing is sent.
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByLabel('Amount requested')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Enter an amount from $250.00 to $10,000.00')).toBeVisible();
      await expect(page.getByText('Describe the repair')).toBeVisible();
      await expect(page.getByText("Choose a service center, or tell us you haven't chosen one yet")).toBeVisible();
      await expect(page.getByText('Check the box to give your consent')).toBeVisible();
      await expect(page.getByLabel('Amount requested')).toBeFocused();

      await page.getByLabel('Amount requested').fill('$1,850.50');
      await expect(page.getByLabel('Amount requested')).toHaveValue('1850.50');
      await page.getByLabel('What needs repairing?').fill('Replace the clutch and flywheel');
      await page.getByLabel('Service center').selectOption({ label: 'Lakeside Tire & Brake — 45 Lakeside Drive, Lakewood, CO 80226' });
      await page.getByLabel(/I authorize ExpressWay Finance to check my credit/).check();
      await expect(alerts(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Submit application' }).click();

      await expect(page).toHaveURL(new RegExp(`/ui/customers/${ana.userId}/applications/\\d+$`));
      created = Number(new URL(page.url()).pathname.split('/').at(-1));
      expect(ana.applicationIds).not.toContain(created);
      expect(await application('ana@example.com', created)).toMatchObject({ status_cache_status: 'pending', status: 'pending', needs_dealership: false });
      const myLoans = page.getByRole('region', { name: 'My Loans' });
      await expect(myLoans.getByRole('link', { name: `Loan ${created}`, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(myLoans.getByText('Lakeside Tire & Brake - Repl…')).toBeVisible();
      // With an application in progress the New Loan prompt is gone.
      await expect(page.getByRole('region', { name: 'New Loan' })).toHaveCount(0);
    } finally {
      if (created) await sandboxJson('DELETE', `/sandbox/applications/${created}`);
      await page.close();
    }
  });
});

test.describe('jon chooses a service center', () => {
  test.use({ storageState: storageFor('jon') });

  test('from the warning in My Loans; the warning is gone after', async ({ page }) => {
    const jon = await personaIds('jon@example.com');
    const appId = jon.currentApplicationId!;
    try {
      await page.goto(`/ui/customers/${jon.userId}/applications/${appId}`);
      const myLoans = page.getByRole('region', { name: 'My Loans' });
      await myLoans.getByRole('link', { name: `Choose a service center for loan ${appId}` }).click();
      await expect(page).toHaveURL(`/ui/customers/${jon.userId}/applications/${appId}/service-center`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a service center');

      // The repair behind the loan (GET /api/repairs/{applicationId}).
      const repair = page.getByRole('region', { name: 'Your repair' });
      await expect(repair).toContainText('Exhaust system and catalytic converter replacement');
      await expect(repair.getByRole('definition')).toHaveText(['Not chosen yet', '$2,400.00', 'Estimate']);

      await page.getByRole('button', { name: 'Save service center' }).click();
      await expect(alerts(page)).toHaveText('Choose a service center from the list');
      await page.getByRole('radio', { name: /Summit Collision Center/ }).check();
      await expect(alerts(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Save service center' }).click();

      await expect(page).toHaveURL(`/ui/customers/${jon.userId}/applications/${appId}`);
      await expect(page.getByRole('link', { name: /Choose a service center/ })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('region', { name: 'My Loans' }).getByRole('link', { name: `Loan ${appId}`, exact: true })).toBeVisible();
      await expect(page.getByText('Choose a service center')).toHaveCount(0);
      expect((await application('jon@example.com', appId)).needs_dealership).toBe(false);

      // The chooser now names the choice instead of offering another.
      await page.goto(`/ui/customers/${jon.userId}/applications/${appId}/service-center`);
      await expect(page.getByText('Your repair will be done at Summit Collision Center.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save service center' })).toHaveCount(0);
    } finally {
      await sandboxJson('POST', `/sandbox/applications/${appId}/needs-dealership`);
    }
  });
});

test.describe('feedback', () => {
  test('ana rates 4 stars with a comment, sees the thanks, and the widget is gone on reload', async ({ browser }) => {
    const page = await browser.newPage({ storageState: storageFor('ana') });
    const ana = await personaIds('ana@example.com');
    // A retry must find ana as seeded: without feedback.
    await sandboxJson('DELETE', `/sandbox/users/${ana.userId}/feedback`);
    const loan = `/ui/customers/${ana.userId}/applications/${ana.applicationIds.at(-1)}`;
    await page.goto(loan);
    const widget = page.getByRole('region', { name: 'How are we doing?' });
    const stars = widget.getByRole('radiogroup', { name: 'Your rating' });
    const send = widget.getByRole('button', { name: 'Send feedback' });
    await expect(send).toBeDisabled();
    await expect(widget.getByLabel('I authorize ExpressWay Finance to share my feedback publicly.')).toBeChecked();

    // Hovering lights without choosing; a click chooses; arrow keys move the choice.
    await stars.getByRole('radio', { name: '5 stars' }).hover();
    await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
    await stars.getByRole('radio', { name: '2 stars' }).click();
    await expect(stars.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await expect(stars.getByRole('radio', { checked: true })).toHaveCount(1);

    await widget.getByLabel('Comment (optional)').fill('The brake job was done in a day. Thank you!');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
    expect(await hasFeedback('ana@example.com')).toBe(true);

    await page.reload();
    await expect(page.getByRole('region', { name: 'My Loans' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How are we doing?' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toHaveCount(0);
    await page.close();
  });

  test.describe('without a star', () => {
    test.use({ storageState: storageFor('nia') });
    test('a rating without a star cannot be sent', async ({ page, baseURL }) => {
      const nia = await personaIds('nia@example.com');
      await page.goto(`/ui/customers/${nia.userId}/applications/${nia.currentApplicationId}`);
      const widget = page.getByRole('region', { name: 'How are we doing?' });
      await widget.getByLabel('Comment (optional)').fill('No stars from me.');
      const send = widget.getByRole('button', { name: 'Send feedback' });
      await expect(send).toBeDisabled();
      await expect(send).toHaveAccessibleDescription('Choose from 1 to 5 stars to send your feedback.');
      // Nor through the portal's handler directly: the lender's rule is checked there too.
      const res = await page.request.post('/api/comments', {
        headers: { origin: baseURL! },
        data: { comment: { comment: 'No stars', authorize: true, user_id: nia.userId, commentable_id: nia.currentApplicationId, commentable_type: 'Application' } },
      });
      expect(res.status()).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string[]> }).errors['comment.rate']).toEqual(['Choose from 1 to 5 stars']);
      expect(await hasFeedback('nia@example.com')).toBe(false);
      await expect(widget).toBeVisible();
    });
  });
});

test.describe('accessibility', () => {
  const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

  test.describe('the apply form', () => {
    test.use({ storageState: storageFor('gus') });
    test('with its errors shown has no axe violations', async ({ page }) => {
      await page.goto('/ui/apply?reapply');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(alerts(page)).toHaveCount(4);
      expect((await axe(page)).violations).toEqual([]);
    });
  });

  test.describe('additional financing', () => {
    test.use({ storageState: storageFor('care') });
    test('with the staff table has no axe violations', async ({ page }) => {
      const ana = await personaIds('ana@example.com');
      await page.goto(`/ui/customers/${ana.userId}/additional-financing`);
      await expect(careTable(page)).toBeVisible();
      expect((await axe(page)).violations).toEqual([]);
    });
  });

  test.describe('the service-center chooser', () => {
    test.use({ storageState: storageFor('jon') });
    // Looking only: the radios, the repair, and the sidebar with the feedback widget.
    test('has no axe violations', async ({ page }) => {
      const jon = await personaIds('jon@example.com');
      await page.goto(`/ui/customers/${jon.userId}/applications/${jon.currentApplicationId}/service-center`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a service center');
      await expect(page.getByRole('region', { name: 'How are we doing?' })).toBeVisible();
      expect((await axe(page)).violations).toEqual([]);
    });
  });
});
