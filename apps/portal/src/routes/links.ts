import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import type { MemberPageId } from './memberPages';

/** A member-centre page by its spec id (SPEC §2 "Member centre menu pages"). */
export const memberPage = (page: MemberPageId) => `/member?page=${page}`;

/**
 * href and onClick for the kit's own anchors (HeaderBar.NavLink, SideMenu.Item, Footer links):
 * a plain click navigates inside the app, a modified click (new tab, new window) stays a link.
 */
export function useLinkProps(to: To): { href: string; onClick: (event: MouseEvent<HTMLElement>) => void } {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLElement>(to);
  return { href, onClick: handle };
}
