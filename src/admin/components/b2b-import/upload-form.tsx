import { Checkbox, Label, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { formatBytes } from "../../lib/format"
import { usePluginTranslation } from "../../lib/i18n"
import { FileField } from "./file-field"
import { LabeledSelect } from "./labeled-select"
import { formatLabel, formatNames } from "./labels"
import type { Profile } from "./types"

export type UploadDraft = {
  profileId: string
  file: File | null
  hold: boolean
}
export type UploadProblems = { profile?: string; file?: string }

type Props = {
  profiles: Profile[] | undefined
  draft: UploadDraft
  onChange: (patch: Partial<UploadDraft>) => void
  problems: UploadProblems
  busy: boolean
}

/** An active profile, the order file and "hold": what an upload sends. */
export const UploadFields = ({
  profiles,
  draft,
  onChange,
  problems,
  busy,
}: Props) => {
  const { t } = usePluginTranslation()
  const active = (profiles ?? []).filter((p) => p.active)
  if (profiles && !active.length)
    return (
      <Text size="small">
        {t("import.upload.noProfile")}{" "}
        <Link
          to="/b2b-import/profiles"
          className="text-ui-fg-interactive-hover hover:underline"
        >
          {t("import.profiles.title")}
        </Link>
      </Text>
    )
  return (
    <>
      <LabeledSelect
        id="b2b-upload-profile"
        label={t("import.upload.profile")}
        value={draft.profileId}
        onChange={(profileId) => onChange({ profileId })}
        placeholder={
          profiles
            ? t("import.upload.chooseProfile")
            : t("import.upload.loadingProfiles")
        }
        options={active.map((p) => ({
          value: p.id,
          label: `${p.name} · ${formatLabel(t, p.file_format)}`,
        }))}
        error={problems.profile}
        disabled={busy}
      />
      <FileField
        id="b2b-upload-file"
        label={t("import.upload.file")}
        hint={
          draft.file
            ? `${draft.file.name}, ${formatBytes(draft.file.size)}`
            : t("import.upload.fileHint", { formats: formatNames(t) })
        }
        error={problems.file}
        disabled={busy}
        onFile={(file) => onChange({ file })}
      />
      <div className="flex items-start gap-x-2">
        <Checkbox
          id="b2b-upload-hold"
          checked={draft.hold}
          disabled={busy}
          aria-describedby="b2b-upload-hold-hint"
          onCheckedChange={(v) => onChange({ hold: v === true })}
        />
        <div className="flex flex-col">
          <Label htmlFor="b2b-upload-hold" size="small" weight="plus">
            {t("import.upload.hold")}
          </Label>
          <Text
            id="b2b-upload-hold-hint"
            size="small"
            className="text-ui-fg-subtle"
          >
            {t("import.upload.holdHint")}
          </Text>
        </div>
      </div>
    </>
  )
}
