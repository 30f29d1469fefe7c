import { createHandlers, createMockWorld, mockTokens } from '@portal/api-contract/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHarness } from '../../../../storybook/harness';

// Downline management on the whole portal, against the mock handlers (agentone holds ₱5,000.00
// and has 45 downlines, member001–030 direct, member031–045 a level down).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CAPTION = 'Your downlines';

function openDownlines(query = '') {
  const world = createMockWorld();
  server.use(...createHandlers({ world }));
  const harness = createPortalHarness({
    brand: 'aurora',
    path: `/agentHome?page=downlineManagmentView${query}`,
    token: mockTokens.agent,
  });
  render(<>{harness.element}</>);
  return { world, router: harness.router };
}

/** The accounts of the table's rows once they have arrived (the cards phones show are apart). */
async function accounts(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: CAPTION });
  await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('downline management in the agent centre', () => {
  it('searches from the address, direct members only when asked, and a new search starts at page 1', async () => {
    const user = userEvent.setup();
    const { router } = openDownlines('&account=member0&directOnly=true&pageNo=2');
    await waitFor(async () => expect(await accounts()).toContain('member021'));
    expect(await accounts()).not.toContain('member031');
    const search = screen.getByRole('searchbox', { name: 'Search downline' });
    await user.clear(search);
    await act(() => user.type(search, 'MEMBER04{Enter}'));
    expect(await screen.findByText('No downlines match these filters', {})).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('pageNo')).toBeNull();
    await act(() => user.click(screen.getByRole('checkbox', { name: 'Direct members only' })));
    await waitFor(async () => expect(await accounts()).toHaveLength(6));
    expect(router.state.location.search).toBe('?page=downlineManagmentView&account=MEMBER04');
  });
});
