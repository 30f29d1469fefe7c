import { Skeleton, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { DeferredQRCode } from '../../../../../shell/DeferredQRCode';
import { CopyField } from '../../../../shared/CopyField';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import * as styles from '../RegisterCenter.css';

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
          <div className={styles.invite}>
            <DeferredQRCode value={link.inviteUrl} label={t('registerCenter.qrCode')} size="sm" />
            <div className={styles.fields}>
              <p className={screen.muted}>{t('registerCenter.inviteHint')}</p>
              <CopyField
                label={t('registerCenter.inviteLink')}
                value={link.inviteUrl}
                copyLabel={t('registerCenter.copyLink')}
              />
              <CopyField
                label={t('registerCenter.inviteCode')}
                value={link.referralCode}
                copyLabel={t('registerCenter.copyCode')}
              />
              <p className={screen.muted}>{t('registerCenter.invitedCount', { count: link.invitedCount })}</p>
            </div>
          </div>
        )}
      </QueryView>
    </section>
  );
}
