import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  defaultSidebarCollapsed,
  initialLayout,
  layoutReducer,
  parseLayoutSettings,
  settingsToSave,
  type LayoutSettings,
} from './layoutSettings';

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
    expect(open.sidebarChoice).toBeNull();
    expect(layoutReducer(open, { type: 'closeMenu' }).sidebarOpen).toBe(false);
  });
  it('restores saved settings and ignores unknown values', () => {
    expect(parseLayoutSettings(JSON.stringify({ layoutType: 'horizontal', topbarTheme: 'purple' }), 1440)).toMatchObject({ layoutType: 'horizontal', topbarTheme: 'light' });
    expect(parseLayoutSettings('nonsense', 1440)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings('null', 1440)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings(JSON.stringify({ sidebarChoice: 'sideways' }), 1024)).toMatchObject({ sidebarChoice: null, sidebarCollapsed: true });
  });
});

describe('the sidebar by screen width, until the user chooses', () => {
  it('icons only from 992 px (beside the page) up to 1199 px; full from 1200 px; phones slide it over uncollapsed', () => {
    expect([375, 768, 991, 992, 1024, 1199, 1200, 1280, 1366, 1440, 1920].map(defaultSidebarCollapsed)).toEqual([
      false, false, false, true, true, true, false, false, false, false, false,
    ]);
  });

  it('a device with nothing saved starts from its width', () => {
    expect(parseLayoutSettings(null, 1024)).toMatchObject({ sidebarCollapsed: true, sidebarChoice: null });
    expect(parseLayoutSettings(null, 1440)).toMatchObject({ sidebarCollapsed: false, sidebarChoice: null });
    expect(parseLayoutSettings(null, 375)).toMatchObject({ sidebarCollapsed: false, sidebarChoice: null });
    expect(initialLayout(1920)).toEqual(DEFAULT_LAYOUT);
  });

  it('the toggle records the choice, which then holds at every width', () => {
    const tablet = initialLayout(1024);
    const expanded = layoutReducer(tablet, { type: 'toggleMenu', screenWidth: 1024 });
    expect(expanded).toMatchObject({ sidebarCollapsed: false, sidebarChoice: 'expanded' });
    // A resize no longer changes what the user chose.
    expect(layoutReducer(expanded, { type: 'screenWidth', value: 1100 })).toBe(expanded);
    const desktop = initialLayout(1440);
    const collapsed = layoutReducer(desktop, { type: 'toggleMenu', screenWidth: 1440 });
    expect(collapsed).toMatchObject({ sidebarCollapsed: true, sidebarChoice: 'collapsed' });
    expect(layoutReducer(collapsed, { type: 'screenWidth', value: 1920 }).sidebarCollapsed).toBe(true);
  });

  it('without a choice, a resize or a turned tablet follows the new width', () => {
    const tablet = initialLayout(1024);
    const wide = layoutReducer(tablet, { type: 'screenWidth', value: 1440 });
    expect(wide.sidebarCollapsed).toBe(false);
    expect(layoutReducer(wide, { type: 'screenWidth', value: 1024 }).sidebarCollapsed).toBe(true);
    // Portrait (768): the sidebar slides over the page, full.
    expect(layoutReducer(tablet, { type: 'screenWidth', value: 768 }).sidebarCollapsed).toBe(false);
    // Nothing changes: the same state object (no re-render).
    expect(layoutReducer(tablet, { type: 'screenWidth', value: 1100 })).toBe(tablet);
  });

  it('the settings panel choices count as the user’s choice', () => {
    expect(layoutReducer(initialLayout(1440), { type: 'sidebarType', value: 'icon', screenWidth: 1440 })).toMatchObject({ sidebarChoice: 'collapsed', sidebarCollapsed: true });
    expect(layoutReducer(initialLayout(1024), { type: 'sidebarType', value: 'default', screenWidth: 1024 })).toMatchObject({ sidebarChoice: 'expanded', sidebarCollapsed: false });
    expect(layoutReducer(initialLayout(1440), { type: 'layoutWidth', value: 'boxed' }).sidebarChoice).toBe('collapsed');
  });

  it('saves the choice, not the derived collapse, and restores it on any width', () => {
    const expanded = layoutReducer(initialLayout(1024), { type: 'toggleMenu', screenWidth: 1024 });
    const saved = settingsToSave({ ...expanded, sidebarOpen: true, showRightSidebar: true });
    const raw = JSON.parse(saved) as Partial<LayoutSettings>;
    expect(raw).toMatchObject({ sidebarChoice: 'expanded' });
    expect(raw).not.toHaveProperty('sidebarCollapsed');
    expect(raw).not.toHaveProperty('sidebarOpen');
    expect(raw).not.toHaveProperty('showRightSidebar');
    expect(parseLayoutSettings(saved, 1024)).toMatchObject({ sidebarCollapsed: false, sidebarChoice: 'expanded' });
    // Nothing chosen yet: saved as such, the width decides again on the next visit.
    const untouched = settingsToSave(initialLayout(1024));
    expect(parseLayoutSettings(untouched, 1024).sidebarCollapsed).toBe(true);
    expect(parseLayoutSettings(untouched, 1440).sidebarCollapsed).toBe(false);
  });

  it('storage from before the choice was kept: a collapsed sidebar was the user’s doing, an uncollapsed one was the old default', () => {
    expect(parseLayoutSettings(JSON.stringify({ sidebarCollapsed: true }), 1440)).toMatchObject({ sidebarChoice: 'collapsed', sidebarCollapsed: true });
    expect(parseLayoutSettings(JSON.stringify({ sidebarCollapsed: false }), 1024)).toMatchObject({ sidebarChoice: null, sidebarCollapsed: true });
  });
});
