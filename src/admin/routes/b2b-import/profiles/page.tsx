import { Button, Drawer, Text } from "@medusajs/ui"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { BackLink } from "../../../components/b2b-import/back-link"
import { errorMessage } from "../../../lib/errors"
import { useNoToastsWhileOpen } from "../../../lib/notify"
import { ProfileForm } from "../../../components/b2b-import/profile-form"
import { ProfilesTable } from "../../../components/b2b-import/profiles-table"
import { useProfiles } from "../../../hooks/api/b2b-profiles"
import { Section } from "../../../components/common/section"

/** Import profiles: the list, and "Create profile" in a side panel; a profile opens its editor with the field mappings. */
const B2bProfilesPage = () => {
  const navigate = useNavigate()
  const { data: profiles, isLoading, isError, error } = useProfiles()
  const [creating, setCreating] = useState(false)
  useNoToastsWhileOpen(creating)

  return (
    <div className="flex flex-col gap-y-3">
      <BackLink to="/b2b-import" label="B2B import" />
      <Section
        title="Import profiles"
        level="h1"
        description={
          <>
            How the files of each ERP or EDI client are read and turned into
            orders.
          </>
        }
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            Create profile
          </Button>
        }
      >
        {isLoading ? (
          <Text
            className="px-6 py-10 text-center text-ui-fg-subtle"
            role="status"
          >
            Loading profiles…
          </Text>
        ) : isError ? (
          <Text
            className="px-6 py-10 text-center text-ui-fg-error"
            role="alert"
          >
            The import profiles could not be loaded: {errorMessage(error)}
          </Text>
        ) : profiles?.length ? (
          <ProfilesTable profiles={profiles} />
        ) : (
          <div className="px-6 py-10 text-center">
            <Text weight="plus">No import profiles yet.</Text>
            <Text size="small" className="text-ui-fg-subtle">
              Create one for each client that sends order files.
            </Text>
          </div>
        )}
      </Section>
      <Drawer open={creating} onOpenChange={setCreating}>
        <Drawer.Content className="max-w-[720px]">
          <Drawer.Header>
            <Drawer.Title>Create an import profile</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="overflow-y-auto">
            {creating && (
              <ProfileForm
                onSaved={(p) => navigate(`/b2b-import/profiles/${p.id}`)}
              />
            )}
          </Drawer.Body>
        </Drawer.Content>
      </Drawer>
    </div>
  )
}

export default B2bProfilesPage
