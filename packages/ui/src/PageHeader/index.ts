export { PageHeader, pageHeaderLevels, type PageHeaderProps } from './PageHeader';
