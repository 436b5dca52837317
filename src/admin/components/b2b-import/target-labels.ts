import type { TFunction } from "i18next"
import { MAPPING_TARGETS } from "../../../types/b2b-import"
import type { Option } from "./labels"
import type { TransformStep } from "./types"

/** An order field a mapping fills, in words: "Order number", "Shipping address: City". */
export function targetLabel(t: TFunction, target: string): string {
  const [group, field] = target.split(".")
  if (group === "shipping" || group === "billing")
    return t("import.target.address", {
      address: t(`import.target.group.${group}`),
      field: t(`import.target.addressField.${field}`, { defaultValue: field }),
    })
  return t(`import.target.${group}.${field}`, { defaultValue: target })
}

export const targetOptions = (t: TFunction): Option[] =>
  MAPPING_TARGETS.map((value) => ({ value, label: targetLabel(t, value) }))

/** A mapping's transform steps in words, in order: "Trim → Number (decimal comma)". */
export function transformSummary(
  t: TFunction,
  steps: TransformStep[] | null | undefined
): string {
  if (!steps?.length) return t("import.transform.none")
  return steps
    .map((step) => {
      const s = step as Record<string, unknown>
      const name = t(`import.transform.type.${String(s.type)}`, {
        defaultValue: String(s.type),
      })
      if (s.type === "number" && s.decimalSeparator)
        return t("import.transform.number", {
          separator:
            s.decimalSeparator === ","
              ? t("import.decimal.commaShort")
              : t("import.decimal.pointShort"),
        })
      if (s.type === "date" && s.format) return `${name} (${String(s.format)})`
      if (s.type === "default") return `${name} (${JSON.stringify(s.value)})`
      if (s.type === "map" && s.values && typeof s.values === "object")
        return `${name} (${Object.entries(s.values as Record<string, string>)
          .map(([from, to]) => `${from} → ${to}`)
          .join(", ")})`
      return name
    })
    .join(" → ")
}
