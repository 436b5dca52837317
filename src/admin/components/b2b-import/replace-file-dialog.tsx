import { Button, Drawer, Text } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { REPLACEABLE_STATUSES } from "../../../modules/b2b-import/status-machine"
import { useInvalidateRecords } from "../../hooks/api/b2b-records"
import { formatBytes } from "../../lib/format"
import { notify } from "../../lib/notify"
import { FormField } from "./form-field"
import { UploadProgress } from "./upload-progress"
import { replaceRecordFile } from "./upload-file"
import type { InboundRecord } from "./types"

/** "Replace file": a corrected file for a record that needs attention; the record is pending again, ready to process. */
export const ReplaceFileDialog = ({ record }: { record: InboundRecord }) => {
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const refresh = useInvalidateRecords()
  if (!REPLACEABLE_STATUSES.includes(record.status)) return null

  const close = () => {
    setOpen(false)
    setFile(null)
    setProblem(null)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!file) return setProblem("Choose the corrected file.")
    setProblem(null)
    setProgress(0)
    replaceRecordFile(record.id, file, setProgress)
      .then((next) => {
        refresh()
        close()
        notify.success(
          `The file was replaced by "${next.file_name}"; the record is pending. Process it.`,
          { id: "b2b-record-result" }
        )
      })
      .catch((error: Error) => setProblem(error.message))
      .finally(() => setProgress(null))
  }

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
    >
      <Drawer.Trigger asChild>
        <Button size="small" variant="secondary">
          Replace file
        </Button>
      </Drawer.Trigger>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Replace the order file</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          <Text size="small" className="text-ui-fg-subtle">
            The corrected file takes the place of &ldquo;{record.file_name}
            &rdquo;. The record becomes pending with its errors cleared; its
            history of runs stays.
          </Text>
          <form onSubmit={submit} className="flex flex-col gap-y-6" noValidate>
            <FormField
              id="b2b-replace-file"
              label="Corrected file"
              hint={
                file ? `${file.name}, ${formatBytes(file.size)}` : undefined
              }
              error={problem ?? undefined}
            >
              <input
                id="b2b-replace-file"
                type="file"
                disabled={progress !== null}
                accept=".csv,.txt,.json,.xml,text/csv,application/json,application/xml,text/xml"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="txt-compact-small text-ui-fg-base file:bg-ui-button-neutral file:text-ui-fg-base file:shadow-buttons-neutral file:mr-3 file:rounded-md file:border-0 file:px-2 file:py-1"
              />
            </FormField>
            {progress !== null && <UploadProgress fraction={progress} />}
            <div>
              <Button type="submit" isLoading={progress !== null}>
                Replace file
              </Button>
            </div>
          </form>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary">Close</Button>
          </Drawer.Close>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
