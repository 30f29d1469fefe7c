// Story scaffolding for machine pages: the chart beside the bound UI, the per-state story factory,
// and in-memory stand-ins. Exported as `@portal/flows/storybook`, never from the public barrel.
export * from './FlowStory';
export { described } from './describe';
export * from './fakes';
export { machineStories, type MachineStoriesOptions } from './machineStories';
export { currentStates, overviewStoryParameters, stateStoryParameters } from './storyHelpers';
