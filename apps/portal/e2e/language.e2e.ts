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
