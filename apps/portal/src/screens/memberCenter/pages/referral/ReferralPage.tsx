import { Amount, EmptyState, Skeleton, StatCard, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { useConsolidated } from '../../../../api/member';
import { useSession } from '../../../../app/session';
import { canInviteFriends } from '../../../../shell/shellData';
import { InviteShare } from '../../../shared/InviteShare';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';

/** Shown where inviting is not open to the person (SPEC §2: agents, or members when the promotion is on). */
function ReferralUnavailable() {
  const { t } = useTranslation('portal');
  return (
    <EmptyState
      icon="send"
      title={t('referral.unavailable.title')}
      description={t('referral.unavailable.description')}
    />
  );
}

/** The invite link as a QR code, the link and code to copy, and what inviting has brought so far. */
function ReferralDetails({ currency }: MemberPageProps) {
  const { t } = useTranslation('portal');
  const referral = useSessionQuery('promotions.referral', undefined);
  return (
    <QueryView query={referral} headingLevel={3} loading={<Skeleton shape="block" blockSize="240px" />}>
      {(info) =>
        info.enabled ? (
          <div className={screen.panel}>
            <div className={screen.stats}>
              <StatCard label={t('referral.invitedCount')} value={info.invitedCount} icon="user" />
              <StatCard
                label={t('referral.rewardTotal')}
                value={<Amount minor={info.rewardTotal} currency={currency} />}
                icon="gift"
              />
            </div>
            <section className={screen.panel} aria-labelledby="referral-invite-heading">
              <h3 id="referral-invite-heading" className={screen.sectionHeading}>
                {t('referral.inviteTitle')}
              </h3>
              <InviteShare
                url={info.inviteUrl}
                code={info.referralCode}
                labels={{
                  qrCode: t('referral.qrCode'),
                  hint: t('referral.inviteHint'),
                  link: t('referral.inviteLink'),
                  copyLink: t('referral.copyLink'),
                  code: t('referral.referralCode'),
                  copyCode: t('referral.copyCode'),
                }}
              />
            </section>
          </div>
        ) : (
          <ReferralUnavailable />
        )
      }
    </QueryView>
  );
}

/** Invite friends (SPEC §2 referral): the link, code and QR code to share, the friends and rewards. */
export function ReferralPage({ currency }: MemberPageProps) {
  const { view } = useSession();
  const consolidated = useConsolidated(view.kind === 'member');
  if (view.kind === 'agent') return <ReferralDetails currency={currency} />;
  if (view.kind !== 'member') return <ReferralUnavailable />;
  return (
    <QueryView query={consolidated} headingLevel={3} loading={<Skeleton shape="block" blockSize="240px" />}>
      {({ publicState }) =>
        canInviteFriends(view, publicState) ? (
          <ReferralDetails currency={currency} />
        ) : (
          <ReferralUnavailable />
        )
      }
    </QueryView>
  );
}
