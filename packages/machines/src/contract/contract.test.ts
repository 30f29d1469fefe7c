import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { doneEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  checkContractTerms,
  conflictingDownlineContracts,
  contractDescribe,
  contractMachine,
  contractTypes,
  type AgentContract,
  type ContractEvent,
  type ContractInput,
  type ContractStatus,
  type ContractTerms,
  type ProcessContractRequest,
  type ProcessContractResult,
} from './contract.machine';

const tier = { rate: 1, validBetAmount: 500_000, activeMembers: 3, periodProfitLoss: 0 };
const offerTerms: ContractTerms = { period: 'W', tiers: [tier] };
const tooGenerous: ContractTerms = { ...offerTerms, tiers: [{ ...tier, rate: 2 }] };
const contract = (status: ContractStatus): AgentContract => ({
  contractId: 'CT-1',
  contractType: 'DAILY_SALARY',
  uplineAccount: 'agent01',
  downlineAccount: 'agent07',
  status,
  period: 'W',
  tiers: [tier],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
});
/** The viewer's own downline contracts: one pays 1.5 %, more than the 1 % offered; one pays 0.8 %. */
const downline = (contractId: string, rate: number): AgentContract => ({
  ...contract('ACTIVE'),
  contractId,
  uplineAccount: 'agent07',
  downlineAccount: `sub-${contractId}`,
  tiers: [{ ...tier, rate }],
});
const payingMore = downline('D-1', 1.5);
const payingLess = downline('D-2', 0.8);

const inputs: ContractInput[] = contractTypes.flatMap((contractType) => [
  { contractType, viewer: 'upline', contract: null, maxRate: 1.5, downlineAccount: 'agent07' },
  {
    contractType,
    viewer: 'downline',
    contract: { ...contract('PENDING'), contractType },
    maxRate: 1.5,
    downlineContracts: [
      { ...payingMore, contractType },
      { ...payingLess, contractType },
    ],
  },
]);

const events: EventFixtures<ContractEvent> = {
  PROPOSE: [offerTerms, tooGenerous].map((terms) => ({ type: 'PROPOSE', terms }) as const),
  ACCEPT: [{ type: 'ACCEPT' }],
  REJECT: [{ type: 'REJECT' }],
  REQUEST_TERMINATION: [{ type: 'REQUEST_TERMINATION' }],
  TERMINATE: [{ type: 'TERMINATE' }],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
  CONTRACT_UPDATED: [
    { type: 'CONTRACT_UPDATED', contract: null },
    { type: 'CONTRACT_UPDATED', contract: contract('PENDING') },
    { type: 'CONTRACT_UPDATED', contract: contract('ACTIVE') },
    {
      type: 'CONTRACT_UPDATED',
      contract: contract('TERMINATION_REQUESTED'),
      terminationRequestedBy: 'upline',
    },
    { type: 'CONTRACT_UPDATED', contract: contract('TERMINATED') },
  ],
};

const refused = new CodedError('OPERATION_NOT_ALLOWED');
const outcome = (status: ContractStatus, autoTerminatedContractIds: string[] = []) => ({
  done: [{ contract: contract(status), autoTerminatedContractIds } satisfies ProcessContractResult],
  error: [refused],
});
const exploration = explore(contractMachine, {
  input: { each: inputs },
  events,
  actorOutcomes: {
    proposeContract: outcome('PENDING'),
    acceptContract: outcome('ACTIVE', ['D-1']),
    rejectContract: outcome('REJECTED'),
    requestTermination: outcome('TERMINATION_REQUESTED'),
    terminateContract: outcome('TERMINATED'),
  },
});

type Edge = (typeof exploration.edges)[number];
const actionStates = {
  proposing: 'NEW',
  accepting: 'ACCEPT',
  rejecting: 'REJECT',
  requestingTermination: 'REQUEST_TERMINATION',
  terminating: 'TERMINATE',
} as const;
const requestsOf = (edge: Edge) =>
  edge.invoked.map((invocation) => invocation.input as ProcessContractRequest);

describe('contract rules', () => {
  it('finds active downline contracts of the type that pay more than the offered rate', () => {
    const offer = contract('PENDING');
    expect(conflictingDownlineContracts(offer, [payingMore, payingLess])).toEqual([payingMore]);
    expect(conflictingDownlineContracts(offer, [downline('D-3', 1)])).toEqual([]);
    expect(conflictingDownlineContracts(offer, [{ ...payingMore, status: 'TERMINATED' }])).toEqual([]);
    expect(conflictingDownlineContracts(offer, [{ ...payingMore, contractType: 'DIVIDEND' }])).toEqual([]);
  });

  it('checks offered tiers: a positive percent within the upline rate, whole minimums, a period for dividends', () => {
    expect(checkContractTerms(offerTerms, 'DIVIDEND', 1.5)).toEqual({});
    expect(checkContractTerms(tooGenerous, 'DAILY_SALARY', 1.5)).toEqual({
      'tiers.0.rate': { code: 'amountTooLarge', params: { max: 1.5 } },
    });
    expect(
      checkContractTerms(
        {
          period: null,
          tiers: [{ rate: 0, validBetAmount: -1, activeMembers: 0.5, periodProfitLoss: 1.5 }],
        },
        'DIVIDEND',
        1.5,
      ),
    ).toEqual({
      'tiers.0.rate': { code: 'invalid' },
      'tiers.0.validBetAmount': { code: 'amountInvalid' },
      'tiers.0.activeMembers': { code: 'invalid' },
      'tiers.0.periodProfitLoss': { code: 'amountInvalid' },
      period: { code: 'selectRequired' },
    });
    expect(checkContractTerms({ period: null, tiers: [] }, 'HOURLY_SALARY', 1.5)).toEqual({
      tiers: { code: 'required' },
    });
  });
});

describe('contract graph', () => {
  it('reaches every state and exercises every transition, for all four contract types', () => {
    expectFullCoverage('contract', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(contractMachine, contractDescribe, inputs[0] as ContractInput, exploration);
  });

  it('shows each contract in the view its status and the viewer call for', () => {
    for (const { context } of snapshotsIn(exploration, { settled: 'offered' }))
      expect([context.contract?.status, context.viewer]).toEqual(['PENDING', 'downline']);
    for (const { context } of snapshotsIn(exploration, { settled: 'confirmingDownlineTermination' }))
      expect([context.contract?.status, context.viewer]).toEqual(['PENDING', 'downline']);
    for (const { context } of snapshotsIn(exploration, { settled: 'awaitingResponse' }))
      expect([context.contract?.status, context.viewer]).toEqual(['PENDING', 'upline']);
    for (const { context } of snapshotsIn(exploration, { settled: 'active' }))
      expect(context.contract?.status).toBe('ACTIVE');
    for (const { context } of snapshotsIn(exploration, { settled: 'awaitingTermination' }))
      expect([context.contract?.status, context.terminationRequestedBy]).toEqual([
        'TERMINATION_REQUESTED',
        context.viewer,
      ]);
    for (const { context } of snapshotsIn(exploration, { settled: 'terminationOffered' })) {
      expect(context.contract?.status).toBe('TERMINATION_REQUESTED');
      expect(context.terminationRequestedBy).not.toBe(context.viewer);
    }
    for (const { context } of snapshotsIn(exploration, { settled: 'ended' }))
      expect(['REJECTED', 'TERMINATED']).toContain(context.contract?.status);
    for (const { context } of snapshotsIn(exploration, { settled: 'none' }))
      expect(context.contract).toBeNull();
  });

  it('calls the process call of the contract type with the contract’s action for the state', () => {
    const calls = edgesWhere(exploration, 'a process call', (edge) => edge.invoked.length > 0);
    const wrong: unknown[] = [];
    for (const edge of calls) {
      for (const request of requestsOf(edge)) {
        const state = (Object.keys(actionStates) as Array<keyof typeof actionStates>).find((key) =>
          edge.to.matches(key),
        );
        const expectedId = edge.from.context.contract?.contractId;
        if (
          !state ||
          request.body.action !== actionStates[state] ||
          request.contractType !== edge.to.context.contractType ||
          (request.body.action !== 'NEW' && request.body.contractId !== expectedId)
        )
          wrong.push({ state, request });
      }
    }
    expect(wrong).toEqual([]);
    expect(new Set(calls.flatMap((edge) => requestsOf(edge).map((request) => request.body.action)))).toEqual(
      new Set(Object.values(actionStates)),
    );
  });

  it('lets only an upline offer valid terms, from no contract or an ended one', () => {
    for (const edge of edgesWhere(exploration, 'PROPOSE', ({ event }) => event.type === 'PROPOSE')) {
      const open = edge.from.matches({ settled: 'none' }) || edge.from.matches({ settled: 'ended' });
      const { terms } = edge.event as Extract<ContractEvent, { type: 'PROPOSE' }>;
      if (!open) {
        expect(edge.to.context).toEqual(edge.from.context);
      } else if (terms === tooGenerous) {
        expect([edge.invoked, edge.to.context.fieldErrors]).toEqual([
          [],
          { 'tiers.0.rate': { code: 'amountTooLarge', params: { max: 1.5 } } },
        ]);
      } else if (edge.from.context.viewer === 'upline') {
        expect(requestsOf(edge)).toEqual([
          {
            contractType: edge.from.context.contractType,
            body: { action: 'NEW', downlineAccount: 'agent07', period: 'W', tiers: [tier] },
          },
        ]);
      } else {
        expect(edge.invoked).toEqual([]);
      }
    }
  });

  it('lists the downline contracts an acceptance would terminate and waits for confirmation', () => {
    for (const edge of edgesWhere(
      exploration,
      'ACCEPT an offer',
      (candidate) => candidate.event.type === 'ACCEPT' && candidate.from.matches({ settled: 'offered' }),
    )) {
      const { contract: offer, downlineContracts } = edge.from.context;
      const conflicts = offer ? conflictingDownlineContracts(offer, downlineContracts) : [];
      if (conflicts.length > 0) {
        expect(edge.to.value).toEqual({ settled: 'confirmingDownlineTermination' });
        expect(edge.to.context.conflicts.map((conflict) => conflict.contractId)).toEqual(['D-1']);
        expect(edge.invoked).toEqual([]);
      } else {
        expect(requestsOf(edge).map((request) => request.body)).toEqual([
          { action: 'ACCEPT', contractId: offer?.contractId },
        ]);
      }
    }
    for (const edge of edgesWhere(exploration, 'the termination warning answered', (candidate) =>
      candidate.from.matches({ settled: 'confirmingDownlineTermination' }),
    )) {
      if (edge.event.type === 'CONFIRM')
        expect(requestsOf(edge).map((request) => request.body.action)).toEqual(['ACCEPT']);
      if (edge.event.type === 'CANCEL')
        expect([edge.to.value, edge.to.context.conflicts, edge.invoked]).toEqual([
          { settled: 'offered' },
          [],
          [],
        ]);
    }
  });

  it('reports the downline contracts the server terminated once the acceptance went through', () => {
    for (const edge of edgesWhere(
      exploration,
      'accepted',
      (candidate) =>
        candidate.from.matches('accepting') && candidate.event.type === 'xstate.done.actor.acceptContract',
    )) {
      expect(edge.emitted).toEqual([
        { type: 'contractChanged', contract: contract('ACTIVE') },
        { type: 'downlineContractsTerminated', contractIds: ['D-1'] },
      ]);
      expect(edge.to.context.downlineContracts.map((remaining) => remaining.contractId)).not.toContain('D-1');
      expect(edge.to.matches({ settled: 'active' })).toBe(true);
    }
  });

  it('lets only the upline terminate at once; either side may ask; the other side agrees by accepting', () => {
    for (const edge of edgesWhere(exploration, 'an active contract', (candidate) =>
      candidate.from.matches({ settled: 'active' }),
    )) {
      if (edge.event.type === 'TERMINATE')
        expect(edge.to.matches('terminating')).toBe(edge.from.context.viewer === 'upline');
      if (edge.event.type === 'REQUEST_TERMINATION')
        expect(edge.to.matches('requestingTermination')).toBe(true);
    }
    for (const edge of edgesWhere(
      exploration,
      'the termination request answered',
      (candidate) =>
        candidate.from.matches({ settled: 'terminationOffered' }) &&
        ['ACCEPT', 'REJECT'].includes(candidate.event.type),
    )) {
      expect(requestsOf(edge).map((request) => request.body.action)).toEqual(
        edge.event.type === 'ACCEPT' ? ['TERMINATE'] : [],
      );
    }
    for (const edge of edgesWhere(
      exploration,
      'termination requested',
      (candidate) =>
        candidate.from.matches('requestingTermination') &&
        candidate.event.type === 'xstate.done.actor.requestTermination',
    )) {
      expect(edge.to.matches({ settled: 'awaitingTermination' })).toBe(true);
      expect(edge.to.context.terminationRequestedBy).toBe(edge.from.context.viewer);
    }
  });

  it('keeps the refusal and returns to the same view after a failed action', () => {
    for (const edge of edgesWhere(
      exploration,
      'an action refused',
      (candidate) =>
        candidate.event.type.startsWith('xstate.error.actor.') && candidate.transitions.length > 0,
    )) {
      expect(edge.to.context.failure?.code).toBe('OPERATION_NOT_ALLOWED');
      expect(edge.to.context.contract).toEqual(edge.from.context.contract);
      expect(edge.to.matches('settled')).toBe(true);
    }
  });
});

describe('contract with live actors', () => {
  it('accepts an offer after confirming the downline terminations', async () => {
    const processContract = vi.fn(
      async (request: ProcessContractRequest): Promise<ProcessContractResult> => ({
        contract: { ...contract('ACTIVE'), contractType: request.contractType },
        autoTerminatedContractIds: ['D-1'],
      }),
    );
    const machine = contractMachine.provide({
      actors: {
        processContract: fromPromise(({ input }: { input: ProcessContractRequest }) =>
          processContract(input),
        ),
      },
    });
    const actor = createActor(machine, { input: inputs[3] as ContractInput });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().context.conflicts.map((conflict) => conflict.contractId)).toEqual(['D-1']);
    expect(processContract).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ settled: 'active' })).toBe(true));
    expect(processContract).toHaveBeenCalledWith({
      contractType: 'HOURLY_SALARY',
      body: { action: 'ACCEPT', contractId: 'CT-1' },
    });
    expect(emitted.map((event) => event.type)).toEqual(['contractChanged', 'downlineContractsTerminated']);
    expect(actor.getSnapshot().context.downlineContracts.map((remaining) => remaining.contractId)).toEqual([
      'D-2',
    ]);
  });

  it('follows the other party: a termination request from the downline is offered to the upline', () => {
    const upline = inputs[0] as ContractInput;
    const run = replay(contractMachine, upline, [
      { type: 'PROPOSE', terms: offerTerms },
      doneEvent('proposeContract', { contract: contract('PENDING'), autoTerminatedContractIds: [] }),
      {
        type: 'CONTRACT_UPDATED',
        contract: contract('TERMINATION_REQUESTED'),
        terminationRequestedBy: 'downline',
      },
    ]);
    expect(run.snapshot.matches({ settled: 'terminationOffered' })).toBe(true);
  });
});
