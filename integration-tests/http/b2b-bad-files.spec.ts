import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { DEMO_B2B_PROFILES } from "../../dev/seed-b2b-profiles"
import {
  createFieldMappingWorkflow,
  createProfileWorkflow,
} from "../../src/workflows/b2b-import"
import { settle } from "../helpers/api-client"
import { editorHeaders, erpCsv, seedShop, uploadForm } from "../helpers/b2b"
import {
  CORPUS,
  type BadFileCase,
  type ProfileKey,
} from "../fixtures/b2b/bad-files"

jest.setTimeout(240 * 1000)

/** Things a clerk's message must never show (as LEAKS in helpers/api-assertions.ts): internals, SQL, stack frames, file paths. */
const LEAKS: RegExp[] = [
  /stack/i,
  /SELECT/,
  /select /,
  /at \//,
  /(?:\/[\w.@-]+){2,}\.(?:ts|js|mjs|cjs)\b/,
  /node_modules/,
  /\bat .+\(.*:\d+:\d+\)/,
  /TypeError|ReferenceError|undefined is not|Cannot read propert/,
]
const leaksIn = (text: string) =>
  LEAKS.filter((leak) => leak.test(text)).map(String)

/**
 * Every case runs in its own test; Medusa's runner restores the database
 * (as seeded in beforeAll) before each test, so a case sees no other case's
 * records. The last test runs the whole corpus in one go on one database.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Record<ProfileKey, string>
    let editor: any

    beforeAll(async () => {
      const seeded = await seedShop(getContainer())
      // A copy of the ERP profile with manual approval: the control files stop at awaiting_approval, without an order.
      const erp = DEMO_B2B_PROFILES[0]
      const { result } = await createProfileWorkflow(getContainer()).run({
        input: {
          ...erp.profile,
          name: "ERP manual (bad files)",
          approval_mode: "manual",
        },
      })
      for (const [position, mapping] of erp.mappings.entries()) {
        await createFieldMappingWorkflow(getContainer()).run({
          input: { ...mapping, profile_id: result.id, position } as any,
        })
      }
      // A JSON profile (the demo has none), manual: the files below never get past mapping anyway.
      const json = await createProfileWorkflow(getContainer()).run({
        input: {
          name: "JSON (bad files)",
          approval_mode: "manual",
          file_format: "json",
          customer_lookup: "number",
          price_source: "catalogue",
        } as any,
      })
      for (const [position, [source, target]] of [
        ["orderNumber", "order.externalNumber"],
        ["customer", "customer.number"],
        ["items[].sku", "line.sku"],
        ["items[].qty", "line.quantity"],
      ].entries()) {
        await createFieldMappingWorkflow(getContainer()).run({
          input: {
            source,
            target,
            profile_id: json.result.id,
            position,
          } as any,
        })
      }
      profiles = { ...seeded, erpManual: result.id, json: json.result.id }
      editor = await editorHeaders(api, getContainer())
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const processRecord = (id: string) =>
      settle(api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor))
    const upload = (c: BadFileCase) => {
      const file = typeof c.file === "function" ? c.file() : c.file
      return settle(
        api.post(
          "/api/_action/plugin-b2b/upload",
          uploadForm({
            profileId: profiles[c.profile],
            file,
            fileName: c.fileName ?? "order.csv",
            contentType: c.contentType,
          }),
          editor
        )
      )
    }

    /** The good ERP order whose number the duplicate case reuses. */
    const importGoodOrder = async () => {
      const up = await api.post(
        "/api/_action/plugin-b2b/upload",
        uploadForm({
          profileId: profiles.erp,
          file: erpCsv("PO-DUP-1", [["SW01000", "3"]]),
        }),
        editor
      )
      const processed = await processRecord(up.data.id)
      expect(processed.status).toBe(200)
      expect(processed.data).toMatchObject({
        status: "approved",
        errors: [],
        orderId: expect.stringMatching(/^order_/),
      })
      return processed.data.orderId as string
    }

    /** Orders and reservations: none, or only those of the given order. */
    const expectOnlyOrder = async (orderId: string | null) => {
      const { data: orders } = await query().graph({
        entity: "order",
        fields: ["id", "items.id"],
      })
      expect(orders.map((o: any) => o.id)).toEqual(orderId ? [orderId] : [])
      const itemIds = new Set(
        orders.flatMap((o: any) => o.items.map((i: any) => i.id))
      )
      const reservations = await getContainer()
        .resolve(Modules.INVENTORY)
        .listReservationItems({})
      expect(
        reservations.filter((r: any) => !itemIds.has(r.line_item_id))
      ).toEqual([])
      expect(reservations.map((r: any) => r.quantity)).toEqual(
        orderId ? [3] : []
      )
    }

    describe("bad files, one per test", () => {
      it.each(CORPUS.map((c) => [c.name, c] as [string, BadFileCase]))(
        "%s",
        async (_name, c) => {
          const goodOrderId = c.needsGoodOrder ? await importGoodOrder() : null
          const up = await upload(c)
          expect({ status: up.status, body: up.data }).toEqual({
            status: 200,
            body: {
              id: expect.any(String),
              status: "pending",
              duplicate: false,
            },
          })

          const res = await processRecord(up.data.id)
          const body = JSON.stringify(res.data)
          // Never a 500: the answer is the record's state.
          expect({ http: res.status, body: body.slice(0, 2000) }).toEqual({
            http: 200,
            body: expect.any(String),
          })
          expect(body.length).toBeLessThan(20_000)
          for (const text of c.never ?? [])
            expect({ case: c.name, leaked: body.includes(text) }).toEqual({
              case: c.name,
              leaked: false,
            })
          const data = res.data
          const codes: string[] = data.errors.map((e: any) => e.code)
          const outcomes = [
            { status: c.status, code: c.code },
            ...(c.accept ?? []),
          ]
          const outcome = outcomes.find(
            (o) =>
              data.status === o.status &&
              (o.code ? codes.includes(o.code) : codes.length === 0)
          )
          if (!outcome) {
            const wanted = outcomes
              .map(
                (o) =>
                  `${o.status}${o.code ? ` with ${o.code}` : " without errors"}`
              )
              .join(" or ")
            throw new Error(
              `Expected status ${wanted}, got: ${body.slice(0, 1500)}`
            )
          }
          const main = outcome === outcomes[0]
          expect(data.orderId).toBeNull()
          for (const error of data.errors) {
            expect(Object.keys(error).sort()).toEqual([
              "code",
              "column",
              "message",
              "row",
              "value",
            ])
            expect([
              error.row === null || typeof error.row === "number",
              error.column === null || typeof error.column === "string",
              error.value === null || typeof error.value === "string",
            ]).toEqual([true, true, true])
            expect((error.value ?? "").length).toBeLessThanOrEqual(200)
            expect({
              message: error.message,
              leaks: leaksIn(error.message),
            }).toEqual({ message: error.message, leaks: [] })
          }

          if (outcome.code) {
            const message: string = data.errorMessage
            expect(typeof message).toBe("string")
            // A sentence a clerk can act on: words and a full stop, not a dump of the file.
            expect(message.length).toBeGreaterThan(20)
            expect(message.length).toBeLessThan(2000)
            expect(message).toMatch(/[.!?]$/)
            expect(message).not.toMatch(/[?!.]\.(?:\s|$)/)
            expect({ message, leaks: leaksIn(message) }).toEqual({
              message,
              leaks: [],
            })
            const wanted = !main
              ? []
              : typeof c.mentions === "function"
                ? c.mentions({ goodOrderId: goodOrderId! })
                : (c.mentions ?? [])
            for (const w of wanted) {
              if (typeof w === "string") expect(message).toContain(w)
              else expect(message).toMatch(w)
            }
            const error = data.errors.find((e: any) => e.code === outcome.code)
            if (main && c.row !== undefined)
              expect({ code: c.code, row: error.row }).toEqual({
                code: c.code,
                row: c.row,
              })
            if (main && c.column !== undefined)
              expect({ code: c.code, column: error.column }).toEqual({
                code: c.code,
                column: c.column,
              })

            // failed, parsed and mapped records can be processed again: the same answer, no 409.
            const again = await processRecord(up.data.id)
            expect({
              http: again.status,
              status: again.data.status,
              errorMessage: again.data.errorMessage,
              orderId: again.data.orderId,
            }).toEqual({
              http: 200,
              status: data.status,
              errorMessage: data.errorMessage,
              orderId: null,
            })
            expect(again.data.errors.map((e: any) => e.code)).toEqual(codes)
          } else {
            expect(data.errorMessage).toBeNull()
          }

          await expectOnlyOrder(goodOrderId)
        }
      )
    })

    describe("the whole corpus on one database", () => {
      it("answers every file with 200, creates no order or reservation besides the good one, and still serves", async () => {
        const goodOrderId = await importGoodOrder()
        const answers: {
          name: string
          http: number
          status: string
          codes: string[]
        }[] = []
        for (const c of CORPUS) {
          const up = await upload(c)
          expect({ name: c.name, http: up.status }).toEqual({
            name: c.name,
            http: 200,
          })
          const res = await processRecord(up.data.id)
          answers.push({
            name: c.name,
            http: res.status,
            status: res.data?.status,
            codes: (res.data?.errors ?? []).map((e: any) => e.code),
          })
        }
        expect(answers.filter((a) => a.http !== 200)).toEqual([])
        expect(answers.filter((a) => a.status === "approved")).toEqual([])
        await expectOnlyOrder(goodOrderId)

        const profilesRes = await settle(
          api.get("/api/plugin-b2b-profile", editor)
        )
        expect(profilesRes.status).toBe(200)
        expect(profilesRes.data.data.length).toBeGreaterThanOrEqual(4)
        const ok = await api.post(
          "/api/_action/plugin-b2b/upload",
          uploadForm({
            profileId: profiles.erpManual,
            file: erpCsv("PO-AFTER", [["SW01001", "1"]]),
          }),
          editor
        )
        expect((await processRecord(ok.data.id)).data).toMatchObject({
          status: "awaiting_approval",
          errors: [],
        })
      })
    })
  },
})
