import { MOCK_NOW, mockCredentials } from '@portal/api-contract/mocks';
import {
  CodedError,
  topRate,
  type ContractOfferInput,
  type contractOfferMachine,
  type ContractOfferValues,
  type ProcessContractRequest,
  type ProcessContractResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { mockSeed } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

export const provideContractOfferStory = (actors: FlowActors) => actors.contractOffer;

/** What agentone holds from its upline for the daily salary: its best tier caps the offer (1.5 %). */
function seededOwnRate(): number {
  const own = mockSeed().contracts.find(
    (contract) =>
      contract.contractType === 'DAILY_SALARY' &&
      contract.downlineAccount === mockCredentials.agent.username &&
      contract.status === 'ACTIVE',
  );
  if (!own) throw new Error('The mocks seed agentone no daily salary contract from its upline');
  return topRate(own.tiers);
}

/** The mocks' agent offers a daily salary; the stories' session is agentone's. */
export const contractOfferStoryInput: ContractOfferInput = {
  contractType: 'DAILY_SALARY',
  maxRate: seededOwnRate(),
  fractionDigits: 2,
};

/** member005 sits right below agentone; member040 is two levels down (not the agent's to offer). */
const offerTo = (downlineAccount: string, rate: string): ContractOfferValues => ({
  downlineAccount,
  rate,
  validBetAmount: '10000',
  activeMembers: '5',
  periodProfitLoss: '0',
});

const updatedAt = new Date(MOCK_NOW).toISOString();

/** The mocks' rules for NEW (resolvers/agent.ts): a direct downline, a rate within agentone's own. */
function offerAnswer({ contractType, body }: ProcessContractRequest): ProcessContractResult | Error {
  if (body.action !== 'NEW') return new CodedError('OPERATION_NOT_ALLOWED');
  const direct = mockSeed().teamMembers.some(
    (member) => member.level === 1 && member.account === body.downlineAccount,
  );
  if (!direct) return new CodedError('ACCOUNT_NOT_FOUND');
  const max = contractOfferStoryInput.maxRate ?? Number.POSITIVE_INFINITY;
  if (topRate(body.tiers) > max)
    return new CodedError('VALIDATION_FAILED', {
      issues: [{ path: 'tiers.0.rate', code: 'amountTooLarge', params: { max } }],
    });
  return {
    contract: {
      contractId: `CT-${contractType}-${mockSeed().contracts.length + 1}`,
      contractType,
      uplineAccount: mockCredentials.agent.username,
      downlineAccount: body.downlineAccount,
      status: 'PENDING',
      period: body.period,
      tiers: body.tiers,
      createdAt: updatedAt,
      updatedAt,
    },
    autoTerminatedContractIds: [],
  };
}

export const contractOfferWalk: MachineWalk<typeof contractOfferMachine> = {
  events: {
    SUBMIT: [
      { type: 'SUBMIT', values: offerTo('member005', '1.25') },
      // Outside the tree (the server refuses), above the cap, nothing typed.
      { type: 'SUBMIT', values: offerTo('member040', '1.25') },
      { type: 'SUBMIT', values: offerTo('member005', '1.6') },
      { type: 'SUBMIT', values: {} },
    ],
    // The page lost track of the agent's own contract: the server's cap then refuses a 1.6 % offer.
    LIMIT_CHANGED: [{ type: 'LIMIT_CHANGED', maxRate: null }],
    NEW_OFFER: [{ type: 'NEW_OFFER' }],
  },
  // What guards and the mocks' answers read; the problems shown only change what is drawn.
  distinguish: ({ context }) => ({
    maxRate: context.maxRate,
    offer: context.offer,
    offered: context.offered !== null,
    failure: context.failure?.code ?? null,
  }),
  switches: [],
  handlers: () => [],
  answer: (invokeId, input) => {
    if (invokeId !== 'offerContract') return null;
    const answer = offerAnswer(input as ProcessContractRequest);
    return answer instanceof Error ? { error: answer } : { done: answer };
  },
};
