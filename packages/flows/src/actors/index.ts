export {
  createFlowActors,
  sessionDataOf,
  type FlowActorDeps,
  type FlowActors,
  type SharedReads,
} from './createFlowActors';
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
