import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { SearchField } from './SearchField';

fieldTestSuite('SearchField', {
  role: 'searchbox',
  render: (props) => <SearchField {...props} />,
});

describe('SearchField', () => {
  it('is a search landmark that submits the trimmed query on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchField onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, '  fortune {Enter}');
    expect(onSearch).toHaveBeenCalledWith('fortune');
  });

  it('shows a clear button only with text, and clearing refocuses the input', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onValueChange = vi.fn();
    renderWithProviders(<SearchField onClear={onClear} onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    const input = screen.getByRole('searchbox');
    await user.type(input, 'slots');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('clears on Escape without letting the key bubble', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const listener = (event: KeyboardEvent) => outer(event.key);
    document.addEventListener('keydown', listener);
    renderWithProviders(<SearchField defaultValue="poker" />);
    const input = screen.getByRole('searchbox');
    input.focus();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(outer).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
    document.removeEventListener('keydown', listener);
  });
});
