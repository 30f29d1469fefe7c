import {
  playBreakSchema,
  playBreakSettingsSchema,
  playSessionSummarySchema,
  realityCheckRequestSchema,
  startPlayBreakRequestSchema,
} from '../schemas/playBreaks';
import { defineEndpoint } from './define';

const session = { auth: 'token', encrypted: false } as const;

/** Player protection: reality checks, time-outs and self-exclusions. */
export const playBreaks = {
  settings: defineEndpoint({
    id: 'playBreaks.settings',
    method: 'GET',
    path: '/wps/play-breaks/settings',
    ...session,
    moneyMoving: false,
    response: playBreakSettingsSchema,
    summary: 'Which breaks the white label offers, and the member’s reality-check interval.',
  }),
  setRealityCheck: defineEndpoint({
    id: 'playBreaks.setRealityCheck',
    method: 'POST',
    path: '/wps/play-breaks/reality-check',
    ...session,
    moneyMoving: false,
    body: realityCheckRequestSchema,
    response: playBreakSettingsSchema,
    summary:
      'Sets the reality-check interval (0 turns it off); refused where the white label does not offer it.',
  }),
  sessionSummary: defineEndpoint({
    id: 'playBreaks.sessionSummary',
    method: 'GET',
    path: '/wps/play-breaks/session-summary',
    ...session,
    moneyMoving: false,
    response: playSessionSummarySchema,
    summary: 'Time, stakes and net result of real play since this session’s login.',
  }),
  start: defineEndpoint({
    id: 'playBreaks.start',
    method: 'POST',
    path: '/wps/play-breaks/start',
    auth: 'token',
    encrypted: true,
    moneyMoving: false,
    body: startPlayBreakRequestSchema,
    response: playBreakSchema,
    summary:
      'Starts a time-out or self-exclusion at once, confirmed with the password; it cannot be ended early and signs every session out. Refused for a kind the white label does not offer.',
  }),
};
