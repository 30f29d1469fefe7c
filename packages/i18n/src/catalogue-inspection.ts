/** Helpers the catalogue tests use to compare language folders with EN. */

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type Leaf = { key: string; value: unknown };

export function flattenLeaves(tree: unknown, prefix = ''): Leaf[] {
  if (tree === undefined && prefix === '') return []; // a missing file: its keys are reported as missing
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [{ key: prefix, value: tree }];
  return Object.entries(tree).flatMap(([key, value]) =>
    flattenLeaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** `{{name}}` and `{{name, format}}` placeholders, by name. */
export function placeholdersOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '')),
  ].sort();
}

/** `<termsLink>…</termsLink>` style component tags used with react-i18next's Trans. */
export function tagsOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/<\/?([A-Za-z][\w-]*)\s*\/?>/g)].map((match) => match[1] ?? '')),
  ].sort();
}

/** Splits "foo_one" into its base "foo" when the key belongs to a plural group of `keys`. */
export function pluralBase(key: string, keys: ReadonlySet<string>): string | undefined {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  if (!match?.[1]) return undefined;
  return keys.has(`${match[1]}_other`) ? match[1] : undefined;
}

export function pluralCategoriesOf(bcp47: string): readonly string[] {
  return new Intl.PluralRules(bcp47).resolvedOptions().pluralCategories;
}

/**
 * The keys a language must have to match EN: EN's keys, except that each plural group has the
 * plural forms of the target language (Filipino has one/other like EN; Arabic would need six).
 */
export function expectedKeys(englishKeys: readonly string[], targetBcp47: string): string[] {
  const keySet = new Set(englishKeys);
  const expected = new Set<string>();
  for (const key of englishKeys) {
    const base = pluralBase(key, keySet);
    if (base === undefined) expected.add(key);
    else for (const category of pluralCategoriesOf(targetBcp47)) expected.add(`${base}_${category}`);
  }
  return [...expected].sort();
}

/** The EN key whose text a target key must match placeholders with (plural forms use `_other`). */
export function englishCounterpart(key: string, englishKeys: ReadonlySet<string>): string {
  if (englishKeys.has(key)) return key;
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match?.[1] ? `${match[1]}_other` : key;
}
