/** An amount with its currency in the admin's language ("12,50 €", "€12.50"); a dash for none. */
export function formatMoney(
  value: number | null | undefined,
  currency: string,
  language: string
): string {
  if (value === null || value === undefined) return "–"
  if (!currency) return value.toFixed(2)
  try {
    return new Intl.NumberFormat(language, {
      style: "currency",
      currency: currency.toUpperCase(),
    }).format(value)
  } catch {
    return `${value.toFixed(2)} ${currency.toUpperCase()}`
  }
}
