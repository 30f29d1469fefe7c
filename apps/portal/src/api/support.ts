import { usePublicQuery } from './contractQuery';

/** The help centre's pages in `language`. */
export function useHelpCenter(language: string) {
  return usePublicQuery('support.helpCenter', { lang: language });
}
