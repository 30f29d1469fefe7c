export {
  buildCatalogue,
  mockVendorSpecs,
  MOCK_CATALOGUE_SIZE,
  toGameCard,
  type Catalogue,
  type CatalogueGame,
} from './catalogue';
export { mockExamples, type MockExample, type MockExamples } from './examples';
export {
  ANY_ORIGIN,
  createHandlers,
  mockKeyPair,
  mockUrl,
  override,
  type CreateHandlersOptions,
  type MockBehaviour,
  type OverrideOptions,
} from './handlers';
export {
  MockFailure,
  mockResolvers,
  type MockContext,
  type MockResolver,
  type MockResolvers,
  type MockSession,
} from './resolvers';
export {
  catalogueFor,
  createMockWorld,
  DEFAULT_MOCK_SEED,
  MOCK_CAPTCHA_PNG,
  MOCK_NOW,
  mockCredentials,
  mockIds,
  mockTokens,
  type MockAccount,
  type MockWorld,
} from './world';
