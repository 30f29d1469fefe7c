import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Juan dela Cruz')).toBe('JC');
    expect(initialsOf('maria')).toBe('M');
    expect(initialsOf('  lucky_player_88 ')).toBe('L8');
    expect(initialsOf('')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the picture with the name as alt', () => {
    renderWithProviders(<Avatar name="Juan dela Cruz" src="/a.png" />);
    expect(screen.getByRole('img', { name: 'Juan dela Cruz' })).toHaveAttribute('src', '/a.png');
  });

  it('falls back to initials, named by the person', () => {
    renderWithProviders(<Avatar name="Juan dela Cruz" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img'));
    const avatar = screen.getByRole('img', { name: 'Juan dela Cruz' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('JC');
  });
});
