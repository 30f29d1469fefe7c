import type { AccessRefusal } from '@portal/machines';
import { Button, Notice, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';

/** The words for each refusal of the session machine (SPEC §6, §8): message, then the button. */
export const ACCESS_REFUSAL_KEYS = {
  loginRequired: { message: 'errors:NOT_LOGGED_IN', action: 'common:actions.ok' },
  realAccountRequired: { message: 'status:in_need_true_account', action: 'status:in_increase_submit' },
  agentsOnly: { message: 'errors:NON_AGENT_LOGIN', action: 'common:actions.ok' },
} as const satisfies Record<AccessRefusal, { message: string; action: string }>;

export interface AccessRefusalNoticeProps {
  /** The `reason` of the session machine's `accessRefused` event. */
  reason: AccessRefusal;
  onAcknowledge: () => void;
}

/** Why an area is closed to this visitor, with the one button that acknowledges it. */
export function AccessRefusalNotice({ reason, onAcknowledge }: AccessRefusalNoticeProps) {
  const { t } = useTranslation(['status', 'errors', 'common']);
  const keys = ACCESS_REFUSAL_KEYS[reason];
  return (
    <div className={styles.form}>
      <Notice tone="warning">{t(keys.message)}</Notice>
      <div className={styles.actions}>
        <Button onClick={onAcknowledge}>{t(keys.action)}</Button>
      </div>
    </div>
  );
}
