import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ok } from '@portal/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import {
  cryptoRandom,
  launchForTicket,
  MAX_STAKE,
  type OpenLaunch,
  playerAccountFor,
  playSpin,
  THREE_OF_A_KIND,
} from '../games/demo-slot';
import { demoSlotLanguage, demoSlotText } from '../games/demo-slot-text';
import { rateLimitConfig, runIdempotent } from '../http/registrar';
import { audit } from '../auth/audit';
import { isTrial } from '../members/members';
import { merchantById, type Merchant } from '../merchants/merchants';
import { enforcePlayLimits } from '../protection/limits';
import { requireSiteOpen } from '../http/site-gate';
import { issuesFromZodError } from '@portal/api-contract';

const DEMO_GAME_ASSETS = fileURLToPath(new URL('../../public/demo-game', import.meta.url));

// Per client network and minute: a fast auto-spin is one a second; the page reads its state once.
const SPIN_ROUTE = { config: rateLimitConfig({ max: 120, windowSeconds: 60 }) };
const STATE_ROUTE = { config: rateLimitConfig({ max: 60, windowSeconds: 60 }) };

const ticketSchema = z.string().min(1).max(128);
const stateQuerySchema = z.object({ ticket: ticketSchema });
const textQuerySchema = z.object({ lang: z.string().max(64).optional() });
const spinBodySchema = z.object({ ticket: ticketSchema, stake: z.int().positive() });

async function openLaunch(app: AppContext, ticket: string, now: Date) {
  const launch = await launchForTicket(app.database.db, ticket, now);
  if (!launch) throw new ApiError('SESSION_EXPIRED');
  const merchant = await merchantById(app.database.db, launch.member.merchantId);
  if (!merchant) throw new ApiError('SESSION_EXPIRED');
  return { launch, merchant };
}

/** A spin re-checks what the launch checked: the site open to this visitor, the game and vendor up. */
function requirePlayable(launch: OpenLaunch, merchant: Merchant, ip: string): void {
  requireSiteOpen(merchant, ip);
  if (launch.gameMaintenance) throw new ApiError('GAME_MAINTENANCE');
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError('VALIDATION_FAILED', { issues: issuesFromZodError(result.error) });
  return result.data;
}

/**
 * The in-house demo slot: a static page (public/demo-game) that reads its launch ticket from the URL,
 * shows the balance, and spins through POST /demo-game/spin, which moves money through the ledger.
 */
export function registerDemoGameRoutes(server: FastifyInstance, app: AppContext): void {
  void server.register(fastifyStatic, {
    root: DEMO_GAME_ASSETS,
    prefix: '/demo-game/',
    decorateReply: false,
    index: false,
  });

  // The page's words in the player's language; the same for everyone, so shared caches may keep them.
  server.get('/demo-game/text', STATE_ROUTE, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    const { lang } = parse(textQuerySchema, request.query);
    return ok(demoSlotText(demoSlotLanguage(lang)));
  });

  server.get('/demo-game/state', STATE_ROUTE, async (request: FastifyRequest, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { ticket } = parse(stateQuerySchema, request.query);
    const now = app.clock.now();
    const { launch, merchant } = await openLaunch(app, ticket, now);
    const account = await playerAccountFor(app.database.db, merchant, launch, now);
    return ok({
      gameName: launch.game.displayName,
      vendor: launch.game.vendorCode,
      demo: launch.demo,
      currencySymbol: merchant.currencySymbol,
      /** ISO 4217: the page formats minor units with it, as the portal does. */
      currency: merchant.currency,
      balance: account.balance,
      minStake: launch.game.minBet,
      maxStake: MAX_STAKE,
      paytable: THREE_OF_A_KIND,
    });
  });

  server.post('/demo-game/spin', SPIN_ROUTE, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!request.headers['x-requested-with'])
      throw new ApiError('FORBIDDEN', { message: 'X-Requested-With header required' });
    const body = parse(spinBodySchema, request.body);
    const now = app.clock.now();
    const { launch, merchant } = await openLaunch(app, body.ticket, now);
    requirePlayable(launch, merchant, request.ip);
    return runIdempotent(app, request, reply, {
      scope: `member:${launch.member.id}`,
      endpoint: 'demoGame.spin',
      input: { launchId: launch.launchId, stake: body.stake },
      now,
      work: async (store) =>
        app.database.transaction(async (tx) => {
          // Real money only: demo and trial play never count against a member's limits.
          if (!launch.demo && !isTrial(launch.member))
            await enforcePlayLimits(tx, merchant, launch.member.id, body.stake, now);
          const spin = await playSpin(tx, {
            merchant,
            launch,
            stake: body.stake,
            now,
            random: cryptoRandom,
            reference: `launch:${launch.launchId}`,
          });
          if (!spin.demo) {
            await audit(tx, {
              event: 'game.spin',
              at: now,
              merchantId: merchant.id,
              memberId: launch.member.id,
              ip: request.ip,
              details: {
                betId: spin.betId,
                transactionId: spin.transactionId,
                gameCode: launch.game.gameCode,
                stake: spin.stake,
                payout: spin.payout,
              },
            });
          }
          const envelope = ok({
            reels: spin.reels,
            stake: spin.stake,
            payout: spin.payout,
            balance: spin.balance,
            betId: String(spin.betId),
          });
          await store(tx, envelope);
          return envelope;
        }),
    });
  });
}
