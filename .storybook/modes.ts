import { brands, visualWidths } from '@portal/tokens';

/**
 * Chromatic modes: every story is captured in every brand at both visual widths, matching the
 * local visual run. Used as `parameters.chromatic.modes` in preview.tsx.
 */
export const chromaticModes = Object.fromEntries(
  brands.flatMap((brand) =>
    (Object.keys(visualWidths) as (keyof typeof visualWidths)[]).map((width) => [
      `${brand.name} ${width}`,
      { brand: brand.name, viewport: width },
    ]),
  ),
);
