import { describe, expect, it } from 'vitest';
import { stylesheetSingleton } from './styleSingleton';

const lockRules = `body[data-scroll-locked] { overflow: hidden !important; margin-right: 15px !important; }
body[data-scroll-locked] { --removed-body-scroll-bar-size: 15px; }`;

function adoptedText(): string {
  return document.adoptedStyleSheets
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

describe('stylesheetSingleton (the dialogs scroll lock rules)', () => {
  it('adopts the rules while a user is mounted, without the body custom property nothing reads', () => {
    const sheet = stylesheetSingleton();
    const before = document.adoptedStyleSheets.length;
    sheet.add(lockRules);
    sheet.add(lockRules);
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    expect(adoptedText()).toContain('overflow: hidden');
    expect(adoptedText()).toContain('margin-right: 15px');
    expect(adoptedText()).not.toContain('--removed-body-scroll-bar-size');

    sheet.remove();
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    sheet.remove();
    expect(document.adoptedStyleSheets).toHaveLength(before);
  });
});
