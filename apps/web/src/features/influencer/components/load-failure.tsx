import { Alert } from '@/components/ui/alert';
import { DEFAULT_ERROR_MESSAGE } from '@/config/messages';
import { getErrorMessage } from '@/lib/api';

/** SPEC §8: "Failed to fetch …", with the server's message under it when there is one. */
export function LoadFailure({ title, error, className }: { title: string; error: unknown; className?: string }) {
  const message = getErrorMessage(error, '');
  return (
    <Alert tone="error" title={title} className={className}>
      {message && message !== DEFAULT_ERROR_MESSAGE ? message : undefined}
    </Alert>
  );
}
