import { StatusBadge, Table } from "@medusajs/ui"
import { LinkRow, RowLink } from "../common/link-row"
import { PlainTable } from "../common/plain-table"
import {
  APPROVAL_LABEL,
  FORMAT_LABEL,
  LOOKUP_LABEL,
  PRICE_LABEL,
} from "./labels"
import type { Profile } from "./types"

/** Import profiles as a table; the name links to the profile's editor. */
export const ProfilesTable = ({ profiles }: { profiles: Profile[] }) => (
  <PlainTable
    headers={[
      "Name",
      "Format",
      "Approval",
      "Customer lookup",
      "Price source",
      "Active",
    ]}
    actions={false}
  >
    {profiles.map((p) => (
      <LinkRow key={p.id} to={`/b2b-import/profiles/${p.id}`}>
        <Table.Cell>
          <RowLink to={`/b2b-import/profiles/${p.id}`}>{p.name}</RowLink>
        </Table.Cell>
        <Table.Cell>{FORMAT_LABEL[p.file_format]}</Table.Cell>
        <Table.Cell>{APPROVAL_LABEL[p.approval_mode]}</Table.Cell>
        <Table.Cell>{LOOKUP_LABEL[p.customer_lookup]}</Table.Cell>
        <Table.Cell>{PRICE_LABEL[p.price_source]}</Table.Cell>
        <Table.Cell>
          <StatusBadge color={p.active ? "green" : "grey"}>
            {p.active ? "Active" : "Inactive"}
          </StatusBadge>
        </Table.Cell>
      </LinkRow>
    ))}
  </PlainTable>
)
