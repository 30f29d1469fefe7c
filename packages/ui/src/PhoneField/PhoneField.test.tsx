import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { PhoneField, sanitizeDigits } from './PhoneField';

fieldTestSuite('PhoneField', {
  role: 'textbox',
  render: (props) => <PhoneField {...props} dialingCodes={[{ code: '+63' }]} />,
});

const codes = [{ code: '+63' }, { code: '+65', country: 'Singapore' }];

describe('sanitizeDigits', () => {
  it('keeps digits up to the configured count', () => {
    expect(sanitizeDigits('+63 917-123 4567')).toBe('639171234567');
    expect(sanitizeDigits('917 123 4567 89', 10)).toBe('9171234567');
    expect(sanitizeDigits('abc', 10)).toBe('');
  });
});

describe('PhoneField', () => {
  it('tells autofill what each part is: the country code and the national number (WCAG 1.3.5)', () => {
    renderWithProviders(<PhoneField label="Mobile" dialingCodes={codes} />);
    expect(screen.getByRole('combobox', { name: 'Dialing code' })).toHaveAttribute(
      'autocomplete',
      'tel-country-code',
    );
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('accepts digits only, up to maxLength, including paste', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <PhoneField label="Mobile" dialingCodes={codes} maxLength={8} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await user.type(input, '12ab34');
    expect(input).toHaveValue('1234');
    await user.clear(input);
    await user.click(input);
    await user.paste('9171-2345-67');
    expect(input).toHaveValue('91712345');
    expect(onValueChange).toHaveBeenLastCalledWith('91712345');
  });

  it('offers the dialing codes in a named select', async () => {
    const user = userEvent.setup();
    const onDialingCodeChange = vi.fn();
    renderWithProviders(
      <PhoneField label="Mobile" dialingCodes={codes} onDialingCodeChange={onDialingCodeChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Dialing code' });
    expect(select).toHaveValue('+63');
    expect(screen.getByRole('option', { name: '+65 Singapore' })).toBeInTheDocument();
    await user.selectOptions(select, '+65');
    expect(select).toHaveValue('+65');
    expect(onDialingCodeChange).toHaveBeenCalledWith('+65');
  });

  it('wires the error to the number input', () => {
    renderWithProviders(<PhoneField label="Mobile" dialingCodes={codes} error="Wrong number" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Wrong number');
  });
});
