/** The address of the rule pages the action's comment and summary link to. */

/**
 * Where the rule pages are: this action's repository at the ref the workflow runs it at
 * (`GITHUB_ACTION_REPOSITORY`, `GITHUB_ACTION_REF`), which holds them. Without both (an action run
 * from a checkout, `uses: ./`), undefined: the rules are named, not linked, rather than linked to
 * a tag that may not exist.
 */
export function rulesBase(env: NodeJS.ProcessEnv): string | undefined {
  const server = /^https:\/\/[\w.-]+(:\d+)?$/.test(env.GITHUB_SERVER_URL ?? '')
    ? env.GITHUB_SERVER_URL
    : 'https://github.com'
  const repo = env.GITHUB_ACTION_REPOSITORY ?? ''
  const ref = env.GITHUB_ACTION_REF ?? ''
  if (/^[\w.-]+\/[\w.-]+$/.test(repo) && /^[\w./-]{1,200}$/.test(ref)) return `${server}/${repo}/blob/${ref}`
  return undefined
}
