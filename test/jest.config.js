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
  // Coverage is collected by the unit run (`npm run test:unit`): every rule of shared/domain is exercised (issue 3).
  // Jest reads these two options only at the top level, not per project.
  collectCoverageFrom: ['<rootDir>/shared/domain/**/*.ts'],
  coverageThreshold: { './shared/domain/': { lines: 100 } },
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
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
