import { Button, Input, Label, Switch, Textarea } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { notify } from "../../lib/notify"
import { EditForm } from "./edit-form"
import { FormField } from "./form-field"
import { LabeledSelect } from "./labeled-select"
import { TARGET_OPTIONS } from "./labels"
import { useSaveMapping } from "../../hooks/api/b2b-profiles"
import { serverProblem, type ServerProblem } from "./server-field"
import { parseTransform } from "./transform-steps"
import type { FieldMapping } from "./types"

type Props = {
  profileId: string
  mapping?: FieldMapping
  nextPosition: number
  onSaved: () => void
}

const LABELS = {
  source: "Source column",
  target: "Target",
  transform: "Transform",
  required: "Required",
  position: "Position",
}
const EXAMPLE = '[{"type":"trim"},{"type":"number","decimalSeparator":","}]'

/** Adds or edits one field mapping: source, target, transform steps (JSON), required, position. */
export const MappingForm = ({
  profileId,
  mapping,
  nextPosition,
  onSaved,
}: Props) => {
  const [source, setSource] = useState(mapping?.source ?? "")
  const [target, setTarget] = useState(mapping?.target ?? "")
  const [transform, setTransform] = useState(
    mapping?.transform ? JSON.stringify(mapping.transform) : ""
  )
  const [required, setRequired] = useState(mapping?.required ?? false)
  const [position, setPosition] = useState(
    String(mapping?.position ?? nextPosition)
  )
  const [problem, setProblem] = useState<ServerProblem | null>(null)
  const [local, setLocal] = useState<Record<string, string>>({})
  const save = useSaveMapping(profileId, mapping?.id)
  const errorFor = (field: string) =>
    local[field] ?? (problem?.field === field ? problem.text : undefined)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setProblem(null)
    const parsed = parseTransform(transform)
    const found: Record<string, string> = {}
    if (!source.trim())
      found.source = "Name the column (or its number, or a path in JSON/XML)."
    if (!target) found.target = "Choose the order field this column fills."
    if (parsed.problem) found.transform = parsed.problem
    if (!/^\d+$/.test(position.trim()))
      found.position = "The position is a whole number from 0."
    setLocal(found)
    if (Object.keys(found).length) return
    const body = {
      source: source.trim(),
      target,
      transform: parsed.steps,
      required,
      position: Number(position),
    }
    save.mutate(body, {
      onSuccess: () => {
        // The panel closes first, so the toast covers none of its buttons.
        onSaved()
        notify.success(mapping ? "Mapping saved." : "Mapping added.")
      },
      onError: (err) => setProblem(serverProblem(err, LABELS)),
    })
  }

  return (
    <EditForm
      label={mapping ? "Edit mapping" : "New mapping"}
      onSubmit={submit}
      problem={problem}
      className="flex flex-col gap-y-5"
    >
      <FormField
        id="b2b-mapping-source"
        label="Source column"
        hint="CSV: the column header (or number without a header row); JSON/XML: a dotted path, e.g. items[].sku."
        error={errorFor("source")}
      >
        <Input
          id="b2b-mapping-source"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          aria-invalid={Boolean(errorFor("source"))}
        />
      </FormField>
      <LabeledSelect
        id="b2b-mapping-target"
        label="Target"
        value={target}
        onChange={setTarget}
        options={TARGET_OPTIONS}
        placeholder="Choose an order field"
        error={errorFor("target")}
      />
      <FormField
        id="b2b-mapping-transform"
        label="Transform (JSON)"
        hint={`Steps run in order; empty for none. Types: trim, upper, lower, number, date, default, map. E.g. ${EXAMPLE}`}
        error={errorFor("transform")}
      >
        <Textarea
          id="b2b-mapping-transform"
          className="font-mono"
          rows={3}
          value={transform}
          onChange={(e) => setTransform(e.target.value)}
          placeholder='[{"type":"trim"}]'
          aria-invalid={Boolean(errorFor("transform"))}
        />
      </FormField>
      <FormField
        id="b2b-mapping-position"
        label="Position"
        error={errorFor("position")}
      >
        <Input
          id="b2b-mapping-position"
          type="number"
          min={0}
          step={1}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          aria-invalid={Boolean(errorFor("position"))}
        />
      </FormField>
      <div className="flex items-center gap-x-2">
        <Switch
          id="b2b-mapping-required"
          checked={required}
          onCheckedChange={setRequired}
        />
        <Label htmlFor="b2b-mapping-required" size="small" weight="plus">
          Required (the file must carry a value)
        </Label>
      </div>
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {mapping ? "Save mapping" : "Add mapping"}
        </Button>
      </div>
    </EditForm>
  )
}
