import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  englishCounterpart,
  expectedKeys,
  flattenLeaves,
  placeholdersOf,
  pluralBase,
  pluralCategoriesOf,
  tagsOf,
} from './catalogue-inspection';
import { catalogueFiles, catalogueFolders } from './bundled';
import { LANGUAGES, LATER_FILE_SUFFIX, namespaceOfFile } from './languages';
import { DEFAULT_LANGUAGE, NAMESPACES } from './namespaces';

const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
const foldersOnDisk = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const english = catalogueFolders.get(DEFAULT_LANGUAGE);
const expectedFiles = [...NAMESPACES, 'meta'].sort();

function filesOf(code: string): ReadonlyMap<string, unknown> {
  const files = catalogueFolders.get(code);
  if (!files) throw new Error(`locales/${code} was not discovered`);
  return files;
}

describe('language discovery', () => {
  it('discovers every folder under locales/ as a language', () => {
    expect([...catalogueFolders.keys()].sort()).toEqual(foldersOnDisk);
    expect(LANGUAGES.map((language) => language.code).sort()).toEqual(foldersOnDisk);
  });

  it('bundles EN and TY, EN first', () => {
    expect(LANGUAGES[0]?.code).toBe('en');
    expect(LANGUAGES.map((language) => language.code)).toContain('ty');
  });

  it('has EN namespace files that match NAMESPACES exactly', () => {
    expect([...(english?.keys() ?? [])].sort()).toEqual(expectedFiles);
  });

  it.each(
    [...(catalogueFiles.get(DEFAULT_LANGUAGE)?.keys() ?? [])].filter((file) =>
      file.endsWith(LATER_FILE_SUFFIX),
    ),
  )('keeps the groups of %s.json out of its first file', (file) => {
    const groups = (name: string) =>
      Object.keys((catalogueFiles.get(DEFAULT_LANGUAGE)?.get(name) ?? {}) as object);
    expect(groups(file)).not.toEqual([]);
    expect(groups(file).filter((group) => groups(namespaceOfFile(file)).includes(group))).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s has a usable meta.json',
    (_code, language) => {
      expect(language.nativeName.trim()).not.toBe('');
      expect(['ltr', 'rtl']).toContain(language.dir);
      // Canonical BCP 47, and a tag Intl knows, so plural rules and formatting are right.
      expect(Intl.getCanonicalLocales(language.i18nextCode)[0]).toBe(language.i18nextCode);
      const resolved = new Intl.PluralRules(language.i18nextCode).resolvedOptions().locale;
      expect(resolved.split('-')[0]).toBe(language.i18nextCode.split('-')[0]);
    },
  );

  it('gives every language its own i18next code', () => {
    const codes = LANGUAGES.map((language) => language.i18nextCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('EN catalogue', () => {
  const leaves = NAMESPACES.flatMap((namespace) =>
    flattenLeaves(english?.get(namespace)).map((leaf) => ({ ...leaf, namespace })),
  );

  it('has only non-empty strings', () => {
    const bad = leaves.filter(({ value }) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(({ namespace, key }) => `${namespace}:${key}`)).toEqual([]);
  });

  it('keys errors.json by UPPER_SNAKE error code', () => {
    const codes = Object.keys((english?.get('errors') ?? {}) as object);
    expect(codes).toContain('UNKNOWN');
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
  });

  it('has an _exact variant with a single number for every min-to-max validation message', () => {
    const validation = new Map(
      flattenLeaves(english?.get('validation')).map(({ key, value }) => [key, String(value)] as const),
    );
    const problems: string[] = [];
    for (const [key, text] of validation) {
      if (key.endsWith('_exact')) {
        const base = key.slice(0, -'_exact'.length);
        if (!validation.has(base)) problems.push(`${key} has no base key`);
        if (placeholdersOf(text).includes('max')) problems.push(`${key} shows max`);
        if (!placeholdersOf(text).includes('min')) problems.push(`${key} does not show min`);
      } else if (placeholdersOf(text).includes('min') && placeholdersOf(text).includes('max')) {
        if (!validation.has(`${key}_exact`)) problems.push(`${key} has no ${key}_exact`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes plural groups with the EN plural forms, each showing the count', () => {
    for (const namespace of NAMESPACES) {
      const keys = new Set(flattenLeaves(english?.get(namespace)).map(({ key }) => key));
      for (const key of keys) {
        const base = pluralBase(key, keys);
        if (base === undefined) continue;
        expect(pluralCategoriesOf('en').map((category) => keys.has(`${base}_${category}`))).not.toContain(
          false,
        );
        const text = flattenLeaves(english?.get(namespace)).find((leaf) => leaf.key === key)?.value;
        expect(placeholdersOf(String(text))).toContain('count');
      }
    }
  });
});

const otherLanguages = LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE);

describe.each(otherLanguages.map((language) => [language.code, language] as const))(
  'locales/%s matches EN',
  (code, language) => {
    const files = filesOf(code);

    it('has exactly the same files', () => {
      expect([...files.keys()].sort()).toEqual(expectedFiles);
    });

    it('splits each namespace into the same first and later files, group for group', () => {
      const groupsByFile = (folder: string) =>
        Object.fromEntries(
          [...(catalogueFiles.get(folder) ?? [])].map(([file, content]) => [
            file,
            Object.keys((content ?? {}) as object).sort(),
          ]),
        );
      const { meta: _ownMeta, ...own } = groupsByFile(code);
      const { meta: _englishMeta, ...english } = groupsByFile(DEFAULT_LANGUAGE);
      expect(own).toEqual(english);
    });

    it.each([...NAMESPACES])('%s.json has the same keys (plural forms per language)', (namespace) => {
      const englishKeys = flattenLeaves(english?.get(namespace)).map(({ key }) => key);
      const keys = flattenLeaves(files.get(namespace))
        .map(({ key }) => key)
        .sort();
      const wanted = expectedKeys(englishKeys, language.i18nextCode);
      expect({
        missing: wanted.filter((key) => !keys.includes(key)),
        extra: keys.filter((key) => !wanted.includes(key)),
      }).toEqual({
        missing: [],
        extra: [],
      });
    });

    it.each([...NAMESPACES])(
      '%s.json has non-empty strings with the same placeholders and tags',
      (namespace) => {
        const englishLeaves = new Map(
          flattenLeaves(english?.get(namespace)).map(({ key, value }) => [key, String(value)] as const),
        );
        const englishKeys = new Set(englishLeaves.keys());
        const problems: string[] = [];
        for (const { key, value } of flattenLeaves(files.get(namespace))) {
          if (typeof value !== 'string' || value.trim() === '') {
            problems.push(`${key}: empty or not a string`);
            continue;
          }
          const source = englishLeaves.get(englishCounterpart(key, englishKeys));
          if (source === undefined) continue; // reported by the key test
          if (placeholdersOf(value).join() !== placeholdersOf(source).join()) {
            problems.push(
              `${key}: placeholders {${placeholdersOf(value).join()}} should be {${placeholdersOf(source).join()}}`,
            );
          }
          if (tagsOf(value).join() !== tagsOf(source).join()) {
            problems.push(`${key}: tags <${tagsOf(value).join()}> should be <${tagsOf(source).join()}>`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  },
);
