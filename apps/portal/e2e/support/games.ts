import { randomUUID } from 'node:crypto';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { en } from './i18n';
import { apiFor } from './session';
import { e2eServer, type BrandCode } from './server';

/**
 * Opens the first in-house slot of `origin`'s /bgs page in the game popup, as a player does: the
 * game's name (the popup's) and its frame.
 */
export async function openInHouseSlot(
  page: Page,
  origin: string,
): Promise<{ name: string; game: FrameLocator }> {
  await page.goto(`${origin}/bgs`);
  const slot = page
    .getByRole('list', { name: en('nav:routes.bgs') })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first();
  const name = await slot.innerText();
  await slot.click();
  const game = page
    .getByRole('dialog', { name })
    .getByTitle(en('portal:popups.gameFrame', { game: name }))
    .contentFrame();
  return { name, game };
}

/**
 * Real-money rounds of the brand's in-house slot for `token`'s account, launched through the
 * contract and spun with the game page's own calls (to 127.0.0.1: Node does not resolve *.localhost,
 * and the ticket names the brand); `stake` in minor units, by default the game's least.
 */
export async function spinDemoSlot(
  brand: BrandCode,
  token: string,
  { stake, rounds = 1 }: { stake?: number; rounds?: number } = {},
): Promise<void> {
  const { api } = apiFor(brand, token);
  const {
    content: [slot],
  } = await api.games.list({ gameType: 'BGS', vassalage: 'BGS', pageNo: 1, pageSize: 1 });
  if (!slot) throw new Error(`${brand} has no in-house slot (apps/api/src/seed/catalogue.ts)`);
  const { url } = await api.games.launch({
    gameCode: slot.gameCode,
    vassalage: slot.vassalage,
    gameType: slot.gameType,
  });
  const ticket = new URL(url).searchParams.get('ticket') ?? '';
  const state = await fetch(`${e2eServer.origin()}/demo-game/state?ticket=${encodeURIComponent(ticket)}`);
  const { value } = (await state.json()) as { value: { minStake: number } };
  for (let round = 0; round < rounds; round += 1) {
    const answer = await fetch(`${e2eServer.origin()}/demo-game/spin`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ ticket, stake: stake ?? value.minStake }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  }
}
