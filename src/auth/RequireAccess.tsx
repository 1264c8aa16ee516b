import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, type RouteAccess } from './access';
import { useAuth } from './AuthProvider';

/**
 * Route guard: a valid session and a role the route admits, otherwise /login (spec section 6).
 * Each visit refreshes the session timestamp (spec section 4).
 */
export function RequireAccess({ route, children }: { route: RouteAccess; children: ReactNode }) {
  const { state, visitProtectedRoute } = useAuth();
  const location = useLocation();
  const signedIn = state.status === 'signedIn';

  useEffect(() => {
    if (signedIn) visitProtectedRoute();
  }, [signedIn, location.pathname, visitProtectedRoute]);

  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  if (!canOpen(route, state.user.role)) return <Navigate to="/login" replace state={{ forbidden: location.pathname }} />;
  return <>{children}</>;
}
