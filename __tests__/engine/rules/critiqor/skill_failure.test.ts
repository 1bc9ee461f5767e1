import { describe, expect, it } from '@jest/globals'
import { expectRows } from './helpers.js'
import { REFERENCE_ROWS } from './skill-rows.js'

describe('skill_failure', () => {
  it('follows the reference table', () => expectRows('skill_failure', REFERENCE_ROWS, expect))
})
