export type MoneyErrorCode =
  | 'money.invalidDecimal'
  | 'money.tooManyDecimals'
  | 'money.assetMismatch'
  | 'money.unknownAsset'
  | 'money.invalidAsset'
  | 'money.invalidScale'
  | 'money.invalidRoundingMode'
  | 'money.divisionByZero'
  | 'money.invalidAllocation'
  | 'money.invalidAmount'
  | 'money.invalidPrice';

/** Base of every error this library throws; `code` is stable, so HTTP layers can translate it. */
export class MoneyError extends Error {
  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidDecimalError extends MoneyError {
  constructor(
    readonly text: unknown,
    reason: string,
  ) {
    super('money.invalidDecimal', `invalid decimal ${describe(text)}: ${reason}`);
  }
}

export class TooManyDecimalsError extends MoneyError {
  constructor(
    readonly text: string,
    readonly maxScale: number,
  ) {
    super('money.tooManyDecimals', `${describe(text)} has more than ${maxScale} fraction digits`);
  }
}

export class AssetMismatchError extends MoneyError {
  // The asset's shape is spelled out rather than imported, so asset.ts and errors.ts do not import each other.
  constructor(
    readonly left: { readonly code: string; readonly scale: number },
    readonly right: { readonly code: string; readonly scale: number },
  ) {
    super('money.assetMismatch', `cannot mix ${left.code}(${left.scale}) with ${right.code}(${right.scale})`);
  }
}

export class UnknownAssetError extends MoneyError {
  constructor(readonly assetCode: string) {
    super('money.unknownAsset', `unknown asset ${describe(assetCode)}`);
  }
}

export class InvalidAssetError extends MoneyError {
  constructor(reason: string) {
    super('money.invalidAsset', reason);
  }
}

export class InvalidScaleError extends MoneyError {
  constructor(readonly scale: unknown) {
    super('money.invalidScale', `invalid scale ${describe(scale)}`);
  }
}

export class InvalidRoundingModeError extends MoneyError {
  constructor(readonly mode: unknown) {
    super('money.invalidRoundingMode', `invalid rounding mode ${describe(mode)}`);
  }
}

export class DivisionByZeroError extends MoneyError {
  constructor() {
    super('money.divisionByZero', 'division by zero');
  }
}

export class InvalidAllocationError extends MoneyError {
  constructor(reason: string) {
    super('money.invalidAllocation', reason);
  }
}

export class InvalidAmountError extends MoneyError {
  constructor(reason: string) {
    super('money.invalidAmount', reason);
  }
}

export class InvalidPriceError extends MoneyError {
  constructor(reason: string) {
    super('money.invalidPrice', reason);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}
