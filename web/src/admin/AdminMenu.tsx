import { Menu } from 'react-admin';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { ReactElement } from 'react';
import { adminMenu } from './access';
import { useAdminAccess } from './AccessContext';

const ICONS: Record<string, ReactElement> = {
  users: <PeopleIcon />,
  roles: <BadgeIcon />,
  'users/profile': <AccountCircleIcon />,
};

/** The menu shows only the built sections of the user's roles (GET /api/admin/access). */
export function AdminMenu() {
  const access = useAdminAccess();
  return (
    <Menu>
      {adminMenu(access.sections).map((item) => (
        <Menu.Item key={item.section} to={item.to} primaryText={item.label} leftIcon={ICONS[item.section]} />
      ))}
    </Menu>
  );
}
