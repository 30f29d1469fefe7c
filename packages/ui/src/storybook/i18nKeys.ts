const DEFAULT_NAMESPACE = 'common';

interface Translator {
  name: string;
  namespace: string;
  at: number;
}

/**
 * The i18n keys a source file reads: every call of a translator bound by
 * `const { t } = useTranslation('ns')` (or `{ t: tc }`), resolved against the namespace of the
 * nearest binding above it. A template literal's `${…}` becomes `*`, and a key computed from a variable is `namespace:*`. Used by guidance.test.ts.
 */
export function i18nKeysRead(source: string): string[] {
  const bindings: Translator[] = [
    ...source.matchAll(
      /const\s*\{\s*t(?:\s*:\s*(\w+))?[^}]*\}\s*=\s*useTranslation\(\s*(?:\[\s*)?(?:['"]([\w-]+)['"])?/g,
    ),
  ].map((match) => ({ name: match[1] ?? 't', namespace: match[2] ?? DEFAULT_NAMESPACE, at: match.index }));
  const names = new Set(bindings.map((binding) => binding.name));
  const keys = new Set<string>();
  for (const match of source.matchAll(/\b(\w+)\(\s*(?:(['"`])((?:(?!\2).)+)\2)?/g)) {
    const name = match[1] ?? '';
    if (!names.has(name)) continue;
    // A key computed from a variable (`t(KEYS[code])`) is any key of its namespace.
    const key = match[3] === undefined ? '*' : match[3].replace(/\$\{[^}]*\}/g, '*');
    const binding = bindings
      .filter((candidate) => candidate.name === name && candidate.at < match.index)
      .at(-1);
    if (key.includes(':')) keys.add(key);
    else if (binding) keys.add(`${binding.namespace}:${key}`);
    else throw new Error(`${name}('${key}') is called before any useTranslation() binds it`);
  }
  return [...keys].sort();
}
