import { cva, type VariantProps } from 'class-variance-authority';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

export const bannerVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-fg shadow-sm',
  {
    variants: {
      variant: {
        info: 'border-info bg-info-bg',
        success: 'border-success bg-success-bg',
        error: 'border-danger bg-danger-bg',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { info: Info, success: CircleCheck, error: CircleAlert } as const;
const iconColours = { info: 'text-info', success: 'text-success', error: 'text-danger' } as const;

export interface BannerProps
  extends Omit<React.ComponentProps<'div'>, 'title'>, VariantProps<typeof bannerVariants> {
  /** Bold first line. */
  title?: React.ReactNode;
  /** Hide after this many milliseconds (the product uses 5000 and 3500), then call onDismiss. */
  duration?: number;
  /** Called once when the banner closes, by its timer or its close button. */
  onDismiss?: () => void;
  /** Shows a close button. */
  dismissible?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Controlled visibility; without it the banner hides itself when dismissed. */
  open?: boolean;
}

/**
 * A message about the page or the last action. Errors are alerts (announced at once);
 * info and success are polite status messages. A timed banner pauses while hovered or
 * focused, so nobody loses a message they are reading.
 */
export function Banner({
  variant,
  title,
  duration,
  onDismiss,
  dismissible = false,
  closeLabel = 'Stäng',
  open,
  className,
  children,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: BannerProps) {
  const tone = variant ?? 'info';
  const [dismissed, setDismissed] = React.useState(false);
  const visible = open ?? !dismissed;
  const [paused, setPaused] = React.useState({ pointer: false, focus: false });
  const isPaused = paused.pointer || paused.focus;

  // Keep the latest callback without restarting the timer when a parent re-renders.
  const onDismissRef = React.useRef(onDismiss);
  React.useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  const dismiss = React.useCallback(() => {
    setDismissed(true);
    onDismissRef.current?.();
  }, []);

  // Time left survives pauses; it resets when the banner is shown again.
  const remaining = React.useRef(duration);
  React.useEffect(() => {
    remaining.current = duration;
  }, [duration, visible]);

  React.useEffect(() => {
    if (!visible || isPaused || duration == null || remaining.current == null) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(dismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      if (remaining.current != null) {
        remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
      }
    };
  }, [visible, isPaused, duration, dismiss]);

  if (!visible) return null;
  const Icon = icons[tone];
  return (
    <div
      data-slot="banner"
      data-variant={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(bannerVariants({ variant }), dismissible && 'pr-14', className)}
      onPointerEnter={(event) => {
        setPaused((p) => ({ ...p, pointer: true }));
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setPaused((p) => ({ ...p, pointer: false }));
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setPaused((p) => ({ ...p, focus: true }));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setPaused((p) => ({ ...p, focus: false }));
        }
        onBlur?.(event);
      }}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColours[tone])} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-base">
        {title ? (
          <p data-slot="banner-title" className="font-semibold">
            {title}
          </p>
        ) : null}
        {children ? <div data-slot="banner-description">{children}</div> : null}
      </div>
      {dismissible ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-slot="banner-close"
          aria-label={closeLabel}
          onClick={dismiss}
          className="absolute top-1 right-1"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
    </div>
  );
}
