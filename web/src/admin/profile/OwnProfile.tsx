import { useEffect, useState } from 'react';
import { email, Form, Loading, maxLength, required, SaveButton, TextInput, Title, useNotify } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountApi } from '../../features/account/api';
import { roleName } from '../../features/session/roles';
import { session } from '../../features/session/session';
import type { User } from '../../features/session/types';

const NAME = [required('Обязательное поле для заполнения'), maxLength(100, 'Не должно превышать 100 символов')];

function text(values: Record<string, unknown>, key: string): string | null {
  const value = values[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** users/profile: the staff member's own profile (GET /api/auth/me, PUT /api/user/edit). */
export function OwnProfile() {
  const [user, setUser] = useState<User | null>(null);
  const notify = useNotify();

  useEffect(() => {
    void session.load(true).then(setUser);
  }, []);

  if (!user) return <Loading />;

  async function save(values: Record<string, unknown>) {
    const response = await accountApi.edit({
      first_name: text(values, 'first_name') ?? '',
      last_name: text(values, 'last_name') ?? '',
      second_name: text(values, 'second_name'),
      email: text(values, 'email') ?? '',
      phone: text(values, 'phone'),
    });
    if (response.error || !response.data) {
      const fields = Object.entries(response.error?.errors ?? {})
        .map(([, messages]) => messages[0])
        .filter(Boolean);
      notify([response.error?.message, ...fields].filter(Boolean).join(' '), { type: 'error' });
      return;
    }
    notify('Изменения сохранены', { type: 'success' });
    setUser(await session.reload());
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Мой профиль" />
      <CardContent>
        <Stack sx={{ gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1">
            {[user.last_name, user.first_name, user.second_name].filter(Boolean).join(' ')}
          </Typography>
          <Typography color="text.secondary">Роли: {user.roles.map((r) => roleName(r.code)).join(', ') || '—'}</Typography>
        </Stack>
        <Form record={user} onSubmit={(values: Record<string, unknown>) => void save(values)}>
          <Stack sx={{ maxWidth: 480 }}>
            <TextInput source="last_name" label="Фамилия" validate={NAME} />
            <TextInput source="first_name" label="Имя" validate={NAME} />
            <TextInput source="second_name" label="Отчество" />
            <TextInput
              source="email"
              label="Электронная почта"
              validate={[required('Обязательное поле для заполнения'), email('Должен содержать действительный адрес электронной почты')]}
            />
            <TextInput source="phone" label="Телефон" helperText="+7 и 10 цифр" />
            <SaveButton label="Сохранить" />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
