import { useBalance } from '../api/wallet';
import { usePortalEnvironment } from '../environment/environment';
import { isSignedIn, useSession } from './session';

/** The merchant's currency: the wallet's once logged in, else the one the serving API named. */
export function useCurrency(): string | null {
  const { site } = usePortalEnvironment();
  const { view } = useSession();
  const balance = useBalance(isSignedIn(view) && view.kind !== 'trial');
  return balance.data?.currency ?? site.currency;
}
