// Applies the stored theme before first paint (key: THEME_STORAGE_KEY, default "system").
(function () {
  try {
    var stored = window.localStorage.getItem('vite-ui-theme');
    var theme = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* storage unavailable: keep the default light class-less theme */
  }
})();
