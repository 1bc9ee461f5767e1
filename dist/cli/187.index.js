export const id = 187;
export const ids = [187,729];
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


/***/ }),

/***/ 5187:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ sessionCases),
/* harmony export */   Cy: () => (/* binding */ sessionName),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   MS: () => (/* binding */ readNothing),
/* harmony export */   UG: () => (/* binding */ nothingToJudge),
/* harmony export */   eS: () => (/* binding */ sessionFailures)
/* harmony export */ });
/* harmony import */ var _assertions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5729);
/* harmony import */ var _cases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1227);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5442);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5764);
/**
 * The verdict: which sessions fail the gate and why, in words.
 *
 * A session fails on its readiness (fail-on), its trust score (minimum trust score) and the
 * policy's assertions at level `error`. Sessions that are runs of one case are judged together:
 * the case passes when enough of its runs pass (repeat-min-pass; all by default, which is the
 * same as judging each run). Harness results (arksim, personal_agent_eval) add reasons of their
 * own and never touch a trust score.
 *
 * Pure: a function of the diagnoses, the assertion results, the harness failures and the gate
 * settings.
 */






function sessionName(s) {
    return s.session !== undefined ? `${s.source}#${s.session}` : s.source;
}
const rank = (r) => _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_2__/* .READINESS_LEVELS */ .LC.indexOf(r);
/** Whether no agent event at all was read for the session: its scores rest on no evidence. */
function readNothing(s) {
    return s.diagnosis.evidence_summary?.event_count === 0;
}
/** The words for a session of no events: the same in the comment, the summary and the CLI. */
function nothingToJudge(s) {
    return `no agent events read from ${sessionName(s)} (format ${s.format ?? 'unknown'}): nothing to judge`;
}
/**
 * Why one session fails the gate; empty when it passes. A session of no events fails whatever
 * the settings: a gate that passes what it did not see proves nothing (its model numbers stay
 * the reference's, 100 for lack of evidence).
 */
function sessionFailures(s, settings) {
    const d = s.diagnosis;
    const reasons = [];
    if (readNothing(s))
        reasons.push(`${nothingToJudge(s).replace(/^n/, 'N')}.`);
    const failsReadiness = settings.failOn !== 'never' && rank(d.readiness_level) >= rank(settings.failOn);
    if (failsReadiness) {
        const primary = d.primary_diagnosis.root_cause_failure_type;
        reasons.push(`${sessionName(s)} is ${d.readiness_level} (trust ${d.trust_score}` +
            (primary ? `; primary failure ${primary}, ${d.primary_diagnosis.severity}` : '') +
            `), and fail-on is ${settings.failOn}.`);
    }
    if (settings.minTrustScore !== undefined && d.trust_score < settings.minTrustScore) {
        reasons.push(`${sessionName(s)} has trust ${d.trust_score}, below the minimum trust score ${settings.minTrustScore}.`);
    }
    for (const a of s.assertions ?? []) {
        if (a.level === 'error' && !a.passed)
            reasons.push(`${sessionName(s)}: ${(0,_assertions_js__WEBPACK_IMPORTED_MODULE_0__.assertionFailure)(a)}.`);
    }
    if (settings.integrity === 'fail') {
        for (const f of s.integrity ?? []) {
            if (_core_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_EVIDENCE_KINDS */ .SF.includes(f.kind))
                reasons.push(`${sessionName(s)} is not evidence of this run: ${f.detail} (integrity is fail).`);
        }
    }
    return reasons;
}
/** The cases of the sessions (see cases.ts), each run judged by sessionFailures. */
function sessionCases(sessions, settings) {
    return (0,_cases_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizeCases */ .p9)(sessions.map((s) => ({
        name: sessionName(s),
        case: s.case,
        passed: sessionFailures(s, settings).length === 0,
        trust_score: s.diagnosis.trust_score,
    })), settings.repeatMinPass);
}
function decide(sessions, settings, harness) {
    let worst = null;
    let lowest = null;
    const reasons = [];
    let failed = 0;
    let blocking = 0;
    const cases = new Map(sessionCases(sessions, settings).map((c) => [c.case, c]));
    const told = new Set();
    const tolerated = [];
    for (const s of sessions) {
        const d = s.diagnosis;
        if (worst === null || rank(d.readiness_level) > rank(worst))
            worst = d.readiness_level;
        if (lowest === null || d.trust_score < lowest)
            lowest = d.trust_score;
        const why = sessionFailures(s, settings);
        if (why.length === 0)
            continue;
        failed++;
        const c = s.case !== undefined ? cases.get(s.case) : undefined;
        if (c?.passed) {
            tolerated.push(`Tolerated: ${why[0].replace(/\.$/, '')}; case ${c.case} has ${c.passed_runs} of ${c.runs} runs passing, ` +
                `and repeat-min-pass needs ${c.required_passes}.`);
            continue;
        }
        if (c && !told.has(c.case)) {
            told.add(c.case);
            reasons.push(`Case ${c.case} has ${c.passed_runs} of ${c.runs} run${c.runs === 1 ? '' : 's'} passing, and ` +
                `repeat-min-pass needs ${c.required_passes}.`);
        }
        blocking++;
        reasons.push(...why);
    }
    for (const f of harness?.failures ?? [])
        reasons.push(f);
    const passed = blocking === 0 && (harness?.failures.length ?? 0) === 0;
    if (sessions.length === 0) {
        if (!harness?.results)
            reasons.push('No sessions were diagnosed, so there was nothing to fail on.');
    }
    else if (passed) {
        const n = sessions.length;
        const bar = settings.failOn === 'never'
            ? 'fail-on is never, so readiness does not fail the gate'
            : settings.failOn === 'unsafe_for_production'
                ? 'no session is unsafe_for_production'
                : 'every session is ready_for_runtime';
        const min = settings.minTrustScore !== undefined ? ` and every trust score is at least ${settings.minTrustScore}` : '';
        const sessionWord = `${n} session${n === 1 ? '' : 's'}`;
        reasons.push(`Passed: ${bar}${min} (${sessionWord}; worst readiness ${worst}, lowest trust score ${lowest}).`);
        const asserted = sessions.flatMap((s) => s.assertions ?? []);
        if (asserted.length) {
            const errors = asserted.filter((a) => a.level === 'error').length;
            const warned = asserted.filter((a) => a.level === 'warn' && !a.passed).length;
            reasons.push(`Every assertion at level error passed (${errors} ` +
                `checked${warned ? `; ${warned} at level warn failed, which does not fail the gate` : ''}).`);
        }
        if (cases.size) {
            const all = [...cases.values()];
            const flaky = all.filter((c) => c.status !== 'passing').length;
            reasons.push(`Every case has enough passing runs (${all.length} case${all.length === 1 ? '' : 's'}, repeat-min-pass ` +
                `${settings.repeatMinPass ?? 'all'}` +
                `${flaky ? `; ${flaky} with failing runs` : ''}).`);
        }
    }
    if (passed && harness && harness.results > 0) {
        reasons.push(`Every harness result is within the gate (${harness.results} result${harness.results === 1 ? '' : 's'}).`);
    }
    reasons.push(...tolerated);
    return {
        passed,
        fail_on: settings.failOn,
        min_trust_score: settings.minTrustScore ?? null,
        readiness_level: worst,
        trust_score: lowest,
        session_count: sessions.length,
        failed_session_count: failed,
        reasons,
    };
}


/***/ })

};
