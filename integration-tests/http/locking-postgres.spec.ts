import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { ILockingModule } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { setTimeout as sleep } from "timers/promises"

jest.setTimeout(120 * 1000)

/**
 * Without REDIS_URL the shop's locks live in PostgreSQL (the plugin's lease
 * provider), so every process on the database shares them. What a concurrent
 * or crashing world does to them: waiting never ties up connections, a dead
 * holder's lease runs out, several keys are taken whole or not at all.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ getContainer }) => {
    const locking = () =>
      getContainer().resolve<ILockingModule>(Modules.LOCKING)
    const knex = () =>
      getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const heldBy = async (key: string) =>
      (
        await knex().raw(
          `SELECT owner_id FROM plugin_lock_lease WHERE id = ?`,
          [key]
        )
      ).rows[0]?.owner_id ?? null
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => "taken",
        (error: Error) => error.message
      )

    it("is the default provider: a running job's key is a row in the database", async () => {
      let seen: string | null = null
      await locking().execute("lock-spec:row", async () => {
        seen = await heldBy("lock-spec:row")
      })
      expect(seen).toMatch(/^execute:/)
      expect(await heldBy("lock-spec:row")).toBeNull()
    })

    it("acquire: one owner at a time, re-entrant for its owner, released only by it", async () => {
      await locking().acquire("lock-spec:a", { ownerId: "alice", expire: 30 })
      expect(
        await refused(
          locking().acquire("lock-spec:a", { ownerId: "bob", expire: 30 })
        )
      ).toBe('Failed to acquire lock for key "lock-spec:a"')
      await locking().acquire("lock-spec:a", { ownerId: "alice", expire: 30 })
      expect(await locking().release("lock-spec:a", { ownerId: "bob" })).toBe(
        false
      )
      expect(await heldBy("lock-spec:a")).toBe("alice")
      expect(await locking().release("lock-spec:a", { ownerId: "alice" })).toBe(
        true
      )
      await locking().acquire("lock-spec:a", { ownerId: "bob" })
      expect(await heldBy("lock-spec:a")).toBe("bob")
      // A lock taken without an owner cannot be taken again, not even without an owner.
      await locking().acquire("lock-spec:anonymous")
      expect(await refused(locking().acquire("lock-spec:anonymous"))).toContain(
        "Failed to acquire lock"
      )
    })

    it("a holder that died frees its key when its lease runs out, and cannot release the next holder's lock", async () => {
      await locking().acquire("lock-spec:crash", {
        ownerId: "dead-process",
        expire: 1,
      })
      expect(
        await refused(
          locking().acquire("lock-spec:crash", {
            ownerId: "survivor",
            expire: 30,
          })
        )
      ).toContain("Failed")
      await sleep(1100)
      await locking().acquire("lock-spec:crash", {
        ownerId: "survivor",
        expire: 30,
      })
      expect(
        await locking().release("lock-spec:crash", { ownerId: "dead-process" })
      ).toBe(false)
      expect(await heldBy("lock-spec:crash")).toBe("survivor")
    })

    it("several keys are taken whole or not at all", async () => {
      await locking().acquire("lock-spec:k2", { ownerId: "alice", expire: 30 })
      expect(
        await refused(
          locking().acquire(["lock-spec:k3", "lock-spec:k1", "lock-spec:k2"], {
            ownerId: "bob",
            expire: 30,
          })
        )
      ).toContain('"lock-spec:k2"')
      expect([
        await heldBy("lock-spec:k1"),
        await heldBy("lock-spec:k3"),
      ]).toEqual([null, null])
      await locking().release("lock-spec:k2", { ownerId: "alice" })
      await locking().acquire(
        ["lock-spec:k3", "lock-spec:k1", "lock-spec:k2", "lock-spec:k1"],
        { ownerId: "bob", expire: 30 }
      )
      expect([
        await heldBy("lock-spec:k1"),
        await heldBy("lock-spec:k2"),
        await heldBy("lock-spec:k3"),
      ]).toEqual(["bob", "bob", "bob"])
    })

    it("40 jobs on one key run one at a time, each using the database, and none waits out its timeout for a connection", async () => {
      let running = 0
      let most = 0
      let counter = 0
      const jobs = Array.from({ length: 40 }, () =>
        locking().execute(
          "lock-spec:busy",
          async () => {
            running++
            most = Math.max(most, running)
            const before = counter
            await knex().raw("SELECT pg_sleep(0.01)")
            counter = before + 1
            running--
          },
          { timeout: 60 }
        )
      )
      const outcomes = await Promise.allSettled(jobs)
      expect(outcomes.filter((o) => o.status === "rejected")).toEqual([])
      expect({ counter, most }).toEqual({ counter: 40, most: 1 })
      expect(await heldBy("lock-spec:busy")).toBeNull()
    })

    it("a waiter gives up after its timeout in Medusa's words; the holder keeps the key", async () => {
      await locking().acquire("lock-spec:held", { ownerId: "holder" })
      const began = Date.now()
      expect(
        await refused(
          locking().execute("lock-spec:held", async () => "ran", { timeout: 1 })
        )
      ).toBe("Timed-out acquiring lock.")
      expect(Date.now() - began).toBeLessThan(3000)
      expect(await heldBy("lock-spec:held")).toBe("holder")
    })

    it("a job longer than its lease keeps its key (renewed), and frees it when it ends or throws", async () => {
      const attempts: string[] = []
      const job = locking().execute(
        "lock-spec:long",
        async () => {
          for (let i = 0; i < 8; i++) {
            await sleep(300)
            attempts.push(
              await refused(
                locking().acquire("lock-spec:long", {
                  ownerId: "intruder",
                  expire: 5,
                })
              )
            )
          }
          return "done"
        },
        { expire: 1, timeout: 5 }
      )
      expect(await job).toBe("done")
      expect(
        attempts.every((a) => a.startsWith("Failed to acquire lock"))
      ).toBe(true)
      expect(await heldBy("lock-spec:long")).toBeNull()

      expect(
        await refused(
          locking().execute("lock-spec:long", async () =>
            Promise.reject(new Error("job failed"))
          )
        )
      ).toBe("job failed")
      expect(await heldBy("lock-spec:long")).toBeNull()
    })

    it("a job whose lease was taken from it is reported, not passed off as having run alone", async () => {
      const outcome = refused(
        locking().execute(
          "lock-spec:stolen",
          async (signal) => {
            await knex().raw(
              `UPDATE plugin_lock_lease SET owner_id = 'thief' WHERE id = 'lock-spec:stolen'`
            )
            while (!signal?.aborted) await sleep(100)
            return "ran"
          },
          { expire: 1, timeout: 5 }
        )
      )
      expect(await outcome).toContain('Lost the lock on "lock-spec:stolen"')
      expect(await heldBy("lock-spec:stolen")).toBe("thief")
    })
  },
})
