import { expect, type Locator, type Page } from '@playwright/test';
import { en } from './i18n';

interface ReadOptions {
  /** Read behind an open popup, which hides the rest of the page from assistive technology. */
  behindPopup?: boolean;
}

/** The header's balance. */
export function balanceChip(page: Page, { behindPopup = false }: ReadOptions = {}): Locator {
  return page
    .getByRole('banner', { includeHidden: behindPopup })
    .getByRole('group', { name: en('wallet:balance.label'), includeHidden: behindPopup });
}

const shownAmount = /([\d,]+)\.(\d{2})/u;

/** The header's balance in minor units, once it shows an amount (not while it is still loading). */
export async function headerBalance(page: Page, options: ReadOptions = {}): Promise<number> {
  const chip = balanceChip(page, options);
  await expect(chip).toHaveText(shownAmount);
  const [, whole = '', cents = ''] = shownAmount.exec(await chip.innerText()) ?? [];
  return Number(`${whole.replaceAll(',', '')}${cents}`);
}
