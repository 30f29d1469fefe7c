export { createFlowActors, type FlowActors } from './createFlowActors';
export { sessionDataOf, type FlowActorDeps, type SharedReads } from './shared';
export {
  clearRememberedCredentials,
  documentCookies,
  FLOW_STORAGE_KEYS,
  memoryCookies,
  memoryStorage,
  readRememberedCredentials,
  readShownExecutions,
  writeRememberedCredentials,
  type ExpiringStore,
  type SessionStore,
} from './storage';
