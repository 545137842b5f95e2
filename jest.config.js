/** Unit and integration tests of every workspace; integration tests use DATABASE_URL / REDIS_URL when set. */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } } } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Build outputs (the services' dist/ bundles, the browser builds) hold no tests.
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // otplib's plugins use @noble/hashes and @scure/base, which ship only as ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(@clinic|@otplib|@scure|@noble)/)'],
  // Library stylesheets are injected by webpack's style-loader in the builds; tests need no styles.
  moduleNameMapper: { '\\.css$': '<rootDir>/packages/mf-build/style-stub.js' },
};
module.exports = {
  testSequencer: '<rootDir>/jest.sequencer.js',
  // One worker per core (Jest's default leaves one core out: on two cores it ran every file in one
  // process, 21 minutes in CI). Test files share nothing (each makes its own database or schema), and
  // most of their time is spent waiting on PostgreSQL, Redis and the services they start: 12.6 minutes.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{svc-*,packages/server-kit,packages/contracts}/src/**/*.test.ts', '<rootDir>/{scripts,packages/mf-build}/*.test.ts'],
      setupFiles: ['<rootDir>/packages/server-kit/src/jest-setup.ts'],
    },
    {
      ...common,
      // deploy/: the Helm chart rendered and validated against the Kubernetes schemas, compose.yaml against the Compose schema.
      displayName: 'deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/deploy/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{packages/platform,shell,mfe-*}/src/**/*.test.{ts,tsx}'],
      // FullCalendar renders with preact, whose browser build is an ES module jest cannot require.
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^preact$': '<rootDir>/node_modules/preact/dist/preact.js',
        '^preact/(compat|hooks)$': '<rootDir>/node_modules/preact/$1/dist/$1.js',
      },
    },
  ],
};
