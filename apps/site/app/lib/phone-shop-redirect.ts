/**
 * Where a first visit to an unknown page under the old phone-shop path goes (SPEC §2 navigation):
 * an address containing `mobiltelefoner/` is sent to the external shop's mobiltelefoner page, with
 * the address's third slash-separated segment appended when there is one (`/mobiltelefoner/apple`
 * splits into '', 'mobiltelefoner', 'apple' → `<shop>/apple`). Null when the rule does not apply.
 */
export function phoneShopRedirect(pathname: string, shopUrl: string): string | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.includes('mobiltelefoner/')) return null;
  const base = shopUrl.replace(/\/+$/, '');
  const third = path.split('/')[2];
  return third ? `${base}/${third}` : base;
}
