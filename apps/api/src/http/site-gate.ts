import type { AnyEndpoint } from '@portal/api-contract';
import { ApiError } from '../errors';
import type { Merchant } from '../merchants/merchants';
import { systemStatusOf } from '../merchants/site';

/** Besides every money-moving call: the ways in (login, registration) and into play (launches). */
const ENTRY_AND_PLAY = new Set([
  'auth.login',
  'auth.loginByCode',
  'auth.freePlayLogin',
  'auth.register',
  'auth.registerMobile',
  'auth.registerSmsCode',
  'games.launch',
  'games.launchFB',
  'games.launchLiveChat',
]);

/** Whether a closed white label (maintenance, or the visitor's region blocked) refuses this member call. */
export const closedSiteRefuses = (endpoint: AnyEndpoint): boolean =>
  endpoint.moneyMoving || ENTRY_AND_PLAY.has(endpoint.id);

/**
 * The system status the portal shows (SPEC: maintenance gives 1, a blocked region 2) enforced by
 * the server too, so a client that ignores the status page is still refused (M8).
 */
export function requireSiteOpen(merchant: Merchant, ip: string): void {
  const status = systemStatusOf(merchant, ip);
  if (status === 1) throw new ApiError('SYSTEM_MAINTENANCE');
  if (status === 2) throw new ApiError('ACCESS_RESTRICTED');
}
