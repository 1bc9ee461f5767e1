export const id = 158;
export const ids = [158];
export const modules = {

/***/ 88158:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_ASSERTED_FILE_BYTES: () => (/* binding */ MAX_ASSERTED_FILE_BYTES),
  applyPolicy: () => (/* binding */ applyPolicy),
  assignCase: () => (/* binding */ assignCase),
  resolveFileFacts: () => (/* binding */ resolveFileFacts),
  workspaceRelative: () => (/* binding */ workspaceRelative)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/policy/assertions.ts
var policy_assertions = __webpack_require__(95729);
// EXTERNAL MODULE: ./src/policy/cases.ts
var cases = __webpack_require__(31227);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(33581);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
;// CONCATENATED MODULE: ./src/policy/globs.ts
/**
 * The policy's globs matched against sessions: which assertions apply to a session, and which
 * case of the policy's mapping it is a run of. Apart from the assertions and the cases
 * themselves, which the reports show, so that a run without a policy never loads the matcher.
 *
 * Pure.
 */


/** Does a glob of the policy match a session? Its file path, or `path#session`. */
function matchesSession(glob, names) {
    const g = (0,core_text/* normalizePath */.Fd)(glob);
    return names.some((n) => (0,esm.minimatch)((0,core_text/* normalizePath */.Fd)(n), g, { dot: true }));
}
/**
 * The assertions that apply to a session, in the order the policy first names them. A later
 * rule replaces an assertion of the same id (its level and options); `off` removes it.
 */
function assertionsFor(rules, names) {
    const byId = new Map();
    for (const rule of rules) {
        if (rule.files !== null && !rule.files.some((g) => matchesSession(g, names)))
            continue;
        for (const a of rule.assertions)
            byId.set(a.id, a);
    }
    return [...byId.values()].filter((a) => a.level !== 'off');
}
/** The case the policy's mapping gives a session (the first case whose glob matches), if any. */
function policyCase(rules, names) {
    for (const r of rules)
        if (r.files.some((g) => matchesSession(g, names)))
            return r.name;
    return undefined;
}

;// CONCATENATED MODULE: ./src/gate/facts.ts
/**
 * The facts the policy's assertions need, gathered at the edge (I/O):
 *
 * - of each session: tool calls, failed tool calls, effective tokens and how the run ended,
 *   counted by the pipeline in the diagnosis pass (`collectFacts`, src/engine/facts.ts);
 * - of the workspace: whether the files the assertions name exist and what they hold, refusing
 *   any path that leads out of the workspace (also through a symbolic link).
 *
 * `applyPolicy` and `assignCase` put it together for the CLI and the action: they give each
 * diagnosed session its assertion results and its case.
 */





/** The most a file_contains assertion reads of a file. */
const MAX_ASSERTED_FILE_BYTES = 16 * 1024 * 1024;
function inside(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
/** What each workspace path holds; `read` paths with their text. Paths are relative to `workspace`. */
async function resolveFileFacts(files, workspace) {
    const out = new Map();
    const root = await (0,promises_.realpath)(workspace).catch(() => (0,external_node_path_.resolve)(workspace));
    for (const { path, read } of files) {
        const full = (0,external_node_path_.resolve)(root, path);
        if (!inside(root, full)) {
            out.set(path, { state: 'outside' });
            continue;
        }
        const link = await (0,promises_.lstat)(full).catch(() => undefined);
        if (!link) {
            out.set(path, { state: 'missing' });
            continue;
        }
        const real = await (0,promises_.realpath)(full).catch(() => undefined);
        if (real === undefined) {
            out.set(path, { state: 'missing' });
            continue;
        }
        if (!inside(root, real)) {
            out.set(path, { state: 'outside' });
            continue;
        }
        const info = await (0,promises_.stat)(real);
        if (!info.isFile()) {
            out.set(path, { state: 'not_a_file' });
            continue;
        }
        if (!read) {
            out.set(path, { state: 'file' });
            continue;
        }
        if (info.size > MAX_ASSERTED_FILE_BYTES) {
            out.set(path, { state: 'too_large' });
            continue;
        }
        out.set(path, { state: 'file', text: await (0,promises_.readFile)(real, 'utf8') });
    }
    return out;
}
/** A trace path as the policy's globs see it: relative to the workspace when inside it, with `/`. */
function workspaceRelative(source, workspace) {
    const rel = (0,external_node_path_.relative)((0,external_node_path_.resolve)(workspace), (0,external_node_path_.resolve)(source));
    if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return source.split(external_node_path_.sep).join('/');
    return rel.split(external_node_path_.sep).join('/');
}
/**
 * Evaluate the policy's assertions on each diagnosed session, reading the facts they need: the
 * trace files again (only when an assertion needs trace facts) and the workspace files they
 * name. Call it with the sessions as the pipeline gave them (their `source` as read). Sessions
 * come back unchanged when the policy has no assertions.
 */
async function applyPolicy(sessions, policy, options) {
    if (policy.rules.length === 0)
        return [...sessions];
    const fileFacts = await resolveFileFacts((0,policy_assertions.filesNeeded)(policy.rules), options.workspace);
    return sessions.map((s) => {
        const specs = assertionsFor(policy.rules, (0,policy_assertions.matchNames)(workspaceRelative(s.source, options.workspace), s.session));
        const diagnosis = s.diagnosis;
        const assertions = (0,policy_assertions.evaluateAssertions)(specs, { diagnosis, facts: s.facts ?? null }, fileFacts);
        return { ...s, assertions };
    });
}
/** The session with its case: the policy's cases, else its name, else the case it already had (a merged report's). */
function assignCase(s, policy, workspace) {
    const path = workspaceRelative(s.source, workspace);
    const byPolicy = policyCase(policy.cases, (0,policy_assertions.matchNames)(path, s.session));
    const byName = byPolicy === undefined ? (0,cases/* caseFromName */.MO)(path, s.session) : undefined;
    const { case: _, caseFrom: __, ...rest } = s;
    if (byPolicy !== undefined)
        return { ...rest, case: byPolicy, caseFrom: 'policy' };
    if (byName !== undefined)
        return { ...rest, case: byName, caseFrom: 'name' };
    return s.case === undefined ? rest : { ...rest, case: s.case };
}


/***/ })

};
