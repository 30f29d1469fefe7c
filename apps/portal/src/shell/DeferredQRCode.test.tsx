import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredQRCode } from './DeferredQRCode';

describe('DeferredQRCode', () => {
  it('draws a page’s code once its encoder has loaded, without waiting for the viewport', async () => {
    render(
      <DeferredQRCode
        value="https://example.com/invite/ABC"
        label="Invitation QR code"
        caption="Scan to join"
      />,
    );
    // The caption is there from the first paint: the space and the code take the same room.
    expect(screen.getByText('Scan to join')).toBeVisible();
    const code = await screen.findByRole('img', { name: 'Invitation QR code' });
    expect(code).toHaveAttribute('data-value', 'https://example.com/invite/ABC');
  });
});
