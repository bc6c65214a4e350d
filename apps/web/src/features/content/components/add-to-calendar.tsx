import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { saveObjectUrl } from '@/lib/save-file';
import { useEventIcsUrlMutation } from '../api';

/** Downloads the event's .ics from the api (as other downloads do: fetch → object URL → save). */
export function AddToCalendar({ slug }: { slug: string }) {
  const [fetchIcs] = useEventIcsUrlMutation();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveObjectUrl(await fetchIcs(slug).unwrap(), `${slug}.ics`);
    } catch (error) {
      void notify.error(getErrorMessage(error, 'The calendar file could not be downloaded. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} loading={pending}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </Button>
  );
}
