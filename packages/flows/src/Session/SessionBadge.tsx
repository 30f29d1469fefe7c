import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type sessionMachine } from '@portal/machines';
import { BusyStatus, Button, ConfirmDialog, Icon, Notice, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';
import * as local from './SessionBadge.css';

export interface SessionBadgeProps {
  actorRef: ActorRefFrom<typeof sessionMachine>;
  onLogin?: () => void;
  onRegister?: () => void;
  /** Where the logout is asked from: an agent leaving the agent centre goes back to /agent. */
  from?: 'portal' | 'agentCenter';
}

/** Who is using the portal: guest actions, or the account with its kind, unread count and a confirmed logout. */
export function SessionBadge({ actorRef, onLogin, onRegister, from = 'portal' }: SessionBadgeProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      presence:
        snapshot.matches('guest') || snapshot.matches('restoring')
          ? ('guest' as const)
          : snapshot.matches('signedIn')
            ? ('signedIn' as const)
            : ('leaving' as const),
      kind: snapshot.matches({ signedIn: { kind: 'agent' } })
        ? ('agent' as const)
        : snapshot.matches({ signedIn: { kind: 'trial' } })
          ? ('trial' as const)
          : ('member' as const),
      loadingData: snapshot.matches({ signedIn: { data: 'loading' } }),
      confirmingLogout: snapshot.matches({ signedIn: { logout: 'confirmingLogout' } }),
      endReason: snapshot.context.endReason,
      member: snapshot.context.member,
      unread: snapshot.context.data?.unreadMessages ?? null,
    }),
    shallowEqual,
  );

  if (view.presence === 'guest') {
    return (
      <div className={styles.form}>
        {view.endReason ? <Notice tone="danger">{translateError(t, view.endReason)}</Notice> : null}
        <div className={local.bar}>
          <span className={styles.text}>{t('session.guest')}</span>
          <Button size="sm" onClick={onLogin}>
            {t('login.title')}
          </Button>
          <Button size="sm" variant="outline" onClick={onRegister}>
            {t('register.title')}
          </Button>
        </div>
      </div>
    );
  }
  if (view.presence !== 'signedIn') return <BusyStatus>{t('session.loggingOut')}</BusyStatus>;

  const { kind, unread } = view;
  return (
    <div className={styles.form}>
      <div className={local.bar}>
        <Icon name="user" />
        <span>{t('session.signedInAs', { name: view.member?.nickname ?? view.member?.account ?? '' })}</span>
        <span className={local.kind}>{t(`session.${kind}`)}</span>
        {unread !== null && unread > 0 ? (
          <span className={local.unread}>{t('session.unread', { count: unread })}</span>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          iconStart="logout"
          onClick={() => actorRef.send({ type: 'LOGOUT', from })}
        >
          {t('logout.label')}
        </Button>
      </div>
      {view.loadingData ? <BusyStatus>{t('session.loading')}</BusyStatus> : null}
      {/* SPEC §2/§8: sign out asks first (prompt title, sure-to-logout text, cancel, confirm). */}
      <ConfirmDialog
        open={view.confirmingLogout}
        title={t('logout.promptTitle')}
        description={t('logout.message')}
        cancelLabel={t('logout.cancel')}
        confirmLabel={t('logout.confirm')}
        onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
        onOpenChange={(open) => {
          if (!open) actorRef.send({ type: 'CANCEL' });
        }}
      />
    </div>
  );
}
