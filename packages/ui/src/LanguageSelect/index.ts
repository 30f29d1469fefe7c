export { LanguageSelect, languageSelectSizes, type LanguageSelectProps } from './LanguageSelect';
