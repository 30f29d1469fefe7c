// API: the vendor count above which the list switches to its large layout, for pages sizing around it.
export {
  VendorDropdown,
  VENDOR_DROPDOWN_LARGE_AFTER,
  type VendorDropdownProps,
  type VendorOption,
} from './VendorDropdown';
