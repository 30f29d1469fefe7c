import { globalStyle, style } from '@vanilla-extract/css';
import { stats } from '../../../../blocks/Screen.css';

/** The team's figures: each cell a size container, so a long balance scales to its card, whole. */
export const figures = style([stats]);

globalStyle(`${figures} > *`, { containerType: 'inline-size' });
