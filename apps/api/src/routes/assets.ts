import { fail } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionForToken } from '../auth/sessions';
import type { AppContext } from '../context';
import { bearerToken, rateLimitConfig } from '../http/registrar';
import { depositChannels, gameVendors, members, merchants, pointRewards, uploadedImages } from '../db/schema';
import { operatorForToken } from '../operator/operators';
import { avatarSvg, bannerSvg, gameIconSvg, vendorIconSvg } from '../games/art';
import { catalogueOf } from '../games/catalogue';
import { createIconRasteriser } from '../games/icon-raster';
import { MAX_QR_TEXT_LENGTH, qrCodeSvg } from '../support/app-download';

const SVG_FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/u;
const WEBP_FILE = /^([A-Za-z0-9_-]{1,64})\.webp$/u;
const SEGMENT = /^[A-Za-z0-9_-]{1,32}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
/** Reads of uploaded images per client network and minute (a page shows a few dozen). */
const UPLOAD_ROUTE = { config: rateLimitConfig({ max: 300, windowSeconds: 60 }) };

/**
 * Uploads served only to their owner (with a session token) and to operators (with an operator
 * token), never cached by shared caches: a withdrawal's proof of non-receipt is a financial record,
 * and an activity application's pictures (receipts, screenshots) and a feedback's screenshots are
 * between member and back office. Only avatars are public.
 */
const PRIVATE_UPLOAD_PURPOSES: ReadonlySet<string> = new Set([
  'WITHDRAWAL_PROOF',
  'DEPOSIT_PROOF',
  'ACTIVITY',
  'FEEDBACK',
]);

function sendImage(reply: FastifyReply, contentType: string, body: string | Buffer): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Cache-Control', 'public, max-age=86400')
    .send(body);
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  // An SVG can carry script: opened directly, it must not run any.
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return sendImage(reply, 'image/svg+xml; charset=utf-8', svg);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail('NOT_FOUND'));
}

const headlines: Record<string, string> = {
  w_home: 'Play, win, repeat',
  w_register: 'Join today',
  w_game: 'New games every week',
  w_leftmenu: 'Daily rewards',
  w_login: 'Welcome back',
  w_forget: 'We have you covered',
};

/** Generated images (game icons as WebP; vendor icons, banners, avatars as SVG) and uploaded images. */
export function registerAssetRoutes(server: FastifyInstance, app: AppContext): void {
  const db = app.database.db;
  const gameIcon = createIconRasteriser();

  server.get<{ Params: { file: string }; Querystring: { size?: string } }>(
    '/assets/games/:file',
    async (request, reply) => {
      const code = WEBP_FILE.exec(request.params.file)?.[1];
      const game = code ? (await catalogueOf(app)).byCode.get(code)?.game : undefined;
      if (!game) return notFound(reply);
      const { gameCode, displayName, vendorCode } = game;
      const large = request.query.size === 'large';
      const icon = await gameIcon(JSON.stringify([gameCode, displayName, vendorCode, large]), () =>
        gameIconSvg(gameCode, displayName, vendorCode, large),
      );
      return sendImage(reply, 'image/webp', icon);
    },
  );

  server.get<{ Params: { file: string }; Querystring: { size?: string } }>(
    '/assets/vendors/:file',
    async (request, reply) => {
      const code = SVG_FILE.exec(request.params.file)?.[1];
      if (!code) return notFound(reply);
      const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, code));
      if (!vendor) return notFound(reply);
      return sendSvg(reply, vendorIconSvg(vendor.code, vendor.name, request.query.size === 'large'));
    },
  );

  const brandName = async (code: string): Promise<string | null> => {
    const [merchant] = await db
      .select({ name: merchants.name })
      .from(merchants)
      .where(eq(merchants.code, code));
    return merchant?.name ?? null;
  };

  server.get<{ Params: { brand: string; group: string; file: string } }>(
    '/assets/banners/:brand/:group/:file',
    async (request, reply) => {
      const { brand, group, file } = request.params;
      const name = SVG_FILE.exec(file)?.[1];
      if (!name || !SEGMENT.test(brand) || !headlines[group]) return notFound(reply);
      const merchant = await brandName(brand);
      if (!merchant) return notFound(reply);
      return sendSvg(
        reply,
        bannerSvg(`${brand}/${group}/${name}`, `${merchant}: ${headlines[group]}`, 1200, 400),
      );
    },
  );

  server.get<{ Params: { kind: string; brand: string; file: string } }>(
    '/assets/:kind/:brand/:file',
    async (request, reply) => {
      const { kind, brand, file } = request.params;
      const name = SVG_FILE.exec(file)?.[1];
      if (!name || !SEGMENT.test(brand) || (kind !== 'promotions' && kind !== 'home')) return notFound(reply);
      const merchant = await brandName(brand);
      if (!merchant) return notFound(reply);
      return kind === 'promotions'
        ? sendSvg(reply, bannerSvg(`${brand}/promotion/${name}`, `${merchant} promotion ${name}`, 600, 300))
        : sendSvg(reply, bannerSvg(`${brand}/home/${name}`, merchant, 1200, 300));
    },
  );

  server.get<{ Params: { file: string } }>('/assets/avatars/:file', async (request, reply) => {
    const name = SVG_FILE.exec(request.params.file)?.[1];
    if (!name) return notFound(reply);
    return sendSvg(reply, avatarSvg(name));
  });

  server.get<{ Params: { brand: string; file: string } }>(
    '/assets/channels/:brand/:file',
    async (request, reply) => {
      const code = SVG_FILE.exec(request.params.file)?.[1];
      if (!code || !SEGMENT.test(request.params.brand)) return notFound(reply);
      const [channel] = await db
        .select({ name: depositChannels.name })
        .from(depositChannels)
        .innerJoin(merchants, eq(merchants.id, depositChannels.merchantId))
        .where(and(eq(merchants.code, request.params.brand), eq(depositChannels.code, code)));
      if (!channel) return notFound(reply);
      return sendSvg(reply, vendorIconSvg(code, channel.name, false));
    },
  );

  // A points-mall reward's picture (points.rewards' imageUrl).
  server.get<{ Params: { brand: string; file: string } }>(
    '/assets/rewards/:brand/:file',
    async (request, reply) => {
      const code = SVG_FILE.exec(request.params.file)?.[1];
      if (!code || !SEGMENT.test(request.params.brand)) return notFound(reply);
      const [reward] = await db
        .select({ name: pointRewards.name })
        .from(pointRewards)
        .innerJoin(merchants, eq(merchants.id, pointRewards.merchantId))
        .where(and(eq(merchants.code, request.params.brand), eq(pointRewards.code, code)));
      if (!reward) return notFound(reply);
      return sendSvg(reply, vendorIconSvg(code, reward.name, true));
    },
  );

  /** Whether the request's bearer token is the owner's session or an operator serving the owner's white label. */
  const mayReadPrivate = async (request: FastifyRequest, ownerId: number): Promise<boolean> => {
    const token = bearerToken(request);
    if (!token) return false;
    const now = app.clock.now();
    const session = await sessionForToken(db, token, now, app.options.sessionIdleMinutes);
    if (session) return session.member.id === ownerId;
    const operator = await operatorForToken(db, token, now);
    if (!operator) return false;
    if (operator.merchantId === null) return true;
    const [owner] = await db
      .select({ merchantId: members.merchantId })
      .from(members)
      .where(eq(members.id, ownerId));
    return owner?.merchantId === operator.merchantId;
  };

  // The QR code of an app download link (support.appDownload's qrCodeUrl).
  server.get<{ Querystring: { text?: unknown } }>('/assets/qr.svg', async (request, reply) => {
    const { text } = request.query;
    if (typeof text !== 'string' || text.length === 0 || text.length > MAX_QR_TEXT_LENGTH)
      return reply.code(400).send(fail('VALIDATION_FAILED', { message: 'text' }));
    return sendSvg(reply, await qrCodeSvg(text));
  });

  server.get<{ Params: { id: string } }>('/uploads/:id', UPLOAD_ROUTE, async (request, reply) => {
    if (!UUID.test(request.params.id)) return notFound(reply);
    const [image] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, request.params.id));
    if (!image) return notFound(reply);
    const restricted = PRIVATE_UPLOAD_PURPOSES.has(image.purpose);
    // To anybody else a private image does not exist.
    if (restricted && !(await mayReadPrivate(request, image.memberId))) return notFound(reply);
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', restricted ? 'private, no-store' : 'public, max-age=86400, immutable')
      .send(Buffer.from(image.dataBase64, 'base64'));
  });
}
