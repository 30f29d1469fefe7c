import { isApiError } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { ErrorState } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/queries';
import { usePortalEnvironment } from '../app/environment';
import type { PopupRendererProps } from '../app/popups';
import { usePopups } from '../app/popups';
import { PopupDialog, PopupLoading } from './PopupDialog';
import * as styles from './popups.css';

/**
 * The game popup (SPEC §2): the launch URL of the game in an iframe. A vendor that launches in
 * its own window gets one and the popup closes; the server's refusal of a trial account opens the
 * real-account message.
 */
export function GamePopup({ params: { game }, close }: PopupRendererProps<'game'>) {
  const { t } = useTranslation(['portal', 'errors']);
  const { api } = usePortalEnvironment();
  const queryClient = useQueryClient();
  const { openPopup } = usePopups();
  const launch = useQuery({
    queryKey: [...queryKeys.session, 'launch', game.nodeId],
    queryFn: ({ signal }) =>
      api.api.games.launch(
        { gameCode: game.gameCode, vassalage: game.vassalage, gameType: game.gameType },
        { signal },
      ),
    // Every opening is a new launch (a new ticket); nothing is kept.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const refused = isApiError(launch.error) && launch.error.code === 'TRIAL_ACCOUNT_REFUSED';

  useEffect(() => {
    if (refused) openPopup('trialRefused');
  }, [refused, openPopup]);
  useEffect(() => {
    if (launch.data?.mode !== 'window') return;
    window.open(launch.data.url, '_blank', 'noopener');
    close();
  }, [launch.data, close]);
  // The game moved money; the socket keeps the header current, this covers a dropped socket.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: queryKeys.balance }), [queryClient]);

  return (
    <PopupDialog title={game.gameName} onClose={close} size="lg">
      {launch.isError ? (
        <ErrorState
          headingLevel={3}
          message={isApiError(launch.error) ? translateError(t, launch.error.code) : undefined}
          onRetry={() => void launch.refetch()}
        />
      ) : launch.data?.mode === 'iframe' ? (
        <iframe
          className={styles.gameFrame}
          title={t('portal:popups.gameFrame', { game: game.gameName })}
          src={launch.data.url}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : (
        <PopupLoading />
      )}
    </PopupDialog>
  );
}
