import { createI18n } from '@portal/i18n';
import { render, screen, within } from '@testing-library/react';
import { TranslationProvider } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import { createPortalEnvironment, EnvironmentContext } from '../environment/environment';
import { PopupDialog } from './PopupDialog';

/** Notes, when the body first renders, whether the dialog's frame is already on the page. */
function FrameProbe({ seen }: { seen: boolean[] }) {
  if (seen.length === 0) seen.push(document.querySelector('[role="dialog"]') !== null);
  return <p>Popup for B</p>;
}

function renderPopup({ still, bodyAfterFrame }: { still: boolean; bodyAfterFrame: boolean }) {
  const environment = createPortalEnvironment({
    site: { brand: 'aurora', merchantCode: 'aurora', currency: 'PHP' },
    still,
  });
  const seen: boolean[] = [];
  const { unmount } = render(
    <EnvironmentContext.Provider value={environment}>
      <TranslationProvider i18n={createI18n({ lng: 'en' })}>
        <PopupDialog title="Announcements" onClose={() => undefined} bodyAfterFrame={bodyAfterFrame}>
          <FrameProbe seen={seen} />
        </PopupDialog>
      </TranslationProvider>
    </EnvironmentContext.Provider>,
  );
  return { seen, unmount };
}

describe('PopupDialog', () => {
  it('mounts the body after the frame when asked, so the opening is not one long task', async () => {
    const { seen } = renderPopup({ still: false, bodyAfterFrame: true });
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByText('Popup for B')).toBeInTheDocument();
    expect(seen).toEqual([true]);
  });

  it('mounts frame and body together otherwise, and in a still picture', async () => {
    for (const options of [
      { still: false, bodyAfterFrame: false },
      { still: true, bodyAfterFrame: true },
    ]) {
      const { seen, unmount } = renderPopup(options);
      const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
      expect(within(dialog).getByText('Popup for B')).toBeInTheDocument();
      expect(seen).toEqual([false]);
      unmount();
    }
  });
});
