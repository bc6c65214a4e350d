import { useEffect, useState } from 'react';
import { Send } from 'lucide-react';
import { Button, type TButtonSize, type TButtonVariant } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useRequestVerifyMailMutation } from '../api';

/** Seconds before another confirmation email can be asked for (the server also limits it). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Counts down from `seconds` once started (or at once with `startNow`); 0 when idle. */
export function useCooldown(seconds: number, startNow = false) {
  const [left, setLeft] = useState(startNow ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}

type TResendProps = { variant?: TButtonVariant; size?: TButtonSize; label?: string };

/** Sends the email-confirmation message again (signed in), then waits a minute before allowing more. */
export function ResendVerificationButton({ variant = 'outline', size = 'sm', label = 'Resend email' }: TResendProps) {
  const [resend, { isLoading }] = useRequestVerifyMailMutation();
  const { left, start } = useCooldown(RESEND_COOLDOWN_SECONDS);
  const onClick = async () => {
    try {
      const { message } = await resend().unwrap();
      start();
      void notify.success(message);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };
  return (
    <Button variant={variant} size={size} loading={isLoading} disabled={left > 0} onClick={() => void onClick()}>
      {!isLoading && <Send aria-hidden="true" />}
      {left > 0 ? `Sent. Resend in ${left}s` : label}
    </Button>
  );
}
