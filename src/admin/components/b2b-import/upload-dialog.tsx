import { Button, Drawer, Text } from "@medusajs/ui"
import { useState } from "react"
import { errorMessage } from "../../lib/errors"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { UploadForm } from "./upload-form"
import { UploadProgress } from "./upload-progress"
import { UploadResult } from "./upload-result"
import { useProfiles } from "../../hooks/api/b2b-profiles"
import { useInvalidateRecords } from "../../hooks/api/b2b-records"
import { uploadRecordFile, type UploadAnswer } from "./upload-file"

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** The "Upload file" side panel: profile and file, progress, then the record it made. */
export const UploadDialog = ({ open, onOpenChange }: Props) => {
  const profiles = useProfiles()
  const refresh = useInvalidateRecords()
  const [progress, setProgress] = useState<number | null>(null)
  const [answer, setAnswer] = useState<UploadAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The panel says everything itself: no toast from before may cover it.
  useNoToastsWhileOpen(open)

  const reset = () => {
    setProgress(null)
    setAnswer(null)
    setProblem(null)
  }
  const upload = (profileId: string, file: File, hold: boolean) => {
    setProblem(null)
    setProgress(0)
    uploadRecordFile(profileId, file, setProgress, hold)
      .then((result) => {
        setAnswer(result)
        refresh()
      })
      .catch((e: Error) => setProblem(e.message))
      .finally(() => setProgress(null))
  }

  return (
    <Drawer
      open={open}
      onOpenChange={(next) =>
        next ? onOpenChange(true) : (reset(), onOpenChange(false))
      }
    >
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Upload an order file</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
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
                  The import profiles could not be loaded:{" "}
                  {errorMessage(profiles.error)}
                </Text>
              )}
              <UploadForm
                profiles={profiles.data}
                busy={progress !== null}
                onUpload={upload}
              />
              {progress !== null && <UploadProgress fraction={progress} />}
              {problem && (
                <Text size="small" className="text-ui-fg-error" role="alert">
                  {problem}
                </Text>
              )}
            </>
          )}
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
