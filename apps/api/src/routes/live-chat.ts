import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { escapeXml } from '../games/art';
import { originOf } from '../games/catalogue';
import { liveModel } from '../live/live';

const ROOM_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#14161f;color:#f4f4f8;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:24px}img{width:160px;height:160px;border-radius:50%}
.status{display:inline-block;margin-top:8px;padding:4px 12px;border-radius:999px;background:#3a3d4d}
.status[data-online="true"]{background:#1f7a4d}`;

function clockOf(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')} UTC`;
}

/**
 * The host room page that `games.launchLiveChat` links to: the host, whether they are live now and
 * their shift. Rendered on the server with escaped text and no script (the API's CSP allows none).
 */
export function registerLiveChatRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/live-chat/room.css', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(ROOM_CSS),
  );

  server.get<{ Params: { modelId: string } }>('/live-chat/:modelId', async (request, reply) => {
    const host = await liveModel(
      app.database.db,
      request.params.modelId,
      app.clock.now(),
      originOf(app, request),
    );
    const name = escapeXml(host.nickname);
    const status = host.online
      ? 'Live now'
      : `Offline, live daily from ${clockOf(host.shiftStartMinute)} to ${clockOf(host.shiftStartMinute + host.shiftMinutes)}`;
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} · Live</title><link rel="stylesheet" href="/live-chat/room.css"></head>
<body><main>
<img src="${escapeXml(host.avatarUrl)}" alt="">
<h1>${name}</h1>
<p class="status" data-online="${String(host.online)}">${escapeXml(status)}</p>
</main></body>
</html>`;
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(html);
  });
}
