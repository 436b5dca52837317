import { MedusaError } from "@medusajs/framework/utils"
import type { bootApp } from "./boot"

/** Exit codes of every command: 0 done, 1 failed, 2 wrong usage. */
export const EXIT = { OK: 0, FAILED: 1, USAGE: 2 } as const

/** What a command needs from its surroundings; tests may pass their own. */
export type CommandContext = {
  boot: typeof bootApp
  out: (line: string) => void
  err: (line: string) => void
}

/** Thrown by a command when its arguments are wrong (exit code 2). */
export class UsageError extends MedusaError {
  constructor(message: string) {
    super(MedusaError.Types.INVALID_ARGUMENT, message)
  }
}
