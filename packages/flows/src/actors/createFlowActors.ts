import {
  contractProcessCall,
  pendingContractRequests,
  type Announcements,
  type ApiClient,
  type AuthenticatorSetup,
  type ConsolidatedContractInfo,
  type PermissionInfo,
  type SetLimitRequest,
  type SetLimitResult,
  type PlayBreak,
  type PlaySessionSummary,
  type StartPlayBreakRequest,
  type RecoveryCodes,
} from '@portal/api-contract';
import type {
  announcementPopupMachine,
  AuthenticatorConfirmRequest,
  authenticatorSetupMachine,
  Captcha,
  ChangePasswordBody,
  changePasswordMachine,
  CodeSent,
  ConfirmReceiptRequest,
  ConfirmReceiptResult,
  contractMachine,
  contractOfferMachine,
  favoriteToggleMachine,
  FavoriteGame,
  FavoriteIds,
  FeedbackReceipt,
  FeedbackRequest,
  feedbackMachine,
  forgotPasswordMachine,
  LoginRequest,
  LoginResult,
  loginMachine,
  MemberInfo,
  PasswordEmailRequest,
  PasswordResetLoginRequest,
  PasswordResetRequest,
  LoadedAnnouncements,
  limitsMachine,
  ProcessContractRequest,
  ProcessContractResult,
  ProofImage,
  RegisterRequest,
  RegisterResult,
  registrationMachine,
  RemoveFavoriteQuery,
  RememberCredentialsInput,
  SecondVerificationCodeRequest,
  SecondVerificationRequest,
  SendSmsCodeOutput,
  SendSmsCodeRequest,
  sessionMachine,
  SessionData,
  SessionLoadPlan,
  smsCountdownMachine,
  SocialProvider,
  SystemStatusInfo,
  systemStatusMachine,
  UploadedProof,
  VerifiedAffiliate,
  VerifiedSmsCode,
  VerifyAffiliateInput,
  VerifySmsCodeInput,
  Execution,
  RecallAllRequest,
  RecallAllResult,
  walletTransferMachine,
  WalletTransferRequest,
  WalletTransferResult,
  withdrawalConfirmationMachine,
  depositMachine,
  playBreakMachine,
  realityCheckMachine,
  DepositRequest,
  DepositResult,
  uplineTransferMachine,
  UplineTransferRequest,
  UplineTransferResult,
  downlineTransferMachine,
  DownlineTransferRequest,
  DownlineTransferResult,
  withdrawMachine,
  WithdrawRequest,
  WithdrawResult,
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
import { CodedError, toFailure } from '@portal/machines';
import { fromPromise, type AnyStateMachine, type PromiseActorLogic } from 'xstate';
import {
  clearRememberedCredentials,
  FLOW_STORAGE_KEYS,
  readShownExecutions,
  writeRememberedCredentials,
  type ExpiringStore,
  type SessionStore,
} from './storage';

/**
 * The server names an upload's bytes `dataBase64`; the form shows a refused picture (not an image,
 * damaged or cut off, too many pixels) under its own picture field, in the reader's language.
 */
async function uploadInto<T>(field: string, upload: () => Promise<T>): Promise<T> {
  try {
    return await upload();
  } catch (error) {
    const failure = toFailure(error);
    const problem = failure.fieldErrors.dataBase64;
    if (failure.code !== 'VALIDATION_FAILED' || !problem) throw error;
    throw new CodedError('VALIDATION_FAILED', {
      issues: [{ path: field, code: problem.code, params: problem.params ?? {} }],
    });
  }
}

/** What one machine's `provide()` takes: an actor whose types drift from the machine's fails to compile. */
type ProvideOf<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/**
 * What the actors need besides the API client. Third parties that are not contract calls (the
 * identity provider) come in here; leave one out and the machine's own default fails loudly when a
 * flow reaches it.
 */
export interface FlowActorDeps {
  /** Session storage: the token, the merchant code, closed popups. */
  readonly sessionStorage: SessionStore;
  /** Remember-me cookies (one day). */
  readonly cookies: ExpiringStore;
  /** Put back into session storage after logout: the next visitor's calls need it. */
  readonly merchantCode: string;
  /** The key a captcha image is asked for and its answer checked against; random by default. */
  readonly createCaptchaKey?: () => string;
  /** One-click login through the identity provider's window (Facebook, Google). */
  readonly providerLogin?: (provider: SocialProvider) => Promise<LoginResult>;
  /** The identity provider's check of a registration SMS code. */
  readonly verifySmsCode?: (input: VerifySmsCodeInput) => Promise<VerifiedSmsCode>;
  /**
   * Reads the app shows itself too, answered from where it keeps them (a query cache), so a machine
   * and the page share one call; without them, each machine asks the API.
   */
  readonly sharedReads?: SharedReads;
}

/** The reads the shell's machines share with the page (see FlowActorDeps.sharedReads). */
export interface SharedReads {
  /** GET /wps/system/permission: the status machine's maintenance and region flags. */
  permission(signal: AbortSignal): Promise<PermissionInfo>;
  /** GET /wps/system/announcements in the visitor's language: the popups and the notices. */
  announcements(signal: AbortSignal): Promise<Announcements>;
}

const proofContentTypes = ['image/png', 'image/jpeg'] as const;
type ProofContentType = (typeof proofContentTypes)[number];

function isProofContentType(type: string): type is ProofContentType {
  return (proofContentTypes as readonly string[]).includes(type);
}

/** An actor run for its effect (storage), typed as the machines declare those. */
function effect<TInput>(run: (input: TInput) => unknown): PromiseActorLogic<void, TInput> {
  return fromPromise(async ({ input }: { input: TInput }) => {
    await run(input);
  });
}

/** Base64 of a picked file's bytes, in chunks so a 5 MB image does not overflow the call stack. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk)
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}

/**
 * What the session keeps of its loads (SPEC §4): the favourite ids, the unread badge (null when not
 * loaded) and whether a contract request waits. The session walk plans the same from the mocks' world.
 */
export function sessionDataOf(
  favoriteIds: SessionData['favoriteIds'],
  unreadMessages: SessionData['unreadMessages'],
  contracts: ConsolidatedContractInfo | null,
): SessionData {
  return {
    favoriteIds,
    unreadMessages,
    pendingContract: contracts !== null && pendingContractRequests(contracts).length > 0,
  };
}

/**
 * Every machine's actors over the wretch client of `@portal/api-contract`: one provide-object per
 * machine, for `loginMachine.provide(actors.login)`. Calls reject with the client's `ApiError`,
 * whose code, server message, captcha demand, retry-after, field issues and second-verification
 * challenge are exactly what the machines' `toFailure` reads, so errors reach them unchanged.
 */
export function createFlowActors(client: ApiClient, deps: FlowActorDeps) {
  const { api } = client;
  const { sessionStorage, cookies } = deps;
  const reads: SharedReads = deps.sharedReads ?? {
    permission: (signal) => api.system.permission({ signal }),
    announcements: (signal) => api.system.announcements(undefined, { signal }),
  };
  const createCaptchaKey = deps.createCaptchaKey ?? (() => crypto.randomUUID());

  // The server honours a key the client chose (apps/api/src/security/captcha.ts): the image is
  // asked for with it, and the machines send it back with the answer from the Captcha they keep.
  const fetchCaptcha = fromPromise<Captcha, unknown>(async ({ signal }) => {
    const key = createCaptchaKey();
    const image = await api.system.captcha({ captchaKey: key }, { signal });
    return { image, key };
  });
  const loadMemberInfo = fromPromise<MemberInfo, unknown>(({ signal }) => api.member.info({ signal }));
  const storeToken = effect<{ token: string }>((input) => {
    sessionStorage.setItem(FLOW_STORAGE_KEYS.token, input.token);
  });
  const { providerLogin, verifySmsCode } = deps;
  // A proof picked in a form, read and uploaded for what it proves (a payment, a missing payout).
  const uploadProofFor = (purpose: 'WITHDRAWAL_PROOF' | 'DEPOSIT_PROOF') =>
    fromPromise<UploadedProof, ProofImage>(async ({ input, signal }) => {
      // The machine checked name, type and size; the bytes are this actor's to read.
      if (!(input.file instanceof Blob) || !isProofContentType(input.type))
        throw new CodedError('VALIDATION_FAILED', { issues: [{ path: 'proof', code: 'imageType' }] });
      const { name: fileName, type: contentType } = input;
      const dataBase64 = await base64Of(input.file);
      return uploadInto('proof', () =>
        api.system.uploadImage({ fileName, contentType, dataBase64, purpose }, { signal }),
      );
    });

  return {
    login: {
      actors: {
        ...(providerLogin
          ? {
              providerLogin: fromPromise<LoginResult, { provider: SocialProvider }>(({ input }) =>
                providerLogin(input.provider),
              ),
            }
          : {}),
        login: fromPromise<LoginResult, LoginRequest>(({ input, signal }) =>
          api.auth.login(input, { signal }),
        ),
        sendSecondVerificationCode: fromPromise<CodeSent, SecondVerificationCodeRequest>(
          ({ input, signal }) => api.auth.secondVerificationCode(input, { signal }),
        ),
        answerSecondVerification: fromPromise<LoginResult, SecondVerificationRequest>(({ input, signal }) =>
          api.auth.secondVerification(input, { signal }),
        ),
        storeToken,
        rememberCredentials: effect<RememberCredentialsInput>((input) => {
          if (input.action === 'save')
            writeRememberedCredentials(cookies, input.credentials, input.expiresInSeconds);
          else clearRememberedCredentials(cookies, input.mode);
        }),
        loadMemberInfo,
        // A refused account (not a member, or not an agent on the agent page) leaves no session behind.
        discardSession: effect<unknown>(async () => {
          await api.auth.logout().catch(() => undefined);
          sessionStorage.removeItem(FLOW_STORAGE_KEYS.token);
        }),
        fetchCaptcha,
      },
    } satisfies ProvideOf<typeof loginMachine>,

    registration: {
      actors: {
        ...(verifySmsCode
          ? {
              verifySmsCode: fromPromise<VerifiedSmsCode, VerifySmsCodeInput>(({ input }) =>
                verifySmsCode(input),
              ),
            }
          : {}),
        verifyAffiliateCode: fromPromise<VerifiedAffiliate, VerifyAffiliateInput>(({ input, signal }) =>
          api.agent.affiliate(input, { signal }),
        ),
        register: fromPromise<RegisterResult, RegisterRequest>(({ input, signal }) =>
          input.registerType === 'mobile'
            ? api.auth.registerMobile(input.body, { signal })
            : api.auth.register(input.body, { signal }),
        ),
        storeToken,
        loadMemberInfo,
        fetchCaptcha,
      },
    } satisfies ProvideOf<typeof registrationMachine>,

    smsCountdown: {
      actors: {
        sendSmsCode: fromPromise<SendSmsCodeOutput, SendSmsCodeRequest>(({ input, signal }) =>
          input.purpose === 'register'
            ? api.auth.registerSmsCode(input.body, { signal })
            : api.auth.smsCode(input.body, { signal }),
        ),
        fetchCaptcha,
      },
    } satisfies ProvideOf<typeof smsCountdownMachine>,

    changePassword: {
      actors: {
        // CHNGPASSVERIF3's verification is the server's captcha, sent in the body.
        fetchCaptcha,
        changePassword: fromPromise<null, ChangePasswordBody>(({ input, signal }) =>
          api.member.changePassword(input, { signal }),
        ),
        loadMemberInfo,
      },
    } satisfies ProvideOf<typeof changePasswordMachine>,

    forgotPassword: {
      actors: {
        sendResetEmail: fromPromise<
          Awaited<ReturnType<typeof api.auth.forgotPasswordByEmail>>,
          PasswordEmailRequest
        >(({ input, signal }) => api.auth.forgotPasswordByEmail(input, { signal })),
        resetPasswordByMobile: fromPromise<
          Awaited<ReturnType<typeof api.auth.setPasswordByPhone>>,
          PasswordResetRequest
        >(({ input, signal }) => api.auth.setPasswordByPhone(input, { signal })),
        login: fromPromise<LoginResult, PasswordResetLoginRequest>(({ input, signal }) =>
          api.auth.login(input, { signal }),
        ),
        storeToken,
        loadMemberInfo,
      },
    } satisfies ProvideOf<typeof forgotPasswordMachine>,

    session: {
      actors: {
        // SPEC §4 "When logged in": what the session keeps. Lists the UI renders (announcements,
        // recent games, favourites) are the query cache's, not the session's.
        loadSessionData: fromPromise<SessionData, { member: MemberInfo; plan: SessionLoadPlan }>(
          async ({ input: { plan }, signal }) => {
            const [favoriteIds, unread, consolidated] = await Promise.all([
              api.games.favoriteIds({ signal }),
              plan.unreadMessages ? api.messages.unreadCount({ signal }) : null,
              plan.consolidatedContractInfo ? api.member.consolidated({ signal }) : null,
            ]);
            return sessionDataOf(
              favoriteIds.favGameIds,
              unread?.count ?? null,
              consolidated?.contracts ?? null,
            );
          },
        ),
        logout: fromPromise<null, unknown>(({ signal }) => api.auth.logout({ signal })),
        clearSessionStorage: effect<unknown>(() => sessionStorage.clear()),
        storeMerchantCode: effect<{ merchantCode: string }>((input) => {
          sessionStorage.setItem(FLOW_STORAGE_KEYS.merchantCode, input.merchantCode);
        }),
      },
    } satisfies ProvideOf<typeof sessionMachine>,

    systemStatus: {
      actors: {
        loadSystemStatus: fromPromise<SystemStatusInfo, unknown>(async ({ signal }) => {
          const permission = await reads.permission(signal);
          return {
            maintenance: permission.maintenance,
            regionRestriction: permission.regionRestriction,
            ip: permission.location.ip,
          };
        }),
      },
    } satisfies ProvideOf<typeof systemStatusMachine>,

    favoriteToggle: {
      actors: {
        addFavorite: fromPromise<FavoriteIds, FavoriteGame>(({ input, signal }) =>
          api.games.addFavorite(input, { signal }),
        ),
        removeFavorite: fromPromise<FavoriteIds, RemoveFavoriteQuery>(({ input, signal }) =>
          api.games.removeFavorite(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof favoriteToggleMachine>,

    feedback: {
      actors: {
        fetchCaptcha,
        submitFeedback: fromPromise<FeedbackReceipt, FeedbackRequest>(({ input, signal }) =>
          api.support.feedback(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof feedbackMachine>,

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

    withdrawalConfirmation: {
      actors: {
        uploadProof: uploadProofFor('WITHDRAWAL_PROOF'),
        confirmReceipt: fromPromise<ConfirmReceiptResult, ConfirmReceiptRequest>(({ input, signal }) =>
          api.funds.confirmWithdrawal(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof withdrawalConfirmationMachine>,

    walletTransfer: {
      actors: {
        transfer: fromPromise<WalletTransferResult, WalletTransferRequest>(({ input, signal }) =>
          api.wallet.transfer(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
        recallAll: fromPromise<RecallAllResult, RecallAllRequest>(({ input, signal }) =>
          api.wallet.logoutGameSessions({ idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof walletTransferMachine>,

    deposit: {
      actors: {
        uploadProof: uploadProofFor('DEPOSIT_PROOF'),
        deposit: fromPromise<DepositResult, DepositRequest>(({ input, signal }) =>
          api.funds.deposit(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof depositMachine>,

    limits: {
      actors: {
        setLimit: fromPromise<SetLimitResult, SetLimitRequest>(({ input, signal }) =>
          api.limits.set(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof limitsMachine>,

    playBreak: {
      actors: {
        startBreak: fromPromise<PlayBreak, StartPlayBreakRequest>(({ input, signal }) =>
          api.playBreaks.start(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof playBreakMachine>,

    realityCheck: {
      actors: {
        summary: fromPromise<PlaySessionSummary, unknown>(({ signal }) =>
          api.playBreaks.sessionSummary({ signal }),
        ),
      },
    } satisfies ProvideOf<typeof realityCheckMachine>,

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

    withdraw: {
      actors: {
        withdraw: fromPromise<WithdrawResult, WithdrawRequest>(({ input, signal }) =>
          api.funds.withdraw(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof withdrawMachine>,

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

    authenticatorSetup: {
      actors: {
        startAuthenticator: fromPromise<AuthenticatorSetup, unknown>(({ signal }) =>
          api.member.startAuthenticator({ signal }),
        ),
        confirmAuthenticator: fromPromise<RecoveryCodes, AuthenticatorConfirmRequest>(({ input, signal }) =>
          api.member.confirmAuthenticator(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof authenticatorSetupMachine>,

    announcementPopup: {
      actors: {
        loadAnnouncements: fromPromise<LoadedAnnouncements, unknown>(async ({ signal }) => {
          const { popups, playerNotices } = await reads.announcements(signal);
          return { popups, playerNotices };
        }),
        rememberShown: effect<{ executions: readonly Execution[] }>((input) => {
          const shown = new Set([...readShownExecutions(sessionStorage), ...input.executions]);
          sessionStorage.setItem(FLOW_STORAGE_KEYS.shownAnnouncementExecutions, JSON.stringify([...shown]));
        }),
      },
    } satisfies ProvideOf<typeof announcementPopupMachine>,
  };
}

/** The provide-objects `createFlowActors` returns, one per machine of `machineCatalog`. */
export type FlowActors = ReturnType<typeof createFlowActors>;
