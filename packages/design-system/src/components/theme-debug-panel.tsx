import * as React from 'react';
import { cn } from '../lib/cn';
import type { ThemePresetName } from '../lib/theme';
import { useTheme } from '../lib/use-theme';
import { Button } from './button';

const presets: { name: ThemePresetName; label: string }[] = [
  { name: 'DEFAULT', label: 'Default' },
  { name: 'CUSTOMER_PORTAL', label: 'Customer Portal' },
  { name: 'ALL_SERVICES', label: 'All Services' },
];

export interface ThemeDebugPanelProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Start expanded instead of behind the Show button. */
  defaultOpen?: boolean;
}

/**
 * Developer panel for the per-page dark theme (SPEC §2): shows the current URL, the resolved
 * theme, the mode (the user's choice) and the stored dark URL list, and edits the list through
 * useTheme. Its labels stay in English as the spec names them: it is a tool, not customer UI.
 */
export function ThemeDebugPanel({
  defaultOpen = false,
  className,
  ...props
}: ThemeDebugPanelProps) {
  const theme = useTheme();
  const [open, setOpen] = React.useState(defaultOpen);
  const headingId = React.useId();
  const listLabelId = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const showRef = React.useRef<HTMLButtonElement>(null);
  const toggled = React.useRef(false);

  // Move focus with the user's toggle (never on first render), so keyboard users don't land on
  // <body> when the button they pressed disappears.
  React.useEffect(() => {
    if (!toggled.current) return;
    if (open) headingRef.current?.focus();
    else showRef.current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  if (!open) {
    return (
      <div
        data-slot="theme-debug-panel"
        data-state="closed"
        className={cn('inline-flex', className)}
        {...props}
      >
        <Button ref={showRef} variant="outline" size="sm" onClick={() => toggle(true)}>
          Show
        </Button>
      </div>
    );
  }

  return (
    // A group, not a region landmark: a page may show it next to other panels (AllStates does).
    <div
      role="group"
      data-slot="theme-debug-panel"
      data-state="open"
      aria-labelledby={headingId}
      className={cn(
        'flex w-full max-w-md flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-sm text-fg shadow-md',
        className,
      )}
      {...props}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold focus-visible:focus-ring"
      >
        Theme debug
      </h2>

      <dl data-slot="theme-debug-info" className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">URL</dt>
        <dd className="break-all font-mono">{theme.path}</dd>
        <dt className="text-muted">Theme</dt>
        <dd data-slot="theme-debug-theme">{theme.resolved}</dd>
        <dt className="text-muted">Mode</dt>
        <dd data-slot="theme-debug-mode">
          {theme.choice}
          {theme.choice === 'auto' ? (
            <span className="text-muted">
              {' '}
              (system {theme.systemPrefersDark ? 'dark' : 'light'})
            </span>
          ) : null}
        </dd>
      </dl>

      <div className="flex flex-col gap-1">
        <h3 id={listLabelId} className="font-semibold">
          Dark URLs
        </h3>
        {theme.darkUrls.length === 0 ? (
          <p data-slot="theme-debug-empty" className="text-muted">
            (empty list)
          </p>
        ) : (
          <ul
            aria-labelledby={listLabelId}
            data-slot="theme-debug-dark-urls"
            className="flex flex-col gap-1 rounded-md bg-surface-muted p-2 font-mono"
          >
            {theme.darkUrls.map((entry, index) => (
              // Entries are unique in practice, but storage may hold duplicates: index keeps keys unique.
              <li key={`${index}:${entry}`} className="break-all">
                {entry === '' ? <span className="text-muted italic">(empty entry)</span> : entry}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div role="group" aria-label="Presets" className="flex flex-wrap gap-2">
        {presets.map((preset) => (
          <Button
            key={preset.name}
            variant="outline"
            size="sm"
            onClick={() => theme.applyPreset(preset.name)}
          >
            {preset.label}
          </Button>
        ))}
      </div>

      <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => theme.refresh()}>
          Refresh Info
        </Button>
        <Button variant="secondary" size="sm" onClick={() => theme.applyPreset('DARK_ALL')}>
          All Pages Dark
        </Button>
        <Button variant="secondary" size="sm" onClick={() => theme.applyPreset('LIGHT_ALL')}>
          All Pages Light
        </Button>
        <Button variant="secondary" size="sm" onClick={() => theme.clearStorage()}>
          Clear Storage
        </Button>
        <Button variant="ghost" size="sm" onClick={() => toggle(false)}>
          Hide Debug
        </Button>
      </div>
    </div>
  );
}
