import { fileURLToPath } from 'node:url';

/** Jest: three projects (unit, integration, infra). TypeScript is compiled by SWC to CommonJS for jest. */
const root = fileURLToPath(new URL('..', import.meta.url));

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const base = {
  rootDir: root,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages that jest must compile to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  rootDir: root,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      // Every rule of shared/domain is exercised by a unit test (issue 3).
      collectCoverageFrom: ['<rootDir>/shared/domain/**/*.ts'],
      coverageThreshold: { '<rootDir>/shared/domain/': { lines: 100 } },
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/setup/global-teardown.ts',
    },
    {
      ...base,
      displayName: 'infra',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
    },
  ],
};
