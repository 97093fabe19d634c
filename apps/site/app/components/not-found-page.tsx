import { ContentNotFound } from '@lingon/content/content-page';
import { useEffect, useState } from 'react';
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

  return <ContentNotFound />;
}
