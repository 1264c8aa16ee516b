import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { ErrorBoundary, FailureNotice } from '../components/ErrorBoundary';
import { releaseLastView, shownLastViewPath } from '../lib/lastView';
import { LayoutProvider } from '../layout/LayoutProvider';
import { PageSpinner } from '../layout/PageSpinner';
import { SaleWizardsContext } from '../entities/product/saleWizards';
import { AppRoutes } from './AppRoutes';
import { SALE_WIZARDS } from './saleWizards';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * The copy of a screen index.html painted (src/lib/lastView.ts) gives way once the app is somewhere
 * else than that screen: another address, or nobody signed in. The screen itself releases it once it
 * has its data (src/layout/useLastView.ts).
 */
function LastViewRelease() {
  const { pathname, search } = useLocation();
  const { state } = useAuth();
  useEffect(() => {
    const shown = shownLastViewPath();
    if (shown !== null && (shown !== pathname + search || state.status === 'signedOut')) releaseLastView();
  }, [pathname, search, state.status]);
  return null;
}

/**
 * The last line: whatever fails outside a screen (the shell's download, the sign-in pages) shows a
 * message with Try again instead of a blank page. Screens and wizards have boundaries of their own
 * (the shell's, lazyDialog), which keep more of the person's work.
 */
function AppBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(failure) => <FailureNotice {...failure} place="app" />}>
      {children}
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppBoundary>
        <AuthProvider>
          <LastViewRelease />
          <LayoutProvider>
            <SaleWizardsContext.Provider value={SALE_WIZARDS}>
              <Suspense fallback={<PageSpinner />}>
                <AppRoutes />
              </Suspense>
              <UpdatePrompt />
            </SaleWizardsContext.Provider>
          </LayoutProvider>
        </AuthProvider>
      </AppBoundary>
    </BrowserRouter>
  );
}
