import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';

/** What the suite hands a field: its label (or legend) and the optional parts under test. */
export interface FieldTestProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  id?: string;
}

export interface FieldUnderTest {
  /** Renders the field with these props (the label goes to `label` or `legend`). */
  render: (props: FieldTestProps) => ReactElement;
  /** The role of the element the label names: the control, or the group of a fieldset field. */
  role: 'textbox' | 'searchbox' | 'combobox' | 'checkbox' | 'radiogroup' | 'group';
  /**
   * The element that carries the field's wiring (described by hint and error, marked invalid),
   * when it is not the named element itself: e.g. the file input inside ImageUpload's group.
   */
  control?: (named: HTMLElement) => HTMLElement;
  /**
   * Where `required` shows besides the label's marker: on the control (default), or on every
   * input inside the group (a date range's two dates).
   */
  requiredOn?: 'control' | 'inputs';
}

const label = 'Bank account';
const hint = 'As printed on your passbook';
const error = 'Enter your bank account';

/**
 * The contract every field of the kit keeps (Braid-style: one suite, run against each field):
 * the visible label names it, the hint and the error describe it, an error marks it invalid and
 * shows, `required` is announced, and a given id is used.
 */
export function fieldTestSuite(name: string, field: FieldUnderTest) {
  describe(`${name} (field contract)`, () => {
    function show(props: Omit<FieldTestProps, 'label'> = {}) {
      renderWithProviders(field.render({ label, ...props }));
      const named = screen.getByRole(field.role, { name: new RegExp(`^${label}`) });
      return { named, control: field.control ? field.control(named) : named };
    }

    it('is named by its visible label', () => {
      const { named } = show();
      expect(named).toHaveAccessibleName(label);
      expect(screen.getByText(label)).toBeVisible();
    });

    it('is described by its hint, which shows', () => {
      const { control } = show({ hint });
      expect(control).toHaveAccessibleDescription(expect.stringContaining(hint));
      expect(screen.getByText(hint)).toBeVisible();
    });

    it('is neither invalid nor described by an error while there is none', () => {
      const { control } = show();
      expect(control).not.toHaveAttribute('aria-invalid');
      expect(control).not.toHaveAccessibleDescription(expect.stringContaining(error));
    });

    it('is marked invalid and described by its error, which shows', () => {
      const { control } = show({ hint, error });
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(error));
      expect(control).toHaveAccessibleDescription(expect.stringContaining(hint));
      expect(screen.getByText(error)).toBeVisible();
    });

    it('announces required in its name and marks the control required', () => {
      const { named, control } = show({ required: true });
      expect(named).toHaveAccessibleName(`${label} (required)`);
      if (field.requiredOn === 'inputs') {
        const inputs = Array.from(named.querySelectorAll('input'));
        expect(inputs.length).toBeGreaterThan(0);
        for (const input of inputs) expect(input).toBeRequired();
      } else {
        expect(control).toBeRequired();
      }
    });

    it('is not required unless asked', () => {
      const { named, control } = show();
      expect(named).toHaveAccessibleName(label);
      if (field.requiredOn !== 'inputs') expect(control).not.toBeRequired();
    });

    it('uses a given id', () => {
      const { control } = show({ id: 'payout-account' });
      expect(control).toHaveAttribute('id', 'payout-account');
    });
  });
}
