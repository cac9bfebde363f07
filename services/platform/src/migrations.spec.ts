import { LEGACY_MIGRATION_IDS } from '@meridian/database';
import { platformMigrations } from './database';

describe('the migrations the platform runs', () => {
  const named = platformMigrations.map((migration) => ({ className: migration.name, name: new migration().name }));

  it('name each one as its class is named, ending in a 13-digit timestamp, none twice', () => {
    for (const { className, name } of named) {
      expect(name).toBe(className);
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]*\d{13}$/);
    }
    expect(new Set(named.map(({ name }) => name)).size).toBe(named.length);
  });

  it('still include every migration a database made before the move to TypeORM may have run', () => {
    const names = new Set(named.map(({ name }) => name));
    expect(Object.values(LEGACY_MIGRATION_IDS).filter((name) => !names.has(name))).toEqual([]);
  });
});
