import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ReloginDialog } from '../../shared/api/relogin-dialog';
import { ToastRegion } from '../../shared/notify/toast-region';
import { Skeleton } from '../../shared/ui/skeleton';
import { AgreementsOnLogin } from '../agreements-on-login';
import { PushSession } from '../push-session';
import { AppHeader } from './app-header';
import { ConnectionBar } from './connection-bar';
import { FirstScreenHandOff } from './first-screen-hand-off';
import { RouteProgress } from './route-progress';

export const AppLayout = () => (
  <div className="app">
    <RouteProgress />
    <AppHeader />
    <ConnectionBar />
    <main id="main" className="app__main">
      <Suspense
        fallback={
          <div className="page">
            <Skeleton lines={5} />
          </div>
        }
      >
        {/* Before the screen, so the screen's own layout effects measure it visible. */}
        <FirstScreenHandOff />
        <Outlet />
      </Suspense>
    </main>
    <ToastRegion />
    <ReloginDialog />
    <PushSession />
    <AgreementsOnLogin />
    {/* Top of the page on every navigation, except going back, which restores the position. */}
    <ScrollRestoration />
  </div>
);
