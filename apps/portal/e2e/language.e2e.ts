import { expect, test } from './support/test';
import { en, ty } from './support/i18n';

// EN and TY (Filipino) are complete; the chosen language is kept in local storage (SPEC §9).

test('switching to TY changes the texts and survives a reload', async ({ page }) => {
  const changing = ['nav:header.login', 'nav:header.register', 'nav:categories.promo'] as const;
  for (const key of changing) expect(ty(key), key).not.toBe(en(key));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.getByRole('banner');
  for (const key of changing.slice(0, 2))
    await expect(header.getByRole('button', { name: en(key) })).toBeVisible();

  await page.getByRole('button', { name: en('nav:languageSelect.current', { language: 'English' }) }).click();
  await page.getByRole('menuitemradio', { name: 'Filipino' }).click();

  const showsTy = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    for (const key of changing.slice(0, 2))
      await expect(header.getByRole('button', { name: ty(key) })).toBeVisible();
    await expect(page.getByRole('link', { name: ty('nav:categories.promo') }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: en('nav:header.login') })).toHaveCount(0);
  };
  await showsTy();
  expect(
    await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('languageHistory')]),
  ).toEqual(['ty', 'en']);

  await page.reload();
  await showsTy();
  await expect(
    page.getByRole('button', { name: ty('nav:languageSelect.current', { language: 'Filipino' }) }),
  ).toBeVisible();
});

test('the language list stays in reach while the side menu fills in under it', async ({ page }) => {
  // Beyond home (whose page carries its reads), the merchant's links and app QR codes arrive after
  // the first paint and lengthen the side menu above its language select; held back here until the
  // list is open, they arrive under it.
  let releasePermission = () => {};
  const permissionHeld = new Promise<void>((resolve) => (releasePermission = resolve));
  await page.route('**/wps/system/permission*', async (route) => {
    await permissionHeld;
    await route.continue();
  });
  await page.goto('/rng');
  const sideMenu = page.getByRole('navigation', { name: en('nav:sideMenu.label') });
  const customerService = sideMenu.getByRole('link', { name: en('nav:sideMenu.customerService') });
  await expect(customerService).toHaveCount(0);

  await page.getByRole('button', { name: en('nav:languageSelect.current', { language: 'English' }) }).click();
  const filipino = page.getByRole('menuitemradio', { name: 'Filipino' });
  await expect(filipino).toBeInViewport();
  releasePermission();
  await expect(customerService).toBeAttached();
  // The list follows its button a few frames after the menu grew (observers, then a render).
  await page.evaluate(async () => {
    for (let frame = 0; frame < 5; frame += 1) await new Promise(requestAnimationFrame);
  });
  await expect(filipino).toBeInViewport();
  await filipino.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
});
