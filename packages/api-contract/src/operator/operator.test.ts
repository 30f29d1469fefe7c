import { describe, expect, it } from 'vitest';
import { contractEntries } from '../endpoints';
import { operatorContract, operatorEntries } from './index';

describe('operator contract', () => {
  it('lives under /ops, apart from every player call, and always needs a token', () => {
    const playerRoutes = new Set(contractEntries.map((entry) => `${entry.method} ${entry.path}`));
    for (const entry of operatorEntries) {
      expect(entry.path, entry.id).toMatch(/^\/ops\//u);
      expect(playerRoutes.has(`${entry.method} ${entry.path}`), entry.id).toBe(false);
      expect(entry.auth, entry.id).toBe('token');
      expect(entry.encrypted, entry.id).toBe(false);
    }
    expect(new Set(operatorEntries.map((entry) => entry.id)).size).toBe(operatorEntries.length);
  });

  it('names each entry <group>.<name> as it sits in the object', () => {
    for (const [group, entries] of Object.entries(operatorContract))
      for (const [name, entry] of Object.entries(entries)) expect(entry.id).toBe(`${group}.${name}`);
  });

  it('carries an idempotency key exactly where money moves', () => {
    expect(operatorEntries.filter((entry) => entry.moneyMoving).map((entry) => entry.id)).toEqual([
      'deposits.credit',
      'withdrawals.reject',
      'withdrawals.disburse',
      'withdrawals.resolveDispute',
      'applications.approve',
      'settlements.settleSalary',
    ]);
  });
});
