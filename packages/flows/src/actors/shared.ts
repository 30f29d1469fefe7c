import {
  pendingContractRequests,
  type Announcements,
  type ApiClient,
  type ConsolidatedContractInfo,
  type PermissionInfo,
} from '@portal/api-contract';
import type {
  Captcha,
  LoginResult,
  MemberInfo,
  ProofImage,
  SessionData,
  SocialProvider,
  UploadedProof,
  VerifiedSmsCode,
  VerifySmsCodeInput,
} from '@portal/machines';
import { CodedError, toFailure } from '@portal/machines';
import { fromPromise, type AnyStateMachine, type PromiseActorLogic } from 'xstate';
import { FLOW_STORAGE_KEYS, type ExpiringStore, type SessionStore } from './storage';

/**
 * The server names an upload's bytes `dataBase64`; the form shows a refused picture (not an image,
 * damaged or cut off, too many pixels) under its own picture field, in the reader's language.
 */
export async function uploadInto<T>(field: string, upload: () => Promise<T>): Promise<T> {
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
export type ProvideOf<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

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

export function isProofContentType(type: string): type is ProofContentType {
  return (proofContentTypes as readonly string[]).includes(type);
}

/** An actor run for its effect (storage), typed as the machines declare those. */
export function effect<TInput>(run: (input: TInput) => unknown): PromiseActorLogic<void, TInput> {
  return fromPromise(async ({ input }: { input: TInput }) => {
    await run(input);
  });
}

/** Base64 of a picked file's bytes, in chunks so a 5 MB image does not overflow the call stack. */
export async function base64Of(file: Blob): Promise<string> {
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

/** What every group of actors is made from: the client's calls, the stores and the actors several machines share. */
export type FlowActorContext = ReturnType<typeof flowActorContext>;

export function flowActorContext(client: ApiClient, deps: FlowActorDeps) {
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
    api,
    sessionStorage,
    cookies,
    reads,
    fetchCaptcha,
    loadMemberInfo,
    storeToken,
    providerLogin,
    verifySmsCode,
    uploadProofFor,
  };
}
