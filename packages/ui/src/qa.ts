// Tools for QA and machine stories: the statechart view of a running machine.
export * from './StateChart';
