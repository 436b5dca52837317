import { Link, useHref } from "react-router-dom"
import { usePluginTranslation } from "../../lib/i18n"
import { NoticeBox } from "../b2b-import/notice-box"

const LINK_CLASS = "text-ui-fg-interactive hover:underline"

/**
 * The server names Settings → Roles by its full URL (`/app/settings/roles`);
 * inside the admin a link is relative to the admin's own path, so the page
 * opens without reloading the admin. Another URL is followed as it is.
 */
const RolesLink = ({ url, label }: { url: string; label: string }) => {
  const base = useHref("/").replace(/\/+$/, "")
  if (base && url.startsWith(`${base}/`))
    return (
      <Link to={url.slice(base.length)} className={LINK_CLASS}>
        {label}
      </Link>
    )
  return (
    <a href={url} className={LINK_CLASS}>
      {label}
    </a>
  )
}

/**
 * Under Medusa's RBAC the roles of admin users are Medusa's: says so and
 * links to Settings → Roles, on the API users page, its drawer and the API
 * roles page (`area` chooses the words).
 */
export const MedusaRolesNotice = ({
  url,
  area,
}: {
  url: string
  area: "users" | "roles" | "userDrawer"
}) => {
  const { t } = usePluginTranslation()
  return (
    <NoticeBox
      role="status"
      title={t("settings.medusaRbac.title")}
      textClassName="text-ui-fg-subtle"
    >
      {t(`settings.medusaRbac.${area}`)}{" "}
      <RolesLink url={url} label={t("settings.medusaRbac.link")} />
    </NoticeBox>
  )
}
