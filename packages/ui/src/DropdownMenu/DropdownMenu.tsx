import type * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { IconName } from '../Icon';
import { lazyPart } from '../internal/lazyPart';
import type { Tone } from '../tones';
import type { menuParts } from './menuParts';

/** `danger` for destructive or leaving actions; the kit's tone scale, as far as a menu needs it. */
export const dropdownMenuItemTones = ['neutral', 'danger'] as const satisfies readonly Tone[];

export type DropdownMenuRootProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Root>;

export interface DropdownMenuContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixDropdownMenu.Content>,
  'asChild'
> {
  children: ReactNode;
}

export interface DropdownMenuItemProps extends Omit<
  ComponentPropsWithRef<typeof RadixDropdownMenu.Item>,
  'asChild'
> {
  /** A decorative icon before the label. */
  icon?: IconName;
  /** `danger` for destructive or leaving actions such as logging out. */
  tone?: (typeof dropdownMenuItemTones)[number];
  /** Render the child (e.g. a router link) as the item. */
  asChild?: boolean;
}

type MenuParts = typeof menuParts;

/** The menu's Radix half, loaded when the menu is first wanted. */
const menuPartsLoader = lazyPart(() => import('./menuParts').then((module) => module.menuParts));

function prefetchMenuParts() {
  menuPartsLoader.load().catch(() => undefined);
}

/** The keys that open a menu from its focused button (as Radix's trigger). */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

interface MenuState {
  /** The Radix half, once loaded for this menu; until then the trigger stands alone. */
  parts: MenuParts | undefined;
  /** The trigger was pressed before the Radix half arrived: load it and open. */
  requestOpen(byKeyboard: boolean): void;
  /** True once, for the first opening when a key asked for it (focus goes to the first item). */
  takeKeyboardOpening(): boolean;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`DropdownMenu.${part} must be used inside DropdownMenu.Root.`);
  return menu;
}

/**
 * Non-modal by default: the page stays in the accessibility tree (no aria-hidden around a
 * focusable trigger) and a click outside still closes the menu. Until the menu first opens only
 * its trigger is on the page; the rest (Radix) loads on the first press (hover and focus fetch it).
 */
function DropdownMenuRoot({
  modal = false,
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...rest
}: DropdownMenuRootProps) {
  const [parts, setParts] = useState(menuPartsLoader.loaded);
  const [openRequested, setOpenRequested] = useState(false);
  const keyboardOpening = useRef(false);
  // Read at the moment a load fails, so that a new callback each render does not restart the load.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const wanted = open === true || defaultOpen === true || openRequested;
  useEffect(() => {
    if (!wanted || parts) return undefined;
    let current = true;
    menuPartsLoader.load().then(
      (loaded) => {
        if (current) setParts(loaded);
      },
      () => {
        // The chunk did not arrive: the button stays as it was, a parent holding `open` hears the
        // menu closed, and the next press tries again.
        if (!current) return;
        setOpenRequested(false);
        onOpenChangeRef.current?.(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, parts]);

  const requestOpen = useCallback(
    (byKeyboard: boolean) => {
      keyboardOpening.current = byKeyboard;
      setOpenRequested(true);
      onOpenChange?.(true);
    },
    [onOpenChange],
  );
  const menu = useMemo<MenuState>(
    () => ({
      parts,
      requestOpen,
      takeKeyboardOpening: () => {
        const byKeyboard = keyboardOpening.current;
        keyboardOpening.current = false;
        return byKeyboard;
      },
    }),
    [parts, requestOpen],
  );
  return (
    <MenuContext.Provider value={menu}>
      {parts ? (
        <parts.Root
          modal={modal}
          open={open}
          defaultOpen={defaultOpen === true || openRequested}
          onOpenChange={onOpenChange}
          {...rest}
        >
          {children}
        </parts.Root>
      ) : (
        children
      )}
    </MenuContext.Provider>
  );
}

type TriggerProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Trigger>;

/** Before the Radix half has loaded: the same closed button, which asks for it when pressed. */
function PendingTrigger({
  asChild,
  disabled,
  onPointerDown,
  onKeyDown,
  onPointerEnter,
  onFocus,
  requestOpen,
  ...rest
}: TriggerProps & Pick<MenuState, 'requestOpen'>) {
  const Button = asChild ? Slot : 'button';
  return (
    <Button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetchMenuParts();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchMenuParts();
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || disabled || event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: the press opens the menu, the button does not take focus.
        event.preventDefault();
        requestOpen(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || !OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        requestOpen(true);
      }}
    />
  );
}

function DropdownMenuTrigger(props: TriggerProps) {
  const { parts, requestOpen } = useMenu('Trigger');
  if (!parts) return <PendingTrigger {...props} requestOpen={requestOpen} />;
  return <parts.Trigger {...props} />;
}

/**
 * Radix moves focus to the first item when a key opened the menu, but a root that the key press
 * itself mounted did not see the key: for that first opening the first item is focused here.
 */
function focusFirstItemOnce(takeKeyboardOpening: () => boolean) {
  return (event: Event) => {
    if (!takeKeyboardOpening() || !(event.target instanceof HTMLElement)) return;
    const first = event.target.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    if (!first) return;
    event.preventDefault();
    first.focus({ preventScroll: true });
  };
}

function DropdownMenuContent(props: DropdownMenuContentProps) {
  const { parts, takeKeyboardOpening } = useMenu('Content');
  if (!parts) return null;
  // Radix's menu content takes `onOpenAutoFocus` (its focus scope's mount event) though the
  // dropdown's props type leaves it out; DropdownMenu.test covers the keyboard opening.
  const openAutoFocus = { onOpenAutoFocus: focusFirstItemOnce(takeKeyboardOpening) };
  return <parts.Content {...props} {...openAutoFocus} />;
}

/** A part that exists only inside the open menu, so only once the Radix half has loaded. */
function loadedPart<
  K extends 'Item' | 'Separator' | 'Label' | 'Group' | 'RadioGroup' | 'RadioItem' | 'ItemIndicator',
>(name: K) {
  function Part(props: ComponentProps<MenuParts[K]>) {
    const { parts } = useMenu(name);
    if (!parts) return null;
    const Loaded = parts[name] as ComponentType<ComponentProps<MenuParts[K]>>;
    return <Loaded {...props} />;
  }
  Part.displayName = `DropdownMenu.${name}`;
  return Part;
}

/**
 * A menu of actions behind a button (e.g. the account menu). Arrow keys move (and wrap),
 * Enter or Space choose, typing jumps to an item, Escape closes and returns focus to the trigger.
 * The trigger is usually a `Button` passed with `asChild`.
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: loadedPart('Item'),
  Separator: loadedPart('Separator'),
  Label: loadedPart('Label'),
  Group: loadedPart('Group'),
  RadioGroup: loadedPart('RadioGroup'),
  RadioItem: loadedPart('RadioItem'),
  ItemIndicator: loadedPart('ItemIndicator'),
};

DropdownMenuRoot.displayName = 'DropdownMenu.Root';
DropdownMenuTrigger.displayName = 'DropdownMenu.Trigger';
DropdownMenuContent.displayName = 'DropdownMenu.Content';
