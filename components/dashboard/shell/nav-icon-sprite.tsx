import {
  Briefcase,
  Building2,
  Calculator,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarOff,
  ChevronDown,
  Clock,
  ExternalLink,
  Inbox,
  LayoutDashboard,
  Mail,
  MapPin,
  MessageSquare,
  Network,
  Newspaper,
  Receipt,
  ScrollText,
  ShieldCheck,
  Store,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { NavGroup, NavIcon as NavIconName, NavItem } from '@/lib/dashboard/nav';

const ICONS: Record<NavIconName | 'chevron', LucideIcon> = {
  dashboard: LayoutDashboard,
  company: Building2,
  clock: Clock,
  chat: MessageSquare,
  mail: Mail,
  user: Users,
  invoice: Receipt,
  job: Briefcase,
  timesheet: CalendarClock,
  leave: CalendarOff,
  enquiry: Inbox,
  estimate: Calculator,
  franchise: Store,
  rota: CalendarDays,
  blog: Newspaper,
  category: Tags,
  permission: ShieldCheck,
  audit: ScrollText,
  territory: MapPin,
  booking: CalendarCheck,
  network: Network,
  external: ExternalLink,
  chevron: ChevronDown,
};

/*
 * Each icon's paths are written once, as a <symbol> of this sprite, and every menu row refers to it with <use>: the
 * page's HTML and its RSC payload carry each icon once instead of once per row, and the menus drawn later in the
 * browser (other layouts, the phone drawer) reuse the same symbols.
 */
const usedIcons = (groups: NavGroup[]) => {
  const names = new Set<NavIconName | 'chevron'>(['chevron', 'dashboard']);
  const visit = (item: NavItem) => {
    if (item.icon) names.add(item.icon);
    item.children?.forEach(visit);
  };
  groups.forEach((g) => g.items.forEach(visit));
  return [...names];
};

export function NavIconSprite({ groups }: { groups: NavGroup[] }) {
  return (
    <svg aria-hidden width="0" height="0" className="absolute size-0 overflow-hidden">
      <defs>
        {usedIcons(groups).map((name) => {
          const Icon = ICONS[name];
          return (
            <symbol key={name} id={`nav-icon-${name}`} viewBox="0 0 24 24">
              <Icon strokeWidth={name === 'chevron' ? 2 : 1.8} />
            </symbol>
          );
        })}
      </defs>
    </svg>
  );
}
