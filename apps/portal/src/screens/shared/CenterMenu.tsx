import { SideMenu } from '@portal/ui';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTabletWidth } from '../../app/viewport';

export interface CenterMenuProps {
  /** The menu's landmark name: the centre's title. */
  label: string;
  /** The chosen page's name, shown beside the menu button while the menu is folded on a phone. */
  current: string | undefined;
  /** SideMenu sections and items. */
  children: ReactNode;
}

/**
 * A centre's own menu: open beside the page where there is room; on a phone folded to the chosen
 * page's name above it, so the page comes first, and folded again once a page is chosen.
 */
export function CenterMenu({ label, current, children }: CenterMenuProps) {
  const roomy = useTabletWidth();
  // Each width keeps its own choice: a window narrowed to a phone's width shows the menu folded,
  // widened it shows it open again (unless folded there by hand).
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const [foldedBeside, setFoldedBeside] = useState(false);
  const open = roomy ? !foldedBeside : openOnPhone;
  const setOpen = (next: boolean) => (roomy ? setFoldedBeside(!next) : setOpenOnPhone(next));

  const foldOnChoice = (event: MouseEvent<HTMLElement>) => {
    if (roomy || !(event.target instanceof Element) || !event.target.closest('li')) return;
    const menu = event.currentTarget;
    setOpen(false);
    // The chosen item leaves with the folded list: the menu button keeps the focus.
    requestAnimationFrame(() => menu.querySelector<HTMLElement>('button[aria-expanded]')?.focus());
  };

  return (
    <SideMenu.Root
      aria-label={label}
      open={open}
      onOpenChange={setOpen}
      title={roomy ? undefined : current}
      onClick={foldOnChoice}
    >
      {children}
    </SideMenu.Root>
  );
}
