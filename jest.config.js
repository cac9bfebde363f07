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

// Packages published only as ES modules (otplib's @scure/base and @noble/hashes, file-type and its
// readers): Node loads them with require() at run time, jest's own loader does not, so swc turns them
// into CommonJS for the tests. Only these paths: everything else in node_modules is loaded as it is.
const esmOnly = ['@scure/base', '@noble/hashes', 'file-type', 'strtok3', 'token-types', '@tokenizer/inflate', '@borewit/text-codec', 'uint8array-extras'];
const esmOnlyPath = `/node_modules/(${esmOnly.join('|')})/`;
// file-type's exports name only `import` files, which jest's require() does not match.
moduleNameMapper['^file-type$'] = '<rootDir>/node_modules/file-type/index.js';

const common = {
  transform: { '^.+\\.ts$': ['@swc/jest', swc], [`${esmOnlyPath}.+\\.js$`]: ['@swc/jest', { ...swc, jsc: { ...swc.jsc, parser: { syntax: 'ecmascript' } } }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/data/'],
};

module.exports = {
  // Integration tests hash passwords with scrypt and start the platform, two files at a time on two cores; give them room.
  testTimeout: 120000,
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  testSequencer: '<rootDir>/test/setup/longest-first-sequencer.js',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,test,web-customer,web-backoffice}/**/*.spec.ts'], testPathIgnorePatterns: ['/node_modules/'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{libs,services,test}/**/*.int-spec.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/setup/browser-timeout.ts'] },
  ],
};
