import { vars } from '@portal/theme';
import type { Tone } from '../tones';

export interface ToneColors {
  /** A solid mark: borders, bars, indicators. */
  base: string;
  /** A tinted background. */
  subtle: string;
  /** Text and icons on the canvas or the tinted background (meets 4.5:1). */
  text: string;
}

/** Each tone's colour roles, so every toned recipe paints a tone the same way. */
export const toneColors: Record<Tone, ToneColors> = {
  neutral: {
    base: vars.color.border.strong,
    subtle: vars.color.surface.sunken,
    text: vars.color.text.secondary,
  },
  info: vars.color.accent,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
};

/** Recipe variants for the given tones, each painted from its colour roles. */
export function toneVariants<T extends Tone, Rule>(
  list: readonly T[],
  paint: (colors: ToneColors, tone: T) => Rule,
): Record<T, Rule> {
  return Object.fromEntries(list.map((tone) => [tone, paint(toneColors[tone], tone)])) as Record<T, Rule>;
}
