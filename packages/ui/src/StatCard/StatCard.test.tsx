import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('pairs the label with its value', () => {
    renderWithProviders(
      <StatCard label="Active members" value="128" hint="+12 this week" hintTone="success" />,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Active members');
    const [value, hint] = screen.getAllByRole('definition');
    expect(value).toHaveTextContent('128');
    expect(hint).toHaveTextContent('+12 this week');
  });
});
