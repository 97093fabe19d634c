import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * A client-side navigation to an href, for rich text's links (`onNavigate`): one function for
 * the page's life. Content sections hydrate after the page (PageSections), and a new prop before
 * then would make React render them anew instead of hydrating them.
 */
export function useNavigateHref(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate(href), [navigate]);
}
