import { expect, test } from './support/test';
import { en } from './support/i18n';

// Routes of SPEC §2: the login guard and the help popup opened by the URL's hash.

// The tests here share no state: they run side by side on both workers, not one after another on one.
test.describe.configure({ mode: 'parallel' });

test('a route that needs a login sends a visitor without a token to /login', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/u);
  await page.goto('/favorite');
  await expect(page).toHaveURL(/\/login$/u);
});

test('a route open to guests stays where it is', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: en('nav:routes.promotions'), level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/u);
});

test('/help#term opens the help popup on the terms', async ({ page }) => {
  await page.goto('/help#term');
  const help = page.getByRole('dialog', { name: en('nav:help.title') });
  await expect(help.getByRole('tab', { name: 'Terms and conditions', selected: true })).toBeVisible();
  await expect(help.getByRole('heading', { name: 'General terms' })).toBeVisible();
  await expect(help.getByText('By opening an account with Aurora Play')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the header's menu button opens and closes the side menu", async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: en('nav:sideMenu.label') });
    // Collapsed, the menu takes no row above the page.
    await expect(menu).toBeHidden();
    const open = page.getByRole('banner').getByRole('button', { name: en('nav:sideMenu.expand') });
    await open.click();
    await expect(menu.getByRole('link', { name: en('nav:categories.rng') })).toBeVisible();
    const close = page.getByRole('banner').getByRole('button', { name: en('nav:sideMenu.collapse') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(menu).toBeHidden();
  });
});
