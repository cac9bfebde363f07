import type { SpotMarket } from './spot.types';

// For the spot specs: BTC/USDT as the server describes it.
export const btcUsdt: SpotMarket = {
  symbol: 'BTCUSDT',
  displaySymbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  tickSize: '0.01',
  lotStep: '0.0001',
  minQuantity: '0.0005',
  decimals: 2,
  quantityDecimals: 4,
  makerFee: '0.001',
  takerFee: '0.001',
};
