import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../src/http/log-redaction';
import { startTestServer, type TestServer } from './support/server';
import { launchDemoSlot } from './support/sites';
import { connectSocket } from './support/sockets';

let api: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestServer({ logger: { stream: { write: (line) => void logLines.push(line) } } });
});

afterAll(async () => {
  await api.close();
});

describe('request log redaction (M3)', () => {
  it('redacts secret query parameters however they are spelled, and keeps the rest', () => {
    expect(redactUrl('/ws?token=abc')).toBe(`/ws?token=${REDACTED}`);
    expect(redactUrl('/demo-game/state?ticket=abc&x=1')).toBe(`/demo-game/state?ticket=${REDACTED}&x=1`);
    expect(redactUrl('/a?%74oken=abc&Access_Token=def&TICKET')).toBe(
      `/a?%74oken=${REDACTED}&Access_Token=${REDACTED}&TICKET=${REDACTED}`,
    );
    expect(redactUrl('/wps/game/list?keyword=slot&pageNo=1')).toBe('/wps/game/list?keyword=slot&pageNo=1');
    expect(redactUrl('/b?%E0%A4%A=1')).toBe('/b?%E0%A4%A=1');
  });

  it('never writes a session token or a launch ticket from a URL to the log', async () => {
    const token = await api.loginReady('demomember', { merchant: 'ember' });
    const { url: launchUrl, ticket } = await launchDemoSlot(api, token, 'ember');
    expect(ticket).toMatch(/^[\w-]{43}$/u);
    expect((await api.fetch(`${launchUrl.pathname}${launchUrl.search}`)).status).toBe(200);
    expect((await api.fetch(`/demo-game/state?ticket=${ticket}`)).status).toBe(200);
    const socket = await connectSocket(api.baseUrl, `?token=${token}`);
    socket.socket.close();
    await socket.closed;

    const log = logLines.join('');
    expect(log).toContain('/demo-game/state?ticket=[redacted]');
    expect(log).toContain('/ws?token=[redacted]');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(token);
  });
});
