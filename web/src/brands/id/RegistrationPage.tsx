import { RegistrationForm } from '../../features/auth/RegistrationForm';
import { useAfterLogin, useBackParam } from '../../features/auth/useAuthActions';
import { AuthCard } from './AuthCard';

/** /_id/registration: on success the new user is signed in and goes back or to the account. */
export default function RegistrationPage() {
  const back = useBackParam();
  const afterRegister = useAfterLogin('id');
  return (
    <AuthCard title="Регистрация" lead="Создайте аккаунт, чтобы подавать заявки и следить за заказами.">
      <RegistrationForm onSuccess={afterRegister} loginQuery={{ back }} />
    </AuthCard>
  );
}
