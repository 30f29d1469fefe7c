import { Button, TextField } from '@portal/ui';
import * as styles from './CopyField.css';
import { useCopyToClipboard } from './useCopyToClipboard';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's text, e.g. "Copy link". */
  copyLabel: string;
}

/** A value to hand on (an invite link, a code), with a button that copies it and says so. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const copy = useCopyToClipboard();
  return (
    <div className={styles.copyRow}>
      <TextField className={styles.copyValue} label={label} value={value} readOnly />
      <Button variant="secondary" iconStart="copy" onClick={() => void copy(value)}>
        {copyLabel}
      </Button>
    </div>
  );
}
