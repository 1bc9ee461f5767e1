export const id = 324;
export const ids = [324,729];
export const modules = {

/***/ 3943:
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1227);
/* harmony import */ var _core_load_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3527);
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


/***/ }),

/***/ 5729:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ASSERTION_KINDS: () => (/* binding */ ASSERTION_KINDS),
/* harmony export */   END_STATUSES: () => (/* binding */ END_STATUSES),
/* harmony export */   FactCollector: () => (/* reexport safe */ _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__.sI),
/* harmony export */   LEVELS: () => (/* binding */ LEVELS),
/* harmony export */   OPERATORS: () => (/* binding */ OPERATORS),
/* harmony export */   UNNAMED_TOOL: () => (/* reexport safe */ _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__.aT),
/* harmony export */   actualWords: () => (/* binding */ actualWords),
/* harmony export */   assertionFailure: () => (/* binding */ assertionFailure),
/* harmony export */   assertionText: () => (/* binding */ assertionText),
/* harmony export */   callsTo: () => (/* binding */ callsTo),
/* harmony export */   effectiveTokens: () => (/* reexport safe */ _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__.S0),
/* harmony export */   evaluateAssertions: () => (/* binding */ evaluateAssertions),
/* harmony export */   expectation: () => (/* binding */ expectation),
/* harmony export */   filesNeeded: () => (/* binding */ filesNeeded),
/* harmony export */   isAssertionKind: () => (/* binding */ isAssertionKind),
/* harmony export */   kindOfId: () => (/* binding */ kindOfId),
/* harmony export */   matchNames: () => (/* binding */ matchNames),
/* harmony export */   needsTraceFacts: () => (/* binding */ needsTraceFacts),
/* harmony export */   pathEscapes: () => (/* binding */ pathEscapes),
/* harmony export */   sessionChecklist: () => (/* binding */ sessionChecklist)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2020);
/* harmony import */ var _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5605);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5442);
/**
 * Assertions of the policy file: what a session must show, checked in the manner of Lighthouse
 * CI's assertions (`off | warn | error`, or `[level, options]`).
 *
 * Pure: the facts a session showed (counted from its flat events by `FactCollector`), its
 * diagnosis and what the workspace holds (resolved at the edge into `FileFacts`) go in; results
 * with operator, expected and actual come out. No fs, no clock, no env.
 */




const LEVELS = ['off', 'warn', 'error'];
/** How a run ended, as the adapters report it in `process_end`. */
const END_STATUSES = ['completed', 'error', 'aborted', 'max_turns', 'incomplete'];
/** Why a path given in the policy is not a path inside the workspace; undefined when it is. */
function pathEscapes(p) {
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(p) || node_path__WEBPACK_IMPORTED_MODULE_0__.win32.isAbsolute(p))
        return 'an absolute path';
    const n = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(p.replace(/\\/g, '/'));
    if (n === '..' || n.startsWith('../'))
        return 'it leads out of the workspace';
    return undefined;
}
/**
 * The kinds of assertion, in the order of their options (ASSERTION_OPTIONS, src/policy/assertion-options.ts,
 * with zod: loaded to read a policy file; a test holds the two the same).
 */
const ASSERTION_KINDS = [
    'final_response_present',
    'tool_call_count',
    'tool_not_called',
    'file_exists',
    'file_contains',
    'status_is',
    'max_effective_tokens',
    'max_failed_tool_calls',
    'min_trust_score',
    'readiness_at_least',
];
const KINDS = new Set(ASSERTION_KINDS);
function isAssertionKind(x) {
    return KINDS.has(x);
}
/** The kind an assertion id names: `tool_call_count` or `tool_call_count:bash`. */
function kindOfId(id) {
    const i = id.indexOf(':');
    return i === -1 ? id : id.slice(0, i);
}
/** Names a session may be matched by: its path and, for a session within a file, `path#session`. */
function matchNames(path, session) {
    return session === undefined ? [path] : [path, `${path}#${session}`];
}
// ---------------------------------------------------------------------------------------------
// Facts

/** Calls to one tool; 0 for a tool never called (whatever its name). */
function callsTo(f, tool) {
    return Object.hasOwn(f.tool_calls_by_name, tool) ? f.tool_calls_by_name[tool] : 0;
}
/** The workspace paths that the rules name, normalized and sorted; `read` when their text is needed. */
function filesNeeded(rules) {
    const out = new Map();
    for (const r of rules) {
        for (const a of r.assertions) {
            if (a.level === 'off' || (a.kind !== 'file_exists' && a.kind !== 'file_contains'))
                continue;
            const p = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(String(a.options.path));
            out.set(p, (out.get(p) ?? false) || a.kind === 'file_contains');
        }
    }
    return [...out.keys()].sort().map((path) => ({ path, read: out.get(path) }));
}
/** Does any rule need the facts of the trace itself (tool calls, tokens, how it ended)? */
function needsTraceFacts(rules) {
    const fromTrace = new Set([
        'final_response_present',
        'tool_call_count',
        'tool_not_called',
        'status_is',
        'max_effective_tokens',
        'max_failed_tool_calls',
    ]);
    return rules.some((r) => r.assertions.some((a) => a.level !== 'off' && fromTrace.has(a.kind)));
}
// ---------------------------------------------------------------------------------------------
// Evaluation
const OPERATORS = ['==', '>=', '<=', 'between', 'present', 'exists', 'contains', 'at_least'];
const rankOf = (r) => _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__/* .READINESS_LEVELS */ .LC.indexOf(r);
/** Evaluate the assertions on one session. Pure. */
function evaluateAssertions(specs, s, files) {
    const out = [];
    for (const a of specs) {
        if (a.level === 'off')
            continue;
        out.push({ id: a.id, kind: a.kind, level: a.level, ...check(a, s, files) });
    }
    return out;
}
function check(a, s, files) {
    const o = a.options;
    const f = s.facts;
    const unknown = (subject, operator, expected) => ({
        subject,
        operator,
        expected,
        actual: null,
        passed: false,
    });
    // A count that may be at most `max`; unknown without the session's facts.
    const atMost = (subject, max, actual) => actual === undefined
        ? unknown(subject, '<=', max)
        : { subject, operator: '<=', expected: max, actual, passed: actual <= max };
    switch (a.kind) {
        case 'final_response_present': {
            if (!f)
                return unknown('final response', 'present', true);
            const present = f.end_status === 'completed';
            return { subject: 'final response', operator: 'present', expected: true, actual: present, passed: present };
        }
        case 'tool_call_count': {
            const tool = o.tool;
            const subject = tool === undefined ? 'tool calls' : `calls to ${tool}`;
            const min = o.min;
            const max = o.max;
            const equals = o.equals;
            const [operator, expected] = equals !== undefined
                ? ['==', equals]
                : min !== undefined && max !== undefined
                    ? ['between', [min, max]]
                    : min !== undefined
                        ? ['>=', min]
                        : ['<=', max];
            if (!f)
                return unknown(subject, operator, expected);
            const n = tool === undefined ? f.tool_calls : callsTo(f, tool);
            const passed = (equals === undefined || n === equals) && (min === undefined || n >= min) && (max === undefined || n <= max);
            return { subject, operator, expected, actual: n, passed };
        }
        case 'tool_not_called': {
            const tool = o.tool;
            const subject = `calls to ${tool}`;
            if (!f)
                return unknown(subject, '==', 0);
            const n = callsTo(f, tool);
            return { subject, operator: '==', expected: 0, actual: n, passed: n === 0 };
        }
        case 'file_exists': {
            const path = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(String(o.path));
            const fact = files.get(path);
            const actual = fact ? describeFile(fact) : 'not checked';
            return { subject: path, operator: 'exists', expected: 'file', actual, passed: fact?.state === 'file' };
        }
        case 'file_contains': {
            const path = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(String(o.path));
            const text = String(o.text);
            const fact = files.get(path);
            if (fact?.state === 'file' && fact.text !== undefined) {
                const found = fact.text.includes(text);
                return {
                    subject: path,
                    operator: 'contains',
                    expected: text,
                    actual: found ? 'found' : 'not found',
                    passed: found,
                };
            }
            return {
                subject: path,
                operator: 'contains',
                expected: text,
                actual: fact ? describeFile(fact) : 'not checked',
                passed: false,
            };
        }
        case 'status_is': {
            const expected = String(o.status);
            if (!f)
                return unknown('how the run ended', '==', expected);
            return {
                subject: 'how the run ended',
                operator: '==',
                expected,
                actual: f.end_status,
                passed: f.end_status === expected,
            };
        }
        case 'max_effective_tokens':
            return atMost('effective tokens', o.max, f?.effective_tokens);
        case 'max_failed_tool_calls':
            return atMost('failed tool calls', o.max, f?.failed_tool_calls);
        case 'min_trust_score': {
            const min = o.min;
            const t = s.diagnosis.trust_score;
            return { subject: 'trust score', operator: '>=', expected: min, actual: t, passed: t >= min };
        }
        case 'readiness_at_least': {
            const level = o.level;
            const r = s.diagnosis.readiness_level;
            return {
                subject: 'readiness',
                operator: 'at_least',
                expected: level,
                actual: r,
                passed: rankOf(r) <= rankOf(level),
            };
        }
    }
}
function describeFile(f) {
    switch (f.state) {
        case 'file':
            return 'file';
        case 'missing':
            return 'missing';
        case 'not_a_file':
            return 'not a regular file';
        case 'outside':
            return 'outside the workspace';
        case 'too_large':
            return 'too large to read';
    }
}
// ---------------------------------------------------------------------------------------------
// Words
function show(v) {
    if (v === null)
        return 'nothing';
    if (Array.isArray(v))
        return v.join(' and ');
    if (typeof v === 'string')
        return /^[\w.:/@-]+$/.test(v) ? v : JSON.stringify(v);
    return String(v);
}
const OPERATOR_WORDS = {
    '==': '=',
    '>=': '>=',
    '<=': '<=',
    between: 'between',
    present: 'present',
    exists: 'exists',
    contains: 'contains',
    at_least: 'at least',
};
/** What the assertion expects, in a few words: "calls to Bash <= 20". */
function expectation(r) {
    // A path is shown as a value (quoted when it has spaces); other subjects are words.
    const subject = r.kind === 'file_exists' || r.kind === 'file_contains' ? show(r.subject) : r.subject;
    if (r.operator === 'present')
        return `${subject} present`;
    if (r.operator === 'exists')
        return `${subject} exists as a file`;
    return `${subject} ${OPERATOR_WORDS[r.operator]} ${show(r.expected)}`;
}
/** What was found, in words: "2", "none", "text not found", "missing". */
function actualWords(r) {
    if (r.operator === 'present')
        return r.actual === true ? 'present' : r.actual === false ? 'none' : 'unknown';
    if (r.operator === 'contains' && (r.actual === 'found' || r.actual === 'not found'))
        return `text ${r.actual}`;
    if (r.operator === 'exists' && r.actual === 'file')
        return 'a file';
    return show(r.actual);
}
/** One line for a checklist: "tool_call_count:bash: calls to Bash <= 20 (actual: 7)". */
function assertionText(r) {
    return `${r.id}: ${expectation(r)} (actual: ${actualWords(r)})`;
}
/** Why a failed assertion fails, as a sentence: "assertion x failed: expected calls to Bash <= 20, found 25". */
function assertionFailure(r) {
    return `assertion ${r.id} failed: expected ${expectation(r)}, found ${actualWords(r)}`;
}
/** A session's assertions as checklist items, in the policy's order. */
function sessionChecklist(s) {
    return (s.assertions ?? []).map((r) => ({ id: r.id, level: r.level, passed: r.passed, text: assertionText(r) }));
}


/***/ }),

/***/ 1227:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ caseLine),
/* harmony export */   MO: () => (/* binding */ caseFromName),
/* harmony export */   PZ: () => (/* binding */ casesByStatus),
/* harmony export */   Pt: () => (/* binding */ withoutLoneRuns),
/* harmony export */   p9: () => (/* binding */ summarizeCases)
/* harmony export */ });
/* unused harmony export requiredPasses */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2020);
/**
 * Repeated runs: sessions that are runs of one case, and what the case shows across them (mean,
 * lowest and spread of trust, pass rate, pass^k).
 *
 * A session's case comes from the policy's `cases` mapping (the first case whose glob matches),
 * else from its name: `checkout-flow.run-3.jsonl` (also `-run-3`, `_run3`) is a run of
 * `checkout-flow`; an Inspect sample's epochs (`file#sample#2`) are runs of `file#sample`.
 *
 * Pure.
 */


/** `name.run-3.jsonl` -> `name`; the run number may follow `.run`, `-run` or `_run`, with or without `-`. */
const RUN_SUFFIX = /^(.+?)[._-]run[-_]?(\d+)(\.[^/]*)?$/i;
/** An Inspect sample with several epochs: `sample <id>, epoch <n>` (the case: `<file>#sample <id>`). */
const EPOCH = /^(.*), epoch (\d+)$/;
/** The case a session is a run of, by its name; undefined when its name says none. */
function caseFromName(source, session) {
    if (session !== undefined) {
        const m = EPOCH.exec(session);
        if (m && m[1] !== '')
            return `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(source)}#${m[1]}`;
    }
    const path = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(source);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
    const m = RUN_SUFFIX.exec(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path));
    if (!m)
        return undefined;
    return dir === '.' ? m[1] : `${dir}/${m[1]}`;
}
/**
 * The sessions, without the case of a lone run: a case that a session's name gave it (`x_run-1`)
 * and that no other session shares is not a repeated run, however the path was given (a case
 * named from the path relative to the workspace is one too). A case of the policy's mapping is
 * kept whatever its number of runs (a case with fewer runs than repeat-min-pass fails). Where the
 * case came from is `caseFrom` when known, else whether the session's name gives that case.
 */
function withoutLoneRuns(sessions) {
    const runs = new Map();
    for (const s of sessions)
        if (s.case !== undefined)
            runs.set(s.case, (runs.get(s.case) ?? 0) + 1);
    return sessions.map((s) => {
        if (s.case === undefined || runs.get(s.case) > 1)
            return s;
        const byName = s.caseFrom !== undefined ? s.caseFrom === 'name' : caseFromName(s.source, s.session) === s.case;
        if (!byName)
            return s;
        const { case: _, caseFrom: __, ...rest } = s;
        return rest;
    });
}
const round = (x, digits) => {
    const f = 10 ** digits;
    return Math.round(x * f) / f;
};
/**
 * The runs that must pass for a case of k runs. A number is not lowered to k: a case with fewer
 * runs than repeat-min-pass fails, since the runs it lacks cannot have passed.
 */
function requiredPasses(k, repeatMinPass = 'all') {
    return repeatMinPass === 'all' ? k : repeatMinPass;
}
/** One summary per case, in the order the cases first appear. */
function summarizeCases(runs, repeatMinPass = 'all') {
    const byCase = new Map();
    for (const r of runs) {
        if (r.case === undefined)
            continue;
        const list = byCase.get(r.case);
        if (list)
            list.push(r);
        else
            byCase.set(r.case, [r]);
    }
    const out = [];
    for (const [key, list] of byCase) {
        const k = list.length;
        const passed = list.filter((r) => r.passed).length;
        const trusts = list.map((r) => r.trust_score);
        const min = Math.min(...trusts);
        const max = Math.max(...trusts);
        const required = requiredPasses(k, repeatMinPass);
        out.push({
            case: key,
            sessions: list.map((r) => r.name),
            runs: k,
            passed_runs: passed,
            pass_rate: round(passed / k, 4),
            pass_hat_k: passed === k,
            required_passes: required,
            trust_mean: round(trusts.reduce((a, b) => a + b, 0) / k, 2),
            trust_min: min,
            trust_max: max,
            trust_spread: max - min,
            status: passed === k ? 'passing' : passed === 0 ? 'failing' : 'flaky',
            passed: passed >= required,
        });
    }
    return out;
}
/** One line for a case: "checkout-flow: 2 of 3 runs passed (flaky); trust mean 81.33, min 70, spread 20". */
function caseLine(c) {
    return (`${c.case}: ${c.passed_runs} of ${c.runs} run${c.runs === 1 ? '' : 's'} passed (${c.status}; ` +
        `${c.passed ? 'meets' : 'misses'} the ${c.required_passes} required); pass^k ${c.pass_hat_k ? 'yes' : 'no'}; ` +
        `trust mean ${c.trust_mean}, min ${c.trust_min}, spread ${c.trust_spread}`);
}
/** The cases grouped for a comment: flaky cases apart from failing ones. */
function casesByStatus(cases) {
    return {
        failing: cases.filter((c) => c.status === 'failing'),
        flaky: cases.filter((c) => c.status === 'flaky'),
        passing: cases.filter((c) => c.status === 'passing'),
    };
}


/***/ })

};
