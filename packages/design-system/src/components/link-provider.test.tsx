import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLink, isInternalHref, LinkProvider, type LinkRenderProps } from './link-provider';

describe('isInternalHref', () => {
  it('takes a path on this site, with or without a query and hash', () => {
    expect(isInternalHref('/')).toBe(true);
    expect(isInternalHref('/path')).toBe(true);
    expect(isInternalHref('/path?q#h')).toBe(true);
    expect(isInternalHref('/support/faktura-och-betalning')).toBe(true);
  });

  it('leaves a protocol-relative or backslashed host to the browser', () => {
    expect(isInternalHref('//evil.com')).toBe(false);
    expect(isInternalHref('/\\evil.com')).toBe(false);
  });

  it('leaves a path that browsers would read as another host once they drop a tab or line break', () => {
    expect(isInternalHref('/\t/evil.com')).toBe(false);
    expect(isInternalHref('/\n/evil.com')).toBe(false);
    expect(isInternalHref('/\r/evil.com')).toBe(false);
  });

  it('treats a full URL as external, also one to the site itself', () => {
    expect(isInternalHref('https://www.lingon.se/x')).toBe(false);
    expect(isInternalHref('https://evil.com/path')).toBe(false);
  });

  it('treats mailto:, tel: and a relative href as no path of the router', () => {
    expect(isInternalHref('mailto:kundservice@lingon.se')).toBe(false);
    expect(isInternalHref('tel:+46771404040')).toBe(false);
    expect(isInternalHref('foo')).toBe(false);
    expect(isInternalHref('#villkor')).toBe(false);
    expect(isInternalHref('')).toBe(false);
  });
});

/** A stand-in router link that marks what it renders. */
function TestRouterLink({ href, children, ...props }: LinkRenderProps) {
  return (
    <a href={href} data-router="" {...props}>
      {children}
    </a>
  );
}

function render(href: string, withProvider = true) {
  const link = (
    <AppLink href={href} className="underline">
      Länk
    </AppLink>
  );
  return renderToStaticMarkup(
    withProvider ? <LinkProvider component={TestRouterLink}>{link}</LinkProvider> : link,
  );
}

describe('AppLink', () => {
  it("renders a site path with the provider's router link", () => {
    expect(render('/bredband?adress=1')).toBe(
      '<a href="/bredband?adress=1" data-router="" class="underline">Länk</a>',
    );
  });

  it('renders any other href as a plain anchor with the props as given', () => {
    for (const href of ['https://www.pts.se', '//cdn.example.se/a.pdf', 'tel:+46771404040']) {
      expect(render(href)).toBe(`<a href="${href}" class="underline">Länk</a>`);
    }
  });

  it('renders a site path as a plain anchor without a provider', () => {
    expect(render('/bredband', false)).toBe('<a href="/bredband" class="underline">Länk</a>');
  });
});
