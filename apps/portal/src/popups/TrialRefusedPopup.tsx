import { AlertDialog, useTranslation } from '@portal/ui';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupRendererProps } from '../app/popups';

/** SPEC §6/§8: a trial account is refused real games with the real-account message and its OK. */
export function TrialRefusedPopup({ close }: PopupRendererProps<'trialRefused'>) {
  const { t } = useTranslation(['status', 'portal']);
  const { still } = usePortalEnvironment();
  return (
    <AlertDialog
      open
      tone="info"
      title={t('portal:popups.trialRefusedTitle')}
      description={t('status:in_need_true_account')}
      actionLabel={t('status:in_increase_submit')}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      {...(still ? { openDelayMs: 0 } : {})}
    />
  );
}
