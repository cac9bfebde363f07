export { mulberry32, NORMAL_STD, normalish, seedOf } from './seeded-random';
export { sha256Hex } from './sha256';
export { commitmentOf, verifyHour, type HourVerification, type RecordedTick } from './verify-hour';
export { fromTicks, stepFrom, toTicks, type WalkInstrument } from './walk';
