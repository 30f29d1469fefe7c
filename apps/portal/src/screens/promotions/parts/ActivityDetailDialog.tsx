import type { Promotion } from '@portal/api-contract';
import { FlowInDialog } from '@portal/flows';
import { Button, Dialog, formatDateTime, StatusPill, useTranslation } from '@portal/ui';
import { useState } from 'react';
import { usePopups } from '../../../app/popups';
import { ClaimAction } from '../../../blocks/ClaimAction';
import { activityStatusOf } from '../../shared/status';
import { ActivityApply } from './ActivityApply';
import { activityActionOf } from './activityActions';
import * as styles from './activities.css';

export interface ActivityDetailDialogProps {
  promotion: Promotion;
  onClose: () => void;
  /** Whether a member is signed in: a visitor is asked to log in before applying. */
  member: boolean;
  /** The wallet's currency, for the amount a claim credits; no claim is offered without it. */
  currency: string | undefined;
  /** Claims are made here (the promotions page) or beside the activity (the reward centre). */
  claimHere: boolean;
  /** Opens on the application form (the reward centre's "Apply"). */
  startApplying?: boolean;
}

/**
 * One activity: its status, period and the back office's rules (sanitised), with what the member
 * can do in that status. The action is taken from the status the dialog opened with, so a claim's
 * or an application's outcome stays in view after the lists are refreshed.
 */
export function ActivityDetailDialog({
  promotion,
  onClose,
  member,
  currency,
  claimHere,
  startApplying = false,
}: ActivityDetailDialogProps) {
  const { t } = useTranslation('portal');
  const { openPopup } = usePopups();
  const [action] = useState(() => activityActionOf(promotion));
  const [applying, setApplying] = useState(startApplying && member);
  const period = promotion.endsAt
    ? t('activities.detail.period', {
        start: formatDateTime(promotion.startsAt),
        end: formatDateTime(promotion.endsAt),
      })
    : t('activities.detail.periodOpen', { start: formatDateTime(promotion.startsAt) });

  const apply = () => {
    if (member) setApplying(true);
    else {
      onClose();
      openPopup('login', { reason: 'NOT_LOGGED_IN' });
    }
  };

  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={promotion.title} size="md">
        <div className={styles.detail} data-activity-detail={promotion.promotionId}>
          <div className={styles.detailMeta}>
            <StatusPill kind="activity" status={activityStatusOf(promotion.status)} />
            <span>{period}</span>
          </div>
          <img className={styles.detailImage} src={promotion.imageUrl} alt="" />
          {/* The back office's rich HTML, which the server has sanitised (richHtmlSchema). */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: promotion.content }} />
          {action.kind === 'apply' && applying ? (
            <FlowInDialog>
              <ActivityApply promotion={promotion} form={action.form} />
            </FlowInDialog>
          ) : null}
          {action.kind === 'apply' && !applying ? (
            <Button onClick={apply}>{t('activities.actions.join')}</Button>
          ) : null}
          {action.kind === 'claim' && claimHere && member && currency ? (
            <ClaimAction
              target={action.target}
              label={t(
                action.target.kind === 'raffle' ? 'activities.actions.raffle' : 'activities.actions.claim',
              )}
              currency={currency}
              reads={['promotions.mine']}
            />
          ) : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
