/**
 * Assertions on answers of the Shopware-compatible `/api/*` dialect.
 * Jest's `expect` is global in test files; helpers use it the same way.
 */

/** Things an error body of the dialect must never show: internals, SQL, stack frames, file paths. */
const LEAKS: [string, RegExp][] = [
  ["a stack trace", /stack/i],
  ["SQL", /SELECT/],
  ["SQL", /select /],
  ["a stack frame", /at \//],
  ["a file path", /(?:\/[\w.@-]+){2,}\.(?:ts|js|mjs|cjs)\b/],
  ["node_modules", /node_modules/],
]

/**
 * Checks a response is a Shopware error body: `errors[0]` with string status,
 * code, title, detail; the expected status and code; no internals leaked.
 * Returns the first error item for further checks.
 */
export function expectApiError(
  res: { status: number; data: any; headers?: any },
  status: number,
  code: string,
  pointer?: string
) {
  const summary = JSON.stringify(res.data)
  expect({ status: res.status, body: summary }).toEqual({
    status,
    body: expect.any(String),
  })
  expect(Array.isArray(res.data?.errors)).toBe(true)
  expect(res.data.errors.length).toBeGreaterThanOrEqual(1)
  for (const item of res.data.errors) {
    expect(item).toEqual(
      expect.objectContaining({
        status: expect.any(String),
        code: expect.any(String),
        title: expect.any(String),
        detail: expect.any(String),
      })
    )
  }
  const first = res.data.errors[0]
  expect({ status: first.status, code: first.code }).toEqual({
    status: String(status),
    code,
  })
  if (pointer !== undefined) {
    expect(first.source?.pointer).toBe(pointer)
  }
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(summary)) {
      throw new Error(`The error body shows ${what} (${pattern}): ${summary}`)
    }
  }
  return first as {
    status: string
    code: string
    title: string
    detail: string
    source?: { pointer: string }
    meta?: any
  }
}

/** The pointers of every error item of a response. */
export function pointersOf(res: { data: any }): (string | undefined)[] {
  return (res.data?.errors ?? []).map((e: any) => e.source?.pointer)
}
