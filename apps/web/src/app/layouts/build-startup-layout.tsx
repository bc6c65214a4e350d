import { Outlet } from 'react-router';
import { CartProvider } from '@/features/cart/cart-provider';
import { FormationOffers } from '@/features/catalog/components/formation-offers';
import { DomainResults } from '@/features/domains/components/domain-results';
import { useActiveDomains } from '@/features/domains/use-active-domains';
import { BuilderSlotsProvider, type TBuilderSlots } from '@/features/launchpad/slots';
import { PublishButton } from '@/features/publishing/components/publish-button';
import { PublishingSlotsProvider, type TPublishingSlots } from '@/features/publishing/slots';

const publishingSlots: TPublishingSlots = { useOwnedDomains: useActiveDomains, DomainSearch: DomainResults };

/** Publish on the landing page (issue 24), choosing among the founder's domains or buying one. */
function Publish({ tone, ...props }: { ideaId: string; query: string; tone: 'dark' | 'light'; resumes?: boolean }) {
  return (
    <PublishingSlotsProvider value={publishingSlots}>
      {tone === 'dark' ? (
        // Beside the banner's "Generated Landing page" pill, in the same shape.
        <PublishButton variant="inverse" size="md" className="rounded-full!" {...props} />
      ) : (
        <PublishButton {...props} />
      )}
    </PublishingSlotsProvider>
  );
}

const slots: TBuilderSlots = { DomainOffers: DomainResults, FormationOffers, Publish };

/**
 * The AI startup builder's pages with what they show from other features (STYLE §5: features are
 * composed here): the domain search results and the catalogue's formation offers, both adding to the
 * cart, and publishing the landing page on a domain.
 */
export default function BuildStartupLayout() {
  return (
    <CartProvider>
      <BuilderSlotsProvider value={slots}>
        <Outlet />
      </BuilderSlotsProvider>
    </CartProvider>
  );
}
