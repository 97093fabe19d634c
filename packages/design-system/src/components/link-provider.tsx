import * as React from 'react';

/** Props every rendered link receives; a router link adapter maps `href` to its `to`. */
export interface LinkRenderProps extends React.ComponentProps<'a'> {
  href: string;
}

/**
 * The element or component that renders site-internal links, so the site's router can take over
 * navigation: a RouterLink that renders `<Link to={href} {...props} />`.
 */
export type LinkComponent = 'a' | React.ComponentType<LinkRenderProps>;

const LinkComponentContext = React.createContext<LinkComponent>('a');

/**
 * Set once by the app: every design-system and widget link to a path on this site renders with
 * `component` (the router's link), so navigation stays in the page. Without a provider (partner
 * pages, plain HTML) links are anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: React.ReactNode;
}) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** The link component the app provided, or 'a'. */
export function useLinkComponent(): LinkComponent {
  return React.useContext(LinkComponentContext);
}

/**
 * A link anywhere: a path on this site renders with the app's link component (the router's link,
 * or an anchor without a provider), so navigation stays in the page; a URL, `//host`, `mailto:`,
 * `tel:` or a relative href is a plain anchor with the props as given.
 */
export function AppLink({ href, ...props }: LinkRenderProps) {
  const component = useLinkComponent();
  // createElement: the component comes from context (one stable component per app), not made here.
  return React.createElement(isInternalHref(href) ? component : 'a', { href, ...props });
}

/**
 * Whether an href is a path on this site (and so a job for the router): it starts with one `/`.
 * Not `//host` or `/\\host` (browsers read both as another host), not a path holding a tab or
 * line break (browsers drop those, so `/\t/host` is `//host` to them), not a URL (even one to this
 * site's own origin: that is a full page load, as written), not `mailto:`/`tel:`, and not a
 * relative href such as `foo`, whose target depends on the page it is on.
 */
export function isInternalHref(href: string): boolean {
  return (
    href.startsWith('/') &&
    !href.startsWith('//') &&
    !href.startsWith('/\\') &&
    !/[\t\n\r]/.test(href)
  );
}

/**
 * A path on this site to return to after signing in, or null: only a relative path is accepted,
 * so a crafted `returnTo` cannot send the visitor to another site (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !isInternalHref(value)) return null;
  try {
    const base = 'https://site.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
