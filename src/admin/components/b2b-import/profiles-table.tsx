import { StatusBadge, Table } from "@medusajs/ui"
import { Link, useNavigate } from "react-router-dom"
import {
  APPROVAL_LABEL,
  FORMAT_LABEL,
  LOOKUP_LABEL,
  PRICE_LABEL,
} from "./labels"
import type { Profile } from "./types"

/** Import profiles as a table; the name links to the profile's editor. */
export const ProfilesTable = ({ profiles }: { profiles: Profile[] }) => {
  const navigate = useNavigate()
  return (
    <Table>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Format</Table.HeaderCell>
          <Table.HeaderCell>Approval</Table.HeaderCell>
          <Table.HeaderCell>Customer lookup</Table.HeaderCell>
          <Table.HeaderCell>Price source</Table.HeaderCell>
          <Table.HeaderCell>Active</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {profiles.map((p) => (
          <Table.Row
            key={p.id}
            className="cursor-pointer"
            onClick={() => navigate(`/b2b-import/profiles/${p.id}`)}
          >
            <Table.Cell>
              <Link
                to={`/b2b-import/profiles/${p.id}`}
                className="text-ui-fg-interactive hover:underline"
                onClick={(e) => e.stopPropagation()}
              >
                {p.name}
              </Link>
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
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
