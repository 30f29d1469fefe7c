import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, initialLanguage, storeLanguage, type KeyValueStorage } from './storage';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

describe('storage (SPEC §9)', () => {
  it('sets the language and the language history to EN on the first visit', () => {
    const local = memoryStorage();
    expect(initialLanguage(local)).toBe('en');
    expect(local.entries.get('language')).toBe('en');
    expect(local.entries.get('languageHistory')).toBe('en');
  });

  it('keeps a stored language and remembers the previous one on a change', () => {
    const local = memoryStorage();
    initialLanguage(local);
    storeLanguage(local, 'ty');
    expect(local.entries.get('language')).toBe('ty');
    expect(local.entries.get('languageHistory')).toBe('en');
    expect(initialLanguage(local)).toBe('ty');
    local.entries.set('language', 'xx');
    expect(initialLanguage(local)).toBe('en');
  });

  it('keeps the token in session storage and clears it all on logout', () => {
    const session = memoryStorage();
    const tokens = createTokenStore(session);
    const listener = vi.fn();
    tokens.subscribe(listener);
    expect(tokens.get()).toBeNull();
    tokens.set('abc');
    expect(session.entries.get('token')).toBe('abc');
    session.entries.set('cache:games.hot:en', '[]');
    tokens.clear();
    expect(tokens.get()).toBeNull();
    expect(session.entries.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells the token readers when the flows actors store or drop the token through its storage', () => {
    const session = memoryStorage();
    const tokens = createTokenStore(session);
    const listener = vi.fn();
    tokens.subscribe(listener);
    tokens.storage.setItem('merchantCode', 'ember');
    expect(listener).not.toHaveBeenCalled();
    tokens.storage.setItem('token', 'from-login');
    expect(tokens.get()).toBe('from-login');
    expect(listener).toHaveBeenCalledTimes(1);
    tokens.storage.removeItem('token');
    expect(tokens.get()).toBeNull();
    expect(session.entries.get('merchantCode')).toBe('ember');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working when storage refuses', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    };
    expect(initialLanguage(refusing)).toBe('en');
    expect(createTokenStore(refusing).get()).toBeNull();
  });
});
