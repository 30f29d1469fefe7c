import { test as base } from '@playwright/test';
import type { FLOW_STORAGE_KEYS } from '@portal/flows';
import { executions } from '@portal/machines';

export { expect } from '@playwright/test';

const shownExecutionsKey: typeof FLOW_STORAGE_KEYS.shownAnnouncementExecutions =
  'shownAnnouncementExecutions';

/**
 * Playwright's `test` for every spec of the suite. The announcement popups (B, A, F) open by
 * themselves on load and after a login, over whatever a test is doing, at a moment no test can
 * wait for; so each page starts as if this browser session had already closed them all, which is
 * how the portal remembers a closed popup. The popups themselves are tested in
 * apps/portal/src/popups/popups.test.tsx.
 */
export const test = base.extend<{ announcementsAlreadyClosed: undefined }>({
  announcementsAlreadyClosed: [
    async ({ page }, use) => {
      await page.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), {
        key: shownExecutionsKey,
        value: JSON.stringify(executions),
      });
      await use(undefined);
    },
    { auto: true },
  ],
});
