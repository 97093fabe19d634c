import { ADDRESS_CHECKED_EVENT, type ADDRESS_CHECK_ELEMENT } from '@lingon/contracts/brand';
import { useHydrated } from '@lingon/design-system/lib/use-hydrated';
import * as React from 'react';
import { SITE_URL } from '../lib/config';

/** The embed script, on this site's own origin (the live example loads it like a partner). */
export const EMBED_SCRIPT_PATH = '/embed/address-check.js';
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [ADDRESS_CHECK_ELEMENT]: React.DetailedHTMLProps<
        React.HTMLAttributes<HTMLElement>,
        HTMLElement
      > & { partner?: string; theme?: 'light' | 'dark' | 'auto'; address?: string };
    }
  }
}

/** A block of code to copy. */
export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      className="overflow-x-auto rounded-md border border-border bg-surface-muted p-4 text-sm text-fg"
    >
      <code>{children}</code>
    </pre>
  );
}

/**
 * The script tag and element to paste, with this site's own address once the page runs (so a
 * local `pnpm start` shows http://localhost:3000), the configured site address before.
 */
export function EmbedSnippet() {
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : SITE_URL;
  const scriptUrl = new URL(EMBED_SCRIPT_PATH, origin).href;
  return (
    <CodeBlock label="Kod att klistra in">
      {`<script type="module" src="${scriptUrl}"></script>

<lingon-address-check partner="ditt-partner-id" theme="auto"></lingon-address-check>`}
    </CodeBlock>
  );
}

/** Loads the embed script once, as a partner's page does with its script tag. */
function useEmbedScript(): void {
  React.useEffect(() => {
    if (document.querySelector(`script[src="${EMBED_SCRIPT_PATH}"]`)) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = EMBED_SCRIPT_PATH;
    document.head.append(script);
  }, []);
}

/**
 * The element itself, live on this page, and the latest `lingon-address-checked` event it sent
 * (what a partner's page would receive).
 */
export function LiveExample() {
  useEmbedScript();
  const ref = React.useRef<HTMLElement>(null);
  const [detail, setDetail] = React.useState<unknown>(null);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => setDetail((event as CustomEvent).detail);
    element.addEventListener(ADDRESS_CHECKED_EVENT, listener);
    return () => element.removeEventListener(ADDRESS_CHECKED_EVENT, listener);
  }, []);
  return (
    <div className="flex flex-col gap-4">
      {/* Its height before the script has run, so the page does not jump when it appears. */}
      <lingon-address-check
        ref={ref}
        partner="lingon-exempel"
        theme="auto"
        className="block min-h-56"
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-fg">Senaste händelsen</h3>
        <p className="text-sm text-muted">
          Det här tog sidan emot i <code>{ADDRESS_CHECKED_EVENT}</code> när adressen kollades.
        </p>
        <CodeBlock label="Senaste händelsens detail">
          {detail ? JSON.stringify(detail, null, 2) : 'Ingen adress kollad ännu.'}
        </CodeBlock>
      </div>
    </div>
  );
}
