export type { PortalI18nTypeOptions } from './i18next-types';
export {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  NAMESPACES,
  isNamespace,
  type Namespace,
  type Resources,
} from './namespaces';
export {
  LANGUAGES,
  LANGUAGE_HISTORY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  LATER_FILE_SUFFIX,
  LATER_NAMESPACES,
  getLanguageMeta,
  isSupportedLanguage,
  resolveLanguage,
  loadCatalogue,
  type LanguageMeta,
  type LanguageResources,
  type TextDirection,
} from './languages';
export {
  changeLanguage,
  createI18n,
  createLazyI18n,
  currentLanguage,
  laterTextsArriving,
  type CreateI18nOptions,
} from './create';
export { resources } from './bundled';
export {
  errorMessage,
  isValidationKey,
  issueMessage,
  lengthContext,
  translateError,
  translateIssue,
  type AnyTranslate,
  type Issue,
  type LengthOptions,
  type Message,
} from './translate';
export {
  CONTRACT_PERIOD_KEYS,
  FEEDBACK_TYPE_KEYS,
  GAME_CATEGORY_KEYS,
  GAME_FILTER_KEYS,
  POINT_SOURCE_KEYS,
} from './keys';
