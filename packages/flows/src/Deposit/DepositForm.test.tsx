import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockTokens, override } from '@portal/api-contract/mocks';
import { depositDescribe, depositMachine } from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { depositStoryInput } from './Deposit.walk';
import { DepositForm } from './DepositForm';

const flowActors = withMockApi();

function start(overrides: HttpHandler[] = []) {
  const world = createMockWorld();
  const { actors, sentTo } = flowActors({ world, token: mockTokens.member, overrides });
  const actor = startAt(
    depositMachine.provide(actors.deposit),
    depositStoryInput,
    depositDescribe,
    'editing',
  );
  renderWithProviders(<DepositForm actorRef={actor} currency="PHP" />);
  return {
    world,
    orders: () => sentTo(contract.funds.deposit),
    received: () => world.received.filter(({ endpointId }) => endpointId === contract.funds.deposit.id),
  };
}

describe('DepositForm', () => {
  it('orders a preset amount by e-wallet once, however often it is clicked, and links to the payment', async () => {
    const user = userEvent.setup();
    const { orders } = start();
    await user.click(screen.getByRole('radio', { name: /GCash/ }));
    await user.click(screen.getByRole('button', { name: '₱300.00' }));
    await user.dblClick(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order DP-CH-GCASH-30000 for ₱300.00 created.',
    );
    expect(orders()).toEqual([{ channelId: 'CH-GCASH', amount: 30_000 }]);
    expect(screen.getByRole('link', { name: /^Pay with GCash/ })).toHaveAttribute(
      'href',
      'https://pay.example.com/checkout/CH-GCASH',
    );
  });

  it("refuses an amount outside the chosen channel's limits under the field, and sends nothing", async () => {
    const user = userEvent.setup();
    const { orders } = start();
    await user.click(screen.getByRole('radio', { name: /QR Ph/ }));
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '10,000.01');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription(/₱10,000\.00/);
    await user.clear(amount);
    await user.type(amount, '49.99');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription(/₱50\.00/);
    expect(orders()).toEqual([]);
  });

  it('asks again for an order whose answer was lost with the same key, and it is written once', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let dropped = 0;
    const { received } = start([
      // Notes each attempt's key, then lets the next handler answer.
      http.post(/\/wps\/deposit$/u, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
      }),
      // The connection drops on the first attempt.
      override(contract.funds.deposit, { networkError: true }, { when: () => dropped++ === 0 }),
    ]);
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByLabelText(/^Amount/), '1,250.50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    await screen.findByText('Order DP-CH-BANK-125050 for ₱1,250.50 created.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(received()).toHaveLength(1);
  });
});
