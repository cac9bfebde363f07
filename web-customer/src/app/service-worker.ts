// The service worker (public/sw.js) caches the built app so a second visit paints from the cache.
// Production builds only: in development Vite serves unhashed modules that must never be cached.
export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No worker (private mode, an old browser): the app works as before, from the network.
    });
  });
};
