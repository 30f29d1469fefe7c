import { contract } from '@portal/api-contract';
import { createHandlers, createMockWorld, mockTokens } from '@portal/api-contract/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHarness } from '../../../../../storybook/harness';

// The security centre's withdraw accounts on the whole portal, against the mock handlers (which
// bind and refuse as the reference server does).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openSecurityCenter() {
  const world = createMockWorld();
  server.use(...createHandlers({ world }));
  const harness = createPortalHarness({
    brand: 'aurora',
    path: '/member?page=securityCenter',
    token: mockTokens.member,
  });
  render(<>{harness.element}</>);
  const section = await screen.findByRole('region', { name: 'Withdraw accounts' });
  const form = await within(section).findByRole('form', { name: 'Add a withdraw account' });
  return {
    world,
    section: within(section),
    form: within(form),
    bound: () =>
      within(section)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    sent: () =>
      world.received.filter(({ endpointId }) => endpointId === contract.funds.addWithdrawAccount.id),
  };
}

/** The form empties itself once an account is bound. */
async function emptied(form: ReturnType<typeof within>) {
  await waitFor(() => expect(form.getByLabelText(/^Account number/)).toHaveValue(''));
}

async function addAccount(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
  values: { bank?: string; name?: string; number?: string },
) {
  // Cleared first: user-event keeps typing after the value it last set, even past a form reset.
  for (const [label, value] of [
    [/^Bank or e-wallet/, values.bank],
    [/^Account name/, values.name],
    [/^Account number/, values.number],
  ] as const) {
    await user.clear(form.getByLabelText(label));
    if (value) await user.type(form.getByLabelText(label), value);
  }
  await user.click(form.getByRole('button', { name: 'Add account' }));
}

describe('withdraw accounts in the security centre', () => {
  it('lists the bound accounts masked, binds another and shows it in the list at once', async () => {
    const user = userEvent.setup();
    const { section, form, bound, sent } = await openSecurityCenter();
    expect(bound()).toEqual(['BDO ****1234Demo Member', 'GCash ****9876Demo Member']);
    expect(section.getByText('2 of 5 accounts bound. Withdrawals are paid to one of them.')).toBeVisible();
    await addAccount(user, form, { bank: 'BPI', name: 'Juan Dela Cruz', number: '0012 3456-7890' });
    expect(await form.findByText('BPI ****7890 is bound: withdrawals can be paid to it.')).toBeVisible();
    await waitFor(() => expect(bound()).toHaveLength(3));
    expect(bound()[2]).toBe('BPI ****7890Juan Dela Cruz');
    // Sent as the server binds it: the number without the spaces and dashes it was typed with.
    expect(sent().map(({ body }) => body)).toEqual([
      { bankName: 'BPI', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' },
    ]);
    await emptied(form);
  });

  it('says under each field what is wrong and sends nothing', async () => {
    const user = userEvent.setup();
    const { form, sent } = await openSecurityCenter();
    await addAccount(user, form, {});
    for (const label of [/^Bank or e-wallet/, /^Account name/, /^Account number/])
      expect(form.getByLabelText(label)).toHaveAccessibleDescription(/Input cannot be empty/);
    await addAccount(user, form, { bank: 'BPI', name: 'Juan', number: '12/34' });
    expect(form.getByLabelText(/^Account number/)).toHaveAccessibleDescription(
      /Letters and digits only, no special characters, 4 to 34 characters/,
    );
    expect(form.getByLabelText(/^Bank or e-wallet/)).not.toHaveAccessibleDescription(/Input cannot be empty/);
    expect(sent()).toEqual([]);
  });

  it('refuses the same account twice in words, and offers no form once five are bound', async () => {
    const user = userEvent.setup();
    const { section, form, bound } = await openSecurityCenter();
    await addAccount(user, form, { bank: 'Maya', name: 'Juan', number: 'AB1234' });
    await form.findByText('Maya ****1234 is bound: withdrawals can be paid to it.');
    await emptied(form);
    await addAccount(user, form, { bank: 'Maya', name: 'Juan', number: 'ab1234' });
    expect(await form.findByRole('alert')).toHaveTextContent('This account is bound already.');
    expect(bound()).toHaveLength(3);
    await addAccount(user, form, { bank: 'Maya', name: 'Juan', number: '5555' });
    await form.findByText('Maya ****5555 is bound: withdrawals can be paid to it.');
    await emptied(form);
    await addAccount(user, form, { bank: 'Maya', name: 'Juan', number: '6666' });
    await waitFor(() => expect(bound()).toHaveLength(5));
    expect(section.getByText('You have bound the most accounts allowed (5).')).toBeVisible();
    expect(section.queryByRole('form', { name: 'Add a withdraw account' })).toBeNull();
  });
});
