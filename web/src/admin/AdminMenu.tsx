import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import SearchIcon from '@mui/icons-material/Search';
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
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import StarIcon from '@mui/icons-material/Star';
import CategoryIcon from '@mui/icons-material/Category';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ArticleIcon from '@mui/icons-material/Article';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import TopicIcon from '@mui/icons-material/Topic';
import WidgetsIcon from '@mui/icons-material/Widgets';
import WebIcon from '@mui/icons-material/Web';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SchoolIcon from '@mui/icons-material/School';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import DoorFrontIcon from '@mui/icons-material/DoorFront';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import GavelIcon from '@mui/icons-material/Gavel';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import RateReviewIcon from '@mui/icons-material/RateReview';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import InsightsIcon from '@mui/icons-material/Insights';
import TheatersIcon from '@mui/icons-material/Theaters';
import ViewListIcon from '@mui/icons-material/ViewList';
import DiscountIcon from '@mui/icons-material/Discount';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactElement } from 'react';
import { useAdminAccess } from './AccessContext';
import { adminMenuLines } from './menu';

const ICONS: Record<string, ReactElement> = {
  search: <SearchIcon />,
  seo: <TravelExploreIcon />,
  users: <PeopleIcon />,
  roles: <BadgeIcon />,
  'users/profile': <AccountCircleIcon />,
  events: <EventIcon />,
  'event-programs': <ScheduleIcon />,
  projects: <AutoAwesomeIcon />,
  places: <PlaceIcon />,
  halls: <MeetingRoomIcon />,
  cities: <LocationCityIcon />,
  regions: <MapIcon />,
  'creative-types': <PaletteIcon />,
  'age-categories': <ChildCareIcon />,
  tags: <LocalOfferIcon />,
  'execution-formats': <GroupsIcon />,
  orders: <ReceiptLongIcon />,
  requests: <MoveToInboxIcon />,
  rentals: <EventAvailableIcon />,
  'rentals-calendar': <CalendarMonthIcon />,
  shows: <TheatersIcon />,
  'ticket-tiers': <ViewListIcon />,
  'promo-codes': <DiscountIcon />,
  'ticket-orders': <ConfirmationNumberIcon />,
  'ticket-shows': <InsightsIcon />,
  'tickets-check-in': <QrCodeScannerIcon />,
  'bravo-bookings': <HowToRegIcon />,
  'event-assignments': <GavelIcon />,
  'event-results': <EmojiEventsIcon />,
  reviews: <RateReviewIcon />,
  'bravo-slots': <ViewWeekIcon />,
  'bravo-classes': <TheaterComedyIcon />,
  'bravo-schools': <SchoolIcon />,
  'bravo-courses': <MenuBookIcon />,
  'bravo-teachers': <CoPresentIcon />,
  'bravo-rooms': <DoorFrontIcon />,
  services: <DesignServicesIcon />,
  'special-services': <StarIcon />,
  'service-categories': <CategoryIcon />,
  pages: <ArticleIcon />,
  layouts: <WebIcon />,
  'widget-hosts': <PhoneCallbackIcon />,
  outbox: <MarkEmailReadIcon />,
  articles: <NewspaperIcon />,
  'article-types': <TopicIcon />,
  recommendations: <ThumbUpAltIcon />,
  'ui-kit': <WidgetsIcon />,
  portfolios: <AssignmentIndIcon />,
  mentors: <SchoolOutlinedIcon />,
  participants: <RecordVoiceOverIcon />,
  structures: <AccountTreeIcon />,
};

/** The menu shows only the built sections of the user's roles (GET /api/admin/access). */
export function AdminMenu() {
  const access = useAdminAccess();
  return (
    <Menu>
      {adminMenuLines(access.sections, access.roles).map((line) =>
        line.kind === 'heading' ? (
          <ListSubheader key={`heading-${line.label}`} sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
            {line.label}
          </ListSubheader>
        ) : (
          <Menu.Item key={line.key} to={line.to} primaryText={line.label} leftIcon={ICONS[line.key]} />
        ),
      )}
    </Menu>
  );
}
