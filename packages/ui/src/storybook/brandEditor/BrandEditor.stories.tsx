import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BrandEditor } from './BrandEditor';

const meta = {
  title: 'Brand editor',
  component: BrandEditor,
  parameters: { visual: { fit: 'page' } },
  // The preview is the whole catalogue, whose specimens are shot on their own pages; the editor's
  // own controls are plain form fields. Its play function proves the behaviour instead.
  tags: ['no-visual', '!autodocs'],
} satisfies Meta<typeof BrandEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts from the toolbar's brand: edit any token and the catalogue beside it follows at once. */
export const Default: Story = {
  name: 'Live brand editor',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const preview = canvasElement.querySelector<HTMLElement>('[data-brand-preview]')!;
    const primaryButton = preview.querySelector<HTMLElement>('[data-component="Button"] button')!;
    const accent = canvas.getByRole('textbox', { name: 'color.accent.base' });
    const original = (accent as HTMLInputElement).value;
    // The accent takes the colour of the text drawn on it: unreadable (1:1) in every brand.
    const unreadable = canvas.getByRole<HTMLInputElement>('textbox', { name: 'color.text.onAccent' }).value;
    const [red, green, blue] = [1, 3, 5].map((at) => parseInt(unreadable.slice(at, at + 2), 16));

    await step('an unreadable accent re-themes the catalogue and is flagged at once', async () => {
      await userEvent.clear(accent);
      await userEvent.type(accent, unreadable);
      await waitFor(() =>
        expect(getComputedStyle(primaryButton).backgroundColor).toBe(`rgb(${red}, ${green}, ${blue})`),
      );
      const warning = within(canvasElement.querySelector('[data-contrast-status]')!).getByRole('alert');
      await expect(warning).toHaveTextContent(/text\.onAccent \S+ accent\.base/);
      await expect(accent).toHaveAttribute('aria-invalid', 'true');
      const file = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: /newbrand\.ts/ });
      await expect(file.value).toContain(`base: '${unreadable}'`);
    });

    await step('putting the value back clears the warning', async () => {
      await userEvent.clear(accent);
      await userEvent.type(accent, original);
      await waitFor(() => expect(accent).not.toHaveAttribute('aria-invalid'));
      await expect(
        within(canvasElement.querySelector('[data-contrast-status]')!).queryByRole('alert'),
      ).toBeNull();
    });

    await step('a denser scale shrinks the controls in the catalogue', async () => {
      const controlMd = canvas.getByRole<HTMLInputElement>('textbox', { name: 'size.controlMd' });
      const startingHeight = controlMd.value;
      const denser = `${Math.round(parseFloat(startingHeight) * 0.8)}px`;
      const heightBefore = primaryButton.getBoundingClientRect().height;
      const factor = canvas.getByRole('spinbutton', { name: /density/i });
      await userEvent.clear(factor);
      await userEvent.type(factor, '0.8');
      await userEvent.click(canvas.getByRole('button', { name: /density/i }));
      await expect(controlMd).toHaveValue(denser);
      await waitFor(() => expect(primaryButton.getBoundingClientRect().height).toBeLessThan(heightBefore));
      // A factor of 1 goes back to the starting brand's density (scaling never compounds).
      await userEvent.clear(factor);
      await userEvent.type(factor, '1');
      await userEvent.click(canvas.getByRole('button', { name: /density/i }));
      await expect(controlMd).toHaveValue(startingHeight);
      await waitFor(() => expect(primaryButton.getBoundingClientRect().height).toBe(heightBefore));
    });
  },
};
