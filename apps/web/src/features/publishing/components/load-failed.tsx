import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What a publishing panel shows when its data did not load: what failed, why, and Try again. */
export function LoadFailed({ title, onRetry, children }: { title: string; onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
