import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { CategoryIcon, categoryCodes } from './CategoryIcon';

describe('CategoryIcon', () => {
  it('names every category from the nav namespace', () => {
    renderWithProviders(
      <>
        {categoryCodes.map((code) => (
          <CategoryIcon key={code} code={code} />
        ))}
      </>,
    );
    const names = screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(names).toHaveLength(12);
    expect(names).toContain('Slots');
    expect(names).toContain('Cockfight');
    expect(names.every((name) => name && !name.startsWith('categories.'))).toBe(true);
  });

  it('translates the name', () => {
    renderWithProviders(<CategoryIcon code="HOME" />, { language: 'ty' });
    expect(screen.getByRole('img')).toHaveAccessibleName(/.+/);
    expect(screen.getByRole('img').getAttribute('aria-label')).not.toBe('categories.home');
  });

  it('hides a decorative icon', () => {
    const { container } = renderWithProviders(<CategoryIcon code="FISH" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws with currentColor strokes only', () => {
    const { container } = renderWithProviders(<CategoryIcon code="LIVE" />);
    expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,6}/i);
  });
});
