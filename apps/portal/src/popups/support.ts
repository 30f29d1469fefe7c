import type { WhiteLabelSettings } from '@portal/api-contract';
import type { MobileRule } from '@portal/api-contract/validation';
import { useCallback } from 'react';
import { customerServiceOf, usePermission } from '../api/system';

/**
 * SPEC §9 "Default weak password: {secret}": a login with it must change the password first
 * (the server's seeded accounts start with it).
 */
export const DEFAULT_WEAK_PASSWORD = '{secret}';

/** The captcha's accessible alternative (WCAG 3.3.8): customer service, in a new window. */
export function useContactSupport(): () => void {
  const permission = usePermission();
  const service = customerServiceOf(permission.data);
  return useCallback(() => {
    if (service) window.open(service.path, '_blank', 'noopener');
  }, [service]);
}

/** The white label's mobile-number rule: its digit count, or any length the contract accepts. */
export function mobileRuleOf(whiteLabel: WhiteLabelSettings): MobileRule {
  return whiteLabel.mobileDigits ? { digits: whiteLabel.mobileDigits } : {};
}
