/**
 * Output folders as agents leave them, laid out from companion files (`__fixtures__/folders/
 * companions`, or `../shared/companions`) and trace files:
 * - `swe-agent/`: `trajs/<id>.traj` beside `all_preds.jsonl`, `results/results.json`,
 *   `metadata.yaml` and `logs/run_instance.log`;
 * - `mini-swe-agent/`: `trajs/<id>/<id>.traj.json` beside `trajs/preds.json`,
 *   `trajs/exit_statuses_*.yaml`, `trajs/minisweagent.log`, `trajs/sb-cli-reports/*.json`,
 *   `logs/<id>/report.json` and `results_summary.json`;
 * - `claude-code/<project>/`: `<session>.jsonl` and `<session>/subagents/agent-<id>.jsonl` beside
 *   `agent-<id>.meta.json`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface FolderSources {
  /** Companion files laid out as ../shared/companions is. */
  companions: string
  /** SWE-agent trajectories, each with the instance id it is named by. */
  sweAgent: readonly [file: string, id: string][]
  /** mini-swe-agent trajectories, each with its instance id. */
  miniSweAgent: readonly [file: string, id: string][]
  /** A Claude Code session's transcript and one of its subagents' (its meta file is in the companions). */
  claudeCode: { session: string; subagent: string }
}

export interface OutputFolders {
  sweAgent: string
  miniSweAgent: string
  /** The projects folder (`~/.claude/projects`). */
  claudeCode: string
}

/** Copy a file's content (not its mode: ../shared is read-only). */
function copyFileSync(from: string, to: string): void {
  writeFileSync(to, readFileSync(from))
}

/** Copy a folder's files, by content. */
function cpSync(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) cpSync(join(from, entry.name), join(to, entry.name))
    else copyFileSync(join(from, entry.name), join(to, entry.name))
  }
}

/** Lay out the three output folders under `dest`. */
export function buildOutputFolders(dest: string, from: FolderSources): OutputFolders {
  const sweAgent = join(dest, 'swe-agent')
  cpSync(join(from.companions, 'swe-agent'), sweAgent)
  mkdirSync(join(sweAgent, 'trajs'), { recursive: true })
  for (const [file, id] of from.sweAgent) copyFileSync(file, join(sweAgent, 'trajs', `${id}.traj`))
  mkdirSync(join(sweAgent, 'logs'), { recursive: true })
  writeFileSync(join(sweAgent, 'logs', 'run_instance.log'), '2026-01-01 00:00:00,000 - INFO - Evaluation done\n')

  const miniSweAgent = join(dest, 'mini-swe-agent')
  cpSync(join(from.companions, 'mini-swe-agent'), miniSweAgent)
  for (const [file, id] of from.miniSweAgent) {
    mkdirSync(join(miniSweAgent, 'trajs', id), { recursive: true })
    copyFileSync(file, join(miniSweAgent, 'trajs', id, `${id}.traj.json`))
  }

  const claudeCode = join(dest, 'claude-code')
  const project = join(claudeCode, '-home-user-project')
  cpSync(join(from.companions, 'claude-code'), project)
  const session = readdirSync(join(from.companions, 'claude-code'))[0]
  copyFileSync(from.claudeCode.session, join(project, `${session}.jsonl`))
  const subagents = join(project, session, 'subagents')
  const meta = readdirSync(subagents).find((f) => f.endsWith('.meta.json'))!
  copyFileSync(from.claudeCode.subagent, join(subagents, meta.replace(/\.meta\.json$/, '.jsonl')))
  return { sweAgent, miniSweAgent, claudeCode }
}

/** The sources of the folders made of the committed fixtures. */
export const FIXTURE_FOLDERS: FolderSources = {
  companions: '__fixtures__/folders/companions',
  sweAgent: [
    ['__fixtures__/traces/swe-agent/exit-cost.traj', 'example__app-1'],
    ['__fixtures__/traces/swe-agent/submitted.traj', 'example__app-2'],
    ['__fixtures__/traces/swe-agent/unfinished-1x.traj', 'example__app-3'],
  ],
  miniSweAgent: [
    ['__fixtures__/traces/mini-swe-agent/limits-1.traj.json', 'example__lib-1'],
    ['__fixtures__/traces/mini-swe-agent/submitted-1.traj.json', 'example__lib-2'],
    ['__fixtures__/traces/mini-swe-agent/server-error-1.1.traj.json', 'example__lib-3'],
  ],
  claudeCode: {
    session: '__fixtures__/traces/claude-code/skills-rejections.jsonl',
    subagent: '__fixtures__/traces/claude-code/compaction-subagent.jsonl',
  },
}

/** The sources of the folders made of ../shared (`shared`: its path). */
export function sharedFolders(shared: string): FolderSources {
  const traces = (format: string) =>
    readdirSync(join(shared, 'traces', format))
      .sort()
      .map((f): [string, string] => [
        join(shared, 'traces', format, f),
        f
          .replace(/(\.traj)?(\.json)?$/, '')
          .split('__')
          .slice(-2)
          .join('__'),
      ])
  const cc = join(shared, 'traces', 'claude-code')
  const session = readdirSync(join(shared, 'companions', 'claude-code'))[0]
  const ccFiles = readdirSync(cc)
  return {
    companions: join(shared, 'companions'),
    sweAgent: traces('swe-agent'),
    miniSweAgent: traces('mini-swe-agent'),
    claudeCode: {
      session: join(
        cc,
        ccFiles.find((f) => f.includes(session))!,
      ),
      subagent: join(
        cc,
        ccFiles.find((f) => f.includes('subagent'))!,
      ),
    },
  }
}
