export { HeaderBar, headerBarPositions, type HeaderBarProps } from './HeaderBar';
export type { HeaderNavLinkProps } from './HeaderNavLink';
