import {
  Briefcase, Building2, Calculator, CalendarClock, CalendarDays, CalendarOff, Clock, ExternalLink, Inbox, LayoutDashboard,
  Mail, MessageSquare, Newspaper, Receipt, ScrollText, ShieldCheck, Store, Tags, Users, type LucideIcon,
} from 'lucide-react';
import type { NavIcon as NavIconName } from '@/lib/dashboard/nav';

const ICONS: Record<NavIconName, LucideIcon> = {
  dashboard: LayoutDashboard, company: Building2, clock: Clock, chat: MessageSquare, mail: Mail, user: Users,
  invoice: Receipt, job: Briefcase, timesheet: CalendarClock, leave: CalendarOff, enquiry: Inbox, estimate: Calculator,
  franchise: Store, rota: CalendarDays, blog: Newspaper, category: Tags, permission: ShieldCheck, audit: ScrollText,
  external: ExternalLink,
};

export function NavIcon({ name, className = 'size-5' }: { name?: NavIconName; className?: string }) {
  const Icon = ICONS[name ?? 'dashboard'];
  return <Icon aria-hidden className={className} strokeWidth={1.8} />;
}
