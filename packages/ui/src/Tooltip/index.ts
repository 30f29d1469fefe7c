export { Tooltip, tooltipSides, TOOLTIP_DELAY_MS, type TooltipProps } from './Tooltip';
