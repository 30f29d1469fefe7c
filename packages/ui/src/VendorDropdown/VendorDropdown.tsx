import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import * as styles from './VendorDropdown.css';

/** SPEC §2: the header vendor dropdown switches to a large layout above this many items. */
export const VENDOR_DROPDOWN_LARGE_AFTER = 10;

export interface VendorOption {
  code: string;
  name: string;
  logoUrl?: string;
}

export interface VendorDropdownProps {
  vendors: readonly VendorOption[];
  onSelect: (code: string) => void;
  /** Trigger text; defaults to the translated "Game providers". */
  label?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu of vendors behind a button. Up to ten vendors are one column; more become a grid
 * (`data-layout="large"`). Arrow keys move through the vendors in reading order.
 */
export function VendorDropdown({
  vendors,
  onSelect,
  label,
  open,
  defaultOpen,
  onOpenChange,
}: VendorDropdownProps) {
  const { t } = useTranslation('lobby');
  const large = vendors.length > VENDOR_DROPDOWN_LARGE_AFTER;
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" iconEnd="chevronDown">
          {label ?? t('vendorDropdown.label')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        className={large ? styles.menuLarge : undefined}
        data-layout={large ? 'large' : 'list'}
      >
        {vendors.map((vendor) => (
          <DropdownMenu.Item
            key={vendor.code}
            className={styles.menuItem}
            onSelect={() => onSelect(vendor.code)}
          >
            {vendor.logoUrl ? <img className={styles.menuLogo} src={vendor.logoUrl} alt="" /> : null}
            {vendor.name}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
