/** Jest runs the TypeScript sources as ESM through ts-jest; `tsc --noEmit` type-checks separately. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  collectCoverageFrom: ['src/**/*.ts'],
  reporters: ['default', '<rootDir>/scripts/jest-plain-summary.js'],
}
