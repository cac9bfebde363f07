/**
 * Layer rules (STYLE.md 3 and 4): services never import each other (only the platform composes
 * them), domain code imports no framework or database driver, and libraries never import services.
 */
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
      name: 'domain-is-framework-free',
      comment: 'Deciders and domain rules are pure: no Nest, no TypeORM, no pg, no HTTP.',
      severity: 'error',
      from: { path: '(\\.decider\\.ts$|/domain/|^libs/(money|ledger)/)' },
      to: { path: 'node_modules/(@nestjs|typeorm|pg|express|socket\\.io|kafkajs)' },
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
