import * as React from 'react';
import { cn } from '../lib/cn';
import { sanitizeHtml } from '../lib/sanitize-html';
import { isInternalHref } from './link-provider';

/** Typography for rich text, by element, since the HTML carries no classes. */
export const richTextClassName = cn(
  'flex flex-col gap-3 text-base leading-relaxed text-fg',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover [&_a:focus-visible]:focus-ring',
  '[&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded-sm [&_code]:bg-surface-muted [&_code]:px-1 [&_hr]:border-border',
);

export interface RichTextProps extends Omit<
  React.ComponentProps<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML sanitised by the server. */
  html: string;
  /**
   * Called instead of a full page load when a site-internal link in the text is clicked, so the
   * router can navigate (HTML links cannot be rendered by the router's Link component).
   */
  onNavigate?: (href: string) => void;
}

/** Rich text from the content system or the support FAQ. */
export function RichText({ html, onNavigate, className, ...props }: RichTextProps) {
  const clean = React.useMemo(() => sanitizeHtml(html), [html]);
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = ref.current;
    if (!element || !onNavigate) return;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target === '_blank' || !isInternalHref(href)) return;
      event.preventDefault();
      onNavigate?.(href);
    }
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onNavigate]);

  return (
    <div
      ref={ref}
      data-slot="rich-text"
      className={cn(richTextClassName, className)}
      // Safe: the server sanitises rich text with a whitelist (apps/server sanitize.ts) and
      // sanitizeHtml above runs the same allow-list again in the browser.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
