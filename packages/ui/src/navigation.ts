// Components of the navigation group; each folder exports its own public API.
export * from './Tabs';
export * from './Pagination';
export * from './SideMenu';
export * from './Breadcrumb';
export * from './PageHeader';
export * from './LanguageSelect';
export * from './HeaderBar';
export * from './ScrollToTop';
export * from './Footer';
export * from './FloatingServiceWidget';
