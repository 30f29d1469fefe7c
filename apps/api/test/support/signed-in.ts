import { contract, type WalletBalance } from '@portal/api-contract';
import { startTestServer, type TestServer } from './server';

// The start most HTTP test files share: a server, the seeded members they act as signed in (their
// default password changed, so the tokens can do everything), and an operator token.

export interface Login {
  /** Default: demomember. */
  account?: string;
  /** Default: aurora. */
  merchant?: string;
}

export interface SignedIn<Name extends string> {
  api: TestServer;
  tokens: Record<Name, string>;
  /** An operator of every white label. */
  operator: string;
}

/** Starts a test server and signs in each login, in order (one white label's member at a time). */
export async function startSignedIn<Name extends string>(
  logins: Record<Name, Login>,
): Promise<SignedIn<Name>> {
  const api = await startTestServer();
  const tokens = {} as Record<Name, string>;
  for (const [name, login] of Object.entries(logins) as [Name, Login][]) {
    tokens[name] = await api.loginReady(login.account ?? 'demomember', {
      merchant: login.merchant ?? 'aurora',
    });
  }
  return { api, tokens, operator: await api.operatorToken() };
}

/** The main wallet's balance, as wallet.balance answers the token's member. */
export async function walletBalanceOf(api: TestServer, token: string, merchant = 'aurora'): Promise<number> {
  const answer = await api.call<WalletBalance>(contract.wallet.balance, { token, merchant });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.balance;
}
