import type { ServerHandlers } from '../http/registrar';
import { agentHandlers } from './agent';
import { authHandlers } from './auth';
import { fundsHandlers } from './funds';
import { gamesHandlers } from './games';
import { limitsHandlers } from './limits';
import { memberHandlers } from './member';
import { reportsHandlers } from './reports';
import { messagesHandlers } from './messages';
import { missionsHandlers } from './missions';
import { playBreaksHandlers } from './play-breaks';
import { promotionsHandlers } from './promotions';
import { pointsHandlers } from './points';
import { redEnvelopeHandlers } from './red-envelope';
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
  reports: reportsHandlers,
  support: supportHandlers,
  // Deposits, withdrawals and transfers (src/funds/).
  funds: fundsHandlers,
  messages: messagesHandlers,
  // Activities, the reward centre and referral (src/promotions/); missions (src/missions/).
  promotions: promotionsHandlers,
  missions: missionsHandlers,
  // The points mall and the red envelope (src/points/, src/red-envelope/).
  points: pointsHandlers,
  redEnvelope: redEnvelopeHandlers,
  // Player protection limits (src/protection/).
  limits: limitsHandlers,
  // Player protection (src/protection/).
  playBreaks: playBreaksHandlers,
} satisfies ServerHandlers;
