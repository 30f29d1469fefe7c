import { appPlatformSchema, type AppDownload } from '@portal/api-contract';
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../db/database';
import { appReleases, resources } from '../db/schema';

type Platform = AppDownload['apps'][number]['platform'];

/** The `system.permission` resource that holds each app's download link. */
const downloadResourceOf: Record<Platform, string> = { IOS: 'IOS', ANDROID: 'ANDROID', LITE: 'LITE_APP' };

/** Extra download resources (mirrors) are the merchant's APP_DOWNLOAD_* resources. */
const EXTRA_DOWNLOAD_PREFIX = 'APP_DOWNLOAD_';

/** The page's order: iOS, Android, then the lite app. */
const platforms = appPlatformSchema.options;

/** The longest link a QR code is made for (a QR code holds at most about 2,900 bytes). */
export const MAX_QR_TEXT_LENGTH = 512;

/** The QR code image of a link, as SVG. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export function qrCodeUrl(origin: string, text: string): string {
  return `${origin}/assets/qr.svg?text=${encodeURIComponent(text)}`;
}

/**
 * `support.appDownload`: each released app with its link (the same resource `system.permission`
 * lists, so the side menu and the app page agree) and a QR code of that link, then the mirrors.
 */
export async function appDownloadOf(db: Db, merchantId: number, origin: string): Promise<AppDownload> {
  const releases = await db
    .select()
    .from(appReleases)
    .where(eq(appReleases.merchantId, merchantId))
    .orderBy(asc(appReleases.platform));
  const links = await db
    .select({ resourceType: resources.resourceType, url: resources.url, labelNameEn: resources.labelNameEn })
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.sort));
  const apps = platforms.flatMap((platform) => {
    const release = releases.find((candidate) => candidate.platform === platform);
    const link = links.find((candidate) => candidate.resourceType === downloadResourceOf[platform]);
    if (!release || !link) return [];
    return [
      { platform, downloadUrl: link.url, qrCodeUrl: qrCodeUrl(origin, link.url), version: release.version },
    ];
  });
  return { apps, resources: links.filter((link) => link.resourceType.startsWith(EXTRA_DOWNLOAD_PREFIX)) };
}
