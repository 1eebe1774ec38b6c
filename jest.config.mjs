import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// What the builds write. No test lives there, and Jest must not crawl it into its module map either:
// npm test runs Jest while the contact-endpoint build rewrites .next and out-endpoint, and Jest's
// crawler once listed .next/package.json just before that build removed it ("Cannot parse
// .next/package.json as JSON: ENOENT"), which failed the whole stage.
const buildOutputs = ['<rootDir>/out/', '<rootDir>/out-endpoint/', '<rootDir>/.next/', '<rootDir>/.wrangler/'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default leaves a core for itself (one worker on a two-core machine); in npm test it runs alone.
  maxWorkers: '100%',
  // A test's time limit catches a hang, not slowness. npm test runs Jest beside the endpoint build on two
  // cores, where a test takes two to three times as long as alone: a whole form clicked through with
  // user-event, or the first test of a file that reads the library, passed Jest's default 5 s there
  // (CI once failed on a 1.9 s test). Tests wait for states, never for time, so room costs nothing.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Vitest runs the Worker's tests under workerd (worker/, scripts/worker-bundle.test.ts: npm run
  // test:worker), and node's runner the one against wrangler dev (scripts/preview.test.ts).
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/worker/',
    '<rootDir>/scripts/worker-bundle.test.ts',
    '<rootDir>/scripts/preview.test.ts',
    ...buildOutputs,
  ],
  modulePathIgnorePatterns: buildOutputs,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // jsdom resolves packages' "browser" builds, and yaml's is ES modules only: the data files are read
    // in Node (content/data.ts), so tests read them with yaml's Node build, as the build does.
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
    // marked ships ES modules and a UMD build: Jest's CommonJS runtime loads the UMD one.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^swiper/css(.*)$': '<rootDir>/test/styleMock.js',
  },
};

export default createJestConfig(config);
