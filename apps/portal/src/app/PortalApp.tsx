import type { ReactNode } from 'react';
import { StatusRoot } from './StatusRoot';

/** The running app: the status root around the router (browser, memory or static) with the shell. */
export function PortalApp({ children }: { children: ReactNode }) {
  return <StatusRoot>{children}</StatusRoot>;
}
