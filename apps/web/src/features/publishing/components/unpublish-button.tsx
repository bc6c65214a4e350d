import { useState } from 'react';
import { CloudOff } from 'lucide-react';
import type { TPublishedSite } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useUnpublishMutation } from '../api';

/** Issue 24 §4: unpublishing removes the records from the zone and stops serving, after a confirmation. */
export function UnpublishButton({ site }: { site: TPublishedSite }) {
  const [open, setOpen] = useState(false);
  const [unpublish, { isLoading }] = useUnpublishMutation();

  const confirm = async () => {
    try {
      await unpublish(site.id).unwrap();
      setOpen(false);
      void notify.success(`${site.domain} is no longer published.`);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CloudOff aria-hidden="true" />
        Unpublish
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Unpublish ${site.domain}?`}
        description={`Visitors will no longer see your landing page at ${site.domain}, and the records we added to its zone are removed. Your waitlist sign-ups are kept, and you can publish again at any time.`}
        confirmLabel="Unpublish"
        destructive
        pending={isLoading}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
