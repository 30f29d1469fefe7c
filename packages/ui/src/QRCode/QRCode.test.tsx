import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { QRCode, qrPath } from './QRCode';

describe('qrPath', () => {
  it('is deterministic and includes the quiet zone', () => {
    const first = qrPath('https://example.com/app');
    expect(qrPath('https://example.com/app')).toEqual(first);
    expect(first.dimension).toBe(first.moduleCount + 8);
    // Version 2 or 3 for a short URL at level M: 25 or 29 modules wide.
    expect([25, 29]).toContain(first.moduleCount);
    expect(first.d.startsWith('M4 4h1v1h-1z')).toBe(true); // finder pattern corner
  });

  it('grows with the amount of data', () => {
    expect(qrPath('x'.repeat(200)).moduleCount).toBeGreaterThan(qrPath('x').moduleCount);
  });
});

describe('QRCode', () => {
  it('is an image named by its label, with an optional caption', () => {
    renderWithProviders(
      <QRCode value="https://example.com/app" label="Scan to download" caption="Android" />,
    );
    expect(screen.getByRole('img', { name: 'Scan to download' })).toBeInTheDocument();
    expect(screen.getByText('Android')).toBeInTheDocument();
  });
});
