import { usePluginTranslation } from "../../lib/i18n"

/** A settings page's breadcrumb ("Settings › API roles") in the admin's language. */
export const SettingsCrumb = ({ label }: { label: string }) => {
  const { t } = usePluginTranslation()
  return <>{t(label)}</>
}

/** The route `handle` of a settings page: its crumb after the dashboard's "Settings". */
export const settingsHandle = (label: string) => ({
  breadcrumb: () => <SettingsCrumb label={label} />,
})
