import { Button } from '@lingon/design-system/button';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SHOP_URL } from '../lib/config';
import { firstVisit } from '../lib/first-visit';
import { phoneShopRedirect } from '../lib/phone-shop-redirect';

/**
 * The 404 page, at /404 and in place of a page whose address fails validation. When the 404 comes
 * from the first visited address of a visit and that is an old phone-shop address, the visitor is
 * sent on to the external shop instead, with a placeholder until the browser leaves (SPEC §2).
 */
export function NotFoundPage() {
  const [shopTarget] = useState(() => {
    const first = firstVisit.path();
    return first === null ? null : phoneShopRedirect(first, SHOP_URL);
  });

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
