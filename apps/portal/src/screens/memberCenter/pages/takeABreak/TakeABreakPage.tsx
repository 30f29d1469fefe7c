import { realityCheckIntervals, type RealityCheckInterval } from '@portal/api-contract';
import { PlayBreakForm } from '@portal/flows';
import { playBreakMachine } from '@portal/machines';
import { translateError } from '@portal/i18n';
import { Button, Notice, RadioGroup, Skeleton } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionMutation, useSessionQuery } from '../../../../api/contractQuery';
import { usePortalEnvironment } from '../../../../app/environment';
import { useSession } from '../../../../app/session';
import { QueryView } from '../../../shared/QueryView';
import * as screen from '../../../shared/Screen.css';
import type { MemberPageProps } from '../../memberPages';

/** How long the "break started" notice stays before the portal signs out (the server already has). */
export const SIGN_OUT_AFTER_BREAK_MS = 4_000;

/**
 * Take a break (member centre, responsible gaming): the reality-check interval, and a time-out or
 * self-exclusion confirmed with the password.
 */
export function TakeABreakPage(_props: MemberPageProps) {
  const { t } = useTranslation('account');
  const settings = useSessionQuery('playBreaks.settings', undefined);
  return (
    <div className={screen.panel} data-take-a-break="">
      <p>{t('playBreaks.intro')}</p>
      <section aria-labelledby="reality-check-title" className={screen.panel}>
        <h2 id="reality-check-title">{t('playBreaks.realityCheck.title')}</h2>
        <QueryView query={settings} loading={<Skeleton shape="block" blockSize="120px" />}>
          {({ realityCheckMinutes }) => <RealityCheckSetting saved={realityCheckMinutes} />}
        </QueryView>
      </section>
      <PlayBreakHost />
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
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('playBreaks.realityCheck.title')}
      className={screen.panel}
    >
      <p>{t('playBreaks.realityCheck.hint')}</p>
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
  );
}

/** Hosts the break machine; once a break has started the portal signs out (every session has ended). */
function PlayBreakHost() {
  const { actors } = usePortalEnvironment();
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
  return <PlayBreakForm actorRef={actorRef} />;
}
