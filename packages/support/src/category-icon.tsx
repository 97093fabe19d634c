import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import CircleHelp from 'lucide-react/icons/circle-help';
import Cpu from 'lucide-react/icons/cpu';
import Receipt from 'lucide-react/icons/receipt-text';
import Smartphone from 'lucide-react/icons/smartphone';
import User from 'lucide-react/icons/user';
import Wallet from 'lucide-react/icons/wallet';
import Wifi from 'lucide-react/icons/wifi';
import type { LucideIcon } from 'lucide-react';

/** The icons FAQ categories name (lucide names); unknown names get a question mark. */
const ICONS: Record<string, LucideIcon> = {
  'arrow-left-right': ArrowLeftRight,
  cpu: Cpu,
  receipt: Receipt,
  smartphone: Smartphone,
  user: User,
  wallet: Wallet,
  wifi: Wifi,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? CircleHelp;
  return <Icon aria-hidden="true" className={className} />;
}
