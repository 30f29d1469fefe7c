export { Tabs, tabsVariants, type TabsRootProps, type TabsListProps, type TabsTriggerProps } from './Tabs';
