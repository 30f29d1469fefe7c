import { Footer, type FooterColumn, type FooterLink, useTranslation } from '@portal/ui';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useMenus } from '../api/games';
import { usePortalEnvironment } from '../environment/environment';
import { useHydrated } from '../environment/hydration';
import { usePopups } from '../app/popups';
import { FEEDBACK_HASH } from '../routes/table';
import { vendorsByCategory } from './navigation';
import { brandDisplayName } from './PortalHeader';
import { resourceOf, SOCIAL_RESOURCE_TYPES, type ShellData } from './shellData';
import * as styles from './Shell.css';
import { memberPage } from '../routes/links';

/** SPEC §2 footer help list; each opens the help popup on its section. */
export const HELP_ITEMS = [
  { key: 'aboutUs', section: 'about' },
  { key: 'terms', section: 'term' },
  { key: 'privacy', section: 'privacy' },
  { key: 'responsibleGaming', section: 'responsible' },
  { key: 'faq', section: 'faq' },
  { key: 'depositGuide', section: 'deposit' },
  { key: 'withdrawGuide', section: 'withdraw' },
] as const;

/** The year of the pre-rendered page, so hydration sees the same text; the running app shows today's. */
const BUILD_YEAR = Number(import.meta.env.BUILD_YEAR ?? new Date().getUTCFullYear());

function useInternalLink() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
}

/**
 * Footer (SPEC §2): products, help list, contact (customer service, feedback, affiliate), social
 * links from the configured resources, licence text, vendor names and the legal-age notice.
 */
export function PortalFooter({ data }: { data: ShellData }) {
  const { t } = useTranslation(['nav', 'common']);
  const { site, now } = usePortalEnvironment();
  const { openPopup } = usePopups();
  const hydrated = useHydrated();
  const menus = useMenus();
  const link = useInternalLink();
  const base = useHref('/');
  const href = (path: string) => `${base.replace(/\/$/u, '')}${path}`;

  const products: FooterLink[] = data.navigation
    .filter((category) => category.code !== 'HOME')
    .map((category) => ({
      label: t(GAME_CATEGORY_KEYS[category.code]),
      href: href(category.path),
      onClick: link(category.path),
    }));
  const help: FooterLink[] = HELP_ITEMS.flatMap((item) => {
    const helpLink = {
      label: t(`footer.helpItems.${item.key}`),
      href: href(`/help#${item.section}`),
      onClick: link(`/help#${item.section}`),
    };
    if (item.key !== 'responsibleGaming') return [helpLink];
    // Beside the responsible-gaming text: the page where a player sets their own limits.
    const limits = memberPage('limits');
    return [helpLink, { label: t('memberMenu.limits'), href: href(limits), onClick: link(limits) }];
  });
  const contact: FooterLink[] = [
    ...(data.customerService
      ? [{ label: t('footer.customerService'), href: data.customerService.path, external: true }]
      : []),
    {
      label: t('footer.feedback'),
      href: href(`/help${FEEDBACK_HASH}`),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        openPopup('feedback');
      },
    },
    { label: t('footer.affiliate'), href: href('/agent'), onClick: link('/agent') },
  ];
  const columns: FooterColumn[] = [
    { id: 'products', title: t('footer.products'), links: products },
    { id: 'help', title: t('footer.help'), links: help },
    { id: 'contact', title: t('footer.contact'), links: contact },
  ];
  const social = SOCIAL_RESOURCE_TYPES.map((type) => ({
    type,
    resource: resourceOf(data.permission, type),
  })).filter((entry) => entry.resource !== undefined);
  const vendors = menus.data ? [...vendorsByCategory(menus.data).values()].flat() : [];
  const uniqueVendors = vendors.filter(
    (vendor, index) => vendors.findIndex((other) => other.vassalage === vendor.vassalage) === index,
  );
  const licence = resourceOf(data.permission, 'LICENCE');

  return (
    <Footer
      className={styles.footer}
      columns={columns}
      brand={brandDisplayName(site.brand)}
      year={hydrated ? now().getFullYear() : BUILD_YEAR}
      age={data.legalAge}
      licence={licence ? licence.labelNameEn : undefined}
    >
      {social.length > 0 ? (
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.extrasHeading}>
            {t('footer.followUs')}
          </h2>
          <ul className={styles.socialRow}>
            {social.map(({ type, resource }) => (
              <li key={type}>
                <a
                  className={styles.socialLink}
                  href={resource?.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(
                    `footer.social.${type.toLowerCase() as Lowercase<(typeof SOCIAL_RESOURCE_TYPES)[number]>}`,
                  )}
                  <span className={styles.visuallyHidden}> ({t('common:a11y.opensInNewWindow')})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {uniqueVendors.length > 0 ? (
        <section aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.extrasHeading}>
            {t('footer.vendors')}
          </h2>
          <ul className={styles.vendorRow}>
            {uniqueVendors.map((vendor) => (
              <li key={vendor.vassalage} className={styles.vendorChip}>
                {vendor.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Footer>
  );
}
