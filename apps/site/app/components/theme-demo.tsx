import { Button } from '@lingon/design-system/button';
import type { ThemePresetName } from '@lingon/design-system/lib/theme';
import { useHydrated } from '@lingon/design-system/lib/use-hydrated';
import { useTheme } from '@lingon/design-system/lib/use-theme';
import * as React from 'react';

const THEME_LABELS = { light: 'Ljust', dark: 'Mörkt' } as const;

const PRESETS: readonly { name: ThemePresetName; label: string }[] = [
  { name: 'DEFAULT', label: 'Standard' },
  { name: 'CUSTOMER_PORTAL', label: 'Kundportal' },
  { name: 'ALL_SERVICES', label: 'Alla tjänster' },
  { name: 'DARK_ALL', label: 'Allt mörkt' },
];

/**
 * The theme engine at work (SPEC §4): the current path and theme, a button that adds or
 * removes the current path on the dark list, and the dark-list presets. The list lives until
 * the next full page load, when the app resets it to the default preset.
 */
export function ThemeDemo() {
  const theme = useTheme();
  // The theme is only known in the browser; prerendered HTML shows no guess.
  const hydrated = useHydrated();
  const onList = theme.darkUrls.includes(theme.path);
  const headingId = React.useId();

  return (
    <section
      aria-labelledby={headingId}
      data-slot="theme-demo"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold text-fg">
        Temamotorn
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold text-fg">Sida</dt>
        <dd className="text-muted" data-testid="theme-path">
          {hydrated ? theme.path : '…'}
        </dd>
        <dt className="font-semibold text-fg">Tema</dt>
        <dd className="text-muted" data-testid="theme-resolved" aria-live="polite">
          {hydrated ? THEME_LABELS[theme.resolved] : '…'}
        </dd>
        <dt className="font-semibold text-fg">Mörka sidor</dt>
        <dd className="text-muted" data-testid="theme-dark-urls">
          {hydrated ? theme.darkUrls.filter(Boolean).join(', ') || 'Inga' : '…'}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => theme.toggleCurrentPath()} disabled={!hydrated}>
          {onList ? 'Visa den här sidan ljus' : 'Visa den här sidan mörk'}
        </Button>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-fg">Förval för mörka sidor</legend>
        <div className="flex flex-wrap gap-3">
          {PRESETS.map((preset) => (
            <Button
              key={preset.name}
              variant="outline"
              size="sm"
              disabled={!hydrated}
              onClick={() => theme.applyPreset(preset.name)}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
