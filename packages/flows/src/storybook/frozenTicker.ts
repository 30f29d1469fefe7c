import { fromCallback } from 'xstate';
import type { TickEvent } from '@portal/machines';

/** A ticker that never ticks: a countdown stays where its state put it (stories, tests). */
export const frozenTicker = fromCallback<TickEvent>(() => () => undefined);
