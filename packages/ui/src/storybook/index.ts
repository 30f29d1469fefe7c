/** Storybook-only parts of @portal/ui: the shared docs page that renders each component's guidance. */
export { ComponentDocsPage } from './ComponentDocsPage';
