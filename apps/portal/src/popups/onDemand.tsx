import type { ReactNode } from 'react';
import type { LazyScreen } from '../routes/lazyScreen';
import { ScreenBoundary } from '../routes/ScreenBoundary';
import * as styles from './popups.css';

function overPage(content: ReactNode) {
  return (
    <div className={styles.pendingLayer}>
      <div className={styles.pendingPanel}>{content}</div>
    </div>
  );
}

/**
 * A popup whose code (flow, machine, dialog) loads with its first opening, not with the first
 * page: the loader, then the popup, over the page; a chunk that fails shows the retry state there.
 * `firstPageTextsOnly`: see ScreenBoundary.
 */
export function onDemand<P extends object>(
  Popup: LazyScreen<P>,
  { firstPageTextsOnly = false }: { firstPageTextsOnly?: boolean } = {},
): (props: P) => ReactNode {
  return function OnDemandPopup(props: P) {
    return (
      <ScreenBoundary frame={overPage} firstPageTextsOnly={firstPageTextsOnly}>
        <Popup {...props} />
      </ScreenBoundary>
    );
  };
}
