import { Input } from "@medusajs/ui"
import { FormField } from "./form-field"
import { useProfileDraft } from "./profile-draft"

/** How far an order price may move between import and approval before the clerk must accept it. */
export const ProfileToleranceField = () => {
  const { draft, set, errorFor } = useProfileDraft()
  return (
    <FormField
      id="b2b-profile-tolerance"
      label="Price tolerance (%)"
      hint="Approve goes ahead when a price moved by at most this much since the import; above it, the clerk must accept the change. 0: every move needs acceptance."
      error={errorFor("price_tolerance_percent")}
    >
      <Input
        id="b2b-profile-tolerance"
        type="number"
        min={0}
        step="0.1"
        value={String(draft.price_tolerance_percent ?? 0)}
        onChange={(e) =>
          set({
            price_tolerance_percent: Math.max(0, Number(e.target.value) || 0),
          })
        }
      />
    </FormField>
  )
}
