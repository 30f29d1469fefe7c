import { createContext, useContext, useId, type ReactNode } from 'react';
import * as styles from './flow.css';

const InDialogContext = createContext(false);

/**
 * Wraps a flow shown in a dialog whose title already names it: the flow's own heading stays for
 * screen readers but is not drawn a second time under the dialog's title.
 */
export function FlowInDialog({ children }: { children: ReactNode }) {
  return <InDialogContext.Provider value>{children}</InDialogContext.Provider>;
}

/** The class of a flow's heading: hidden from sight inside a titled dialog. */
export function useFlowHeadingClass(): string {
  return useContext(InDialogContext) ? styles.visuallyHidden : styles.heading;
}

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
  const headingClass = useFlowHeadingClass();
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {description ? <p className={styles.text}>{description}</p> : null}
      {children}
    </section>
  );
}
