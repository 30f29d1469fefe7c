import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { resources } from './bundled';
import {
  LANGUAGES,
  defaultResources,
  getLanguageMeta,
  LATER_NAMESPACES,
  loadCatalogue,
  loadLaterGroups,
  resolveLanguage,
  type LanguageMeta,
} from './languages';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

type I18nModule = Parameters<i18n['use']>[0];

export interface CreateI18nOptions extends Omit<
  InitOptions,
  'lng' | 'resources' | 'fallbackLng' | 'supportedLngs' | 'ns' | 'defaultNS'
> {
  /** A product language code ("en", "ty"), a browser tag or a stored value; unknown gives EN. */
  lng?: string | null;
  /** i18next modules to register before init (a backend, a post-processor). */
  modules?: readonly I18nModule[];
}

function metaOf(code: string): LanguageMeta {
  const meta = getLanguageMeta(resolveLanguage(code)) ?? getLanguageMeta(DEFAULT_LANGUAGE);
  if (!meta) throw new Error(`The default language "${DEFAULT_LANGUAGE}" is not bundled`);
  return meta;
}

/** A fresh instance with its modules and the options every app, story and test shares. */
function initialise(
  options: CreateI18nOptions,
  loading: Pick<InitOptions, 'resources' | 'partialBundledLanguages' | 'initAsync'>,
  extraModules: readonly I18nModule[] = [],
  namespaces: readonly string[] = NAMESPACES,
): { instance: i18n; ready: Promise<unknown> } {
  const { lng, modules = [], interpolation, ...rest } = options;
  const instance = i18next.createInstance();
  for (const module of [...modules, ...extraModules]) instance.use(module);
  const ready = instance.init({
    showSupportNotice: false,
    ...rest,
    ...loading,
    lng: metaOf(lng ?? DEFAULT_LANGUAGE).i18nextCode,
    fallbackLng: metaOf(DEFAULT_LANGUAGE).i18nextCode,
    supportedLngs: LANGUAGES.map((language) => language.i18nextCode),
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes rendered text already; escaping here would double-escape.
    interpolation: { ...interpolation, escapeValue: false },
    returnNull: false,
  });
  return { instance, ready };
}

/**
 * A new, initialised i18next instance with every bundled catalogue. Init is synchronous, so `t`
 * works as soon as this returns. Each call gives its own instance (one per app, story or test).
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  // i18next looks resources up by BCP 47 tag, so plural rules follow the real language.
  const byTag: Resource = Object.fromEntries(
    LANGUAGES.map((language) => [language.i18nextCode, resources[language.code] ?? {}]),
  );
  return initialise(options, { resources: byTag, initAsync: false }).instance;
}

/** The texts the first page leaves out, per lazy instance, until they are in. */
interface LaterTexts {
  load: () => Promise<void>;
  arriving?: Promise<void>;
}
const laterTextsByInstance = new WeakMap<i18n, LaterTexts>();

/**
 * Starts loading the texts the first page leaves out (LATER_NAMESPACES and the `.later` groups),
 * if they are not in yet, and resolves once they are; undefined when they are (always for
 * `createI18n`). A failed load is tried again by the next call.
 */
export function laterTextsArriving(instance: i18n): Promise<void> | undefined {
  const later = laterTextsByInstance.get(instance);
  if (!later) return undefined;
  later.arriving ??= later.load().then(
    () => void laterTextsByInstance.delete(instance),
    (error: unknown) => {
      later.arriving = undefined;
      throw error;
    },
  );
  return later.arriving;
}

/**
 * The browser app's instance: the default language is bundled but for the texts the first page
 * never shows (LATER_NAMESPACES and the `.later` groups), fetched on demand: the first call of
 * `laterTextsArriving` (a lazy screen or popup, the visitor's first click or key, a login);
 * every other language is fetched the first time it is shown (the start language before `ready`
 * resolves, later ones inside `changeLanguage`, which switches once they have arrived).
 */
export function createLazyI18n(options: CreateI18nOptions = {}): { i18n: i18n; ready: Promise<unknown> } {
  const backend = resourcesToBackend((tag: string, namespace: string) =>
    loadCatalogue(resolveLanguage(tag), namespace),
  );
  const later: readonly string[] = LATER_NAMESPACES;
  const { instance, ready } = initialise(
    options,
    {
      // A copy: i18next adds what it loads to the object it is given (the later namespaces).
      resources: { [metaOf(DEFAULT_LANGUAGE).i18nextCode]: { ...defaultResources } },
      partialBundledLanguages: true,
    },
    [backend],
    NAMESPACES.filter((namespace) => !later.includes(namespace)),
  );
  const defaultTag = metaOf(DEFAULT_LANGUAGE).i18nextCode;
  laterTextsByInstance.set(instance, {
    load: async () => {
      const [groups] = await Promise.all([
        loadLaterGroups(),
        // From then on every language change loads these namespaces too.
        instance.loadNamespaces([...LATER_NAMESPACES]),
      ]);
      // Not deep: the groups are new top-level keys, and a deep merge would write them into the
      // bundled objects every instance shares.
      for (const [namespace, namespaceGroups] of groups)
        instance.addResourceBundle(defaultTag, namespace, namespaceGroups, false);
    },
  });
  return { i18n: instance, ready };
}

/** Switches an instance to a product language code ("ty"), mapping it to the i18next tag. */
export function changeLanguage(instance: i18n, code: string): Promise<unknown> {
  return instance.changeLanguage(metaOf(code).i18nextCode);
}

/** The bundled language an instance is showing, as product metadata (code "ty", not "fil"). */
export function currentLanguage(instance: Pick<i18n, 'resolvedLanguage' | 'language'>): LanguageMeta {
  return metaOf(instance.resolvedLanguage ?? instance.language);
}
