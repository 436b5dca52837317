/**
 * Display values of the list: prices with currency, booleans as ✓/✗, named
 * things (collection, type, tags, categories) by name, other JSON compact.
 * The entry itself keeps the typed value; these strings are for reading only.
 */
export function isPriceField(field: string): boolean {
  return field === "price.gross" || field === "price.net"
}

const MAX_DISPLAY = 200

function nameOf(value: unknown): string | undefined {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const named = value as Record<string, unknown>
    for (const key of ["title", "name", "value"])
      if (typeof named[key] === "string") return named[key] as string
  }
  return undefined
}

// Building a NumberFormat costs far more than using one; exports format millions of prices.
const formatters = new Map<string, Intl.NumberFormat | null>()

function formatPrice(amount: number, currency: string | undefined): string {
  if (!currency) return String(amount)
  const code = currency.toUpperCase()
  if (!formatters.has(code)) {
    try {
      formatters.set(
        code,
        new Intl.NumberFormat("en", { style: "currency", currency: code })
      )
    } catch {
      formatters.set(code, null)
    }
  }
  return formatters.get(code)?.format(amount) ?? `${amount} ${code}`
}

/** Options as a clerk reads them: a product's `Size: S, M; Color: Red`, a variant's `Size: S, Color: Red`. */
function displayOptions(value: unknown): string | undefined {
  if (Array.isArray(value))
    return value
      .map(
        (o) =>
          `${nameOf(o) ?? "?"}: ${((o as { values?: unknown[] })?.values ?? []).join(", ")}`
      )
      .join("; ")
  if (value && typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([title, v]) => `${title}: ${String(v)}`)
      .join(", ")
  return undefined
}

/** Long text cut to MAX_DISPLAY unless shown `full`. */
const shorten = (text: string, full: boolean) =>
  full || text.length <= MAX_DISPLAY
    ? text
    : `${text.slice(0, MAX_DISPLAY - 1)}…`

/** One value as a short string; `full` keeps long text and JSON whole (detail view). */
export function displayValue(
  field: string,
  value: unknown,
  context?: Record<string, unknown> | null,
  full = false
): string {
  if (value === null || value === undefined) return ""
  if (typeof value === "boolean") return value ? "✓" : "✗"
  if (typeof value === "number" && isPriceField(field)) {
    return formatPrice(
      value,
      typeof context?.currency_code === "string"
        ? context.currency_code
        : undefined
    )
  }
  if (typeof value === "number") return String(value)
  const options = field === "options" ? displayOptions(value) : undefined
  if (options !== undefined) return shorten(options, full)
  if (typeof value === "string") return shorten(value, full)
  const named = nameOf(value)
  if (named !== undefined) return named
  if (Array.isArray(value) && value.every((v) => nameOf(v) !== undefined))
    return value.map((v) => nameOf(v)).join(", ")
  return shorten(JSON.stringify(value), full)
}
