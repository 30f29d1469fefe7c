import type { Promotion } from '@portal/api-contract';
import { Button, EmptyState, Notice, Skeleton, StatusPill, useTranslation } from '@portal/ui';
import { useState } from 'react';
import { useSessionQuery } from '../../../../api/contractQuery';
import { useLinkProps } from '../../../../routes/links';
import { ActivityDetail } from '../../../promotions/parts/ActivityDetail';
import { activityActionOf, byUrgency } from '../../../promotions/parts/activityActions';
import * as activityStyles from '../../../promotions/parts/activities.css';
import { ClaimAction } from '../../../../blocks/ClaimAction';
import { QueryView } from '../../../../blocks/QueryView';
import { activityStatusOf } from '../../../shared/status';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';

type Opened = { promotionId: string; applying: boolean };

/**
 * Reward centre (rewardCenter): the member's activities, rewards to claim first, each with its
 * status; a reward is claimed in place, an activity to join opens its application.
 */
export function RewardCenterPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('portal');
  const mine = useSessionQuery('promotions.mine', undefined);
  const allPromotions = useLinkProps('/promotions');
  const [opened, setOpened] = useState<Opened | null>(null);
  // A claim stays in view once paid (the refreshed list says CLAIMED): its button shows the credit.
  const [claimableHere, setClaimableHere] = useState<ReadonlySet<string>>(new Set());
  const newlyClaimable = (mine.data ?? [])
    .filter((promotion) => promotion.status === 'CLAIM' && !claimableHere.has(promotion.promotionId))
    .map((promotion) => promotion.promotionId);
  if (newlyClaimable.length > 0) setClaimableHere(new Set([...claimableHere, ...newlyClaimable]));
  const openedPromotion = mine.data?.find((promotion) => promotion.promotionId === opened?.promotionId);

  return (
    <div className={screen.panel}>
      <QueryView
        query={mine}
        loading={<Skeleton shape="block" blockSize="240px" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="gift" title={t('activities.rewardCenter.empty')} />}
      >
        {(list) => {
          const claimable = list.filter((promotion) => promotion.status === 'CLAIM').length;
          return (
            <>
              <Notice tone={claimable > 0 ? 'success' : 'info'}>
                {claimable > 0
                  ? t('activities.rewardCenter.claimable', { count: claimable })
                  : t('activities.rewardCenter.nothingToClaim')}
              </Notice>
              <ul className={screen.cards} aria-label={t('activities.rewardCenter.list')}>
                {byUrgency(list).map((promotion) => (
                  <RewardItem
                    key={promotion.promotionId}
                    promotion={promotion}
                    currency={currency}
                    keepClaim={claimableHere.has(promotion.promotionId)}
                    onOpen={(applying) => setOpened({ promotionId: promotion.promotionId, applying })}
                  />
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
      <a {...allPromotions}>{t('activities.rewardCenter.allPromotions')}</a>
      {openedPromotion && opened ? (
        <ActivityDetail
          key={opened.promotionId}
          promotion={openedPromotion}
          onClose={() => setOpened(null)}
          member
          currency={currency}
          claimHere={false}
          startApplying={opened.applying}
        />
      ) : null}
    </div>
  );
}

interface RewardItemProps {
  promotion: Promotion;
  currency: string;
  /** The reward was claimable on this page: its claim stays, showing what was credited. */
  keepClaim: boolean;
  onOpen: (applying: boolean) => void;
}

function RewardItem({ promotion, currency, keepClaim, onOpen }: RewardItemProps) {
  const { t } = useTranslation('portal');
  const action = activityActionOf(promotion);
  const raffle = promotion.category === 'RAFFLE';
  return (
    <li className={screen.card} data-activity={promotion.promotionId}>
      <h3 className={screen.cardTitle}>{promotion.title}</h3>
      <div className={activityStyles.cardActions}>
        <StatusPill kind="activity" status={activityStatusOf(promotion.status)} />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onOpen(false)}
          aria-label={t('activities.detail.open', { title: promotion.title })}
        >
          {t('activities.actions.details')}
        </Button>
      </div>
      {action.kind === 'apply' ? (
        <Button size="sm" onClick={() => onOpen(true)}>
          {t('activities.actions.join')}
        </Button>
      ) : null}
      {action.kind === 'claim' || (keepClaim && promotion.status === 'CLAIMED') ? (
        <ClaimAction
          target={
            raffle
              ? { kind: 'raffle', promotionId: promotion.promotionId }
              : { kind: 'promotion', promotionId: promotion.promotionId }
          }
          label={t(raffle ? 'activities.actions.raffle' : 'activities.actions.claim')}
          currency={currency}
          reads={['promotions.mine']}
          fullWidth
          size="sm"
        />
      ) : null}
    </li>
  );
}
