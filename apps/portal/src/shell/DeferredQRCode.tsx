import { QRCodeSpace, type QRCodeProps } from '@portal/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';

type QRCodeComponent = ComponentType<QRCodeProps>;

/** The code is drawn a little before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '200px';

/** Once loaded, a code draws at once wherever it mounts again (a reopened menu, another page). */
let loadedCode: QRCodeComponent | null = null;

export interface DeferredQRCodeProps extends QRCodeProps {
  /**
   * Wait until the code comes near the viewport (a code below the first screen on most pages, as
   * in the side menu); otherwise it loads as it mounts.
   */
  whenNear?: boolean;
}

/**
 * A QR code whose encoder (about 9 KB gzipped) is not part of the page that shows it: its space
 * (same size and caption, so nothing moves) until the encoder's chunk arrives, then the code.
 */
export function DeferredQRCode({ whenNear = false, ...props }: DeferredQRCodeProps) {
  const space = useRef<HTMLElement>(null);
  const [Code, setCode] = useState<QRCodeComponent | null>(() => loadedCode);
  useEffect(() => {
    const element = space.current;
    if (Code || !element) return undefined;
    let current = true;
    const load = () =>
      import('./qrCodeEncoder').then(
        (module) => {
          loadedCode = module.QRCode;
          if (current) setCode(() => module.QRCode);
        },
        // Without the chunk the space stays: the link or code beside it still works.
        () => undefined,
      );
    if (!whenNear) {
      void load();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [Code, whenNear]);
  if (Code) return <Code {...props} />;
  return <QRCodeSpace ref={space} size={props.size} caption={props.caption} className={props.className} />;
}
