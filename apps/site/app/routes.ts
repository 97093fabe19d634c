import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/** The brand's my-pages segment ('mitt-lingon'), from the one brand constant. */
const myPages = MY_PAGES_PATH.replace(/^\//, '');

/** The whole route tree of SPEC §2, each page under its named layout. */
export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('ladda', 'routes/ladda.tsx'),
    route('surf', 'routes/surf.tsx'),
    route('404', 'routes/not-found.tsx'),
    ...prefix('support', [
      index('routes/support/index.tsx'),
      route(':view2', 'routes/support/category.tsx'),
      route(':view2/:view3', 'routes/support/guides.tsx'),
      route(':view2/:view3/:view4/:slug', 'routes/support/guide.tsx'),
    ]),
    route('tyck-till', 'routes/tyck-till.tsx'),
    route('kontakta-oss', 'routes/kontakta-oss.tsx'),
    route('mobilguide', 'routes/mobilguide/index.tsx'),
    route('mobilguide/*', 'routes/mobilguide/guide.tsx'),
    route('way-out-west', 'routes/way-out-west.tsx'),
    ...prefix('utland', [
      route(':slug', 'routes/utland/country.tsx'),
      route('priser-utomlands', 'routes/utland/priser-utomlands.tsx'),
      route('priser-till-utlandet', 'routes/utland/priser-till-utlandet.tsx'),
    ]),
    route('aktiveraspotify', 'routes/aktiveraspotify.tsx'),
    route('driftstorningar', 'routes/driftstorningar.tsx'),
    route('mobilforsakring', 'routes/mobilforsakring.tsx'),
    route('kunskap/surfinfo', 'routes/kunskap-surfinfo.tsx'),
    route('kontantkort', 'routes/kontantkort.tsx'),
    route('registrera-kontantkort', 'routes/registrera-kontantkort.tsx'),
    route('dark-mode-demo', 'routes/dark-mode-demo.tsx'),
    route('partner', 'routes/partner.tsx'),
    route('*', 'routes/content-page.tsx'),
  ]),

  layout('layouts/auth-layout.tsx', [
    route('start', 'routes/start.tsx'),
    route('glomt-losenord', 'routes/glomt-losenord.tsx'),
  ]),

  layout('layouts/broadband-layout.tsx', [
    ...prefix('bredband', [
      index('routes/broadband/index.tsx'),
      route('cmore', 'routes/broadband/cmore.tsx'),
      route('wifitogo', 'routes/broadband/wifitogo.tsx'),
      route('valj-produkt', 'routes/broadband/valj-produkt.tsx'),
      route('kassan', 'routes/broadband/kassan.tsx'),
      route('tack', 'routes/broadband/tack.tsx'),
      route('notyet', 'routes/broadband/notyet.tsx'),
    ]),
  ]),

  layout('layouts/my-lingon-layout.tsx', [
    ...prefix(myPages, [
      // Also the login route: any 401 sends the browser here (SPEC §6).
      index('routes/my-pages/index.tsx'),
      route('ordrar', 'routes/my-pages/ordrar.tsx'),
      route('ordrar/document/:id', 'routes/my-pages/ordrar-document.tsx'),
      route('ordrar/detaljer', 'routes/my-pages/ordrar-detaljer.tsx'),
      route('faktura', 'routes/my-pages/faktura.tsx'),
      route('faktura/:invoiceNumber', 'routes/my-pages/faktura-visa.tsx'),
      route('autogiro', 'routes/my-pages/autogiro.tsx'),
      route('din-sida', 'routes/my-pages/din-sida.tsx'),
      route('din-sida/rattigheter', 'routes/my-pages/din-sida-rattigheter.tsx'),
      route('byt-bredband', 'routes/my-pages/byt-bredband.tsx'),
      route('fyll-pa-surf', 'routes/my-pages/fyll-pa-surf.tsx'),
      route('varva-en-van', 'routes/my-pages/varva-en-van.tsx'),
      route('byt-abonnemang', 'routes/my-pages/byt-abonnemang.tsx'),
      ...prefix('valj-abonnemang', [
        index('routes/my-pages/valj-abonnemang.tsx'),
        route('extratjanster', 'routes/my-pages/valj-abonnemang-extratjanster.tsx'),
        route('detaljer', 'routes/my-pages/valj-abonnemang-detaljer.tsx'),
        route('anvandning', 'routes/my-pages/valj-abonnemang-anvandning.tsx'),
        route('anvandning/laddningar', 'routes/my-pages/valj-abonnemang-laddningar.tsx'),
      ]),
      route('overlatelse', 'routes/my-pages/overlatelse.tsx'),
      ...prefix('anslutna-abonnemang', [
        index('routes/my-pages/anslutna-abonnemang.tsx'),
        route('surfsim', 'routes/my-pages/surfsim.tsx'),
        route('familjeabonnemang', 'routes/my-pages/familjeabonnemang.tsx'),
      ]),
    ]),
  ]),

  layout('layouts/checkout-layout.tsx', [
    ...prefix(`${myPages}/anslutna-abonnemang`, [
      route('familjeabonnemang/checkout', 'routes/my-pages/familjeabonnemang-checkout.tsx'),
      route('checkout/thank-you', 'routes/my-pages/checkout-thank-you.tsx'),
    ]),
  ]),

  layout('layouts/checkout-payment-layout.tsx', [
    route(
      `${myPages}/anslutna-abonnemang/checkout/confirmation`,
      'routes/my-pages/checkout-confirmation.tsx',
    ),
  ]),

  layout('layouts/kontantkort-layout.tsx', [
    ...prefix('kontantkort/ladda', [
      index('routes/prepaid/ladda.tsx'),
      route(':slug', 'routes/prepaid/ladda-category.tsx'),
    ]),
  ]),

  layout('layouts/checkout-ppt-layout.tsx', [
    ...prefix('kontantkort/ladda/kassa', [
      index('routes/prepaid/kassa.tsx'),
      route('granska', 'routes/prepaid/granska.tsx'),
      route('betalsatt', 'routes/prepaid/betalsatt.tsx'),
    ]),
  ]),

  layout('layouts/payment-layout.tsx', [
    route('kontantkort/ladda/kassa/betalning', 'routes/prepaid/betalning.tsx'),
  ]),

  layout('layouts/confirmation-ppt-layout.tsx', [
    route('kontantkort/ladda/kassa/bekraftelse', 'routes/prepaid/bekraftelse.tsx'),
  ]),
] satisfies RouteConfig;
