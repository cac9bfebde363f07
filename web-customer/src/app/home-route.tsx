import { selectIsLoggedIn, selectUser } from '../features/auth/auth.slice';
import { HomePage } from '../features/home/home-page';
import { HotPairs } from '../features/markets/hot-pairs';
import { MarketBoard } from '../features/markets/market-board';
import { useAppSelector } from '../shared/store/hooks';

// Home composes two features: its own banner and shortcuts, and the live markets.
export const HomeRoute = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  return (
    <HomePage
      audience={!loggedIn ? 'visitor' : user?.is_demo === 1 ? 'demo' : 'customer'}
      markets={
        <>
          <HotPairs />
          <MarketBoard />
        </>
      }
    />
  );
};
