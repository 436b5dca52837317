import { execFileSync } from "child_process"

/** A TCP port nothing listens on right now (asked of a throwaway server). */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(
    execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })
  )
}
