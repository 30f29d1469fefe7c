import { contractProcessCall } from '@portal/api-contract';
import type {
  contractMachine,
  contractOfferMachine,
  ProcessContractRequest,
  ProcessContractResult,
  uplineTransferMachine,
  UplineTransferRequest,
  UplineTransferResult,
  downlineTransferMachine,
  DownlineTransferRequest,
  DownlineTransferResult,
} from '@portal/machines';
import { fromPromise } from 'xstate';
import type { FlowActorContext, ProvideOf } from './shared';

/** Actors of the agent centre's machines: contracts, and moving balance up and down the team. */
export function agentActors({ api }: FlowActorContext) {
  return {
    contract: {
      actors: {
        processContract: fromPromise<ProcessContractResult, ProcessContractRequest>(({ input, signal }) =>
          api.agent[contractProcessCall[input.contractType]](input.body, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof contractMachine>,
    // An offer is the NEW action of the same four calls.
    contractOffer: {
      actors: {
        processContract: fromPromise<ProcessContractResult, ProcessContractRequest>(({ input, signal }) =>
          api.agent[contractProcessCall[input.contractType]](input.body, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof contractOfferMachine>,
    uplineTransfer: {
      actors: {
        transferToUpline: fromPromise<UplineTransferResult, UplineTransferRequest>(({ input, signal }) =>
          api.funds.transferToUpline(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof uplineTransferMachine>,
    downlineTransfer: {
      actors: {
        // One machine for both ways; each way is its own call, under the key of its submission.
        moveBalance: fromPromise<DownlineTransferResult, DownlineTransferRequest>(({ input, signal }) =>
          input.direction === 'transfer'
            ? api.funds.transferToDownline(input.body, { idempotencyKey: input.idempotencyKey, signal })
            : api.funds.recallFromDownline(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof downlineTransferMachine>,
  };
}
