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
 */
export function onDemand<P extends object>(Popup: LazyScreen<P>): (props: P) => ReactNode {
  return function OnDemandPopup(props: P) {
    return (
      <ScreenBoundary frame={overPage}>
        <Popup {...props} />
      </ScreenBoundary>
    );
  };
}
