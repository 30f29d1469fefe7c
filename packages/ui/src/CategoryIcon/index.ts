export {
  CategoryIcon,
  categoryCodes,
  categoryIconSizes,
  type CategoryCode,
  type CategoryIconProps,
} from './CategoryIcon';
