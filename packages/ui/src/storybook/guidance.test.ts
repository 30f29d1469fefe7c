import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentGuidance } from './componentGuidance';
import { i18nKeysRead } from './i18nKeys';

const source = join(import.meta.dirname, '..');
/** The catalogue is a review page made of other components' stories, not a component. */
const notComponents = new Set(['Catalogue']);
const documented = readdirSync(source, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(source, entry.name, `${entry.name}.stories.tsx`)))
  .map((entry) => entry.name)
  .filter((name) => !notComponents.has(name));

/** The keys the component's own source files read (stories, tests, styles and fixtures excluded). */
function keysReadBy(component: string): string[] {
  const folder = join(source, component);
  const files = readdirSync(folder).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(stories|test|css|fixture|guidance)\.tsx?$/.test(file),
  );
  return [...new Set(files.flatMap((file) => i18nKeysRead(readFileSync(join(folder, file), 'utf8'))))].sort();
}

describe('component guidance', () => {
  it('covers every component that has stories, and nothing else', () => {
    expect(documented.length).toBeGreaterThan(40);
    expect([...componentGuidance.keys()].sort()).toEqual([...documented].sort());
  });

  it.each(documented)('%s lists exactly the i18n keys its source reads', (component) => {
    expect([...(componentGuidance.get(component)?.i18nKeys ?? [])].sort()).toEqual(keysReadBy(component));
  });

  it.each(documented)(
    '%s says when to use it, when not, and how it behaves for assistive technology',
    (component) => {
      const guidance = componentGuidance.get(component);
      const texts = [guidance?.use, guidance?.avoid, ...Object.values(guidance?.accessibility ?? {})];
      for (const text of texts) expect(text?.trim().length ?? 0).toBeGreaterThan(3);
    },
  );
});

describe('i18nKeysRead', () => {
  it('resolves each call against the nearest binding, aliases, prefixes, templates and computed keys', () => {
    const file = `
      function A() { const { t } = useTranslation('nav'); return t('a.b'); }
      function B() {
        const { t } = useTranslation(['forms', 'common']);
        const { t: te } = useTranslation('errors');
        return [t('c'), t('common:d'), t(\`e.\${kind}\`), te(KEYS[kind]), format('not.a.key')];
      }`;
    expect(i18nKeysRead(file)).toEqual(['common:d', 'errors:*', 'forms:c', 'forms:e.*', 'nav:a.b']);
  });

  it('refuses a call it cannot place in a namespace', () => {
    expect(() => i18nKeysRead("const x = t('a'); const { t } = useTranslation('nav');")).toThrow(/before/);
  });
});
