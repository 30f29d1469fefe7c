import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockTokens, override } from '@portal/api-contract/mocks';
import { uplineTransferDescribe, uplineTransferMachine, type UplineTransferInput } from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { uplineTransferStoryInput } from './UplineTransfer.walk';
import { UplineTransferForm } from './UplineTransferForm';

const flowActors = withMockApi();
const { withdrawPassword } = mockCredentials;

function start({
  overrides = [],
  token = mockTokens.member,
  input = uplineTransferStoryInput,
}: { overrides?: HttpHandler[]; token?: string; input?: UplineTransferInput } = {}) {
  const world = createMockWorld();
  const { actors, sentTo } = flowActors({ world, token, overrides });
  const actor = startAt(
    uplineTransferMachine.provide(actors.uplineTransfer),
    input,
    uplineTransferDescribe,
    'editing',
  );
  renderWithProviders(<UplineTransferForm actorRef={actor} currency="PHP" />);
  return {
    world,
    sent: () => sentTo(contract.funds.transferToUpline),
    balanceOf: (account: string) => world.balances.get(account),
  };
}

const amountField = () => screen.getByLabelText(/^Amount/);
const passwordField = () => screen.getByLabelText(/^Withdrawal password/, { selector: 'input' });
const transferNow = () => screen.getByRole('button', { name: 'Transfer now' });

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, password: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await user.clear(passwordField());
  await user.type(passwordField(), password);
}

describe('UplineTransferForm', () => {
  it('sends the amount to the upline once, however often it is clicked, and shows the balance after it', async () => {
    const user = userEvent.setup();
    const { sent, balanceOf } = start();
    await fill(user, '1,250.50', withdrawPassword);
    await user.dblClick(transferNow());
    expect(await screen.findByText('₱1,250.50 sent to agentone.')).toBeVisible();
    expect(screen.getByText('Main wallet now: ₱8,749.50')).toBeVisible();
    expect(sent()).toEqual([{ amount: 125_050, withdrawPassword }]);
    expect([balanceOf('demomember'), balanceOf('agentone')]).toEqual([874_950, 625_050]);
  });

  it('refuses more than the balance under the amount, in money, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = start();
    await fill(user, '10,000.01', withdrawPassword);
    await user.click(transferNow());
    expect(amountField()).toHaveAccessibleDescription(/The maximum amount is ₱10,000\.00/);
    await user.clear(passwordField());
    await user.type(passwordField(), '12345');
    await user.click(transferNow());
    expect(passwordField()).toHaveAccessibleDescription(/Digits only, 6 digits/);
    expect(sent()).toEqual([]);
  });

  it('says a wrong withdraw password is wrong, moves nothing, and takes the right one as a new transfer', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    const { sent, balanceOf } = start({
      overrides: [
        http.post(/\/wps\/member\/transfer\/upline$/u, ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
        }),
      ],
    });
    await fill(user, '100', '654321');
    await user.click(transferNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The withdrawal password is wrong: nothing was sent.',
    );
    expect(passwordField()).toHaveAccessibleDescription(/Wrong withdrawal password/);
    expect(balanceOf('demomember')).toBe(1_000_000);
    await fill(user, '100', withdrawPassword);
    await user.click(transferNow());
    expect(await screen.findByText('₱100.00 sent to agentone.')).toBeVisible();
    expect(sent()).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('says the password is locked after ten wrong tries, for how long, even for the right one', async () => {
    const user = userEvent.setup();
    const { world, balanceOf } = start();
    world.withdrawPasswordFailures.set('demomember', 10);
    await fill(user, '100', withdrawPassword);
    await user.click(transferNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords: it is locked. Try again in 5 minutes.',
    );
    expect(balanceOf('demomember')).toBe(1_000_000);
  });

  it('tells a member without a withdraw password to set one, under the field too', async () => {
    const user = userEvent.setup();
    start({
      overrides: [
        override(contract.funds.transferToUpline, {
          error: 'OPERATION_NOT_ALLOWED',
          issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordNotSet' }],
        }),
      ],
    });
    await fill(user, '100', withdrawPassword);
    await user.click(transferNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not set a withdrawal password yet: nothing was sent.',
    );
    expect(passwordField()).toHaveAccessibleDescription(/set one in the security centre first/);
  });

  it('says so when the server knows no upline for the account', async () => {
    const user = userEvent.setup();
    // agenttop is the top of the mocks' tree: the server has nobody to send to.
    const { balanceOf } = start({
      token: 'mock-agenttop',
      input: { ...uplineTransferStoryInput, balance: 500_000 },
    });
    await fill(user, '100', withdrawPassword);
    await user.click(transferNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has no upline to send to: nothing was sent.',
    );
    expect(balanceOf('agenttop')).toBe(500_000);
  });

  it('sends a transfer whose answer was lost again with the same key, and it moves once', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let dropped = 0;
    const { balanceOf } = start({
      overrides: [
        http.post(/\/wps\/member\/transfer\/upline$/u, ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
        }),
        override(contract.funds.transferToUpline, { networkError: true }, { when: () => dropped++ === 0 }),
      ],
    });
    await fill(user, '250', withdrawPassword);
    await user.click(transferNow());
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('₱250.00 sent to agentone.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(balanceOf('demomember')).toBe(975_000);
  });
});
