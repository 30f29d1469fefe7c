import type { i18n as I18n } from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
/* eslint-disable no-restricted-imports -- the binding itself: its provider and the hook's signature. */
import {
  I18nContext,
  I18nextProvider,
  type useTranslation as ReactI18nextUseTranslation,
} from 'react-i18next';
/* eslint-enable no-restricted-imports -- only that import. */

/** The language the provider's instance shows; null outside a TranslationProvider. */
const ShownLanguageContext = createContext<string | null>(null);

export interface TranslationProviderProps {
  i18n: I18n;
  children: ReactNode;
}

/**
 * Gives every useTranslation below the instance and the language it shows: one subscription to
 * language changes for the whole tree, and a language change re-renders every translated component.
 */
export function TranslationProvider({ i18n, children }: TranslationProviderProps) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const shownLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
  return (
    <I18nextProvider i18n={i18n}>
      <ShownLanguageContext.Provider value={language}>{children}</ShownLanguageContext.Provider>
    </I18nextProvider>
  );
}

interface TranslationOptions {
  i18n?: I18n;
  lng?: string;
  keyPrefix?: string;
  nsMode?: 'default' | 'fallback';
  useSuspense?: boolean;
}

/** getFixedT without its typed overloads: the namespaces here are any the caller names. */
type LooseGetFixedT = (
  lng: string | null,
  ns: string | readonly string[] | undefined,
  keyPrefix?: string,
) => unknown;

const hasLoaded = (i18n: I18n, namespaces: readonly string[], lng: string | undefined) =>
  (i18n.isInitialized || i18n.initializedStoreOnce) &&
  // An instance without languages has nothing to load (react-i18next treats it as loaded too).
  (!i18n.languages?.length || namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace, { lng })));

async function loadTexts(i18n: I18n, namespaces: readonly string[], lng: string | undefined): Promise<void> {
  // loadNamespaces adds the namespaces to the instance's list before loadLanguages reads it.
  await Promise.all([i18n.loadNamespaces([...namespaces]), lng ? i18n.loadLanguages(lng) : undefined]);
  if (i18n.isInitialized) return;
  await new Promise<void>((resolve) => {
    const initialized = () => {
      i18n.off('initialized', initialized);
      resolve();
    };
    i18n.on('initialized', initialized);
  });
}

/**
 * react-i18next's useTranslation, with the same signature and result, for the design system and
 * every app on it. It reads the language from TranslationProvider's context and sets no state for a
 * loaded namespace. react-i18next's own hook sets its state again in an effect after each mount; React
 * keeps that no-op update queued at default priority, so the first transition that re-renders a
 * translated component (the one ending hydration) is followed by a second, unsliced render of each.
 */
export const useTranslation = ((ns?: string | readonly string[], options: TranslationOptions = {}) => {
  const context = useContext(I18nContext);
  // The provider's instance: the project registers no global one (react-i18next's initReactI18next).
  const i18n: I18n | undefined = options.i18n ?? context?.i18n;
  if (!i18n) throw new Error('useTranslation must be used inside <TranslationProvider>.');
  const language = useContext(ShownLanguageContext) ?? i18n.language;
  const { lng, keyPrefix, nsMode = 'default' } = options;
  const useSuspense = options.useSuspense ?? i18n.options.react?.useSuspense ?? true;
  const requested = ns ?? (i18n.options.defaultNS || 'translation');
  const namespaceList = (typeof requested === 'string' ? [requested] : [...requested]).join();
  const namespaces = useMemo(() => namespaceList.split(','), [namespaceList]);
  const ready = hasLoaded(i18n, namespaces, lng);
  const [, textsArrived] = useState(0);

  // A new function when the language, the namespaces or their readiness change, as react-i18next's.
  const t = useMemo(
    () =>
      (i18n.getFixedT as LooseGetFixedT).call(
        i18n,
        lng ?? null,
        nsMode === 'fallback' ? namespaces : namespaces[0],
        keyPrefix,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language and ready: a new t when they change.
    [i18n, language, namespaces, lng, keyPrefix, nsMode, ready],
  );

  useEffect(() => {
    if (ready || useSuspense) return undefined;
    let mounted = true;
    void loadTexts(i18n, namespaces, lng).then(() => mounted && textsArrived((count) => count + 1));
    return () => void (mounted = false);
  }, [ready, useSuspense, i18n, namespaces, lng]);

  if (!ready && useSuspense) throw loadTexts(i18n, namespaces, lng);
  return Object.assign([t, i18n, ready], { t, i18n, ready });
}) as typeof ReactI18nextUseTranslation;
