import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The element visual tests capture: the story plus a brand-coloured margin, nothing more. */
export const storyRoot = styleVariants({
  content: {
    display: 'inline-block',
    verticalAlign: 'top',
    minInlineSize: '1px',
    padding: vars.space.lg,
    backgroundColor: vars.color.surface.canvas,
  },
  block: {
    display: 'block',
    padding: vars.space.lg,
    backgroundColor: vars.color.surface.canvas,
  },
  page: {
    display: 'block',
    minBlockSize: '100vh',
    backgroundColor: vars.color.surface.canvas,
  },
});
