import { Container } from "@medusajs/ui"
import { useParams } from "react-router-dom"
import { profileCrumb } from "../../../../components/b2b-import/crumbs"
import { MappingsSection } from "../../../../components/b2b-import/mappings-section"
import { ProfileHeader } from "../../../../components/b2b-import/profile-header"
import { ErrorState } from "../../../../components/common/error-state"
import { PageSkeleton } from "../../../../components/common/page-skeleton"
import { useProfile } from "../../../../hooks/api/b2b-profiles"
import { usePluginTranslation } from "../../../../lib/i18n"

/** One import profile: its settings (Edit, Delete in its menu) and its field mappings. */
const B2bProfilePage = () => {
  const { t } = usePluginTranslation()
  const { id = "" } = useParams()
  const { data: profile, isLoading, error, refetch } = useProfile(id)

  if (!profile)
    return (
      <Container className="p-0" data-plugin-root>
        {isLoading || !error ? (
          <PageSkeleton rows={6} />
        ) : (
          <ErrorState
            what={t("import.profile.what")}
            error={error}
            onRetry={() => refetch()}
          />
        )}
      </Container>
    )
  return (
    <div className="flex flex-col gap-y-3">
      <ProfileHeader profile={profile} />
      <MappingsSection profile={profile} />
    </div>
  )
}

export const handle = { breadcrumb: profileCrumb }

export default B2bProfilePage
