import type { UIMatch } from "react-router-dom"
import { useProfile } from "../../hooks/api/b2b-profiles"
import { useRecord } from "../../hooks/api/b2b-records"
import { usePluginTranslation } from "../../lib/i18n"

/**
 * The dashboard's breadcrumbs of the import's pages (a route's
 * `handle.breadcrumb`): "B2B import" › the record's file name, and
 * "B2B import" › "Import profiles" › the profile's name.
 */
export const ImportCrumb = () => {
  const { t } = usePluginTranslation()
  return <>{t("import.nav.title")}</>
}

export const ProfilesCrumb = () => {
  const { t } = usePluginTranslation()
  return <>{t("import.profiles.title")}</>
}

/** The record's file name, once loaded (the page reads the same query). */
const RecordCrumb = ({ id }: { id: string }) => {
  const { data } = useRecord(id)
  return <>{data?.file_name ?? "…"}</>
}

const ProfileCrumb = ({ id }: { id: string }) => {
  const { data } = useProfile(id)
  return <>{data?.name ?? "…"}</>
}

type Match = UIMatch<unknown, unknown>

export const recordCrumb = (match: Match) => (
  <RecordCrumb id={match.params.id ?? ""} />
)
export const profileCrumb = (match: Match) => (
  <ProfileCrumb id={match.params.id ?? ""} />
)
