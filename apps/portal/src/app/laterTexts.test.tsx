import { createLazyI18n } from '@portal/i18n';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslationProvider } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import { useLaterTextsAhead } from './laterTexts';

async function lazyInstance() {
  const { i18n, ready } = createLazyI18n();
  await ready;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationProvider i18n={i18n}>{children}</TranslationProvider>
  );
  return { i18n, wrapper };
}

const laterTextsIn = (i18n: Awaited<ReturnType<typeof lazyInstance>>['i18n']) =>
  i18n.hasResourceBundle('en', 'wallet') && i18n.exists('portal:member.account');

describe('the texts the first page leaves out', () => {
  it('stay out for a visitor who does nothing, and come with the first press', async () => {
    const { i18n, wrapper } = await lazyInstance();
    renderHook(() => useLaterTextsAhead(false), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(laterTextsIn(i18n)).toBe(false);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(laterTextsIn(i18n)).toBe(true));
  });

  it('come with the first key as well', async () => {
    const { i18n, wrapper } = await lazyInstance();
    renderHook(() => useLaterTextsAhead(false), { wrapper });
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await waitFor(() => expect(laterTextsIn(i18n)).toBe(true));
  });

  it('come at once for a signed-in session, whose shell reads them by itself', async () => {
    const { i18n, wrapper } = await lazyInstance();
    const { rerender } = renderHook(({ signedIn }) => useLaterTextsAhead(signedIn), {
      wrapper,
      initialProps: { signedIn: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(laterTextsIn(i18n)).toBe(false);
    rerender({ signedIn: true });
    await waitFor(() => expect(laterTextsIn(i18n)).toBe(true));
  });
});
