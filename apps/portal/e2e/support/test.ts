import { test as base, type Locator, type Page } from '@playwright/test';
import { en, ty } from './i18n';

export { expect } from '@playwright/test';

/** An accessible name in either language the tests switch between. */
function inEnOrTy(key: 'nav:announcements.title' | 'common:actions.close'): RegExp {
  const escaped = [en(key), ty(key)].map((text) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})$`, 'u');
}

/** The announcements popup, in either language. */
export function announcementsPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: inEnOrTy('nav:announcements.title') });
}

/**
 * The announcements popup opens by itself (on load, and again after a login) over whatever a test
 * is doing and hides the page behind it; Playwright closes it whenever it shows before an action or
 * an assertion (not before a read such as innerText: a test that reads first waits for it). Its
 * last "Close" button is the dialog's own (the first closes one announcement).
 */
async function closeAnnouncementsWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(announcementsPopup(page), (dialog) =>
    dialog
      .getByRole('button', { name: inEnOrTy('common:actions.close') })
      .last()
      .click(),
  );
}

/** Playwright's `test` for every spec of the suite: the announcements never stand in the way. */
export const test = base.extend<{ announcementsClosed: undefined }>({
  announcementsClosed: [
    async ({ page }, use) => {
      await closeAnnouncementsWhenShown(page);
      await use(undefined);
    },
    { auto: true },
  ],
});
