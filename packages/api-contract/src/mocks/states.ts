import type { HttpHandler } from 'msw';
import { contract } from '../endpoints';
import { mockPermissionInfo } from './fixtures/system';
import { override } from './handlers';

/**
 * Named answers for states the server reaches by its own rules (ADR 0004): a story or test says
 * which one it shows instead of faking the call.
 */

export interface SiteStatus {
  maintenance?: boolean;
  regionRestriction?: boolean;
  /** The visitor's IP as the server saw it. */
  ip?: string;
}

/** The permission call reports the site under maintenance or blocked in the visitor's region. */
export function siteStatusAnswer({ ip, ...flags }: SiteStatus): HttpHandler {
  return override(contract.system.permission, {
    value: {
      ...mockPermissionInfo,
      ...flags,
      location: { ...mockPermissionInfo.location, ...(ip === undefined ? {} : { ip }) },
    },
  });
}
