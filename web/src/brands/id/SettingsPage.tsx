import { AccountLayout } from '../../features/account/AccountLayout';
import { DeleteAccount } from '../../features/account/DeleteAccount';
import { PasswordForm } from '../../features/account/PasswordForm';
import { PhotoUpload } from '../../features/account/PhotoUpload';
import { ProfileForm } from '../../features/account/ProfileForm';
import { useAccountActions } from '../../features/account/useAccountActions';
import { useSession } from '../../features/session/useSession';

/** /_id/settings: photo, profile, password, account deletion. */
export default function SettingsPage() {
  const { user } = useSession();
  const { afterEdit, afterDelete } = useAccountActions();
  if (!user) return null;
  const reload = () => void afterEdit();
  return (
    <AccountLayout title="Настройки">
      <PhotoUpload user={user} onSaved={reload} />
      <ProfileForm key={`${user.id}-${user.email}-${user.phone ?? ''}`} user={user} onSaved={reload} />
      <PasswordForm user={user} onSaved={reload} />
      <DeleteAccount onDeleted={afterDelete} />
    </AccountLayout>
  );
}
