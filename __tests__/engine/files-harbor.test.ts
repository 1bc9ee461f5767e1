/**
 * A Harbor trial whose agent worked in /app (../shared/harbor, skipped with a line that says so
 * when it is not there): its files are named as the agent touched them, relative to /app, wherever
 * the gate runs.
 */
import { expect, it } from '@jest/globals'
import { sharedPath } from '../../__fixtures__/shared.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'

const trial = sharedPath(
  'harbor/trials/xdotli__harbor-datagen/fix_async_worker_queue/example_runs/partial_success_2025-11-19/fix-async-worker-queue__gPApBGF/agent/claude-code.txt',
)
if (trial) {
  it("names the files of a Harbor trial's agent in /app relative to /app, whatever the workspace", async () => {
    for (const workspace of ['/', '/tmp/elsewhere', process.cwd()]) {
      const [r] = await diagnoseFile(trial, { workspace })
      // From `/` the workspace holds /app and names the file from there; anywhere else, /app does.
      const named = workspace === '/' ? ['app/worker_queue.py', 5] : ['worker_queue.py', 5]
      expect([workspace, r.files?.root, r.files?.files.filter((f) => f.edits).map((f) => [f.path, f.edits])]).toEqual([
        workspace,
        workspace === '/' ? undefined : '/app',
        [named],
      ])
    }
  })
}
