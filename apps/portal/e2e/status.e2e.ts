import { expect, test } from './support/test';
import { en } from './support/i18n';
import { startClosedServer, type ClosedServer } from './support/server';

// The root by system status (SPEC §2): 1 the maintenance page, 2 the region-blocked page with the
// visitor's IP, each with its customer-service button. The brands are closed on a server of their
// own, so no other test ever sees them closed; aurora stays open there to show it is per brand.

let closed: ClosedServer;

test.beforeAll(async () => {
  closed = await startClosedServer([
    { brand: 'ember', mode: 'maintenance' },
    { brand: 'lagoon', mode: 'blocked', ips: ['127.0.0.1'] },
  ]);
});

test.afterAll(async () => {
  await closed?.stop();
});

test('a brand in maintenance shows the maintenance page with customer service', async ({ page }) => {
  await page.goto(`${closed.origin('ember')}/`);
  const screen = page.getByRole('main', { name: en('status:maintenance.title') });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(en('status:info_maintenance'));
  await expect(screen.getByRole('link', { name: en('status:maintenance.contactSupport') })).toBeVisible();
  // Nothing of the portal is left to use behind it.
  await expect(page.getByRole('navigation', { name: en('nav:header.mainNav') })).toHaveCount(0);
});

test('a brand that blocks the visitor shows the region-blocked page with their IP', async ({ page }) => {
  await page.goto(`${closed.origin('lagoon')}/`);
  const screen = page.getByRole('main', { name: en('status:block.title') });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(en('status:info_ip_block', { ip: '127.0.0.1' }));
  await expect(screen.getByRole('link', { name: en('status:block.contactSupport') })).toBeVisible();
});

test('an open brand on the same server shows the portal', async ({ page }) => {
  await page.goto(`${closed.origin('aurora')}/`);
  await expect(page.getByRole('navigation', { name: en('nav:header.mainNav') })).toBeVisible();
  await expect(page.getByRole('main', { name: en('status:maintenance.title') })).toHaveCount(0);
});
