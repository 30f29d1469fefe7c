import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelect, languageSelectSizes, type LanguageSelectProps } from './LanguageSelect';

/** Keeps the chosen language in state so the button follows, and still reports each change. */
function StatefulLanguageSelect({ value, onValueChange, ...props }: LanguageSelectProps) {
  const [current, setCurrent] = useState(value);
  return (
    <LanguageSelect
      {...props}
      value={current}
      onValueChange={(code) => {
        setCurrent(code);
        onValueChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Components/Navigation/LanguageSelect',
  component: LanguageSelect,
  // Default (closed) and Open carry the brand's look; the keyboard walks and the compact trigger reuse
  // them.
  tags: ['visual-one-width', 'visual-one-brand'],
  args: { value: 'en', onValueChange: fn(), size: 'md', compact: false },
  argTypes: { size: { control: 'inline-radio', options: languageSelectSizes } },
  render: (args) => <StatefulLanguageSelect {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const radios = () => within(screen.getByRole('menu')).getAllByRole('menuitemradio');

/** Closed: the button names the current language in its own language. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /English/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('English');
  },
};

/** Open with the keyboard: the current language is checked; arrows move; Enter chooses TY. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /English/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: /English/ });
    const items = radios();
    await expect(items.map((item) => item.textContent)).toEqual(['ENEnglish', 'TYFilipino']);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(items[1]).toHaveAttribute('lang', 'fil');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('ty');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Filipino/ })).toHaveFocus());
  },
};

/** Open: the menu of bundled languages, shot on its own; the current one (TY) is checked. */
export const Open: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultOpen: true, value: 'ty' },
  parameters: { visual: { selector: '[role="menu"][data-state="open"]' } },
  play: async () => {
    await screen.findByRole('menu', { name: /Filipino/ });
    const items = radios();
    await expect(items[0]).toHaveAttribute('aria-checked', 'false');
    await expect(items[1]).toHaveAttribute('aria-checked', 'true');
    await expect(items[0]).toHaveAttribute('lang', 'en');
  },
};

/** Escape closes without choosing and returns focus to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    // Asked each time: the first opening puts the loaded menu's own button in the first one's place.
    const trigger = () => canvas.getByRole('button', { name: /English/ });
    trigger().focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Compact: globe and code only (narrow headers). The accessible name starts with the code it
 * shows (WCAG 2.5.3, label in name) and goes on to name the language.
 */
export const Compact: Story = {
  args: { compact: true, size: 'sm' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^(EN, language: English|EN, wika: English)$/ });
    await expect(trigger).toHaveTextContent('EN');
    await expect(trigger).not.toHaveTextContent('English');
  },
};
