// Browser tests wait for real pages: the first admin page load can take long.
jest.setTimeout(180_000)

if (!process.env.BASE_URL) {
  throw new Error(
    "BASE_URL is not set: run the browser tests with `npm run test:browser`, which starts the app."
  )
}
