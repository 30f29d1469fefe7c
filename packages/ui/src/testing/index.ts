// @portal/ui/testing: helpers for tests of code built on the kit (flows, the portal, brand apps).
export { renderWithProviders, type RenderWithProvidersOptions } from './renderWithProviders';
