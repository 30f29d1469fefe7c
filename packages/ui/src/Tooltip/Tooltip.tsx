import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../ThemeProvider';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

/** Wait before showing on hover; focus shows it at once. */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  /** The hint. A tooltip only describes: the trigger still needs its own accessible name. */
  content: ReactNode;
  /** One focusable element (a button, a link), rendered with `asChild`. */
  children: ReactElement;
  side?: (typeof tooltipSides)[number];
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
}

/**
 * A short hint on hover and keyboard focus; Escape hides it. It carries its own provider, so
 * it works anywhere; the trigger gets `aria-describedby` while it shows.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = TOOLTIP_DELAY_MS,
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            className={styles.content}
            side={side}
            align={align}
            sideOffset={4}
            collisionPadding={8}
            data-tooltip=""
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} aria-hidden="true" focusable="false" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

Tooltip.displayName = 'Tooltip';
