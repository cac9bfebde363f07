import { HomePage } from '../features/home/home-page';
import { HotPairs } from '../features/markets/hot-pairs';
import { MarketBoard } from '../features/markets/market-board';

// Home composes two features: its own banner and shortcuts, and the live markets.
export const HomeRoute = () => (
  <HomePage
    markets={
      <>
        <HotPairs />
        <MarketBoard />
      </>
    }
  />
);
