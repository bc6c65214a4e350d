import { useState, type ComponentPropsWithRef } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from './field';

/** A password input with a Show/Hide button (the typed value stays put; focus stays on the button). */
export function PasswordInput({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={`pr-12 ${className ?? ''}`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-500 transition-colors hover:text-ink-900"
      >
        {visible ? (
          <EyeOff className="size-[1.125rem]" aria-hidden="true" />
        ) : (
          <Eye className="size-[1.125rem]" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
