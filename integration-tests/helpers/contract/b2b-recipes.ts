import { createProfileWorkflow } from "../../../src/workflows/b2b-import"
import { ediCsv, uploadForm } from "../b2b"
import {
  type Call,
  json,
  type RecipeBook,
  type RecipeContext,
  unknownHexId,
} from "./types"

const B2B = "/api/_action/plugin-b2b"
const unique = () => Math.random().toString(36).slice(2, 10).toUpperCase()

/** A new EDI file (manual approval) for the demo customer; `sku` unknown to the shop makes a failing line. */
const ediFile = (sku = "SW01001") =>
  ediCsv(`CT-${unique()}`, [[sku, "2", "0.50"]])

const uploadCall = (ctx: RecipeContext, file = ediFile()): Call => ({
  method: "post",
  url: `${B2B}/upload`,
  data: uploadForm({ profileId: ctx.profiles.edi, file }),
})

async function uploaded(ctx: RecipeContext, file?: string): Promise<string> {
  return json(await ctx.send(uploadCall(ctx, file))).id
}

const post = (path: string, id: string, data: unknown = {}): Call => ({
  method: "post",
  url: `${B2B}/${path}/${id}`,
  data,
})

/** A record awaiting approval: uploaded and processed with the manual profile. */
async function awaiting(ctx: RecipeContext): Promise<string> {
  const id = await uploaded(ctx)
  await ctx.send(post("process", id))
  return id
}

async function rejected(ctx: RecipeContext): Promise<string> {
  const id = await uploaded(ctx)
  await ctx.send(post("reject", id, { reason: "Contract test" }))
  return id
}

const replacement = (content = `order_number\nCT-${unique()}`) => {
  const form = new FormData()
  form.append("file", new Blob([content], { type: "text/csv" }), "fixed.csv")
  return form
}

/** The B2B import's action routes. */
export const B2B_RECIPES: RecipeBook = {
  [`POST ${B2B}/upload`]: {
    // A new file, and the same file again (the existing record, duplicate: true).
    200: async (ctx) => {
      const file = ediFile()
      return [uploadCall(ctx, file), uploadCall(ctx, file)]
    },
    400: async () => ({
      method: "post",
      url: `${B2B}/upload`,
      data: uploadForm({ file: ediFile() }),
    }),
  },
  [`POST ${B2B}/process/:inboundRecordId`]: {
    200: async (ctx) => post("process", await uploaded(ctx)),
    400: async (ctx) => post("process", await uploaded(ctx), { extra: 1 }),
    404: async () => post("process", unknownHexId()),
    409: async (ctx) => post("process", await awaiting(ctx)),
  },
  [`POST ${B2B}/approve/:inboundRecordId`]: {
    200: async (ctx) => post("approve", await awaiting(ctx)),
    400: async (ctx) =>
      post("approve", await awaiting(ctx), { acceptChanges: "yes" }),
    404: async () => post("approve", unknownHexId()),
    409: async (ctx) => post("approve", await uploaded(ctx)),
  },
  [`POST ${B2B}/check/:inboundRecordId`]: {
    200: async (ctx) => post("check", await awaiting(ctx)),
    400: async (ctx) => post("check", await awaiting(ctx), { extra: 1 }),
    404: async () => post("check", unknownHexId()),
    409: async (ctx) => post("check", await rejected(ctx)),
  },
  [`POST ${B2B}/reject/:inboundRecordId`]: {
    200: async (ctx) =>
      post("reject", await uploaded(ctx), { reason: "Contract test" }),
    400: async (ctx) => post("reject", await uploaded(ctx), {}),
    404: async () => post("reject", unknownHexId(), { reason: "Contract" }),
    409: async (ctx) =>
      post("reject", await rejected(ctx), { reason: "Contract test" }),
  },
  [`GET ${B2B}/file/:inboundRecordId`]: {
    200: async (ctx) => ({
      method: "get",
      url: `${B2B}/file/${await uploaded(ctx)}`,
    }),
    404: async () => ({ method: "get", url: `${B2B}/file/${unknownHexId()}` }),
  },
  [`GET ${B2B}/failed-lines/:inboundRecordId`]: {
    200: async (ctx) => {
      const id = await uploaded(ctx, ediFile("NO-SUCH-SKU"))
      await ctx.send(post("process", id))
      return { method: "get", url: `${B2B}/failed-lines/${id}` }
    },
    404: async () => ({
      method: "get",
      url: `${B2B}/failed-lines/${unknownHexId()}`,
    }),
  },
  [`GET ${B2B}/response/:inboundRecordId`]: {
    200: async (ctx) => ({
      method: "get",
      url: `${B2B}/response/${await awaiting(ctx)}`,
    }),
    404: async () => ({
      method: "get",
      url: `${B2B}/response/${unknownHexId()}`,
    }),
    // A CSV profile's response is JSON only.
    406: async (ctx) => ({
      method: "get",
      url: `${B2B}/response/${await awaiting(ctx)}`,
      headers: { accept: "application/xml" },
    }),
    // A pending record has decided nothing yet.
    409: async (ctx) => ({
      method: "get",
      url: `${B2B}/response/${await uploaded(ctx)}`,
    }),
  },
  [`POST ${B2B}/replace-file/:inboundRecordId`]: {
    200: async (ctx) =>
      post("replace-file", await uploaded(ctx), replacement()),
    // A form without its file.
    400: async (ctx) => {
      const form = new FormData()
      form.append("note", "no file")
      return post("replace-file", await uploaded(ctx), form)
    },
    404: async () => post("replace-file", unknownHexId(), replacement()),
    409: async (ctx) =>
      post("replace-file", await rejected(ctx), replacement()),
  },
  [`POST ${B2B}/standard-mappings/:profileId`]: {
    // A new UBL profile has no mappings: its standard fields become its own.
    200: async (ctx) => {
      const { result } = await createProfileWorkflow(ctx.container).run({
        input: { name: `CT UBL ${unique()}`, file_format: "ubl" },
      })
      return post("standard-mappings", result.id)
    },
    400: async (ctx) =>
      post("standard-mappings", ctx.profiles.edi, { unknown: true }),
    404: async () => post("standard-mappings", unknownHexId()),
    // A CSV profile has no standard fields.
    409: async (ctx) => post("standard-mappings", ctx.profiles.edi),
  },
  [`GET ${B2B}/record-counts`]: {
    200: async (ctx) => {
      await uploaded(ctx)
      return [
        { method: "get", url: `${B2B}/record-counts` },
        {
          method: "get",
          url: `${B2B}/record-counts?profileId=${ctx.profiles.edi}`,
        },
      ]
    },
    400: async () => ({
      method: "get",
      url: `${B2B}/record-counts?profileId=nope`,
    }),
  },
}
