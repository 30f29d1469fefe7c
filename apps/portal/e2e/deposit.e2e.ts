import { MOCK_CAPTCHA_PNG } from '@portal/api-contract/mocks';
import { headerBalance } from './support/balance';
import { en, requiredField } from './support/i18n';
import { operatorCli } from './support/operator';
import { e2eServer } from './support/server';
import { registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// A deposit on a channel paid by hand (SPEC §2 depositv2): a new lagoon player orders ฿1,000.00 by
// counter deposit with a picture of the slip, comes back to the page and finds the order open with
// its proof; the back office sees the proof and credits the order with the operator CLI; the
// header balance rises and the order leaves the open list, without a reload.

const lagoon = e2eServer.origin('lagoon');

test('a player deposits with a proof of payment, and the back office credits it', async ({ page }) => {
  const { token } = await registerMobileMember('Lagoon2026');
  await useSessionToken(page, 'lagoon', token);
  await page.goto(`${lagoon}/member?page=depositv2`);
  const before = await headerBalance(page);

  const form = page.getByRole('form', { name: en('wallet:deposit.title') });
  await form.getByRole('radio', { name: /^Counter deposit/u }).click();
  await form
    .getByRole('group', { name: en('wallet:deposit.presets') })
    .getByRole('button', { name: '฿1,000.00' })
    .click();
  const proof = form.getByRole('group', { name: requiredField(en('wallet:deposit.proof')) });
  // Without the proof the form says it is needed and orders nothing.
  await form.getByRole('button', { name: en('wallet:deposit.submit') }).click();
  await expect(proof).toContainText(en('validation:required'));
  await proof.locator('input[type="file"]').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from(MOCK_CAPTCHA_PNG, 'base64'),
  });
  await expect(proof.getByRole('img', { name: 'slip.png' })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: en('wallet:deposit.submit') }).click();
  const ordered = page.getByRole('status').filter({ hasText: /^Order \S+ for ฿1,000\.00 created\.$/u });
  await expect(ordered).toBeVisible();
  const orderId = /^Order (\S+) for/u.exec(await ordered.innerText())?.[1] ?? '';
  expect(orderId).not.toBe('');

  // Back on the page later: the order is open, with its proof, and can still be cancelled.
  await page.goto(`${lagoon}/member?page=depositv2`);
  const open = page.getByRole('region', { name: en('wallet:deposit.open.title') });
  const order = open.getByRole('listitem').filter({ hasText: orderId });
  await expect(order).toContainText(/฿1,000\.00.*Counter deposit · ordered/u);
  await expect(order).toContainText(en('wallet:deposit.statuses.PENDING'));
  const picture = order.getByRole('img', { name: `Proof of payment for order ${orderId}` });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(
    order.getByRole('button', { name: new RegExp(`^Cancel order ${orderId}`, 'u') }),
  ).toBeEnabled();
  await expectAccessible(page);

  // The back office lists the order with its proof and credits it.
  const requested = await operatorCli('deposits', 'REQUESTED', '--merchant', 'lagoon');
  expect(requested).toMatch(
    new RegExp(`^${orderId}\\s.*\\sCOUNTER\\s+100000\\s+REQUESTED\\s.*/uploads/[0-9a-f-]{36}`, 'mu'),
  );
  expect(await operatorCli('credit', orderId)).toContain('CREDITED');

  await expect.poll(() => headerBalance(page)).toBe(before + 1_000_00);
  await expect(open).toHaveCount(0);
});
