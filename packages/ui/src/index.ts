/**
 * @portal/ui: one barrel per group. The groups are the same words everywhere: these barrels,
 * the Storybook titles (Components/<Group>/<Name>) and, for component chrome, the i18n
 * namespaces (forms, overlays, lobby, account, status; navigation reads `nav`).
 * Folders export components, their props and variant arrays; helpers stay module exports.
 */
export * from './foundation';
export * from './forms';
export * from './overlays';
export * from './navigation';
export * from './lobby';
export * from './account';
export * from './status';
export * from './qa';
