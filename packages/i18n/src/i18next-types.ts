import type { Resources } from './namespaces';

/**
 * Type options for i18next: keys are checked against the EN catalogues, so a typo in a key is a
 * compile error. A package whose `i18next` resolves to another copy can reuse this with
 * `interface CustomTypeOptions extends PortalI18nTypeOptions {}` in its own augmentation.
 */
export interface PortalI18nTypeOptions {
  defaultNS: 'common';
  resources: Resources;
  returnNull: false;
}

declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface CustomTypeOptions extends PortalI18nTypeOptions {}
}
