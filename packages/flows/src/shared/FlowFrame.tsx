import { useId, type ReactNode } from 'react';
import * as styles from './flow.css';

export interface FlowFrameProps {
  /** The flow's heading; it names the section. */
  title: ReactNode;
  /** A short line under the heading. */
  description?: ReactNode;
  children?: ReactNode;
}

/** The frame every flow shares: a section named by its heading, the content stacked below. */
export function FlowFrame({ title, description, children }: FlowFrameProps) {
  const headingId = useId();
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description ? <p className={styles.text}>{description}</p> : null}
      {children}
    </section>
  );
}
