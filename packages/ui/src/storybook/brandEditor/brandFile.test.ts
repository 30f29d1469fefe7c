import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { brands, contrastChecks, registryProblems, type BrandTokens } from '@portal/theme';
import { brandFileName, brandFileSource } from './brandFile';

const repoRoot = `${join(import.meta.dirname, '../../../../..')}/`;
const brandsDir = `${repoRoot}tokens/src/brands/`;

/**
 * Type-checks a brand file as if it were saved in tokens/src/brands/ (it is served from memory,
 * so nothing is written into the registry folder), with the tokens package's own compiler options.
 */
function typeErrors(fileName: string, source: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${repoRoot}tokens/tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tokens/tsconfig.json could not be read');
  const path = `${brandsDir}${fileName}`;
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => file === path || ts.sys.fileExists(file);
  host.readFile = (file) => (file === path ? source : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    file === path ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);
  // The tokens project is composite (for tsc -b), which wants every file listed in its tsconfig:
  // the exported brand file is checked on its own, as a plain program with the project's rules.
  const options = {
    ...config.options,
    composite: false,
    incremental: false,
    emitDeclarationOnly: false,
    noEmit: true,
  };
  const program = ts.createProgram([path], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** Runs the exported module (its only import is a type, erased) and returns the brand it exports. */
function evaluate(source: string, name: string): BrandTokens {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  new Function('exports', outputText)(exports);
  return exports[name] as BrandTokens;
}

/** A fourth brand as a brand developer would make it in the editor: light, violet, compact. */
const nova: BrandTokens = {
  ...brands[2],
  name: 'nova',
  label: "Nova's light 'violet' */ brand",
  color: {
    ...brands[2].color,
    accent: {
      ...brands[2].color.accent,
      base: '#6d28d9',
      hover: '#5b21b6',
      active: '#4c1d95',
      text: '#5b21b6',
    },
    text: { ...brands[2].color.text, onAccent: '#ffffff' },
  },
  font: { ...brands[2].font, family: { ...brands[2].font.family, body: '"Sora", system-ui, sans-serif' } },
  radius: { ...brands[2].radius, md: '3px' },
  size: { ...brands[2].size, controlMd: '38px' },
};

// Each type check builds a program over the tokens package: seconds on a busy machine.
describe('an exported brand file', { timeout: 30_000 }, () => {
  const source = brandFileSource(nova, brands[2].name);

  it('type-checks in tokens/src/brands/ against BrandTokens', () => {
    expect(brandFileName(nova)).toBe('nova.ts');
    expect(typeErrors('nova.ts', source)).toEqual([]);
  });

  it('passes the brand tests once registered: every contrast pair and the registry rules', () => {
    const exported = evaluate(source, 'nova');
    expect(exported).toEqual(nova);
    expect(contrastChecks(exported.color).filter((check) => !check.passes)).toEqual([]);
    expect(registryProblems([...brands, exported])).toEqual([]);
  });

  it('fails the type check when a token is missing or mistyped', () => {
    const { focusRing: _dropped, ...colorWithoutFocusRing } = nova.color;
    const broken = brandFileSource(
      { ...nova, color: colorWithoutFocusRing } as unknown as BrandTokens,
      'lagoon',
    );
    expect(typeErrors('nova.ts', broken).join('\n')).toMatch(/focusRing/);
    const wrongScheme = source.replace("colorScheme: 'light'", "colorScheme: 'sepia'");
    expect(typeErrors('nova.ts', wrongScheme).join('\n')).toMatch(/sepia/);
  });

  it('fails the brand tests when a pair is unreadable or the brand copies another', () => {
    const unreadable = {
      ...nova,
      color: { ...nova.color, text: { ...nova.color.text, onAccent: '#7c5cd6' } },
    };
    const failing = contrastChecks(evaluate(brandFileSource(unreadable, 'lagoon'), 'nova').color).filter(
      (check) => !check.passes,
    );
    expect(failing.map((check) => `${check.foreground} on ${check.background}`)).toContain(
      'text.onAccent on accent.base',
    );
    expect(registryProblems([...brands, { ...nova, radius: brands[0].radius }])).toEqual(['distinctRadius']);
  });

  it('refuses a name that cannot be an id and export name', () => {
    expect(() => brandFileSource({ ...nova, name: 'Nova Brand' }, 'lagoon')).toThrow(/lower-case/);
  });
});
