import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowDownTray } from "@medusajs/icons"
import { Button } from "@medusajs/ui"
import { useState } from "react"
import { Link } from "react-router-dom"
import { ImportCrumb } from "../../components/b2b-import/crumbs"
import { RecordsList } from "../../components/b2b-import/records-list"
import { UploadDialog } from "../../components/b2b-import/upload-dialog"
import { Section } from "../../components/common/section"
import { TimeZoneNote } from "../../components/common/time-zone-note"
import { usePluginTranslation } from "../../lib/i18n"

/** B2B import: the uploaded order files, "Import profiles" and "Upload file". */
const B2bImportPage = () => {
  const { t } = usePluginTranslation()
  const [uploading, setUploading] = useState(false)
  return (
    <Section
      title={t("import.list.title")}
      level="h1"
      description={
        <>
          {t("import.list.description")} <TimeZoneNote />
        </>
      }
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" size="small" asChild>
            <Link to="/b2b-import/profiles">{t("import.profiles.title")}</Link>
          </Button>
          <Button size="small" onClick={() => setUploading(true)}>
            {t("import.upload.open")}
          </Button>
        </div>
      }
    >
      <RecordsList />
      <UploadDialog open={uploading} onOpenChange={setUploading} />
    </Section>
  )
}

// translationNs must be a string literal: the admin's build reads it from the source (PLUGIN_NS would be ignored).
export const config = defineRouteConfig({
  label: "import.nav.title",
  translationNs: "b2bHistory",
  icon: ArrowDownTray,
})

export const handle = {
  breadcrumb: () => <ImportCrumb />,
}

export default B2bImportPage
