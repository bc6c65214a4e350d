import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { FileText, HandCoins, Inbox, Package, ShoppingBag, Upload } from 'lucide-react';
import { TabList } from '@/components/ui/tab-list';
import { ContentPanel } from '../components/content-panel';
import { InfluencersPanel } from '../components/influencers-panel';
import { OrdersPanel } from '../components/orders-panel';
import { ProductsPanel } from '../components/products-panel';
import { QuotationsPanel } from '../components/quotations-panel';
import { UploadPanel } from '../components/upload-panel';

const tabs = [
  { value: 'products', label: 'Products', icon: Package },
  { value: 'upload', label: 'Upload', icon: Upload },
  { value: 'quotations', label: 'Quote requests', icon: Inbox },
  { value: 'orders', label: 'Orders', icon: ShoppingBag },
  { value: 'content', label: 'Content', icon: FileText },
  { value: 'influencers', label: 'Influencers', icon: HandCoins },
] as const;
type TTab = (typeof tabs)[number]['value'];
const isTab = (value: string | null): value is TTab => tabs.some((tab) => tab.value === value);

/** /admin (role admin, SPEC §6): the catalogue and the quote requests. The tab is in ?tab=. */
export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTab = isTab(requested) ? requested : 'products';

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">Staff</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink-950">Admin</h1>
          <p className="mt-2 text-ink-600">
            Manage the marketplace catalogue, answer quote requests, fulfil orders, publish content and run Connect &
            Earn.
          </p>
        </div>
      </header>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'products' ? {} : { tab: value }, { replace: true })}
        className="mt-8"
      >
        <TabList label="Admin sections" tabs={tabs} />
        <Tabs.Content value="products" className="pt-6 focus:outline-none">
          <ProductsPanel />
        </Tabs.Content>
        <Tabs.Content value="upload" className="pt-6 focus:outline-none">
          <UploadPanel />
        </Tabs.Content>
        <Tabs.Content value="quotations" className="pt-6 focus:outline-none">
          <QuotationsPanel />
        </Tabs.Content>
        <Tabs.Content value="orders" className="pt-6 focus:outline-none">
          <OrdersPanel />
        </Tabs.Content>
        <Tabs.Content value="content" className="pt-6 focus:outline-none">
          <ContentPanel />
        </Tabs.Content>
        <Tabs.Content value="influencers" className="pt-6 focus:outline-none">
          <InfluencersPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
