import { expect, test } from './support/test';
import { brands } from '@portal/tokens';
import { en } from './support/i18n';
import { brandCodes, e2eServer, type BrandCode } from './support/server';

// One build serves every white label: the host name picks the theme and the merchant (ISSUE 10).

/** What the seed gives each white label: its name (in its notices) and currency symbol (in its winners). */
const merchants: Record<BrandCode, { name: string; currencySymbol: string }> = {
  aurora: { name: 'Aurora Play', currencySymbol: '₱' },
  ember: { name: 'Ember Casino', currencySymbol: '$' },
  lagoon: { name: 'Lagoon Games', currencySymbol: '฿' },
};

/** A bundled face's file ("/static/inter-latin-700-normal-….woff2") as "inter 700". */
const FACE_FILE = /\/([a-z-]+)-latin-(\d{3})-normal-[\w-]+\.woff2$/u;

/** `"Nunito Sans", system-ui, sans-serif` as its bundled files name it: `nunito-sans`. */
const familySlug = (stack: string) =>
  (stack.split(',')[0] ?? '').replaceAll('"', '').trim().toLowerCase().replaceAll(' ', '-');

/** `#0f1020` as the browser reports a computed colour: `rgb(15, 16, 32)`. */
function computedRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

// The tests here share no state: they run side by side on both workers, not one after another on one.
test.describe.configure({ mode: 'parallel' });

for (const code of brandCodes) {
  test(`${code}.localhost shows the ${code} theme and merchant`, async ({ page }) => {
    const tokens = brands.find((brand) => brand.name === code);
    if (!tokens) throw new Error(`no tokens for ${code}`);
    const merchant = merchants[code];
    const facesAskedFor: string[] = [];
    page.on('request', (request) => {
      const face = FACE_FILE.exec(request.url());
      if (face) facesAskedFor.push(`${face[1]} ${face[2]}`);
    });
    await page.goto(`${e2eServer.origin(code)}/`);

    const themed = page.locator('#root > [data-brand]');
    await expect(themed).toHaveAttribute('data-brand', code);
    await expect(themed).toHaveCSS('background-color', computedRgb(tokens.color.surface.canvas));
    // Chromium drops the quotes around one-word family names.
    await expect(themed).toHaveCSS('font-family', tokens.font.family.body.replace(/"([^" ]+)"/gu, '$1'));
    const wordmark = code.charAt(0).toUpperCase() + code.slice(1);
    await expect(
      page.getByRole('link', { name: en('portal:shell.homeLink', { brand: wordmark }) }),
    ).toBeVisible();

    // Merchant data comes from this white label's rows on the server: notices and winners' amounts.
    await expect(page.getByText(`${merchant.name} notice 1`).first()).toBeAttached();
    const winnings = page
      .getByText(new RegExp(`won \\${merchant.currencySymbol}[\\d,]+\\.\\d{2} on `))
      .first();
    await expect(winnings).toBeVisible();
    for (const other of brandCodes.filter((candidate) => candidate !== code))
      await expect(page.getByText(`${merchants[other].name} notice`)).toHaveCount(0);

    // Only the brand's own faces: text in a weight outside its scale (the browser's bold for a
    // heading) would fetch a face for those few elements alone.
    const brandFaces = Object.values(tokens.font.family).flatMap((family) =>
      Object.values(tokens.font.weight).map((weight) => `${familySlug(family)} ${weight}`),
    );
    expect(facesAskedFor.length).toBeGreaterThan(0);
    expect(facesAskedFor.filter((face) => !brandFaces.includes(face))).toEqual([]);
  });

  test(`${code}.localhost's home arrives drawn with the merchant's content, before any script runs`, async ({
    browser,
  }) => {
    const merchant = merchants[code];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2eServer.origin(code)}/`);
    await expect(page.getByText(`${merchant.name} notice 1`).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: en('games:hotGames.title') })).toBeVisible();
    // A game card's heart, "Add <game> to favourites": the hot games themselves, not placeholders.
    const [before, after] = en('lobby:gameCard.favorite', { name: '\u0000' }).split('\u0000');
    const heart = new RegExp(`^${before}.+${after}$`, 'u');
    await expect(page.getByRole('button', { name: heart }).first()).toBeVisible();
    await expect(
      page.getByText(new RegExp(`won \\${merchant.currencySymbol}[\\d,]+\\.\\d{2} on `)).first(),
    ).toBeAttached();
    await context.close();
  });
}
