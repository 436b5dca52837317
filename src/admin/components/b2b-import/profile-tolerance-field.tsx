import { Input } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { FormField } from "./form-field"
import { useProfileDraft } from "./profile-draft"

const ID = "b2b-profile-price_tolerance_percent"

/** How far an order price may move between import and approval before the clerk must accept it, in percent. */
export const ProfileToleranceField = () => {
  const { t } = usePluginTranslation()
  const { draft, set, errorFor } = useProfileDraft()
  const error = errorFor("price_tolerance_percent")
  return (
    <FormField
      id={ID}
      label={t("import.profile.fields.price_tolerance_percent")}
      hint={t("import.profile.hints.tolerance")}
      error={error}
    >
      <Input
        id={ID}
        type="number"
        min={0}
        max={1000}
        step="0.1"
        value={String(draft.price_tolerance_percent ?? 0)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${ID}-hint${error ? ` ${ID}-error` : ""}`}
        onChange={(e) =>
          set({
            price_tolerance_percent:
              e.target.value === "" ? 0 : Number(e.target.value),
          })
        }
      />
    </FormField>
  )
}
