import type agent from './locales/en/agent.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';
import type feedback from './locales/en/feedback.json';
import type games from './locales/en/games.json';
import type nav from './locales/en/nav.json';
import type points from './locales/en/points.json';
import type status from './locales/en/status.json';
import type validation from './locales/en/validation.json';
import type wallet from './locales/en/wallet.json';
import type forms from './locales/en/forms.json';
import type overlays from './locales/en/overlays.json';
import type lobby from './locales/en/lobby.json';
import type account from './locales/en/account.json';
import type accountLater from './locales/en/account.later.json';
import type commonLater from './locales/en/common.later.json';
import type portal from './locales/en/portal.json';
import type portalLater from './locales/en/portal.later.json';

/** EN is the default UI language and the fallback for every missing key. */
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

export const NAMESPACES = [
  'common',
  'validation',
  'errors',
  'auth',
  'nav',
  'games',
  'wallet',
  'status',
  'agent',
  'feedback',
  'points',
  // Component chrome of @portal/ui, one namespace per component group.
  'forms',
  'overlays',
  'lobby',
  'account',
  // The assembled portal's own chrome (apps/portal).
  'portal',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The shape of one language's catalogue; EN is the source of truth for every key. */
export interface Resources {
  common: typeof common & typeof commonLater;
  validation: typeof validation;
  errors: typeof errors;
  auth: typeof auth;
  nav: typeof nav;
  games: typeof games;
  wallet: typeof wallet;
  status: typeof status;
  agent: typeof agent;
  feedback: typeof feedback;
  points: typeof points;
  forms: typeof forms;
  overlays: typeof overlays;
  lobby: typeof lobby;
  account: typeof account & typeof accountLater;
  portal: typeof portal & typeof portalLater;
}

export function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name);
}
