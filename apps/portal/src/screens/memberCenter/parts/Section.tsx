import { useId, type ReactNode } from 'react';
import * as screen from '../../../blocks/Screen.css';

/** One titled part of a centre page (deposit, withdraw, contracts): an h3 under the page's heading, naming the section. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={screen.panel}>
      <h3 id={headingId} className={screen.sectionHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}
