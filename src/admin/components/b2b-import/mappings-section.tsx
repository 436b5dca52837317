import { Button, Drawer, Text } from "@medusajs/ui"
import { useState } from "react"
import { notify, useNoToastsWhileOpen } from "../../lib/notify"
import { MappingForm } from "./mapping-form"
import { MappingsTable } from "./mappings-table"
import { useDeleteMapping } from "../../hooks/api/b2b-profiles"
import type { FieldMapping, Profile } from "./types"
import { Section } from "../common/section"
import { useConfirmedMutation } from "../../hooks/use-confirmed-mutation"

/** A profile's field mappings: the table, "Add mapping", and a side panel to add or edit one. */
export const MappingsSection = ({ profile }: { profile: Profile }) => {
  const mappings = profile.mappings ?? []
  const [editing, setEditing] = useState<FieldMapping | "new" | null>(null)
  const remove = useDeleteMapping(profile.id)
  const confirmRemove = useConfirmedMutation(remove)
  useNoToastsWhileOpen(editing !== null)
  const nextPosition = mappings.length
    ? Math.max(...mappings.map((m) => m.position)) + 1
    : 0

  const confirmDelete = (m: FieldMapping) =>
    confirmRemove(
      m.id,
      {
        title: "Delete this mapping?",
        description: `The column "${m.source}" will no longer fill ${m.target}.`,
      },
      { done: () => notify.success("Mapping deleted.") }
    )

  return (
    <Section
      title="Field mappings"
      level="h2"
      description={
        <>
          Which column or path of the file fills which order field.
          {profile.file_format === "opentrans" &&
            " Without mappings, openTRANS files use the standard fields."}
        </>
      }
      actions={
        <Button
          size="small"
          variant="secondary"
          onClick={() => setEditing("new")}
        >
          Add mapping
        </Button>
      }
    >
      {mappings.length ? (
        <MappingsTable
          mappings={mappings}
          onEdit={setEditing}
          onDelete={confirmDelete}
        />
      ) : (
        <Text size="small" className="px-6 py-6 text-ui-fg-subtle">
          No field mappings yet.
        </Text>
      )}
      <Drawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>
              {editing === "new"
                ? "Add a field mapping"
                : "Edit the field mapping"}
            </Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="overflow-y-auto">
            {editing !== null && (
              <MappingForm
                key={editing === "new" ? "new" : editing.id}
                profileId={profile.id}
                mapping={editing === "new" ? undefined : editing}
                nextPosition={nextPosition}
                onSaved={() => setEditing(null)}
              />
            )}
          </Drawer.Body>
        </Drawer.Content>
      </Drawer>
    </Section>
  )
}
