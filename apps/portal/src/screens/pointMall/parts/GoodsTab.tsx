import type { PointReward } from '@portal/api-contract';
import { Button, EmptyState, Skeleton, formatAmount, useFormatLocale, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../api/contractQuery';
import { QueryView } from '../../../blocks/QueryView';
import * as styles from '../../../blocks/Screen.css';

export interface GoodsTabProps {
  currency: string;
  /** Opens the redeem dialog; a reward costing more than the member holds says so there. */
  onRedeem: (reward: PointReward) => void;
}

/** The goods of the mall: picture, name, points, stock and bet requirement, and "Redeem". */
export function GoodsTab({ currency, onRedeem }: GoodsTabProps) {
  const { t } = useTranslation('points');
  const locale = useFormatLocale();
  const numbers = new Intl.NumberFormat(locale);
  const rewards = useSessionQuery('points.rewards', undefined);
  return (
    <QueryView
      query={rewards}
      loading={
        <div className={styles.cards}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="block" blockSize="220px" />
          ))}
        </div>
      }
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon="gift" title={t('mall.empty')} />}
    >
      {(list) => (
        <ul className={styles.cards} aria-label={t('tabs.goods')}>
          {list.map((reward) => (
            <li key={reward.rewardId} className={styles.card}>
              <img className={styles.cardImage} src={reward.imageUrl} alt="" />
              <h2 className={styles.cardTitle}>{reward.name}</h2>
              <p className={styles.muted}>
                {t('redeem.pointsRequired')}: {numbers.format(reward.pointsRequired)}
              </p>
              <p className={styles.muted}>
                {reward.quantity > 0
                  ? t('redeem.remaining', { count: reward.quantity })
                  : t('redeem.soldOut')}
              </p>
              {reward.amountRequired > 0 ? (
                <p className={styles.muted}>
                  {t('mall.requirement', { amount: formatAmount(reward.amountRequired, currency, locale) })}
                </p>
              ) : null}
              <Button
                size="sm"
                disabled={reward.quantity === 0}
                aria-label={t('mall.redeemFor', { name: reward.name })}
                onClick={() => onRedeem(reward)}
              >
                {t('redeem.action')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
