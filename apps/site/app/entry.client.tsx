import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { claimChunkReload } from './lib/chunk-reload';
// Reads the first visited address before a redirect can change it (SPEC §2, 404 rule).
import './lib/first-visit';
// The theme: set by the head's theme script before the first paint, then followed by
// components/theme-follower.tsx, loaded after hydration.

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
