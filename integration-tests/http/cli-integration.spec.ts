import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { runCli, testDatabaseUrl } from "../helpers/cli"
import { bearer, settle } from "../helpers/api-client"
import { createAdminUser } from "../helpers/admin-user"

jest.setTimeout(180 * 1000)

const DB_NAME = "b2b_history_cli_integration"

medusaIntegrationTestRunner({
  inApp: true,
  dbName: DB_NAME,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const dbConnection = (table: string) =>
      getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)(table)
    describe("plugin:integration:create", () => {
      it("prints an access key and secret that log in, with the privileges of the role", async () => {
        const run = await runCli(
          [
            "plugin:integration:create",
            "ERP Client",
            "--role",
            "plugin_b2b_order_import.editor",
          ],
          testDatabaseUrl(DB_NAME)
        )
        expect(run.stderr).toBe("")
        expect(run.code).toBe(0)
        const accessKey = /Access key: (SWIA\S+)/.exec(run.stdout)?.[1]
        const secret = /Secret:\s+(\S+)/.exec(run.stdout)?.[1]
        expect(accessKey).toBeDefined()
        expect(secret).toBeDefined()

        const token = await api.post("/api/oauth/token", {
          grant_type: "client_credentials",
          client_id: accessKey,
          client_secret: secret,
        })
        expect(token.status).toBe(200)
        const denied = await settle(
          api.get("/api/integration", bearer(token.data.access_token))
        )
        expect(denied.status).toBe(403)
        expect(denied.data.errors[0].meta.parameters.missingPrivileges).toEqual(
          ["integration:read"]
        )

        const [row] = await dbConnection("plugin_integration").where({
          access_key: accessKey,
        })
        expect(row.label).toBe("ERP Client")
        expect(row.secret_hash).not.toContain(secret)
        const roles = await dbConnection("plugin_acl_role").where({
          name: "plugin_b2b_order_import.editor",
        })
        expect(roles).toHaveLength(1)
      })

      it("grants single privileges and the admin flag", async () => {
        const run = await runCli(
          [
            "plugin:integration:create",
            "Reader",
            "--privilege",
            "acl_role:read",
          ],
          testDatabaseUrl(DB_NAME)
        )
        expect(run.code).toBe(0)
        const accessKey = /Access key: (SWIA\S+)/.exec(run.stdout)![1]
        const secret = /Secret:\s+(\S+)/.exec(run.stdout)![1]
        const { data } = await api.post("/api/oauth/token", {
          grant_type: "client_credentials",
          client_id: accessKey,
          client_secret: secret,
        })
        expect(
          (await settle(api.get("/api/acl-role", bearer(data.access_token))))
            .status
        ).toBe(200)
        expect(
          (await settle(api.get("/api/integration", bearer(data.access_token))))
            .status
        ).toBe(403)

        const admin = await runCli(
          ["plugin:integration:create", "Root", "--admin"],
          testDatabaseUrl(DB_NAME)
        )
        expect(admin.code).toBe(0)
        const [row] = await dbConnection("plugin_integration").where({
          label: "Root",
        })
        expect(row.admin).toBe(true)
      })

      it("refuses wrong usage with exit code 2 and a message in words, creating nothing", async () => {
        const unknownPrivilege = await runCli(
          ["plugin:integration:create", "X", "--privilege", "orders:write"],
          testDatabaseUrl(DB_NAME)
        )
        expect(unknownPrivilege.code).toBe(2)
        expect(unknownPrivilege.stderr).toContain(
          "Unknown privilege(s): orders:write"
        )
        const unknownRole = await runCli(
          ["plugin:integration:create", "X", "--role", "Nobody"],
          testDatabaseUrl(DB_NAME)
        )
        expect(unknownRole.code).toBe(2)
        expect(unknownRole.stderr).toContain('There is no role "Nobody"')
        const missingLabel = await runCli(
          ["plugin:integration:create"],
          testDatabaseUrl(DB_NAME)
        )
        expect(missingLabel.code).toBe(2)
        expect(missingLabel.stderr).toContain(
          "missing required argument 'label'"
        )
        expect(
          await dbConnection("plugin_integration").count("* as n")
        ).toEqual([{ n: "0" }])
      })
    })

    describe("plugin:user:admin", () => {
      it("makes an admin user an administrator and takes it back; an unknown e-mail is wrong usage", async () => {
        await createAdminUser(getContainer(), api)
        const clerk = await createAdminUser(getContainer(), api, {
          email: "clerk@test.example",
          password: "clerk-password",
        })
        expect(
          (await settle(api.get("/admin/plugin-integrations", clerk))).status
        ).toBe(403)

        const made = await runCli(
          ["plugin:user:admin", "clerk@test.example"],
          testDatabaseUrl(DB_NAME)
        )
        expect({ code: made.code, stderr: made.stderr }).toEqual({
          code: 0,
          stderr: "",
        })
        expect(made.stdout).toContain(
          "clerk@test.example is now an administrator of the plugin."
        )
        expect(
          (await settle(api.get("/admin/plugin-integrations", clerk))).status
        ).toBe(200)

        const revoked = await runCli(
          ["plugin:user:admin", "clerk@test.example", "--revoke"],
          testDatabaseUrl(DB_NAME)
        )
        expect(revoked.code).toBe(0)
        expect(
          (await settle(api.get("/admin/plugin-integrations", clerk))).status
        ).toBe(403)

        const unknown = await runCli(
          ["plugin:user:admin", "nobody@test.example"],
          testDatabaseUrl(DB_NAME)
        )
        expect(unknown.code).toBe(2)
        expect(unknown.stderr).toContain(
          'There is no admin user with the e-mail "nobody@test.example"'
        )
      })
    })
  },
})
