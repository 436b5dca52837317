import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"
import { Link, useNavigate } from "react-router-dom"

type Props = { to: string; children: ReactNode }

/** A table row that opens `to` when clicked anywhere; a `RowLink` in it is the keyboard's and middle click's way. */
export const LinkRow = ({ to, children }: Props) => {
  const navigate = useNavigate()
  return (
    <Table.Row className="cursor-pointer" onClick={() => navigate(to)}>
      {children}
    </Table.Row>
  )
}

/** The real link of a `LinkRow` (its click is not also the row's). */
export const RowLink = ({ to, children }: Props) => (
  <Link
    to={to}
    className="text-ui-fg-interactive hover:underline"
    onClick={(e) => e.stopPropagation()}
  >
    {children}
  </Link>
)
