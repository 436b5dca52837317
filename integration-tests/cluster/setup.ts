// Multi-instance tests start and stop whole Medusa processes: minutes, not seconds.
jest.setTimeout(15 * 60_000)

if (!process.env.REDIS_URL || !process.env.DATABASE_URL) {
  throw new Error(
    "REDIS_URL and DATABASE_URL are not set: run the multi-instance tests with `npm run test:cluster`, which provides both."
  )
}
