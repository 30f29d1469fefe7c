/**
 * Deterministic demo vendors for stories and tests: the same index always gives the same code,
 * name and logo (an original inline SVG data URI, so nothing is fetched).
 */
export interface DemoVendor {
  code: string;
  name: string;
  logoUrl: string;
}

const known = [
  ['PG', 'PG Soft'],
  ['EG2', 'EG Gaming'],
  ['PT', 'Playtech'],
  ['JDB', 'JDB Gaming'],
  ['CQ9', 'CQ9 Gaming'],
  ['FC', 'Fa Chai'],
  ['JL', 'Jili'],
  ['BGS', 'In-house'],
] as const;

export function vendorLogo(code: string, index = 0): string {
  const hue = (index * 83 + 20) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40">` +
    `<rect width="80" height="40" rx="8" fill="hsl(${hue} 50% 28%)"/>` +
    `<path d="M8 30 L18 10 L28 30 Z" fill="hsl(${(hue + 90) % 360} 75% 65%)"/>` +
    `<text x="52" y="26" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">${code}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function makeVendors(count: number): DemoVendor[] {
  return Array.from({ length: count }, (_, i) => {
    const entry = known[i];
    const code = entry ? entry[0] : `V${i + 1}`;
    const name = entry ? entry[1] : `Studio ${i + 1}`;
    return { code, name, logoUrl: vendorLogo(code, i) };
  });
}
