// Applies the stored theme before the first paint so a light-theme user never sees a dark flash. A
// file of its own, not inline: the content security policy allows scripts from this site only.
(() => {
  try {
    const stored = JSON.parse(localStorage.getItem('meridian.settings') || '{}');
    if (stored.theme === 'light') document.documentElement.dataset.theme = 'light';
  } catch {
    // Unreadable settings: the default dark theme stays.
  }
})();
