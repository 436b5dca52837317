import { Text } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { useInvalidateRecords } from "../../hooks/api/b2b-records"
import { formatBytes } from "../../lib/format"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { FileField } from "./file-field"
import { FormDialog } from "./form-dialog"
import { UploadProgress } from "./upload-progress"
import { replaceRecordFile } from "./upload-file"
import type { RecordDialogProps } from "./types"

/** "Replace file" (a drawer, as editing is): a corrected file for a record that needs attention; the record is pending again. */
export const ReplaceFileDialog = ({
  record,
  open,
  onOpenChange,
  returnFocus,
}: RecordDialogProps) => {
  const { t } = usePluginTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const refresh = useInvalidateRecords()

  const close = () => {
    onOpenChange(false)
    setFile(null)
    setProblem(null)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!file) return setProblem(t("import.replace.needFile"))
    setProblem(null)
    setProgress(0)
    replaceRecordFile(t, record.id, file, setProgress)
      .then((next) => {
        refresh()
        close()
        notify.success(t("import.replace.done", { file: next.file_name }), {
          id: "b2b-record-result",
        })
      })
      .catch((error: Error) => setProblem(error.message))
      .finally(() => setProgress(null))
  }

  return (
    <FormDialog
      kind="edit"
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("import.replace.title")}
      description={t("import.replace.description", { file: record.file_name })}
      onSubmit={submit}
      submitLabel={t("import.replace.submit")}
      busy={progress !== null}
      returnFocus={returnFocus}
    >
      <FileField
        id="b2b-replace-file"
        label={t("import.replace.file")}
        hint={file ? `${file.name}, ${formatBytes(file.size)}` : undefined}
        error={problem ?? undefined}
        disabled={progress !== null}
        onFile={(next) => {
          setFile(next)
          setProblem(null)
        }}
      />
      {progress !== null && <UploadProgress fraction={progress} />}
      <Text size="small" className="text-ui-fg-subtle">
        {t("import.replace.keepsRuns")}
      </Text>
    </FormDialog>
  )
}
