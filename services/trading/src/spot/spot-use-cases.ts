import { ConfigureMarketMakerHttpController } from './configure-market-maker/configure-market-maker.http.controller';
import { ConfigureSpotFeesHttpController } from './configure-spot-fees/configure-spot-fees.http.controller';
import { ListCoinHttpController } from './list-coin/list-coin.http.controller';
import { CancelOrderHttpController } from './cancel-order/cancel-order.http.controller';
import { CancelOrderHandler } from './cancel-order/cancel-order.handler';
import { PlaceOcoOrderHttpController } from './place-oco-order/place-oco-order.http.controller';
import { PlaceOcoOrderHandler } from './place-oco-order/place-oco-order.handler';
import { PlaceOrderHttpController } from './place-order/place-order.http.controller';
import { PlaceOrderHandler } from './place-order/place-order.handler';
import { SpotAccountQuery } from './queries/spot-account.query';
import { SpotMarketDataQuery } from './queries/spot-market-data.query';
import { SpotController } from './queries/spot.http.controller';
import { SpotListingsQuery } from './queries/spot-listings.query';

/**
 * Spot routes, one controller per use case and one for the customer's reads (trading.module.ts registers
 * them beside the staff reads' `SpotAdminController` and `SpotListingsAdminController`).
 */
export const SPOT_HTTP_CONTROLLERS = [
  SpotController,
  PlaceOrderHttpController,
  PlaceOcoOrderHttpController,
  CancelOrderHttpController,
  ConfigureSpotFeesHttpController,
  ConfigureMarketMakerHttpController,
  ListCoinHttpController,
];

/** Their handlers and queries. */
export const SPOT_USE_CASE_PROVIDERS = [PlaceOrderHandler, PlaceOcoOrderHandler, CancelOrderHandler, SpotMarketDataQuery, SpotAccountQuery, SpotListingsQuery];
