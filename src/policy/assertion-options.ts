/**
 * The options of each assertion kind (src/policy/assertions.ts), as zod schemas: what the policy
 * file's reader checks them with (src/policy/policy-file.ts), and their JSON Schema.
 */
import { z } from 'zod'
import { READINESS_LEVELS, type Readiness } from '../engine/diagnose.js'
import { END_STATUSES, pathEscapes, type AssertionKind } from './assertions.js'

const count = z.number().int().nonnegative()

/** A path in the workspace: relative, and not leading out of it. */
export const workspacePath = z
  .string()
  .min(1)
  .superRefine((p, ctx) => {
    const why = pathEscapes(p)
    if (why)
      ctx.addIssue({
        code: 'custom',
        message: `expected a path inside the workspace, found ${JSON.stringify(p)} (${why})`,
      })
  })
  .describe('A path relative to the workspace (the current directory for the CLI); it may not lead out of it.')

const readiness = z.enum(READINESS_LEVELS as unknown as [Readiness, ...Readiness[]])

/** The options of each assertion kind; `null` for a kind that takes none. */
export const ASSERTION_OPTIONS = {
  final_response_present: null,
  tool_call_count: z
    .object({
      tool: z.string().min(1).optional().describe('Count only calls to this tool; all tool calls when omitted.'),
      min: count.optional(),
      max: count.optional(),
      equals: count.optional(),
    })
    .strict()
    .superRefine((o, ctx) => {
      if (o.min === undefined && o.max === undefined && o.equals === undefined) {
        ctx.addIssue({ code: 'custom', message: 'expected at least one of equals, min and max, found none' })
      } else if (o.equals !== undefined && (o.min !== undefined || o.max !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected equals alone or min and/or max, found equals with min or max',
        })
      } else if (o.min !== undefined && o.max !== undefined && o.min > o.max) {
        ctx.addIssue({ code: 'custom', message: `expected min at most max, found min ${o.min} and max ${o.max}` })
      }
    }),
  tool_not_called: z.object({ tool: z.string().min(1) }).strict(),
  file_exists: z.object({ path: workspacePath }).strict(),
  file_contains: z.object({ path: workspacePath, text: z.string().min(1) }).strict(),
  status_is: z
    .object({
      status: z.enum(END_STATUSES).describe('How the run ended, as the trace shows it (its last process_end).'),
    })
    .strict(),
  max_effective_tokens: z.object({ max: count }).strict(),
  max_failed_tool_calls: z.object({ max: count }).strict(),
  min_trust_score: z.object({ min: z.number().min(0).max(100) }).strict(),
  readiness_at_least: z.object({ level: readiness }).strict(),
} as const satisfies Record<AssertionKind, z.ZodType | null>
