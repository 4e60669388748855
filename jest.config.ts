/** @jest-config-loader esbuild-register */
// Three projects: unit (jsdom, kernel/plugins/shared through the DI container), server (Fastify
// app.inject on a temporary database) and e2e (headless Chromium against the real server).
import type { Config } from 'jest';

// ESM-only packages that ts-jest must transpile for the CommonJS test runtime.
const esmPackages = ['inversify', '@inversifyjs', '@ant-design/colors', 'cookie', 'content-disposition', 'set-cookie-parser', 'sanitize-html'];
// sanitize-html nests the ESM-only htmlparser2 12 family under its own node_modules: everything
// there is transpiled too (the lookbehind), while top-level copies of the same names are left alone.
const transformIgnorePatterns = [`(?<!/sanitize-html)/node_modules/(?!(${esmPackages.join('|')})/)`];
const transform = { '^.+\\.[cm]?[tj]sx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json', diagnostics: false }] };
const moduleNameMapper = { '\\.(css)$': '<rootDir>/test/support/styleStub.ts' };

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/unit'],
      setupFiles: ['reflect-metadata', '<rootDir>/test/support/jsdomShims.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      // A harness start on PostgreSQL (create database, migrate, seed) takes 1–2 s on a 2-core
      // machine, and a test may start several: 5 s is too short there (TEST_PG_URL).
      testTimeout: 30_000,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      transform,
      transformIgnorePatterns,
      slowTestThreshold: 60,
      // A real browser against a real server: allow for a slow CI machine.
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/timeout.ts'],
    },
  ],
};

export default config;
