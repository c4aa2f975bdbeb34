import {
  Accessibility,
  Armchair,
  Bed,
  Building2,
  CalendarDays,
  Clock,
  DoorOpen,
  FileText,
  HandHeart,
  HeartPulse,
  House,
  Map,
  Phone,
  Route,
  School,
  ShieldCheck,
  Users,
  Wallet,
  type LucideProps,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { ServiceIconName } from './types';

/** A staircase (lucide has none); same stroke style as the lucide icons. */
function Stairs(props: LucideProps) {
  const { size = 24, strokeWidth = 2, ...rest } = props;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <path d="M3 21h5v-5h5v-5h5V6h3" />
    </svg>
  );
}

const iconMap: Record<ServiceIconName, ComponentType<LucideProps>> = {
  armchair: Armchair,
  accessibility: Accessibility,
  bed: Bed,
  building: Building2,
  calendar: CalendarDays,
  clock: Clock,
  door: DoorOpen,
  file: FileText,
  'hand-heart': HandHeart,
  'heart-pulse': HeartPulse,
  home: House,
  map: Map,
  phone: Phone,
  route: Route,
  school: School,
  shield: ShieldCheck,
  stairs: Stairs,
  users: Users,
  wallet: Wallet,
};

/** Decorative icon (hidden from assistive technology; the text beside it carries the meaning). */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = iconMap[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
