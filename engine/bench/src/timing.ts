/** How many untimed warm-up runs and timed runs a measurement makes. */
export interface Rounds {
  warmup: number;
  runs: number;
}

export interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number;
  /**
   * The median CPU time of the process over the whole run (ms; GC threads included): unlike wall time it does not
   * grow while other processes hold the cores, so growth ratios stay meaningful on a loaded machine.
   */
  cpuMedian: number;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;

/** The timings of a run made of phases: each phase, and any consecutive span of them. */
export interface PhaseTimings {
  phases: Timing[];
  /** Phases `from` up to `to` (exclusive) summed per run, then summarised: a median of sums, not a sum of medians. */
  span(from: number, to: number): Timing;
}

/**
 * Times a run made of consecutive phases (a load, then a walk of what was loaded): `run` calls `lap()` at the end
 * of each phase and returns what `check` looks at, so a broken run cannot pass as a fast one. With `--expose-gc`
 * the heap is collected before every run, so one run's garbage is not charged to the next.
 */
export function measurePhases<Result>(
  rounds: Rounds,
  phases: number,
  run: (lap: () => void) => Result,
  check: (result: Result) => void,
): PhaseTimings {
  const runs: number[][] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds.warmup + rounds.runs; i += 1) {
    collectGarbage?.();
    const cpuStart = process.cpuUsage();
    const marks = [performance.now()];
    const result = run(() => marks.push(performance.now()));
    const used = process.cpuUsage(cpuStart);
    if (i >= rounds.warmup) cpu.push((used.user + used.system) / 1000);
    if (marks.length !== phases + 1)
      throw new Error(`a run marked ${marks.length - 1} phases, not ${phases}`);
    check(result);
    if (i >= rounds.warmup) runs.push(marks);
  }
  const cpuMedian = summarize(cpu, 0).median;
  const span = (from: number, to: number) =>
    summarize(
      runs.map((marks) => (marks[to] as number) - (marks[from] as number)),
      cpuMedian,
    );
  return { phases: Array.from({ length: phases }, (_, phase) => span(phase, phase + 1)), span };
}

/** Times `run` as a single phase. */
export function measure<Result>(rounds: Rounds, run: () => Result, check: (result: Result) => void): Timing {
  return measurePhases(
    rounds,
    1,
    (lap) => {
      const result = run();
      lap();
      return result;
    },
    check,
  ).span(0, 1);
}

function summarize(times: readonly number[], cpuMedian: number): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number, runs: sorted.length, cpuMedian };
}
