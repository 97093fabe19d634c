import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import Cookie from 'lucide-react/icons/cookie';
import * as React from 'react';
import { useConsent } from './consent-provider';
import { CONSENT_BANNER_READY_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE } from './lib/consent-groups';

export interface ConsentBannerCardProps extends React.ComponentProps<'section'> {
  onAcceptAll?: () => void;
  onRejectAll?: () => void;
  onOpenSettings?: () => void;
  /** Where the cookie policy is; shows a "Läs mer om cookies" link. */
  policyHref?: string;
}

/**
 * The banner's content. A labelled region, not a dialog: it neither traps focus nor hides
 * the page, so the site stays usable before a choice is made. Accept and reject carry the same
 * weight, as consent must be as easy to refuse as to give.
 */
export function ConsentBannerCard({
  onAcceptAll,
  onRejectAll,
  onOpenSettings,
  policyHref,
  className,
  ...props
}: ConsentBannerCardProps) {
  const titleId = React.useId();
  const textId = React.useId();
  return (
    <section
      data-slot="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={cn(
        '@container flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 text-fg shadow-lg sm:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            Vi använder cookies
          </h2>
          <p id={textId} className="text-base text-muted">
            Vi använder cookies för att sajten ska fungera. Med ditt samtycke använder vi också
            cookies för statistik och för marknadsföring, till exempel kundomdömen. Du kan ändra
            ditt val när som helst.{' '}
            {policyHref ? <Link href={policyHref}>Läs mer om cookies</Link> : null}
          </p>
        </div>
      </div>
      {/* Stacked in narrow spaces, one row (in reading order) where there is room. */}
      <div className="flex flex-col gap-3 @lg:flex-row @lg:flex-wrap">
        {/* The choice attribute: a press before the page's scripts start is answered by the
            consent hint script (lib/consent-hint.ts). */}
        <Button type="button" onClick={onAcceptAll} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'all' }}>
          Godkänn alla
        </Button>
        <Button
          type="button"
          onClick={onRejectAll}
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'necessary' }}
        >
          Endast nödvändiga
        </Button>
        <Button type="button" variant="outline" onClick={onOpenSettings}>
          Inställningar
        </Button>
      </div>
    </section>
  );
}

export type ConsentBannerProps = Omit<
  ConsentBannerCardProps,
  'onAcceptAll' | 'onRejectAll' | 'onOpenSettings'
>;

/**
 * The first-visit banner, held to the bottom of the screen until the visitor chooses. Needs
 * ConsentProvider. It is fixed, so it may come first in the page (right after the skip link),
 * where its choice is early in the tab order and read before the page, while it is seen at the
 * bottom. The page gets room at its end as tall as the banner, so the footer's last lines can
 * still be scrolled above it, and focus is kept clear of it (useKeepFocusClear).
 * It is part of the prerendered page, so it paints with the page instead of after the scripts:
 * until the store has read the cookie (status 'unknown') it is hidden only when the consent hint
 * script (getConsentHintScript, in <head>) found a stored choice.
 */
export function ConsentBanner({ className, ...props }: ConsentBannerProps) {
  const { status, acceptAll, rejectAll, openSettings } = useConsent();
  const shown = status !== 'decided';
  const [element, setElement] = React.useState<HTMLDivElement | null>(null);
  useKeepFocusClear(shown, element);
  useMarkReady(element);
  const rememberFocus = useFocusBackAfterChoice(shown);
  if (!shown) return null;
  return (
    <div
      ref={setElement}
      onFocus={rememberFocus}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4',
        status === 'unknown' && '[html[data-consent=decided]_&]:hidden',
      )}
    >
      <ConsentBannerCard
        className={cn('pointer-events-auto mx-auto max-w-3xl', className)}
        onAcceptAll={acceptAll}
        onRejectAll={rejectAll}
        onOpenSettings={openSettings}
        {...props}
      />
    </div>
  );
}

/**
 * When the banner goes (a choice made with its buttons or in the settings dialog), focus that was
 * in it would fall to the start of the page: it goes back to where it came from on the page,
 * else to the page's <main>, without scrolling. Only when focus was in it: a page whose stored
 * choice hides the banner as it starts keeps focus where the browser put it. Answers the
 * banner's focus handler.
 */
function useFocusBackAfterChoice(shown: boolean): (event: React.FocusEvent) => void {
  const before = React.useRef<HTMLElement | null>(null);
  // Whether focus was ever in the banner: a banner that goes without having had it (a stored
  // choice read as the page starts) leaves focus alone, so the skip link stays the first stop.
  const hadFocus = React.useRef(false);
  React.useEffect(() => {
    if (!shown) return;
    // After the banner (and a dialog returning focus to its removed trigger) is gone.
    return () => {
      if (!hadFocus.current) return;
      requestAnimationFrame(() => {
        if (document.activeElement !== document.body) return;
        const back = before.current?.isConnected ? before.current : null;
        (back ?? document.querySelector('main'))?.focus({ preventScroll: true });
      });
    };
  }, [shown]);
  return (event) => {
    hadFocus.current = true;
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) before.current = from;
  };
}

/**
 * While the banner covers the bottom of the screen, the page's scroll padding is its height: an
 * element of the page that gets focus under the banner is scrolled up into the part of the page
 * the banner leaves free, so focus is never hidden (WCAG 2.4.11). The same height is the room the
 * page gets at its end, as padding of <html> (the chat makes its room on <body>, so neither undoes
 * the other's). `element` is the banner's fixed container.
 */
function useKeepFocusClear(shown: boolean, element: HTMLDivElement | null): void {
  React.useEffect(() => {
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      root.style.paddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty('padding-bottom');
    };
  }, [shown, element]);
}

/**
 * Marks the banner once its buttons work, so the consent hint script leaves presses to them
 * (it answers them while the banner waits to hydrate). Outside React's attributes: the banner
 * hydrates with the prerendered HTML as it is.
 */
function useMarkReady(element: HTMLDivElement | null): void {
  React.useEffect(() => {
    element?.setAttribute(CONSENT_BANNER_READY_ATTRIBUTE, '');
  }, [element]);
}
