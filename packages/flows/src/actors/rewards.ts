import type {
  claimMachine,
  ClaimCredit,
  ClaimRequest,
  activityApplyMachine,
  ActivityApplyRequest,
  ActivityApplyResult,
  ActivityImage,
  UploadedActivityImage,
  pointsMoveMachine,
  PointsMoveRequest,
  PointsMoveResult,
} from '@portal/machines';
import { CodedError } from '@portal/machines';
import { fromPromise } from 'xstate';
import { base64Of, isProofContentType, uploadInto, type FlowActorContext, type ProvideOf } from './shared';

/** Actors of the rewards: one-press claims, activity applications and points moves. */
export function rewardsActors({ api }: FlowActorContext) {
  return {
    claim: {
      actors: {
        // One machine for every one-press reward; each kind is its own call, under the key of its press.
        claim: fromPromise<ClaimCredit, ClaimRequest>(({ input: { target, idempotencyKey }, signal }) => {
          const options = { idempotencyKey, signal };
          switch (target.kind) {
            case 'promotion':
              return api.promotions.claim({ promotionId: target.promotionId }, options);
            case 'raffle':
              return api.promotions.claimRaffle({ promotionId: target.promotionId }, options);
            case 'mission':
              return api.missions.claim({ missionId: target.missionId }, options);
            case 'redEnvelope':
              return api.redEnvelope.open(options);
            case 'vipLevel':
              return api.member.vipClaim({ level: target.level }, options);
          }
        }),
      },
    } satisfies ProvideOf<typeof claimMachine>,
    activityApply: {
      actors: {
        uploadImage: fromPromise<UploadedActivityImage, ActivityImage>(async ({ input, signal }) => {
          // The machine checked name, type and size; the bytes are this actor's to read.
          if (!(input.file instanceof Blob) || !isProofContentType(input.type))
            throw new CodedError('VALIDATION_FAILED', { issues: [{ path: 'images', code: 'imageType' }] });
          const { name: fileName, type: contentType } = input;
          const dataBase64 = await base64Of(input.file);
          return uploadInto('images', () =>
            api.system.uploadImage({ fileName, contentType, dataBase64, purpose: 'ACTIVITY' }, { signal }),
          );
        }),
        apply: fromPromise<ActivityApplyResult, ActivityApplyRequest>(({ input, signal }) =>
          api.promotions.apply(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof activityApplyMachine>,
    pointsMove: {
      actors: {
        // One machine for both moves; each is its own call, under the key of its submission.
        movePoints: fromPromise<PointsMoveResult, PointsMoveRequest>(async ({ input, signal }) => {
          const options = { idempotencyKey: input.idempotencyKey, signal };
          return input.kind === 'redeem'
            ? { kind: 'redeem', redeemed: await api.points.redeem(input.body, options) }
            : { kind: 'convert', converted: await api.points.convert(input.body, options) };
        }),
      },
    } satisfies ProvideOf<typeof pointsMoveMachine>,
  };
}
