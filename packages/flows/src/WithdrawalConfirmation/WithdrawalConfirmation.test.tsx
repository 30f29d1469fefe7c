import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockIds, mockTokens } from '@portal/api-contract/mocks';
import { withdrawalConfirmationDescribe, withdrawalConfirmationMachine } from '@portal/machines';
import { pendingWithdrawalInput } from '../storybook/mockApi';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';

const REQUIRED = 'Input cannot be empty';
const flowActors = withMockApi();

function start() {
  const world = createMockWorld();
  const { actors, sentTo } = flowActors({ world, token: mockTokens.member });
  const actor = startAt(
    withdrawalConfirmationMachine.provide(actors.withdrawalConfirmation),
    pendingWithdrawalInput(),
    withdrawalConfirmationDescribe,
    'awaitingAnswer',
  );
  renderWithProviders(<WithdrawalConfirmation actorRef={actor} currency="PHP" />);
  const stillPending = () =>
    world.pendingConfirmations.some(({ withdrawalId }) => withdrawalId === mockIds.pendingWithdrawal);
  return { stillPending, answers: () => sentTo(contract.funds.confirmWithdrawal) };
}

describe('WithdrawalConfirmation', () => {
  it('uploads the proof for "not received", then saves the answer', async () => {
    const { stillPending, answers } = start();
    await userEvent.click(screen.getByRole('radio', { name: 'Not received' }));
    await userEvent.upload(
      within(screen.getByRole('group', { name: /Proof of non-receipt/ })).getByLabelText(/Choose images/),
      new File(['png'], 'statement.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Thank you, your confirmation has been recorded');
    // The mocks number uploads from one: the proof is the world's first image.
    expect(answers()).toEqual([
      { withdrawalId: mockIds.pendingWithdrawal, outcome: { kind: 'notReceived', proofImageId: 'IMG-1' } },
    ]);
    expect(stillPending()).toBe(false);
  });

  it('refuses a partial amount equal to the disbursed one', async () => {
    const { stillPending, answers } = start();
    await userEvent.click(screen.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(screen.getByLabelText(/Amount received/), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText(/Amount received/)).toHaveAccessibleDescription(/₱1,499.99/);
    expect(answers()).toEqual([]);
    expect(stillPending()).toBe(true);
  });

  it('requires a proof for "not received"', async () => {
    start();
    await userEvent.click(screen.getByRole('radio', { name: 'Not received' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const proof = screen.getByRole('group', { name: /Proof of non-receipt/ });
    expect(within(proof).getByText(REQUIRED)).toBeVisible();
  });
});
