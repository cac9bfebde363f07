export { startPlatform, type RunningPlatform } from './bootstrap';
export { readSettings, type PlatformSettings } from './platform-config';
export { seedOpeningCapital, openingSplit, type OpeningSeed } from './opening-capital';
