import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type Resource } from 'i18next';

// The texts the tests look for come from the portal's own EN and TY catalogues (packages/i18n),
// translated with i18next as the portal does, so a reworded text moves the tests with it.

// Found from this file rather than through ./server, whose import starts a run's data folder: the
// portal's benchmark reads its words here too.
const localesDir = fileURLToPath(new URL('../../../../packages/i18n/src/locales', import.meta.url));

/**
 * i18next's `t` over one language folder: `t('status:maintenance.title')`. The portal's key types
 * (@portal/i18n) apply, so a misspelt key fails the typecheck rather than a search of the page.
 */
function translatorFor(folder: 'en' | 'ty') {
  const dir = path.join(localesDir, folder);
  const namespaces: Resource[string] = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    // `portal.later.json` holds more groups of `portal` (the ones the first page leaves out).
    const namespace = path.basename(file, '.json').replace(/\.later$/u, '');
    const groups = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    namespaces[namespace] = { ...(namespaces[namespace] as Record<string, unknown> | undefined), ...groups };
  }
  const { i18nextCode } = namespaces.meta as { i18nextCode: string };
  const i18n = createInstance();
  void i18n.init({
    lng: i18nextCode,
    resources: { [i18nextCode]: namespaces },
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

export const en = translatorFor('en');
export const ty = translatorFor('ty');

/** A required field's accessible name: its label and the visually hidden "(required)" (packages/ui RequiredMarker). */
export const requiredField = (label: string) => `${label} (${en('common:form.required')})`;
