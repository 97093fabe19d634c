import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';
import type { SectionOf, SectionRenderProps } from './lib/sections';

export interface ImageSectionProps
  extends SectionRenderProps, Omit<React.ComponentProps<'figure'>, 'id'> {
  section: SectionOf<'image'>;
}

/**
 * An image with an optional caption. Alt text always comes from the content (the schema requires
 * it); an empty alt marks a decorative image, which screen readers then skip.
 */
export function ImageSection({
  section,
  onNavigate: _onNavigate,
  className,
  ...props
}: ImageSectionProps) {
  const { image } = section;
  return (
    <figure
      id={section.id}
      data-slot="image-section"
      className={cn('flex flex-col items-start gap-2', className)}
      {...props}
    >
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="h-auto max-w-full rounded-lg"
      />
      {section.caption ? (
        <figcaption className="text-sm text-muted">{section.caption}</figcaption>
      ) : null}
    </figure>
  );
}
