import type { Message } from '@portal/api-contract';
import type { Db } from '../db/database';
import { broadcastMessages, memberMessages } from '../db/schema';

const HOUR = 3_600_000;

const broadcastTexts: readonly { category: Message['category']; title: string; content: string }[] = [
  {
    category: 'SYSTEM',
    title: 'Scheduled maintenance',
    content: '<p>Deposits pause for 30 minutes on Tuesday at 03:00 while we upgrade the payment system.</p>',
  },
  {
    category: 'PROMOTION',
    title: 'Weekend reload bonus',
    content: '<p>Deposit on Saturday or Sunday and get a 10% reload bonus. Terms apply.</p>',
  },
  {
    category: 'SYSTEM',
    title: 'New games this week',
    content: '<p>Twenty new slots and two new lottery draws are live. Find them under NEW.</p>',
  },
  {
    category: 'PROMOTION',
    title: 'Invite a friend',
    content: '<p>Share your referral code: you both get a bonus on the first deposit.</p>',
  },
  {
    category: 'AGENT',
    title: 'Agent commission schedule',
    content: '<p>Daily salaries are paid after midnight; dividends at the end of each period.</p>',
  },
];

/**
 * Platform messages to every member of a white label: 25 over the last days (five kinds, the newest
 * first in the list), so the message page has more than one page to show.
 */
export async function seedBroadcastMessages(tx: Db, merchantId: number, brandName: string, now: Date) {
  const rounds = [0, 1, 2, 3, 4];
  const count = rounds.length * broadcastTexts.length;
  await tx.insert(broadcastMessages).values(
    rounds.flatMap((round) =>
      broadcastTexts.map((text, position) => {
        const age = round * broadcastTexts.length + position + 1;
        return {
          merchantId,
          category: text.category,
          title: `${text.title} (${brandName} #${count + 1 - age})`,
          content: text.content,
          createdAt: new Date(now.getTime() - age * 7 * HOUR),
        };
      }),
    ),
  );
}

/** Personal messages of a demo account besides its welcome: a transaction notice, already read. */
export async function seedPersonalMessages(tx: Db, memberId: number, now: Date) {
  await tx.insert(memberMessages).values({
    memberId,
    category: 'TRANSACTION',
    title: 'Opening balance credited',
    content: '<p>Your demo opening balance is in your main wallet.</p>',
    createdAt: new Date(now.getTime() - HOUR),
    readAt: new Date(now.getTime() - HOUR),
  });
}
