import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, type RouteAccess } from './access';
import { useAuth } from './AuthProvider';

/**
 * Each protected-route visit checks the session's age and refreshes its timestamp (docs/roles.md).
 * Used once, above the lazily loaded screens, so the visit counts when the person navigates,
 * not when the screen's code has finished downloading.
 */
export function useProtectedRouteVisits(): void {
  const { state, visitProtectedRoute } = useAuth();
  const location = useLocation();
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (signedIn) visitProtectedRoute();
  }, [signedIn, location.pathname, visitProtectedRoute]);
}

/** Route guard: a valid session and a role the route admits, otherwise /login (docs/roles.md). */
export function RequireAccess({ route, children }: { route: RouteAccess; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();

  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  if (!canOpen(route, state.user.role)) return <Navigate to="/login" replace state={{ forbidden: location.pathname }} />;
  return <>{children}</>;
}
