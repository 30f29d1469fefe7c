import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockWorld, mockIds, mockTokens, type MockWorld } from '@portal/api-contract/mocks';
import {
  contractDescribe,
  contractMachine,
  type AgentContract,
  type ContractContext,
  type ContractInput,
} from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
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

const flowActors = withMockApi();

/** The mocks' pending daily-salary offer, made by agentone to demomember. */
function pendingOffer(world: MockWorld): AgentContract {
  const offer = world.contracts.find(({ contractId }) => contractId === mockIds.pendingContract);
  if (!offer) throw new Error(`the mock world has no ${mockIds.pendingContract}`);
  return { ...offer };
}

function start(uiState: string, world: MockWorld = createMockWorld(), context?: Partial<ContractContext>) {
  const { actors } = flowActors({ world, token: mockTokens.member });
  const actor = startAt(contractMachine.provide(actors.contract), input, contractDescribe, uiState, context);
  renderWithProviders(<ContractReview actorRef={actor} currency="PHP" />);
  return actor;
}

describe('ContractReview', () => {
  it('warns before accepting an offer that would terminate downline contracts', async () => {
    const world = createMockWorld();
    const offer = pendingOffer(world);
    start('offered', world, { contract: offer });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Accepting will terminate 1 downline contract with a higher rate.',
    );
    expect(pendingOffer(world).status).toBe('PENDING');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and terminate' }));
    await screen.findByRole('button', { name: 'Request termination' });
    expect(pendingOffer(world)).toMatchObject({ contractId: offer.contractId, status: 'ACTIVE' });
  });

  it('formats the terms', () => {
    start('active');
    expect(screen.getByText('1.2%')).toBeInTheDocument();
    expect(screen.getByText('₱10,000.00')).toBeInTheDocument();
  });
});
