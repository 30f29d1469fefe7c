import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  contractDescribe,
  contractMachine,
  type Contract,
  type ContractInput,
  type ProcessContractRequest,
} from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { ContractReview } from './ContractReview';

const input: ContractInput = {
  contractType: 'dailySalary',
  viewer: 'downline',
  contract: null,
  maxRateBps: 150,
  downlineContracts: [{ id: 'd-1', account: 'sub01', rateBps: 150 }],
};

function start(uiState: string, requests: ProcessContractRequest[] = []) {
  const machine = contractMachine.provide({
    actors: {
      processContract: fromPromise(async ({ input: request }): Promise<Contract> => {
        requests.push(request);
        return {
          id: 'c-1',
          type: 'dailySalary',
          status: 'active',
          terms: { rateBps: 120, minValidBet: 1_000_000, minActiveMembers: 5, period: null },
          terminationRequestedBy: null,
        };
      }),
    },
  });
  const actor = startAt(machine, input, contractDescribe, uiState);
  renderWithProviders(<ContractReview actorRef={actor} />);
  return actor;
}

describe('ContractReview', () => {
  it('warns before accepting an offer that would terminate downline contracts', async () => {
    const requests: ProcessContractRequest[] = [];
    start('offered', requests);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Accepting will terminate 1 downline contract with a higher rate.',
    );
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and terminate' }));
    await screen.findByRole('button', { name: 'Request termination' });
    expect(requests).toEqual([
      expect.objectContaining({ action: 'accept', terminateDownlineContractIds: ['d-1'] }),
    ]);
  });

  it('formats the terms', () => {
    start('active');
    expect(screen.getByText('1.2%')).toBeInTheDocument();
    expect(screen.getByText('₱10,000.00')).toBeInTheDocument();
  });
});
