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

/** The type scale's steps and their power of the ratio around the body size (`md`). */
const typeSteps = { xs: -2, sm: -1, md: 0, lg: 1, xl: 2, xxl: 3 } as const;

/** A modular type scale: `md` is the body size in rem, each step up or down multiplies by `ratio`. */
export function withTypeScale(brand: BrandTokens, bodyRem: number, ratio: number): BrandTokens {
  const size = Object.fromEntries(
    Object.entries(typeSteps).map(([step, power]) => [
      step,
      `${Number((bodyRem * ratio ** power).toFixed(4))}rem`,
    ]),
  ) as BrandTokens['font']['size'];
  return { ...brand, font: { ...brand.font, size } };
}

const scalePx = (value: string, factor: number) => {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value)?.[1];
  return px === undefined ? value : `${Math.round(Number(px) * factor)}px`;
};

/**
 * Denser (factor below 1) or roomier (above 1): control heights and the spacing scale, from the
 * starting brand's values, rounded to whole pixels. Icons and type keep their sizes.
 */
export function withDensity(brand: BrandTokens, from: BrandTokens, factor: number): BrandTokens {
  const scaled = <T extends Record<string, string>>(tokens: T) =>
    Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, scalePx(value, factor)])) as T;
  const { controlSm, controlMd, controlLg } = scaled(from.size);
  return { ...brand, space: scaled(from.space), size: { ...brand.size, controlSm, controlMd, controlLg } };
}
