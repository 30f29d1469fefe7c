import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '@portal/theme';
import { cx } from '../internal/cx';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/** The one layout primitive: sprinkles props in, themed atomic classes out. */
export function Box({ as = 'div', className, ref, ...props }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = cx(sprinkles(sprinkleProps as Sprinkles), className);
  return createElement(as, { ...nativeProps, ref, className: classes });
}
