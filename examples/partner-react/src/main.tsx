import '@lingon/broadband/styles.css';
import { configureClient } from '@lingon/contracts/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * Lingon's site: `pnpm start` on this machine unless `?lingon=<origin>` says otherwise. Only the
 * public broadband calls answer another origin, which is all the address check makes.
 */
const lingonOrigin =
  new URLSearchParams(window.location.search).get('lingon') ?? 'http://localhost:3000';
configureClient({ baseUrl: new URL('/services/', lingonOrigin).href });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <App lingonOrigin={lingonOrigin} />
  </StrictMode>,
);
