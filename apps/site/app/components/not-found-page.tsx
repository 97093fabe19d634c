import { Button } from '@lingon/design-system/button';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SHOP_URL } from '../lib/config';
import { phoneShopRedirect } from '../lib/phone-shop-redirect';

/**
 * The 404 page. On the first visited address of a visit (React Router's initial location has the
 * key 'default'), an old phone-shop address is sent on to the external shop instead (SPEC §2).
 */
export function NotFoundPage() {
  const location = useLocation();
  const shopTarget =
    location.key === 'default' ? phoneShopRedirect(location.pathname, SHOP_URL) : null;

  useEffect(() => {
    if (shopTarget) window.location.replace(shopTarget);
  }, [shopTarget]);

  if (shopTarget) {
    return (
      <div>
        <p role="status" className="text-muted">
          Error page...
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-6">
      <p className="text-sm font-semibold text-primary">Fel 404</p>
      <h1 className="text-3xl font-bold text-fg sm:text-4xl">Oops! Något gick fel</h1>
      <p className="max-w-prose text-lg text-muted">
        Whoops. Sidan hittades inte. Den kan ha flyttats eller tagits bort, eller så är adressen
        felstavad.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">Till startsidan</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/support">Sök i support</Link>
        </Button>
      </div>
    </div>
  );
}
