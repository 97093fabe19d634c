import { MyPagesFrame } from '../components/my-pages-frame';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { createLayout } from './create-layout';

/** My pages: the site header, a side navigation and the page. */
const layout = createLayout({
  header: <SiteHeader />,
  footer: <SiteFooter />,
  body: (page) => <MyPagesFrame>{page}</MyPagesFrame>,
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
