import { createContext, useContext } from "react"
import { LabeledSelect } from "./labeled-select"
import type { Option } from "./labels"
import type { ProfileInput } from "./types"

/** The profile being edited, shared by the form's field groups. */
export type ProfileDraft = {
  draft: ProfileInput
  set: (patch: Partial<ProfileInput>) => void
  errorFor: (field: string) => string | undefined
}

export const ProfileDraftContext = createContext<ProfileDraft | null>(null)

export function useProfileDraft(): ProfileDraft {
  const draft = useContext(ProfileDraftContext)
  if (!draft) throw new Error("useProfileDraft outside a ProfileForm")
  return draft
}

export type ProfileSelectProps = {
  field: keyof ProfileInput
  /** The element id is `b2b-profile-<id>`. */
  id: string
  label: string
  options: Option[]
  hint?: string
  /** The option that stands for "not set" (null). */
  nullAs?: string
}

/** A select bound to one field of the profile being edited, with the server's error for it. */
export const ProfileSelect = ({
  field,
  id,
  label,
  options,
  hint,
  nullAs,
}: ProfileSelectProps) => {
  const { draft, set, errorFor } = useProfileDraft()
  const value = draft[field]
  return (
    <LabeledSelect
      id={`b2b-profile-${id}`}
      label={label}
      value={value == null ? (nullAs ?? "") : String(value)}
      onChange={(v) =>
        set({ [field]: nullAs !== undefined && v === nullAs ? null : v })
      }
      options={options}
      error={errorFor(field)}
      hint={hint}
    />
  )
}

/** A select's description in one line: field, element id, label, options and the rest. */
export const choice = (
  field: keyof ProfileInput,
  id: string,
  label: string,
  options: Option[],
  rest: Partial<ProfileSelectProps> = {}
): ProfileSelectProps => ({ field, id, label, options, ...rest })

/** Several selects of the profile being edited, in order. */
export const ProfileSelects = ({
  choices,
}: {
  choices: ProfileSelectProps[]
}) => (
  <>
    {choices.map((c) => (
      <ProfileSelect key={c.field} {...c} />
    ))}
  </>
)
