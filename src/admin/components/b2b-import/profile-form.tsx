import { Button, Input, Label, Switch, Text } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { notify } from "../../lib/notify"
import { EditForm, FieldGroup } from "./edit-form"
import { FormField } from "./form-field"
import {
  choice,
  ProfileDraftContext,
  ProfileSelect,
  ProfileSelects,
} from "./profile-draft"
import {
  APPROVAL_OPTIONS,
  DECIMAL_OPTIONS,
  filePricesOptions,
  FORMAT_OPTIONS,
  LOOKUP_OPTIONS,
  PRICE_OPTIONS,
} from "./labels"
import { ProfileCsvFields } from "./profile-csv-fields"
import { ProfileDefaultsFields } from "./profile-defaults-fields"
import { ProfileToleranceField } from "./profile-tolerance-field"
import { useSaveProfile } from "../../hooks/api/b2b-profiles"
import { serverProblem, type ServerProblem } from "./server-field"
import type { Profile, ProfileInput } from "./types"

const NEW_PROFILE: ProfileInput = {
  name: "",
  approval_mode: "manual",
  file_format: "csv",
  csv_delimiter: null,
  csv_encoding: "utf-8",
  csv_header_row: true,
  decimal_separator: ".",
  region_id: null,
  sales_channel_id: null,
  currency_code: null,
  customer_id: null,
  customer_lookup: "email",
  shipping_option_id: null,
  price_source: "catalogue",
  file_prices: null,
  price_tolerance_percent: 0,
  active: true,
}

const LABELS: Record<string, string> = {
  name: "Name",
  approval_mode: "Approval mode",
  file_format: "File format",
  csv_delimiter: "CSV delimiter",
  csv_encoding: "CSV encoding",
  csv_header_row: "Header row",
  decimal_separator: "Decimal separator",
  region_id: "Region",
  sales_channel_id: "Sales channel",
  currency_code: "Currency",
  customer_id: "Customer ID",
  customer_lookup: "Customer lookup",
  shipping_option_id: "Shipping option",
  price_source: "Price source",
  file_prices: "File prices",
  price_tolerance_percent: "Price tolerance",
  active: "Active",
}

function draftOf(profile?: Profile): ProfileInput {
  if (!profile) return NEW_PROFILE
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    mappings: _m,
    ...input
  } = profile
  return { ...NEW_PROFILE, ...input }
}

type Props = { profile?: Profile; onSaved?: (profile: Profile) => void }

/** Creates or edits an import profile; the server's validation message is shown next to the form and the field it names. */
export const ProfileForm = ({ profile, onSaved }: Props) => {
  const [draft, setDraft] = useState<ProfileInput>(() => draftOf(profile))
  const [problem, setProblem] = useState<ServerProblem | null>(null)
  const save = useSaveProfile(profile?.id)
  const set = (patch: Partial<ProfileInput>) =>
    setDraft((d) => ({ ...d, ...patch }))
  const errorFor = (field: string) =>
    problem?.field === field ? problem.text : undefined

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setProblem(null)
    const body = {
      ...draft,
      name: draft.name.trim(),
      customer_id: draft.customer_lookup === "fixed" ? draft.customer_id : null,
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        notify.success(
          profile
            ? `Profile "${saved.name}" saved.`
            : `Profile "${saved.name}" created.`
        )
        onSaved?.(saved)
      },
      onError: (err) => setProblem(serverProblem(err, LABELS)),
    })
  }

  return (
    <ProfileDraftContext.Provider value={{ draft, set, errorFor }}>
      <EditForm
        label={profile ? "Edit profile" : "New profile"}
        onSubmit={submit}
        problem={problem}
        className="flex flex-col gap-y-6"
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField
            id="b2b-profile-name"
            label="Name"
            error={errorFor("name")}
          >
            <Input
              id="b2b-profile-name"
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              aria-invalid={Boolean(errorFor("name"))}
            />
          </FormField>
          <ProfileSelects
            choices={[
              choice(
                "approval_mode",
                "approval",
                "Approval mode",
                APPROVAL_OPTIONS
              ),
              choice("file_format", "format", "File format", FORMAT_OPTIONS),
              choice(
                "decimal_separator",
                "decimal",
                "Decimal separator",
                DECIMAL_OPTIONS
              ),
            ]}
          />
        </div>
        {draft.file_format === "csv" && <ProfileCsvFields />}
        <FieldGroup legend="Customer and prices">
          <ProfileSelect
            field="customer_lookup"
            id="lookup"
            label="Customer lookup"
            options={LOOKUP_OPTIONS}
            hint="By number: the customer's metadata customer_number."
          />
          {draft.customer_lookup === "fixed" && (
            <FormField
              id="b2b-profile-customer"
              label="Customer ID"
              hint="The Medusa customer every order goes to, e.g. cus_01…"
              error={errorFor("customer_id")}
            >
              <Input
                id="b2b-profile-customer"
                value={draft.customer_id ?? ""}
                onChange={(e) =>
                  set({ customer_id: e.target.value.trim() || null })
                }
              />
            </FormField>
          )}
          <ProfileSelect
            field="price_source"
            id="price"
            label="Price source"
            options={PRICE_OPTIONS}
          />
          {draft.price_source === "file" && (
            <ProfileSelect
              field="file_prices"
              id="file-prices"
              label="File prices"
              options={filePricesOptions(draft.file_format)}
              nullAs="default"
              hint="Whether the file's prices include tax. Without a choice: openTRANS files are net (by the standard), CSV and JSON gross. Catalogue prices keep the shop's own setting."
            />
          )}
          <ProfileToleranceField />
        </FieldGroup>
        <ProfileDefaultsFields />
        <div className="flex items-center gap-x-2">
          <Switch
            id="b2b-profile-active"
            checked={draft.active}
            onCheckedChange={(v) => set({ active: v })}
          />
          <Label htmlFor="b2b-profile-active" size="small" weight="plus">
            Active
          </Label>
          <Text size="small" className="text-ui-fg-subtle">
            {draft.active
              ? "Files can be uploaded and processed."
              : "Uploads and processing are refused."}
          </Text>
        </div>
        <div>
          <Button type="submit" isLoading={save.isPending}>
            {profile ? "Save profile" : "Create profile"}
          </Button>
        </div>
      </EditForm>
    </ProfileDraftContext.Provider>
  )
}
