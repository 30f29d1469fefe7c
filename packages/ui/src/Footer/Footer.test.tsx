import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { AgeBadge } from './AgeBadge';
import { Footer } from './Footer';

const columns = [
  {
    id: 'help',
    title: 'Help',
    links: [
      { label: 'About us', href: '#about' },
      { label: 'Terms and Conditions', href: '#terms' },
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    links: [{ label: 'Customer service', href: 'https://cs.example', external: true }],
  },
];

describe('Footer', () => {
  it('is the contentinfo landmark with titled link lists', () => {
    renderWithProviders(<Footer brand="Portal" year={2026} columns={columns} />);
    const footer = screen.getByRole('contentinfo');
    const help = within(footer).getByRole('region', { name: 'Help' });
    expect(within(help).getByRole('heading', { level: 2, name: 'Help' })).toBeInTheDocument();
    expect(within(help).getAllByRole('link')).toHaveLength(2);
  });

  it('announces and opens external links in a new window', () => {
    renderWithProviders(<Footer brand="Portal" year={2026} columns={columns} />);
    const link = screen.getByRole('link', { name: 'Customer service (Opens in a new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('prints the given year and brand, and the age notice with the default age 18', () => {
    renderWithProviders(<Footer brand="Portal" year={2031} />);
    expect(screen.getByText('© 2031 Portal. All rights reserved.')).toBeInTheDocument();
    expect(
      screen.getByText('Players must be over 18 years old to play. Please play responsibly.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Only for players aged 18 and over' })).toHaveTextContent('18+');
  });

  it('takes a configured age and licence text', () => {
    renderWithProviders(<Footer brand="Portal" year={2026} age={21} licence="Licensed by PAGCOR." />);
    expect(screen.getByRole('img', { name: 'Only for players aged 21 and over' })).toHaveTextContent('21+');
    expect(screen.getByText(/over 21 years old/)).toBeInTheDocument();
    expect(screen.getByText('Licensed by PAGCOR.')).toBeInTheDocument();
  });

  it('speaks Filipino in TY', () => {
    renderWithProviders(<Footer brand="Portal" year={2026} />, { language: 'ty' });
    expect(screen.getByText('© 2026 Portal. Nakalaan ang lahat ng karapatan.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /18 taong gulang pataas/ })).toBeInTheDocument();
  });
});

describe('AgeBadge', () => {
  it('defaults to 18+', () => {
    renderWithProviders(<AgeBadge />);
    expect(screen.getByRole('img', { name: 'Only for players aged 18 and over' })).toHaveTextContent('18+');
  });
});
