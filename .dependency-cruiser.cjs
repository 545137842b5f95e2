// The module boundaries `npm run lint` checks (scripts/check-module-loops.ts): no import loop between
// svc-core's modules (its folders under src/modules), tests and their fixtures aside.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-loop',
      severity: 'error',
      scope: 'folder',
      from: { path: '^svc-core/src/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|test-support' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
