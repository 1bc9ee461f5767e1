import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { expandPath } from '../../src/trace/files.js'

const root = mkdtempSync(join(tmpdir(), 'files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function touch(path: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), '{}\n')
}

describe('trace files under a directory', () => {
  it('takes .traj files, and skips the files agents and harnesses write beside their traces', async () => {
    for (const f of [
      'run/trajs/a__b-1.traj',
      'run/trajs/a__b-1/a__b-1.traj.json',
      'run/results/results.json',
      'run/logs/a__b-1/report.json',
      'run/preds.json',
      'task/ui_messages.json',
      'task/api_conversation_history.json',
      'task/task_metadata.json',
      'notes.txt',
    ])
      touch(f)
    const found = (await expandPath(root)).map((f) => relative(root, f).split('\\').join('/'))
    expect(found).toEqual(['run/trajs/a__b-1.traj', 'run/trajs/a__b-1/a__b-1.traj.json', 'task/ui_messages.json'])
  })

  it('still reads a companion file named on its own', async () => {
    expect(await expandPath(join(root, 'run/preds.json'))).toEqual([join(root, 'run/preds.json')])
  })
})
