import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  ACTIVITY_COMMENT_MAX,
  ACTIVITY_IMAGE_LIMITS,
  type FieldErrors,
} from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import type { activityApplyMachine } from '@portal/machines';
import { BusyStatus, Button, ImageUpload, Notice, Textarea, useTranslation } from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';

export interface ActivityApplyFormProps {
  actorRef: ActorRefFrom<typeof activityApplyMachine>;
  /** The activity's title, named in the heading. */
  title: string;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The pictures' problem: the list's own (too many) or the first picture's that is wrong. */
function imagesProblemKey(errors: FieldErrors): string | undefined {
  return Object.keys(errors).find((key) => key === 'images' || key.startsWith('images.'));
}

/** An activity's application (SPEC §5): a comment with its counter and up to three pictures. */
export function ActivityApplyForm({ actorRef, title }: ActivityApplyFormProps) {
  const { t } = useTranslation(['portal', 'validation', 'errors', 'common']);
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const [files, setFiles] = useState<File[]>([]);
  const maxImages = Math.min(context.form.maxImages, ACTIVITY_IMAGE_LIMITS.maxCount);
  const limits = {
    types: ACTIVITY_IMAGE_LIMITS.types,
    maxBytes: ACTIVITY_IMAGE_LIMITS.maxMegabytes * BYTES_PER_MEGABYTE,
    maxFiles: maxImages,
  };
  const heading = t('activities.apply.title', { title });

  if (state.matches('applied')) {
    return (
      <FlowFrame title={heading}>
        <Notice tone="success">{t('activities.apply.applied')}</Notice>
      </FlowFrame>
    );
  }

  const busy = !state.matches('editing');
  const imagesKey = imagesProblemKey(context.fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '');
    actorRef.send({
      type: 'SUBMIT',
      values: {
        comment,
        images: files.map((file) => ({ name: file.name, type: file.type, size: file.size, file })),
      },
    });
  };

  return (
    <FlowFrame title={heading}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={heading}>
        {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
        <Textarea
          name="comment"
          label={t('activities.apply.comment')}
          maxLength={ACTIVITY_COMMENT_MAX}
          defaultValue={context.comment}
          required={context.form.commentRequired}
          error={fieldError(t, context.fieldErrors, 'comment')}
          disabled={busy}
        />
        {maxImages > 0 ? (
          <ImageUpload
            name="images"
            legend={t('activities.apply.images')}
            limits={limits}
            value={files}
            onValueChange={setFiles}
            error={imagesKey ? fieldError(t, context.fieldErrors, imagesKey) : undefined}
            disabled={busy}
          />
        ) : null}
        {state.matches({ sending: 'uploading' }) ? (
          <BusyStatus>
            {t('activities.apply.uploading', {
              current: context.imageIds.length + 1,
              total: context.images.length,
            })}
          </BusyStatus>
        ) : null}
        {state.matches({ sending: 'applying' }) ? (
          <BusyStatus>{t('activities.apply.applying')}</BusyStatus>
        ) : null}
        <Button type="submit" loading={busy}>
          {t('activities.apply.submit')}
        </Button>
      </form>
    </FlowFrame>
  );
}
