import { Dialog, useTranslation } from '@portal/ui';
import { ClaimAction } from '../../blocks/ClaimAction';
import * as screen from '../../blocks/Screen.css';
import * as styles from './RedEnvelope.css';

/**
 * Opens one envelope: the claim credits its amount and says so; the status, balance and counts
 * are fetched again, so the entry leaves once none remain (after the dialog is closed).
 */
export function RedEnvelopeDialog({
  open,
  onOpenChange,
  remaining,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  remaining: number;
  currency: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={t('redEnvelope.title')}
        description={
          remaining > 0 ? t('redEnvelope.remaining', { count: remaining }) : t('redEnvelope.noneLeft')
        }
        size="sm"
      >
        <div className={styles.dialogBody}>
          <p className={screen.muted}>{t('redEnvelope.hint')}</p>
          <ClaimAction
            target={{ kind: 'redEnvelope' }}
            label={t('redEnvelope.open')}
            currency={currency}
            reads={['redEnvelope.status']}
          />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
