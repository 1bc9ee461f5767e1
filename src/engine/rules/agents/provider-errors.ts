/**
 * A provider's error in a few words: what kind of failure its message names, how a description
 * says it, and the remediation that fits it.
 */
import { quote } from './common.js'
import { words } from '../types.js'

export type ErrorClass = 'quota' | 'rate_limit' | 'context_window' | 'auth' | 'network' | 'server' | 'refusal' | 'other'

const CONTEXT_WORDS = new RegExp(
  'context (window|length)|context_length|maximum context|prompt is too long|too many tokens|' +
    'input is too long|token limit',
)
const NETWORK_WORDS = new RegExp(
  'disconnect|connection|network|econnreset|etimedout|timed? ?out|socket|stream|fetch failed|' +
    'error sending request|reconnect',
)

/** What kind of failure an error message names, from the words providers and agents use. */
export function classifyError(message: string | undefined): ErrorClass {
  if (!message) return 'other'
  const m = message.toLowerCase()
  if (/quota|insufficient_quota|billing|credit balance|exceeded your current|usage limit|hit your limit/.test(m))
    return 'quota'
  if (CONTEXT_WORDS.test(m)) return 'context_window'
  if (/\b429\b|rate.?limit|too many requests|overloaded|\b529\b/.test(m)) return 'rate_limit'
  if (/\b401\b|\b403\b|unauthori[sz]ed|forbidden|api.?key|authenticat|credential/.test(m)) return 'auth'
  if (/refus/.test(m)) return 'refusal'
  if (/\b5\d\d\b|internal ?server ?error|bad gateway|service unavailable|server error/.test(m)) return 'server'
  if (NETWORK_WORDS.test(m)) return 'network'
  return 'other'
}

/** A short name for an error class, as a description says it. */
export const ERROR_CLASS_NAME: Record<ErrorClass, string> = {
  quota: 'quota exceeded',
  rate_limit: 'rate limited',
  context_window: 'context window exceeded',
  auth: 'authentication failed',
  network: 'connection failed',
  server: 'provider server error',
  refusal: 'request refused',
  other: 'error',
}

/**
 * How a description says the provider failed a request: refused it (quota, limits, credentials,
 * policy) or failed it.
 */
export function failVerb(cls: ErrorClass): string {
  return cls === 'quota' || cls === 'rate_limit' || cls === 'auth' || cls === 'refusal' ? 'refused' : 'failed'
}

/** What to do about a provider that keeps failing, per kind of error. */
export function providerRemediation(cls: ErrorClass, message: string | undefined): string {
  const said = message ? ` (it said ${quote(message)})` : ''
  switch (cls) {
    case 'quota':
      return (
        `The provider refused requests because the account's quota was used up${said}: raise the quota or ` +
        `switch the plan or provider before the run, and make the agent stop on a quota error instead of retrying it.`
      )
    case 'rate_limit':
      return (
        `The provider rate-limited the run${said}: lower the request rate or concurrency, retry with ` +
        `exponential backoff and a cap, and stop the run once the cap is reached.`
      )
    case 'context_window':
      return (
        `The conversation outgrew the model's context window${said}: compact or trim history and tool ` +
        `outputs earlier, or use a model with a larger window.`
      )
    case 'auth':
      return (
        `The provider rejected the credentials${said}: check the API key or login the agent runs with, and ` +
        `fail fast on authentication errors instead of retrying.`
      )
    case 'network':
      return (
        `The connection to the provider kept failing${said}: check the endpoint, proxy and network the ` +
        `agent runs behind, and make retries back off and give up with a clear error.`
      )
    case 'server':
      return (
        `The provider's servers failed the requests${said}: retry later with backoff and a cap, or fall ` +
        `back to another provider or model.`
      )
    case 'refusal':
      return (
        `The model or API refused the requests${said}: check the prompt and the task against the ` +
        `provider's policies, or route such tasks elsewhere.`
      )
    default:
      return (
        `The provider kept failing the requests${said}: cap retries with backoff and stop the run with the ` +
        `provider's error once the cap is reached.`
      )
  }
}

/** The option both provider-aware rules take: `error_event` kinds that are not the provider failing. */
export const nonProviderKinds = words(
  ['tool', 'permission_denied', 'guardrail', 'result', 'agent', 'sample', 'format'],
  '`error_event` kinds that are not the provider failing a request.',
)
