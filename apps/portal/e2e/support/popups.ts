import type { Page } from '@playwright/test';
import { en } from './i18n';

/**
 * The announcements popup opens by itself (on load, and again after a login) over whatever the
 * test is doing; Playwright closes it whenever it shows before an action or an assertion.
 * Its last "Close" button is the dialog's own (the first closes the current announcement).
 */
export async function closeAnnouncementsWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: en('nav:announcements.title') }), (dialog) =>
    dialog
      .getByRole('button', { name: en('common:actions.close'), exact: true })
      .last()
      .click(),
  );
}
