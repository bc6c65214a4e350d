import type { ComponentPropsWithRef } from 'react';
import { Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { codeDigits } from '../validation';

type TOtpInputProps = Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * One field for a 6-digit code: numeric keyboard on phones, the code offered by the phone's
 * keyboard from the message (autocomplete=one-time-code), pasting "123 456" works.
 */
export function OtpInput({ value, onValueChange, className, ...props }: TOtpInputProps) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) => onValueChange(codeDigits(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="000000"
      className={cn('text-center font-mono text-xl tracking-[0.5em] placeholder:tracking-[0.5em]', className)}
    />
  );
}
