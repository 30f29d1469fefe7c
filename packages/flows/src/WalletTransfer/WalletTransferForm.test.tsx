import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockTokens, override } from '@portal/api-contract/mocks';
import { walletTransferDescribe, walletTransferMachine } from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { walletTransferStoryInput, walletTransferWorld } from './WalletTransfer.walk';
import { WalletTransferForm } from './WalletTransferForm';

const flowActors = withMockApi();
const member = mockCredentials.member.username;

beforeAll(() => {
  // Radix Select scrolls the chosen item into view; the DOM shim lacks it.
  Element.prototype.scrollIntoView ??= () => undefined;
});

function start(overrides: HttpHandler[] = []) {
  const world = createMockWorld(walletTransferWorld);
  const { actors, sentTo } = flowActors({ world, token: mockTokens.member, overrides });
  const actor = startAt(
    walletTransferMachine.provide(actors.walletTransfer),
    walletTransferStoryInput,
    walletTransferDescribe,
    'editing',
  );
  renderWithProviders(<WalletTransferForm actorRef={actor} currency="PHP" />);
  return {
    world,
    transfers: () => sentTo(contract.wallet.transfer),
    vendorWallet: (vendor: string) => world.vendorWallets.get(member)?.get(vendor) ?? 0,
  };
}

async function chooseVendor(user: ReturnType<typeof userEvent.setup>, vendor: string) {
  screen.getByRole('combobox', { name: /Game wallet/ }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${vendor} ·`) }));
}

describe('WalletTransferForm', () => {
  it('moves a typed amount with a thousands separator into a game wallet, once', async () => {
    const user = userEvent.setup();
    const { world, transfers, vendorWallet } = start();
    const main = world.balances.get(member) ?? 0;
    await chooseVendor(user, 'FC');
    await user.type(screen.getByLabelText(/^Amount/), '1,000.50');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱1,000.50 moved from Main wallet to FC.');
    expect(transfers()).toEqual([{ from: 'MAIN', to: 'FC', amount: 100_050 }]);
    expect([world.balances.get(member), vendorWallet('FC')]).toEqual([main - 100_050, 100_050]);
  });

  it('brings a whole game wallet back with "Use all", and refuses a cent more', async () => {
    const user = userEvent.setup();
    const { transfers, vendorWallet } = start();
    const held = vendorWallet('JDB');
    await chooseVendor(user, 'JDB');
    await user.click(screen.getByRole('radio', { name: 'Game wallet → main wallet' }));
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, String(held / 100 + 0.01));
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(amount).toHaveAccessibleDescription(/₱400\.50/);
    expect(transfers()).toEqual([]);
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Use all' }));
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    await screen.findByText('₱400.50 moved from JDB to Main wallet.');
    expect(vendorWallet('JDB')).toBe(0);
  });

  it('sends a transfer whose answer was lost again with the same key, and it is made once', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let dropped = 0;
    const { world, vendorWallet } = start([
      // Notes each attempt's key, then lets the next handler answer.
      http.post(/GCS_walletTransfer/u, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
      }),
      // The connection drops on the first attempt.
      override(contract.wallet.transfer, { networkError: true }, { when: () => dropped++ === 0 }),
    ]);
    await chooseVendor(user, 'PG');
    await user.type(screen.getByLabelText(/^Amount/), '50');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    await screen.findByText('₱50.00 moved from Main wallet to PG.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(
      world.received.filter(({ endpointId }) => endpointId === contract.wallet.transfer.id),
    ).toHaveLength(1);
    expect(vendorWallet('PG')).toBe(125_000 + 5_000);
  });

  it('recalls every game wallet into the main wallet', async () => {
    const user = userEvent.setup();
    const { world, vendorWallet } = start();
    const main = world.balances.get(member) ?? 0;
    await user.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    await screen.findByText('₱1,650.50 brought back to the main wallet from your game wallets.');
    await waitFor(() => expect(world.balances.get(member)).toBe(main + 165_050));
    expect([vendorWallet('PG'), vendorWallet('JDB')]).toEqual([0, 0]);
  });
});
