import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { LayoutProvider } from '../layout/LayoutProvider';
import { PageSpinner } from '../layout/PageSpinner';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <LayoutProvider>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </LayoutProvider>
      </AuthProvider>
    </BrowserRouter>
  );
}
