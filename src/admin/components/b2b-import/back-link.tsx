import { ArrowLeft } from "@medusajs/icons"
import { Link } from "react-router-dom"

/** A small "← back" link above a page, e.g. to the B2B import list. */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Link
    to={to}
    className="txt-compact-small text-ui-fg-subtle hover:text-ui-fg-base inline-flex items-center gap-x-1 self-start"
  >
    <ArrowLeft /> {label}
  </Link>
)
