import { useEffect } from 'react';

/**
 * Stands in for `react-style-singleton` in the portal's build (vite.config.ts aliases it): the
 * dialogs' scroll lock (react-remove-scroll, under Radix Dialog) adds its rules as a `<style>`
 * element, which the page's Content Security Policy (`style-src 'self'`) refuses and reports. A
 * constructed stylesheet adopted by the document applies the same rules without being markup, so
 * the policy stays as strict as it is. Same API and counting as the original: the rules apply
 * while at least one user is mounted.
 */
interface Sheet {
  add(css: string): void;
  remove(): void;
}

/**
 * The scroll lock also sets this on body, for pages that lay out around the removed scrollbar's
 * gap; the portal reads it nowhere. A custom property on body is inherited by every element, so
 * setting and clearing it recalculated the whole page's style on each dialog's opening and closing
 * (70–100 ms at 4x CPU on home, against 10–25 ms without it).
 */
const UNREAD_PROPERTIES = ['--removed-body-scroll-bar-size'];

function dropUnreadProperties(sheet: CSSStyleSheet): void {
  for (const rule of Array.from(sheet.cssRules))
    if (rule instanceof CSSStyleRule) for (const name of UNREAD_PROPERTIES) rule.style.removeProperty(name);
}

function canAdopt(): boolean {
  return (
    typeof document !== 'undefined' &&
    'adoptedStyleSheets' in document &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

export function stylesheetSingleton(): Sheet {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css) {
      if (users === 0 && canAdopt()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        dropUnreadProperties(sheet);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- like the original: the rules are read once unless marked dynamic
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
