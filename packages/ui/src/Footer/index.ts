export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './Footer';
export { ageBadgeSizes, type AgeBadgeProps } from './AgeBadge';
