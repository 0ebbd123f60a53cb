import { Suspense, lazy } from 'react';
import { Redirect, Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { useMaintenanceStatus } from '@/web/features/maintenance/api/get-maintenance-status';
import { useUser } from '@/web/lib/auth';
import { ConnectionError } from './connection-error';
import { AppShell } from './layouts/app-shell';
import { VisitorHeader } from './layouts/visitor-header';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from './page-loader';
import { BARE_ROUTES, type PageRoute, SIGNED_IN_ROUTES, VISITOR_ROUTES, pages } from './routes';

// Only signed-in users need the navigation (and the drawer's dialog code): keep it out of the visitors' bundle.
const AppHeader = lazy(async () => ({ default: (await import('./layouts/app-header')).AppHeader }));
const HeaderPlaceholder = () => <div className="h-16 border-b" aria-hidden="true" />;

const routeElement = ({ path, page: Page, maintenance }: PageRoute, maintenanceOn: boolean) => (
  <Route key={String(path)} path={path}>
    {maintenance && maintenanceOn ? <pages.waitlist /> : <Page />}
  </Route>
);

const SignedInRoutes = ({ maintenanceOn }: { maintenanceOn: boolean }) => (
  <AppShell
    header={
      <Suspense fallback={<HeaderPlaceholder />}>
        <AppHeader />
      </Suspense>
    }
  >
    <Suspense fallback={<PageLoader />}>
      <Switch>
        {/* keyed: without a key React would reuse the first Redirect, whose effect runs only on mount */}
        <Route key="login-redirect" path="/login">
          <Redirect to="/auth" replace />
        </Route>
        <Route key="auth-redirect" path="/auth">
          <Redirect to="/" replace />
        </Route>
        {SIGNED_IN_ROUTES.map((route) => routeElement(route, maintenanceOn))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  </AppShell>
);

const VisitorRoutes = ({ maintenanceOn }: { maintenanceOn: boolean }) => {
  const router = useRouter();
  const [location] = useLocation();
  // unmatched paths show the landing page, which (like /) draws its own top bar
  const matched = VISITOR_ROUTES.find((route) => matchRoute(router.parser, route.path, location)[0]);
  const ownHeader = !matched || matched.ownHeader === true;

  return (
    <AppShell header={ownHeader ? null : <VisitorHeader />}>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route key="login-redirect" path="/login">
            <Redirect to="/auth" replace />
          </Route>
          {VISITOR_ROUTES.map((route) => routeElement(route, maintenanceOn))}
          <Route>
            <pages.landing />
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
};

/** A page without the app's chrome (BARE_ROUTES), the same for every audience. */
const BareRoute = ({ route }: { route: PageRoute }) => (
  <Suspense fallback={<PageLoader fullScreen />}>
    <Switch>{routeElement(route, false)}</Switch>
  </Suspense>
);

/** Chooses the signed-in or the visitor route table once the session is known (platform §2, §4). */
export const AppRouter = () => {
  const { user, isPending, isError, error, refetch, isFetching } = useUser();
  const { isMaintenanceMode } = useMaintenanceStatus();
  const router = useRouter();
  const [location] = useLocation();
  const bare = BARE_ROUTES.find((route) => matchRoute(router.parser, route.path, location)[0]);

  if (bare) return <BareRoute route={bare} />;
  if (isPending) return <PageLoader fullScreen />;
  if (isError && !user) return <ConnectionError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return user ? (
    <SignedInRoutes maintenanceOn={isMaintenanceMode} />
  ) : (
    <VisitorRoutes maintenanceOn={isMaintenanceMode} />
  );
};
