import type { PlayBreakPeriod } from '../../schemas/playBreaks';
import { MOCK_NOW } from '../fixtures/time';
import { failWith, type GroupResolvers } from './define';

const DAY_MS = 86_400_000;

/** The mock's length of each period (the server counts calendar months and years). */
const periodDays: Readonly<Record<PlayBreakPeriod, number>> = {
  HOURS_24: 1,
  DAYS_7: 7,
  DAYS_30: 30,
  WEEKS_6: 42,
  MONTHS_6: 182,
  YEAR_1: 365,
  YEARS_5: 1826,
};

/** A session that began an hour ago and has played a few real rounds: a loss, as most sessions end. */
const SESSION_MINUTES = 62;

/** As the server's default white label: every break offered (a story answers otherwise). */
const offered = { realityCheck: true, timeOut: true, selfExclusion: true };

export const playBreaksResolvers = {
  settings: ({ world, session }) => ({
    features: offered,
    realityCheckMinutes: world.realityChecks.get(session.account.account) ?? 0,
  }),
  setRealityCheck: ({ world, session, body }) => {
    world.realityChecks.set(session.account.account, body.realityCheckMinutes);
    return { features: offered, realityCheckMinutes: body.realityCheckMinutes };
  },
  sessionSummary: () => {
    const now = MOCK_NOW;
    return {
      startedAt: new Date(now - SESSION_MINUTES * 60_000).toISOString(),
      now: new Date(now).toISOString(),
      rounds: 48,
      wagered: 240_000,
      netResult: -35_500,
    };
  },
  start: ({ world, session, body }) => {
    if (body.password !== session.account.password) failWith('INVALID_CREDENTIALS');
    const now = MOCK_NOW;
    const playBreak = {
      kind: body.kind,
      period: body.period,
      startedAt: new Date(now).toISOString(),
      endsAt: new Date(now + periodDays[body.period] * DAY_MS).toISOString(),
    };
    world.playBreaks.set(session.account.account, playBreak);
    // As the server, every session the world opened for the account ends at once (the fixed
    // story tokens stay, so a story can show what follows).
    for (const [token, account] of world.sessions)
      if (account === session.account.account) {
        world.sessions.delete(token);
        world.revokedTokens.add(token);
      }
    return playBreak;
  },
} satisfies GroupResolvers<'playBreaks'>;
