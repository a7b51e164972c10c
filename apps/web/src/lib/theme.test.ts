// @vitest-environment jsdom
import { THEME_STORAGE_KEY } from '@hirebase/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, getStoredTheme, resolveTheme, storeTheme } from './theme';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('theme storage', () => {
  it('defaults to system', () => {
    expect(getStoredTheme()).toBe('system');
  });

  it('stores under vite-ui-theme and reads it back', () => {
    storeTheme('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(getStoredTheme()).toBe('dark');
  });

  it('ignores garbage values', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getStoredTheme()).toBe('system');
  });

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('applies the dark class to <html>', () => {
    applyTheme('dark', false);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('system', false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});
