import { Button, Text } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { useProfiles } from "../../hooks/api/b2b-profiles"
import { useInvalidateRecords } from "../../hooks/api/b2b-records"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { FormDialog } from "./form-dialog"
import { uploadRecordFile, type UploadAnswer } from "./upload-file"
import {
  UploadFields,
  type UploadDraft,
  type UploadProblems,
} from "./upload-form"
import { UploadProgress } from "./upload-progress"
import { UploadResult } from "./upload-result"

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

const EMPTY: UploadDraft = { profileId: "", file: null, hold: false }

/** "Upload file" (a focus modal, as creating is): profile and file, progress, then the record it made. */
export const UploadDialog = ({ open, onOpenChange }: Props) => {
  const { t } = usePluginTranslation()
  const profiles = useProfiles()
  const refresh = useInvalidateRecords()
  const [draft, setDraft] = useState<UploadDraft>(EMPTY)
  const [problems, setProblems] = useState<UploadProblems>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [answer, setAnswer] = useState<UploadAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const reset = () => {
    setDraft(EMPTY)
    setProblems({})
    setProgress(null)
    setAnswer(null)
    setProblem(null)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found: UploadProblems = {
      profile: draft.profileId ? undefined : t("import.upload.needProfile"),
      file: draft.file ? undefined : t("import.upload.needFile"),
    }
    setProblems(found)
    if (!draft.profileId || !draft.file) return
    setProblem(null)
    setProgress(0)
    uploadRecordFile(t, draft.profileId, draft.file, setProgress, draft.hold)
      .then((result) => {
        setAnswer(result)
        refresh()
      })
      .catch((err: Error) => setProblem(err.message))
      .finally(() => setProgress(null))
  }

  return (
    <FormDialog
      kind="create"
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
      title={t("import.upload.title")}
      description={t("import.upload.description")}
      onSubmit={answer ? undefined : submit}
      submitLabel={t("import.upload.submit")}
      busy={progress !== null}
      footer={
        answer ? (
          <Button
            size="small"
            variant="secondary"
            type="button"
            onClick={() => (reset(), onOpenChange(false))}
          >
            {t("common.actions.close")}
          </Button>
        ) : undefined
      }
    >
      {answer ? (
        <UploadResult
          key={answer.record.id}
          record={answer.record}
          duplicate={answer.duplicate}
          onAnother={reset}
        />
      ) : (
        <>
          {profiles.isError && (
            <Text size="small" className="text-ui-fg-error" role="alert">
              {t("import.upload.profilesFailed", {
                reason: errorMessage(profiles.error),
              })}
            </Text>
          )}
          <UploadFields
            profiles={profiles.data}
            draft={draft}
            onChange={(patch) => {
              setDraft((d) => ({ ...d, ...patch }))
              // A field chosen again is no longer wrong.
              setProblems((p) => ({
                profile: "profileId" in patch ? undefined : p.profile,
                file: "file" in patch ? undefined : p.file,
              }))
            }}
            problems={problems}
            busy={progress !== null}
          />
          {progress !== null && <UploadProgress fraction={progress} />}
          {problem && (
            <Text size="small" className="text-ui-fg-error" role="alert">
              {problem}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  )
}
