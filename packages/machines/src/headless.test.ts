import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from './catalog';

const sourceDir = new URL('.', import.meta.url).pathname;

function machineSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : machineSources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

// ESLint bans fetch/window/document in machines; this also keeps storage, timers' DOM cousins
// and UI imports out, so every effect stays an actor that can be provided.
const forbidden = [
  /\bfetch\s*\(/u,
  /\bwindow\.\w/u,
  /\bdocument\.\w/u,
  /\blocalStorage\b/u,
  /\bsessionStorage\b/u,
  /\bnavigator\./u,
  /from ['"]react/u,
  /from ['"]@portal\/(ui|theme)/u,
];

/** The headless subpaths machines may take values from: form rules and error codes. */
const VALUE_SUBPATHS = ['@portal/api-contract/validation', '@portal/api-contract/errors'];

interface ContractImport {
  readonly file: string;
  readonly specifier: string;
  /** Names imported as values (not `type`), or `*` for a namespace/side-effect import. */
  readonly values: readonly string[];
}

/** Every import or re-export of the contract package, with the names it takes as values. */
function contractImports(file: string): ContractImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: ContractImport[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const module = statement.moduleSpecifier;
    if (!module || !ts.isStringLiteral(module)) continue;
    const specifier = module.text;
    if (!specifier.startsWith('@portal/api-contract') && !/\bapi-contract\b/u.test(specifier)) continue;
    let values: string[];
    if (isImport) {
      const clause = statement.importClause;
      if (!clause) values = ['*'];
      else if (clause.isTypeOnly) values = [];
      else {
        values = clause.name ? [clause.name.text] : [];
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) values.push('*');
        if (bindings && ts.isNamedImports(bindings))
          values.push(
            ...bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text),
          );
      }
    } else {
      const clause = statement.exportClause;
      values = statement.isTypeOnly
        ? []
        : !clause || !ts.isNamedExports(clause)
          ? ['*']
          : clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text);
    }
    found.push({ file: file.slice(sourceDir.length), specifier, values });
  }
  return found;
}

describe('machines stay headless', () => {
  const files = machineSources(sourceDir);

  it('has one catalogue entry per machine file, and one file per entry', () => {
    const machineFiles = files
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => basename(file, '.machine.ts'))
      .sort();
    expect(machineFiles).toEqual(Object.keys(machineCatalog).sort());
  });

  it('never touch the network, the DOM, storage or React directly', () => {
    const offences = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${file.slice(sourceDir.length)}: ${pattern.source}`);
    });
    expect(offences).toEqual([]);
  });

  it('take only types from the contract root, and values only from its headless subpaths', () => {
    const imports = files.flatMap(contractImports);
    expect(imports.length).toBeGreaterThan(0);
    const offences = imports.filter(({ specifier, values }) =>
      VALUE_SUBPATHS.includes(specifier)
        ? false
        : specifier === '@portal/api-contract'
          ? values.length > 0
          : true,
    );
    expect(offences).toEqual([]);
    // Both kinds really occur, so the rule above is exercised rather than passing on nothing.
    expect(
      imports.some(({ specifier, values }) => specifier === '@portal/api-contract' && values.length === 0),
    ).toBe(true);
    expect(
      imports.some(({ specifier, values }) => VALUE_SUBPATHS.includes(specifier) && values.length > 0),
    ).toBe(true);
  });

  it('tells a value import from a type import', () => {
    const probe = join(sourceDir, 'shared', 'failure.ts');
    expect(contractImports(probe)).toEqual([
      { file: 'shared/failure.ts', specifier: '@portal/api-contract', values: [] },
      {
        file: 'shared/failure.ts',
        specifier: '@portal/api-contract/errors',
        values: ['DEFAULT_RETRY_AFTER_SECONDS', 'isErrorCode'],
      },
      {
        file: 'shared/failure.ts',
        specifier: '@portal/api-contract/validation',
        values: ['isValidationCode'],
      },
    ]);
  });
});
