import { laterTextsArriving } from '@portal/i18n';
import { useEffect } from 'react';
import { useTranslation } from '@portal/ui';

/** A press or a key is where a visitor starts toward a popup or a page that reads the later texts. */
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Fetches the texts the first page leaves out ahead of need, not with the first page: on the
 * visitor's first press or key, and at once for a signed-in session (its shell reads them by
 * itself, e.g. the withdrawal notice). A lazy screen or popup that needs them still waits for them
 * (ScreenBoundary); this only gives it a head start.
 */
export function useLaterTextsAhead(signedIn: boolean): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const fetchTexts = () => void laterTextsArriving(i18n)?.catch(() => undefined);
    if (signedIn) {
      fetchTexts();
      return undefined;
    }
    const stopListening = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
    };
    function onIntent() {
      stopListening();
      fetchTexts();
    }
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, onIntent, { capture: true, passive: true });
    return stopListening;
  }, [i18n, signedIn]);
}
