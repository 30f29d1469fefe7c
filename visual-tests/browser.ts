/**
 * Debian chromium, started the way TOOLING.md verified: no sandbox (root), no GPU, and the
 * two URL flags stop chromium from reaching for outside hosts on a machine without internet.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--font-render-hinting=none',
  '--gaia-url=http://127.0.0.1:9',
  '--component-updater=url-source=http://127.0.0.1:9',
];

export const storybookUrl = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6106';
