import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  contractDescribe,
  contractMachine,
  type AgentContract,
  type ContractInput,
  type ProcessContractRequest,
  type ProcessContractResult,
} from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { ContractReview } from './ContractReview';

const tier = { rate: 1.2, validBetAmount: 1_000_000, activeMembers: 5, periodProfitLoss: 0 };
const contract = (status: AgentContract['status'], rate = 1.2): AgentContract => ({
  contractId: 'CT-1',
  contractType: 'DAILY_SALARY',
  uplineAccount: 'agent01',
  downlineAccount: 'sub01',
  status,
  period: null,
  tiers: [{ ...tier, rate }],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
});
const input: ContractInput = {
  contractType: 'DAILY_SALARY',
  viewer: 'downline',
  contract: null,
  maxRate: 1.5,
  downlineContracts: [{ ...contract('ACTIVE', 1.5), contractId: 'CT-9', uplineAccount: 'sub01' }],
};

function start(uiState: string, requests: ProcessContractRequest[] = []) {
  const machine = contractMachine.provide({
    actors: {
      processContract: fromPromise(async ({ input: request }): Promise<ProcessContractResult> => {
        requests.push(request);
        return { contract: contract('ACTIVE'), autoTerminatedContractIds: ['CT-9'] };
      }),
    },
  });
  const actor = startAt(machine, input, contractDescribe, uiState);
  renderWithProviders(<ContractReview actorRef={actor} currency="PHP" />);
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
      { contractType: 'DAILY_SALARY', body: { action: 'ACCEPT', contractId: 'CT-DAILY_SALARY-1' } },
    ]);
  });

  it('formats the terms', () => {
    start('active');
    expect(screen.getByText('1.2%')).toBeInTheDocument();
    expect(screen.getByText('₱10,000.00')).toBeInTheDocument();
  });
});
