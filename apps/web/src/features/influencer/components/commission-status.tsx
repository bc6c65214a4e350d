import { Badge } from '@/components/ui/badge';

const STATUS = {
  pending: { label: 'Pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'neutral' },
} as const;

/** A commission's state: pending (refund window, not paid out yet), paid, or reversed by a refund. */
export function CommissionStatus({ status }: { status: keyof typeof STATUS }) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
