import { configManager } from "@medusajs/framework/config"
import {
  configuredPluginOptions,
  findRawPluginOptions,
} from "../configured-options"
import { parsePluginOptions } from "../parse-options"

const pendingJob = { enabled: false, schedule: "0 * * * *", batchSize: 7 }

describe("findRawPluginOptions", () => {
  it("takes the options of the plugin's entry in `plugins`", () => {
    const config = {
      plugins: [
        "some-plugin",
        { resolve: "other-plugin", options: { x: 1 } },
        { resolve: "medusa-plugin-b2b-history", options: { pendingJob } },
      ],
    }
    expect(findRawPluginOptions(config)).toEqual({ pendingJob })
  })

  it("falls back to the plugin-settings module's options, by key or by resolve path", () => {
    const byKey = {
      modules: {
        pluginSettings: {
          resolve: "./src/modules/plugin-settings",
          options: { pendingJob },
        },
        file: { resolve: "@medusajs/medusa/file" },
      },
    }
    expect(findRawPluginOptions(byKey)).toEqual({ pendingJob })
    const asArray = {
      modules: [
        { resolve: "@medusajs/medusa/file" },
        {
          resolve: "medusa-plugin-b2b-history/modules/plugin-settings",
          options: { uploadMaxBytes: 2048 },
        },
      ],
    }
    expect(findRawPluginOptions(asArray)).toEqual({ uploadMaxBytes: 2048 })
    const built = {
      modules: {
        settings: {
          resolve:
            "/app/node_modules/medusa-plugin-b2b-history/.medusa/server/src/modules/plugin-settings/index.js",
          options: { historyRetentionDays: 9 },
        },
      },
    }
    expect(findRawPluginOptions(built)).toEqual({ historyRetentionDays: 9 })
  })

  it("prefers the plugin entry over a module entry", () => {
    const config = {
      plugins: [
        {
          resolve: "medusa-plugin-b2b-history",
          options: { uploadMaxBytes: 4096 },
        },
      ],
      modules: { pluginSettings: { options: { uploadMaxBytes: 2048 } } },
    }
    expect(findRawPluginOptions(config)).toEqual({ uploadMaxBytes: 4096 })
  })

  it("finds nothing in an empty, foreign or missing config", () => {
    expect(findRawPluginOptions(undefined)).toBeUndefined()
    expect(findRawPluginOptions({})).toBeUndefined()
    expect(
      findRawPluginOptions({
        plugins: ["medusa-plugin-b2b-history-extra"],
        modules: {
          other: { resolve: "./src/modules/plugin-settings-old" },
          off: false,
        },
      })
    ).toBeUndefined()
  })
})

describe("configuredPluginOptions", () => {
  it("gives the defaults while no Medusa config is loaded", () => {
    expect(configuredPluginOptions()).toEqual(parsePluginOptions(undefined))
  })

  it("reads the loaded config's plugin entry, validated, with defaults for the rest", () => {
    configManager.loadConfig({
      projectConfig: {
        projectConfig: {},
        plugins: [
          { resolve: "medusa-plugin-b2b-history", options: { pendingJob } },
        ],
      } as never,
      baseDir: __dirname,
    })
    expect(configuredPluginOptions().pendingJob).toEqual(pendingJob)
    expect(configuredPluginOptions().uploadMaxBytes).toBe(20 * 1024 * 1024)
  })

  it("refuses invalid options with the message naming them", () => {
    configManager.loadConfig({
      projectConfig: {
        projectConfig: {},
        plugins: [
          {
            resolve: "medusa-plugin-b2b-history",
            options: { pendingJob: { schedule: "hourly" } },
          },
        ],
      } as never,
      baseDir: __dirname,
    })
    expect(() => configuredPluginOptions()).toThrow(
      /option "pendingJob.schedule": must be a cron expression/
    )
  })
})
