import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import { AgeBadge } from './AgeBadge';
import * as styles from './Footer.css';

export interface FooterLink {
  label: ReactNode;
  href: string;
  /** Opens in a new window (social and customer-service links), announced as such. */
  external?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface FooterColumn {
  /** A stable key, e.g. "products", "help", "contact". */
  id: string;
  title: ReactNode;
  links: readonly FooterLink[];
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Link columns: products, help list, contact (SPEC §2). */
  columns?: readonly FooterColumn[];
  /** The white label's name in the copyright line. */
  brand: string;
  /** The copyright year, passed in so the footer renders the same every time. */
  year: number;
  /** Legal age for the badge and the notice; 18 by default. */
  age?: number;
  /** The licence text, from the white label's resources. */
  licence?: ReactNode;
  /** Extra rows between the columns and the legal line: social links, vendor logos. */
  children?: ReactNode;
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t } = useTranslation('common');
  return (
    <li>
      <a
        className={styles.link}
        href={link.href}
        onClick={link.onClick}
        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
        {link.external ? <VisuallyHidden> ({t('a11y.opensInNewWindow')})</VisuallyHidden> : null}
      </a>
    </li>
  );
}

function FooterColumnSection({ column }: { column: FooterColumn }) {
  const headingId = useId();
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnTitle}>
        {column.title}
      </h2>
      <ul className={styles.links}>
        {column.links.map((link) => (
          <FooterLinkItem key={link.href} link={link} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The site footer (contentinfo): link columns, optional social and vendor rows, then the legal
 * line with the age badge, the age notice, the licence text and the copyright.
 */
function FooterRoot({
  columns = [],
  brand,
  year,
  age = 18,
  licence,
  children,
  className,
  ...rest
}: FooterProps) {
  const { t } = useTranslation('nav');
  return (
    <footer className={cx(styles.root, className)} {...rest}>
      {columns.length > 0 ? (
        <div className={styles.columns}>
          {columns.map((column) => (
            <FooterColumnSection key={column.id} column={column} />
          ))}
        </div>
      ) : null}
      {children ? <div className={styles.extras}>{children}</div> : null}
      <div className={styles.legal}>
        <AgeBadge age={age} />
        <div className={styles.legalText}>
          <p className={styles.notice}>{t('footer.ageNotice', { age })}</p>
          {licence ? <p className={styles.licence}>{licence}</p> : null}
          <p className={styles.copyright}>{t('footer.copyright', { year, brand })}</p>
        </div>
      </div>
    </footer>
  );
}

FooterRoot.displayName = 'Footer';

/** The site footer, with its age badge as a part (`Footer.AgeBadge`) for headers and splash screens. */
export const Footer = Object.assign(FooterRoot, { AgeBadge });
