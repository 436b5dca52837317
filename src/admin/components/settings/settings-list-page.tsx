import { Button } from "@medusajs/ui"
import type { ReactNode, RefObject } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { DataList, type DataListProps } from "../common/data-list"
import { Section } from "../common/section"
import { TimeZoneNote } from "../common/time-zone-note"
import { StickyActions } from "./sticky-actions"

type Props<T> = Omit<
  DataListProps<T>,
  "label" | "searchable" | "searchPlaceholder" | "empty"
> & {
  /** Whose words the page shows: `settings.<area>.title`, `.description`, `.create`, `.searchPlaceholder`, `.empty`. */
  area: "integrations" | "roles" | "users" | "webhooks"
  /** A "create" button beside the title; the ref lets a closing dialog give focus back to it. */
  create?: { button: RefObject<HTMLButtonElement>; onClick: () => void }
  /** A notice above the list (e.g. that Medusa's RBAC manages the roles). */
  notice?: ReactNode
  /** The page's dialogs and drawers. */
  children?: ReactNode
}

/**
 * The frame the settings lists (API integrations, roles, users) share: title
 * with its time-zone note, an optional create button, then a searchable list
 * whose rows open the page's drawer and whose action menus stay in view.
 */
export function SettingsListPage<T>({
  area,
  create,
  notice,
  children,
  ...list
}: Props<T>) {
  const { t } = usePluginTranslation()
  return (
    <Section
      title={t(`settings.${area}.title`)}
      level="h2"
      description={
        <>
          {t(`settings.${area}.description`)} <TimeZoneNote />
        </>
      }
      actions={
        create && (
          <Button
            ref={create.button}
            size="small"
            variant="secondary"
            onClick={create.onClick}
          >
            {t(`settings.${area}.create`)}
          </Button>
        )
      }
    >
      {notice && <div className="px-6 py-4">{notice}</div>}
      <StickyActions>
        <DataList<T>
          {...list}
          label={t(`settings.${area}.title`)}
          searchable
          searchPlaceholder={t(`settings.${area}.searchPlaceholder`)}
          empty={{
            heading: t(`settings.${area}.empty.heading`),
            description: t(`settings.${area}.empty.description`),
          }}
        />
      </StickyActions>
      {children}
    </Section>
  )
}
