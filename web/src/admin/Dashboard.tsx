import { Link } from 'react-router';
import { Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { adminMenu } from './access';
import { useAdminAccess } from './AccessContext';
import { roleName } from '../features/session/roles';

/** The admin home: the user's roles and the sections they open. */
export function Dashboard() {
  const access = useAdminAccess();
  const items = adminMenu(access.sections);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Администрирование" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Администрирование
        </Typography>
        <Typography color="text.secondary">Ваши роли: {access.roles.map(roleName).join(', ') || '—'}</Typography>
        <List aria-label="Разделы">
          {items.map((item) => (
            <ListItemButton key={item.section} component={Link} to={item.to}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
