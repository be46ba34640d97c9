import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { Field, focusFirstInvalid, formStyles, SubmitButton } from '../../shared/ui/form';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { PhoneField } from '../auth';
import { firstErrors, type FieldErrors, type ProfileValues } from '../auth';
import { formatPhone, isEmptyPhone } from '../auth';
import { useNotifications } from '../notifications';
import type { User } from '../session';
import {
  ACCOUNT_TEXT,
  changedContacts,
  clockTime,
  contactText,
  newlyPending,
  profileEditPayload,
  validateProfileEdit,
} from './accountRules';
import { accountApi, type AccountApi, type ContactKind } from './api';
import { useWindowOpen } from './useWindowOpen';
import styles from './Account.module.css';

export function profileValues(user: User): ProfileValues {
  return {
    last_name: user.last_name ?? '',
    first_name: user.first_name ?? '',
    second_name: user.second_name ?? '',
    email: user.email ?? '',
    phone: user.phone ? formatPhone(user.phone) : '',
  };
}

export interface ProfileFormProps {
  user: User;
  /** The answered user, and the contacts a confirmation code was just sent to. */
  onSaved: (user: User, codeSentTo: ContactKind[]) => void;
  api?: AccountApi;
}

/**
 * Edit the profile through PUT /api/user/edit (spec section 4). Names are saved at once; a new
 * email or phone needs the current password (unless the session logged in with a one-time code
 * a few minutes ago) and takes effect only with the code the server sends to it: the answer
 * holds it as pending_email / pending_phone, and the settings page shows a panel for the code.
 */
export function ProfileForm({ user, onSaved, api = accountApi }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // The server has the last word: should it ask for the password after all, the field stays.
  const [serverAsked, setServerAsked] = useState(false);
  const { notify } = useNotifications();
  const contactsFree = useWindowOpen(user.change_contacts_until) && !serverAsked;

  const changed = changedContacts(user, values);
  const contactChanges = changed.email || changed.phone;
  const askPassword = contactChanges && !contactsFree;
  // Removing the phone applies at once; a new email or number waits for its code.
  const newContact = changed.email || (changed.phone && !isEmptyPhone(values.phone));

  function set(key: keyof ProfileValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const edit = { values, currentPassword, contactsFree };
    const found = validateProfileEdit(user, edit);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const response = await api.edit(profileEditPayload(user, edit));
    setBusy(false);
    if (response.error || !response.data) {
      const fields = firstErrors(response.error?.errors ?? {});
      if (fields['current_password']) setServerAsked(true);
      setErrors(fields);
      focusFirstInvalid(form);
      notify({ type: 'error', text: response.error?.message ?? 'Unknown error', time: 5000 });
      return;
    }
    const saved = response.data;
    const sent = newlyPending(saved, changed);
    // The fields show the account as it is now; a new contact waits in its panel.
    setValues(profileValues(saved));
    setCurrentPassword('');
    const sentTo = sent.map((kind) => contactText(kind, (kind === 'email' ? saved.pending_email : saved.pending_phone) ?? ''));
    notify({
      type: 'success',
      text: sent.length > 0 ? ACCOUNT_TEXT.codeSentTo(sentTo.join(' и ')) : ACCOUNT_TEXT.saved,
      time: 5000,
    });
    onSaved(saved, sent);
  }

  const field = (
    key: Exclude<keyof ProfileValues, 'phone'>,
    label: string,
    extra: { type?: string; autoComplete?: string; optional?: boolean } = {},
  ) => (
    <Field label={label} name={key} value={values[key]} error={errors[key]} onChange={(event) => set(key, event.target.value)} {...extra} />
  );

  return (
    <form
      className={`${panelClass()} ${formStyles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className={panelTitleClass}>
        Личные данные
      </h2>
      <div className={styles.grid2}>
        {field('last_name', 'Фамилия', { autoComplete: 'family-name' })}
        {field('first_name', 'Имя', { autoComplete: 'given-name' })}
      </div>
      {field('second_name', 'Отчество', { autoComplete: 'additional-name', optional: true })}
      <div className={styles.grid2}>
        {field('email', 'Электронная почта', { type: 'email', autoComplete: 'email' })}
        <PhoneField
          label="Телефон"
          name="phone"
          optional
          value={values.phone}
          error={errors['phone']}
          onChange={(value) => set('phone', value)}
        />
      </div>
      {newContact && (
        <p className={styles.muted}>Новая почта или номер заработают после того, как вы введете код, который мы на них отправим.</p>
      )}
      {askPassword && (
        <Field
          label={ACCOUNT_TEXT.currentPassword}
          type="password"
          name="current_password"
          autoComplete="current-password"
          required
          hint={ACCOUNT_TEXT.currentPasswordHint}
          value={currentPassword}
          error={errors['current_password']}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors((current) => ({ ...current, current_password: undefined }));
          }}
        />
      )}
      {contactChanges && contactsFree && user.change_contacts_until && (
        <p className={styles.note}>{ACCOUNT_TEXT.contactsFree(clockTime(user.change_contacts_until))}</p>
      )}
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          Сохранить
        </SubmitButton>
      </div>
    </form>
  );
}
