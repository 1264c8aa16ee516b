import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../../auth/AuthProvider';
import { PageSpinner } from '../../../layout/PageSpinner';

/** Signs out on opening and goes to /login. */
export function LogoutPage() {
  const { state, signOut } = useAuth();
  useEffect(() => {
    if (state.status === 'signedIn') void signOut();
  }, [state.status, signOut]);
  return state.status === 'signedOut' ? <Navigate to="/login" replace /> : <PageSpinner />;
}

export default LogoutPage;
