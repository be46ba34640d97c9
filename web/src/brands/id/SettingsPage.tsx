import { useEffect, useState } from 'react';
import { AccountLayout } from '../../features/account/AccountLayout';
import { pendingContacts } from '../../features/account/accountRules';
import type { ContactKind } from '../../features/account/api';
import { DeleteAccount } from '../../features/account/DeleteAccount';
import { PasswordForm } from '../../features/account/PasswordForm';
import { PendingContact } from '../../features/account/PendingContact';
import { PhotoUpload } from '../../features/account/PhotoUpload';
import { ProfileForm } from '../../features/account/ProfileForm';
import { useAccountActions } from '../../features/account/useAccountActions';
import { session } from '../../features/session/session';
import { useSession } from '../../features/session/useSession';

/** /_id/settings: photo, profile (with a panel per contact change waiting for its code), password, account deletion. */
export default function SettingsPage() {
  const { user } = useSession();
  const { afterEdit, afterDelete } = useAccountActions();
  // How many times a code was just sent per contact (restarts the panel's resend timer).
  const [sent, setSent] = useState<Record<ContactKind, number>>({ email: 0, phone: 0 });
  const windowsKnown = user === null || user.set_password_until !== undefined;

  useEffect(() => {
    // The login call answers the user without the session's windows: ask /api/auth/me once.
    if (!windowsKnown) void session.reload();
  }, [windowsKnown]);

  if (!user) return null;
  return (
    <AccountLayout title="Настройки">
      <PhotoUpload user={user} onSaved={() => afterEdit()} />
      <ProfileForm
        key={`${user.id}-${user.email}-${user.phone ?? ''}`}
        user={user}
        onSaved={(saved, codeSentTo) => {
          afterEdit(saved);
          if (codeSentTo.length > 0) {
            setSent((current) => ({
              ...current,
              ...Object.fromEntries(codeSentTo.map((kind) => [kind, current[kind] + 1])),
            }));
          }
        }}
      />
      {pendingContacts(user).map(({ kind, value }) => (
        <PendingContact key={`${kind}-${value}`} kind={kind} value={value} sentKey={sent[kind]} onUser={afterEdit} />
      ))}
      <PasswordForm user={user} onSaved={afterEdit} />
      <DeleteAccount onDeleted={afterDelete} />
    </AccountLayout>
  );
}
