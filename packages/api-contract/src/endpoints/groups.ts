import type { Contract, GroupName } from './index';

/**
 * Each group of the contract as its own module, loaded by the API client with the group's first
 * call: a page carries only the schemas of the groups it calls (a visitor's home needs neither
 * the member, agent and funds schemas nor the new-password rules with their common-password list).
 */
export const contractGroups: { readonly [G in GroupName]: () => Promise<Contract[G]> } = {
  system: async () => (await import('./system')).system,
  auth: async () => (await import('./auth')).auth,
  member: async () => (await import('./member')).member,
  wallet: async () => (await import('./wallet')).wallet,
  games: async () => (await import('./games')).games,
  agent: async () => (await import('./agent')).agent,
  points: async () => (await import('./points')).points,
  messages: async () => (await import('./messages')).messages,
  promotions: async () => (await import('./promotions')).promotions,
  missions: async () => (await import('./missions')).missions,
  redEnvelope: async () => (await import('./redEnvelope')).redEnvelope,
  funds: async () => (await import('./funds')).funds,
  reports: async () => (await import('./reports')).reports,
  support: async () => (await import('./support')).support,
  limits: async () => (await import('./limits')).limits,
  playBreaks: async () => (await import('./playBreaks')).playBreaks,
};
