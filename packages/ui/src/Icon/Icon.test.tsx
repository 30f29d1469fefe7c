import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { svgsBreakingIconRule } from '../test/iconRule';
import { renderWithProviders } from '../testing';
import { Icon } from './Icon';
import { iconNames } from './icons';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive tech and never focusable', () => {
    const { container } = renderWithProviders(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(iconNames.length);
    expect(svgsBreakingIconRule(container)).toEqual([]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a named image when given a label', () => {
    renderWithProviders(<Icon name="info" label="Information" />);
    expect(screen.getByRole('img', { name: 'Information' })).toHaveAttribute('focusable', 'false');
  });
});

describe('svgsBreakingIconRule', () => {
  it('finds an svg that is neither hidden nor named, and one hidden but still focusable', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<svg id="bare"></svg><svg id="focusable" aria-hidden="true"></svg><svg aria-hidden="true" focusable="false"></svg><svg role="img" aria-label="QR code"></svg>';
    expect(svgsBreakingIconRule(root).map((svg) => svg.id)).toEqual(['bare', 'focusable']);
  });
});
