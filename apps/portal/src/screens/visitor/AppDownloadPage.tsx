import type { AppDownload } from '@portal/api-contract';
import { Button, EmptyState, PageHeader, Skeleton, useTranslation } from '@portal/ui';
import { useId } from 'react';
import { usePublicQuery } from '../../api/contractQuery';
import { DeferredQRCode } from '../../shell/DeferredQRCode';
import { QueryView } from '../../blocks/QueryView';
import * as screen from '../../blocks/Screen.css';
import * as styles from './Visitor.css';

type DownloadableApp = AppDownload['apps'][number];
type Platform = DownloadableApp['platform'];

/** Each platform's install steps, in order (their text is in nav:appDownload and nav:visitor). */
export const installSteps = {
  IOS: [
    'appDownload.iosSteps.openInSafari',
    'appDownload.iosSteps.install',
    'appDownload.iosSteps.trust',
    'appDownload.iosSteps.launch',
  ],
  ANDROID: [
    'appDownload.androidSteps.download',
    'appDownload.androidSteps.allowUnknownSources',
    'appDownload.androidSteps.install',
    'appDownload.androidSteps.launch',
  ],
  LITE: ['visitor.liteSteps.open', 'visitor.liteSteps.addToHome', 'visitor.liteSteps.launch'],
} as const satisfies Record<Platform, readonly string[]>;

const platformName = {
  IOS: 'appDownload.ios',
  ANDROID: 'appDownload.android',
  LITE: 'appDownload.lite',
} as const;

function AppCard({ app }: { app: DownloadableApp }) {
  const { t } = useTranslation('nav');
  const name = t(platformName[app.platform]);
  const headingId = useId();
  return (
    <article className={screen.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={screen.cardTitle}>
        {name}
      </h3>
      <p className={screen.muted}>{t('visitor.version', { version: app.version })}</p>
      <DeferredQRCode
        value={app.downloadUrl}
        label={t('visitor.scanFor', { app: name })}
        caption={t('appDownload.scanToDownload')}
        className={styles.qrCode}
      />
      <Button asChild variant="outline">
        <a href={app.downloadUrl} target="_blank" rel="noreferrer">
          {t('visitor.downloadApp', { app: name })}
        </a>
      </Button>
      <h4 className={styles.guideHeading}>{t('appDownload.installGuide')}</h4>
      <ol className={styles.steps}>
        {installSteps[app.platform].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </article>
  );
}

/**
 * The app download page (SPEC §1/§2): the iOS, Android and lite apps, each with its QR code, its
 * link and its install guide, then the white label's other download links.
 */
export function AppDownloadPage() {
  const { t } = useTranslation('nav');
  const download = usePublicQuery('support.appDownload', undefined, { staleTime: 10 * 60_000 });
  return (
    <div className={screen.page}>
      <PageHeader title={t('appDownload.title')} description={t('visitor.downloadIntro')} />
      <QueryView
        query={download}
        loading={<Skeleton shape="block" blockSize="360px" />}
        isEmpty={(data) => data.apps.length === 0}
        empty={<EmptyState icon="download" title={t('visitor.noApps')} />}
      >
        {(data) => (
          <>
            <ul className={styles.apps} aria-label={t('appDownload.title')}>
              {data.apps.map((app) => (
                <li key={app.platform}>
                  <AppCard app={app} />
                </li>
              ))}
            </ul>
            {data.resources.length > 0 ? (
              <section aria-labelledby="more-downloads" className={screen.panel}>
                <h2 id="more-downloads" className={screen.sectionHeading}>
                  {t('visitor.moreDownloads')}
                </h2>
                <ul className={styles.links}>
                  {data.resources.map((resource) => (
                    <li key={resource.resourceType}>
                      <a href={resource.url} target="_blank" rel="noreferrer">
                        {resource.labelNameEn || resource.url}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
