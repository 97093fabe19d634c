/**
 * The icons content may name, each with the lucide icon it draws (by lucide's own name, not an alias). A fixed list rather than any
 * lucide name keeps the sprite to the icons used; an unknown name renders nothing rather than a
 * wrong picture.
 */
export const CONTENT_ICONS = {
  'badge-percent': 'badge-percent',
  'calendar-days': 'calendar-days',
  'circle-help': 'circle-question-mark',
  'message-circle': 'message-circle',
  phone: 'phone',
  'piggy-bank': 'piggy-bank',
  plus: 'plus',
  signal: 'signal',
  smartphone: 'smartphone',
  tv: 'tv',
  unlock: 'lock-open',
  wifi: 'wifi',
} as const satisfies Record<string, string>;

export type ContentIconName = keyof typeof CONTENT_ICONS;

export function isContentIconName(name: string): name is ContentIconName {
  return Object.hasOwn(CONTENT_ICONS, name);
}
