import type { Locator, Page } from '@playwright/test';
import { en, requiredField } from './i18n';
import { expectAccessible } from './test';

/** The login popup, wherever it was opened from. */
export function loginPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: en('auth:login.title') });
}

/** Fills the open login popup with a username and password and submits it (axe checks the popup). */
export async function submitLoginForm(page: Page, username: string, password: string): Promise<void> {
  const login = loginPopup(page);
  await login
    .getByRole('textbox', { name: requiredField(en('auth:login.username')), exact: true })
    .fill(username);
  await login
    .getByRole('textbox', { name: requiredField(en('auth:login.password')), exact: true })
    .fill(password);
  await expectAccessible(page);
  await login.getByRole('button', { name: en('auth:login.submit'), exact: true }).click();
}

/** Opens the header's login popup and logs in with a username and password. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('nav:header.login') })
    .click();
  await submitLoginForm(page, username, password);
}
