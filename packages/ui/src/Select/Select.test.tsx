import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { Select } from './Select';

fieldTestSuite('Select', {
  role: 'combobox',
  render: (props) => <Select {...props} options={[{ value: 'bdo', label: 'BDO' }]} />,
});

const options = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'other', label: 'Other', disabled: true },
];

beforeAll(() => {
  // Radix Select scrolls the chosen item into view; the DOM shim lacks it.
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('Select', () => {
  it('is named by its label and shows the translated placeholder', () => {
    renderWithProviders(<Select label="Type" options={options} hint="Pick one" />);
    const trigger = screen.getByRole('combobox', { name: 'Type' });
    expect(trigger).toHaveTextContent('Please select');
    expect(trigger).toHaveAccessibleDescription('Pick one');
  });

  it('opens with the keyboard and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Select label="Type" options={options} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Type' });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The open list is named by the field's label (IBM Equal Access: a listbox needs a name).
    expect(await screen.findByRole('listbox', { name: 'Type' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('withdrawal');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Withdrawal');
  });

  it('marks itself invalid with an error', () => {
    renderWithProviders(<Select label="Type" options={options} error="Please make a selection" />);
    const trigger = screen.getByRole('combobox');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Please make a selection');
  });

  it('takes the hidden trigger out of the tab order only while the list is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="Type" options={options} />);
    const trigger = screen.getByRole('combobox', { name: 'Type' });
    expect(trigger).not.toHaveAttribute('tabindex');
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    expect(trigger).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).not.toHaveAttribute('tabindex');
    expect(trigger).toHaveFocus();
  });
});
