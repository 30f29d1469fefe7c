import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surface.sunken,
        borderColor: vars.color.border.strong,
        color: vars.color.text.secondary,
      },
      info: {
        backgroundColor: vars.color.accent.subtle,
        borderColor: 'transparent',
        color: vars.color.accent.text,
      },
      success: {
        backgroundColor: vars.color.success.subtle,
        borderColor: 'transparent',
        color: vars.color.success.text,
      },
      warning: {
        backgroundColor: vars.color.warning.subtle,
        borderColor: 'transparent',
        color: vars.color.warning.text,
      },
      danger: {
        backgroundColor: vars.color.danger.subtle,
        borderColor: 'transparent',
        color: vars.color.danger.text,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
