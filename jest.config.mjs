import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default leaves a core for itself (one worker on a two-core machine); in npm test it runs alone.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/out-endpoint/', '<rootDir>/.next/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css(.*)$': '<rootDir>/test/styleMock.js',
  },
};

export default createJestConfig(config);
