import { createContext, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { layoutReducer, parseLayoutSettings, type LayoutAction, type LayoutSettings } from './layoutSettings';

const STORAGE_KEY = 'layoutSettings';

const LayoutContext = createContext<{ layout: LayoutSettings; dispatch: Dispatch<LayoutAction> } | null>(null);

export function LayoutProvider({ children }: { children: ReactNode }) {
  const [layout, dispatch] = useReducer(layoutReducer, null, () => parseLayoutSettings(localStorage.getItem(STORAGE_KEY)));

  useEffect(() => {
    const { showRightSidebar: _panel, sidebarOpen: _open, ...kept } = layout;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  }, [layout]);

  const value = useMemo(() => ({ layout, dispatch }), [layout]);
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout() {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout must be used inside LayoutProvider');
  return value;
}
