import type { ReactNode } from 'react';
import * as screen from '../../blocks/Screen.css';
import { DeferredQRCode } from '../../shell/DeferredQRCode';
import { CopyField } from './CopyField';
import * as styles from './InviteShare.css';

export interface InviteShareProps {
  url: string;
  code: string;
  /** The caller's own texts: an agent's team invite and a member's referral word them differently. */
  labels: {
    qrCode: string;
    hint: string;
    link: string;
    copyLink: string;
    code: string;
    copyCode: string;
  };
  /** Below the link and code, e.g. how many have joined through them. */
  children?: ReactNode;
}

/** An invite to share: its link as a QR code, beside the link and the code, each with a copy button. */
export function InviteShare({ url, code, labels, children }: InviteShareProps) {
  return (
    <div className={screen.beside}>
      <DeferredQRCode value={url} label={labels.qrCode} size="sm" />
      <div className={styles.fields}>
        <p className={screen.muted}>{labels.hint}</p>
        <CopyField label={labels.link} value={url} copyLabel={labels.copyLink} />
        <CopyField label={labels.code} value={code} copyLabel={labels.copyCode} />
        {children}
      </div>
    </div>
  );
}
