import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { accessState } from "../helpers/access"
import { runCli, testDatabaseUrl } from "../helpers/cli"
import { medusaRoles, seedPluginStore } from "../helpers/rbac-carry-over"

// Medusa's test runner reads medusa-config before it applies `env` below, and
// the config switches the RBAC module on (and migrates its tables) from this
// variable: set it first. The console inherits it unless a test overrides it.
process.env.MEDUSA_FF_RBAC = "true"
jest.setTimeout(180 * 1000)

const DB_NAME = "b2b_history_cli_rbac_carry_over"

medusaIntegrationTestRunner({
  inApp: true,
  dbName: DB_NAME,
  env: { MEDUSA_FF_RBAC: "true" },
  testSuite: ({ getContainer, dbConnection }) => {
    describe("plugin:rbac:carry-over", () => {
      it("refuses in words while Medusa's roles are switched off, and changes nothing", async () => {
        await seedPluginStore(getContainer())
        const before = await accessState(dbConnection)
        const run = await runCli(
          ["plugin:rbac:carry-over"],
          testDatabaseUrl(DB_NAME),
          { MEDUSA_FF_RBAC: "false" }
        )
        expect(run.code).toBe(1)
        expect(run.stderr).toContain("Medusa's roles are switched off")
        expect(run.stderr).toContain("MEDUSA_FF_RBAC=true")
        expect(Object.keys(await medusaRoles(getContainer()))).toEqual([
          "Super Admin",
        ])
        expect(await accessState(dbConnection)).toEqual(before)
      })

      it("carries the roles over, says what it did, and a second run says nothing is new", async () => {
        await seedPluginStore(getContainer())
        const first = await runCli(
          ["plugin:rbac:carry-over"],
          testDatabaseUrl(DB_NAME)
        )
        expect(first.stderr).toBe("")
        expect(first.code).toBe(0)
        expect(first.stdout).toContain(
          `created the Medusa role "History viewers" (1 policy) from the plugin's role "History viewers"`
        )
        expect(first.stdout).toContain(
          `gave viewer@carry.test the Medusa role "History viewers"`
        )
        expect(first.stdout).toContain(
          `gave boss@carry.test the Medusa role "Plugin administrator"`
        )
        expect(first.stdout).toContain(
          "7 Medusa role(s) created, 5 assignment(s) of users and integrations carried"
        )
        const roles = await medusaRoles(getContainer())
        expect(roles["Order desk"].users).toEqual(["clerk@carry.test"])

        const second = await runCli(
          ["plugin:rbac:carry-over"],
          testDatabaseUrl(DB_NAME)
        )
        expect(second.code).toBe(0)
        expect(second.stdout.trim()).toBe(
          "RBAC carry-over: nothing new to carry over; every role and assignment of the plugin already has its Medusa role. The plugin's own roles are unchanged."
        )
        expect(await medusaRoles(getContainer())).toEqual(roles)
        const runs = await dbConnection.raw(
          "select trigger, roles_created, links_created from plugin_rbac_carry_over order by created_at"
        )
        expect(runs.rows).toEqual([
          { trigger: "console", roles_created: 7, links_created: 5 },
          { trigger: "console", roles_created: 0, links_created: 0 },
        ])
      })
    })
  },
})
