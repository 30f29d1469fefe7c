import type { PrizeMode } from '@portal/api-contract';
import { Button, EmptyState, PageHeader, Skeleton, VendorTile, useTranslation } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { usePublicQuery, useSessionQuery } from '../../api/contractQuery';
import { useLaunchGame } from '../../app/popups';
import type { ScreenProps } from '../../routes/table';
import { QueryView } from '../../blocks/QueryView';
import * as styles from '../../blocks/Screen.css';

/** Which lottery games each page lists; the VN page lists every prize mode. */
export const lotteryPrizeModes: Readonly<Record<string, PrizeMode | undefined>> = {
  lottery: 'LOTT',
  seaLottery: 'SEA',
  vnLottery: undefined,
};

function Draws({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('portal');
  const draws = useSessionQuery('games.lottoOpenedNumbers', { gameCode });
  return (
    <section aria-labelledby="lottery-draws" className={styles.panel}>
      <h2 id="lottery-draws" className={styles.cardTitle}>
        {t('lottery.draws')}
      </h2>
      <QueryView
        query={draws}
        loading={<Skeleton lines={3} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="receipt" title={t('lottery.noDraws')} headingLevel={3} />}
        headingLevel={3}
      >
        {(list) => (
          <ol className={styles.draws}>
            {list.map((draw) => (
              <li key={draw.issueNo} className={styles.card}>
                <span className={styles.muted}>{t('lottery.issue', { issue: draw.issueNo })}</span>
                <span className={styles.numbers}>
                  {draw.numbers.map((number, index) => (
                    <span key={index}>{number}</span>
                  ))}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

/**
 * Lottery pages (SPEC §2): /lottery, /seaLottery, /vnLottery; `?gameCode=` picks a game's results,
 * and each game's play button opens it in the game popup.
 */
export default function LotteryScreen({ route }: ScreenProps) {
  const { t } = useTranslation(['nav', 'portal']);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode') ?? undefined;
  const prizeMode = lotteryPrizeModes[route.name];
  const launch = useLaunchGame();
  const games = usePublicQuery('games.lotteryMenu', prizeMode ? { prizeMode } : {});
  return (
    <div className={styles.page}>
      <PageHeader title={t(`routes.${route.name}` as 'routes.lottery')} />
      <QueryView
        query={games}
        loading={<Skeleton shape="block" blockSize="120px" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="star" title={t('portal:lottery.empty')} />}
      >
        {(list) => (
          <ul className={styles.cards} aria-label={t('portal:lottery.games')}>
            {list.map((game) => (
              <li key={game.gameCode} className={styles.tileWithAction}>
                <VendorTile
                  name={game.gameName}
                  logoUrl={game.iconUrl}
                  selected={game.gameCode === gameCode}
                  onSelect={() => setParams({ gameCode: game.gameCode }, { replace: true })}
                />
                <Button
                  size="sm"
                  iconStart="play"
                  aria-label={t('portal:visitor.lottery.playGame', { game: game.gameName })}
                  onClick={() => launch(game)}
                >
                  {t('portal:visitor.lottery.play')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {gameCode ? <Draws gameCode={gameCode} /> : null}
    </div>
  );
}
