import {
  realityCheckIntervals,
  type PlayBreakFeatures,
  type PlayBreakKind,
  type RealityCheckInterval,
} from '@portal/api-contract';
import { PlayBreakForm, type PlayBreakFrameProps } from '@portal/flows';
import { playBreakMachine } from '@portal/machines';
import { translateError } from '@portal/i18n';
import { Button, Notice, RadioGroup, Skeleton, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSessionMutation, useSessionQuery } from '../../../../api/contractQuery';
import { useSession } from '../../../../app/session';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import * as styles from '../../parts/SecuritySection.css';
import { SecuritySection } from '../../parts/SecuritySection';
import { useFlowActors } from '../../../../app/flowActors';

/** How long the "break started" notice stays before the portal signs out (the server already has). */
export const SIGN_OUT_AFTER_BREAK_MS = 4_000;

/** Settings that cannot be read leave every part in place (the server still refuses one that is off). */
const everyFeature: PlayBreakFeatures = { realityCheck: true, timeOut: true, selfExclusion: true };

/**
 * Take a break (member centre, responsible gaming): the reality-check interval, and a time-out or
 * self-exclusion confirmed with the password; a part the white label turns off is not shown.
 */
export function TakeABreakPage(_props: MemberPageProps) {
  const { t } = useTranslation('account');
  const settings = useSessionQuery('playBreaks.settings', undefined);
  // The breaks wait for the answer, so one the white label turned off never flashes up.
  const features = settings.data?.features ?? (settings.isError ? everyFeature : null);
  const kinds = [
    ...(features?.timeOut ? (['TIME_OUT'] as const) : []),
    ...(features?.selfExclusion ? (['SELF_EXCLUSION'] as const) : []),
  ];
  return (
    <div className={screen.panel} data-take-a-break="">
      <p className={screen.muted}>{t('playBreaks.intro')}</p>
      {features?.realityCheck !== false ? (
        <SecuritySection title={t('playBreaks.realityCheck.title')} name="realityCheck">
          <QueryView query={settings} loading={<Skeleton shape="block" blockSize="120px" />} headingLevel={4}>
            {({ realityCheckMinutes }) => <RealityCheckSetting saved={realityCheckMinutes} />}
          </QueryView>
        </SecuritySection>
      ) : null}
      {kinds.length > 0 ? <PlayBreakHost kinds={kinds} /> : null}
    </div>
  );
}

function RealityCheckSetting({ saved }: { saved: RealityCheckInterval }) {
  const { t } = useTranslation(['account', 'errors']);
  const [minutes, setMinutes] = useState<RealityCheckInterval>(saved);
  const save = useSessionMutation('playBreaks.setRealityCheck', { invalidates: ['playBreaks.settings'] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ realityCheckMinutes: minutes });
  };
  return (
    <>
      <p className={screen.muted}>{t('playBreaks.realityCheck.hint')}</p>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('playBreaks.realityCheck.title')}
        className={styles.form}
      >
        <RadioGroup
          name="realityCheckMinutes"
          legend={t('playBreaks.realityCheck.interval')}
          orientation="horizontal"
          options={realityCheckIntervals.map((value) => ({
            value: String(value),
            label: t(`playBreaks.realityCheck.options.${value}`),
          }))}
          value={String(minutes)}
          onValueChange={(value) => {
            save.reset();
            setMinutes(Number(value) as RealityCheckInterval);
          }}
        />
        {save.isSuccess ? <Notice tone="success">{t('playBreaks.realityCheck.saved')}</Notice> : null}
        {save.isError ? (
          <Notice tone="danger">
            {translateError(t, (save.error as { code?: string }).code ?? 'UNKNOWN')}
          </Notice>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('playBreaks.realityCheck.save')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** Hosts the break machine; once a break has started the portal signs out (every session has ended). */
function PlayBreakHost({ kinds }: { kinds: readonly PlayBreakKind[] }) {
  const actors = useFlowActors();
  const session = useSession();
  const actorRef = useActorRef(playBreakMachine.provide(actors.playBreak));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = actorRef.on('started', () => {
      timer = setTimeout(() => {
        session.logout('portal');
        session.confirmLogout();
      }, SIGN_OUT_AFTER_BREAK_MS);
    });
    return () => {
      started.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [actorRef, session]);
  return <PlayBreakForm actorRef={actorRef} frame={BreakCard} kinds={kinds} />;
}

const cardNames = { TIME_OUT: 'timeOut', SELF_EXCLUSION: 'selfExclusion', started: 'breakStarted' } as const;

/** Each break as a card of its own, like every other section of the member centre. */
function BreakCard({ part, title, children }: PlayBreakFrameProps) {
  return (
    <SecuritySection title={title} name={cardNames[part]}>
      {children}
    </SecuritySection>
  );
}
