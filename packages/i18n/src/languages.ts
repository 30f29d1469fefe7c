/// <reference types="vite/client" />
import { DEFAULT_LANGUAGE, isNamespace, type Resources } from './namespaces';

/** localStorage keys for the chosen language and the language history (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_HISTORY_STORAGE_KEY = 'languageHistory';

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageMeta {
  /** The product's code, also the folder name under locales/ and the value kept in storage. */
  readonly code: string;
  /** The language's name written in that language, for the language picker. */
  readonly nativeName: string;
  readonly dir: TextDirection;
  /** BCP 47 tag i18next and Intl use for plural rules and formatting (TY is Filipino: "fil"). */
  readonly i18nextCode: string;
}

/** A language's namespaces; a namespace still being translated falls back to EN at runtime. */
export type LanguageResources = Partial<Resources>;

const CATALOGUE_PATH = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Language folder and file name (without .json) of a catalogue path. */
export function cataloguePath(path: string): { folder: string; file: string } | undefined {
  const match = CATALOGUE_PATH.exec(path);
  return match?.[1] && match[2] ? { folder: match[1], file: match[2] } : undefined;
}

/** Every language folder's meta.json: adding a folder adds a language. */
const metaFiles = import.meta.glob<unknown>('./locales/*/meta.json', { eager: true, import: 'default' });
/**
 * The default language's namespaces the first page (the shell and home, as a guest sees them) never
 * shows: the popups' forms, the member, wallet, agent-centre and points pages. The browser app
 * fetches them right after it starts instead of bundling them with the first page; every lazily
 * loaded screen and popup waits for them. Nothing the first page or the shell renders may use them.
 * (validation stays: translate.ts checks issue codes against its keys.)
 */
export const LATER_NAMESPACES = ['agent', 'points', 'wallet', 'auth', 'forms', 'feedback'] as const;

/**
 * A namespace the first page shows may keep the groups it does not show in a second file,
 * `<namespace>.later.json` (the member centre's pages in `portal`, Storybook's docs in `common`):
 * the browser app fetches those with the later namespaces. Every language splits the same way.
 */
export const LATER_FILE_SUFFIX = '.later';

/** The default language's catalogues ship with the app (DEFAULT_LANGUAGE, "en"), but the later ones. */
const defaultCatalogueFiles = import.meta.glob<unknown>(
  [
    './locales/en/*.json',
    '!./locales/en/meta.json',
    '!./locales/en/*.later.json',
    '!./locales/en/{agent,points,wallet,auth,forms,feedback}.json',
  ],
  { eager: true, import: 'default' },
);
const laterCatalogueLoaders = import.meta.glob<unknown>(
  './locales/en/{agent,points,wallet,auth,forms,feedback}.json',
  { import: 'default' },
);
/** The default language's later groups of first-page namespaces, by namespace. */
const laterGroupLoaders = new Map(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('./locales/en/*.later.json', { import: 'default' }),
  ).map(([path, load]) => [namespaceOfFile(cataloguePath(path)?.file ?? ''), load] as const),
);
/** Every other language's catalogues load when that language is chosen, one file per namespace. */
const catalogueLoaders = import.meta.glob<unknown>(
  ['./locales/*/*.json', '!./locales/*/meta.json', '!./locales/en/*.json'],
  { import: 'default' },
);

/** The namespace a catalogue file belongs to: "common" for both common.json and common.later.json. */
export function namespaceOfFile(file: string): string {
  return file.endsWith(LATER_FILE_SUFFIX) ? file.slice(0, -LATER_FILE_SUFFIX.length) : file;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMeta(folder: string, raw: unknown): LanguageMeta {
  const where = `locales/${folder}/meta.json`;
  if (raw === undefined) throw new Error(`${where} is missing: every language folder needs one`);
  if (!isRecord(raw)) throw new Error(`${where} must be a JSON object`);
  const { code, nativeName, dir, i18nextCode } = raw;
  if (code !== folder) throw new Error(`${where}: "code" must equal the folder name "${folder}"`);
  if (typeof nativeName !== 'string' || nativeName.trim() === '')
    throw new Error(`${where}: "nativeName" is required`);
  if (dir !== 'ltr' && dir !== 'rtl') throw new Error(`${where}: "dir" must be "ltr" or "rtl"`);
  if (typeof i18nextCode !== 'string' || i18nextCode.trim() === '')
    throw new Error(`${where}: "i18nextCode" is required`);
  return { code: folder, nativeName, dir, i18nextCode };
}

/**
 * A language's namespaces from its files, keyed by file name (a `.later` file's groups join its
 * namespace); unknown files are left out.
 */
export function collectResources(files: Iterable<[string, unknown]>): LanguageResources {
  const collected: Record<string, unknown> = {};
  for (const [name, content] of files) {
    const namespace = namespaceOfFile(name);
    if (isNamespace(namespace)) collected[namespace] = joinGroups(collected[namespace], content);
  }
  // Key-for-key parity with EN is enforced by locales.test.ts, not re-checked at runtime.
  return collected as LanguageResources;
}

/** A namespace's groups from both its files (they never share a group: locales.test.ts checks). */
export function joinGroups(first: unknown, second: unknown): unknown {
  if (!isRecord(first)) return second;
  return isRecord(second) ? { ...first, ...second } : first;
}

const discovered = Object.entries(metaFiles).flatMap(([path, raw]) => {
  const folder = cataloguePath(path)?.folder;
  return folder ? [parseMeta(folder, raw)] : [];
});

if (!discovered.some((meta) => meta.code === DEFAULT_LANGUAGE)) {
  throw new Error(`locales/${DEFAULT_LANGUAGE} is missing: it is the default and fallback language`);
}

/** Every language, the default first, then by code. */
export const LANGUAGES: readonly LanguageMeta[] = discovered.sort(
  (a, b) =>
    Number(b.code === DEFAULT_LANGUAGE) - Number(a.code === DEFAULT_LANGUAGE) || a.code.localeCompare(b.code),
);

/** The default language's catalogues, bundled with every build. */
export const defaultResources: LanguageResources = collectResources(
  Object.entries(defaultCatalogueFiles).map(([path, content]) => [cataloguePath(path)?.file ?? '', content]),
);

/**
 * One namespace of a language (product code "ty"), fetched on demand with its later groups;
 * undefined when it has none. The default language's first-page namespaces come without their
 * later groups (`loadLaterGroups`).
 */
export async function loadCatalogue(code: string, namespace: string): Promise<unknown> {
  if (code === DEFAULT_LANGUAGE)
    return (
      defaultResources[namespace as keyof LanguageResources] ??
      laterCatalogueLoaders[`./locales/en/${namespace}.json`]?.()
    );
  const [first, later] = await Promise.all([
    catalogueLoaders[`./locales/${code}/${namespace}.json`]?.(),
    catalogueLoaders[`./locales/${code}/${namespace}${LATER_FILE_SUFFIX}.json`]?.(),
  ]);
  return joinGroups(first, later);
}

/** The default language's later groups of its first-page namespaces, fetched, by namespace. */
export async function loadLaterGroups(): Promise<Array<[string, Record<string, unknown>]>> {
  return Promise.all(
    [...laterGroupLoaders].map(
      async ([namespace, load]) => [namespace, await load()] as [string, Record<string, unknown>],
    ),
  );
}

export function isSupportedLanguage(code: string | null | undefined): boolean {
  return typeof code === 'string' && LANGUAGES.some((language) => language.code === code);
}

export function getLanguageMeta(code: string): LanguageMeta | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/**
 * Maps a stored value, a browser tag ("en-US", "tl-PH") or an i18next code ("fil") to a bundled
 * language code; anything unknown gives the default language.
 */
export function resolveLanguage(candidate: string | null | undefined): string {
  if (!candidate) return DEFAULT_LANGUAGE;
  const tag = candidate.trim().replace(/_/g, '-');
  const tags = [tag, canonicalTag(tag)]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.toLowerCase());
  // Full tags first, then their primary subtags ("en-US" -> "en").
  const wanted = [...tags, ...tags.map((value) => value.split('-')[0])];
  for (const value of wanted) {
    const found = LANGUAGES.find(
      (language) => language.code.toLowerCase() === value || language.i18nextCode.toLowerCase() === value,
    );
    if (found) return found.code;
  }
  return DEFAULT_LANGUAGE;
}

/** Canonical BCP 47 form, so aliases resolve too ("tl" is canonically "fil"). */
function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
