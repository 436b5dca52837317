/**
 * Whether this instance records product changes, as its start-up found:
 * `on`, `off` (plugin option `historyCapture: false`), `not-installed`
 * (the database is not migrated yet) or `unsupported` (Medusa's schema lacks
 * a column the capture reads; `problem` says which, in words).
 */
export type CaptureState = "on" | "off" | "not-installed" | "unsupported"
export type CaptureStatus = { state: CaptureState; problem: string | null }

// Set by the module's loader at start-up, read by the service; every instance probes the same database.
let status: CaptureStatus = { state: "not-installed", problem: null }

export function setCaptureStatus(next: CaptureStatus): void {
  status = next
}

export function captureStatus(): CaptureStatus {
  return status
}
