import * as React from 'react';
import { cn } from '../lib/cn';
import type { ThemeChoice } from '../lib/theme';
import { useHydrated } from '../lib/use-hydrated';
import { useTheme } from '../lib/use-theme';

const OPTIONS: readonly { value: ThemeChoice; label: string; icon: React.ReactNode }[] = [
  {
    value: 'auto',
    label: 'Automatiskt',
    icon: <path d="M12 3a9 9 0 1 0 0 18V3Z M12 3a9 9 0 0 1 0 18" strokeLinejoin="round" />,
  },
  {
    value: 'light',
    label: 'Ljust',
    icon: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>
    ),
  },
  {
    value: 'dark',
    label: 'Mörkt',
    icon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" strokeLinejoin="round" />,
  },
];

export interface ThemeControlProps extends Omit<React.ComponentProps<'fieldset'>, 'children'> {
  /** The group's visible name. */
  legend?: string;
}

/**
 * The visitor's theme choice (SPEC §4): Automatiskt follows the system and the site's dark
 * pages, Ljust and Mörkt override both. Native radio buttons in a fieldset, so arrow keys move
 * the choice and screen readers announce the group; the choice is stored and applies at once.
 * Until the app has hydrated no option is checked: the stored choice is only known in the browser.
 */
export function ThemeControl({ legend = 'Tema', className, ...props }: ThemeControlProps) {
  const { choice, setChoice } = useTheme();
  const hydrated = useHydrated();
  // Each control its own radio group, also with two on one page (header and footer).
  const name = React.useId();
  return (
    <fieldset
      data-slot="theme-control"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
      {...props}
    >
      <legend className="float-left mr-1 text-sm font-semibold text-fg">{legend}</legend>
      <div className="inline-flex rounded-full border border-border bg-surface p-0.5">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm text-muted transition-colors',
              'hover:text-fg has-[:checked]:bg-primary has-[:checked]:text-primary-fg',
              'has-[:focus-visible]:focus-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={hydrated && choice === option.value}
              disabled={!hydrated}
              onChange={() => setChoice(option.value)}
              className="sr-only"
            />
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-4 fill-none stroke-current"
              strokeWidth={1.8}
              strokeLinecap="round"
            >
              {option.icon}
            </svg>
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
