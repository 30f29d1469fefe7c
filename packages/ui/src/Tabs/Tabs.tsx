import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Tabs.css';

export const tabsVariants = ['underline', 'pill'] as const;
type TabsVariant = (typeof tabsVariants)[number];

const VariantContext = createContext<TabsVariant>('underline');

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {
  variant?: TabsVariant;
}

export function TabsRoot({ variant = 'underline', ...props }: TabsRootProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.Root activationMode="automatic" {...props} />
    </VariantContext.Provider>
  );
}

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** Stretch the tabs across the container (e.g. login/SMS tabs in a dialog). */
  fullWidth?: boolean;
}

function TabsList({ fullWidth = false, className, ...props }: TabsListProps) {
  const variant = useContext(VariantContext);
  return <RadixTabs.List className={cx(styles.list({ variant, fullWidth }), className)} {...props} />;
}

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /** A count shown after the label (hidden at 0), e.g. unread messages. */
  count?: number;
  children: ReactNode;
}

function TabsTrigger({ count, className, children, ...props }: TabsTriggerProps) {
  const variant = useContext(VariantContext);
  return (
    <RadixTabs.Trigger className={cx(styles.trigger({ variant }), className)} {...props}>
      {children}
      {count && count > 0 ? <span className={styles.badge}>{count > 99 ? '99+' : count}</span> : null}
    </RadixTabs.Trigger>
  );
}

function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}

/** Tabs over Radix: arrow keys move between tabs, Home/End jump, the panel follows focus. */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};

TabsRoot.displayName = 'Tabs.Root';
TabsList.displayName = 'Tabs.List';
TabsTrigger.displayName = 'Tabs.Trigger';
TabsContent.displayName = 'Tabs.Content';
