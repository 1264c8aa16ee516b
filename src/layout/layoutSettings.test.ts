import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, layoutReducer, parseLayoutSettings } from './layoutSettings';

describe('layout settings', () => {
  it('starts vertical, fluid, dark sidebar, default type, light topbar, panel hidden', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      layoutType: 'vertical', layoutWidth: 'fluid', sidebarTheme: 'dark', sidebarType: 'default', topbarTheme: 'light', showRightSidebar: false,
    });
  });
  it('horizontal sets a dark sidebar theme, any other layout light', () => {
    expect(layoutReducer(DEFAULT_LAYOUT, { type: 'layoutType', value: 'horizontal' }).sidebarTheme).toBe('dark');
    const light = layoutReducer({ ...DEFAULT_LAYOUT, layoutType: 'horizontal' }, { type: 'layoutType', value: 'vertical' });
    expect(light.sidebarTheme).toBe('light');
  });
  it('boxed width makes the sidebar icon, scrollable makes it default', () => {
    const boxed = layoutReducer(DEFAULT_LAYOUT, { type: 'layoutWidth', value: 'boxed' });
    expect(boxed).toMatchObject({ layoutWidth: 'boxed', sidebarType: 'icon', sidebarCollapsed: true });
    const scrollable = layoutReducer(boxed, { type: 'layoutWidth', value: 'scrollable' });
    expect(scrollable).toMatchObject({ layoutWidth: 'scrollable', sidebarType: 'default', sidebarCollapsed: false });
  });
  it('condensed collapses on wide screens; narrower it is enabled and collapsed', () => {
    expect(layoutReducer(DEFAULT_LAYOUT, { type: 'sidebarType', value: 'condensed', screenWidth: 1280 })).toMatchObject({ sidebarCollapsed: true, sidebarOpen: false });
    expect(layoutReducer(DEFAULT_LAYOUT, { type: 'sidebarType', value: 'condensed', screenWidth: 800 })).toMatchObject({ sidebarCollapsed: true, sidebarOpen: true });
  });
  it('the menu toggle collapses on wide screens and slides over on narrow ones', () => {
    expect(layoutReducer(DEFAULT_LAYOUT, { type: 'toggleMenu', screenWidth: 1280 }).sidebarCollapsed).toBe(true);
    const open = layoutReducer(DEFAULT_LAYOUT, { type: 'toggleMenu', screenWidth: 375 });
    expect(open.sidebarOpen).toBe(true);
    expect(layoutReducer(open, { type: 'closeMenu' }).sidebarOpen).toBe(false);
  });
  it('restores saved settings and ignores unknown values', () => {
    expect(parseLayoutSettings(JSON.stringify({ layoutType: 'horizontal', topbarTheme: 'purple' }))).toMatchObject({ layoutType: 'horizontal', topbarTheme: 'light' });
    expect(parseLayoutSettings('nonsense')).toEqual(DEFAULT_LAYOUT);
  });
});
