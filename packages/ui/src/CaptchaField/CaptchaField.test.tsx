import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { CaptchaField, toImageSrc } from './CaptchaField';
import { createThrottle } from './throttle';

fieldTestSuite('CaptchaField', {
  role: 'textbox',
  render: (props) => <CaptchaField {...props} onRefresh={() => {}} onRequestAlternative={() => {}} />,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createThrottle', () => {
  it('runs at most once per interval (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const fn = vi.fn();
    const throttled = createThrottle(fn, 1000);
    expect(throttled()).toBe(true);
    expect(throttled()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(throttled()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(throttled()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('toImageSrc', () => {
  it('adds the PNG data prefix only when missing', () => {
    expect(toImageSrc('iVBOR')).toBe('data:image/png;base64,iVBOR');
    expect(toImageSrc('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});

describe('CaptchaField', () => {
  it('refreshes at most once per second however fast the button is pressed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const onRefresh = vi.fn();
    renderWithProviders(
      <CaptchaField image="iVBOR" onRefresh={onRefresh} onRequestAlternative={() => undefined} />,
    );
    const button = screen.getByRole('button', { name: 'Get a new captcha' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows the picture with alt text, accepts paste and offers the alternative', async () => {
    const user = userEvent.setup();
    const onRequestAlternative = vi.fn();
    renderWithProviders(
      <CaptchaField image="iVBOR" onRefresh={() => undefined} onRequestAlternative={onRequestAlternative} />,
    );
    expect(screen.getByRole('img', { name: /Captcha image/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBOR',
    );
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    await user.click(input);
    await user.paste('x7Kp');
    expect(input).toHaveValue('x7Kp');
    await user.click(screen.getByRole('button', { name: "Can't read it? Contact support" }));
    expect(onRequestAlternative).toHaveBeenCalledTimes(1);
  });

  it('while loading the first picture, holds its place with an announced spinner and a busy refresh', () => {
    const onRefresh = vi.fn();
    renderWithProviders(
      <CaptchaField status="loading" onRefresh={onRefresh} onRequestAlternative={() => {}} />,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Get a new captcha' });
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(refresh);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('when no picture could be loaded, says so, lets refresh retry and keeps the alternative', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const onRequestAlternative = vi.fn();
    renderWithProviders(
      <CaptchaField status="unavailable" onRefresh={onRefresh} onRequestAlternative={onRequestAlternative} />,
      { language: 'ty' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Hindi ma-load ang captcha');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kumuha ng bagong captcha' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Hindi mabasa? Makipag-ugnayan sa suporta' }));
    expect(onRequestAlternative).toHaveBeenCalledTimes(1);
  });
});
