import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { CodedError } from '../shared/failure';
import { expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { doneEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  checkContractTerms,
  conflictingDownlineContracts,
  contractDescribe,
  contractMachine,
  contractTypes,
  type Contract,
  type ContractEvent,
  type ContractInput,
  type ContractTerms,
  type DownlineContract,
  type ProcessContractRequest,
} from './contract.machine';

const offerTerms: ContractTerms = { rateBps: 100, minValidBet: 500_000, minActiveMembers: 3, period: 'W' };
const tooGenerous: ContractTerms = { ...offerTerms, rateBps: 200 };
const contract = (
  status: Contract['status'],
  terminationRequestedBy: Contract['terminationRequestedBy'] = null,
): Contract => ({
  id: 'c-1',
  type: 'dailySalary',
  status,
  terms: offerTerms,
  terminationRequestedBy,
});
const payingMore: DownlineContract = { id: 'd-1', account: 'sub01', rateBps: 150 };
const payingLess: DownlineContract = { id: 'd-2', account: 'sub02', rateBps: 80 };

const inputs: ContractInput[] = contractTypes.flatMap((contractType) => [
  { contractType, viewer: 'upline', contract: null, maxRateBps: 150, downlineId: 'agent-7' },
  {
    contractType,
    viewer: 'downline',
    contract: contract('pending'),
    maxRateBps: 150,
    downlineContracts: [payingMore, payingLess],
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
    null,
    contract('pending'),
    contract('active'),
    contract('terminationRequested', 'upline'),
    contract('terminated'),
  ].map((updated) => ({ type: 'CONTRACT_UPDATED', contract: updated }) as const),
};

const refused = new CodedError('OPERATION_NOT_ALLOWED');
const outcome = (result: Contract) => ({ done: [result], error: [refused] });
const exploration = explore(contractMachine, {
  input: { each: inputs },
  events,
  actorOutcomes: {
    proposeContract: outcome(contract('pending')),
    acceptContract: outcome(contract('active')),
    rejectContract: outcome(contract('rejected')),
    requestTermination: outcome(contract('terminationRequested', 'downline')),
    terminateContract: outcome(contract('terminated')),
    acceptTermination: outcome(contract('terminated')),
    rejectTermination: outcome(contract('active')),
  },
});

type Edge = (typeof exploration.edges)[number];
const actionStates = {
  proposing: 'request',
  accepting: 'accept',
  rejecting: 'reject',
  requestingTermination: 'requestTermination',
  terminating: 'terminate',
  acceptingTermination: 'acceptTermination',
  rejectingTermination: 'rejectTermination',
} as const;
const requestsOf = (edge: Edge) =>
  edge.invoked.map((invocation) => invocation.input as ProcessContractRequest);

describe('contract rules', () => {
  it('finds downline contracts that pay more than the offered rate', () => {
    expect(conflictingDownlineContracts(offerTerms, [payingMore, payingLess])).toEqual([payingMore]);
    expect(conflictingDownlineContracts(offerTerms, [{ ...payingMore, rateBps: 100 }])).toEqual([]);
  });

  it('checks offered terms: integer rate within the upline rate, non-negative minimums, a period for dividends', () => {
    expect(checkContractTerms(offerTerms, 'dividend', 150)).toEqual({});
    expect(checkContractTerms(tooGenerous, 'dailySalary', 150)).toEqual({
      rateBps: { code: 'amountTooLarge', params: { max: 150 } },
    });
    expect(
      checkContractTerms(
        { rateBps: 1.5, minValidBet: -1, minActiveMembers: 0.5, period: null },
        'dividend',
        150,
      ),
    ).toEqual({
      rateBps: { code: 'invalid' },
      minValidBet: { code: 'amountInvalid' },
      minActiveMembers: { code: 'invalid' },
      period: { code: 'selectRequired' },
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
    for (const snapshot of exploration.snapshots) {
      const { contract: current, viewer } = snapshot.context;
      if (
        snapshot.matches({ settled: 'offered' }) ||
        snapshot.matches({ settled: 'confirmingDownlineTermination' })
      )
        expect([current?.status, viewer]).toEqual(['pending', 'downline']);
      if (snapshot.matches({ settled: 'awaitingResponse' }))
        expect([current?.status, viewer]).toEqual(['pending', 'upline']);
      if (snapshot.matches({ settled: 'active' })) expect(current?.status).toBe('active');
      if (snapshot.matches({ settled: 'awaitingTermination' }))
        expect(current?.terminationRequestedBy).toBe(viewer);
      if (snapshot.matches({ settled: 'terminationOffered' }))
        expect([current?.status, current?.terminationRequestedBy === viewer]).toEqual([
          'terminationRequested',
          false,
        ]);
      if (snapshot.matches({ settled: 'none' })) expect(current).toBeNull();
    }
  });

  it('calls the relay of the contract type with the action of the state', () => {
    const wrong: unknown[] = [];
    for (const edge of exploration.edges) {
      for (const request of requestsOf(edge)) {
        const state = (Object.keys(actionStates) as Array<keyof typeof actionStates>).find((key) =>
          edge.to.matches(key),
        );
        if (
          !state ||
          request.action !== actionStates[state] ||
          request.contractType !== edge.to.context.contractType
        )
          wrong.push({ state, request });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets only an upline offer valid terms, from no contract or an ended one', () => {
    for (const edge of exploration.edges.filter((candidate) => candidate.event.type === 'PROPOSE')) {
      const open = edge.from.matches({ settled: 'none' }) || edge.from.matches({ settled: 'ended' });
      const { terms } = edge.event as Extract<ContractEvent, { type: 'PROPOSE' }>;
      if (!open) {
        expect(edge.to.context).toEqual(edge.from.context);
      } else if (terms === tooGenerous) {
        expect([edge.invoked, edge.to.context.fieldErrors]).toEqual([
          [],
          { rateBps: { code: 'amountTooLarge', params: { max: 150 } } },
        ]);
      } else if (edge.from.context.viewer === 'upline') {
        expect(requestsOf(edge)).toEqual([
          {
            contractType: edge.from.context.contractType,
            action: 'request',
            contractId: null,
            downlineId: 'agent-7',
            terms: offerTerms,
            terminateDownlineContractIds: [],
          },
        ]);
      } else {
        expect(edge.invoked).toEqual([]);
      }
    }
  });

  it('lists the downline contracts an acceptance would terminate and waits for confirmation', () => {
    const accepts = exploration.edges.filter(
      (edge) => edge.event.type === 'ACCEPT' && edge.from.matches({ settled: 'offered' }),
    );
    expect(accepts.length).toBeGreaterThan(0);
    for (const edge of accepts) {
      const conflicts = conflictingDownlineContracts(
        edge.from.context.contract?.terms as ContractTerms,
        edge.from.context.downlineContracts,
      );
      if (conflicts.length > 0) {
        expect([edge.to.value, edge.to.context.conflicts, edge.invoked]).toEqual([
          { settled: 'confirmingDownlineTermination' },
          [payingMore],
          [],
        ]);
      } else {
        expect(requestsOf(edge).map((request) => request.terminateDownlineContractIds)).toEqual([[]]);
      }
    }
    for (const edge of exploration.edges.filter((candidate) =>
      candidate.from.matches({ settled: 'confirmingDownlineTermination' }),
    )) {
      if (edge.event.type === 'CONFIRM')
        expect(
          requestsOf(edge).map((request) => [request.action, request.terminateDownlineContractIds]),
        ).toEqual([['accept', ['d-1']]]);
      if (edge.event.type === 'CANCEL')
        expect([edge.to.value, edge.to.context.conflicts, edge.invoked]).toEqual([
          { settled: 'offered' },
          [],
          [],
        ]);
    }
  });

  it('reports the terminated downline contracts once the acceptance went through', () => {
    const accepted = exploration.edges.filter(
      (edge) => edge.from.matches('accepting') && edge.event.type === 'xstate.done.actor.acceptContract',
    );
    expect(accepted.length).toBeGreaterThan(0);
    for (const edge of accepted) {
      const conflicts = edge.from.context.conflicts;
      expect(edge.emitted).toEqual([
        { type: 'contractChanged', contract: contract('active') },
        ...(conflicts.length > 0 ? [{ type: 'downlineContractsTerminated', contracts: conflicts }] : []),
      ]);
      expect(edge.to.context.downlineContracts.some((downline) => conflicts.includes(downline))).toBe(false);
      expect(edge.to.matches({ settled: 'active' })).toBe(true);
    }
  });

  it('lets only the upline terminate at once; either side may ask for termination', () => {
    for (const edge of exploration.edges.filter((candidate) =>
      candidate.from.matches({ settled: 'active' }),
    )) {
      if (edge.event.type === 'TERMINATE')
        expect(edge.to.matches('terminating')).toBe(edge.from.context.viewer === 'upline');
      if (edge.event.type === 'REQUEST_TERMINATION')
        expect(edge.to.matches('requestingTermination')).toBe(true);
    }
  });

  it('keeps the refusal and returns to the same view after a failed action', () => {
    const failures = exploration.edges.filter(
      (edge) => edge.event.type.startsWith('xstate.error.actor.') && edge.transitions.length > 0,
    );
    expect(failures.length).toBeGreaterThan(0);
    for (const edge of failures) {
      expect(edge.to.context.failure?.code).toBe('OPERATION_NOT_ALLOWED');
      expect(edge.to.context.contract).toEqual(edge.from.context.contract);
      expect(edge.to.matches('settled')).toBe(true);
    }
  });
});

describe('contract with live actors', () => {
  it('accepts an offer after confirming the downline terminations', async () => {
    const processContract = vi.fn(async (request: ProcessContractRequest): Promise<Contract> => ({
      ...contract('active'),
      type: request.contractType,
    }));
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
    expect(actor.getSnapshot().context.conflicts).toEqual([payingMore]);
    expect(processContract).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ settled: 'active' })).toBe(true));
    expect(processContract).toHaveBeenCalledWith({
      contractType: 'hourlySalary',
      action: 'accept',
      contractId: 'c-1',
      downlineId: null,
      terms: null,
      terminateDownlineContractIds: ['d-1'],
    });
    expect(emitted.map((event) => event.type)).toEqual(['contractChanged', 'downlineContractsTerminated']);
    expect(actor.getSnapshot().context.downlineContracts).toEqual([payingLess]);
  });

  it('follows the other party: a termination request from the downline is offered to the upline', () => {
    const upline = inputs[0] as ContractInput;
    const run = replay(contractMachine, upline, [
      { type: 'PROPOSE', terms: offerTerms },
      doneEvent('proposeContract', contract('pending')),
      { type: 'CONTRACT_UPDATED', contract: contract('terminationRequested', 'downline') },
    ]);
    expect(run.snapshot.matches({ settled: 'terminationOffered' })).toBe(true);
  });
});
