import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockTokens, override } from '@portal/api-contract/mocks';
import {
  downlineTransferDescribe,
  downlineTransferMachine,
  type DownlineTransferInput,
} from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { downlineRecallStoryInput, downlineTransferStoryInput } from './DownlineTransfer.walk';
import { DownlineTransferForm } from './DownlineTransferForm';

const flowActors = withMockApi();
const { withdrawPassword } = mockCredentials;

function start({
  overrides = [],
  input = downlineTransferStoryInput,
}: { overrides?: HttpHandler[]; input?: DownlineTransferInput } = {}) {
  const world = createMockWorld();
  const { actors, sentTo } = flowActors({ world, token: mockTokens.agent, overrides });
  const actor = startAt(
    downlineTransferMachine.provide(actors.downlineTransfer),
    input,
    downlineTransferDescribe,
    'editing',
  );
  renderWithProviders(<DownlineTransferForm actorRef={actor} currency="PHP" />);
  return {
    world,
    sentTo,
    agentBalance: () => world.balances.get('agentone'),
    downlineBalance: (account: string) =>
      world.teamMembers.find((member) => member.account === account)?.balance,
  };
}

const amountField = () => screen.getByLabelText(/^Amount/);
const passwordField = () => screen.getByLabelText(/^Withdrawal password/, { selector: 'input' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  amount: string,
  password: string = withdrawPassword,
) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await user.clear(passwordField());
  await user.type(passwordField(), password);
}

describe('DownlineTransferForm', () => {
  it('sends the amount to the downline once, however often it is clicked, and shows the wallet after it', async () => {
    const user = userEvent.setup();
    const { sentTo, agentBalance, downlineBalance } = start();
    const before = downlineBalance('member001') ?? 0;
    expect(amountField()).toHaveAccessibleDescription('Your main wallet: ₱5,000.00');
    await fill(user, '1,250.50');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText('₱1,250.50 sent to member001.')).toBeVisible();
    expect(screen.getByText('Your main wallet now: ₱3,749.50')).toBeVisible();
    expect(sentTo(contract.funds.transferToDownline)).toEqual([
      { downlineAccount: 'member001', amount: 125_050, withdrawPassword },
    ]);
    expect([agentBalance(), downlineBalance('member001')]).toEqual([374_950, before + 125_050]);
  });

  it('takes balance back from the downline, held to what the downline holds', async () => {
    const user = userEvent.setup();
    const { sentTo, agentBalance } = start({ input: downlineRecallStoryInput });
    const held = downlineRecallStoryInput.available;
    await fill(user, '999999');
    await user.click(screen.getByRole('button', { name: 'Recall now' }));
    expect(amountField()).toHaveAccessibleDescription(/The maximum amount is/);
    expect(sentTo(contract.funds.recallFromDownline)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use all' }));
    await user.click(screen.getByRole('button', { name: 'Recall now' }));
    expect(await screen.findByText(/recalled from member001\.$/)).toBeVisible();
    expect(sentTo(contract.funds.recallFromDownline)).toEqual([
      { downlineAccount: 'member001', amount: held, withdrawPassword },
    ]);
    expect(agentBalance()).toBe(500_000 + held);
  });

  it('refuses more than the main wallet holds under the amount, in money, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sentTo } = start();
    await fill(user, '5,000.01');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(amountField()).toHaveAccessibleDescription(/The maximum amount is ₱5,000\.00/);
    expect(sentTo(contract.funds.transferToDownline)).toEqual([]);
  });

  it("says so when the server finds less than asked for in the downline's wallet", async () => {
    const user = userEvent.setup();
    // The list showed more than the downline holds now (it played meanwhile).
    const { agentBalance } = start({
      input: { ...downlineRecallStoryInput, available: downlineRecallStoryInput.available + 10_000 },
    });
    await fill(user, String((downlineRecallStoryInput.available + 10_000) / 100));
    await user.click(screen.getByRole('button', { name: 'Recall now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'member001 does not hold that much now: nothing was recalled.',
    );
    expect(agentBalance()).toBe(500_000);
  });

  it('says so when the account is not a direct downline of the agent', async () => {
    const user = userEvent.setup();
    // member031 is a downline's downline.
    const { agentBalance } = start({ input: { ...downlineTransferStoryInput, downline: 'member031' } });
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'member031 is not one of your direct downlines: no money moved.',
    );
    expect(agentBalance()).toBe(500_000);
  });

  it('says a wrong withdraw password is wrong, recalls nothing, and takes the right one as a new recall', async () => {
    const user = userEvent.setup();
    const { sentTo, agentBalance, downlineBalance } = start({ input: downlineRecallStoryInput });
    const held = downlineBalance('member001');
    await fill(user, '10', '654321');
    await user.click(screen.getByRole('button', { name: 'Recall now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The withdrawal password is wrong: no money moved.',
    );
    expect(passwordField()).toHaveAccessibleDescription(/Wrong withdrawal password/);
    expect([agentBalance(), downlineBalance('member001')]).toEqual([500_000, held]);
    await fill(user, '10');
    await user.click(screen.getByRole('button', { name: 'Recall now' }));
    expect(await screen.findByText('₱10.00 recalled from member001.')).toBeVisible();
    expect(
      sentTo(contract.funds.recallFromDownline).map(
        (body) => (body as { withdrawPassword: string }).withdrawPassword,
      ),
    ).toEqual(['654321', withdrawPassword]);
  });

  it('says the password is locked after ten wrong tries, for how long, even for the right one', async () => {
    const user = userEvent.setup();
    const { world, agentBalance } = start();
    world.withdrawPasswordFailures.set('agentone', 10);
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords: it is locked. Try again in 5 minutes.',
    );
    expect(agentBalance()).toBe(500_000);
  });

  it('tells an agent without a withdraw password to set one, under the field too', async () => {
    const user = userEvent.setup();
    start({
      overrides: [
        override(contract.funds.transferToDownline, {
          error: 'OPERATION_NOT_ALLOWED',
          issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordNotSet' }],
        }),
      ],
    });
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not set a withdrawal password yet: no money moved.',
    );
    expect(passwordField()).toHaveAccessibleDescription(/set one in the security centre first/);
  });

  it('sends a transfer whose answer was lost again with the same key, and it moves once', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let dropped = 0;
    const { agentBalance } = start({
      overrides: [
        http.post(/\/wps\/agent\/transfer\/downline$/u, ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
        }),
        override(contract.funds.transferToDownline, { networkError: true }, { when: () => dropped++ === 0 }),
      ],
    });
    await fill(user, '250');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('₱250.00 sent to member001.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(agentBalance()).toBe(475_000);
  });
});
