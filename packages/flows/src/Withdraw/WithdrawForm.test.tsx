import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockTokens, override } from '@portal/api-contract/mocks';
import { withdrawDescribe, withdrawMachine } from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { withdrawStoryInput } from './Withdraw.walk';
import { WithdrawForm } from './WithdrawForm';

const flowActors = withMockApi();
const securityCenter = { href: '/member?page=securityCenter' };

function start(overrides: HttpHandler[] = [], world = createMockWorld()) {
  const { actors, sentTo } = flowActors({ world, token: mockTokens.member, overrides });
  const actor = startAt(
    withdrawMachine.provide(actors.withdraw),
    withdrawStoryInput,
    withdrawDescribe,
    'editing',
  );
  renderWithProviders(<WithdrawForm actorRef={actor} currency="PHP" securityCenter={securityCenter} />);
  return {
    world,
    withdrawals: () => sentTo(contract.funds.withdraw),
    received: () => world.received.filter(({ endpointId }) => endpointId === contract.funds.withdraw.id),
  };
}

/** Fills the form as a person would and goes on to the summary. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { account, amount, password }: { account: RegExp; amount: string; password: string },
) {
  await user.click(screen.getByRole('radio', { name: account }));
  await user.clear(screen.getByLabelText(/^Amount/));
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.clear(screen.getByLabelText(/^Withdrawal password/));
  await user.type(screen.getByLabelText(/^Withdrawal password/), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('WithdrawForm', () => {
  it('withdraws to the chosen account once, however often the confirm is clicked, and says what is left', async () => {
    const user = userEvent.setup();
    const { withdrawals, world } = start();
    await fill(user, { account: /^GCash/, amount: '1,250.50', password: mockCredentials.withdrawPassword });
    expect(screen.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    expect(withdrawals()).toEqual([]);
    await user.dblClick(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      await screen.findByText(
        /^Withdrawal WD-\d+-125050 of ₱1,250\.50 to GCash \*{4}9876 · Demo Member requested\.$/,
      ),
    ).toBeVisible();
    expect(screen.getByText('Status: Waiting for review')).toBeVisible();
    expect(screen.getByText('Your main wallet now holds ₱8,749.50.')).toBeVisible();
    expect(withdrawals()).toEqual([
      { accountId: 'ACC-2', amount: 125_050, withdrawPassword: mockCredentials.withdrawPassword },
    ]);
    expect(world.balances.get(mockCredentials.member.username)).toBe(874_950);
  });

  it('goes back from the summary with what was typed, and sends nothing', async () => {
    const user = userEvent.setup();
    const { withdrawals } = start();
    await fill(user, { account: /^BDO/, amount: '500', password: mockCredentials.withdrawPassword });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('500');
    expect(screen.getByRole('radio', { name: /^BDO/ })).toBeChecked();
    expect(withdrawals()).toEqual([]);
  });

  it('refuses an amount outside the limits or the balance and a malformed password under their fields', async () => {
    const user = userEvent.setup();
    const { withdrawals } = start();
    await fill(user, { account: /^BDO/, amount: '500', password: '12345' });
    expect(screen.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /Digits only, 6 digits/,
    );
    await fill(user, { account: /^BDO/, amount: '99.99', password: mockCredentials.withdrawPassword });
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/minimum amount is ₱100\.00/);
    await fill(user, { account: /^BDO/, amount: '10,000.01', password: mockCredentials.withdrawPassword });
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/maximum amount is ₱10,000\.00/);
    expect(withdrawals()).toEqual([]);
  });

  it('says a wrong withdraw password under its field, and the mocks count it as the server does', async () => {
    const user = userEvent.setup();
    const { world } = start();
    await fill(user, { account: /^BDO/, amount: '500', password: '000000' });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The withdrawal password is not right\./);
    expect(screen.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /The withdrawal password is not right/,
    );
    expect(world.withdrawPasswordFailures.get(mockCredentials.member.username)).toBe(1);
    expect(world.balances.get(mockCredentials.member.username)).toBe(1_000_000);
  });

  it('says when wrong passwords have locked withdrawals, for how long', async () => {
    const user = userEvent.setup();
    start([override(contract.funds.withdraw, { error: 'TOO_MANY_REQUESTS', retryAfterSeconds: 120 })]);
    await fill(user, { account: /^BDO/, amount: '500', password: mockCredentials.withdrawPassword });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords: withdrawals are locked. Try again in 2 minutes.',
    );
  });

  it('says the balance fell short when the money moved to a game meanwhile', async () => {
    const user = userEvent.setup();
    const world = createMockWorld();
    start([], world);
    // Since the page read the options, most of the money went into a game.
    world.balances.set(mockCredentials.member.username, 20_000);
    await fill(user, { account: /^BDO/, amount: '500', password: mockCredentials.withdrawPassword });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your main wallet holds less than that\./);
  });

  it.each([
    [
      'no withdraw password is set',
      'OPERATION_NOT_ALLOWED',
      /Set a withdrawal password in the security centre/,
    ],
    ['the account was unbound', 'NOT_FOUND', /no longer bound to you/],
  ] as const)('points to the security centre when %s', async (_, error, message) => {
    const user = userEvent.setup();
    start([override(contract.funds.withdraw, { error })]);
    await fill(user, { account: /^BDO/, amount: '500', password: mockCredentials.withdrawPassword });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Open the security centre' })).toHaveAttribute(
      'href',
      securityCenter.href,
    );
  });

  it('asks again for a withdrawal whose answer was lost with the same key, and it is held once', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let dropped = 0;
    const { received, world } = start([
      // Notes each attempt's key, then lets the next handler answer.
      http.post(/\/wps\/withdraw$/u, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
      }),
      // The connection drops on the first attempt.
      override(contract.funds.withdraw, { networkError: true }, { when: () => dropped++ === 0 }),
    ]);
    await fill(user, { account: /^BDO/, amount: '2,000', password: mockCredentials.withdrawPassword });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    await screen.findByText(/^Withdrawal WD-\d+-200000 of ₱2,000\.00/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(received()).toHaveLength(1);
    expect(world.balances.get(mockCredentials.member.username)).toBe(800_000);
  });
});
