/**
 * Layer rules (STYLE.md 3 and 4): services never import each other (only the platform composes
 * them), domain code imports no framework or database driver, and libraries never import services.
 */
/** Files that must stay pure, by name wherever they live: a new decider or policy is covered the day it is written. */
const PURE = [
  '\\.decider\\.ts$',
  '/domain/',
  '-policy\\.ts$',
  '\\.policy\\.ts$',
  '-settings\\.ts$',
  '^services/trading/src/matching/',
  '/spot-core(\\.types)?\\.ts$',
  '/spot-markets\\.ts$',
  '^libs/(money|ledger|decider|price-walk)/',
].join('|');
const FRAMEWORKS = 'node_modules/(@nestjs|typeorm|pg|pg-[a-z-]+|express|socket\\.io|kafkajs|redis|@redis|multer|helmet)/';

module.exports = {
  forbidden: [
    {
      name: 'no-service-imports-another',
      comment: 'Services talk through libs/contracts and the bus; only the platform composition root imports services.',
      severity: 'error',
      from: { path: '^services/([^/]+)/', pathNot: '^services/platform/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'no-service-imports-another-by-package',
      severity: 'error',
      from: { path: '^services/(?!platform/)([^/]+)/' },
      to: { path: 'node_modules/@meridian/(identity|accounts|trading|earn|lending|kyc|engagement|platform)/' },
    },
    {
      name: 'pure-code-reaches-no-framework',
      comment:
        'Deciders, the matching engine, the spot core, policies, settings rules, money and the ledger are pure: ' +
        'nothing they import, directly or through any other file, may be Nest, a database driver, HTTP or a broker.',
      severity: 'error',
      from: { path: PURE },
      to: { reachable: true, path: FRAMEWORKS },
    },
    {
      name: 'pure-code-imports-no-io',
      comment:
        'Pure code takes its clock, ids and randomness from its callers: no Node I/O modules (`node:fs` counts as `fs`). ' +
        'The same files may not read the clock or draw random numbers either: eslint-rules/pure-code.mjs reads PURE from here.',
      severity: 'error',
      from: { path: PURE },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|fs/promises|net|tls|dns|dns/promises|http|http2|https|child_process|dgram|cluster|worker_threads|os|readline|readline/promises)$',
      },
    },
    {
      name: 'libs-never-import-services',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^services/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|\\.spec\\.ts$|\\.int-spec\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
