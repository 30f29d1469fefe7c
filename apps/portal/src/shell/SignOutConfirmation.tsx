import { ConfirmDialog, useTranslation } from '@portal/ui';
import { useSignOut } from '../app/popups';

/** SPEC §2/§8: sign out asks first (title, sure-to-logout text, cancel, confirm); the session machine holds the question. */
export function SignOutConfirmation() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  return (
    <ConfirmDialog
      open
      title={t('logout.promptTitle')}
      description={t('logout.message')}
      cancelLabel={t('logout.cancel')}
      confirmLabel={t('logout.confirm')}
      onConfirm={signOut.confirm}
      onOpenChange={(open) => {
        if (!open) signOut.cancel();
      }}
    />
  );
}
