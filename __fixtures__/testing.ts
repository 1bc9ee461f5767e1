/** Helpers shared by the tests. */
import { expect } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { runCli } from '../src/cli/cli.js'

/** Run the CLI in this process, capturing what it writes. */
export async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) })
  return { code, stdout, stderr }
}

/** Markdown with its code blocks and code spans taken out: the text GitHub would interpret. */
export function outsideCode(body: string): string {
  const noBlocks = body.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
  let out = ''
  for (let i = 0; i < noBlocks.length;) {
    if (noBlocks[i] === '`' && noBlocks[i - 1] !== '\\') {
      const fence = /^`+/.exec(noBlocks.slice(i))![0]
      const end = noBlocks.indexOf(fence, i + fence.length)
      if (end !== -1) {
        i = end + fence.length
        continue
      }
    }
    out += noBlocks[i++]
  }
  return out
}

/** Every table row has as many cells as its table's header (no pipe or newline broke it). */
export function expectTablesIntact(body: string): void {
  const cells = (line: string) => line.replace(/\\\|/g, '').split('|').length
  let header: number | undefined
  for (const line of body.split('\n')) {
    if (!line.startsWith('|')) {
      header = undefined
      continue
    }
    expect(line.endsWith('|')).toBe(true)
    if (header === undefined) header = cells(line)
    else expect(cells(line)).toBe(header)
  }
}

/** Every example and committed trace fixture (.json, .jsonl, .traj), with its bytes, in path order. */
export function committedTraces(): { name: string; bytes: Buffer }[] {
  const out: { name: string; bytes: Buffer }[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (/\.(json|jsonl|traj)$/.test(name)) out.push({ name: p, bytes: readFileSync(p) })
    }
  }
  walk('examples')
  walk('__fixtures__/traces')
  return out
}
