/**
 * The facts the policy's assertions need, gathered at the edge (I/O):
 *
 * - of each session: tool calls, failed tool calls, effective tokens and how the run ended,
 *   counted by the pipeline in the diagnosis pass (`collectFacts`, src/engine/facts.ts);
 * - of the workspace: whether the files the assertions name exist and what they hold, refusing
 *   any path that leads out of the workspace (also through a symbolic link).
 *
 * `applyPolicy` and `assignCase` put it together for the CLI and the action: they give each
 * diagnosed session its assertion results and its case.
 */
import { lstat, readFile, realpath, stat } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { evaluateAssertions, filesNeeded, matchNames, type FileFact } from '../policy/assertions.js'
import { caseFromName, type CaseRule } from '../policy/cases.js'
import { loadInTurn } from '../core/load.js'
import type { SessionResult } from '../engine/session.js'
import type { Policy } from '../policy/policy-file.js'
import type { GatedSession } from '../report/json.js'

/** The most a file_contains assertion reads of a file. */
export const MAX_ASSERTED_FILE_BYTES = 16 * 1024 * 1024

function inside(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/** What each workspace path holds; `read` paths with their text. Paths are relative to `workspace`. */
export async function resolveFileFacts(
  files: readonly { path: string; read: boolean }[],
  workspace: string,
): Promise<Map<string, FileFact>> {
  const out = new Map<string, FileFact>()
  const root = await realpath(workspace).catch(() => resolve(workspace))
  for (const { path, read } of files) {
    const full = resolve(root, path)
    if (!inside(root, full)) {
      out.set(path, { state: 'outside' })
      continue
    }
    const link = await lstat(full).catch(() => undefined)
    if (!link) {
      out.set(path, { state: 'missing' })
      continue
    }
    const real = await realpath(full).catch(() => undefined)
    if (real === undefined) {
      out.set(path, { state: 'missing' })
      continue
    }
    if (!inside(root, real)) {
      out.set(path, { state: 'outside' })
      continue
    }
    const info = await stat(real)
    if (!info.isFile()) {
      out.set(path, { state: 'not_a_file' })
      continue
    }
    if (!read) {
      out.set(path, { state: 'file' })
      continue
    }
    if (info.size > MAX_ASSERTED_FILE_BYTES) {
      out.set(path, { state: 'too_large' })
      continue
    }
    out.set(path, { state: 'file', text: await readFile(real, 'utf8') })
  }
  return out
}

/** A trace path as the policy's globs see it: relative to the workspace when inside it, with `/`. */
export function workspaceRelative(source: string, workspace: string): string {
  const rel = relative(resolve(workspace), resolve(source))
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return source.split(sep).join('/')
  return rel.split(sep).join('/')
}

/**
 * Evaluate the policy's assertions on each diagnosed session, reading the facts they need: the
 * trace files again (only when an assertion needs trace facts) and the workspace files they
 * name. Call it with the sessions as the pipeline gave them (their `source` as read). Sessions
 * come back unchanged when the policy has no assertions.
 */
export async function applyPolicy(
  sessions: readonly SessionResult[],
  policy: Policy,
  options: { workspace: string },
): Promise<GatedSession[]> {
  if (policy.rules.length === 0) return [...sessions]
  // The globs' matcher loads only for a policy that has assertions (or cases, below).
  const { assertionsFor } = await loadInTurn(() => import('../policy/globs.js'))
  const fileFacts = await resolveFileFacts(filesNeeded(policy.rules), options.workspace)
  return sessions.map((s) => {
    const specs = assertionsFor(policy.rules, matchNames(workspaceRelative(s.source, options.workspace), s.session))
    const diagnosis = s.diagnosis
    const assertions = evaluateAssertions(specs, { diagnosis, facts: s.facts ?? null }, fileFacts)
    return { ...s, assertions }
  })
}

/** The case the policy's mapping gives a session's names (src/policy/globs.ts's `policyCase`). */
export type CaseOf = (rules: readonly CaseRule[], names: readonly string[]) => string | undefined

/**
 * The session with its case: the policy's cases (matched by `caseOf`), else its name, else the
 * case it already had (a merged report's).
 */
export function assignCase(s: GatedSession, policy: Policy, workspace: string, caseOf: CaseOf): GatedSession {
  const path = workspaceRelative(s.source, workspace)
  const byPolicy = caseOf(policy.cases, matchNames(path, s.session))
  const byName = byPolicy === undefined ? caseFromName(path, s.session) : undefined
  const { case: _, caseFrom: __, ...rest } = s
  if (byPolicy !== undefined) return { ...rest, case: byPolicy, caseFrom: 'policy' }
  if (byName !== undefined) return { ...rest, case: byName, caseFrom: 'name' }
  return s.case === undefined ? rest : { ...rest, case: s.case }
}

/** `assignCase` for the sessions of a run: the policy's globs load only when it maps cases. */
export async function caseAssigner(policy: Policy, workspace: string): Promise<(s: GatedSession) => GatedSession> {
  const caseOf: CaseOf =
    policy.cases.length === 0 ? () => undefined : (await loadInTurn(() => import('../policy/globs.js'))).policyCase
  return (s) => assignCase(s, policy, workspace, caseOf)
}
