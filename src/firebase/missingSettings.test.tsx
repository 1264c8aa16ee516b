import { describe, expect, it } from 'vitest';
import { showMissingSettings } from './missingSettings';

describe('showMissingSettings', () => {
  it('replaces the page with the missing settings and where they go, in Mongolian and English', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main data-testid="boot-signin">static frame</main>';
    showMissingSettings(root, ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID']);

    expect(root.querySelector('[data-testid="boot-signin"]')).toBeNull();
    const message = root.querySelector<HTMLElement>('[data-testid="missing-settings"]')!;
    expect(message.getAttribute('role')).toBe('alert');
    for (const language of ['mn', 'en']) {
      const items = [...root.querySelectorAll(`[data-testid="missing-settings-list-${language}"] li`)].map((li) => li.textContent);
      expect(items).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID']);
    }
    const [first, second] = [...message.querySelectorAll('section')];
    expect(first.lang).toBe('mn');
    expect(first.querySelector('h1')?.textContent).toBe('Firebase тохиргоо дутуу байна');
    expect(first.textContent).toContain('.env.local');
    expect(second.lang).toBe('en');
    expect(second.querySelector('h2')?.textContent).toBe('Firebase settings are missing');
    expect(second.textContent).toContain('.env.local');
    expect(second.textContent).toContain('build environment');
    expect(second.textContent).toContain('README');
  });

  it('puts the chosen language first', () => {
    const root = document.createElement('div');
    showMissingSettings(root, ['VITE_FIREBASE_APP_ID'], 'en');
    const sections = [...root.querySelectorAll('section')];
    expect(sections.map((s) => s.lang)).toEqual(['en', 'mn']);
    expect(document.title).toBe('Firebase settings are missing');
  });
});
