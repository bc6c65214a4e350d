import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES } from '@launchpad/shared/constants/auth';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api, getErrorMessage, type TApiError } from '@/lib/api';
import { useDeleteAccountMutation } from '../api';
import { loggedOut } from '../auth-slice';
import { useAppDispatch } from '@/app/hooks';

/** A refusal the person can act on in the dialog: a wrong or missing password, or a sign-in that is too old. */
const isActionable = (error: unknown) => {
  const status = (error as Partial<TApiError> | null)?.status;
  return status === 400 || status === 403;
};

/** SPEC §4 account deletion: confirm with the password, delete, message, redirect to /. */
export function DeleteAccountLink() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setProblem(null);
    }
  };

  const confirm = async () => {
    setProblem(null);
    try {
      await deleteAccount(password ? { password } : {}).unwrap();
      openChange(false);
      void notify.success('Your account has been deleted.');
      // Leave the login-only page first, or its guard would send us to /login instead of home.
      await navigate(paths.home, { replace: true, flushSync: true });
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
    } catch (error) {
      if (isActionable(error)) setProblem(getErrorMessage(error));
      void notify.error('Failed to delete account. Please try again.');
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-danger-600 transition-colors hover:bg-danger-50 hover:text-danger-700"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title="Delete your account?"
        description="Your profile, saved ideas and order history will be removed for good. Active subscriptions stop at the end of their period. This cannot be undone."
        confirmLabel="Delete account"
        destructive
        pending={isLoading}
        onConfirm={() => void confirm()}
      >
        <Field
          label="Current password"
          error={problem}
          hint={`Signed up with Google, Facebook, LinkedIn or Apple and never set a password? Leave this empty: you need to have signed in within the last ${DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES} minutes.`}
        >
          {(control) => (
            <PasswordInput
              {...control}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              maxLength={128}
            />
          )}
        </Field>
      </ConfirmDialog>
    </>
  );
}
