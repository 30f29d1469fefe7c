import {
  DEFAULT_LEGAL_AGE,
  type CustomerServiceItem,
  type PermissionInfo,
  type PublicState,
  type Resource,
} from '@portal/api-contract';
import { useMenus } from '../api/games';
import { useConsolidated } from '../api/member';
import { customerServiceOf, usePermission, useWhiteLabel } from '../api/system';
import { useSession, type SessionView } from '../app/session';
import { fixedNavigation, navigationFrom, type NavCategory } from './navigation';

/** Resource types (SPEC §3) the shell shows when the white label configures them. */
export const SOCIAL_RESOURCE_TYPES = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'TELEGRAM',
  'WHATSAPP',
] as const;
export type SocialResourceType = (typeof SOCIAL_RESOURCE_TYPES)[number];

export function resourceOf(permission: PermissionInfo | undefined, type: string): Resource | undefined {
  return permission?.resources.find((resource) => resource.resourceType === type && resource.url !== '');
}

/**
 * Invite friends (SPEC §2): logged-in agents always; logged-in members when the referral
 * promotion is enabled for them.
 */
export function canInviteFriends(view: SessionView, publicState: PublicState | undefined): boolean {
  if (view.kind === 'agent') return true;
  if (view.kind === 'member') return publicState?.availablePromo.REFERRAL.enabled === true;
  return false;
}

export interface ShellData {
  navigation: readonly NavCategory[];
  permission: PermissionInfo | undefined;
  legalAge: number;
  customerService: CustomerServiceItem | undefined;
  publicState: PublicState | undefined;
  inviteFriends: boolean;
}

/** What the header, side menu, footer and widget share; every part renders before it arrives. */
export function useShellData(): ShellData {
  const session = useSession();
  const menus = useMenus();
  const permission = usePermission();
  const whiteLabel = useWhiteLabel();
  const signedInMember = session.view.kind === 'member' || session.view.kind === 'agent';
  const consolidated = useConsolidated(signedInMember);
  const publicState = signedInMember ? consolidated.data?.publicState : undefined;
  return {
    navigation: menus.data ? navigationFrom(menus.data) : fixedNavigation,
    permission: permission.data,
    legalAge: whiteLabel.data?.legalAge ?? DEFAULT_LEGAL_AGE,
    customerService: customerServiceOf(permission.data),
    publicState,
    inviteFriends: canInviteFriends(session.view, publicState),
  };
}
