/**
 * How much V8's optimizing compiler inlines, set for the gate's short runs.
 *
 * A run lasts a second or a few, and each thread (this one, and every worker: each compiles the
 * engine anew) spends a good part of it compiling its hottest functions, on the machine's other
 * cores. When the pool keeps every core busy, that compiling takes time from the diagnosis
 * itself. With less inlining into one function (V8's default budget is 920 bytes of bytecode)
 * the compiler does much less work for code that is nearly as fast: measured on 2 cores, paired
 * runs, with the reports the same, 2,000 Claude Code transcripts took 0.93x the wall time and
 * 0.92x the CPU on Node 20 (0.98x on Node 24); a long file read in two parts 0.97x; 50
 * transcripts on one thread the same wall time with 0.95x the CPU.
 *
 * The flag holds for the whole process, its workers too. A value the user gave node
 * (`node --max-inlined-bytecode-size-cumulative=N`) is left as it is.
 *
 * Imported by the bundles' entries: nothing here but node's own modules.
 */
import { setFlagsFromString } from 'node:v8'

/** The inlining budget of one optimized function, in bytes of bytecode. */
export const INLINE_BUDGET_BYTES = 300

const FLAG = '--max-inlined-bytecode-size-cumulative'

/** Whether node's own options (`process.execArgv`) give the flag; V8 reads `_` in a flag's name as `-`. */
export function flagGiven(execArgv: readonly string[]): boolean {
  return execArgv.some((arg) => arg.split('=')[0].replace(/_/g, '-') === FLAG)
}

/**
 * Set the inlining budget (with `set`, V8's by default), unless the user gave node one. Call on
 * the main thread, before any worker starts.
 */
export function tuneJit(
  execArgv: readonly string[] = process.execArgv,
  set: (flags: string) => void = setFlagsFromString,
): void {
  if (!flagGiven(execArgv)) set(`${FLAG}=${INLINE_BUDGET_BYTES}`)
}
