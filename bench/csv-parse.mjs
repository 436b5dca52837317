// Streams 10 000, 100 000 and 1 000 000 generated CSV lines through the
// import's parser (memory must not grow with the file size), then reads a
// 10 000-line file of every order format through parse and map.
import { runTsBench } from "./lib/run-ts.mjs"

export async function benchCsvParse() {
  runTsBench("csv-parse-exec.ts", ["--expose-gc"], "CSV parse")
  runTsBench("order-formats-exec.ts", ["--expose-gc"], "Order formats")
}
