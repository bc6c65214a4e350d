import { Fragment, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isPageHydrating } from '@/lib/page-hydration';
import { Button, buttonClasses } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayBase = 'fixed inset-0 z-50 bg-ink-950/40 backdrop-blur-[2px]';
const overlayClasses = `${overlayBase} data-[state=open]:animate-fade-in`;
const panelBase =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-ink-100 bg-white p-6 shadow-xl focus:outline-none sm:p-7';
const panelClasses = `${panelBase} data-[state=open]:animate-pop-in`;

/**
 * Focus goes back to whatever had it when the dialog opened. Radix returns focus only to a Dialog.Trigger,
 * and dialogs opened from state (a button's onClick, an address) have none, so focus would drop to the
 * body. Recorded in onOpenAutoFocus, which runs before Radix moves focus in; a caller's own
 * onCloseAutoFocus that prevents the default still wins.
 */
function useFocusReturn(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
): { onOpenAutoFocus: (event: Event) => void; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

type TDialogContentProps = ComponentPropsWithRef<typeof DialogPrimitive.Content> & {
  /**
   * Rendered where it stands instead of in a portal at the end of the body. A portal renders nothing on the
   * server, so a dialog that an address opens (a server-rendered deep link) is inline to be in the page's HTML
   * from the first paint. Its overlay and panel are fixed and above everything (z-50) either way.
   */
  inline?: boolean;
};

/** A centred modal: focus is trapped inside, Escape and the close button dismiss it. */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  inline = false,
  ...props
}: TDialogContentProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  // Fades and scales in as it opens, unless it is open in the page's HTML (the server's render, then hydration):
  // the animation would start over the first paint and hold it invisible while the app's code runs.
  const [appear] = useState(() => !isPageHydrating());
  const Wrapper = inline ? Fragment : DialogPrimitive.Portal;
  return (
    <Wrapper>
      <DialogPrimitive.Overlay className={appear ? overlayClasses : overlayBase} />
      <DialogPrimitive.Content className={cn(appear ? panelClasses : panelBase, className)} {...focusReturn} {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1.5 text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </Wrapper>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-8 text-lg font-semibold text-ink-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-2 text-sm text-ink-600', className)} {...props} />;
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

type TConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Danger styling for irreversible actions. */
  destructive?: boolean;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  pending?: boolean;
  onConfirm: () => void;
  /** What the person must give before confirming (e.g. their password), shown under the description. */
  children?: ReactNode;
};

/**
 * An alert dialog asking the person to confirm an action. The dialog stays open while `pending`,
 * so the caller closes it (onOpenChange(false)) once the action has finished.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  children,
}: TConfirmDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={panelClasses} {...focusReturn}>
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <DialogFooter>
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
