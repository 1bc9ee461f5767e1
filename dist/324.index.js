export const id = 324;
export const ids = [324];
export const modules = {

/***/ 36324:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_ASSERTED_FILE_BYTES: () => (/* binding */ MAX_ASSERTED_FILE_BYTES),
/* harmony export */   applyPolicy: () => (/* binding */ applyPolicy),
/* harmony export */   assignCase: () => (/* binding */ assignCase),
/* harmony export */   caseAssigner: () => (/* binding */ caseAssigner),
/* harmony export */   resolveFileFacts: () => (/* binding */ resolveFileFacts),
/* harmony export */   workspaceRelative: () => (/* binding */ workspaceRelative)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95729);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31227);
/* harmony import */ var _core_load_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33527);
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
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** What each workspace path holds; `read` paths with their text. Paths are relative to `workspace`. */
async function resolveFileFacts(files, workspace) {
    const out = new Map();
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(workspace).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace));
    for (const { path, read } of files) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path);
        if (!inside(root, full)) {
            out.set(path, { state: 'outside' });
            continue;
        }
        const link = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full).catch(() => undefined);
        if (!link) {
            out.set(path, { state: 'missing' });
            continue;
        }
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(full).catch(() => undefined);
        if (real === undefined) {
            out.set(path, { state: 'missing' });
            continue;
        }
        if (!inside(root, real)) {
            out.set(path, { state: 'outside' });
            continue;
        }
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real);
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
        out.set(path, { state: 'file', text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real, 'utf8') });
    }
    return out;
}
/** A trace path as the policy's globs see it: relative to the workspace when inside it, with `/`. */
function workspaceRelative(source, workspace) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(source));
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return source.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
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
    // The globs' matcher loads only for a policy that has assertions (or cases, below).
    const { assertionsFor } = await (0,_core_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInTurn */ .B)(() => Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(973)]).then(__webpack_require__.bind(__webpack_require__, 973)));
    const fileFacts = await resolveFileFacts((0,_policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__.filesNeeded)(policy.rules), options.workspace);
    return sessions.map((s) => {
        const specs = assertionsFor(policy.rules, (0,_policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__.matchNames)(workspaceRelative(s.source, options.workspace), s.session));
        const diagnosis = s.diagnosis;
        const assertions = (0,_policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__.evaluateAssertions)(specs, { diagnosis, facts: s.facts ?? null }, fileFacts);
        return { ...s, assertions };
    });
}
/**
 * The session with its case: the policy's cases (matched by `caseOf`), else its name, else the
 * case it already had (a merged report's).
 */
function assignCase(s, policy, workspace, caseOf) {
    const path = workspaceRelative(s.source, workspace);
    const byPolicy = caseOf(policy.cases, (0,_policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__.matchNames)(path, s.session));
    const byName = byPolicy === undefined ? (0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_3__/* .caseFromName */ .MO)(path, s.session) : undefined;
    const { case: _, caseFrom: __, ...rest } = s;
    if (byPolicy !== undefined)
        return { ...rest, case: byPolicy, caseFrom: 'policy' };
    if (byName !== undefined)
        return { ...rest, case: byName, caseFrom: 'name' };
    return s.case === undefined ? rest : { ...rest, case: s.case };
}
/** `assignCase` for the sessions of a run: the policy's globs load only when it maps cases. */
async function caseAssigner(policy, workspace) {
    const caseOf = policy.cases.length === 0 ? () => undefined : (await (0,_core_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInTurn */ .B)(() => Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(973)]).then(__webpack_require__.bind(__webpack_require__, 973)))).policyCase;
    return (s) => assignCase(s, policy, workspace, caseOf);
}


/***/ })

};
