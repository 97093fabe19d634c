import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { cnConfig } from './cn-config';

/**
 * tailwind-merge with only the class groups the workspace's classes belong to: every page loads
 * this, and the full configuration (every Tailwind utility) was a third of the app shell.
 * cn-config.test.ts proves it merges every class of the code as `twMerge` does.
 */
const merge = createTailwindMerge(() => cnConfig);

/** Merge class names; later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
