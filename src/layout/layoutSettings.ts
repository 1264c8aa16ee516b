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
/**
 * Screens at least this wide show the full sidebar (icons and words) until the user chooses
 * otherwise; between DESKTOP_MIN_WIDTH and this (a store tablet in landscape, 1024 px) it starts
 * as icons only, leaving the page the width for its product grid.
 */
export const SIDEBAR_FULL_MIN_WIDTH = 1200;

/** The user's own sidebar choice (menu toggle, sidebar type, boxed width); null: follow the screen width. */
export type SidebarChoice = 'expanded' | 'collapsed' | null;

export interface LayoutSettings {
  layoutType: LayoutType;
  layoutWidth: LayoutWidth;
  topbarTheme: Theme;
  sidebarTheme: Theme;
  sidebarType: SidebarType;
  showRightSidebar: boolean;
  /** The sidebar is narrowed to icons (wide screens): the user's choice, else the screen width's default. */
  sidebarCollapsed: boolean;
  /** What the user chose (remembered on the device); null until the user toggles the sidebar. */
  sidebarChoice: SidebarChoice;
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
  sidebarChoice: null,
  sidebarOpen: false,
};

/** Icons only by default on screens that show the sidebar beside the page but are narrower than SIDEBAR_FULL_MIN_WIDTH. */
export function defaultSidebarCollapsed(screenWidth: number): boolean {
  return screenWidth >= DESKTOP_MIN_WIDTH && screenWidth < SIDEBAR_FULL_MIN_WIDTH;
}

/** Whether the sidebar shows icons only: the user's choice when there is one, else the width's default. */
export function sidebarCollapsedFor(choice: SidebarChoice, screenWidth: number): boolean {
  return choice === null ? defaultSidebarCollapsed(screenWidth) : choice === 'collapsed';
}

/** The layout with the user's sidebar choice recorded. */
function chosen(state: LayoutSettings, collapsed: boolean): LayoutSettings {
  return { ...state, sidebarCollapsed: collapsed, sidebarChoice: collapsed ? 'collapsed' : 'expanded' };
}

export type LayoutAction =
  | { type: 'layoutType'; value: LayoutType }
  | { type: 'layoutWidth'; value: LayoutWidth }
  | { type: 'topbarTheme'; value: Theme }
  | { type: 'sidebarTheme'; value: Theme }
  | { type: 'sidebarType'; value: SidebarType; screenWidth: number }
  | { type: 'toggleMenu'; screenWidth: number }
  | { type: 'closeMenu' }
  | { type: 'rightSidebar'; value: boolean }
  /** The window was resized or turned: a sidebar the user has not chosen follows the width's default. */
  | { type: 'screenWidth'; value: number };

/** Applies the sidebar type rule: condensed collapses on wide screens; narrower, it is enabled and collapsed. */
function withSidebarType(state: LayoutSettings, sidebarType: SidebarType, screenWidth: number): LayoutSettings {
  if (sidebarType === 'condensed') {
    return screenWidth >= DESKTOP_MIN_WIDTH
      ? { ...chosen(state, true), sidebarType }
      : { ...chosen(state, true), sidebarType, sidebarOpen: true };
  }
  return { ...chosen(state, sidebarType === 'icon'), sidebarType };
}

export function layoutReducer(state: LayoutSettings, action: LayoutAction): LayoutSettings {
  switch (action.type) {
    case 'layoutType':
      // Choosing horizontal sets the sidebar theme to dark; any other layout sets light.
      return { ...state, layoutType: action.value, sidebarTheme: action.value === 'horizontal' ? 'dark' : 'light', sidebarOpen: false };
    case 'layoutWidth':
      // Boxed width makes the sidebar type icon; scrollable width makes it default.
      if (action.value === 'boxed') return { ...chosen(state, true), layoutWidth: 'boxed', sidebarType: 'icon' };
      if (action.value === 'scrollable') return { ...chosen(state, false), layoutWidth: 'scrollable', sidebarType: 'default' };
      return { ...state, layoutWidth: action.value };
    case 'topbarTheme':
      return { ...state, topbarTheme: action.value };
    case 'sidebarTheme':
      return { ...state, sidebarTheme: action.value };
    case 'sidebarType':
      return withSidebarType(state, action.value, action.screenWidth);
    case 'toggleMenu':
      return action.screenWidth >= DESKTOP_MIN_WIDTH ? chosen(state, !state.sidebarCollapsed) : { ...state, sidebarOpen: !state.sidebarOpen };
    case 'closeMenu':
      return state.sidebarOpen ? { ...state, sidebarOpen: false } : state;
    case 'rightSidebar':
      return { ...state, showRightSidebar: action.value };
    case 'screenWidth': {
      const collapsed = sidebarCollapsedFor(state.sidebarChoice, action.value);
      return collapsed === state.sidebarCollapsed ? state : { ...state, sidebarCollapsed: collapsed };
    }
  }
}

function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The settings a device starts with when nothing was saved: the sidebar as the screen width suggests. */
export function initialLayout(screenWidth: number): LayoutSettings {
  return { ...DEFAULT_LAYOUT, sidebarCollapsed: defaultSidebarCollapsed(screenWidth) };
}

/** The user's saved sidebar choice. Storage from before the choice was kept has only `sidebarCollapsed`, true only when the user collapsed it. */
function savedChoice(saved: Record<string, unknown>): SidebarChoice {
  if ('sidebarChoice' in saved) return saved.sidebarChoice === 'collapsed' || saved.sidebarChoice === 'expanded' ? saved.sidebarChoice : null;
  return saved.sidebarCollapsed === true ? 'collapsed' : null;
}

/** What is kept on the device: everything but the passing states (open panel, sliding menu) and the derived collapse. */
export function settingsToSave(layout: LayoutSettings): string {
  const { showRightSidebar: _panel, sidebarOpen: _open, sidebarCollapsed: _collapsed, ...kept } = layout;
  return JSON.stringify(kept);
}

/** Restores saved settings, ignoring anything unknown (old or hand-edited storage); the sidebar follows the user's choice or the screen width. */
export function parseLayoutSettings(raw: string | null, screenWidth: number): LayoutSettings {
  if (!raw) return initialLayout(screenWidth);
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    if (typeof saved !== 'object' || saved === null) return initialLayout(screenWidth);
    const sidebarChoice = savedChoice(saved);
    return {
      ...DEFAULT_LAYOUT,
      layoutType: oneOf(saved.layoutType, LAYOUT_TYPES, DEFAULT_LAYOUT.layoutType),
      layoutWidth: oneOf(saved.layoutWidth, LAYOUT_WIDTHS, DEFAULT_LAYOUT.layoutWidth),
      topbarTheme: oneOf(saved.topbarTheme, THEMES, DEFAULT_LAYOUT.topbarTheme),
      sidebarTheme: oneOf(saved.sidebarTheme, THEMES, DEFAULT_LAYOUT.sidebarTheme),
      sidebarType: oneOf(saved.sidebarType, SIDEBAR_TYPES, DEFAULT_LAYOUT.sidebarType),
      sidebarChoice,
      sidebarCollapsed: sidebarCollapsedFor(sidebarChoice, screenWidth),
    };
  } catch {
    return initialLayout(screenWidth);
  }
}
