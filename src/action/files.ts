/**
 * Paths in the action: as shown to people, and where the JSON report goes. Finding the files of
 * the `sessions`, `reports` and `baseline` inputs is src/trace/files.ts (findTraceFiles), which the
 * CLI's finder shares.
 */
import { isAbsolute, join, relative, sep } from 'node:path'

/** `path` relative to `folder` with `/`, or undefined when it is not inside it. */
function inside(path: string, folder: string): string | undefined {
  const rel = relative(folder, path)
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel.split(sep).join('/')
}

/**
 * A path as shown to people: relative to the workspace with `/`; under the runner's temporary
 * folder, `$RUNNER_TEMP/...` (where the workflows write traces: its absolute path names the
 * runner's home); else absolute.
 */
export function displayPath(path: string, workspace: string, runnerTemp?: string): string {
  const rel = inside(path, workspace)
  if (rel !== undefined) return rel
  const temp = runnerTemp ? inside(path, runnerTemp) : undefined
  return temp !== undefined ? `$RUNNER_TEMP/${temp}` : path.split(sep).join('/')
}

/** Where the JSON report goes: the input as given (relative to the workspace), else RUNNER_TEMP. */
export function reportPathFor(input: string, workspace: string, tempDir: string, stepId: string): string {
  if (input) return isAbsolute(input) ? input : join(workspace, input)
  const name = (stepId || 'report').replace(/[^A-Za-z0-9._-]/g, '_')
  return join(tempDir, 'agent-trust-gate', `${name}.json`)
}
