import { Globe } from 'lucide-react';
import type { TCart } from '@launchpad/shared/domain/cart';
import { DOMAIN_SERVICE_TYPES } from '@launchpad/shared/domain/catalog';
import { isDomainItem } from '@launchpad/shared/domain/cart';
import { Button } from '@/components/ui/button';

const DOMAIN_SERVICES: readonly string[] = DOMAIN_SERVICE_TYPES;

/** SPEC §4: domains, and SSL and ID Protect services wherever they are. */
export function hasDomainItems(cart: TCart): boolean {
  return cart.CartItems.some(
    (item) =>
      isDomainItem(item) || item.CartItemServices.some((service) => DOMAIN_SERVICES.includes(service.serviceType)),
  );
}

/** "Remove all domain items": one control for the local and the server cart alike. */
export function RemoveDomainItems({ onRemove, disabled = false }: { onRemove: () => void; disabled?: boolean }) {
  return (
    <div className="mb-4 flex justify-end">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={onRemove}
        className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
      >
        <Globe aria-hidden="true" />
        Remove all domain items
      </Button>
    </div>
  );
}
