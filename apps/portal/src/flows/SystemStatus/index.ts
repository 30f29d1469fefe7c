export * from './SystemStatusGate';
