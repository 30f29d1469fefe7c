import { en } from './support/i18n';
import { e2eServer } from './support/server';
import { registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// Player protection: a new lagoon player follows the deposit page's offer to the limits page, sets
// a 24-hour deposit limit, and is refused a deposit above it with the amount still allowed.

const lagoon = e2eServer.origin('lagoon');

test('a player sets a 24-hour deposit limit and is refused a deposit above it', async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await registerMobileMember('Lagoon2026');
  await useSessionToken(page, 'lagoon', token);

  await page.goto(`${lagoon}/member?page=depositv2`);
  await page.getByRole('link', { name: en('account:limits.depositOfferLink') }).click();
  await expect(page).toHaveURL(`${lagoon}/member?page=limits`);
  const form = page.getByRole('form', { name: en('account:limits.form.title') });
  // The 24-hour deposit limit is what the form starts on.
  await expect(form.getByRole('combobox', { name: en('account:limits.form.kind') })).toHaveText(
    en('account:limits.kinds.DEPOSIT'),
  );
  await expect(form.getByRole('combobox', { name: en('account:limits.form.window') })).toHaveText(
    en('account:limits.windows.DAY'),
  );
  await form.getByRole('textbox', { name: en('account:limits.form.amount') }).fill('1000');
  await form.getByRole('button', { name: en('account:limits.form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account:limits.saved.NOW') })).toBeVisible();
  // A table row on a wide page, a card on a narrow one.
  const depositDay = page
    .getByRole('region', { name: en('account:limits.table.caption') })
    .locator('tr, li')
    .filter({ hasText: en('account:limits.kinds.DEPOSIT') })
    .filter({ hasText: en('account:limits.windows.DAY') });
  await expect(depositDay).toContainText(/1,000\.00.*0\.00.*1,000\.00/u);
  await expectAccessible(page);

  await page.goto(`${lagoon}/member?page=depositv2`);
  const deposit = page.getByRole('form', { name: en('wallet:deposit.title') });
  await deposit.getByRole('radio', { name: /^Bank transfer/u }).click();
  const amount = deposit.getByRole('textbox', { name: new RegExp(`^${en('wallet:amount.label')}`, 'u') });
  await amount.fill('1500');
  await deposit.getByRole('button', { name: en('wallet:deposit.submit') }).click();
  await expect(amount).toHaveAccessibleDescription(
    /over your deposit limit: you can deposit up to .1,000\.00 more for now/u,
  );
  await expect(page.getByRole('link', { name: en('account:limits.depositOfferLink') })).toHaveCount(0);
  await expectAccessible(page);
});
