import BadgePercent from 'lucide-react/icons/badge-percent';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleHelp from 'lucide-react/icons/circle-help';
import LockOpen from 'lucide-react/icons/lock-open';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Plus from 'lucide-react/icons/plus';
import Signal from 'lucide-react/icons/signal';
import Smartphone from 'lucide-react/icons/smartphone';
import Tv from 'lucide-react/icons/tv';
import Wifi from 'lucide-react/icons/wifi';
import type { LucideIcon } from 'lucide-react';

/**
 * The icons content may name (lucide names). A fixed map rather than a dynamic lookup keeps the
 * bundle to the icons used; an unknown name renders nothing rather than a wrong picture.
 */
const ICONS: Record<string, LucideIcon> = {
  'badge-percent': BadgePercent,
  'calendar-days': CalendarDays,
  'circle-help': CircleHelp,
  'message-circle': MessageCircle,
  phone: Phone,
  'piggy-bank': PiggyBank,
  plus: Plus,
  signal: Signal,
  smartphone: Smartphone,
  tv: Tv,
  unlock: LockOpen,
  wifi: Wifi,
};

export interface ContentIconProps {
  name: string | undefined;
  className?: string;
}

/** A decorative icon by lucide name; the text next to it carries the meaning. */
export function ContentIcon({ name, className }: ContentIconProps) {
  const Icon = name ? ICONS[name] : undefined;
  if (!Icon) return null;
  return <Icon aria-hidden="true" className={className} />;
}
