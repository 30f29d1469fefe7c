import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { RadioGroup } from './RadioGroup';

fieldTestSuite('RadioGroup', {
  role: 'radiogroup',
  render: ({ label, ...props }) => (
    <RadioGroup {...props} legend={label} options={[{ value: 'bdo', label: 'BDO' }]} />
  ),
});

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie', disabled: true },
];

describe('RadioGroup', () => {
  it('is a fieldset whose legend names the radio group', () => {
    renderWithProviders(<RadioGroup legend="Pick one" options={options} />);
    expect(screen.getByRole('group', { name: 'Pick one' }).tagName).toBe('FIELDSET');
    expect(screen.getByRole('radiogroup', { name: 'Pick one' })).toBeInTheDocument();
  });

  it('chooses by label click and by arrow keys, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<RadioGroup legend="Pick one" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByText('Alpha'));
    const alpha = screen.getByRole('radio', { name: 'Alpha' });
    expect(alpha).toBeChecked();
    alpha.focus();
    // Arrows move focus round the enabled options (the browser story checks that they also choose).
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bravo' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(alpha).toHaveFocus();
    await user.click(screen.getByText('Bravo'));
    expect(onValueChange).toHaveBeenLastCalledWith('b');
    await user.click(screen.getByText('Charlie'));
    expect(onValueChange).not.toHaveBeenCalledWith('c');
  });

  it('describes the group with its error', () => {
    renderWithProviders(<RadioGroup legend="Pick one" options={options} error="Please make a selection" />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please make a selection');
  });
});
