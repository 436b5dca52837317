import { Button, Checkbox, Label, Text } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { formatBytes } from "../../lib/format"
import { FormField } from "./form-field"
import { LabeledSelect } from "./labeled-select"
import { FORMAT_LABEL } from "./labels"
import type { Profile } from "./types"

type Props = {
  profiles: Profile[] | undefined
  busy: boolean
  onUpload: (profileId: string, file: File, hold: boolean) => void
}

/** Chooses an active profile and an order file; "Upload" sends them. */
export const UploadForm = ({ profiles, busy, onUpload }: Props) => {
  const [profileId, setProfileId] = useState("")
  const [file, setFile] = useState<File | null>(null)
  const [hold, setHold] = useState(false)
  const [problems, setProblems] = useState<{ profile?: string; file?: string }>(
    {}
  )
  const active = (profiles ?? []).filter((p) => p.active)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = {
      profile: profileId
        ? undefined
        : "Choose the profile the file belongs to.",
      file: file ? undefined : "Choose an order file.",
    }
    setProblems(next)
    if (profileId && file) onUpload(profileId, file, hold)
  }

  if (profiles && !active.length) {
    return (
      <Text size="small">
        There is no active import profile yet. Create one under{" "}
        <Link
          to="/b2b-import/profiles"
          className="text-ui-fg-interactive hover:underline"
        >
          Import profiles
        </Link>
        , then upload.
      </Text>
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-y-6" noValidate>
      <LabeledSelect
        id="b2b-upload-profile"
        label="Profile"
        value={profileId}
        onChange={setProfileId}
        placeholder={profiles ? "Choose a profile" : "Loading profiles…"}
        options={active.map((p) => ({
          value: p.id,
          label: `${p.name} · ${FORMAT_LABEL[p.file_format]}`,
        }))}
        error={problems.profile}
        disabled={busy}
      />
      <FormField
        id="b2b-upload-file"
        label="File"
        hint={
          file
            ? `${file.name}, ${formatBytes(file.size)}`
            : "CSV, JSON or openTRANS XML, as the profile expects."
        }
        error={problems.file}
      >
        <input
          id="b2b-upload-file"
          type="file"
          disabled={busy}
          accept=".csv,.txt,.json,.xml,text/csv,application/json,application/xml,text/xml"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="txt-compact-small text-ui-fg-base file:bg-ui-button-neutral file:text-ui-fg-base file:shadow-buttons-neutral file:mr-3 file:rounded-md file:border-0 file:px-2 file:py-1"
        />
      </FormField>
      <div className="flex items-start gap-x-2">
        <Checkbox
          id="b2b-upload-hold"
          checked={hold}
          disabled={busy}
          onCheckedChange={(v) => setHold(v === true)}
        />
        <div className="flex flex-col">
          <Label htmlFor="b2b-upload-hold" size="small" weight="plus">
            Hold (process manually)
          </Label>
          <Text size="small" className="text-ui-fg-subtle">
            The scheduled job and bulk runs leave the file until someone
            processes it.
          </Text>
        </div>
      </div>
      <div>
        <Button type="submit" isLoading={busy}>
          Upload
        </Button>
      </div>
    </form>
  )
}
