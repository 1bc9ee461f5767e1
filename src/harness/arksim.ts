/**
 * arksim's evaluation output (`evaluation.json`, written by `arksim evaluate`): one entry per
 * conversation, with per-turn behavior failures and the conversation's scores.
 *
 * The final score and the status are recomputed here from the recorded turn failures and goal
 * completion, as arksim defines them:
 *
 *   turn success ratio = (turns - turns with a behavior failure) / turns   (1 with no turns)
 *   final score        = 0.75 x turn success ratio + 0.25 x goal completion
 *                        (the ratio alone when goal completion was skipped: a score below 0)
 *   status             = Done at exactly 1.0, Partial Failure from 0.6, Failed below
 *
 * A turn's behavior failure counts unless it is `no failure` or `skipped_good_performance`. The
 * per-turn metric scores and goal completion come from arksim's LLM judge and are taken as
 * recorded; nothing here calls a model. Pure.
 */
import { z } from 'zod'
import type { ArksimStatus, HarnessResult } from './types.js'

export const TURN_SUCCESS_WEIGHT = 0.75
export const GOAL_COMPLETION_WEIGHT = 0.25
export const PARTIAL_FAILURE_THRESHOLD = 0.6
/** Behavior failure labels that are not failures. */
export const NOT_A_FAILURE: ReadonlySet<string> = new Set(['no failure', 'skipped_good_performance'])

const turnSchema = z.looseObject({
  turn_id: z.number().int(),
  turn_behavior_failure: z.string(),
})

const conversationSchema = z.looseObject({
  conversation_id: z.string().min(1),
  goal_completion_score: z.number(),
  turn_success_ratio: z.number().optional(),
  overall_agent_score: z.number().optional(),
  evaluation_status: z.string().optional(),
  turn_scores: z.array(turnSchema),
})

export const arksimEvaluationSchema = z.looseObject({
  schema_version: z.string().optional(),
  conversations: z.array(conversationSchema),
})

export type ArksimEvaluation = z.infer<typeof arksimEvaluationSchema>
export type ArksimConversation = z.infer<typeof conversationSchema>

export { isArksimEvaluation } from './kinds.js'

/** The status arksim gives a final score. */
export function arksimStatus(score: number): ArksimStatus {
  if (score === 1.0) return 'Done'
  if (score >= PARTIAL_FAILURE_THRESHOLD) return 'Partial Failure'
  return 'Failed'
}

/** The final score from the turn success ratio and goal completion (below 0: skipped). */
export function arksimFinalScore(turnSuccessRatio: number, goalCompletion: number): number {
  if (goalCompletion < 0) return turnSuccessRatio
  return turnSuccessRatio * TURN_SUCCESS_WEIGHT + goalCompletion * GOAL_COMPLETION_WEIGHT
}

/** A recorded status in arksim's own words; its docs also spell them completed, partial_failure, failed. */
export function canonicalArksimStatus(s: string): string {
  switch (
    s
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ' ')
  ) {
    case 'done':
    case 'completed':
      return 'Done'
    case 'partial failure':
      return 'Partial Failure'
    case 'failed':
      return 'Failed'
    case 'evaluation failed':
      return 'Evaluation Failed'
    default:
      return s
  }
}

const EPSILON = 1e-9
const fmt = (x: number) => String(Math.round(x * 1e6) / 1e6)

/** Recompute one conversation. */
export function recomputeConversation(c: ArksimConversation, source: string): HarnessResult {
  const count = c.turn_scores.length
  const failed = c.turn_scores.filter((t) => !NOT_A_FAILURE.has(t.turn_behavior_failure)).length
  const ratio = count > 0 ? (count - failed) / count : 1.0
  const skipped = c.goal_completion_score < 0
  const score = arksimFinalScore(ratio, c.goal_completion_score)
  const status = arksimStatus(score)
  const mismatches: string[] = []
  if (c.turn_success_ratio !== undefined && Math.abs(c.turn_success_ratio - ratio) > EPSILON) {
    mismatches.push(
      `turn_success_ratio is recorded as ${fmt(c.turn_success_ratio)}, recomputed ${fmt(ratio)} from ${count} ` +
        `turn score${count === 1 ? '' : 's'}`,
    )
  }
  if (c.overall_agent_score !== undefined && Math.abs(c.overall_agent_score - score) > EPSILON) {
    mismatches.push(`overall_agent_score is recorded as ${fmt(c.overall_agent_score)}, recomputed ${fmt(score)}`)
  }
  const recordedStatus = c.evaluation_status === undefined ? null : canonicalArksimStatus(c.evaluation_status)
  if (recordedStatus !== null && recordedStatus !== status) {
    mismatches.push(`evaluation_status is recorded as ${JSON.stringify(c.evaluation_status)}, recomputed "${status}"`)
  }
  return {
    harness: 'arksim',
    source,
    id: c.conversation_id,
    final_score: score,
    score_origin: 'recomputed',
    status,
    turns: { count, failed, success_ratio: ratio },
    goal_completion: skipped ? null : c.goal_completion_score,
    recorded: { final_score: c.overall_agent_score ?? null, status: c.evaluation_status ?? null },
    mismatches,
    passed: true,
  }
}

/** Every conversation of an evaluation, in file order. */
export function arksimResults(doc: ArksimEvaluation, source: string): HarnessResult[] {
  return doc.conversations.map((c) => recomputeConversation(c, source))
}
