import { Link } from 'react-router';
import { Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ListSubheader from '@mui/material/ListSubheader';
import { adminMenuLines } from './menu';
import { useAdminAccess } from './AccessContext';
import { roleName } from '../features/session/roles';

/** The admin home: the user's roles and every section they open (the same lines as the menu). */
export function Dashboard() {
  const access = useAdminAccess();
  const lines = adminMenuLines(access.sections, access.roles);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Администрирование" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Администрирование
        </Typography>
        <Typography color="text.secondary">Ваши роли: {access.roles.map(roleName).join(', ') || '—'}</Typography>
        <List aria-label="Разделы">
          {lines.map((line) =>
            line.kind === 'heading' ? (
              <ListSubheader key={`heading-${line.label}`} sx={{ bgcolor: 'transparent' }}>
                {line.label}
              </ListSubheader>
            ) : (
              <ListItemButton key={line.key} component={Link} to={line.to}>
                <ListItemText primary={line.label} />
              </ListItemButton>
            ),
          )}
        </List>
      </CardContent>
    </Card>
  );
}
