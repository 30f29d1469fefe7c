import type { ServerHandlers } from '../http/registrar';
import { agentHandlers } from './agent';
import { authHandlers } from './auth';
import { gamesHandlers } from './games';
import { memberHandlers } from './member';
import { messagesHandlers } from './messages';
import { teamReportHandlers } from './reports-team';
import { supportHandlers } from './support';
import { systemHandlers } from './system';
import { walletHandlers } from './wallet';

/**
 * Every contract call this server answers, one route file per contract group. A group or call
 * missing here is not served (test/contract-coverage.test.ts lists them); routes outside the
 * contract (realtime, demo game, assets) register themselves.
 */
export const serverHandlers = {
  system: systemHandlers,
  auth: authHandlers,
  member: memberHandlers,
  wallet: walletHandlers,
  games: gamesHandlers,
  agent: agentHandlers,
  // Member reports (routes/reports.ts) join the agent centre's team report here.
  reports: { ...teamReportHandlers },
  support: supportHandlers,
  messages: messagesHandlers,
} satisfies ServerHandlers;
