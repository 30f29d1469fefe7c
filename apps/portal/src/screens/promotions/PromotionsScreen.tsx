import { EmptyState, PageHeader, Skeleton, StatusPill } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { usePortalEnvironment } from '../../app/environment';
import { usePortalQuery } from '../../api/queries';
import { QueryView } from '../shared/QueryView';
import { activityStatusOf } from '../shared/status';
import * as styles from '../shared/Screen.css';

/** Promotions (SPEC §2): the open promotion list with each activity's status. */
export default function PromotionsScreen() {
  const { t } = useTranslation('nav');
  const { t: tp } = useTranslation('portal');
  const { api } = usePortalEnvironment();
  const promotions = usePortalQuery({
    queryKey: ['promotions.list'],
    queryFn: () => api.api.promotions.list(),
  });
  return (
    <div className={styles.page}>
      <PageHeader title={t('routes.promotions')} />
      <QueryView
        query={promotions}
        loading={
          <div className={styles.cards}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} shape="block" blockSize="220px" />
            ))}
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="gift" title={tp('promotions.empty')} />}
      >
        {(list) => (
          <ul className={styles.cards}>
            {list.map((promotion) => (
              <li key={promotion.promotionId} className={styles.card}>
                <img className={styles.cardImage} src={promotion.imageUrl} alt="" />
                <h2 className={styles.cardTitle}>{promotion.title}</h2>
                <StatusPill kind="activity" status={activityStatusOf(promotion.status)} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
