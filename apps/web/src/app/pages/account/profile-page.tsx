import { PageHeader, Panel } from '@/components/ui/panel';
import { selectUser } from '@/features/auth/auth-slice';
import { DeleteAccountLink } from '@/features/auth/components/delete-account-dialog';
import { EmailPanel } from '@/features/auth/components/email-panel';
import { useGetProfileQuery } from '@/features/users/api';
import { CompanyPanel } from '@/features/users/components/company-panel';
import { ProfileDetailsPanel } from '@/features/users/components/profile-details-panel';
import { ProfilePicturePanel } from '@/features/users/components/profile-picture-panel';
import { useAppSelector } from '@/app/hooks';

/** /account/profile: picture, personal details, email address, onboarding answers and account deletion. */
export default function ProfilePage() {
  useGetProfileQuery();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile" description="Your details, picture and the email address you sign in with." />
      <div className="space-y-6">
        <ProfilePicturePanel user={user} />
        {/* Re-mounted when the saved values change, so the form starts from them. */}
        <ProfileDetailsPanel key={`${user.name}|${user.country ?? ''}|${user.phone ?? ''}`} user={user} />
        <EmailPanel user={user} />
        <CompanyPanel key={user.onboarding?.completedAt ?? 'none'} user={user} />
        {/* At the bottom of the profile, not under every account page's navigation. */}
        <Panel
          title="Danger zone"
          description="Deleting your account removes your profile, saved ideas and order history for good."
          className="border-danger-100"
        >
          <DeleteAccountLink />
        </Panel>
      </div>
    </>
  );
}
