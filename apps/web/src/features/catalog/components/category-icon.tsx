import { Briefcase, Building2, Calculator, Globe, Stamp, type LucideIcon } from 'lucide-react';
import type { TProductCategory } from '@launchpad/shared/domain/catalog';

const icons: Record<TProductCategory, LucideIcon> = {
  company_formation: Building2,
  trade_mark: Stamp,
  bookkeeping: Calculator,
  domain_service: Globe,
  other: Briefcase,
};

export function CategoryIcon({ category, className }: { category: TProductCategory; className?: string }) {
  const Icon = icons[category];
  return <Icon className={className} aria-hidden="true" />;
}
