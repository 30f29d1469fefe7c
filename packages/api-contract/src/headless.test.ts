import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Follows the imports that survive compilation (TypeScript resolves them as the bundler will;
 * `import type` and `export type` are erased, so they are not followed) and returns every npm
 * package reached at run time.
 */
function packagesReachedFrom(entry: string): Set<string> {
  const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler };
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [fileURLToPath(new URL(entry, import.meta.url))];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
    for (const specifier of runtimeSpecifiers(source)) {
      if (!specifier.startsWith('.')) {
        const [scope = '', name = ''] = specifier.split('/');
        packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
      if (resolved.extension !== ts.Extension.Json) pending.push(resolved.resolvedFileName);
    }
  }
  return packages;
}

function runtimeSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

// What machines and i18n may load: the subpaths in package.json "exports" that promise no HTTP
// client (wretch), no JOSE (jose) and no mock server (msw) at run time.
const headlessEntries = {
  '@portal/api-contract/validation': './validation/index.ts',
  '@portal/api-contract/errors': './errors.ts',
  '@portal/api-contract/random': './random.ts',
  '@portal/api-contract/realtime': './schemas/realtime.ts',
};

describe('headless subpaths', () => {
  it('are the ones package.json exports', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
      sideEffects: boolean;
    };
    for (const [subpath, file] of Object.entries(headlessEntries))
      expect(manifest.exports[subpath.replace('@portal/api-contract', '.')]).toBe(`./src/${file.slice(2)}`);
    expect(manifest.sideEffects).toBe(false);
  });

  it.each(Object.entries(headlessEntries))('%s loads zod at most', (_, entry) => {
    const reached = packagesReachedFrom(entry);
    expect([...reached].filter((name) => name !== 'zod')).toEqual([]);
  });

  // The control: the same walk finds the packages where they are used, so a pass above means something.
  it('finds wretch, jose and altcha-lib from the package root and msw from the mocks', () => {
    expect(packagesReachedFrom('./index.ts')).toEqual(new Set(['zod', 'wretch', 'jose', 'altcha-lib']));
    expect(packagesReachedFrom('./mocks/index.ts')).toEqual(new Set(['zod', 'jose', 'altcha-lib', 'msw']));
  });

  it('does not count type-only imports, which TypeScript erases', () => {
    expect(packagesReachedFrom('./requestParsing.ts')).toContain('jose');
    const typeOnly = ts.createSourceFile(
      'x.ts',
      "import type { JWK } from 'jose';\nexport type { Wretch } from 'wretch';\nimport { type X } from 'msw';",
      ts.ScriptTarget.ES2022,
    );
    // `import { type X }` stays as `import {} from 'msw'` under verbatimModuleSyntax: it loads msw.
    expect(runtimeSpecifiers(typeOnly)).toEqual(['msw']);
  });
});
