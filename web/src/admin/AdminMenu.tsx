import { Menu } from 'react-admin';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PlaceIcon from '@mui/icons-material/Place';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import PaletteIcon from '@mui/icons-material/Palette';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import GroupsIcon from '@mui/icons-material/Groups';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactElement } from 'react';
import { adminMenu } from './access';
import { useAdminAccess } from './AccessContext';
import { catalogMenu } from './catalog/sections';

const ICONS: Record<string, ReactElement> = {
  users: <PeopleIcon />,
  roles: <BadgeIcon />,
  'users/profile': <AccountCircleIcon />,
  events: <EventIcon />,
  'event-programs': <ScheduleIcon />,
  projects: <AutoAwesomeIcon />,
  places: <PlaceIcon />,
  cities: <LocationCityIcon />,
  regions: <MapIcon />,
  'creative-types': <PaletteIcon />,
  'age-categories': <ChildCareIcon />,
  tags: <LocalOfferIcon />,
  'execution-formats': <GroupsIcon />,
};

/**
 * The menu shows only the built sections of the user's roles (GET /api/admin/access): the
 * accounts' sections, then the catalogue's (handbooks under their section's name), own profile last.
 */
export function AdminMenu() {
  const access = useAdminAccess();
  const accounts = adminMenu(access.sections);
  const catalogue = catalogMenu(access.sections);
  const item = ({ key, to, label }: { key: string; to: string; label: string }) => <Menu.Item key={key} to={to} primaryText={label} leftIcon={ICONS[key]} />;
  let group: string | undefined;
  return (
    <Menu>
      {accounts.filter((entry) => entry.section !== 'users/profile').map((entry) => item({ key: entry.section, to: entry.to, label: entry.label }))}
      {catalogue.flatMap((entry) => {
        const heading = entry.group && entry.group !== group ? [<ListSubheader key={`group-${entry.group}`} sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>{entry.group}</ListSubheader>] : [];
        group = entry.group;
        return [...heading, item({ key: entry.resource, to: `/${entry.resource}`, label: entry.label })];
      })}
      {accounts.filter((entry) => entry.section === 'users/profile').map((entry) => item({ key: entry.section, to: entry.to, label: entry.label }))}
    </Menu>
  );
}
