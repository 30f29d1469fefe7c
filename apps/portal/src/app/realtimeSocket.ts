// The realtime channel's socket and frames: members only, so it loads after sign-in (realtime.tsx).
import { isSessionEndCode, type WalletBalance } from '@portal/api-contract';
import {
  REALTIME_PATH,
  REALTIME_UNAUTHENTICATED_CLOSE_CODE,
  realtimeServerMessageSchema,
  type RealtimeServerMessage,
} from '@portal/api-contract/realtime';
import type { SessionEvent } from '@portal/machines';
import type { QueryClient } from '@tanstack/react-query';
import { refreshSessionReads, sessionQueryKey } from '../api/contractQuery';
import { takeClaimableCounts, takeUnreadCount } from '../api/redCounts';
import type { OpenSocket } from '../environment/environment';

/** Waits before reconnecting a dropped socket: 1 s, doubling, at most 30 s. */
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/** The socket's address on the API's origin: http → ws, https → wss. */
export function realtimeUrl(apiOrigin: string): string {
  return `${apiOrigin.replace(/^http/u, 'ws')}${REALTIME_PATH}`;
}

/** A balance frame written into the header's cached balance (main wallet or a vendor wallet). */
function withBalance(
  cached: WalletBalance,
  message: Extract<RealtimeServerMessage, { type: 'balance' }>,
): WalletBalance {
  if (message.wallet === 'MAIN') return { ...cached, balance: message.balance };
  const others = cached.vendorBalances.filter((entry) => entry.vassalage !== message.wallet);
  return {
    ...cached,
    vendorBalances: [...others, { vassalage: message.wallet, balance: Math.max(0, message.balance) }],
  };
}

interface RealtimeHandlers {
  onMessage(message: RealtimeServerMessage): void;
}

/**
 * Keeps one authenticated socket open until `close` is called: the token goes in the first
 * frame (not the URL, which servers log); a dropped socket reconnects with backoff, one the server
 * refused as unauthenticated does not (the next API call ends the session).
 */
export function connectRealtime(
  openSocket: OpenSocket,
  url: string,
  token: string,
  handlers: RealtimeHandlers,
): () => void {
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let socket: ReturnType<OpenSocket> | null = null;

  const connect = () => {
    const current = openSocket(url);
    socket = current;
    current.addEventListener('open', () => current.send(JSON.stringify({ type: 'auth', token })));
    current.addEventListener('message', (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = realtimeServerMessageSchema.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') retryMs = RECONNECT_FIRST_MS;
      handlers.onMessage(parsed.data);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (closed || event.code === REALTIME_UNAUTHENTICATED_CLOSE_CODE) return;
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    });
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    socket?.close();
  };
}

/** What each frame changes: the header balance, the red counts and the lists in the query cache. */
export function applyMessage(
  message: RealtimeServerMessage,
  context: { queryClient: QueryClient; trial: boolean; sendSession: (event: SessionEvent) => void },
) {
  switch (message.type) {
    case 'balance': {
      // A trial account plays from its free-play wallet, a real one never does.
      if (message.demo !== context.trial) return;
      const balanceKey = sessionQueryKey('wallet.balance');
      const cached = context.queryClient.getQueryData<WalletBalance>(balanceKey);
      if (cached) context.queryClient.setQueryData(balanceKey, withBalance(cached, message));
      else void context.queryClient.invalidateQueries({ queryKey: balanceKey });
      return;
    }
    case 'unread':
      // The red counts take the number as it is: no reload for a number the frame carries.
      void takeUnreadCount(context.queryClient, message.count);
      return;
    case 'claimable':
      void takeClaimableCounts(context.queryClient, { rewards: message.rewards, missions: message.missions });
      return;
    case 'contract':
      // The pending-contract flag comes from the session's loads (a new request opens the contract
      // popup when they finish); an open popup refetches the consolidated info and the contracts it shows.
      void refreshSessionReads(context.queryClient, ['member.consolidated', 'agent.contracts']);
      context.sendSession({ type: 'RELOAD' });
      return;
    case 'error':
      // The session ended elsewhere (signed out from another device, the account closed) or ran
      // to the member's session-time limit: this tab signs out now rather than at its next call.
      if (isSessionEndCode(message.code))
        context.sendSession({ type: 'SESSION_EXPIRED', reason: message.code });
      return;
    case 'withdrawal':
      // A withdrawal moved on: the withdraw page's lists follow (the shell's notice says it).
      void refreshSessionReads(context.queryClient, [
        'funds.pendingConfirmations',
        'funds.withdrawOptions',
        'reports.account',
      ]);
      return;
    default:
      return;
  }
}
