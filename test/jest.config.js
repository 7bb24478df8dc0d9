import { fileURLToPath } from 'node:url';

/**
 * Jest: three projects (unit, integration, infra). ts-jest compiles TypeScript to CommonJS for jest, without
 * type checking (`npm run typecheck` does that once for the whole repository). ts-jest has no native binary:
 * the npm registry here lacks some platforms' builds of the native transformers, which `npm ci` would need.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const tsJest = [
  'ts-jest',
  {
    tsconfig: { isolatedModules: true, module: 'CommonJS', moduleResolution: 'Node10', jsx: 'react-jsx', allowJs: true, esModuleInterop: true, verbatimModuleSyntax: false },
  },
];

const base = {
  rootDir: root,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  // ESM-only packages that jest must compile to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose)/)'],
  // @middy/core and @middy/util export only an `import` condition, which jest's CommonJS resolver does not follow.
  moduleNameMapper: { '^@middy/(core|util)$': '<rootDir>/node_modules/@middy/$1/index.js' },
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
