import { useEffect } from 'react';
import { LoginForm } from '../../features/auth/LoginForm';
import { AUTH_TEXT } from '../../features/auth/messages';
import { useAfterLogin, useBackParam } from '../../features/auth/useAuthActions';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { session } from '../../features/session/session';
import { AuthCard } from './AuthCard';

/**
 * /_id/login. The page skips the session check (spec section 2): it renders at once for guests.
 * In the background it asks whether the visitor is signed in already (the header's
 * 'Личный кабинет' links here) and then sends them on to `back` or the account.
 */
export default function LoginPage() {
  const back = useBackParam();
  const afterLogin = useAfterLogin('main');
  const { toRoute, toUrl } = usePlatformNavigate();

  useEffect(() => {
    let active = true;
    void session.load().then((user) => {
      if (!active || !user) return;
      if (!(back && toUrl(back))) toRoute({ name: 'id' });
    });
    return () => {
      active = false;
    };
    // Once on open: later logins navigate through afterLogin.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on open only, by design
  }, []);

  return (
    <AuthCard title={AUTH_TEXT.loginTitle} lead="Войдите по почте или телефону: паролем или кодом из сообщения.">
      <LoginForm onSuccess={afterLogin} registrationQuery={{ back }} />
    </AuthCard>
  );
}
