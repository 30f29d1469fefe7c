import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Icon } from '../Icon';
import { cx, idRefs } from '../internal/cx';
import { useField } from '../internal/useField';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './ImageUpload.css';
import { checkImages, defaultImageLimits, type ImageLimits, type ImageRejection } from './imageLimits';

export interface ImageUploadProps {
  /** The legend; defaults to the translated "Upload image". */
  legend?: ReactNode;
  /** Help text under the legend, read before the size and count limits. */
  hint?: ReactNode;
  value?: readonly File[];
  defaultValue?: readonly File[];
  onValueChange?: (files: File[]) => void;
  /** Reports files turned away, e.g. for analytics; the messages are shown here already. */
  onReject?: (rejections: ImageRejection[]) => void;
  limits?: ImageLimits;
  /** An error from the form (e.g. required). */
  error?: ReactNode;
  disabled?: boolean;
  /** At least one image must be chosen; the legend says so. */
  required?: boolean;
  name?: string;
  /** A known id for the file input. */
  id?: string;
  /** Styles the field's outermost element (the fieldset). */
  className?: string;
}

const bytesPerMb = 1024 * 1024;

/** One preview; the object URL is made and revoked by the effect, so no state and no leak. */
function Thumbnail({ file }: { file: File }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={imageRef} className={styles.image} alt={file.name} />;
}

/**
 * Picks PNG/JPG images within the size and count limits, previews them with remove buttons
 * and explains, per file, why any were turned away.
 */
export function ImageUpload({
  legend,
  hint,
  value,
  defaultValue = [],
  onValueChange,
  onReject,
  limits = defaultImageLimits,
  error,
  disabled = false,
  required = false,
  name,
  id,
  className,
}: ImageUploadProps) {
  const { t } = useTranslation(['forms', 'common', 'validation']);
  const { controlId: inputId, hintId, errorId: errorsId } = useField({ id, hint, error });
  const limitsId = `${inputId}-limits`;
  const [files, setFiles] = useControllableState<readonly File[]>({
    value,
    defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
    caller: 'ImageUpload',
  });
  const [rejections, setRejections] = useState<ImageRejection[]>([]);
  const full = files.length >= limits.maxFiles;
  const maxMb = Math.round((limits.maxBytes / bytesPerMb) * 10) / 10;

  const update = (next: File[]) => setFiles(next);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after removing it.
    event.target.value = '';
    if (added.length === 0) return;
    const { accepted, rejected } = checkImages(files, added, limits);
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) update([...files, ...accepted]);
  };

  const message = (rejection: ImageRejection) => {
    switch (rejection.reason) {
      case 'type':
        return t('validation:imageType');
      case 'size':
        return t('validation:imageTooLarge', { max: maxMb });
      case 'count':
        return t('validation:imageTooMany', { max: limits.maxFiles });
    }
  };

  const hasError = Boolean(error) || rejections.length > 0;

  return (
    <fieldset className={cx(styles.root, className)}>
      <legend className={styles.legend}>
        {legend ?? t('common:form.uploadImage')}
        {required ? <FormField.RequiredMarker /> : null}
      </legend>
      {hint ? <FormField.Hint id={hintId}>{hint}</FormField.Hint> : null}
      <FormField.Hint id={limitsId}>
        {t('common:form.imageLimits', { size: maxMb, count: limits.maxFiles })}
      </FormField.Hint>
      {files.length > 0 ? (
        <ul
          className={styles.thumbnails}
          aria-label={t('forms:imageUpload.chosen', { count: files.length, max: limits.maxFiles })}
        >
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className={styles.thumbnail}>
              <Thumbnail file={file} />
              <Button
                variant="ghost"
                size="sm"
                icon="close"
                className={styles.remove}
                aria-label={t('forms:imageUpload.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => {
                  setRejections([]);
                  update(files.filter((_, i) => i !== index));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {/* The label comes first, as for every text-like input (IBM Equal Access: label before input). */}
      <label htmlFor={inputId} className={styles.pick}>
        <Icon name="upload" size="sm" />
        {full ? t('forms:imageUpload.full', { count: limits.maxFiles }) : t('forms:imageUpload.choose')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="file"
        name={name}
        accept={limits.types.join(',')}
        multiple={limits.maxFiles > 1}
        disabled={disabled || full}
        // The input is emptied after each pick, so it is required only while nothing is chosen.
        required={required && files.length === 0}
        aria-describedby={idRefs(hint ? hintId : null, limitsId, hasError ? errorsId : null)}
        aria-invalid={hasError || undefined}
        onChange={choose}
      />
      <div id={errorsId} aria-live="polite">
        <ul className={styles.errors}>
          {error ? (
            <li className={styles.error}>
              <Icon name="alert" size="sm" />
              <span>{error}</span>
            </li>
          ) : null}
          {rejections.map((rejection, index) => (
            <li key={`${rejection.file.name}-${index}`} className={styles.error}>
              <Icon name="alert" size="sm" />
              <span>
                {t('forms:imageUpload.fileError', { name: rejection.file.name, message: message(rejection) })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
