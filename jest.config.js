// One jest run for the whole repo. Workspace packages resolve to their TypeScript sources, so tests
// never depend on a stale build. Test levels are told apart by suffix (STYLE.md).
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const swc = JSON.parse(readFileSync(join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;
swc.module.ignoreDynamic = false;

const moduleNameMapper = {};
for (const group of ['libs', 'services']) {
  for (const name of readdirSync(join(__dirname, group))) {
    moduleNameMapper[`^@meridian/${name}$`] = `<rootDir>/${group}/${name}/src`;
  }
}

const common = {
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/data/'],
};

module.exports = {
  // Integration tests hash passwords with scrypt and start the platform; give them room.
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,test,web-customer,web-backoffice}/**/*.spec.ts'], testPathIgnorePatterns: ['/node_modules/'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{libs,services,test}/**/*.int-spec.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'] },
  ],
};
