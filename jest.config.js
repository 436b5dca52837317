const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

const transform = {
  "^.+\\.[jt]sx?$": [
    "@swc/jest",
    {
      jsc: {
        parser: { syntax: "typescript", tsx: true, decorators: true },
        target: "es2021",
      },
    },
  ],
}
const common = {
  transform,
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "tsx", "json"],
  modulePathIgnorePatterns: [
    "<rootDir>/dist/",
    "<rootDir>/.medusa/",
    "<rootDir>/.data/",
  ],
}

/**
 * Browser tests drive Chromium against a running app; `npm run test:browser`
 * (scripts/test-browser.mjs) starts it and sets BROWSER_TESTS, so a plain
 * `npm test` never picks them up. The rbac-* specs need a shop running
 * Medusa's RBAC, the others one without: the script sets BROWSER_RBAC=1 for
 * the run against the former.
 */
const rbacShop = process.env.BROWSER_RBAC === "1"
const browser = {
  ...common,
  displayName: "browser",
  testMatch: [
    rbacShop
      ? "<rootDir>/integration-tests/browser/**/rbac-*.browser.spec.[jt]s"
      : "<rootDir>/integration-tests/browser/**/*.browser.spec.[jt]s",
  ],
  testPathIgnorePatterns: rbacShop
    ? ["/node_modules/"]
    : ["/node_modules/", "/rbac-[^/]*\\.browser\\.spec\\.[jt]s$"],
  setupFilesAfterEnv: ["<rootDir>/integration-tests/browser/setup.ts"],
}

/**
 * Multi-instance tests start Medusa processes against one PostgreSQL and one
 * Redis; `npm run test:cluster` (scripts/test-cluster.mjs) provides both and
 * sets CLUSTER_TESTS.
 */
const cluster = {
  ...common,
  displayName: "cluster",
  testMatch: ["<rootDir>/integration-tests/cluster/**/*.cluster.spec.[jt]s"],
  setupFilesAfterEnv: ["<rootDir>/integration-tests/cluster/setup.ts"],
}

/**
 * `npm start` as a user runs it (integration-tests/start/): `npm run test:start`
 * sets START_TESTS; each test file starts its own shop in a copy of the project.
 */
const start = {
  ...common,
  displayName: "start",
  testMatch: ["<rootDir>/integration-tests/start/**/*.start.spec.[jt]s"],
}

/** HTTP against a booted app; each file's database comes from the run's migrated template (scripts/test.mjs). */
const integration = {
  ...common,
  displayName: "integration",
  testMatch: ["<rootDir>/integration-tests/http/**/*.spec.[jt]s"],
  setupFiles: ["<rootDir>/integration-tests/setup.js"],
  moduleNameMapper: {
    "^@medusajs/test-utils$":
      "<rootDir>/integration-tests/medusa-test-runner.js",
  },
}

/** Run with `npm test` (scripts/test.mjs): it provides the database. */
module.exports = {
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["<rootDir>/src/**/__tests__/**/*.unit.spec.[jt]s?(x)"],
    },
    integration,
    /**
     * The resource-budget test measures time, memory and event-loop delay, so
     * `npm test` runs it alone, after the others (scripts/test.mjs): its
     * figures are then its own, not another test file's.
     */
    {
      ...integration,
      displayName: "budget",
      testMatch: ["<rootDir>/integration-tests/budget/**/*.budget.spec.[jt]s"],
    },
    {
      ...common,
      displayName: "plugin",
      testMatch: ["<rootDir>/integration-tests/plugin/**/*.spec.[jt]s"],
    },
    ...(process.env.BROWSER_TESTS === "1" ? [browser] : []),
    ...(process.env.START_TESTS === "1" ? [start] : []),
    ...(process.env.CLUSTER_TESTS === "1" ? [cluster] : []),
  ],
}
