import { brands, type BrandName, type BrandTokens } from '@portal/theme';

/** A new brand started from a registered one: same values, a new id and label to change. */
export function draftFrom(name: BrandName): BrandTokens {
  const base = brands.find((brand) => brand.name === name) ?? brands[0];
  return { ...(structuredClone(base) as BrandTokens), name: 'newbrand', label: `${base.label} (copy)` };
}

/** A copy of `brand` with the token at a dotted path (`color.accent.base`) set to `value`. */
export function withToken(brand: BrandTokens, path: string, value: string): BrandTokens {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return brand;
  const setIn = (node: Record<string, unknown>, [head, ...tail]: string[]): Record<string, unknown> => {
    if (head === undefined || !(head in node)) throw new Error(`No token at ${path}`);
    return {
      ...node,
      [head]: tail.length === 0 ? value : setIn(node[head] as Record<string, unknown>, tail),
    };
  };
  return setIn(brand as unknown as Record<string, unknown>, [key, ...rest]) as unknown as BrandTokens;
}

export const hexColor = /^#[0-9a-f]{6}$/i;
