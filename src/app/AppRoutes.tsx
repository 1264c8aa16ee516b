import { Navigate, Route, Routes } from 'react-router-dom';
import { ACCESS_TABLE, landingPath, routePaths } from '../auth/access';
import { preloadProfileApi, useAuth } from '../auth/AuthProvider';
import { isSessionFresh, readSessionRecord } from '../auth/session';
import { RequireAccess, useProtectedRouteVisits } from '../auth/RequireAccess';
import { retryableLazy } from '../components/lazyRetry';
import { LoadingScreen } from '../layout/LoadingScreen';
import LoginPage from '../features/auth/pages/LoginPage';
import { SCREENS, preloadScreen } from './screens';

// The shell (menus, reactstrap) loads after sign-in; the sign-in page ships without it.
const loadShell = () => import('../layout/Shell');
const Shell = retryableLazy(loadShell);

/**
 * On a device whose session is still fresh, fetches what the first screen needs (the Firestore SDK
 * with the profile reader, the shell, the screen's page) while Firebase restores the session,
 * instead of one after the other once it has. A signed-out visitor loads none of it.
 */
export function preloadSignedInScreen(pathname: string): void {
  const record = readSessionRecord();
  if (!record || !isSessionFresh(record, Date.now())) return;
  // One task each: every preload appends a <link rel="modulepreload"> per chunk it needs, and the
  // three together made start() a 30-40 ms task here, ~120 ms on Lighthouse's slow phone (its
  // blocking time; docs/performance.md).
  const preloads = [preloadProfileApi, () => void loadShell().catch(() => undefined), () => preloadScreen(pathname)];
  for (const preload of preloads) setTimeout(preload, 0);
}
// The top bar's bell: its own chunk, loaded with the shell (docs/notifications.md).
const NotificationBell = retryableLazy(() => import('../features/notifications/components/NotificationBell'));
const LogoutPage = retryableLazy(() => import('../features/auth/pages/LogoutPage'));
const ForgotPasswordPage = retryableLazy(() => import('../features/auth/pages/ForgotPasswordPage'));

function RootRedirect() {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  return <Navigate to={landingPath(state.user.role) ?? '/login'} replace />;
}

function SignedInShell() {
  const { state } = useAuth();
  useProtectedRouteVisits();
  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  return <Shell user={state.user} notifications={<NotificationBell user={state.user} />} />;
}

export function AppRoutes() {
  const { state } = useAuth();
  // Until Firebase has told us who is signed in, nothing is decided (no flash of the login page) for
  // someone whose session record is kept. Without one nobody can be signed in (the record is what
  // restores a session), so the routes render at once: /login does not wait for Firebase, and
  // replaces index.html's static copy of its frame without a loading screen in between.
  if (state.status === 'loading' && readSessionRecord() !== null) return <LoadingScreen ready={false} />;
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/" element={<RootRedirect />} />
      <Route element={<SignedInShell />}>
        {ACCESS_TABLE.flatMap((route) => {
          return routePaths(route).map((path) => (
            <Route
              key={path}
              path={path}
              element={
                // Keyed by screen: moving between two routes of one page (/store, /warehouse) starts it afresh.
                <RequireAccess key={route.screen} route={route}>
                  {SCREENS[route.screen]}
                </RequireAccess>
              }
            />
          ));
        })}
      </Route>
      <Route path="*" element={<RootRedirect />} />
    </Routes>
  );
}
