import type { GroupHandlers } from '../http/registrar';
import {
  playBreakSettings,
  playSessionSummary,
  setRealityCheck,
  startPlayBreak,
} from '../protection/exclusions';

/** Contract group `playBreaks` (src/protection/exclusions.ts): reality checks, time-outs, self-exclusions. */
export const playBreaksHandlers = {
  settings: {
    handler: async ({ app, merchant, session }) =>
      playBreakSettings(app.database.db, merchant, session.member.id),
  },
  setRealityCheck: {
    handler: async ({ app, merchant, session, body, now }) =>
      setRealityCheck(app.database.db, merchant, session.member.id, body.realityCheckMinutes, now),
  },
  sessionSummary: {
    handler: async ({ app, session, now }) => playSessionSummary(app.database.db, session, now),
  },
  start: {
    handler: async ({ app, merchant, session, body, now }) =>
      startPlayBreak(app, merchant, session, body, now),
  },
} satisfies GroupHandlers<'playBreaks'>;
