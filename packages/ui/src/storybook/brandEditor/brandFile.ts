import type { BrandTokens } from '@portal/theme';

/** A brand id the registry, URLs and a TypeScript export name can all use. */
export const brandNamePattern = /^[a-z][a-z0-9]*$/;

const identifier = /^[A-Za-z_$][\w$]*$/;

function stringLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A token tree as a TypeScript object literal in the repository's style (single quotes, bare keys). */
function objectLiteral(value: unknown, indent: string): string {
  if (typeof value === 'string') return stringLiteral(value);
  const inner = `${indent}  `;
  const lines = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) =>
      `${inner}${identifier.test(key) ? key : stringLiteral(key)}: ${objectLiteral(child, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/**
 * The source of `tokens/src/brands/<name>.ts` for a brand: the same shape as the registered
 * brand files, so it type-checks against BrandTokens and drops in beside them.
 */
export function brandFileSource(brand: BrandTokens, startedFrom: string): string {
  if (!brandNamePattern.test(brand.name)) {
    throw new Error(
      `"${brand.name}" cannot name a brand: use lower-case letters and digits, starting with a letter`,
    );
  }
  const comment = `${brand.label}: made in the Storybook brand editor, starting from ${startedFrom}.`.replace(
    /\*\//g,
    '* /',
  );
  return [
    "import type { BrandTokens } from '../types';",
    '',
    `/** ${comment} */`,
    `export const ${brand.name} = ${objectLiteral(brand, '')} as const satisfies BrandTokens;`,
    '',
  ].join('\n');
}

/** The exported file's name in tokens/src/brands/. */
export function brandFileName(brand: BrandTokens): string {
  return `${brand.name}.ts`;
}
