export {
  VendorDropdown,
  VENDOR_DROPDOWN_LARGE_AFTER,
  type VendorDropdownProps,
  type VendorOption,
} from './VendorDropdown';
