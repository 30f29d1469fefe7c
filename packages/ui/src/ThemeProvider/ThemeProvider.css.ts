import { style } from '@vanilla-extract/css';

export const fullHeight = style({ minBlockSize: '100vh' });
