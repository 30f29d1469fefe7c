import { laterTextsArriving } from '@portal/i18n';
import { ErrorState, PageLoader, type ErrorStateVariant, useTranslation } from '@portal/ui';
import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from './lazyScreen';

interface BoundaryProps {
  children: ReactNode;
  /** Chunk failures are fixed by loading the page again (new deploys rename chunks). */
  onReload: () => void;
  frame: (content: ReactNode) => ReactNode;
}

interface BoundaryState {
  error: unknown;
}

function variantOf(error: unknown): ErrorStateVariant {
  if (error instanceof ChunkLoadError)
    return error.code === 'CSS_CHUNK_LOAD_FAILED' ? 'cssChunkLoad' : 'chunkLoad';
  return 'generic';
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const variant = variantOf(error);
    return this.props.frame(
      <ErrorState
        variant={variant}
        headingLevel={2}
        onRetry={variant === 'generic' ? () => this.setState({ error: null }) : this.props.onReload}
      />,
    );
  }
}

export interface ScreenBoundaryProps {
  children: ReactNode;
  onReload?: () => void;
  /**
   * Where the loader and the retry state are drawn: in the page by default; a popup's own
   * chunk puts them in a layer over the page (the popup itself portals out of it).
   */
  frame?: (content: ReactNode) => ReactNode;
  /**
   * The screen reads only the first page's texts (not LATER_NAMESPACES nor a `.later` group), so it
   * neither waits for nor fetches the others: the visitors' announcement popup, which opens with `/`.
   */
  firstPageTextsOnly?: boolean;
}

const inPage = (content: ReactNode) => content;

function Await({ promise }: { promise: Promise<unknown> }) {
  use(promise);
  return null;
}

/**
 * Holds the screen back until the texts the first page leaves out have arrived, so a lazy screen
 * or popup never shows a key, whichever namespace its `t` reads. The texts are fetched beside the
 * screen's chunk, not before it: both start in this render.
 */
function LaterTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const arriving = laterTextsArriving(i18n);
  return (
    <>
      {children}
      {arriving ? <Await promise={arriving} /> : null}
    </>
  );
}

/**
 * Around every lazily loaded screen or popup: the page loader while its chunk (and the texts it
 * needs) load, then the screen; a chunk that fails or times out shows the translated retry state,
 * never a blank page.
 */
export function ScreenBoundary({
  children,
  onReload = () => window.location.reload(),
  frame = inPage,
  firstPageTextsOnly = false,
}: ScreenBoundaryProps) {
  return (
    <ScreenErrorBoundary onReload={onReload} frame={frame}>
      <Suspense fallback={frame(<PageLoader fullPage={frame === inPage} />)}>
        {firstPageTextsOnly ? children : <LaterTexts>{children}</LaterTexts>}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
