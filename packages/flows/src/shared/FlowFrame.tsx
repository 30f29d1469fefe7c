import { createContext, useContext, useId, type ReactNode } from 'react';
import * as styles from './flow.css';

const InDialogContext = createContext(false);

/**
 * Wraps a flow shown in a dialog whose title already names it: the flow leaves its own heading
 * out, so it is neither drawn nor read a second time under the dialog's title.
 */
export function FlowInDialog({ children }: { children: ReactNode }) {
  return <InDialogContext.Provider value>{children}</InDialogContext.Provider>;
}

/** True inside a dialog whose title names the flow: the flow's own heading is left out. */
export function useInTitledDialog(): boolean {
  return useContext(InDialogContext);
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
  const inTitledDialog = useInTitledDialog();
  return (
    <section className={styles.form} aria-labelledby={inTitledDialog ? undefined : headingId}>
      {inTitledDialog ? null : (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      )}
      {description ? <p className={styles.text}>{description}</p> : null}
      {children}
    </section>
  );
}
