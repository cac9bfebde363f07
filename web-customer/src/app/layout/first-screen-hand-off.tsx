import { useLayoutEffect } from 'react';

/**
 * The platform may send a page with its first screen already drawn (`#first-screen`, see
 * app/first-screen/), shown while the app loads; the app renders hidden beside it (base.css) and takes
 * over here, in the same frame as its own screen is committed, so the reader sees no gap and no
 * skeleton in between. Rendered beside the routed screen inside its Suspense boundary (it commits once
 * the screen's chunk has come) and by the route error page.
 */
export const FirstScreenHandOff = () => {
  useLayoutEffect(() => {
    document.getElementById('first-screen')?.remove();
  }, []);
  return null;
};
