import type { SVGAttributes } from 'react';
import { useTranslation } from '../Translation';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { cx } from '../internal/cx';
import * as styles from './CategoryIcon.css';
import { categoryPaths, type CategoryCode } from './paths';

export { categoryCodes, type CategoryCode } from './paths';

export const categoryIconSizes = ['sm', 'md', 'lg'] as const;

export interface CategoryIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  code: CategoryCode;
  size?: (typeof categoryIconSizes)[number];
  /**
   * Hide the icon from assistive technology when a visible label sits beside it.
   * Otherwise the icon is an image named after its category (from the `nav` namespace).
   */
  decorative?: boolean;
}

export function CategoryIcon({
  code,
  size = 'md',
  decorative = false,
  className,
  ...rest
}: CategoryIconProps) {
  const { t } = useTranslation(['nav']);
  const a11y: SVGAttributes<SVGSVGElement> = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': t(GAME_CATEGORY_KEYS[code]) };
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      className={cx(styles.icon, styles.size[size], className)}
      data-category={code}
      {...a11y}
      {...rest}
    >
      {categoryPaths[code].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
