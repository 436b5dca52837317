import { Button, Container, Heading, StatusBadge } from "@medusajs/ui"
import { useNavigate, useParams } from "react-router-dom"
import { BackLink } from "../../../../components/b2b-import/back-link"
import { notify } from "../../../../lib/notify"
import { MappingsSection } from "../../../../components/b2b-import/mappings-section"
import { ProfileForm } from "../../../../components/b2b-import/profile-form"
import {
  useDeleteProfile,
  useProfile,
} from "../../../../hooks/api/b2b-profiles"
import { DetailFallback } from "../../../../components/b2b-import/detail-fallback"
import { useConfirmedMutation } from "../../../../hooks/use-confirmed-mutation"

/** One import profile: its settings form, Delete, and its field mappings. */
const B2bProfilePage = () => {
  const { id = "" } = useParams()
  const navigate = useNavigate()
  const { data: profile, isLoading, isError, error } = useProfile(id)
  const remove = useDeleteProfile()
  const confirmRemove = useConfirmedMutation(remove)

  if (isLoading || isError || !profile)
    return (
      <DetailFallback
        what="profile"
        backTo="/b2b-import/profiles"
        backLabel="Import profiles"
        loading={isLoading}
        error={error}
      />
    )

  const confirmDelete = () =>
    confirmRemove(
      profile.id,
      {
        title: `Delete "${profile.name}"?`,
        description:
          "The profile and its field mappings are deleted; records uploaded for it stay.",
      },
      {
        done: () => {
          navigate("/b2b-import/profiles")
          notify.success(`Profile "${profile.name}" deleted.`)
        },
      }
    )

  return (
    <div className="flex flex-col gap-y-3">
      <BackLink to="/b2b-import/profiles" label="Import profiles" />
      <Container className="divide-y p-0">
        <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
          <div className="flex items-center gap-x-2">
            <Heading level="h1">{profile.name}</Heading>
            <StatusBadge color={profile.active ? "green" : "grey"}>
              {profile.active ? "Active" : "Inactive"}
            </StatusBadge>
          </div>
          <Button
            size="small"
            variant="danger"
            onClick={confirmDelete}
            isLoading={remove.isPending}
          >
            Delete profile
          </Button>
        </div>
        <div className="px-6 py-4">
          <ProfileForm key={profile.updated_at} profile={profile} />
        </div>
      </Container>
      <MappingsSection profile={profile} />
    </div>
  )
}

export default B2bProfilePage
