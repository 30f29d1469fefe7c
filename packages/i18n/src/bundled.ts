/// <reference types="vite/client" />
import {
  cataloguePath,
  collectResources,
  joinGroups,
  LANGUAGES,
  namespaceOfFile,
  type LanguageResources,
} from './languages';

/**
 * Every language's catalogues at once, for tests, stories and the build-time pre-render, which
 * switch languages synchronously. The browser app loads non-default languages on demand instead
 * (`createLazyI18n`), so nothing in its bundle may import this module.
 */
const globbedFiles = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

/**
 * Raw file contents per language folder and file name (without .json: "common", "common.later"),
 * including unknown files.
 */
export const catalogueFiles: ReadonlyMap<string, ReadonlyMap<string, unknown>> = groupByFolder(globbedFiles);

/** Per language folder, each file name with a namespace's two files joined ("common"). */
export const catalogueFolders: ReadonlyMap<string, ReadonlyMap<string, unknown>> = new Map(
  [...catalogueFiles].map(([folder, files]) => [folder, joinLaterFiles(files)]),
);

function groupByFolder(files: Record<string, unknown>): Map<string, Map<string, unknown>> {
  const folders = new Map<string, Map<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const location = cataloguePath(path);
    if (!location) continue;
    const folder = folders.get(location.folder) ?? new Map<string, unknown>();
    folder.set(location.file, content);
    folders.set(location.folder, folder);
  }
  return folders;
}

function joinLaterFiles(files: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const joined = new Map<string, unknown>();
  for (const [file, content] of files) {
    const name = namespaceOfFile(file);
    joined.set(name, joinGroups(joined.get(name), content));
  }
  return joined;
}

/** Bundled catalogues keyed by the product's language code. */
export const resources: Readonly<Record<string, LanguageResources>> = Object.fromEntries(
  LANGUAGES.map((language) => [language.code, collectResources(catalogueFiles.get(language.code) ?? [])]),
);
