import { Skeleton, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import { InviteShare } from '../../../../shared/InviteShare';

/** The agent's invite link (as a QR code too) and referral code: who registers with them joins the team. */
export function InviteLinkSection() {
  const { t } = useTranslation('agent');
  const invite = useSessionQuery('agent.inviteLink', undefined);
  return (
    <section className={screen.panel} aria-labelledby="invite-heading">
      <h3 id="invite-heading" className={screen.sectionHeading}>
        {t('registerCenter.inviteTitle')}
      </h3>
      <QueryView query={invite} headingLevel={4} loading={<Skeleton shape="block" blockSize="176px" />}>
        {(link) => (
          <InviteShare
            url={link.inviteUrl}
            code={link.referralCode}
            labels={{
              qrCode: t('registerCenter.qrCode'),
              hint: t('registerCenter.inviteHint'),
              link: t('registerCenter.inviteLink'),
              copyLink: t('registerCenter.copyLink'),
              code: t('registerCenter.inviteCode'),
              copyCode: t('registerCenter.copyCode'),
            }}
          >
            <p className={screen.muted}>{t('registerCenter.invitedCount', { count: link.invitedCount })}</p>
          </InviteShare>
        )}
      </QueryView>
    </section>
  );
}
