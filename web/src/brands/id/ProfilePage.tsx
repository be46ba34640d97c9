import { AccountLayout } from '../../features/account/AccountLayout';
import { Avatar } from '../../features/account/Avatar';
import { formatPhone } from '../../features/auth/phoneMask';
import { useSession } from '../../features/session/useSession';
import { hasStaffRole, isVerified } from '../../features/session/types';
import { AppLink } from '../../routes/AppLink';
import { Badge } from '../../shared/ui/Badge';
import { buttonClass } from '../../shared/ui/button';
import { Panel } from '../../shared/ui/Panel';
import styles from '../../features/account/Account.module.css';

/** /_id: the profile overview. */
export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  const fullName = [user.last_name, user.first_name, user.second_name].filter(Boolean).join(' ');
  const verified = isVerified(user);
  return (
    <AccountLayout title="Личный кабинет">
      <Panel label="Профиль">
        <div className={styles.profileHead}>
          <Avatar user={user} />
          <div>
            <p className={styles.name}>{fullName}</p>
            <Badge tone={verified ? 'success' : 'warning'}>{verified ? 'Контакты подтверждены' : 'Контакты не подтверждены'}</Badge>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>Электронная почта</dt>
          <dd>{user.email}</dd>
          <dt>Телефон</dt>
          <dd>{user.phone ? formatPhone(user.phone) : <span className={styles.muted}>не указан</span>}</dd>
        </dl>
        {!verified && <p className={styles.muted}>Контакты подтверждаются, когда вы входите по коду из письма или СМС.</p>}
      </Panel>
      <div className={styles.links}>
        <AppLink to="id-orders" className={buttonClass('secondary', 'small')}>
          Мои заказы
        </AppLink>
        <AppLink to="id-settings" className={buttonClass('secondary', 'small')}>
          Настройки профиля
        </AppLink>
        {hasStaffRole(user) && (
          <AppLink to="admin" className={buttonClass('secondary', 'small')}>
            Администрирование
          </AppLink>
        )}
      </div>
    </AccountLayout>
  );
}
