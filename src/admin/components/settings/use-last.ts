import { useRef } from "react"

/**
 * The last defined value: a closing drawer or dialog keeps showing (and
 * returning focus for) what it showed while its exit animation runs.
 */
export function useLast<T>(value: T | undefined): T | undefined {
  const last = useRef(value)
  if (value !== undefined) last.current = value
  return last.current
}
