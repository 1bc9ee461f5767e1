/**
 * Paths in the action: as shown to people, and where the JSON report goes. Finding the files of
 * the `sessions`, `reports` and `baseline` inputs is src/trace/files.ts (findTraceFiles), which the
 * CLI's finder shares.
 */
import { isAbsolute, join, relative, sep } from 'node:path'

/** A path as shown to people: relative to the workspace with `/`, or absolute when outside it. */
export function displayPath(path: string, workspace: string): string {
  const rel = relative(workspace, path)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return path.split(sep).join('/')
  return rel.split(sep).join('/')
}

/** Where the JSON report goes: the input as given (relative to the workspace), else RUNNER_TEMP. */
export function reportPathFor(input: string, workspace: string, tempDir: string, stepId: string): string {
  if (input) return isAbsolute(input) ? input : join(workspace, input)
  const name = (stepId || 'report').replace(/[^A-Za-z0-9._-]/g, '_')
  return join(tempDir, 'agent-trust-gate', `${name}.json`)
}
