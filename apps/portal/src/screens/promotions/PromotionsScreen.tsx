import type { Promotion } from '@portal/api-contract';
import { Button, EmptyState, PageHeader, Skeleton, StatusPill, useTranslation } from '@portal/ui';
import { useState } from 'react';
import { usePublicQuery, useSessionQuery } from '../../api/contractQuery';
import { useBalance } from '../../api/wallet';
import { useSession } from '../../app/session';
import { QueryView } from '../../blocks/QueryView';
import { activityStatusOf } from '../shared/status';
import * as styles from '../../blocks/Screen.css';
import { ActivityDetail } from './parts/ActivityDetail';
import * as activityStyles from './parts/activities.css';

/**
 * Promotions (SPEC §2): every activity with its status (a member's own, a visitor's "Join"), and
 * one activity's rules and action (apply, claim, draw) in its detail.
 */
export default function PromotionsScreen() {
  const { t } = useTranslation(['nav', 'portal']);
  const { view } = useSession();
  const member = view.kind === 'member' || view.kind === 'agent';
  const visitor = view.kind === 'guest' || view.kind === 'trial';
  const open = usePublicQuery('promotions.list', {}, { enabled: visitor });
  const mine = useSessionQuery('promotions.mine', undefined, { enabled: member });
  const balance = useBalance(member);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const promotions = member ? mine : open;
  const selected = promotions.data?.find((promotion) => promotion.promotionId === selectedId);

  return (
    // Names the page's content (its visual references are shot from here).
    <div className={styles.page} data-promotions="">
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
        empty={<EmptyState icon="gift" title={t('portal:promotions.empty')} />}
      >
        {(list) => (
          <ul className={styles.cards} aria-label={t('routes.promotions')}>
            {list.map((promotion) => (
              <PromotionCard
                key={promotion.promotionId}
                promotion={promotion}
                onOpen={() => setSelectedId(promotion.promotionId)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {selected ? (
        <ActivityDetail
          key={selected.promotionId}
          promotion={selected}
          onClose={() => setSelectedId(null)}
          member={member}
          currency={balance.data?.currency}
          claimHere
        />
      ) : null}
    </div>
  );
}

function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <li className={styles.card} data-activity={promotion.promotionId}>
      <img className={styles.cardImage} src={promotion.imageUrl} alt="" />
      <h2 className={styles.cardTitle}>{promotion.title}</h2>
      <div className={activityStyles.cardActions}>
        <StatusPill kind="activity" status={activityStatusOf(promotion.status)} />
        <Button
          size="sm"
          variant="outline"
          onClick={onOpen}
          aria-label={t('activities.detail.open', { title: promotion.title })}
        >
          {t('activities.actions.details')}
        </Button>
      </div>
    </li>
  );
}
