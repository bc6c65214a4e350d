import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { BUILDER_MESSAGES } from '../builder-rules';

type TCopyMessages = { success: string; failure: string };

/** SPEC §8 copy messages: "URL copied to clipboard!" or "Failed to copy URL". */
export const URL_COPY: TCopyMessages = { success: BUILDER_MESSAGES.copied, failure: BUILDER_MESSAGES.copyFailed };
export const PITCH_COPY: TCopyMessages = { success: 'Pitch copied to clipboard!', failure: 'Failed to copy pitch' };

export async function copyText(text: string, messages: TCopyMessages): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    void notify.success(messages.success);
    return true;
  } catch {
    void notify.error(messages.failure);
    return false;
  }
}

/** A small button that copies `text` and says so. */
export function CopyButton({ text, label, messages }: { text: string; label: string; messages: TCopyMessages }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() =>
        void copyText(text, messages).then((ok) => {
          if (!ok) return;
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label}
    </Button>
  );
}
