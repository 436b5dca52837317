/**
 * Limits every HTTP request of the plugin is held to, in both API dialects,
 * before any route reads its input. Declared once; the `/api` dialect
 * (src/shopware/http/input-guard.ts) and the `/admin` routes
 * (src/api/input-guard.ts) word them in their own error bodies.
 */

/**
 * Deepest nesting of objects and arrays accepted in a query string or body.
 * The deepest legitimate input, search criteria at their own limit of 10
 * filter levels, needs about 25 (each level is an object and its `queries`
 * array); everything else the plugin reads is at most 4 levels deep.
 */
export const MAX_INPUT_DEPTH = 32

/** Where in a request a value was found; decides how a problem is worded. */
export type InputPart = "path" | "query" | "body" | "form"

/** A location inside a query string or body: keys and array indexes. */
type InputPath = readonly (string | number)[]

/**
 * The first thing a walk refuses: a NUL character (in a key or a text, or in
 * the name of the file uploaded in the form field `path`) or nesting beyond the limit.
 */
export type InputProblem =
  | { kind: "nul"; path: InputPath; inFileName?: true }
  | { kind: "depth"; path: InputPath; maxDepth: number }

const NUL = "\u0000"

/** Arrays and plain objects (JSON, qs, multer fields); anything else (a Buffer, a Date) is a leaf. */
function isContainer(
  value: unknown
): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true
  if (value === null || typeof value !== "object") return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * The first NUL character or over-deep nesting in a parsed query or body, in
 * document order. The walk keeps its own stack instead of recursing, so a
 * body of 30,000 nested arrays costs a loop, not the call stack, and it stops
 * at the first container beyond `maxDepth` without looking inside.
 */
export function findInputProblem(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH
): InputProblem | undefined {
  const stack: { value: unknown; path: InputPath }[] = [{ value, path: [] }]
  while (stack.length) {
    const { value: current, path } = stack.pop()!
    if (typeof current === "string") {
      if (current.includes(NUL)) return { kind: "nul", path }
      continue
    }
    if (!isContainer(current)) continue
    // `path` holds one entry per container above this one: its length is this container's depth.
    if (path.length >= maxDepth) return { kind: "depth", path, maxDepth }
    const children: { value: unknown; path: InputPath }[] = []
    if (Array.isArray(current)) {
      current.forEach((child, index) =>
        children.push({ value: child, path: [...path, index] })
      )
    } else {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return { kind: "nul", path: [...path, key] }
        children.push({ value: child, path: [...path, key] })
      }
    }
    // Pushed in reverse so the first child is looked at first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
  }
  return undefined
}

/**
 * Characters that show nothing: format characters (zero-width spaces and
 * joiners, BOMs, direction marks, soft hyphens), Unicode's default-ignorable
 * ones (variation selectors, Hangul fillers, the combining grapheme joiner)
 * and the blank Braille pattern: the body of a regular expression's
 * character class (with the `u` flag), for patterns that add their own.
 */
export const INVISIBLE_CHARACTERS =
  "\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800"
export const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS}]`, "gu")

/** Whether a text holds anything a reader can see (not only spaces and invisible characters). */
export const hasVisibleText = (text: string) =>
  text.replace(INVISIBLE, "").trim().length > 0

/** Half of a UTF-16 character: a high surrogate without its low one, or a low one alone (no text PostgreSQL can store). */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when a text holds a NUL character (path segments, file names). */
export function hasNul(text: string): boolean {
  return text.includes(NUL)
}

const MAX_LABEL = 80

/** How a client writes the location: `filter[0][value]` in a query string, `filter[0].value` in a body. */
function inputLabel(part: InputPart, path: InputPath): string {
  const label =
    part === "query" || part === "form"
      ? path.map((seg, i) => (i === 0 ? String(seg) : `[${seg}]`)).join("")
      : path
          .map((seg, i) =>
            typeof seg === "number" ? `[${seg}]` : i === 0 ? seg : `.${seg}`
          )
          .join("")
  const printable = label.replace(/\u0000/g, "\\0")
  return printable.length > MAX_LABEL
    ? `${printable.slice(0, MAX_LABEL - 1)}…`
    : printable
}

const PART_NAMES: Record<InputPart, string> = {
  path: "path parameter",
  query: "query parameter",
  body: "field",
  form: "form field",
}

/** The problem in words a client can act on, naming the parameter. */
export function describeInputProblem(
  part: InputPart,
  problem: InputProblem
): string {
  const where = problem.path.length
    ? `The ${PART_NAMES[part]} "${inputLabel(part, problem.path)}"`
    : {
        path: "The URL path",
        query: "The query string",
        body: "The request body",
        form: "The form",
      }[part]
  if (problem.kind === "nul" && problem.inFileName)
    return describeFileNameNul(String(problem.path[0]))
  if (problem.kind === "nul") {
    return `${where} contains a NUL character (\\0), which no value may hold; remove it and send the request again.`
  }
  return `${where} is nested deeper than ${problem.maxDepth} levels of objects and arrays; send flatter input.`
}

/** A NUL character in an uploaded file's name, in words. */
export function describeFileNameNul(field: string): string {
  return `The file name of the form field "${field}" contains a NUL character (\\0), which no value may hold; rename the file and upload it again.`
}

/**
 * The first problem of a multipart request as multer leaves it: in its text
 * fields, else a NUL in the uploaded file's name (at the file's form field).
 */
export function findMultipartProblem(req: {
  body?: unknown
}): InputProblem | undefined {
  const inFields = findInputProblem(req.body)
  if (inFields) return inFields
  const file = (req as { file?: { fieldname: string; originalname: string } })
    .file
  return file && hasNul(file.originalname)
    ? { kind: "nul", path: [file.fieldname], inFileName: true }
    : undefined
}
