import { CircleCheck } from 'lucide-react';
import { Button } from './button';

/** What a form shows once the server took it: a green notice with the server's words and a way to send again. */
export function SentNotice({
  title,
  message,
  againLabel,
  onAgain,
}: {
  title: string;
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div className="rounded-2xl border border-success-100 bg-success-50 p-6" role="status">
      <div className="flex gap-3">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink-900">{title}</p>
          <p className="mt-1 text-sm text-ink-700">{message}</p>
          <Button variant="link" className="mt-3" onClick={onAgain}>
            {againLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
