import { isApiError } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { ErrorState, useTranslation } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { refreshSessionReads, sessionQueryKey } from '../api/contractQuery';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupRendererProps } from '../app/popups';
import { usePopups } from '../app/popups';
import { PopupDialog, PopupLoading } from './PopupDialog';
import * as styles from './popups.css';
import { memberPage } from '../routes/links';

/**
 * The game popup (SPEC §2): the launch URL of the game in an iframe. A vendor that launches in
 * its own window gets one and the popup closes; the server's refusal of a trial account opens the
 * real-account message. A game that runs out of money can ask for the deposit page: the popup
 * closes and the page opens.
 */
export function GamePopup({ params: { game }, close }: PopupRendererProps<'game'>) {
  const { t } = useTranslation(['portal', 'errors']);
  const { api } = usePortalEnvironment();
  const queryClient = useQueryClient();
  const { openPopup } = usePopups();
  const request = { gameCode: game.gameCode, vassalage: game.vassalage, gameType: game.gameType };
  const launch = useQuery({
    queryKey: sessionQueryKey('games.launch', request),
    queryFn: ({ signal }) => api.api.games.launch(request, { signal }),
    // Every opening is a new launch (a new ticket); nothing is kept.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const refused = isApiError(launch.error) && launch.error.code === 'TRIAL_ACCOUNT_REFUSED';

  useEffect(() => {
    if (refused) openPopup('trialRefused');
  }, [refused, openPopup]);
  // The server lists a game as recently played when it launches it.
  useEffect(() => {
    if (launch.data) void refreshSessionReads(queryClient, ['games.recent']);
  }, [launch.data, queryClient]);
  useEffect(() => {
    if (launch.data?.mode !== 'window') return;
    window.open(launch.data.url, '_blank', 'noopener');
    close();
  }, [launch.data, close]);
  useEffect(() => {
    const openDeposit = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== 'portal:open-deposit') return;
      close();
      void navigate(memberPage('depositv2'));
    };
    window.addEventListener('message', openDeposit);
    return () => window.removeEventListener('message', openDeposit);
  }, [close, navigate]);
  // The game moved money; the socket keeps the header current, this covers a dropped socket.
  useEffect(() => () => void refreshSessionReads(queryClient, ['wallet.balance']), [queryClient]);

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
          ref={frame}
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
