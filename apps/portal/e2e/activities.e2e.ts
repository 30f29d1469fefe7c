import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { balanceChip, headerBalance } from './support/balance';
import { en, requiredField } from './support/i18n';
import { operatorCli } from './support/operator';
import { e2eServer } from './support/server';
import { registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// An activity from application to reward (SPEC §2 promotions and reward centre, §4 activity
// statuses, §5 activity apply): a new lagoon player applies for the welcome bonus with a comment
// and two pictures, the back office approves it with the operator CLI, and in the reward centre
// the player draws the raffle's prize; the header balance follows each payment. A claim activity
// (the reload reward: deposit 500.00, claim 50.00) turns Claim once the back office credits the
// player's deposit, and the player claims it in the reward centre.

const lagoon = e2eServer.origin('lagoon');
const PASSWORD = 'Lagoon2026';
const COMMENT = 'My first deposit, screenshots attached';
const RELOAD = { title: 'Reload reward', bonus: 50_00 };

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small one-colour PNG, as a phone's screenshot would be, made here rather than kept as a file. */
function solidPng(width: number, height: number, [red, green, blue]: readonly [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Orders ฿1,000.00 by bank transfer on the deposit page; returns the order's id. */
async function orderBankDeposit(page: Page): Promise<string> {
  await page.goto(`${lagoon}/member?page=depositv2`);
  const form = page.getByRole('form', { name: en('wallet:deposit.title') });
  await form.getByRole('radio', { name: /^Bank transfer/u }).click();
  await form
    .getByRole('group', { name: en('wallet:deposit.presets') })
    .getByRole('button', { name: '฿1,000.00' })
    .click();
  await form.getByRole('button', { name: en('wallet:deposit.submit') }).click();
  const ordered = page.getByRole('status').filter({ hasText: /^Order \S+ for ฿1,000\.00 created\.$/u });
  await expect(ordered).toBeVisible();
  return /^Order (\S+) for/u.exec(await ordered.innerText())?.[1] ?? '';
}

/** Applies for the welcome bonus from the promotions page: a comment and two pictures. */
async function applyForWelcomeBonus(page: Page) {
  await page.goto(`${lagoon}/promotions`);
  const promotions = page.getByRole('list', { name: en('nav:routes.promotions') });
  await promotions
    .getByRole('button', { name: en('portal:activities.detail.open', { title: 'Welcome bonus' }) })
    .click();
  const detail = page.getByRole('dialog', { name: 'Welcome bonus' });
  await expect(detail).toContainText('Apply with a screenshot of your first deposit');
  await detail.getByRole('button', { name: en('portal:activities.actions.join') }).click();
  const form = detail.getByRole('form', {
    name: en('portal:activities.apply.title', { title: 'Welcome bonus' }),
  });
  await form
    .getByRole('textbox', { name: requiredField(en('portal:activities.apply.comment')) })
    .fill(COMMENT);
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'deposit.png', mimeType: 'image/png', buffer: solidPng(4, 3, [200, 40, 40]) },
    { name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(3, 4, [40, 40, 200]) },
  ]);
  await expect(form.getByRole('img')).toHaveCount(2);
  await expectAccessible(page);
  await form.getByRole('button', { name: en('portal:activities.apply.submit') }).click();
  await expect(detail.getByRole('status')).toHaveText(en('portal:activities.apply.applied'));
  await detail.getByRole('button', { name: en('common:actions.close') }).click();
  await expect(promotions.getByRole('listitem').filter({ hasText: 'Welcome bonus' })).toContainText(
    en('status:activity.applying'),
  );
}

test.describe('a player taking part in activities on lagoon', () => {
  test('applies with two pictures, is approved, and draws the raffle in the reward centre', async ({
    page,
  }) => {
    const { mobile, token } = await registerMobileMember(PASSWORD);
    await useSessionToken(page, 'lagoon', token);
    await applyForWelcomeBonus(page);

    // The back office sees the application with its comment and both pictures, and approves it.
    const waiting = await operatorCli('applications', 'APPLYING', '--merchant', 'lagoon');
    const line = waiting
      .split('\n')
      .find((entry) => entry.includes(mobile) && entry.includes('welcome-bonus'));
    expect(line).toContain('2 image(s)');
    expect(line).toContain(COMMENT);
    const applicationId = line?.split(/\s+/u)[0] ?? '';
    await operatorCli('approve-application', applicationId);

    // The bonus is paid on approval; the reward centre shows the activity issued.
    await page.goto(`${lagoon}/member?page=rewardCenter`);
    const activities = page.getByRole('list', { name: en('portal:activities.rewardCenter.list') });
    await expect(activities.getByRole('listitem').filter({ hasText: 'Welcome bonus' })).toContainText(
      en('status:activity.issued'),
    );
    await expect(balanceChip(page)).toContainText('88.00');
    const before = await headerBalance(page);
    await expectAccessible(page);

    // The raffle needs nothing more: drawn in place, its prize credited, the header balance up.
    const raffle = activities.getByRole('listitem').filter({ hasText: 'Lucky raffle' });
    await raffle.getByRole('button', { name: en('portal:activities.actions.raffle') }).click();
    await expect(raffle.getByRole('status')).toHaveText(/^You won .+: .+ credited to your main wallet\.$/u);
    await expect(raffle).toContainText(en('status:activity.claimed'));
    await expect.poll(() => headerBalance(page)).toBeGreaterThan(before);
    await expectAccessible(page);
  });

  test('claims the reload reward once the back office credits a deposit, and the balance rises', async ({
    page,
  }) => {
    const { token } = await registerMobileMember(PASSWORD);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/member?page=rewardCenter`);
    const activities = page.getByRole('list', { name: en('portal:activities.rewardCenter.list') });
    const reload = activities.getByRole('listitem').filter({ hasText: RELOAD.title });
    // Nothing deposited yet: the reward is still to earn, nothing to press.
    await expect(reload).toContainText(en('status:activity.process'));
    await expect(reload.getByRole('button', { name: en('portal:activities.actions.claim') })).toHaveCount(0);

    const orderId = await orderBankDeposit(page);
    await operatorCli('credit', orderId);

    await page.goto(`${lagoon}/member?page=rewardCenter`);
    const claim = reload.getByRole('button', { name: en('portal:activities.actions.claim') });
    await expect(claim).toBeVisible();
    await expect(balanceChip(page)).toContainText('1,000.00');
    const before = await headerBalance(page);
    await expectAccessible(page);
    await claim.click();
    await expect(reload.getByRole('status')).toHaveText('฿50.00 credited to your main wallet.');
    await expect(reload).toContainText(en('status:activity.claimed'));
    await expect.poll(() => headerBalance(page)).toBe(before + RELOAD.bonus);
    await expectAccessible(page);
  });
});
