import { useSessionQuery } from './contractQuery';

/** The main wallet's balance, fetched again whenever a page that shows it mounts. */
export function useBalance(loggedIn: boolean) {
  return useSessionQuery('wallet.balance', undefined, { enabled: loggedIn, staleTime: 0 });
}
