import { Button, usePrompt } from "@medusajs/ui"
import { useRef, useState } from "react"
import { FILE_FORMAT_TRAITS } from "../../../types/b2b-import"
import {
  useCopyStandardMappings,
  useDeleteMapping,
} from "../../hooks/api/b2b-profiles"
import { useListUrlState } from "../../hooks/use-list-url-state"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { DataList } from "../common/data-list"
import { Section } from "../common/section"
import { rowMenu } from "./action-menu"
import { useClientPage } from "./client-list"
import { focusBack } from "./focus-back"
import { MappingFormDialog } from "./mapping-form"
import { MAPPING_SORTS, useMappingColumns } from "./mappings-columns"
import { formatLabel } from "./labels"
import { targetLabel } from "./target-labels"
import type { FieldMapping, Profile } from "./types"

const DEFAULT_SORT = { id: "position", desc: false }

/**
 * A profile's field mappings: a list (search, sorting, page in the URL),
 * "Add mapping" in a focus modal, Edit in a drawer and Delete (asked first)
 * from each row's "…" menu; the focus goes back to what opened them.
 */
export const MappingsSection = ({ profile }: { profile: Profile }) => {
  const { t } = usePluginTranslation()
  const prompt = usePrompt()
  const mappings = profile.mappings ?? []
  const [adding, setAdding] = useState(false)
  // The mapping stays set while its drawer closes (the drawer keeps its kind and gives the focus back to its row).
  const [editing, setEditing] = useState<FieldMapping | null>(null)
  const [editOpen, setEditOpen] = useState(false)
  const edit = (m: FieldMapping) => {
    setEditing(m)
    setEditOpen(true)
  }
  const addButton = useRef<HTMLButtonElement>(null)
  const remove = useDeleteMapping(profile.id)
  const copyStandard = useCopyStandardMappings(profile.id)
  const hasStandard = FILE_FORMAT_TRAITS[profile.file_format].standardMappings
  const copy = () =>
    copyStandard.mutate(undefined, {
      onSuccess: ({ mappings: copied }) =>
        notify.success(
          t("import.mapping.standardCopied", { count: copied.length })
        ),
      onError: (e) => notify.error(errorMessage(e)),
    })
  const state = useListUrlState({
    filterIds: [],
    defaultSort: DEFAULT_SORT,
    sortable: MAPPING_SORTS,
  })
  const page = useClientPage(profile.mappings, state, {
    text: (m) => `${m.source} ${targetLabel(t, m.target)}`,
    matches: () => true,
    sortValue: (m, id) =>
      id === "position"
        ? m.position
        : id === "target"
          ? targetLabel(t, m.target)
          : m.source,
  })
  const nextPosition = mappings.length
    ? Math.max(...mappings.map((m) => m.position)) + 1
    : 0

  const confirmDelete = async (m: FieldMapping) => {
    const confirmed = await prompt({
      title: t("import.mapping.deleteTitle"),
      description: t("import.mapping.deleteText", {
        source: m.source,
        target: targetLabel(t, m.target),
      }),
      confirmText: t("common.actions.delete"),
      cancelText: t("common.actions.cancel"),
    })
    if (!confirmed) return focusBack(rowMenu(m.id))
    remove.mutate(m.id, {
      onSuccess: () => {
        notify.success(t("import.mapping.deleted"))
        // The row is gone: the focus waits at "Add mapping".
        focusBack(addButton.current)
      },
      onError: (e) => notify.error(errorMessage(e)),
    })
  }
  const columns = useMappingColumns({ onEdit: edit, onDelete: confirmDelete })

  return (
    <Section
      title={t("import.mapping.title")}
      level="h2"
      description={
        hasStandard && !mappings.length
          ? `${t("import.mapping.description")} ${t("import.mapping.standardFields", { format: formatLabel(t, profile.file_format) })}`
          : t("import.mapping.description")
      }
      actions={
        <div className="flex gap-x-2">
          {hasStandard && !mappings.length && (
            <Button
              size="small"
              variant="secondary"
              isLoading={copyStandard.isPending}
              onClick={copy}
            >
              {t("import.mapping.copyStandard")}
            </Button>
          )}
          <Button
            ref={addButton}
            size="small"
            variant="secondary"
            onClick={() => setAdding(true)}
          >
            {t("import.mapping.addButton")}
          </Button>
        </div>
      }
    >
      <DataList
        label={t("import.mapping.title")}
        columns={columns}
        data={page.data}
        rowCount={page.count}
        getRowId={(m) => m.id}
        state={state}
        searchable
        searchPlaceholder={t("import.mapping.searchPlaceholder")}
        onRowClick={edit}
        empty={{
          heading: t("import.mapping.emptyHeading"),
          description: t("import.mapping.emptyText"),
        }}
      />
      <MappingFormDialog
        profileId={profile.id}
        nextPosition={nextPosition}
        open={adding}
        onOpenChange={setAdding}
        returnFocus={() => addButton.current}
      />
      {editing && (
        <MappingFormDialog
          profileId={profile.id}
          mapping={editing}
          nextPosition={nextPosition}
          open={editOpen}
          onOpenChange={setEditOpen}
          returnFocus={() => rowMenu(editing.id)}
        />
      )}
    </Section>
  )
}
