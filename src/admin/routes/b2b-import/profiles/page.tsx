import { Button } from "@medusajs/ui"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { ProfilesCrumb } from "../../../components/b2b-import/crumbs"
import { ProfileFormDialog } from "../../../components/b2b-import/profile-form"
import { ProfilesList } from "../../../components/b2b-import/profiles-list"
import { Section } from "../../../components/common/section"
import { usePluginTranslation } from "../../../lib/i18n"

/** Import profiles: the list, and "Create profile" in a focus modal; a profile opens its page with the field mappings. */
const B2bProfilesPage = () => {
  const { t } = usePluginTranslation()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  return (
    <Section
      title={t("import.profiles.title")}
      level="h1"
      description={t("import.profiles.description")}
      actions={
        <Button size="small" onClick={() => setCreating(true)}>
          {t("import.profile.create")}
        </Button>
      }
    >
      <ProfilesList />
      <ProfileFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(p) => navigate(`/b2b-import/profiles/${p.id}`)}
      />
    </Section>
  )
}

export const handle = { breadcrumb: () => <ProfilesCrumb /> }

export default B2bProfilesPage
