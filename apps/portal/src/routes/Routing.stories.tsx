import { createI18n } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { TranslationProvider } from '@portal/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

const failedChunk = lazyScreen<{ default: ComponentType }>(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);
const failedStyles = lazyScreen<{ default: ComponentType }>(() =>
  Promise.reject(new Error('Unable to preload CSS for /static/Lobby.css')),
);

interface Args {
  kind: 'script' | 'style';
  onReload: () => void;
}

const meta = {
  title: 'Portal/Routing',
  // Error screens look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
  args: { kind: 'script', onReload: fn() },
  render: ({ kind, onReload }, { globals }) => {
    const Screen = kind === 'script' ? failedChunk : failedStyles;
    return (
      <TranslationProvider i18n={createI18n({ lng: (globals.locale as string | undefined) ?? 'en' })}>
        <ScreenBoundary onReload={onReload}>
          <Screen />
        </ScreenBoundary>
      </TranslationProvider>
    );
  },
  parameters: { visual: { selector: '[role="alert"]' } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen group's chunk failed (or took over 120 s): the translated retry state, never a blank page. */
export const ChunkFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Part of the page failed to load, please reload');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The chunk's stylesheet failed. */
export const StylesFailed: Story = {
  args: { kind: 'style' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The page styles failed to load, please reload',
    );
  },
};
