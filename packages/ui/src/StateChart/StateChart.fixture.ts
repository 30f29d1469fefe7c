import type { StateChartEdge, StateChartNode } from './StateChart';

/** A small parallel machine in the shape machineToGraph produces (an SMS send button). */
export const smsButtonNodes: StateChartNode[] = [
  { id: '', key: 'smsButton', parentId: null, type: 'parallel', initial: false },
  { id: 'flow', key: 'flow', parentId: '', type: 'compound', initial: false },
  { id: 'flow.idle', key: 'idle', parentId: 'flow', type: 'atomic', initial: true },
  { id: 'flow.sending', key: 'sending', parentId: 'flow', type: 'atomic', initial: false },
  { id: 'flow.counting', key: 'counting', parentId: 'flow', type: 'atomic', initial: false },
  { id: 'flow.resendable', key: 'resendable', parentId: 'flow', type: 'atomic', initial: false },
  { id: 'throttle', key: 'throttle', parentId: '', type: 'compound', initial: false },
  { id: 'throttle.open', key: 'open', parentId: 'throttle', type: 'atomic', initial: true },
  { id: 'throttle.closed', key: 'closed', parentId: 'throttle', type: 'atomic', initial: false },
];

export const smsButtonEdges: StateChartEdge[] = [
  { source: 'flow.idle', targets: ['flow.sending'], event: 'SEND', guard: 'mobileValid' },
  { source: 'flow.sending', targets: ['flow.counting'], event: 'done: sendSmsCode', guard: null },
  { source: 'flow.sending', targets: ['flow.idle'], event: 'error: sendSmsCode', guard: null },
  { source: 'flow.counting', targets: ['flow.resendable'], event: 'TICK', guard: 'lastSecond' },
  { source: 'flow.counting', targets: [], event: 'TICK', guard: null },
  { source: 'flow.resendable', targets: ['flow.sending'], event: 'SEND', guard: 'mobileValid' },
  { source: 'throttle.open', targets: ['throttle.closed'], event: 'SEND', guard: null },
  { source: 'throttle.closed', targets: ['throttle.open'], event: 'after 1000 ms', guard: null },
];
