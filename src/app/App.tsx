import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { LayoutProvider } from '../layout/LayoutProvider';
import { PageSpinner } from '../layout/PageSpinner';
import { SaleWizardsContext } from '../entities/product/saleWizards';
import { AppRoutes } from './AppRoutes';
import { SALE_WIZARDS } from './saleWizards';
import { UpdatePrompt } from './UpdatePrompt';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <LayoutProvider>
          <SaleWizardsContext.Provider value={SALE_WIZARDS}>
            <Suspense fallback={<PageSpinner />}>
              <AppRoutes />
            </Suspense>
            <UpdatePrompt />
          </SaleWizardsContext.Provider>
        </LayoutProvider>
      </AuthProvider>
    </BrowserRouter>
  );
}
