import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, errorMeta, pageMeta } from './page-meta';

const site = 'https://www.lingon.example';

describe('pageMeta', () => {
  it('gives the title with the brand, the description and a canonical link', () => {
    expect(
      pageMeta(
        { title: 'Kontakta oss', description: 'Så når du oss.', pathname: '/kontakta-oss' },
        site,
      ),
    ).toEqual(
      expect.arrayContaining([
        { title: 'Kontakta oss | Lingon' },
        { name: 'description', content: 'Så når du oss.' },
        { tagName: 'link', rel: 'canonical', href: 'https://www.lingon.example/kontakta-oss' },
      ]),
    );
  });

  it('gives a shared link its preview: Open Graph title, description, address and image', () => {
    const meta = pageMeta(
      { title: 'Bredband', description: 'Snabbt bredband.', pathname: '/bredband?utm=x' },
      site,
    );
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: 'og:title', content: 'Bredband' },
        { property: 'og:description', content: 'Snabbt bredband.' },
        { property: 'og:url', content: 'https://www.lingon.example/bredband' },
        { property: 'og:image', content: 'https://www.lingon.example/og-image.png' },
        { property: 'og:locale', content: 'sv_SE' },
        { property: 'og:site_name', content: 'Lingon' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
  });

  it('gives an error page no preview tags', () => {
    const error = { status: 404, statusText: 'Not Found', internal: false, data: 'x' };
    const meta = pageMeta({ title: 'A', description: 'B', pathname: '/a', error }, site);
    expect(meta.some((entry) => 'property' in entry)).toBe(false);
  });

  it('uses the configured site origin by default', () => {
    const canonical = pageMeta({ title: 'A', description: 'B', pathname: '/a' }).find(
      (entry) => 'rel' in entry,
    );
    expect(canonical).toMatchObject({ href: expect.stringMatching(/^https?:\/\/[^/]+\/a$/) });
  });

  it('gives the 404 meta when the route shows a 404 error', () => {
    const error = { status: 404, statusText: 'Not Found', internal: false, data: 'x' };
    const meta = pageMeta({ title: 'A', description: 'B', pathname: '/a', error }, site);
    expect(meta).toContainEqual({ title: 'Oops! Något gick fel (error 404)' });
    expect(meta).toContainEqual({ name: 'description', content: 'Whoops. Sidan hittades inte.' });
    expect(meta.some((entry) => 'rel' in entry)).toBe(false);
  });
});

describe('canonicalUrl', () => {
  it('drops the query string and the hash', () => {
    expect(canonicalUrl('/bredband?utm_source=x&key=1', site)).toBe(
      'https://www.lingon.example/bredband',
    );
    expect(canonicalUrl('/support#kontakt', site)).toBe('https://www.lingon.example/support');
  });

  it('drops a trailing slash except on the start page', () => {
    expect(canonicalUrl('/bredband/', site)).toBe('https://www.lingon.example/bredband');
    expect(canonicalUrl('/', site)).toBe('https://www.lingon.example/');
    expect(canonicalUrl('', site)).toBe('https://www.lingon.example/');
  });

  it('joins an origin given with a trailing slash', () => {
    expect(canonicalUrl('/a', 'https://x.example/')).toBe('https://x.example/a');
  });
});

describe('errorMeta', () => {
  it('gives the 404 title for a thrown 404 response', () => {
    // `data()` is what route modules throw; the router turns it into an ErrorResponse.
    expect(data('x', { status: 404 }).init?.status).toBe(404);
    const notFound = { status: 404, statusText: '', internal: true, data: 'Page not found' };
    expect(errorMeta(notFound)[0]).toEqual({ title: 'Oops! Något gick fel (error 404)' });
  });

  it('gives a generic error title for other errors', () => {
    expect(errorMeta(new Error('boom'))[0]).toEqual({ title: 'Något gick fel | Lingon' });
    const serverError = { status: 500, statusText: '', internal: false, data: null };
    expect(errorMeta(serverError)[0]).toEqual({ title: 'Något gick fel | Lingon' });
  });
});
