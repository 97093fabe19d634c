/**
 * The `clientMiddleware` of the layouts whose pages render content sections (PageSections):
 * a navigation there renders once the sections' renderers are loaded as well as the page's data,
 * both at once. The renderers are not part of a page's first load; without this, the first
 * navigation from another layout would show the new page empty until they were there (its
 * Suspense boundary is new). Loaded once, they are there for every later page. A failed load is
 * left to the render, whose error handling reloads the page once (chunk-reload.ts).
 */
export async function loadContentSections(
  _args: unknown,
  next: () => Promise<unknown>,
): Promise<void> {
  const sections = import('@lingon/content/page-sections')
    .then((module) => module.preloadSectionRenderers())
    .catch(() => {});
  await next();
  await sections;
}
