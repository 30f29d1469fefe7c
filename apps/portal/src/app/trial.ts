import { isApiError } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { useToast, useTranslation } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useWhiteLabel } from '../api/system';
import { SESSION_KEYS } from '../site/storage';
import { usePortalEnvironment } from '../environment/environment';
import { useSession } from './session';

/** What the free-play login is told about the client (SPEC §7: os, platform W, gateway version 3). */
export const FREE_PLAY_REQUEST = { os: 'web', platform: 'W', encryption: false, gatewayVersion: 3 } as const;

/**
 * Whether the white label offers visitors free (trial) play: its FREEPLAY3 flag, and until its
 * answer arrives what the served page said (Site.freePlay), which the static first paint drew.
 */
export function useFreePlayOffered(): boolean {
  const { site } = usePortalEnvironment();
  return useWhiteLabel().data?.flags.FREEPLAY3 ?? site.freePlay ?? false;
}

/**
 * "Try for free" (SPEC §1/§6): starts a trial (type 4) session and signs the visitor in with it,
 * as a login does. A second press while the first is on its way is ignored; a refusal is a toast.
 */
export function useStartTrial() {
  const environment = usePortalEnvironment();
  const session = useSession();
  const toast = useToast();
  const { t } = useTranslation('errors');
  const mutation = useMutation({
    mutationFn: async () => {
      const { api } = environment.api;
      const { token, firstTimeLogin } = await api.auth.freePlayLogin(FREE_PLAY_REQUEST);
      // The account is read with the trial's own token.
      environment.tokens.set(token);
      try {
        const member = await api.member.info();
        return { token, member, firstTimeLogin };
      } catch (error) {
        environment.session.removeItem(SESSION_KEYS.token);
        throw error;
      }
    },
    onSuccess: (login) => session.completeLogin(login),
    onError: (error) =>
      toast.show({
        tone: 'danger',
        title: translateError(t, isApiError(error) ? error.code : null),
        id: 'free-play',
      }),
  });
  return {
    start: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    starting: mutation.isPending,
  };
}
