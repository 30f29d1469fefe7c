import type { DialingCode } from '@portal/ui';
import { useMemo } from 'react';
import { usePublicQuery } from './contractQuery';

/** The white label's settings change rarely: read once per ten minutes at most. */
const SETTINGS_STALE_MS = 10 * 60_000;

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
