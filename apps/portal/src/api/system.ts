import type { CustomerServiceItem, PermissionInfo } from '@portal/api-contract';
import type { SharedReads } from '@portal/flows';
import type { DialingCode } from '@portal/ui';
import { useMemo } from 'react';
import type { PortalEnvironment } from '../environment/environment';
import { publicQuery, usePublicQuery } from './contractQuery';

/** The white label's settings change rarely: read once per ten minutes at most. */
const SETTINGS_STALE_MS = 10 * 60_000;

/** The customer-service link of type CS (SPEC §2 floating widget and side menu). */
export function customerServiceOf(permission: PermissionInfo | undefined): CustomerServiceItem | undefined {
  return permission?.customerService.find((item) => item.csType === 'CS');
}

export function usePermission() {
  return usePublicQuery('system.permission', undefined, { staleTime: SETTINGS_STALE_MS });
}

export function useWhiteLabel() {
  return usePublicQuery('system.whiteLabel', undefined, { staleTime: SETTINGS_STALE_MS });
}

/** Dialing codes the mobile-number fields offer (GET /wps/system/countries). */
export function useDialingCodes(): DialingCode[] {
  const countries = usePublicQuery('system.countries', undefined, { staleTime: Infinity });
  return useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        code: country.countryDialingCode,
        country: country.countryCode,
      })),
    [countries.data],
  );
}

/** The announcements, in the visitor's language. */
export function useAnnouncements(language: string) {
  return usePublicQuery('system.announcements', {}, { language });
}

/**
 * An answer the page fetched this recently is current for a machine too: the status machine and
 * the announcements popup start right after the page asked for the same reads.
 */
const SHARED_READ_FRESH_MS = 5_000;

/**
 * The shell machines' reads of what usePermission and useAnnouncements read, through the page's
 * query cache under the same keys: one call for both, in flight or just done.
 */
export function shellMachineReads({ api, queryClient, getLanguage }: PortalEnvironment): SharedReads {
  return {
    permission: () =>
      queryClient.fetchQuery({
        ...publicQuery(api, 'system.permission', undefined),
        staleTime: SHARED_READ_FRESH_MS,
      }),
    announcements: () =>
      queryClient.fetchQuery({
        ...publicQuery(api, 'system.announcements', {}, getLanguage()),
        staleTime: SHARED_READ_FRESH_MS,
      }),
  };
}
