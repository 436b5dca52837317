/**
 * GTINs (EAN-8, UPC-A, EAN-13, GTIN-14): standard order formats (EDIFACT's
 * LIN, UBL's StandardItemIdentification) often name an item only by its GTIN,
 * which a shop keeps in a variant's EAN, UPC or barcode. A line's SKU that no
 * variant has as SKU is looked up there when it has a GTIN's shape.
 */
export const looksLikeGtin = (text: string): boolean =>
  /^(?:\d{8}|\d{12,14})$/.test(text)

/** The ways a shop may have stored one GTIN: as sent, without leading zeros, and padded to 13 and 14 digits. */
export function gtinForms(gtin: string): string[] {
  const bare = gtin.replace(/^0+/, "")
  return [
    ...new Set([gtin, bare, bare.padStart(13, "0"), bare.padStart(14, "0")]),
  ]
}

/** The one variant a GTIN names among rows found by the GTIN's forms, or null when none or several have it. */
export function variantOfGtin<
  R extends {
    ean?: string | null
    upc?: string | null
    barcode?: string | null
  },
>(gtin: string, rows: R[]): R | null {
  const forms = new Set(gtinForms(gtin))
  const matching = rows.filter((row) =>
    [row.ean, row.upc, row.barcode].some((code) => !!code && forms.has(code))
  )
  return matching.length === 1 ? matching[0] : null
}
