import { PencilSquare, Trash } from "@medusajs/icons"
import { Container, Heading, StatusBadge, Text, usePrompt } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { useDeleteProfile } from "../../hooks/api/b2b-profiles"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { ActionMenu } from "./action-menu"
import { focusBack } from "./focus-back"
import { ProfileFormDialog } from "./profile-form"
import { ProfileSummary } from "./profile-summary"
import type { Profile } from "./types"

/**
 * A profile's first section: its name (the page's heading), active or not,
 * its settings in words, and the "…" menu with Edit (a drawer) and Delete
 * (asked first; the records uploaded for it stay).
 */
export const ProfileHeader = ({ profile }: { profile: Profile }) => {
  const { t } = usePluginTranslation()
  const navigate = useNavigate()
  const prompt = usePrompt()
  const menu = useRef<HTMLButtonElement>(null)
  const [editing, setEditing] = useState(false)
  const remove = useDeleteProfile()

  const destroy = async () => {
    const confirmed = await prompt({
      title: t("import.profile.deleteTitle", { name: profile.name }),
      description: t("import.profile.deleteText"),
      confirmText: t("common.actions.delete"),
      cancelText: t("common.actions.cancel"),
    })
    if (!confirmed) return focusBack(menu.current)
    remove.mutate(profile.id, {
      onSuccess: () => {
        navigate("/b2b-import/profiles")
        notify.success(t("import.profile.deleted", { name: profile.name }))
      },
      onError: (e) => notify.error(errorMessage(e)),
    })
  }

  return (
    <Container className="divide-y p-0" data-plugin-root>
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div className="flex flex-col gap-y-1">
          <div className="flex items-center gap-x-2">
            <Heading
              level="h1"
              tabIndex={-1}
              data-page-heading
              className="outline-none"
            >
              {profile.name}
            </Heading>
            <StatusBadge color={profile.active ? "green" : "grey"}>
              {profile.active
                ? t("import.profile.active")
                : t("import.profile.inactive")}
            </StatusBadge>
          </div>
          <Text size="small" className="text-ui-fg-subtle">
            {profile.active
              ? t("import.profile.hints.active")
              : t("import.profile.hints.inactive")}
          </Text>
        </div>
        <ActionMenu
          ref={menu}
          label={t("import.profile.actions")}
          groups={[
            [
              {
                label: t("common.actions.edit"),
                icon: <PencilSquare />,
                onClick: () => setEditing(true),
              },
            ],
            [
              {
                label: t("common.actions.delete"),
                icon: <Trash />,
                destructive: true,
                onClick: destroy,
              },
            ],
          ]}
        />
      </div>
      <ProfileSummary profile={profile} />
      <ProfileFormDialog
        profile={profile}
        open={editing}
        onOpenChange={setEditing}
        returnFocus={() => menu.current}
      />
    </Container>
  )
}
