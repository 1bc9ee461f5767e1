import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { flagGiven, INLINE_BUDGET_BYTES, tuneJit } from '../../src/gate/jit.js'

describe('the inlining budget set for short runs', () => {
  const calls = (execArgv: string[]) => {
    const got: string[] = []
    tuneJit(execArgv, (flags) => got.push(flags))
    return got
  }

  it('is set when node was given none', () => {
    expect(calls([])).toEqual([`--max-inlined-bytecode-size-cumulative=${INLINE_BUDGET_BYTES}`])
    expect(calls(['--max-old-space-size=4096', '--enable-source-maps'])).toHaveLength(1)
  })

  it('leaves the value the user gave node, written either way', () => {
    expect(calls(['--max-inlined-bytecode-size-cumulative=2000'])).toEqual([])
    expect(calls(['--max_inlined_bytecode_size_cumulative=50'])).toEqual([])
    expect(flagGiven(['--max-inlined-bytecode-size=100'])).toBe(false)
  })

  it('is a flag of the V8 this node runs (an unknown one would be ignored without a word)', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' })
    expect(options).toMatch(/^\s*--max-inlined-bytecode-size-cumulative \(/m)
  })
})
