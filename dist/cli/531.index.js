export const id = 531;
export const ids = [531,693,729];
export const modules = {

/***/ 4235:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   n6: () => (/* binding */ describeIssue),
/* harmony export */   pz: () => (/* binding */ valueWords)
/* harmony export */ });
/* unused harmony export keyPath */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8198);

/** A few words for a value as a user wrote it: "a string", "a list", "nothing", `"text"`, 3. */
function valueWords(x) {
    if (x === undefined)
        return 'nothing';
    if (x === null)
        return 'null';
    if (Array.isArray(x))
        return 'a list';
    if (typeof x === 'object')
        return 'a mapping';
    if (typeof x === 'string')
        return JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMasked */ .y3)(x, 40, '...'));
    if (typeof x === 'number' || typeof x === 'boolean')
        return String(x);
    return `a ${typeof x}`;
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    object: 'a mapping',
    array: 'a list',
    tuple: 'a list',
    record: 'a mapping',
    null: 'null',
};
/** The value at a path inside a value. */
function valueAt(root, path) {
    let v = root;
    for (const k of path) {
        if (v === null || typeof v !== 'object')
            return undefined;
        v = v[k];
    }
    return v;
}
/** A key path in words: `assertions.tool_call_count[1].max`. */
function keyPath(path) {
    let out = '';
    for (const k of path)
        out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
    return out;
}
/**
 * The union branch most likely meant: the one whose issues reach deepest into the value; on a
 * tie, one whose issue is about the value itself rather than its type.
 */
function likeliestBranch(errors) {
    const score = (branch) => Math.max(...branch.map((i) => i.path.length * 2 + (i.code === 'invalid_type' ? 0 : 1)));
    return errors.reduce((best, branch) => (score(branch) > score(best) ? branch : best), errors[0] ?? []);
}
/** One issue in words, "[key: ]expected ..., found ...", for the value it was raised on (the root of the parse). */
function describeIssue(issue, root, knownKeys) {
    if (issue.code === 'invalid_union' && issue.message !== 'Invalid input') {
        // A union with words of its own says what it takes.
        return (`${issue.path.length ? `${keyPath(issue.path)}: ` : ''}${issue.message}, found ` +
            `${valueWords(valueAt(root, issue.path))}`);
    }
    if (issue.code === 'invalid_union' && issue.errors.length) {
        const branch = likeliestBranch(issue.errors);
        if (branch.length) {
            const inner = branch[0];
            return describeIssue({ ...inner, path: [...issue.path, ...inner.path] }, root, knownKeys);
        }
    }
    const at = issue.path.length ? `${keyPath(issue.path)}: ` : '';
    const value = valueAt(root, issue.path);
    switch (issue.code) {
        case 'invalid_type':
            return `${at}expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, found ${valueWords(value)}`;
        case 'invalid_value': {
            const values = issue.values.map((v) => JSON.stringify(v));
            const expected = values.length === 1 ? values[0] : `one of ${values.join(', ')}`;
            return `${at}expected ${expected}, found ${valueWords(value)}`;
        }
        case 'unrecognized_keys': {
            const known = knownKeys?.(issue.path);
            const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
            return known?.length
                ? `${at}expected one of the keys ${known.join(', ')}, found ${keys}`
                : `${at}expected no key ${keys} here, found it`;
        }
        case 'too_small': {
            const op = issue.inclusive === false ? '>' : '>=';
            if (issue.origin === 'string')
                return `${at}expected a non-empty string, found ${valueWords(value)}`;
            if (issue.origin === 'array' || issue.origin === 'set')
                return (`${at}expected at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}, ` +
                    `found ${Array.isArray(value) ? value.length : valueWords(value)}`);
            return `${at}expected a number ${op} ${String(issue.minimum)}, found ${valueWords(value)}`;
        }
        case 'too_big': {
            const op = issue.inclusive === false ? '<' : '<=';
            if (issue.origin === 'array' || issue.origin === 'set')
                return (`${at}expected at most ${String(issue.maximum)} items, found ` +
                    `${Array.isArray(value) ? value.length : valueWords(value)}`);
            if (issue.origin === 'string')
                return `${at}expected at most ${String(issue.maximum)} characters, found a longer string`;
            return `${at}expected a number ${op} ${String(issue.maximum)}, found ${valueWords(value)}`;
        }
        case 'invalid_format':
            return (`${at}expected ${issue.format === 'regex' ? 'a value of the documented form' : issue.format}, ` +
                `found ${valueWords(value)}`);
        default:
            return `${at}${issue.message}`;
    }
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

/***/ 4531:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EMPTY_POLICY: () => (/* reexport */ find/* EMPTY_POLICY */.XD),
  MAX_POLICY_BYTES: () => (/* binding */ MAX_POLICY_BYTES),
  POLICY_FILE_NAMES: () => (/* reexport */ find/* POLICY_FILE_NAMES */.b$),
  PolicyError: () => (/* binding */ PolicyError),
  findPolicy: () => (/* reexport */ find/* findPolicy */.i6),
  loadPolicy: () => (/* binding */ loadPolicy),
  parsePolicy: () => (/* binding */ parsePolicy),
  policyJsonSchema: () => (/* binding */ policyJsonSchema),
  policySchema: () => (/* binding */ policySchema),
  ruleOptionsSchema: () => (/* binding */ ruleOptionsSchema)
});

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/policy/assertions.ts
var assertions = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/engine/diagnose.ts + 2 modules
var diagnose = __webpack_require__(5442);
;// CONCATENATED MODULE: ./src/policy/assertion-options.ts
/**
 * The options of each assertion kind (src/policy/assertions.ts), as zod schemas: what the policy
 * file's reader checks them with (src/policy/policy-file.ts), and their JSON Schema.
 */



const count = schemas/* number */.aig().int().nonnegative();
/** A path in the workspace: relative, and not leading out of it. */
const workspacePath = schemas/* string */.YjP()
    .min(1)
    .superRefine((p, ctx) => {
    const why = (0,assertions.pathEscapes)(p);
    if (why)
        ctx.addIssue({
            code: 'custom',
            message: `expected a path inside the workspace, found ${JSON.stringify(p)} (${why})`,
        });
})
    .describe('A path relative to the workspace (the current directory for the CLI); it may not lead out of it.');
const readiness = schemas/* enum */.k5n(diagnose/* READINESS_LEVELS */.LC);
/** The options of each assertion kind; `null` for a kind that takes none. */
const ASSERTION_OPTIONS = {
    final_response_present: null,
    tool_call_count: schemas/* object */.Ikc({
        tool: schemas/* string */.YjP().min(1).optional().describe('Count only calls to this tool; all tool calls when omitted.'),
        min: count.optional(),
        max: count.optional(),
        equals: count.optional(),
    })
        .strict()
        .superRefine((o, ctx) => {
        if (o.min === undefined && o.max === undefined && o.equals === undefined) {
            ctx.addIssue({ code: 'custom', message: 'expected at least one of equals, min and max, found none' });
        }
        else if (o.equals !== undefined && (o.min !== undefined || o.max !== undefined)) {
            ctx.addIssue({
                code: 'custom',
                message: 'expected equals alone or min and/or max, found equals with min or max',
            });
        }
        else if (o.min !== undefined && o.max !== undefined && o.min > o.max) {
            ctx.addIssue({ code: 'custom', message: `expected min at most max, found min ${o.min} and max ${o.max}` });
        }
    }),
    tool_not_called: schemas/* object */.Ikc({ tool: schemas/* string */.YjP().min(1) }).strict(),
    file_exists: schemas/* object */.Ikc({ path: workspacePath }).strict(),
    file_contains: schemas/* object */.Ikc({ path: workspacePath, text: schemas/* string */.YjP().min(1) }).strict(),
    status_is: schemas/* object */.Ikc({
        status: schemas/* enum */.k5n(assertions.END_STATUSES).describe('How the run ended, as the trace shows it (its last process_end).'),
    })
        .strict(),
    max_effective_tokens: schemas/* object */.Ikc({ max: count }).strict(),
    max_failed_tool_calls: schemas/* object */.Ikc({ max: count }).strict(),
    min_trust_score: schemas/* object */.Ikc({ min: schemas/* number */.aig().min(0).max(100) }).strict(),
    readiness_at_least: schemas/* object */.Ikc({ level: readiness }).strict(),
};

// EXTERNAL MODULE: ./src/engine/rules/critiqor/index.ts + 5 modules
var critiqor = __webpack_require__(7312);
// EXTERNAL MODULE: ./src/engine/presets.ts + 16 modules
var presets = __webpack_require__(9236);
// EXTERNAL MODULE: ./src/harness/types.ts
var types = __webpack_require__(5509);
// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var read = __webpack_require__(6438);
// EXTERNAL MODULE: ./src/policy/settings.ts
var settings = __webpack_require__(3693);
// EXTERNAL MODULE: ./src/core/issues.ts
var issues = __webpack_require__(4235);
// EXTERNAL MODULE: ./src/policy/find.ts
var find = __webpack_require__(7143);
;// CONCATENATED MODULE: ./src/policy/policy-file.ts
/**
 * The policy file (`.agent-trust-gate.yml`): the preset, detector thresholds, assertions per
 * session glob, cases of repeated runs and the harness gate. Validated with zod; its JSON Schema
 * (schema/policy.schema.json, for editors) is generated from the same zod schema.
 *
 * `parsePolicy` is pure (text in, policy or PolicyError out); `findPolicy` (src/policy/find.ts) and
 * `loadPolicy` are the I/O around it. Errors name the file, the line and the key: `path:line: key: expected ...,
 * found ...`.
 */













const MAX_POLICY_BYTES = 1024 * 1024;
/** A bad policy file: `path:line: message`. The CLI exits 2 on it, like on bad traces. */
class PolicyError extends read/* TraceError */.yW {
    constructor(path, line, detail) {
        super(path, line, detail);
        this.name = 'PolicyError';
    }
}

// ---------------------------------------------------------------------------------------------
// The schema
const levelSchema = schemas/* enum */.k5n(assertions.LEVELS)
    .describe('off: not checked; warn: shown, never fails the gate; error: fails the gate when it fails.');
/** The JSON Schema of one assertion's value, for editors (validation is done by `assertionIssues`). */
function assertionValueSchema(kind) {
    const options = ASSERTION_OPTIONS[kind];
    return options === null
        ? schemas/* union */.KCZ([levelSchema, schemas/* tuple */.PVZ([levelSchema])])
        : schemas/* union */.KCZ([schemas/* literal */.euz('off'), schemas/* tuple */.PVZ([levelSchema, options])]);
}
const ASSERTION_DESCRIPTIONS = {
    final_response_present: 'The run ended with a final reply (its last process_end is completed).',
    tool_call_count: 'How many tool calls the session made, of one tool or of all: [level, {tool?, min?, max?, equals?}].',
    tool_not_called: 'A tool the session must not call: [level, {tool}].',
    file_exists: 'A file the workspace must hold after the run: [level, {path}].',
    file_contains: 'A workspace file that must contain a text: [level, {path, text}].',
    status_is: 'How the run ended (its last process_end): [level, {status}].',
    max_effective_tokens: 'The most tokens billed at full rate (input + output + cache writes): [level, {max}].',
    max_failed_tool_calls: 'The most tool calls that may fail: [level, {max}].',
    min_trust_score: 'The lowest trust score that passes: [level, {min}].',
    readiness_at_least: 'The worst readiness that passes: [level, {level}].',
};
const LEVEL_WORDS = 'off, warn or error';
function optionKeys(kind) {
    const o = ASSERTION_OPTIONS[kind];
    return o === null ? '' : Object.keys(o.shape).join(', ');
}
/** The issues of one assertion value, with paths relative to it. */
function assertionIssues(kind, value) {
    const options = ASSERTION_OPTIONS[kind];
    const isLevel = (x) => typeof x === 'string' && assertions.LEVELS.includes(x);
    const form = options === null ? `a level (${LEVEL_WORDS}) or [level]` : `off or [level, {${optionKeys(kind)}}]`;
    if (typeof value === 'string') {
        if (!isLevel(value))
            return [{ path: [], message: `expected ${form}, found ${(0,issues/* valueWords */.pz)(value)}` }];
        if (options !== null && value !== 'off')
            return [
                {
                    path: [],
                    message: `expected [${value}, {${optionKeys(kind)}}] (${kind} needs options), found the level alone`,
                },
            ];
        return [];
    }
    if (!Array.isArray(value))
        return [{ path: [], message: `expected ${form}, found ${(0,issues/* valueWords */.pz)(value)}` }];
    if (value.length < 1 || value.length > 2)
        return [{ path: [], message: `expected ${form}, found a list of ${value.length}` }];
    if (!isLevel(value[0]))
        return [{ path: [0], message: `expected a level (${LEVEL_WORDS}), found ${(0,issues/* valueWords */.pz)(value[0])}` }];
    if (options === null) {
        const extra = value[1];
        const empty = extra === undefined ||
            (extra !== null && typeof extra === 'object' && !Array.isArray(extra) && Object.keys(extra).length === 0);
        return empty ? [] : [{ path: [1], message: `expected no options (${kind} takes none), found ${(0,issues/* valueWords */.pz)(extra)}` }];
    }
    if (value.length === 1) {
        return value[0] === 'off'
            ? []
            : [
                {
                    path: [],
                    message: `expected [${value[0]}, {${optionKeys(kind)}}] (${kind} needs options), found the level alone`,
                },
            ];
    }
    const parsed = options.safeParse(value[1]);
    if (parsed.success)
        return [];
    return parsed.error.issues.map((i) => ({
        path: [1, ...i.path],
        ...(i.code === 'unrecognized_keys' ? { key: i.keys[0] } : {}),
        message: (0,issues/* describeIssue */.n6)({ ...i, path: [] }, (0,issues/* valueAt */.fK)(value[1], i.path), (p) => p.length === 0 ? Object.keys(options.shape) : undefined),
    }));
}
const ID_FORM = /^[a-z_]+(:[^\s:][^\s]*)?$/;
/** The assertions of a rule: `kind` or `kind:label` -> level or [level, options]. */
const assertionsMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
    .superRefine((map, ctx) => {
    for (const [id, value] of Object.entries(map)) {
        const kind = (0,assertions.kindOfId)(id);
        if (!(0,assertions.isAssertionKind)(kind) || !ID_FORM.test(id)) {
            ctx.addIssue({
                code: 'custom',
                path: [id],
                message: `expected an assertion (${assertions.ASSERTION_KINDS.join(', ')}), optionally followed by :label, found ` +
                    `${JSON.stringify(id)}`,
            });
            continue;
        }
        for (const i of assertionIssues(kind, value)) {
            // An unknown option key is reported on its own line.
            ctx.addIssue({
                code: 'custom',
                path: [id, ...i.path],
                message: i.message,
                ...(i.key !== undefined ? { params: { key: i.key } } : {}),
            });
        }
    }
})
    .describe('Assertions: `kind` or `kind:label` (to have several of a kind) -> off | warn | error, or [level, options], ' +
    'as in Lighthouse CI.');
const globs = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)], { error: 'expected a glob or a list of globs' })
    .describe("A glob or a list of globs, matched against the session's trace file path (relative to the workspace) and " +
    '`path#session`.');
/** The schema of one of a rule's options (src/engine/rules/types.ts), with what it means. */
function optionSchema(option) {
    if (option.kind === 'words')
        return schemas/* array */.YOg(schemas/* string */.YjP()).describe(option.description);
    const n = schemas/* number */.aig().nonnegative();
    return option.description === undefined ? n : n.describe(option.description);
}
/** The schema of a rule's options: each with its default; no other key. */
function ruleOptionsSchema(options) {
    const shape = {};
    for (const [key, option] of Object.entries(options.shape))
        shape[key] = optionSchema(option).default(option.kind === 'words' ? [...option.default] : option.default);
    return schemas/* strictObject */.rej(shape);
}
/**
 * Detector options: each rule's thresholds, by failure type, with the reference values as
 * defaults. A failure type's options are those of its rule in every preset (a preset's rule of
 * the same type may have options of its own).
 */
function detectorOptionsSchema() {
    // Options are keyed by failure type: a rule of each preset may judge the same type.
    const byType = new Map();
    for (const id of presets/* PRESET_IDS */.ZR) {
        const detectors = (0,presets/* presetById */.iH)(id)?.detectors ?? (id === 'critiqor' ? critiqor/* DETECTORS */.c : []);
        for (const d of detectors) {
            let entry = byType.get(d.meta.type);
            if (!entry)
                byType.set(d.meta.type, (entry = { pages: [], options: new Map() }));
            if (!entry.pages.includes(d.meta.docs))
                entry.pages.push(d.meta.docs);
            for (const [key, option] of Object.entries(d.meta.options.shape)) {
                const value = `${JSON.stringify(d.meta.defaults[key])} (${id})`;
                const seen = entry.options.get(key);
                if (seen)
                    seen.defaults.push(value);
                else
                    entry.options.set(key, { schema: optionSchema(option), defaults: [value] });
            }
        }
    }
    const shape = {};
    for (const [type, { pages, options }] of [...byType].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const inner = {};
        for (const [key, { schema, defaults }] of options) {
            const what = schema.description ? `${schema.description} ` : '';
            inner[key] = schema.optional().describe(`${what}Default: ${defaults.join(', ')}.`);
        }
        shape[type] = schemas/* strictObject */.rej(inner)
            .optional()
            .describe(`Thresholds of ${type} (${pages.join(', ')}).`);
    }
    return schemas/* strictObject */.rej(shape);
}
const detectors = detectorOptionsSchema();
const harness = schemas/* strictObject */.rej({
    min_final_score: settings.SETTINGS_TYPED.minFinalScore
        .optional()
        .describe("The lowest final score (0-1) that passes. arksim's score is 0-1; personal_agent_eval's 0-10 score is " +
        'divided by 10.'),
    arksim: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(['Done', 'Partial Failure', 'Failed', 'Evaluation Failed']))
            .min(1)
            .optional()
            .describe('Conversation statuses that pass (recomputed from the score). Default: Done, Partial Failure.'),
    })
        .optional(),
    personal_agent_eval: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(['success', 'failed', 'timed_out', 'invalid', 'provider_error']))
            .min(1)
            .optional()
            .describe('Run statuses that pass. Default: success.'),
        checks: levelSchema.optional().describe('What a failed deterministic check does. Default: error.'),
    })
        .optional(),
    harbor: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(types/* HARBOR_STATUSES */.Wx))
            .min(1)
            .optional()
            .describe('Harbor trial statuses that pass: passed (a reward of 1 or more), failed (a lower reward), agent_timeout ' +
            '(Harbor stopped the agent at its time limit), error (another exception, no reward), no_reward. ' +
            'Default: passed. To gate on a fractional reward, allow passed and failed and set min_final_score.'),
    })
        .optional(),
    swe_bench: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(types/* SWE_BENCH_STATUSES */.kg))
            .min(1)
            .optional()
            .describe('Instance statuses that pass (results.json, report.json, reward files). Default: resolved.'),
    })
        .optional(),
})
    .describe('Scores from evaluation harnesses (--harness): they never change a trust score.');
const policySchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional().describe('The JSON Schema of this file, for editors.'),
    preset: settings.SETTINGS_TYPED.preset.optional().describe('The rules and weights to judge by (the --preset option wins).'),
    detectors: detectors.optional(),
    assertions: assertionsMap.optional().describe('Assertions on every session.'),
    overrides: schemas/* array */.YOg(schemas/* strictObject */.rej({ files: globs, assertions: assertionsMap }))
        .optional()
        .describe('Assertions on the sessions a glob matches; later entries replace an assertion of the same id.'),
    cases: schemas/* record */.g1P(schemas/* string */.YjP().min(1), globs)
        .optional()
        .describe('Cases of repeated runs: case name -> the sessions that are its runs. Sessions named like ' +
        'name.run-3.jsonl form cases without this.'),
    repeat_min_pass: settings.SETTINGS_TYPED.repeatMinPass
        .optional()
        .describe('How many runs of a case must pass: a number, or all (the default). The --repeat-min-pass option wins.'),
    harness: harness.optional(),
})
    .describe('agent-trust-gate policy file (.agent-trust-gate.yml).');
/** Known keys of the objects in the policy, for "expected one of the keys ..." messages. */
function knownKeys(path) {
    const p = path.filter((k) => typeof k === 'string');
    if (path.length === 0)
        return Object.keys(policySchema.shape);
    if (p[0] === 'detectors' && path.length === 1)
        return Object.keys(detectors.shape);
    if (p[0] === 'detectors' && path.length === 2) {
        const key = String(path[1]);
        const inner = Object.hasOwn(detectors.shape, key) ? detectors.shape[key] : undefined;
        return inner ? Object.keys(inner.unwrap().shape) : undefined;
    }
    if (p[0] === 'harness' && path.length === 1)
        return Object.keys(harness.shape);
    if (p[0] === 'harness' && path.length === 2)
        return path[1] === 'personal_agent_eval' ? ['allowed_statuses', 'checks'] : ['allowed_statuses'];
    if (p[0] === 'overrides' && path.length === 2)
        return ['files', 'assertions'];
    return undefined;
}
// ---------------------------------------------------------------------------------------------
// Parsing
function lineOf(doc, counter, path, key) {
    // The key itself, for an unknown key; else the deepest node on the path that exists.
    if (key !== undefined) {
        const map = path.length ? doc.getIn(path, true) : doc.contents;
        if ((0,dist/* isMap */.jh)(map)) {
            const pair = map.items.find((it) => (0,dist/* isScalar */.jn)(it.key) && String(it.key.value) === key);
            if (pair && (0,dist/* isNode */.Ll)(pair.key) && pair.key.range)
                return counter.linePos(pair.key.range[0]).line;
        }
    }
    for (let n = path.length; n >= 0; n--) {
        const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
        if ((0,dist/* isNode */.Ll)(node) && node.range) {
            // A missing key is reported on its parent mapping; a present one on its value.
            return counter.linePos(node.range[0]).line;
        }
    }
    return undefined;
}
function globList(g) {
    return typeof g === 'string' ? [g] : g;
}
function specs(map) {
    const out = [];
    for (const [id, value] of Object.entries(map ?? {})) {
        const kind = (0,assertions.kindOfId)(id);
        const level = (Array.isArray(value) ? value[0] : value);
        const rawOptions = Array.isArray(value) && value.length > 1 ? value[1] : undefined;
        const schema = ASSERTION_OPTIONS[kind];
        const options = schema === null || rawOptions === undefined ? {} : schema.parse(rawOptions);
        out.push({ id, kind, level, options });
    }
    return out;
}
function toPolicy(raw, path) {
    const rules = [];
    if (raw.assertions)
        rules.push({ files: null, assertions: specs(raw.assertions) });
    for (const o of raw.overrides ?? [])
        rules.push({ files: globList(o.files), assertions: specs(o.assertions) });
    const h = raw.harness;
    return {
        path,
        ...(raw.preset !== undefined ? { preset: raw.preset } : {}),
        ...(raw.detectors !== undefined
            ? { detectors: raw.detectors }
            : {}),
        rules,
        cases: Object.entries(raw.cases ?? {}).map(([name, files]) => ({ name, files: globList(files) })),
        ...(raw.repeat_min_pass !== undefined ? { repeatMinPass: raw.repeat_min_pass } : {}),
        harness: {
            ...(h?.min_final_score !== undefined ? { minFinalScore: h.min_final_score } : {}),
            ...(h?.arksim?.allowed_statuses ? { arksimStatuses: h.arksim.allowed_statuses } : {}),
            ...(h?.personal_agent_eval?.allowed_statuses ? { runStatuses: h.personal_agent_eval.allowed_statuses } : {}),
            ...(h?.personal_agent_eval?.checks ? { checks: h.personal_agent_eval.checks } : {}),
            ...(h?.swe_bench?.allowed_statuses ? { sweBenchStatuses: h.swe_bench.allowed_statuses } : {}),
            ...(h?.harbor?.allowed_statuses ? { harborStatuses: h.harbor.allowed_statuses } : {}),
        },
    };
}
/** Parse and check a policy file's text. Throws a PolicyError naming the line and the key. */
function parsePolicy(text, path) {
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: true });
    if (doc.errors.length) {
        const err = doc.errors[0];
        const what = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        throw new PolicyError(path, err.linePos?.[0].line, `expected YAML, found invalid YAML: ${what}`);
    }
    const value = doc.toJS({ maxAliasCount: 100 }) ?? {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new PolicyError(path, lineOf(doc, counter, []), `expected a mapping of policy keys (${Object.keys(policySchema.shape).join(', ')}), found ${(0,issues/* valueWords */.pz)(value)}`);
    }
    const parsed = policySchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue.code === 'unrecognized_keys'
            ? issue.keys[0]
            : issue.code === 'custom'
                ? issue.params?.key
                : undefined;
        throw new PolicyError(path, lineOf(doc, counter, issue.path, key), (0,issues/* describeIssue */.n6)(issue, value, knownKeys));
    }
    return toPolicy(parsed.data, path);
}
/** The policy's JSON Schema, as committed under schema/policy.schema.json. */
function policyJsonSchema() {
    const defs = {};
    for (const kind of assertions.ASSERTION_KINDS) {
        const { $schema: _, ...schema } = json_schema_processors/* toJSONSchema */.bl(assertionValueSchema(kind), {
            target: 'draft-2020-12',
            io: 'input',
        });
        defs[`assertion_${kind}`] = { description: ASSERTION_DESCRIPTIONS[kind], ...schema };
    }
    const generated = json_schema_processors/* toJSONSchema */.bl(policySchema, {
        target: 'draft-2020-12',
        io: 'input',
        override: (ctx) => {
            if (ctx.zodSchema !== assertionsMap)
                return;
            const description = ctx.jsonSchema.description;
            for (const k of Object.keys(ctx.jsonSchema))
                delete ctx.jsonSchema[k];
            Object.assign(ctx.jsonSchema, {
                ...(description ? { description } : {}),
                type: 'object',
                properties: Object.fromEntries(assertions.ASSERTION_KINDS.map((k) => [k, { $ref: `#/$defs/assertion_${k}` }])),
                patternProperties: Object.fromEntries(assertions.ASSERTION_KINDS.map((k) => [`^${k}:\\S+$`, { $ref: `#/$defs/assertion_${k}` }])),
                additionalProperties: false,
            });
        },
    });
    const { $schema, ...rest } = generated;
    return {
        $schema,
        title: 'agent-trust-gate policy',
        ...rest,
        $defs: { ...(rest.$defs ?? {}), ...defs },
    };
}
// ---------------------------------------------------------------------------------------------
// I/O
/** Read and check a policy file. */
async function loadPolicy(path) {
    let text;
    try {
        const info = await (0,promises_.stat)(path);
        if (!info.isFile())
            throw new PolicyError(path, undefined, 'expected a policy file, found a directory');
        if (info.size > MAX_POLICY_BYTES)
            throw new PolicyError(path, undefined, `expected a policy file of at most ${MAX_POLICY_BYTES} bytes, found ${info.size} bytes`);
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (err) {
        if (err instanceof PolicyError)
            throw err;
        throw new PolicyError(path, undefined, (0,core_text/* cannotRead */.U0)(err));
    }
    return parsePolicy(text, path);
}


/***/ }),

/***/ 3693:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_REGRESSION_TOLERANCE: () => (/* reexport safe */ _choices_js__WEBPACK_IMPORTED_MODULE_3__.Ms),
/* harmony export */   FAIL_ON: () => (/* reexport safe */ _choices_js__WEBPACK_IMPORTED_MODULE_3__.d$),
/* harmony export */   SETTINGS_TEXT: () => (/* binding */ SETTINGS_TEXT),
/* harmony export */   SETTINGS_TYPED: () => (/* binding */ SETTINGS_TYPED),
/* harmony export */   booleanText: () => (/* binding */ booleanText),
/* harmony export */   readSettings: () => (/* binding */ readSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7063);
/* harmony import */ var _trace_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4772);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5764);
/* harmony import */ var _choices_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4170);
/**
 * The gate's settings, declared once. Each setting has a typed schema (what the policy file
 * holds) and a text schema (what an action input or a CLI flag gives: a string, empty when not
 * set), so the action, the CLI and the policy file accept the same values and refuse a bad one
 * in the same words: `fail-on: expected one of ..., found "x"` (the CLI puts `--` before the
 * name). The action reads its inputs through `SETTINGS_TEXT`, the CLI its flags, and the policy
 * file its `preset`, `repeat_min_pass` and `harness.min_final_score` through `SETTINGS_TYPED`.
 */






/** The typed values, as a policy file writes them. */
const SETTINGS_TYPED = {
    preset: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['auto', ..._core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESET_IDS */ .ZR]),
    repeatMinPass: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('all'), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1)], {
        error: 'expected all or a number of runs (1 or more)',
    }),
    minFinalScore: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1),
};
const found = (x) => `found "${String(x)}"`;
const trimmed = () => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((s) => s.trim());
function choice(values, fallback, words) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .transform((s) => s.trim() || fallback)
        .pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(values, { error: (iss) => `expected ${words ?? `one of ${values.join(', ')}`}, ${found(iss.input)}` }));
}
/** A boolean as the runner's YAML 1.2 core schema writes it (as core.getBooleanInput reads it). */
function booleanText(fallback) {
    return trimmed()
        .refine((s) => s === '' || /^(?:true|True|TRUE|false|False|FALSE)$/.test(s), {
        error: (iss) => `expected true or false, ${found(iss.input)}`,
    })
        .transform((s) => (s === '' ? fallback : s.toLowerCase() === 'true'));
}
/** Text matching `form`, read as a number; empty gives `fallback`. */
function numberText(form, words, fallback) {
    return trimmed()
        .refine((s) => s === '' || form(s), { error: (iss) => `expected ${words}, ${found(iss.input)}` })
        .transform((s) => (s === '' ? fallback : Number(s)));
}
const wholeUpTo100 = (s) => /^\d{1,3}$/.test(s) && Number(s) <= 100;
/** The settings as text: one entry per action input / CLI flag, by its name there. */
const SETTINGS_TEXT = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    // The ids apart by `|`: the list is long, and an error is one line of 300 characters at most.
    format: choice(['auto', ..._trace_registry_js__WEBPACK_IMPORTED_MODULE_1__.FORMAT_IDS], 'auto', `auto or one of ${_trace_registry_js__WEBPACK_IMPORTED_MODULE_1__.FORMAT_IDS.join('|')}`),
    preset: choice(['auto', ..._core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESET_IDS */ .ZR], 'auto', `auto or one of ${_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESET_IDS */ .ZR.join(', ')}`),
    'fail-on': choice(_choices_js__WEBPACK_IMPORTED_MODULE_3__/* .FAIL_ON */ .d$, 'unsafe_for_production'),
    'min-trust-score': numberText(wholeUpTo100, 'a whole number from 0 to 100, or nothing', undefined),
    'token-budget': zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .transform((s) => s.replace(/_/g, ''))
        .pipe(numberText((s) => /^\d{1,15}$/.test(s) && Number(s) > 0, 'a whole number of tokens greater than 0, or nothing', undefined)),
    'repeat-min-pass': trimmed()
        .refine((s) => s === '' || s === 'all' || (/^\d{1,6}$/.test(s) && Number(s) >= 1), {
        error: (iss) => `expected all or a whole number of runs (1 or more), ${found(iss.input)}`,
    })
        .transform((s) => (s === '' ? undefined : s === 'all' ? 'all' : Number(s))),
    'min-final-score': numberText((s) => /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(s), 'a number from 0 to 1, or nothing', undefined),
    'regression-tolerance': numberText(wholeUpTo100, 'a whole number of trust score points from 0 to 100', _choices_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_REGRESSION_TOLERANCE */ .Ms),
    'fail-on-regression': booleanText(false),
    graph: choice(_choices_js__WEBPACK_IMPORTED_MODULE_3__/* .GRAPH_MODES */ .EN, 'evidence'),
    'max-bytes': numberText((s) => /^\d{1,15}$/.test(s) && Number(s) >= 1, 'a whole number of bytes greater than 0', undefined),
    /**
     * What a committed or stale trace does: fail the gate, be reported only (the CLI's default), or
     * not be looked for (`off`). Where the CLI looks for committed traces: src/cli/cli.ts.
     */
    integrity: choice(_core_integrity_js__WEBPACK_IMPORTED_MODULE_2__/* .INTEGRITY_MODES */ .P_, 'warn'),
    /**
     * Sessions that ended before this are stale: an ISO 8601 time or a git ref (its committer time;
     * the action's `commit` is the workflow's commit less 10 minutes). Empty: no check.
     */
    since: trimmed().refine((s) => !s.startsWith('-'), {
        error: (iss) => `expected an ISO 8601 time or a git ref, ${found(iss.input)}`,
    }),
    /**
     * Threads that diagnose files at once (the main thread one of them); undefined: one per core
     * once the files add up to POOL_MIN_BYTES (src/gate/pool.ts).
     */
    workers: numberText((s) => /^\d{1,4}$/.test(s) && Number(s) >= 1 && Number(s) <= 1024, 'a whole number of worker threads from 1 to 1024, or nothing', undefined),
});
/**
 * Read settings given as text (an absent one as empty, which gives its default), each bad value
 * in words as `prefix + name: expected ..., found "..."`: one line each, in the order of the schema.
 */
function readSettings(raw, prefix = '') {
    const names = Object.keys(SETTINGS_TEXT.shape);
    const result = SETTINGS_TEXT.safeParse(Object.fromEntries(names.map((n) => [n, raw[n] ?? ''])));
    if (result.success)
        return { settings: result.data };
    return { errors: [...new Set(result.error.issues.map((i) => `${prefix}${i.path.join('.')}: ${i.message}`))] };
}


/***/ })

};
