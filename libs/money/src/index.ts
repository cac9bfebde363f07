export { type Asset, type AssetCatalogue, ASSETS, MAX_ASSET_SCALE, assetOf, defineAsset, isAssetCode, sameAsset } from './asset';
export { type RoundingMode, ROUNDING_MODES, divideRounded } from './rounding';
export { MAX_DIGITS, MAX_SCALE, formatDecimalText, pow10 } from './decimal-text';
export { Decimal } from './decimal';
export { Money } from './money';
export { allocateMinor } from './allocation';
export {
  type MoneyErrorCode,
  MoneyError,
  AssetMismatchError,
  DivisionByZeroError,
  InvalidAllocationError,
  InvalidAmountError,
  InvalidAssetError,
  InvalidDecimalError,
  InvalidPriceError,
  InvalidRoundingModeError,
  InvalidScaleError,
  TooManyDecimalsError,
  UnknownAssetError,
} from './errors';
