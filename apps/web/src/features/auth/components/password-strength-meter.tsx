import { PASSWORD_MIN_LENGTH } from '@launchpad/shared/contracts/fields';
import { cn } from '@/lib/cn';
import { passwordStrength } from '../password-strength';

const barColours = ['bg-danger-500', 'bg-danger-500', 'bg-warning-500', 'bg-brand-500', 'bg-success-500'] as const;
const textColours = ['text-danger-700', 'text-danger-700', 'text-warning-700', 'text-brand-700', 'text-success-700'];

type TMeterProps = {
  password: string;
  /** The person's name and email: a password containing them is weaker. */
  personal?: readonly string[];
  id?: string;
};

/** Four bars and a word (Too short, Weak, Fair, Good, Strong) under a new-password field. */
export function PasswordStrengthMeter({ password, personal = [], id }: TMeterProps) {
  const { score, label, hint } = passwordStrength(password, personal);
  const empty = password.length === 0;
  return (
    <div id={id} className="space-y-1.5">
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            data-filled={!empty && score >= bar ? 'true' : 'false'}
            className={cn(
              'h-1.5 rounded-full transition-colors duration-200',
              !empty && (score >= bar || (score === 0 && bar === 1)) ? barColours[score] : 'bg-ink-100',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-ink-500" aria-live="polite">
        {empty ? (
          `Use ${PASSWORD_MIN_LENGTH} or more characters. Longer is stronger.`
        ) : (
          <>
            <span className={cn('font-semibold', textColours[score])}>Password strength: {label}</span>
            {hint && <span>. {hint}</span>}
          </>
        )}
      </p>
    </div>
  );
}
