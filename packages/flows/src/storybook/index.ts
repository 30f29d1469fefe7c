// Story scaffolding for machine pages: the chart beside the bound UI, the per-state story factory
// on the real actors over the API mocks. Exported as `@portal/flows/storybook`, never from the
// public barrel.
export * from './FlowStory';
export { described } from './describe';
export { frozenTicker } from './frozenTicker';
export { machineStories, type MachineStoriesOptions } from './machineStories';
export {
  acceptingSmsCodeCheck,
  MOCK_MERCHANT_CODE,
  mockFlowActors,
  pendingWithdrawalInput,
  unansweredProviderLogin,
  type MockFlowActorsOptions,
} from './mockApi';
export { currentStates, overviewStoryParameters, stateStoryParameters } from './storyHelpers';
