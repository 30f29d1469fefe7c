export { HeaderBar, type HeaderBarProps } from './HeaderBar';
export { HeaderNavLink, type HeaderNavLinkProps } from './HeaderNavLink';
