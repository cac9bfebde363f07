export { startPlatform, type RunningPlatform } from './bootstrap';
export { readSettings, type PlatformSettings } from './platform-config';
export { platformMigrations } from './database';
export { seedOpeningCapital, openingSplit, type OpeningSeed } from './opening-capital';
