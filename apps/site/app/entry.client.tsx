import { initThemeAtStart } from '@lingon/design-system/lib/use-theme';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { claimChunkReload } from './lib/chunk-reload';
// Reads the first visited address before a redirect can change it (SPEC §2, 404 rule).
import './lib/first-visit';
import { DEFAULT_DARK_URLS } from './lib/theme-defaults';

// App start (SPEC §4): the stored dark list is overwritten with the default preset.
initThemeAtStart(DEFAULT_DARK_URLS);

// A lazily loaded chunk that fails (usually a deploy removed it) reloads the page, at most once
// per 10 s per path; past that the error reaches the error page instead of looping. A route
// module React Router fails to load on a navigation reloads the page the visitor is on (React
// Router's own handling, e2e chunk-reload.spec.ts): it answers a click, so it cannot loop.
window.addEventListener('vite:preloadError', (event) => {
  if (claimChunkReload(window.sessionStorage, window.location.pathname, Date.now())) {
    event.preventDefault();
    window.location.reload();
  }
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onUncaughtError(error, info) {
        console.error('Uncaught error', error, info.componentStack);
      },
    },
  );
});
