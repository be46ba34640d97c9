import { useEffect, useMemo, useState } from 'react';
import { Admin, CustomRoutes, defaultTheme, Layout, Resource, type LayoutProps, type RaThemeOptions } from 'react-admin';
import { Navigate, Route, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { areaFromQuery, isLocalHost } from '../app/areaResolution';
import { useHostContext } from '../app/AreaContext';
import { buildHref } from '../routes/href';
import { api } from '../shared/api';
import { fetchAccess, type AccessResult } from './access';
import { AccessContext } from './AccessContext';
import { AdminMenu } from './AdminMenu';
import { Dashboard } from './Dashboard';
import { createAdminHistory } from './adminHistory';
import { createAuthProvider } from './authProvider';
import { blogResources } from './blog/resources';
import { createCatalogCalls } from './catalog/calls';
import { contentResources } from './content/resources';
import { withCatalogMessages } from './catalog/i18n';
import { catalogResources } from './catalog/resources';
import { createDataProvider } from './dataProvider';
import { Forbidden } from './Forbidden';
import { i18nProvider } from './i18n';
import { sectionRedirects } from './menu';
import { createOrderCalls } from './orders/calls';
import { OrderList, orderRepresentation } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { OUTBOX_TITLE, OutboxList } from './outbox/OutboxList';
import { withPortfolioQueue } from './people/calls';
import { canModerate, PORTFOLIOS_RESOURCE, PORTFOLIOS_TITLE } from './people/labels';
import { PortfolioList } from './people/PortfolioList';
import { PortfolioShow } from './people/PortfolioShow';
import { OwnProfile } from './profile/OwnProfile';
import { withRequestCalls } from './requests/calls';
import { REQUESTS_TITLE } from './requests/labels';
import { RequestEdit } from './requests/RequestEdit';
import { RequestList } from './requests/RequestList';
import { withRentalCalls } from './rentals/calls';
import { RENTAL_CALENDAR_PATH, RENTAL_LIST_TITLE } from './rentals/labels';
import { RentalCalendar } from './rentals/RentalCalendar';
import { RentalEdit } from './rentals/RentalEdit';
import { RentalList } from './rentals/RentalList';
import { resultsResources, resultsRoutes } from './results/resources';
import { AdminSearch } from './search/AdminSearch';
import { withSchoolBookingCalls } from './school-bookings/calls';
import { SCHOOL_BOOKINGS_TITLE } from './school-bookings/labels';
import { BookingEdit } from './school-bookings/BookingEdit';
import { BookingList, bookingRepresentation } from './school-bookings/BookingList';
import { recommendResources } from './recommend/resources';
import { seoResources } from './seo/resources';
import { CheckInPage } from './tickets/CheckInPage';
import { withTicketCalls } from './tickets/calls';
import { CHECK_IN_PATH, TICKET_ORDERS_RESOURCE, TICKET_ORDERS_TITLE, TICKET_SHOWS_RESOURCE, TICKET_SHOWS_TITLE } from './tickets/labels';
import { TicketOrderList } from './tickets/TicketOrderList';
import { TicketOrderShow } from './tickets/TicketOrderShow';
import { TicketShowList } from './tickets/TicketShowList';
import { TicketShowShow } from './tickets/TicketShowShow';
import { UiKitRoute } from './uiKit/UiKitRoute';
import { serviceResources } from './services/resources';
import { RoleList } from './roles/RoleList';
import { UserEdit } from './users/UserEdit';
import { UserList } from './users/UserList';
import { UserShow } from './users/UserShow';

const catalogI18n = withCatalogMessages(i18nProvider);

/** BRANDS.md: the admin is neutral and grey with main's accent. */
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#5b3fd6' }, secondary: { main: '#3b3750' } },
  // Wide enough for the longest menu entry («Возрастные категории») without cutting it.
  sidebar: { width: 272, closedWidth: 50 },
};

function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={AdminMenu} />;
}

/**
 * The admin area (its own lazily loaded chunk): a guest goes to the account area's login and
 * back; a user without a staff role sees 'Доступ запрещен'; staff get react-admin with the
 * sections of their roles, at real addresses (`/orders/12/show`, browser history, decision 0032).
 */
export default function AdminApp() {
  const host = useHostContext();
  const [result, setResult] = useState<AccessResult | null>(null);
  const [history] = useState(() =>
    createAdminHistory(isLocalHost(host.hostname) && areaFromQuery(window.location.search) !== null ? host.area : null),
  );
  const loginUrl = useMemo(() => () => buildHref({ name: 'id-login', query: { back: window.location.href } }, host).href, [host]);
  const authProvider = useMemo(() => createAuthProvider(loginUrl), [loginUrl]);
  const dataProvider = useMemo(
    () =>
      withTicketCalls(
        withPortfolioQueue(
          withSchoolBookingCalls(
            withRentalCalls(withRequestCalls({ ...createDataProvider(), ...createCatalogCalls(), ...createOrderCalls() })),
          ),
        ),
      ),
    [],
  );

  useEffect(() => {
    document.title = 'Администрирование — Территория творчества';
    void fetchAccess().then((answer) => {
      if (answer.kind === 'guest') window.location.replace(loginUrl());
      else setResult(answer);
    });
  }, [loginUrl]);

  if (result === null || result.kind === 'guest') return <p style={{ padding: 24 }}>Загрузка…</p>;
  if (result.kind !== 'ok') {
    return (
      <Forbidden
        message={result.message}
        status={result.kind === 'forbidden' ? 403 : result.status}
        homeHref={buildHref({ name: 'main' }, host).href}
        onLogout={() => void api.post('/api/auth/logout').then(() => window.location.assign(buildHref({ name: 'id-login' }, host).href))}
      />
    );
  }

  const granted = new Set(result.access.sections);
  return (
    <AccessContext.Provider value={result.access}>
      <HistoryRouter history={history}>
        <Admin
          title="Администрирование"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={catalogI18n}
          layout={AdminLayout}
          dashboard={Dashboard}
          theme={theme}
          requireAuth
          disableTelemetry
        >
          {granted.has('users') && (
            <Resource
              name="users"
              list={UserList}
              show={UserShow}
              edit={UserEdit}
              recordRepresentation={(r) => `${r.last_name} ${r.first_name}`}
            />
          )}
          {granted.has('roles') && <Resource name="roles" list={RoleList} />}
          {canModerate(result.access) && (
            <Resource
              name={PORTFOLIOS_RESOURCE}
              list={PortfolioList}
              show={PortfolioShow}
              options={{ label: PORTFOLIOS_TITLE }}
              recordRepresentation={(r) => `Анкета № ${String(r.id)}`}
            />
          )}
          {catalogResources(result.access.sections)}
          {granted.has('orders') && (
            <Resource
              name="orders"
              list={OrderList}
              show={OrderShow}
              options={{ label: 'Заказы' }}
              recordRepresentation={orderRepresentation}
            />
          )}
          {granted.has('requests') && (
            <Resource
              name="requests"
              list={RequestList}
              edit={RequestEdit}
              options={{ label: REQUESTS_TITLE }}
              recordRepresentation={(r) => `Заявка № ${String(r.id)}`}
            />
          )}
          {granted.has('rentals') && (
            <Resource
              name="rentals"
              list={RentalList}
              edit={RentalEdit}
              options={{ label: RENTAL_LIST_TITLE }}
              recordRepresentation={(r) => `Аренда № ${String(r.id)}`}
            />
          )}
          {granted.has('school/bookings') && (
            <Resource
              name="bravo-bookings"
              list={BookingList}
              edit={BookingEdit}
              options={{ label: SCHOOL_BOOKINGS_TITLE }}
              recordRepresentation={bookingRepresentation}
            />
          )}
          {granted.has('tickets') && (
            <Resource
              name={TICKET_ORDERS_RESOURCE}
              list={TicketOrderList}
              show={TicketOrderShow}
              options={{ label: TICKET_ORDERS_TITLE }}
              recordRepresentation={(r) => `Заказ ${String(r['number'])}`}
            />
          )}
          {granted.has('tickets') && (
            <Resource
              name={TICKET_SHOWS_RESOURCE}
              list={TicketShowList}
              show={TicketShowShow}
              options={{ label: TICKET_SHOWS_TITLE }}
              recordRepresentation={(r) => String(r['title'])}
            />
          )}
          {serviceResources(result.access.sections)}
          {contentResources(result.access.sections)}
          {seoResources(result.access.sections)}
          {blogResources(result.access.sections)}
          {recommendResources(result.access.sections)}
          {resultsResources(result.access.sections)}
          {granted.has('outbox') && <Resource name="outbox" list={OutboxList} options={{ label: OUTBOX_TITLE }} />}
          <CustomRoutes>
            {granted.has('users/profile') && <Route path="/users/profile" element={<OwnProfile />} />}
            {granted.has('ui-kit') && <Route path="/ui-kit" element={<UiKitRoute />} />}
            {granted.has('search') && <Route path="/search" element={<AdminSearch />} />}
            {granted.has('rentals') && <Route path={RENTAL_CALENDAR_PATH} element={<RentalCalendar />} />}
            {granted.has('tickets') && <Route path={CHECK_IN_PATH} element={<CheckInPage />} />}
            {resultsRoutes(result.access.sections)}
            {sectionRedirects(result.access.sections).map(({ from, to }) => (
              <Route key={from} path={from} element={<Navigate to={to} replace />} />
            ))}
          </CustomRoutes>
        </Admin>
      </HistoryRouter>
    </AccessContext.Provider>
  );
}
