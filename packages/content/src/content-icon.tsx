import { isContentIconName } from './icons/content-icon-names';
// The sprite's own file (never inlined as a data: URL, which <use> does not load).
import spriteUrl from './icons/content-icons.svg?no-inline';

export interface ContentIconProps {
  name: string | undefined;
  className?: string;
}

/**
 * A decorative icon by the name content gives it (icons/content-icon-names.ts); the text next to
 * it carries the meaning. It shows a symbol of the content icons' sprite, a cached file of its
 * own, so the icons' drawings are not part of a page's scripts; an unknown name renders nothing.
 * It looks as lucide's components do: 24 px, stroke in the current colour.
 */
export function ContentIcon({ name, className }: ContentIconProps) {
  if (!name || !isContentIconName(name)) return null;
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
