const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Two requests raced trial after trial, the second sent `offsetMs` after the
 * first (the first sent that much after the second when negative). After each
 * trial the test says which one won, and the offset moves towards the point
 * where the winner changes: the loser of a trial starts earlier in the next
 * one, by a step that doubles while the same side keeps winning. So both
 * orders happen within a few trials whatever the machine's speed, and a test
 * can require that they did: a race test whose race never happened proves
 * nothing. Real requests and real timing, nothing mocked.
 */
export class SteeredRace {
  private offsetMs = 0
  private step: number
  private lastWinner: "first" | "second" | undefined
  readonly wins = { first: 0, second: 0 }

  constructor(private readonly baseStepMs = 10) {
    this.step = baseStepMs
  }

  /** Sends both at the current offset; resolves with both answers. */
  run<A, B>(first: () => Promise<A>, second: () => Promise<B>) {
    const offset = this.offsetMs
    return Promise.all([
      offset < 0 ? sleep(-offset).then(first) : first(),
      offset > 0 ? sleep(offset).then(second) : second(),
    ])
  }

  /** Records who won the trial just run and steers the next one towards the other order. */
  record(winner: "first" | "second") {
    this.wins[winner]++
    this.step =
      winner === this.lastWinner
        ? Math.min(this.step * 2, 1_000)
        : this.baseStepMs
    this.lastWinner = winner
    this.offsetMs += winner === "first" ? -this.step : this.step
  }

  /** One line in the test's output: how often each side came first, and the offset reached. */
  report(name: string, first: string, second: string) {
    process.stdout.write(
      `[race] ${name}: ${first} ${this.wins.first}, ${second} ${this.wins.second} (offset now ${this.offsetMs} ms)\n`
    )
  }

  /** What a test asserts at the end: both orders happened at least once. */
  get bothOrdersHappened() {
    return this.wins.first > 0 && this.wins.second > 0
  }
}
