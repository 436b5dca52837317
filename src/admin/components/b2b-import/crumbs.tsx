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

/** A long name cut with "…" so that the trail never runs under the top bar's buttons. */
const Cut = ({ text }: { text?: string }) => (
  <span
    className="inline-block max-w-[240px] truncate align-bottom"
    title={text}
  >
    {text ?? "…"}
  </span>
)

/** The record's file name, once loaded (the page reads the same query). */
const RecordCrumb = ({ id }: { id: string }) => {
  const { data } = useRecord(id)
  return <Cut text={data?.file_name} />
}

const ProfileCrumb = ({ id }: { id: string }) => {
  const { data } = useProfile(id)
  return <Cut text={data?.name} />
}

type Match = UIMatch<unknown, unknown>

export const recordCrumb = (match: Match) => (
  <RecordCrumb id={match.params.id ?? ""} />
)
export const profileCrumb = (match: Match) => (
  <ProfileCrumb id={match.params.id ?? ""} />
)
