import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useDeleteAccountMutation } from '@/features/auth/api';
import { loggedOut } from '@/features/auth/auth-slice';
import { useAppDispatch } from '@/app/hooks';

/** SPEC §4 account deletion: confirm, delete, message, redirect to /. */
export function DeleteAccountLink() {
  const [open, setOpen] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteAccount().unwrap();
      setOpen(false);
      void notify.success('Your account has been deleted.');
      // Leave the login-only page first, or its guard would send us to /login instead of home.
      await navigate(paths.home, { replace: true, flushSync: true });
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
    } catch {
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
        onOpenChange={setOpen}
        title="Delete your account?"
        description="Your profile, saved ideas and order history will be removed for good. Active subscriptions stop at the end of their period. This cannot be undone."
        confirmLabel="Delete account"
        destructive
        pending={isLoading}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
