import '@lingon/broadband/styles.css';
import { configureClient } from '@lingon/contracts/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * Lingon's site: `pnpm start` on this machine, or `?lingon=<origin>` for one on another port of
 * this machine. Never another host: a link could otherwise point the page at a server that shows
 * its own prices and order links. A partner's own app names its one Lingon here instead. Only
 * the public broadband calls answer another origin, which is all the address check makes.
 */
function lingonOrigin(): string {
  const fallback = 'http://localhost:3000';
  const asked = new URLSearchParams(window.location.search).get('lingon');
  if (!asked) return fallback;
  try {
    const url = new URL(asked);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return local && url.protocol === 'http:' ? url.origin : fallback;
  } catch {
    return fallback;
  }
}
const lingon = lingonOrigin();
configureClient({ baseUrl: new URL('/services/', lingon).href });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <App lingonOrigin={lingon} />
  </StrictMode>,
);
