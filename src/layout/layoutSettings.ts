/** Layout options of the settings panel and their rules. Pure. */

export type LayoutType = 'vertical' | 'horizontal';
export type LayoutWidth = 'fluid' | 'boxed' | 'scrollable';
export type Theme = 'light' | 'dark' | 'colored';
export type SidebarType = 'default' | 'compact' | 'icon' | 'condensed';

export const LAYOUT_TYPES: readonly LayoutType[] = ['vertical', 'horizontal'];
export const LAYOUT_WIDTHS: readonly LayoutWidth[] = ['fluid', 'boxed', 'scrollable'];
export const THEMES: readonly Theme[] = ['light', 'dark', 'colored'];
export const SIDEBAR_TYPES: readonly SidebarType[] = ['default', 'compact', 'icon', 'condensed'];

/** Screens at least this wide show the sidebar beside the page; narrower ones slide it over. */
export const DESKTOP_MIN_WIDTH = 992;

export interface LayoutSettings {
  layoutType: LayoutType;
  layoutWidth: LayoutWidth;
  topbarTheme: Theme;
  sidebarTheme: Theme;
  sidebarType: SidebarType;
  showRightSidebar: boolean;
  /** The sidebar is narrowed to icons (wide screens) or hidden (narrow screens). */
  sidebarCollapsed: boolean;
  /** On narrow screens: the sidebar is open over the page. */
  sidebarOpen: boolean;
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  topbarTheme: 'light',
  sidebarTheme: 'dark',
  sidebarType: 'default',
  showRightSidebar: false,
  sidebarCollapsed: false,
  sidebarOpen: false,
};

export type LayoutAction =
  | { type: 'layoutType'; value: LayoutType }
  | { type: 'layoutWidth'; value: LayoutWidth }
  | { type: 'topbarTheme'; value: Theme }
  | { type: 'sidebarTheme'; value: Theme }
  | { type: 'sidebarType'; value: SidebarType; screenWidth: number }
  | { type: 'toggleMenu'; screenWidth: number }
  | { type: 'closeMenu' }
  | { type: 'rightSidebar'; value: boolean };

/** Applies the sidebar type rule: condensed collapses on wide screens; narrower, it is enabled and collapsed. */
function withSidebarType(state: LayoutSettings, sidebarType: SidebarType, screenWidth: number): LayoutSettings {
  if (sidebarType === 'condensed') {
    return screenWidth >= DESKTOP_MIN_WIDTH
      ? { ...state, sidebarType, sidebarCollapsed: true }
      : { ...state, sidebarType, sidebarCollapsed: true, sidebarOpen: true };
  }
  return { ...state, sidebarType, sidebarCollapsed: sidebarType === 'icon' };
}

export function layoutReducer(state: LayoutSettings, action: LayoutAction): LayoutSettings {
  switch (action.type) {
    case 'layoutType':
      // Choosing horizontal sets the sidebar theme to dark; any other layout sets light.
      return { ...state, layoutType: action.value, sidebarTheme: action.value === 'horizontal' ? 'dark' : 'light', sidebarOpen: false };
    case 'layoutWidth':
      // Boxed width makes the sidebar type icon; scrollable width makes it default.
      if (action.value === 'boxed') return { ...state, layoutWidth: 'boxed', sidebarType: 'icon', sidebarCollapsed: true };
      if (action.value === 'scrollable') return { ...state, layoutWidth: 'scrollable', sidebarType: 'default', sidebarCollapsed: false };
      return { ...state, layoutWidth: action.value };
    case 'topbarTheme':
      return { ...state, topbarTheme: action.value };
    case 'sidebarTheme':
      return { ...state, sidebarTheme: action.value };
    case 'sidebarType':
      return withSidebarType(state, action.value, action.screenWidth);
    case 'toggleMenu':
      return action.screenWidth >= DESKTOP_MIN_WIDTH
        ? { ...state, sidebarCollapsed: !state.sidebarCollapsed }
        : { ...state, sidebarOpen: !state.sidebarOpen };
    case 'closeMenu':
      return state.sidebarOpen ? { ...state, sidebarOpen: false } : state;
    case 'rightSidebar':
      return { ...state, showRightSidebar: action.value };
  }
}

function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Restores saved settings, ignoring anything unknown (old or hand-edited storage). */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  if (!raw) return DEFAULT_LAYOUT;
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    return {
      ...DEFAULT_LAYOUT,
      layoutType: oneOf(saved.layoutType, LAYOUT_TYPES, DEFAULT_LAYOUT.layoutType),
      layoutWidth: oneOf(saved.layoutWidth, LAYOUT_WIDTHS, DEFAULT_LAYOUT.layoutWidth),
      topbarTheme: oneOf(saved.topbarTheme, THEMES, DEFAULT_LAYOUT.topbarTheme),
      sidebarTheme: oneOf(saved.sidebarTheme, THEMES, DEFAULT_LAYOUT.sidebarTheme),
      sidebarType: oneOf(saved.sidebarType, SIDEBAR_TYPES, DEFAULT_LAYOUT.sidebarType),
      sidebarCollapsed: saved.sidebarCollapsed === true,
    };
  } catch {
    return DEFAULT_LAYOUT;
  }
}
