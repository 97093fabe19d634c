import { cn } from '@lingon/design-system/lib/cn';
import Cookie from 'lucide-react/icons/cookie';
import type * as React from 'react';
import { useConsent } from './consent-provider';

export type ConsentSettingsButtonProps = Omit<React.ComponentProps<'button'>, 'type' | 'onClick'>;

/**
 * Opens the cookie settings, wherever a visitor may look for them (the site's footer): a choice
 * can be changed or withdrawn at any time, as the banner promises, also once the banner is gone
 * and the reviews have taken the place of the home page's own settings button. Needs
 * ConsentProvider, and a ConsentSettingsDialog somewhere on the page.
 */
export function ConsentSettingsButton({
  className,
  children = 'Cookieinställningar',
  ...props
}: ConsentSettingsButtonProps) {
  const { openSettings } = useConsent();
  return (
    <button
      type="button"
      data-slot="consent-settings-button"
      onClick={openSettings}
      className={cn(
        'inline-flex items-center gap-2 rounded-sm text-sm text-fg underline underline-offset-4 hover:text-primary focus-visible:focus-ring',
        className,
      )}
      {...props}
    >
      <Cookie aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </button>
  );
}
