import { gameTypes, type GameType } from '@portal/api-contract';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { PageHeader, Select, Skeleton, WinnerBoard, useTranslation } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { usePublicQuery } from '../../api/contractQuery';
import { QueryView } from '../../blocks/QueryView';
import { useCurrency } from '../../app/currency';
import * as screen from '../../blocks/Screen.css';
import * as styles from './Visitor.css';

type WinnerCategory = 'ALL' | GameType;

/** SPEC §9: the winner list asks for 20. */
const WINNER_LIMIT = 20;

function isWinnerCategory(value: string | null): value is WinnerCategory {
  return value === 'ALL' || (gameTypes as readonly (string | null)[]).includes(value);
}

/**
 * The winners list (SPEC §1 "winners board", §9 winner limit 20): the largest wins, of every game
 * or of one category (`?category=`), players' names masked.
 */
export function WinnersPage() {
  const { t } = useTranslation(['nav']);
  const currency = useCurrency();
  const [params, setParams] = useSearchParams();
  const categoryParam = params.get('category');
  const category: WinnerCategory = isWinnerCategory(categoryParam) ? categoryParam : 'ALL';
  const winners = usePublicQuery('games.winners', { gameCategory: category, limitNum: WINNER_LIMIT });
  const options = [
    { value: 'ALL', label: t('visitor.allGames') },
    ...gameTypes.map((type) => ({ value: type, label: t(GAME_CATEGORY_KEYS[type]) })),
  ];
  return (
    <div className={screen.page}>
      <PageHeader title={t('visitor.winnersTitle')} description={t('visitor.winnersIntro')} />
      <Select
        className={styles.filter}
        label={t('visitor.category')}
        options={options}
        value={category}
        onValueChange={(value) => setParams(value === 'ALL' ? {} : { category: value }, { replace: true })}
      />
      <QueryView query={winners} loading={<Skeleton lines={6} />}>
        {(list) =>
          currency === null ? (
            <Skeleton lines={6} />
          ) : (
            <WinnerBoard
              entries={list.map((entry, index) => ({ ...entry, id: String(index), currency }))}
              limit={WINNER_LIMIT}
            />
          )
        }
      </QueryView>
    </div>
  );
}
