import { QRCodeSpace, type QRCodeProps } from '@portal/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';

type QRCodeComponent = ComponentType<QRCodeProps>;

/** The code is drawn a little before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '200px';

/** Once loaded, the code draws at once wherever it mounts again (a reopened or re-rendered menu). */
let loadedCode: QRCodeComponent | null = null;

/**
 * An app-download QR code in the side menu, below the first screen on most pages: its space
 * (same size, so nothing moves) until it comes near the viewport, then the code, whose encoder
 * (about 7 KB gzipped) is loaded only then.
 */
export function AppDownloadCode(props: QRCodeProps) {
  const space = useRef<HTMLElement>(null);
  const [Code, setCode] = useState<QRCodeComponent | null>(() => loadedCode);
  useEffect(() => {
    const element = space.current;
    if (Code || !element) return undefined;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('./appDownloadQRCode').then(
          (module) => {
            loadedCode = module.QRCode;
            if (current) setCode(() => module.QRCode);
          },
          // Without the chunk the space stays: the download links are a convenience, not the page.
          () => undefined,
        );
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [Code]);
  if (Code) return <Code {...props} />;
  return <QRCodeSpace ref={space} size={props.size} caption={props.caption} className={props.className} />;
}
