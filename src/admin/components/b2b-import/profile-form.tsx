import { useEffect, useState, type FormEvent } from "react"
import { NEW_PROFILE } from "../../../types/b2b-import"
import { useSaveProfile } from "../../hooks/api/b2b-profiles"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { FormDialog } from "./form-dialog"
import { FormError } from "./form-error"
import { ProfileDraftContext } from "./profile-draft"
import { ProfileFields } from "./profile-fields"
import { profileFieldLabels, profileProblems } from "./profile-schema"
import { serverProblem, type ServerProblem } from "./server-field"
import type { Profile, ProfileInput } from "./types"

function draftOf(profile?: Profile): ProfileInput {
  if (!profile) return NEW_PROFILE
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    mappings: _m,
    ...input
  } = profile
  return { ...NEW_PROFILE, ...input }
}

type Props = {
  /** The profile to edit (a drawer); without it a new one is created (a focus modal). */
  profile?: Profile
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved?: (profile: Profile) => void
  returnFocus?: () => HTMLElement | null
}

/**
 * Creates or edits an import profile. What a clerk typed is checked before
 * it is sent (field by field, in words); a refusal by the server is named
 * beside the field it concerns, never in the framework's raw words.
 */
export const ProfileFormDialog = ({
  profile,
  open,
  onOpenChange,
  onSaved,
  returnFocus,
}: Props) => {
  const { t } = usePluginTranslation()
  const [draft, setDraft] = useState<ProfileInput>(() => draftOf(profile))
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [server, setServer] = useState<ServerProblem | null>(null)
  const save = useSaveProfile(profile?.id)
  // Each opening starts from the saved profile (or a new one).
  useEffect(() => {
    if (!open) return
    setDraft(draftOf(profile))
    setProblems({})
    setServer(null)
  }, [open])

  const set = (patch: Partial<ProfileInput>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setProblems((p) => {
      const next = { ...p }
      for (const key of Object.keys(patch)) delete next[key]
      return next
    })
  }
  const errorFor = (field: string) =>
    problems[field] ?? (server?.field === field ? server.text : undefined)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setServer(null)
    const body = {
      ...draft,
      name: draft.name.trim(),
      customer_id: draft.customer_lookup === "fixed" ? draft.customer_id : null,
    }
    const found = profileProblems(t, body)
    setProblems(found)
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]
      document.getElementById(`b2b-profile-${first}`)?.focus()
      return
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        onOpenChange(false)
        notify.success(
          t(profile ? "import.profile.saved" : "import.profile.created", {
            name: saved.name,
          })
        )
        onSaved?.(saved)
      },
      onError: (err) => setServer(serverProblem(t, err, profileFieldLabels(t))),
    })
  }

  return (
    <FormDialog
      kind={profile ? "edit" : "create"}
      open={open}
      onOpenChange={onOpenChange}
      title={
        profile
          ? t("import.profile.editTitle")
          : t("import.profile.createTitle")
      }
      description={t("import.profile.formDescription")}
      onSubmit={submit}
      submitLabel={
        profile ? t("import.profile.save") : t("import.profile.create")
      }
      busy={save.isPending}
      returnFocus={returnFocus}
    >
      <FormError
        message={server && t("import.form.notSaved", { reason: server.text })}
      />
      <ProfileDraftContext.Provider value={{ draft, set, errorFor }}>
        <ProfileFields />
      </ProfileDraftContext.Provider>
    </FormDialog>
  )
}
