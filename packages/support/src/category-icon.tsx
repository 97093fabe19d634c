import {
  ArrowLeftRight,
  CircleHelp,
  Cpu,
  Receipt,
  Smartphone,
  User,
  Wallet,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

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
