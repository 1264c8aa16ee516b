import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { landingPath } from '../../../auth/access';
import { useAuth } from '../../../auth/AuthProvider';
import { PageSpinner } from '../../../layout/PageSpinner';

/**
 * Signs out on opening and goes to /login (the sign-out reloads the page there, docs/offline.md).
 * Someone who chooses to stay (changes on this device not yet sent) goes back to their landing page.
 */
export function LogoutPage() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const role = state.status === 'signedIn' ? state.user.role : null;
  useEffect(() => {
    if (!role) return;
    void signOut().then((left) => {
      if (!left) void navigate(landingPath(role) ?? '/', { replace: true });
    });
  }, [role, signOut, navigate]);
  return state.status === 'signedOut' ? <Navigate to="/login" replace /> : <PageSpinner />;
}

export default LogoutPage;
