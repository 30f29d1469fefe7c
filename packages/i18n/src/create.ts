import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import { LANGUAGES, getLanguageMeta, resolveLanguage, resources, type LanguageMeta } from './languages';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

type I18nModule = Parameters<i18n['use']>[0];

export interface CreateI18nOptions extends Omit<
  InitOptions,
  'lng' | 'resources' | 'fallbackLng' | 'supportedLngs' | 'ns' | 'defaultNS'
> {
  /** A product language code ("en", "ty"), a browser tag or a stored value; unknown gives EN. */
  lng?: string | null;
  /** i18next modules to register before init, e.g. react-i18next's `initReactI18next`. */
  modules?: readonly I18nModule[];
}

/** i18next looks resources up by BCP 47 tag, so plural rules follow the real language. */
const i18nextResources: Resource = Object.fromEntries(
  LANGUAGES.map((language) => [language.i18nextCode, resources[language.code] ?? {}]),
);

function metaOf(code: string): LanguageMeta {
  const meta = getLanguageMeta(resolveLanguage(code)) ?? getLanguageMeta(DEFAULT_LANGUAGE);
  if (!meta) throw new Error(`The default language "${DEFAULT_LANGUAGE}" is not bundled`);
  return meta;
}

/**
 * A new, initialised i18next instance with every bundled catalogue. Init is synchronous, so `t`
 * works as soon as this returns. Each call gives its own instance (one per app, story or test).
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const { lng, modules = [], interpolation, ...rest } = options;
  const instance = i18next.createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    showSupportNotice: false,
    ...rest,
    resources: i18nextResources,
    lng: metaOf(lng ?? DEFAULT_LANGUAGE).i18nextCode,
    fallbackLng: metaOf(DEFAULT_LANGUAGE).i18nextCode,
    supportedLngs: LANGUAGES.map((language) => language.i18nextCode),
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes rendered text already; escaping here would double-escape.
    interpolation: { ...interpolation, escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Switches an instance to a product language code ("ty"), mapping it to the i18next tag. */
export function changeLanguage(instance: i18n, code: string): Promise<unknown> {
  return instance.changeLanguage(metaOf(code).i18nextCode);
}

/** The bundled language an instance is showing, as product metadata (code "ty", not "fil"). */
export function currentLanguage(instance: Pick<i18n, 'resolvedLanguage' | 'language'>): LanguageMeta {
  return metaOf(instance.resolvedLanguage ?? instance.language);
}
