import {
  contract,
  type Announcements,
  type HelpCenter,
  type Message,
  type Page,
  type Promotion,
} from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richHtml } from '../src/content/richHtml';
import { announcements, helpArticles, promotions } from '../src/db/schema';
import { sendMemberMessage } from '../src/messages/messages';
import { merchantIdByCode } from '../src/seed/seed';
import { startTestServer, type CallResult, type TestServer } from './support/server';

/** Back-office HTML with everything that could run in a player's page. */
const HOSTILE =
  '<p onclick="steal()" style="position:fixed">Deposit on <strong>Saturday</strong> and ' +
  '<a href="javascript:steal()">claim</a> or <a href="https://example.com/terms" target="_blank">read</a>.</p>' +
  '<ul><li>Bonus 10%</li></ul><script>steal()</script><img src="x.png" onerror="steal()" alt="">' +
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="pin"></form>' +
  '<img src="javascript:steal()"><svg onload="steal()"></svg>';

/** What may run or leave the page in the answered HTML, each a reason to fail. */
function runnable(html: string): string[] {
  return [
    /<script/iu,
    /\son[a-z]+\s*=/iu,
    /javascript:/iu,
    /<iframe/iu,
    /<form/iu,
    /<input/iu,
    /<svg/iu,
    /style\s*=/iu,
  ]
    .filter((pattern) => pattern.test(html))
    .map(String);
}

describe('richHtml', () => {
  it('keeps formatting, lists, safe links and pictures, and drops whatever could run', () => {
    const clean = richHtml(HOSTILE);
    expect(runnable(clean)).toEqual([]);
    expect(clean).toContain('<strong>Saturday</strong>');
    expect(clean).toContain('<ul><li>Bonus 10%</li></ul>');
    expect(clean).toContain('<img src="x.png" alt="" />');
    // A link that opens a new tab gets no handle on the portal.
    expect(clean).toContain(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">read</a>',
    );
  });

  it('leaves HTML that was already safe as it was', () => {
    const safe = '<p>Deposit <em>500.00</em> or more.</p><ol><li>Claim</li></ol>';
    expect(richHtml(safe)).toBe(safe);
  });
});

describe('every answer that carries the back office HTML', () => {
  let api: TestServer;
  let member: string;

  beforeAll(async () => {
    api = await startTestServer();
    const db = api.testDb.database.db;
    const aurora = await merchantIdByCode(db, 'aurora');
    // One stored row of each kind made hostile, as a careless or compromised back office would.
    await db
      .update(announcements)
      .set({ content: HOSTILE })
      .where(and(eq(announcements.merchantId, aurora), eq(announcements.type, 'PU')));
    await db.update(helpArticles).set({ content: HOSTILE }).where(eq(helpArticles.merchantId, aurora));
    await db.update(promotions).set({ content: HOSTILE }).where(eq(promotions.merchantId, aurora));
    member = await api.loginReady('demomember');
    const info = await api.call<{ id: number }>(contract.member.info, { token: member });
    if (!info.body.success) throw new Error('no member info');
    const memberId = info.body.value.id;
    await api.testDb.database.transaction((tx) =>
      sendMemberMessage(tx, memberId, {
        category: 'SYSTEM',
        title: 'Hostile',
        content: HOSTILE,
        now: api.clock.now(),
      }),
    );
  });

  afterAll(async () => {
    await api?.close();
  });

  const valueOf = <T>(answer: CallResult<T>): T => {
    expect(answer.status).toBe(200);
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return answer.body.value;
  };

  it('answers each of them sanitised', async () => {
    const popups = valueOf(await api.call<Announcements>(contract.system.announcements)).popups;
    const help = valueOf(await api.call<HelpCenter>(contract.support.helpCenter, { query: { lang: 'en' } }));
    const offered = valueOf(await api.call<Promotion[]>(contract.promotions.list, {}));
    const messages = valueOf(
      await api.call<Page<Message>>(contract.messages.list, { token: member }),
    ).content;
    const contents = {
      popups: popups.map((item) => item.content),
      help: help.sections.flatMap((section) => section.items.map((item) => item.content)),
      promotions: offered.map((promotion) => promotion.content),
      messages: messages.filter((message) => message.title === 'Hostile').map((message) => message.content),
    };
    for (const [answer, list] of Object.entries(contents)) {
      expect(list.length, `${answer} carries the stored HTML`).toBeGreaterThan(0);
      for (const html of list) {
        expect(runnable(html), answer).toEqual([]);
        expect(html, answer).toContain('<strong>Saturday</strong>');
      }
    }
  });
});
