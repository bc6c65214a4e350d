import { Copy } from 'lucide-react';
import { Button, type TButtonSize, type TButtonVariant } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type TCopyButtonProps = {
  text: string;
  /** The visible label ("Copy", "Copy code"). */
  label: string;
  /** What a screen reader hears, e.g. "Copy code SPRING10". */
  accessibleLabel?: string;
  copied: string;
  failed: string;
  variant?: TButtonVariant;
  size?: TButtonSize;
};

/** Copies `text` to the clipboard and says so in a toast (SPEC §8 "Copy"). */
export function CopyButton({
  text,
  label,
  accessibleLabel,
  copied,
  failed,
  variant = 'outline',
  size = 'sm',
}: TCopyButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={accessibleLabel}
      onClick={() => void copyText(text).then((ok) => (ok ? notify.success(copied) : notify.error(failed)))}
    >
      <Copy aria-hidden="true" />
      {label}
    </Button>
  );
}
