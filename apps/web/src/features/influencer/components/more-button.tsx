import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** SPEC §2: a paged list shows "More" to load the next page under the rows already shown. */
export function MoreButton({
  hasMore,
  loading,
  onMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** What it loads, for screen readers: "More coupon usage". */
  label: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" loading={loading} onClick={onMore} aria-label={label}>
        {!loading && <ChevronDown aria-hidden="true" />}
        More
      </Button>
    </div>
  );
}
