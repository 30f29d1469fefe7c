import type { MemberProfile } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { toFailure } from '@portal/machines';
import { Avatar, Notice, useTranslation } from '@portal/ui';
import { useSessionMutation } from '../../../../../../api/contractQuery';
import * as screen from '../../../../../../blocks/Screen.css';
import * as styles from './ProfileSection.css';

/** The avatars the server offers, the member's own marked; a press sets it (member.updateIcon). */
export function AvatarPicker({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(['portal', 'errors']);
  const { t: ta } = useTranslation('portal', { keyPrefix: 'member.profile.avatar' });
  const pick = useSessionMutation('member.updateIcon', { invalidates: ['member.profile', 'member.info'] });
  return (
    <div role="group" aria-label={ta('title')} className={styles.form}>
      <p className={screen.muted}>{ta('hint')}</p>
      <ul className={styles.avatars}>
        {profile.avatars.map(({ iconId, url }) => {
          const name = ta('option', { number: iconId });
          return (
            <li key={iconId}>
              <button
                type="button"
                className={styles.avatarOption}
                aria-pressed={profile.iconUrl === url}
                aria-label={name}
                disabled={pick.isPending}
                onClick={() => pick.mutate({ imageId: iconId })}
              >
                <Avatar name={name} src={url} alt="" size="md" />
              </button>
            </li>
          );
        })}
      </ul>
      {pick.isSuccess ? <Notice tone="success">{ta('saved')}</Notice> : null}
      {pick.isError ? <Notice tone="danger">{translateError(t, toFailure(pick.error).code)}</Notice> : null}
    </div>
  );
}
