import { createContext, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { layoutReducer, parseLayoutSettings, settingsToSave, type LayoutAction, type LayoutSettings } from './layoutSettings';

const STORAGE_KEY = 'layoutSettings';

const LayoutContext = createContext<{ layout: LayoutSettings; dispatch: Dispatch<LayoutAction> } | null>(null);

export function LayoutProvider({ children }: { children: ReactNode }) {
  const [layout, dispatch] = useReducer(layoutReducer, null, () => parseLayoutSettings(localStorage.getItem(STORAGE_KEY), window.innerWidth));

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, settingsToSave(layout));
  }, [layout]);

  // A tablet turned or a window resized: a sidebar the user has not chosen follows the new width.
  useEffect(() => {
    const onResize = () => dispatch({ type: 'screenWidth', value: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const value = useMemo(() => ({ layout, dispatch }), [layout]);
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout() {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout must be used inside LayoutProvider');
  return value;
}
