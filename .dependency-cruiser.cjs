// The module boundaries `npm run lint` checks (scripts/check-module-boundaries.ts) in svc-core, whose modules are the
// folders under src/modules (the I-693 ones under src/modules/i693/), tests and their fixtures aside:
// no import loop between modules, and a module is reached only through its face, its index.ts.
const MODULE = '^svc-core/src/modules/(?:i693/)?[^/]+/';
const FACE = '^svc-core/src/modules/(?:i693/)?[^/]+/index\\.ts$';

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
    {
      name: 'module-face-only',
      comment: "another module's files are imported through its index.ts",
      severity: 'error',
      from: { path: '^svc-core/src/modules/((?:i693/)?[^/]+)/' },
      to: { path: MODULE, pathNot: ['^svc-core/src/modules/$1/', FACE] },
    },
    {
      name: 'service-uses-module-faces',
      comment: "svc-core's app, main, dependencies, database seeds and commands import modules through their index.ts",
      severity: 'error',
      from: { path: '^svc-core/src/', pathNot: '^svc-core/src/modules/' },
      to: { path: MODULE, pathNot: FACE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|test-support|test-s3' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
