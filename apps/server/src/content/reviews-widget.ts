import {
  REVIEWS_CONTAINER_ID,
  REVIEWS_WIDGET_PATH,
  reviewsContract,
} from '@lingon/contracts/site/reviews';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

const REVIEWS_URL = `/services/${reviewsContract.path}?limit=6`;

/**
 * The external reviews widget, self-contained: it fetches the reviews and renders them into
 * #lingon-reviews with DOM APIs and textContent only (review text is never parsed as HTML). It
 * styles itself with the site's theme variables, so it follows light and dark. The site's
 * consent gate removes the script and empties the container when consent is withdrawn; a run
 * that finishes after that finds the container marked and leaves it alone.
 */
const WIDGET_SOURCE = `(function () {
  'use strict';
  var container = document.getElementById(${JSON.stringify(REVIEWS_CONTAINER_ID)});
  if (!container) return;
  var script = document.currentScript;
  var dateFormat = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' });
  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function stars(rating) {
    return '\\u2605\\u2605\\u2605\\u2605\\u2605'.slice(0, rating) + '\\u2606\\u2606\\u2606\\u2606\\u2606'.slice(0, 5 - rating);
  }
  fetch(${JSON.stringify(REVIEWS_URL)}, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) throw new Error('reviews ' + response.status);
      return response.json();
    })
    .then(function (data) {
      // Consent withdrawn while loading: the gate has removed this script.
      if (script && !script.isConnected) return;
      var root = el('div', 'display:flex;flex-direction:column;gap:1rem;color:var(--color-fg)');
      root.setAttribute('data-slot', 'reviews-list');
      var summary = el('p', 'margin:0;font-weight:600', 'Snittbetyg ' + String(data.average).replace('.', ',') + ' av 5 (' + data.total + ' omdömen)');
      root.appendChild(summary);
      var list = el('ul', 'list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))');
      data.reviews.forEach(function (review) {
        var item = el('li', 'display:flex;flex-direction:column;gap:0.5rem;padding:1rem;border:1px solid var(--color-border);border-radius:0.75rem;background:var(--color-surface)');
        var rating = el('p', 'margin:0;color:var(--color-fg)');
        rating.appendChild(el('span', '', stars(review.rating))).setAttribute('aria-hidden', 'true');
        rating.appendChild(el('span', 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap', 'Betyg ' + review.rating + ' av 5'));
        item.appendChild(rating);
        item.appendChild(el('h3', 'margin:0;font-size:1.125rem;font-weight:700', review.title));
        item.appendChild(el('p', 'margin:0', review.body));
        var meta = el('p', 'margin:0;font-size:0.875rem;color:var(--color-muted)', review.author + ', ');
        var time = el('time', '', dateFormat.format(new Date(review.createdAt)));
        time.setAttribute('datetime', review.createdAt);
        meta.appendChild(time);
        item.appendChild(meta);
        list.appendChild(item);
      });
      root.appendChild(list);
      container.replaceChildren(root);
    })
    .catch(function () {
      if (script && !script.isConnected) return;
      container.replaceChildren(el('p', 'margin:0;color:var(--color-muted)', 'Kundomdömena kunde inte visas just nu.'));
    });
})();
`;

/** GET /widgets/reviews.js: the widget script, cached briefly like a third-party embed. */
export function reviewsWidgetRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(REVIEWS_WIDGET_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(WIDGET_SOURCE);
  });
  return app;
}
