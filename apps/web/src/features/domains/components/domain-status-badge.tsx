import type { TDomainStatus } from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';

const STATUS: Record<TDomainStatus, { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' | 'brand' }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'brand' },
  expired: { label: 'Expired', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export function DomainStatusBadge({ status }: { status: TDomainStatus }) {
  const { label, tone } = STATUS[status] ?? { label: status, tone: 'neutral' };
  return <Badge tone={tone}>{label}</Badge>;
}
