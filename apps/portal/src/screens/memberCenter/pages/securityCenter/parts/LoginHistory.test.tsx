import { contract } from '@portal/api-contract';
import { createHandlers, createMockWorld, mockTokens, override } from '@portal/api-contract/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHarness } from '../../../../../storybook/harness';

// The security centre's login history on the whole portal, against the mock handlers (which list
// the attempts as the reference server does: the member's own, newest first, 20 a page).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CAPTION = 'Login attempts in this period';

function openLoginHistory(query = '', ...overrides: Parameters<typeof server.use>) {
  server.use(...overrides, ...createHandlers({ world: createMockWorld() }));
  const harness = createPortalHarness({
    brand: 'aurora',
    path: `/member?page=securityCenter${query}`,
    token: mockTokens.member,
  });
  render(<>{harness.element}</>);
  return screen.findByRole('region', { name: 'Login history' });
}

/** The table's rows once they have arrived, as the text of each (the cards phones show are apart). */
async function rowsOf(section: HTMLElement): Promise<string[]> {
  const table = await within(section).findByRole('table', { name: CAPTION });
  await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

describe('login history in the security centre', () => {
  it('lists the last 7 days newest first: where, on what, how, and why a try failed', async () => {
    const section = await openLoginHistory();
    const rows = await rowsOf(section);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toMatch(/Logged in112\.198\.64\.10Chrome on WindowsPassword$/u);
    expect(rows[1]).toMatch(/Failed: wrong password112\.198\.64\.10Chrome on WindowsPassword$/u);
    expect(rows[2]).toMatch(/Logged in49\.145\.20\.7Chrome on AndroidSMS code$/u);
    expect(rows[3]).toMatch(
      /Failed: account locked after too many tries185\.220\.101\.4python-requestsPassword$/u,
    );
    expect(rows).toContainEqual(
      expect.stringMatching(/Failed: new location, verification asked175\.176\.30\.2Safari on iOSPassword$/u),
    );
    expect(rows).toContainEqual(expect.stringMatching(/Logged in.*Firefox on LinuxTemporary password$/u));
    // Another member's login (the agent's, from 120.28.1.9) is not among them.
    expect(rows.join('\n')).not.toContain('120.28.1.9');
    expect(within(section).getByText(/in the last 90 days/u)).toBeVisible();
  });

  it('shows the failures only when the address asks for them', async () => {
    const section = await openLoginHistory('&result=FAILURE');
    const rows = await rowsOf(section);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toContain('Failed: ');
    expect(within(section).getByRole('combobox', { name: 'Result' })).toHaveTextContent('Failed');
  });

  it('pages a month of attempts 20 at a time', async () => {
    const user = userEvent.setup();
    const section = await openLoginHistory('&startDate=2024-12-16&endDate=2025-01-15');
    expect(await rowsOf(section)).toHaveLength(20);
    const pages = within(section).getByRole('navigation', { name: 'Pages' });
    // Awaited inside act: the page change navigates in a transition, which React otherwise holds
    // back in a test until the next act (happy-dom; the story clicks through in a browser).
    await act(() => user.click(within(pages).getByRole('button', { name: 'Page 2' })));
    // The last page keeps showing until the next arrives.
    await waitFor(() =>
      expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2'),
    );
    expect(await rowsOf(section)).toHaveLength(14);
  });

  it('says so when the period has no attempts', async () => {
    const section = await openLoginHistory(
      '',
      override(contract.member.loginHistory, {
        value: { content: [], pageNo: 1, pageSize: 20, totalElements: 0, totalPages: 0 },
      }),
    );
    expect(
      await within(section).findByRole('heading', { name: 'No login attempts in this period' }),
    ).toBeVisible();
  });

  it('shows a failed call in place, and the attempts after a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    const section = await openLoginHistory(
      '',
      override(contract.member.loginHistory, { error: 'UNKNOWN', status: 500 }, { when: () => failing }),
    );
    const retry = await within(section).findByRole('button', { name: 'Try again' });
    // The rest of the page does not depend on it.
    expect(screen.getByRole('region', { name: 'Your profile' })).toBeVisible();
    failing = false;
    await user.click(retry);
    expect(await rowsOf(section)).toHaveLength(11);
  });
});
