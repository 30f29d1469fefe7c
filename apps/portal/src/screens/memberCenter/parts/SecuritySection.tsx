import { useId, type ReactNode } from 'react';
import * as screen from '../../../blocks/Screen.css';
import * as styles from './SecuritySection.css';

/** One part of the security centre (and of the take-a-break page); `name` marks it for the visual references of that part alone. */
export function SecuritySection({
  title,
  name,
  children,
}: {
  title: string;
  name: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section} data-section={name}>
      <h3 id={headingId} className={screen.sectionHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}
