/** @jest-config-loader esbuild-register */
// Three projects: unit (jsdom, kernel/plugins/shared through the DI container), server (Fastify
// app.inject on a temporary database) and e2e (headless Chromium against the real server).
import os from 'node:os';
import type { Config } from 'jest';

// ESM-only packages that ts-jest must transpile for the CommonJS test runtime.
const esmPackages = ['inversify', '@inversifyjs', '@ant-design/colors', 'cookie', 'content-disposition', 'set-cookie-parser', 'sanitize-html', 'linkedom', 'cssomnom'];
// sanitize-html and linkedom nest the ESM-only htmlparser2 / css-select families under their own
// node_modules (at any depth): everything under those two is transpiled, while top-level copies of
// the same names are left alone.
const transformIgnorePatterns = [`^(?!.*/node_modules/(sanitize-html|linkedom)/).*/node_modules/(?!(${esmPackages.join('|')})/)`];
const transform = { '^.+\\.[cm]?[tj]sx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json', diagnostics: false }] };
// The console imports antd's ES modules by path (antd/es/locale/…) so webpack can shake them; the
// CommonJS test runtime takes the same files from antd/lib.
const moduleNameMapper = { '\\.(css)$': '<rootDir>/test/support/styleStub.ts', '^antd/es/(.*)$': 'antd/lib/$1' };

const config: Config = {
  // jest's default (cores − 1) is one worker on a 2-core machine, leaving a core idle while a
  // worker waits on its database or browser: two workers there (measured: server 343 s vs ~520 s,
  // unit 61 s vs ~110 s, e2e ~550 s vs ~800 s), cores − 1 on larger machines.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/unit'],
      setupFiles: ['reflect-metadata', '<rootDir>/test/support/jsdomShims.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/unitTimeout.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      // A harness start on PostgreSQL (create database, migrate, seed) takes 1–2 s on a 2-core
      // machine, and a test may start several: 5 s is too short there (TEST_PG_URL). testTimeout is
      // not a per-project option, so a setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/test/server/support/timeout.ts'],
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
