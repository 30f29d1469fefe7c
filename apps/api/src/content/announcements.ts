import type { Announcements } from '@portal/api-contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { announcements, banners } from '../db/schema';
import { richHtml } from './richHtml';

const BANNER_GROUPS = ['w_register', 'w_game', 'w_leftmenu', 'w_home', 'w_login', 'w_forget'] as const;
const LINKAGE_TYPES = ['NONE', 'ROUTE', 'EXTERNAL', 'PROMOTION'] as const;
const EXECUTIONS = ['A', 'B', 'F'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The white label's banners, notices, popups, promotions and marquee images of the asked types. */
export async function announcementsOf(
  db: Db,
  merchantId: number,
  types: ReadonlySet<string>,
): Promise<Announcements> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.type, [...types])))
    .orderBy(asc(announcements.sequence), desc(announcements.createdAt));
  const item = (row: (typeof rows)[number]) => ({
    id: String(row.id),
    title: row.title,
    content: richHtml(row.content),
    publishedAt: row.createdAt.toISOString(),
  });
  const bannerRows = types.has('B')
    ? await db
        .select()
        .from(banners)
        .where(eq(banners.merchantId, merchantId))
        .orderBy(asc(banners.groupName), asc(banners.sort))
    : [];
  return {
    banners: bannerRows.flatMap((row) => {
      const groupName = oneOf(BANNER_GROUPS, row.groupName);
      const linkageType = oneOf(LINKAGE_TYPES, row.linkageType) ?? 'NONE';
      return groupName ? [{ groupName, url: row.url, linkageType, linkage: row.linkageUrl }] : [];
    }),
    playerNotices: rows.filter((row) => row.type === 'PL').map(item),
    popups: rows.flatMap((row) => {
      const execution = row.type === 'PU' ? oneOf(EXECUTIONS, row.execution) : null;
      return execution ? [{ ...item(row), execution }] : [];
    }),
    promotions: rows
      .filter((row) => row.type === 'PR' && row.imageUrl)
      .map((row) => ({ ...item(row), imageUrl: row.imageUrl ?? '' })),
    announcementImages: rows
      .filter((row) => row.type === 'H' && row.imageUrl)
      .map((row) => ({ sequence: row.sequence, url: row.imageUrl ?? '' })),
  };
}

/** The URL of the white label's first home banner (the first `w_home` one `announcementsOf` lists). */
export async function firstHomeBannerUrl(db: Db, merchantId: number): Promise<string | null> {
  const [first] = await db
    .select({ url: banners.url })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, 'w_home')))
    .orderBy(asc(banners.sort))
    .limit(1);
  return first?.url ?? null;
}
