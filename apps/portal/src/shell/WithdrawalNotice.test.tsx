import { createHandlers, mockTokens } from '@portal/api-contract/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHarness, scriptedSocket } from '../storybook/harness';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The mocks' first paid-out withdrawal waiting for demomember's answer (₱1,500.00). */
const paidOut = { type: 'withdrawal', withdrawalId: 'WD-0001', amount: 150_000, awaitingConfirmation: true };

function renderPortalWith(frames: readonly unknown[]) {
  const harness = createPortalHarness({
    brand: 'aurora',
    path: '/member?page=depositv2',
    token: mockTokens.member,
    openSocket: scriptedSocket([{ type: 'ready', memberId: 1005 }, ...frames]),
  });
  render(<>{harness.element}</>);
  return harness;
}

describe('the paid-out withdrawal notice (SPEC §4 "Withdrawal confirmation")', () => {
  it('says a withdrawal was paid out on any page, and its button opens that confirmation', async () => {
    const user = userEvent.setup();
    const { router } = renderPortalWith([paidOut]);
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    const notice = await within(region).findByText('Your withdrawal of ₱1,500.00 was paid out');
    expect(notice).toBeVisible();
    // As a player does: once the page under the notice has loaded, and the region has counted its
    // toast (it takes pointers from then on).
    await screen.findByRole('form', { name: 'Deposit' });
    await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
    await user.click(within(region).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/member?page=withdraw&confirm=WD-0001',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(within(dialog).getByText('Amount sent: ₱1,500.00')).toBeVisible();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    // Acting on it closed the notice.
    expect(screen.queryByText('Your withdrawal of ₱1,500.00 was paid out')).not.toBeInTheDocument();
  });

  it('says nothing of a withdrawal that moved on without waiting for the member', async () => {
    // Approved (not paid out yet), then the second paid-out one: only that one is news.
    renderPortalWith([
      { ...paidOut, awaitingConfirmation: false },
      { type: 'withdrawal', withdrawalId: 'WD-0002', amount: 42_000, awaitingConfirmation: true },
    ]);
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(region).findByText('Your withdrawal of ₱420.00 was paid out')).toBeVisible();
    expect(within(region).queryByText(/₱1,500\.00/)).not.toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: 'Confirm receipt' })).toHaveLength(1);
  });
});
