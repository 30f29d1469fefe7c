export { TranslationProvider, useTranslation, type TranslationProviderProps } from './Translation';
