export {
  CategoryIcon,
  categoryCodes,
  categoryIconSizes,
  categoryLabelKey,
  type CategoryCode,
  type CategoryIconProps,
} from './CategoryIcon';
