import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  withdrawalConfirmationDescribe,
  withdrawalConfirmationMachine,
  type ConfirmReceiptRequest,
} from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';

const REQUIRED = 'Input cannot be empty';

function start(requests: ConfirmReceiptRequest[]) {
  const machine = withdrawalConfirmationMachine.provide({
    actors: {
      uploadProof: fromPromise(async () => ({
        imageId: 'proof-9',
        url: '/uploads/proof-9.png',
        sizeBytes: 3,
      })),
      confirmReceipt: fromPromise(async ({ input }) => {
        requests.push(input);
        return { withdrawalId: input.withdrawalId, status: 'DISPUTED' as const };
      }),
    },
  });
  const actor = startAt(
    machine,
    {
      confirmation: { withdrawalId: 'w-1', amount: 50_000, autoReceiveAt: '2026-11-23T10:30:00Z' },
      now: Date.parse('2026-11-23T10:00:00Z'),
    },
    withdrawalConfirmationDescribe,
    'awaitingAnswer',
  );
  renderWithProviders(<WithdrawalConfirmation actorRef={actor} currency="PHP" />);
  return actor;
}

describe('WithdrawalConfirmation', () => {
  it('uploads the proof for "not received", then saves the answer', async () => {
    const requests: ConfirmReceiptRequest[] = [];
    start(requests);
    await userEvent.click(screen.getByRole('radio', { name: 'Not received' }));
    await userEvent.upload(
      within(screen.getByRole('group', { name: /Proof of non-receipt/ })).getByLabelText(/Choose images/),
      new File(['png'], 'statement.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Thank you, your confirmation has been recorded');
    expect(requests).toEqual([
      { withdrawalId: 'w-1', outcome: { kind: 'notReceived', proofImageId: 'proof-9' } },
    ]);
  });

  it('refuses a partial amount equal to the disbursed one', async () => {
    const requests: ConfirmReceiptRequest[] = [];
    start(requests);
    await userEvent.click(screen.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(screen.getByLabelText(/Amount received/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText(/Amount received/)).toHaveAccessibleDescription(/₱499.99/);
    expect(requests).toEqual([]);
  });

  it('requires a proof for "not received"', async () => {
    start([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Not received' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const proof = screen.getByRole('group', { name: /Proof of non-receipt/ });
    expect(within(proof).getByText(REQUIRED)).toBeVisible();
  });
});
