export const id = 729;
export const ids = [729];
export const modules = {

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


/***/ })

};
