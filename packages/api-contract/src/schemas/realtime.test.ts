import { describe, expect, it } from 'vitest';
import { realtimeClientMessageSchema, realtimeServerMessageSchema } from './realtime';

describe('realtime client messages', () => {
  it('accepts an auth message and refuses one without a token', () => {
    expect(realtimeClientMessageSchema.parse({ type: 'auth', token: 'abc' })).toEqual({
      type: 'auth',
      token: 'abc',
    });
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth', token: '' }).success).toBe(false);
    expect(realtimeClientMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
  });
});

describe('realtime server messages', () => {
  // The frames the reference server sends (apps/api/test/realtime.test.ts), verbatim.
  it.each([
    { type: 'ready', memberId: 7 },
    { type: 'balance', wallet: 'MAIN', demo: false, balance: 987_655 },
    { type: 'balance', wallet: 'PG', demo: false, balance: 12_345 },
    { type: 'message', messageId: 'member-12', title: 'Deposit received' },
    { type: 'message', messageId: 'broadcast-3', title: 'Maintenance tonight' },
    { type: 'unread', count: 4 },
    { type: 'unread', count: 0 },
    { type: 'claimable', rewards: 1, missions: 2 },
    { type: 'claimable', rewards: 0, missions: 0 },
    {
      type: 'contract',
      contractId: '0b6f1c2e-2f1d-4c55-9a59-0c1c6a1b2d3e',
      contractType: 'DIVIDEND',
      status: 'PENDING',
      awaitingAnswer: true,
    },
    {
      type: 'withdrawal',
      withdrawalId: '6a1f0c3e-7b2d-4e55-8a59-1c2c6a1b2d3f',
      amount: 50_000,
      awaitingConfirmation: true,
    },
    {
      type: 'withdrawal',
      withdrawalId: '6a1f0c3e-7b2d-4e55-8a59-1c2c6a1b2d3f',
      amount: 50_000,
      awaitingConfirmation: false,
    },
    { type: 'error', code: 'SESSION_EXPIRED' },
    { type: 'error', code: 'NOT_LOGGED_IN' },
  ])('reads $type frames the server sends', (frame) => {
    expect(realtimeServerMessageSchema.parse(frame)).toEqual(frame);
  });

  it.each([
    ['an unknown type', { type: 'bonus', amount: 1 }],
    ['a fractional balance', { type: 'balance', wallet: 'MAIN', demo: false, balance: 10.5 }],
    [
      'an unknown contract status',
      { type: 'contract', contractId: 'c', contractType: 'DIVIDEND', status: 'DONE', awaitingAnswer: false },
    ],
    ['an unknown error code', { type: 'error', code: 'OOPS' }],
    ['a negative unread count', { type: 'unread', count: -1 }],
    ['a claimable frame without the missions count', { type: 'claimable', rewards: 1 }],
    ['a fractional claimable count', { type: 'claimable', rewards: 0.5, missions: 0 }],
    [
      'a withdrawal without an amount',
      { type: 'withdrawal', withdrawalId: 'w', amount: 0, awaitingConfirmation: true },
    ],
  ])('refuses %s', (_, frame) => {
    expect(realtimeServerMessageSchema.safeParse(frame).success).toBe(false);
  });
});
