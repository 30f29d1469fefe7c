export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './Footer';
export { AgeBadge, ageBadgeSizes, type AgeBadgeProps } from './AgeBadge';
