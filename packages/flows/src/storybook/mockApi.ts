import { createApiClient } from '@portal/api-contract';
import { createMockWorld, MOCK_NOW, mockIds } from '@portal/api-contract/mocks';
import type {
  LoginResult,
  SocialProvider,
  VerifiedSmsCode,
  WithdrawalConfirmationInput,
} from '@portal/machines';
import { createFlowActors } from '../actors';
import { FLOW_STORAGE_KEYS, memoryCookies, memoryStorage } from '../actors/storage';

/** The mocks' merchant (`@portal/api-contract/mocks` seeds aurora, as the server does). */
export const MOCK_MERCHANT_CODE = 'aurora';

/** The identity provider's SMS check (registration) is a third party, not a contract call: it accepts any code. */
export async function acceptingSmsCodeCheck(): Promise<VerifiedSmsCode> {
  return { idToken: 'mock-id-token' };
}

/** The identity provider's window never answers: stories show the wait, never a result. */
export function unansweredProviderLogin(_provider: SocialProvider): Promise<LoginResult> {
  return new Promise<LoginResult>(() => undefined);
}

export interface MockFlowActorsOptions {
  /** Where the MSW handlers answer: the page's origin in Storybook, any URL in Node. */
  baseUrl: string;
  /** The session the client starts with (`mockTokens.member`…); none by default. */
  token?: string | null;
}

/**
 * `createFlowActors` over the real wretch client, for stories and flow tests that answer it with
 * the MSW handlers of `@portal/api-contract/mocks` (ADR 0004): a contract change breaks them.
 * Storage is in memory; only the third party (the identity provider) stands in.
 */
export function mockFlowActors({ baseUrl, token = null }: MockFlowActorsOptions) {
  const sessionStorage = memoryStorage();
  if (token) sessionStorage.setItem(FLOW_STORAGE_KEYS.token, token);
  const cookies = memoryCookies();
  const client = createApiClient({
    baseUrl,
    merchantCode: MOCK_MERCHANT_CODE,
    getToken: () => sessionStorage.getItem(FLOW_STORAGE_KEYS.token),
    getLanguage: () => 'en',
    // One attempt: a story's or test's error answer shows at once instead of after backoff.
    retry: { attempts: 1 },
  });
  const actors = createFlowActors(client, {
    sessionStorage,
    cookies,
    merchantCode: MOCK_MERCHANT_CODE,
    verifySmsCode: acceptingSmsCodeCheck,
    providerLogin: unansweredProviderLogin,
  });
  return { sessionStorage, cookies, actors };
}

/** The confirmation the mocks hold for `mockIds.pendingWithdrawal`, seen at the mocks' now. */
export function pendingWithdrawalInput(): WithdrawalConfirmationInput {
  const pending = createMockWorld().pendingConfirmations.find(
    ({ withdrawalId }) => withdrawalId === mockIds.pendingWithdrawal,
  );
  if (!pending) throw new Error(`the mock world has no ${mockIds.pendingWithdrawal}`);
  const { withdrawalId, amount, autoReceiveAt } = pending;
  return { confirmation: { withdrawalId, amount, autoReceiveAt }, now: MOCK_NOW };
}
