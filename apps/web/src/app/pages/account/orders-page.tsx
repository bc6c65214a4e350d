import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';

/** /account/orders: invoices arrive with the orders work; until then an honest empty state. */
export default function OrdersPage() {
  return (
    <>
      <PageHeader
        title="Orders history"
        description="Invoices for everything you buy on Launchpad, with PDF downloads."
        aside={<Badge tone="warning">Coming soon</Badge>}
      />
      <Panel title="Invoices" description="Company formation, trade marks, domains, plans and add-ons.">
        <EmptyState
          icon={<Receipt aria-hidden="true" />}
          title="No orders yet"
          action={
            <Link to={paths.services} className={buttonClasses()}>
              Browse services
            </Link>
          }
        >
          When you place an order, its invoice appears here. You will be able to download it as a PDF and cancel
          subscriptions from this page.
        </EmptyState>
      </Panel>
    </>
  );
}
