import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { contractEntries } from '@portal/api-contract';
import type { FLOW_STORAGE_KEYS } from '@portal/flows';
import { executions } from '@portal/machines';
import { axeViolations } from '../../../../visual-tests/checks';
import { TOKEN_KEY } from './session';

export { expect } from '@playwright/test';

/**
 * What decides how a page is built, for axe: the brand and address (ids in it left out), the
 * language, whether a session is open, the header's controls (a member's, an agent's or a
 * visitor's: its navigation, amounts and live announcements left out, which are data that arrive
 * a moment apart) and the open dialogs. Two views with the same state are the same markup with
 * other data.
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate((tokenKey) => {
    const { host, pathname, search, hash } = window.location;
    const address = (pathname + search).replace(/=[^&]*\d[^&]*/gu, '=#') + hash;
    const header = document.querySelector('header')?.cloneNode(true);
    let headerWords = '';
    if (header instanceof HTMLElement) {
      for (const data of header.querySelectorAll('nav, [role="status"]')) data.remove();
      headerWords = (header.textContent ?? '').replace(/[-+−]?[₱฿$]?\d[\d.,]*/gu, '#');
    }
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
      .map((dialog) => {
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        return label ?? dialog.getAttribute('aria-label') ?? '?';
      })
      .sort();
    const signedIn = sessionStorage.getItem(tokenKey) ? 'session' : 'visitor';
    return [host, address, document.documentElement.lang, signedIn, headerWords, ...dialogs].join('|');
  }, TOKEN_KEY);
}

/**
 * The page states axe has passed in this run, shared by the workers through the run's data folder.
 * A page that twenty walks pass through is checked once per state rather than twenty times: axe
 * costs more than loading the page, and the markup of a state does not change between walks.
 */
const checkedStatesFile = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), 'axe-checked-states');

/** The page states axe has passed so far in this run (pageState). */
export function checkedPageStates(): string[] {
  return existsSync(checkedStatesFile)
    ? readFileSync(checkedStatesFile, 'utf8').split('\n').filter(Boolean)
    : [];
}

/**
 * WCAG 2.2 AA on what the page shows now, popups included (the same rules as the story runs), once
 * per page state (pageState) in a run. Runs on every page load of the suite and on what each test
 * leaves on screen; a walk calls it itself on a popup it opens and closes again.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const state = (await pageState(page)).replace(/\n/g, ' ');
  if (checkedPageStates().includes(state)) return;
  // A game's frame is its vendor's page, not the portal's: axe checks the portal's document.
  const violations = await axeViolations(page, { iframes: false });
  expect(violations, `axe on ${page.url()}`).toEqual([]);
  appendFileSync(checkedStatesFile, `${state}\n`);
}

const shownExecutionsKey: typeof FLOW_STORAGE_KEYS.shownAnnouncementExecutions =
  'shownAnnouncementExecutions';

/**
 * Playwright's `test` for every spec of the suite. The announcement popups (B, A, F) open by
 * themselves on load and after a login, over whatever a test is doing, at a moment no test can
 * wait for; so each page starts as if this browser session had already closed them all, which is
 * how the portal remembers a closed popup. The popups themselves are tested in
 * apps/portal/src/popups/popups.test.tsx.
 */
/**
 * The first path segments of the contract's calls (`/wps/`, `/lgw/`…), and the in-house slot's,
 * whose page shows a refused spin in words too.
 */
const contractPathPrefixes = new Set([
  ...contractEntries.map((entry) => `/${entry.path.split('/')[1]}/`),
  '/demo-game/',
]);

/** Chromium's line for a contract call the server refused with a 4xx status (a contract answer). */
function isContractRefusal(message: ConsoleMessage): boolean {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d\b/u.test(message.text()))
    return false;
  const { url } = message.location();
  if (!url) return false;
  const { pathname } = new URL(url);
  return [...contractPathPrefixes].some((prefix) => pathname.startsWith(prefix));
}

export const test = base.extend<{ announcementsAlreadyClosed: undefined }>({
  /**
   * Every full page load waits until React has taken over the prerendered page (startApp's
   * `data-interactive`): under load the static buttons show well before the bundle runs, and a
   * click on them then is lost (the TY switch timed out that way). A test that passed still fails
   * when a page it visited logged an error to the console or threw (a refused inline style, a
   * failed request, a React warning about the markup): a player's page shows none. The API's 4xx
   * answers are the contract's (and the slot's) refusals, which the page shows as translated
   * messages; chromium logs each one as a failed resource, so those lines alone are let through.
   */
  page: async ({ page }, provide, testInfo) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || isContractRefusal(message)) return;
      consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
    const interactive = () => page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await interactive();
      await expectAccessible(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await interactive();
      await expectAccessible(page);
      return response;
    };
    await provide(page);
    // What the test leaves on screen (a popup, a signed-in page) is checked too, when it passed.
    if (testInfo.status === 'passed' && page.url().startsWith('http')) await expectAccessible(page);
    if (testInfo.status === 'passed')
      expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
  },
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
