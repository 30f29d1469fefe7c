import { agentResolvers } from './agent';
import { authResolvers } from './auth';
import type { MockResolvers } from './define';
import { fundsResolvers } from './funds';
import { gamesResolvers } from './games';
import { limitsResolvers } from './limits';
import { memberResolvers } from './member';
import { messagesResolvers } from './messages';
import { missionsResolvers } from './missions';
import { playBreaksResolvers } from './playBreaks';
import { pointsResolvers } from './points';
import { promotionsResolvers } from './promotions';
import { redEnvelopeResolvers } from './redEnvelope';
import { reportsResolvers } from './reports';
import { supportResolvers } from './support';
import { systemResolvers } from './system';
import { walletResolvers } from './wallet';

/** The default answer of every endpoint, grouped like the contract (`endpoints/<group>.ts`). */
export const mockResolvers = {
  system: systemResolvers,
  auth: authResolvers,
  member: memberResolvers,
  wallet: walletResolvers,
  games: gamesResolvers,
  agent: agentResolvers,
  points: pointsResolvers,
  messages: messagesResolvers,
  promotions: promotionsResolvers,
  missions: missionsResolvers,
  redEnvelope: redEnvelopeResolvers,
  funds: fundsResolvers,
  reports: reportsResolvers,
  support: supportResolvers,
  limits: limitsResolvers,
  playBreaks: playBreaksResolvers,
} satisfies MockResolvers;
