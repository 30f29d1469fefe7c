import { contract as api, type AgentContract, type ContractActionRequest } from '@portal/api-contract';
import { MOCK_NOW, mockCredentials, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type ContractInput,
  type contractMachine,
  type ContractTerms,
  type ProcessContractRequest,
  type ProcessContractResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { mockSeed } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

export const provideContractStory = (actors: FlowActors) => actors.contract;

/** The mocks' daily-salary contract of the seed (`CT-DAILY_SALARY-<status>`). */
function seededContract(status: 'ACTIVE' | 'PENDING'): AgentContract {
  const found = mockSeed().contracts.find(({ contractId }) => contractId === `CT-DAILY_SALARY-${status}`);
  if (!found) throw new Error(`The mocks seed no CT-DAILY_SALARY-${status}`);
  return structuredClone(found);
}

/** agentone's contract with member002, and the offer agentone sent demomember. */
const active = seededContract('ACTIVE');
const pending = seededContract('PENDING');

/** The highest rate agentone may offer (the stories' rate), above every seeded tier. */
const maxRate = 1.5;

/** The mocks' agent (agentone, the walk's session) offers member002 a new contract. */
export const contractUplineWalkInput: ContractInput = {
  contractType: 'DAILY_SALARY',
  viewer: 'upline',
  contract: null,
  maxRate,
  downlineAccount: active.downlineAccount,
};

/** demomember opens the offer agentone sent them. */
export const contractDownlineWalkInput: ContractInput = {
  contractType: 'DAILY_SALARY',
  viewer: 'downline',
  contract: pending,
  maxRate,
};

/** Switches for the answers the mocks give only when told to. */
export type ContractSwitch = 'contractActionRefused';

const terms: ContractTerms = { period: pending.period, tiers: pending.tiers };
const tooRich: ContractTerms = {
  ...terms,
  tiers: terms.tiers.map((tier) => ({ ...tier, rate: maxRate + 1 })),
};

/** One party asked to end the active contract: the mocks' rule for REQUEST_TERMINATION. */
const terminationRequested = { ...active, status: 'TERMINATION_REQUESTED' } as const;

/** What the mocks' process calls answer: NEW stores a request, every other action sets its status. */
const statusAfter = {
  ACCEPT: 'ACTIVE',
  REJECT: 'REJECTED',
  REQUEST_TERMINATION: 'TERMINATION_REQUESTED',
  TERMINATE: 'TERMINATED',
} as const satisfies Record<Exclude<ContractActionRequest['action'], 'NEW'>, AgentContract['status']>;

const updatedAt = new Date(MOCK_NOW).toISOString();

function processAnswer({ contractType, body }: ProcessContractRequest): ProcessContractResult | null {
  if (body.action === 'NEW')
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
  const seeded = [active, pending].find(({ contractId }) => contractId === body.contractId);
  return seeded
    ? { contract: { ...seeded, status: statusAfter[body.action], updatedAt }, autoTerminatedContractIds: [] }
    : null;
}

const processIds = [
  'proposeContract',
  'acceptContract',
  'rejectContract',
  'requestTermination',
  'terminateContract',
];

export const contractWalk: MachineWalk<typeof contractMachine, ContractSwitch> = {
  events: {
    PROPOSE: [
      { type: 'PROPOSE', terms },
      { type: 'PROPOSE', terms: tooRich },
    ],
    ACCEPT: [{ type: 'ACCEPT' }],
    REJECT: [{ type: 'REJECT' }],
    REQUEST_TERMINATION: [{ type: 'REQUEST_TERMINATION' }],
    TERMINATE: [{ type: 'TERMINATE' }],
    CONFIRM: [{ type: 'CONFIRM' }],
    CANCEL: [{ type: 'CANCEL' }],
    // What the other party did meanwhile, as the socket or a refetch tells it.
    CONTRACT_UPDATED: [
      { type: 'CONTRACT_UPDATED', contract: active },
      { type: 'CONTRACT_UPDATED', contract: terminationRequested, terminationRequestedBy: 'downline' },
      { type: 'CONTRACT_UPDATED', contract: terminationRequested, terminationRequestedBy: 'upline' },
      { type: 'CONTRACT_UPDATED', contract: null },
    ],
  },
  // What guards and the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({
    contract: context.contract && [context.contract.contractId, context.contract.status],
    terminationRequestedBy: context.terminationRequestedBy,
    proposal: context.proposal,
  }),
  switches: ['contractActionRefused'],
  handlers: (isOn) => [
    override(
      api.agent.processDailySalary,
      { error: 'OPERATION_NOT_ALLOWED' },
      { when: () => isOn('contractActionRefused') },
    ),
  ],
  answer: (invokeId, input, on) => {
    if (!processIds.includes(invokeId)) return null;
    if (on.has('contractActionRefused')) return { error: new CodedError('OPERATION_NOT_ALLOWED') };
    const done = processAnswer(input as ProcessContractRequest);
    return done ? { done } : { error: new CodedError('NOT_FOUND') };
  },
};
