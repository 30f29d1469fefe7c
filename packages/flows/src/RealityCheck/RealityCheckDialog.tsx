import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from '@portal/machines';
import { Amount, Button, Dialog, Notice, StatCard, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { timePlayed } from './timePlayed';

export interface RealityCheckDialogProps {
  actorRef: ActorRefFrom<typeof realityCheckMachine>;
  /** ISO 4217 code of the merchant's currency. */
  currency: string;
  /** When this login session began (ms), as the server recorded it: the time played counts from it. */
  sessionStartedAt: number;
}

/**
 * The reality check: time played, amount wagered and net result of this session, with Continue,
 * Take a break and Log out. A modal alert above everything (the game popup included) that takes
 * focus and is only closed by one of its answers.
 */
export function RealityCheckDialog({ actorRef, currency, sessionStartedAt }: RealityCheckDialogProps) {
  const { t } = useTranslation('account');
  const { shown, context } = useSelector(actorRef, (snapshot) => ({
    shown: snapshot.matches('shown'),
    context: snapshot.context,
  }));
  const { summary } = context;
  // Counted on this device's clock from the server's login time: the moment the check came due.
  const played = timePlayed(t, sessionStartedAt, context.now);
  return (
    <Dialog.Root open={shown} openDelayMs={0}>
      <Dialog.Content
        title={t('playBreaks.realityCheck.dialogTitle')}
        description={t('playBreaks.realityCheck.dialogIntro')}
        size="sm"
        draggable={false}
        closeOnEscape={false}
        showCloseButton={false}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => actorRef.send({ type: 'LOG_OUT' })}>
              {t('playBreaks.realityCheck.logOut')}
            </Button>
            <Button variant="secondary" onClick={() => actorRef.send({ type: 'TAKE_BREAK' })}>
              {t('playBreaks.realityCheck.takeBreak')}
            </Button>
            <Button onClick={() => actorRef.send({ type: 'CONTINUE' })}>
              {t('playBreaks.realityCheck.continue')}
            </Button>
          </div>
        }
      >
        <div className={styles.form} data-reality-check="">
          <StatCard label={t('playBreaks.realityCheck.timePlayed')} value={played} />
          {summary ? (
            <>
              <StatCard
                label={t('playBreaks.realityCheck.wagered')}
                value={<Amount minor={summary.wagered} currency={currency} />}
              />
              <StatCard
                label={t('playBreaks.realityCheck.net')}
                value={<Amount minor={summary.netResult} currency={currency} showSign />}
              />
            </>
          ) : (
            <Notice tone="warning">{t('playBreaks.realityCheck.summaryFailed')}</Notice>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
