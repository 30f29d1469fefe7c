import { fromCallback } from 'xstate';

export const TICK_MS = 1000;

export type TickEvent = { type: 'TICK' };

/** Sends TICK every second while its state is active; xstate stops it on exit. */
export const secondTicker = fromCallback<TickEvent>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'TICK' }), TICK_MS);
  return () => clearInterval(id);
});
