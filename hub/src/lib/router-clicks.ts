import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The shell's menus and footer are plain <a href> links with one click handler on their
// container, instead of a React Router <Link> each: every <Link> resolves its path, builds URL
// objects and holds four hooks on every render of every page, about a tenth of a business
// profile's first render for the shell's two dozen links (decision 0067).

/** The in-app path a click on a link should go to through the router, or null to let the browser have it (as a <Link> decides). */
function routedClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'target'>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  // Only the app's own absolute paths: another origin, a protocol or a bare #fragment is the browser's.
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/** A click handler for a container of plain links to the app's own paths: they navigate as <Link>s would. */
export function useRouterClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const to = routedClick(event);
      if (to === null) return;
      event.preventDefault();
      // As a <Link>: a link to where you already are replaces the entry rather than adding one.
      navigate(to, { replace: to === `${pathname}${search}${hash}` });
    },
    [navigate, pathname, search, hash],
  );
}

/** Whether a menu link is the current page's, as a <NavLink> without `end` decides (case-insensitive, whole segments). */
export function isCurrentPath(to: string, pathname: string): boolean {
  const target = to.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  const prefix = target.endsWith('/') ? target : `${target}/`;
  return target !== '/' && here.startsWith(prefix);
}

