import { EmptyState, PageHeader, Skeleton, StatCard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { usePortalQuery } from '../../api/queries';
import { usePortalEnvironment } from '../../app/environment';
import { QueryView } from '../shared/QueryView';
import * as styles from '../shared/Screen.css';

/** Points mall (SPEC §2): the points balance and the goods that can be redeemed. */
export default function PointMallScreen() {
  const { t } = useTranslation('points');
  const { api } = usePortalEnvironment();
  const balance = usePortalQuery({
    queryKey: ['session', 'points.balance'],
    queryFn: () => api.api.points.balance(),
  });
  const rewards = usePortalQuery({
    queryKey: ['session', 'points.rewards'],
    queryFn: () => api.api.points.rewards(),
  });
  return (
    <div className={styles.page}>
      <PageHeader title={t('mall.title')} description={t('mall.noExpiry')} />
      <QueryView query={balance} loading={<Skeleton shape="block" blockSize="96px" inlineSize="240px" />}>
        {(points) => (
          <div className={styles.stats}>
            <StatCard label={t('mall.balance')} value={points.points} icon="star" />
          </div>
        )}
      </QueryView>
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
          <ul className={styles.cards}>
            {list.map((reward) => (
              <li key={reward.rewardId} className={styles.card}>
                <img className={styles.cardImage} src={reward.imageUrl} alt="" />
                <h2 className={styles.cardTitle}>{reward.name}</h2>
                <p className={styles.muted}>
                  {t('redeem.pointsRequired')}: {reward.pointsRequired}
                </p>
                <p className={styles.muted}>
                  {reward.quantity > 0
                    ? t('redeem.remaining', { count: reward.quantity })
                    : t('redeem.soldOut')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
