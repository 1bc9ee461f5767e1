/** Types of scripts/bench-proc.mjs, for the test that imports it. */

export interface RunResult {
  status: number | null | undefined
  signal: NodeJS.Signals | null | undefined
  stdout: string | Buffer
  stderr: string | Buffer
  timedOut: boolean
  error?: Error
}

export function killRunning(signal?: NodeJS.Signals): number
export function run(
  command: string,
  args: string[],
  options?: {
    env?: NodeJS.ProcessEnv
    cwd?: string
    stdio?: ('ignore' | 'pipe' | 'inherit')[]
    input?: string | Buffer
    encoding?: 'buffer'
    timeoutMs?: number
  },
): Promise<RunResult>
export function stopWithParent(cleanUp: () => void, options?: { everyMs?: number }): void
