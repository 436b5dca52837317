import { Input, Label, Switch, Textarea } from "@medusajs/ui"
import { useEffect, useState, type FormEvent } from "react"
import { useSaveMapping } from "../../hooks/api/b2b-profiles"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { FormDialog } from "./form-dialog"
import { FormError } from "./form-error"
import { FormField } from "./form-field"
import { LabeledSelect } from "./labeled-select"
import { serverProblem, type ServerProblem } from "./server-field"
import { targetOptions } from "./target-labels"
import { mappingFieldLabels, mappingProblems } from "./mapping-schema"
import { parseTransform } from "./transform-steps"
import type { FieldMapping } from "./types"

type Props = {
  profileId: string
  /** The mapping to edit (a drawer); without it one is added (a focus modal). */
  mapping?: FieldMapping
  nextPosition: number
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus?: () => HTMLElement | null
}

const EXAMPLE = '[{"type":"trim"},{"type":"number","decimalSeparator":","}]'
const described = (id: string, error?: string) =>
  `${id}-hint${error ? ` ${id}-error` : ""}`

/**
 * Adds or edits one field mapping: source, target, transform steps (JSON),
 * required, position. What was typed is checked before it is sent; the
 * server's refusal (e.g. a path the import cannot read) is shown beside the
 * field it names.
 */
export const MappingFormDialog = (props: Props) => {
  const { t } = usePluginTranslation()
  const { mapping } = props
  const [source, setSource] = useState("")
  const [target, setTarget] = useState("")
  const [transform, setTransform] = useState("")
  const [required, setRequired] = useState(false)
  const [position, setPosition] = useState("0")
  const [local, setLocal] = useState<Record<string, string>>({})
  const [server, setServer] = useState<ServerProblem | null>(null)
  const save = useSaveMapping(props.profileId, mapping?.id)
  useEffect(() => {
    if (!props.open) return
    setSource(mapping?.source ?? "")
    setTarget(mapping?.target ?? "")
    setTransform(mapping?.transform ? JSON.stringify(mapping.transform) : "")
    setRequired(mapping?.required ?? false)
    setPosition(String(mapping?.position ?? props.nextPosition))
    setLocal({})
    setServer(null)
  }, [props.open])
  const errorFor = (field: string) =>
    local[field] ?? (server?.field === field ? server.text : undefined)
  /** A field changed is no longer wrong. */
  const edited =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setLocal(({ [field]: _, ...rest }) => rest)
    }
  /** Ties a text control to its field: id, and its hint and problem for screen readers. */
  const control = (field: string) => {
    const id = `b2b-mapping-${field}`
    const error = errorFor(field)
    return {
      id,
      "aria-invalid": Boolean(error),
      "aria-describedby": described(id, error),
    }
  }
  const labels = mappingFieldLabels(t)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setServer(null)
    const parsed = parseTransform(t, transform)
    const body = {
      source: source.trim(),
      target: target as FieldMapping["target"],
      transform: parsed.steps,
      required,
      position: position.trim() ? Number(position) : NaN,
    }
    const found = mappingProblems(t, body)
    if (parsed.problem) found.transform = parsed.problem
    setLocal(found)
    const first = ["source", "target", "transform", "position"].find(
      (field) => found[field]
    )
    if (first) return document.getElementById(`b2b-mapping-${first}`)?.focus()
    save.mutate(body, {
      onSuccess: () => {
        // The dialog closes first, so the toast covers none of its buttons.
        props.onOpenChange(false)
        notify.success(
          t(mapping ? "import.mapping.saved" : "import.mapping.added")
        )
      },
      onError: (err) => setServer(serverProblem(t, err, labels)),
    })
  }

  return (
    <FormDialog
      kind={mapping ? "edit" : "create"}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={
        mapping ? t("import.mapping.editTitle") : t("import.mapping.addTitle")
      }
      description={t("import.mapping.formDescription")}
      onSubmit={submit}
      submitLabel={mapping ? t("import.mapping.save") : t("import.mapping.add")}
      busy={save.isPending}
      returnFocus={props.returnFocus}
    >
      <FormError
        message={server && t("import.form.notSaved", { reason: server.text })}
      />
      <FormField
        id="b2b-mapping-source"
        label={labels.source}
        hint={t("import.mapping.hints.source")}
        error={errorFor("source")}
      >
        <Input
          {...control("source")}
          value={source}
          onChange={(e) => edited("source", setSource)(e.target.value)}
        />
      </FormField>
      <LabeledSelect
        id="b2b-mapping-target"
        label={labels.target}
        value={target}
        onChange={edited("target", setTarget)}
        options={targetOptions(t)}
        placeholder={t("import.mapping.hints.targetPlaceholder")}
        error={errorFor("target")}
      />
      <FormField
        id="b2b-mapping-transform"
        label={t("import.mapping.fields.transformJson")}
        hint={t("import.mapping.hints.transform", { example: EXAMPLE })}
        error={errorFor("transform")}
      >
        <Textarea
          {...control("transform")}
          className="font-mono"
          rows={3}
          value={transform}
          onChange={(e) => edited("transform", setTransform)(e.target.value)}
          placeholder='[{"type":"trim"}]'
        />
      </FormField>
      <FormField
        id="b2b-mapping-position"
        label={labels.position}
        hint={t("import.mapping.hints.position")}
        error={errorFor("position")}
      >
        <Input
          {...control("position")}
          type="number"
          min={0}
          step={1}
          value={position}
          onChange={(e) => edited("position", setPosition)(e.target.value)}
        />
      </FormField>
      <div className="flex items-center gap-x-2">
        <Switch
          id="b2b-mapping-required"
          checked={required}
          onCheckedChange={setRequired}
        />
        <Label htmlFor="b2b-mapping-required" size="small" weight="plus">
          {t("import.mapping.requiredLabel")}
        </Label>
      </div>
    </FormDialog>
  )
}
