export {
  buildCatalogue,
  mockIconUrl,
  mockVendorSpecs,
  MOCK_CATALOGUE_SIZE,
  toGameCard,
  type Catalogue,
  type CatalogueGame,
} from './fixtures/catalogue';
export { mockCredentials, mockTokens, type MockAccount } from './fixtures/accounts';
export {
  MOCK_AUTHENTICATOR_CODE,
  MOCK_AUTHENTICATOR_SECRET,
  MOCK_RECOVERY_CODES,
} from './fixtures/accountSecurity';
export {
  MOCK_CAPTCHA_PNG,
  MOCK_PNG_BYTES,
  mockPermissionInfo,
  mockPickedPng,
  mockWhiteLabel,
} from './fixtures/system';
export { MOCK_NOW } from './fixtures/time';
export { mockNoPlayerLimits, mockPlayerLimits, playerLimitsView } from './fixtures/limits';
export { mockOpenDeposits, mockProcessingDeposit, mockWithdrawOptions } from './fixtures/funds';
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
export { mockResolvers } from './resolvers';
export { mockFavoriteIds } from './resolvers/games';
export { mockConsolidatedContracts } from './resolvers/member';
export { mockUnreadCount } from './resolvers/messages';
export { siteStatusAnswer, type SiteStatus } from './states';
export {
  MockFailure,
  type GroupResolvers,
  type MockContext,
  type MockResolver,
  type MockResolvers,
  type MockSession,
} from './resolvers/define';
export {
  catalogueFor,
  createMockWorld,
  DEFAULT_MOCK_SEED,
  mockIds,
  spendSmsCodesToday,
  vendorBalancesOf,
  type MockWalletMode,
  type MockWorld,
  type MockWorldOptions,
  type ReceivedRequest,
} from './world';
export {
  mockAvatarUrl,
  mockFullProfileValues,
  mockProfile,
  type MockProfileValues,
} from './fixtures/profile';
