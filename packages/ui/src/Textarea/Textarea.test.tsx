import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { Textarea, countCharacters } from './Textarea';

fieldTestSuite('Textarea', {
  role: 'textbox',
  render: (props) => <Textarea {...props} maxLength={200} />,
});

describe('countCharacters', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('😀a')).toBe(2);
    expect(countCharacters('')).toBe(0);
  });
});

describe('Textarea', () => {
  it('updates the counter while typing and stops at the maximum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Textarea label="Remark" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Remark' });
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    await user.type(box, 'abcdefg');
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('counts a controlled value and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Textarea label="Description" maxLength={200} value="hello" onChange={onChange} />);
    expect(screen.getByText('5 / 200')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'x');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('describes the textarea with the error and the counter', () => {
    renderWithProviders(
      <Textarea label="Description" maxLength={200} minLength={20} defaultValue="short" error="Too short" />,
    );
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too short 5 / 200');
  });
});
