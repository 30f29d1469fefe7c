/**
 * The one tone scale of the kit: what a message, status or figure means, from plain to urgent.
 * Components that take a `tone` use these words (or a subset of them); `variant` is kept for
 * shape and emphasis (solid, outline, ghost…).
 */
export const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];
