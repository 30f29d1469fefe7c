import type { contract, ResponseOf } from '@portal/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { helpArticles } from '../db/schema';
import { richHtml } from '../content/richHtml';

type HelpCenter = ResponseOf<typeof contract.support.helpCenter>;

async function articlesIn(db: Db, merchantId: number, language: string) {
  return db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.language, language)))
    .orderBy(asc(helpArticles.sort));
}

/** The white label's help articles in `lang`, grouped into their sections. */
export async function helpCenterOf(db: Db, merchantId: number, lang: string): Promise<HelpCenter> {
  let rows = await articlesIn(db, merchantId, lang.toLowerCase());
  // Only EN and TY are bundled (SPEC §1): other languages read the EN help.
  if (rows.length === 0) rows = await articlesIn(db, merchantId, 'en');
  const sections: HelpCenter['sections'] = [];
  for (const row of rows) {
    let section = sections.find((candidate) => candidate.id === row.sectionId);
    if (!section) {
      section = { id: row.sectionId, title: row.sectionTitle, items: [] };
      sections.push(section);
    }
    section.items.push({ id: row.itemId, title: row.title, content: richHtml(row.content) });
  }
  return { sections };
}
