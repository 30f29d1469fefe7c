import { LANGUAGES } from '@portal/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { LanguageSelect } from './LanguageSelect';

describe('LanguageSelect', () => {
  it('offers every bundled language by its native name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSelect value="en" onValueChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = within(await screen.findByRole('menu', { name: 'Language: English' })).getAllByRole(
      'menuitemradio',
    );
    expect(items.map((item) => item.textContent)).toEqual(
      LANGUAGES.map((l) => `${l.code.toUpperCase()}${l.nativeName}`),
    );
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[1]).toHaveAttribute('aria-checked', 'false');
  });

  it('reports the chosen code from the keyboard, and closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<LanguageSelect value="en" onValueChange={onValueChange} />);
    screen.getByRole('button', { name: /English/ }).focus();
    await user.keyboard('{Enter}');
    // The menu's code loads with the first opening: keys wait for the menu.
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('ty');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not report choosing the current language again', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<LanguageSelect value="ty" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: /Filipino/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Filipino/ }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('names the button in the current interface language', () => {
    renderWithProviders(<LanguageSelect value="ty" onValueChange={() => {}} />, { language: 'ty' });
    expect(screen.getByRole('button', { name: 'Wika: Filipino' })).toBeInTheDocument();
  });

  it('compact shows the code, and its accessible name starts with that code (WCAG 2.5.3)', () => {
    renderWithProviders(<LanguageSelect value="en" compact onValueChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'EN, language: English' });
    expect(button).toHaveTextContent(/^EN$/);
  });

  it('compact names the button in the interface language too', () => {
    renderWithProviders(<LanguageSelect value="ty" compact onValueChange={() => {}} />, { language: 'ty' });
    expect(screen.getByRole('button', { name: 'TY, wika: Filipino' })).toHaveTextContent(/^TY$/);
  });
});
