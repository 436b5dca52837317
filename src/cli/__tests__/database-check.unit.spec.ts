import { spawnSync } from "child_process"
import net from "net"
import path from "path"
import { assertDatabaseAnswers } from "../database-check"

const ROOT = path.resolve(__dirname, "../../..")

/** A port nothing listens on: taken from the system, then closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe("the console's database check", () => {
  it("says in one sentence what is missing or down, instead of retrying for minutes", async () => {
    await expect(assertDatabaseAnswers("")).rejects.toThrow(
      /^No database is configured: set DATABASE_URL, or run npm start once/
    )
    await expect(assertDatabaseAnswers("localhost:5432/shop")).rejects.toThrow(
      /^DATABASE_URL is not a URL such as postgres:/
    )
    const port = await closedPort()
    await expect(
      assertDatabaseAnswers(`postgres://postgres:secret@localhost:${port}/shop`)
    ).rejects.toThrow(
      `The database at localhost:${port} does not answer: start it and run the command again (in the plugin's own project: npm start, or npm run db for the database alone).`
    )
  })

  it("makes a console command exit 1 with that sentence and nothing else", async () => {
    const port = await closedPort()
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "bin", "plugin-cli.js"),
        "plugin:b2b:process",
        "--pending",
      ],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? "",
          DATABASE_URL: `postgres://postgres:secret@localhost:${port}/shop`,
        },
        encoding: "utf8",
        timeout: 60_000,
      }
    )
    expect({
      code: run.status,
      stderr: run.stderr.trim(),
      stdout: run.stdout,
    }).toEqual({
      code: 1,
      stderr: `Error: The database at localhost:${port} does not answer: start it and run the command again (in the plugin's own project: npm start, or npm run db for the database alone).`,
      stdout: "",
    })
  }, 60_000)
})
