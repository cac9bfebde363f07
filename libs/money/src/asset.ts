import { InvalidAssetError, UnknownAssetError } from './errors';

/** An asset and how many fraction digits its minor unit has (USDT 6: 1 USDT = 1_000_000 minor). */
export interface Asset {
  readonly code: string;
  readonly scale: number;
}

export type AssetCatalogue = Readonly<Record<string, Asset>>;

const ASSET_CODE = /^[A-Z0-9]{2,16}$/;
export const MAX_ASSET_SCALE = 30;

export function isAssetCode(code: unknown): code is string {
  return typeof code === 'string' && ASSET_CODE.test(code);
}

/** A validated, frozen asset. Defining one does not register it anywhere: see `assetOf`. */
export function defineAsset(code: string, scale: number): Asset {
  if (!isAssetCode(code)) {
    throw new InvalidAssetError(`asset code must be 2 to 16 upper-case letters or digits, got ${JSON.stringify(code)}`);
  }
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_ASSET_SCALE) {
    throw new InvalidAssetError(`asset ${code}: scale must be an integer from 0 to ${MAX_ASSET_SCALE}, got ${String(scale)}`);
  }
  return Object.freeze({ code, scale });
}

export const ASSETS = Object.freeze({
  USDT: defineAsset('USDT', 6),
  BTC: defineAsset('BTC', 8),
  ETH: defineAsset('ETH', 8),
  TRX: defineAsset('TRX', 6),
  XRP: defineAsset('XRP', 6),
  LTC: defineAsset('LTC', 8),
  DOGE: defineAsset('DOGE', 8),
  SOL: defineAsset('SOL', 8),
  BNB: defineAsset('BNB', 8),
  ADA: defineAsset('ADA', 6),
  DOT: defineAsset('DOT', 8),
  LINK: defineAsset('LINK', 8),
  BCH: defineAsset('BCH', 8),
  AVAX: defineAsset('AVAX', 8),
  USD: defineAsset('USD', 2),
}) satisfies AssetCatalogue;

/**
 * Looks an asset up by code. The catalogue is a parameter rather than a global registry, so a
 * service that lists more assets passes its own (`{ ...ASSETS, PEPE: defineAsset('PEPE', 9) }`) and
 * no test depends on another having registered something first.
 */
export function assetOf(code: string, catalogue: AssetCatalogue = ASSETS): Asset {
  if (typeof code !== 'string' || !Object.hasOwn(catalogue, code)) throw new UnknownAssetError(code);
  return catalogue[code]!;
}

/** Assets are plain data (they travel in events), so equality is by value, not identity. */
export function sameAsset(a: Asset, b: Asset): boolean {
  return a === b || (a.code === b.code && a.scale === b.scale);
}

/** Accepts an asset built elsewhere (e.g. read from JSON) after checking it. */
export function checkedAsset(asset: Asset): Asset {
  if (asset === null || typeof asset !== 'object') throw new InvalidAssetError(`not an asset: ${String(asset)}`);
  const checked = defineAsset(asset.code, asset.scale);
  return Object.isFrozen(asset) ? asset : checked;
}
