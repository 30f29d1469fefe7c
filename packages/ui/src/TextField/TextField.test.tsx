import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { TextField } from './TextField';

fieldTestSuite('TextField', {
  role: 'textbox',
  render: (props) => <TextField {...props} />,
});

describe('TextField', () => {
  it('labels the input', () => {
    renderWithProviders(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('marks required fields with a hidden * and a spoken word in the current language', () => {
    const { unmount } = renderWithProviders(<TextField label="Username" required />);
    expect(screen.getByRole('textbox', { name: /Username \(required\)/ })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderWithProviders(<TextField label="Username" required />, { language: 'ty' });
    expect(screen.getByRole('textbox').getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Username \((?!required).+\)/ })).toBeInTheDocument();
  });

  it('describes the input with its hint and error, in that order', () => {
    renderWithProviders(
      <TextField label="Real name" hint="As on your bank account" error="Real name format is incorrect" />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your bank account Real name format is incorrect');
  });

  it('has no invalid state or error text without an error', () => {
    renderWithProviders(<TextField label="Username" hint="6 to 16 characters" />);
    const input = screen.getByRole('textbox');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('6 to 16 characters');
  });

  it('passes input props through and is typeable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextField label="Email" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });
});
