import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 87842:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ eventType),
/* harmony export */   Dx: () => (/* binding */ KNOWN_EVENT_TYPES),
/* harmony export */   Lj: () => (/* binding */ shiftOrigin),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   bM: () => (/* binding */ fromPlain),
/* harmony export */   xw: () => (/* binding */ EngineEvent)
/* harmony export */ });
/* unused harmony export eventId */
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(75527);
/* harmony import */ var _python_compat_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(61296);
/**
 * Flat events (diagnosis.md section 1) and their normalization.
 *
 * Events are kept as the objects they were read as; the engine wraps each in an `EngineEvent`
 * that carries its type, its position and where it came from, and works out the normalized form
 * (with `event` and `event_id`) only for the events a report shows.
 */


const hasher = new _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .Hasher */ .O();
/** Marks an event without `args` or `arguments`. */
const ABSENT = Symbol('absent');
const KNOWN_EVENT_TYPES = [
    'tool_call',
    'tool_output',
    'memory_event',
    'retry_event',
    'error_event',
    'state_transition',
    'decision',
    'skill_event',
    'token_usage',
    'context_event',
    'process_output',
    'process_start',
    'process_end',
];
class EngineEvent {
    raw;
    type;
    position;
    origin;
    /** The label and its fingerprint, worked out once and shared. */
    labelText;
    labelFp;
    constructor(raw, type, position, origin) {
        this.raw = raw;
        this.type = type;
        this.position = position;
        this.origin = origin;
    }
    /** `event_id` in its string form, or `event_<position>`. */
    get id() {
        return eventId(this.raw, this.position);
    }
    /** The value of `args` when that key is present (even null), else of `arguments`, else ABSENT. */
    argsValue() {
        const raw = this.raw;
        if ((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'args'))
            return raw.args;
        if ((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'arguments'))
            return raw.arguments;
        return ABSENT;
    }
    /** Canonical JSON of the call arguments, or null when the event has neither key. */
    canonicalArgs() {
        const args = this.argsValue();
        return args === ABSENT ? null : (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(args);
    }
    /** The name part of the label: the first truthy of `tool`, `name`, `skill`, the type. */
    labelName() {
        const raw = this.raw;
        let name = this.type;
        if ((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(raw.tool))
            name = raw.tool;
        else if ((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(raw.name))
            name = raw.name;
        else if ((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(raw.skill))
            name = raw.skill;
        return typeof name === 'string' ? name : (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(name);
    }
    /**
     * The label of diagnosis.md section 5: the first truthy of `tool`, `name`, `skill` and the
     * event type, plus `:` and the canonical arguments when they are truthy.
     */
    label() {
        if (this.labelText === undefined) {
            const args = this.argsValue();
            this.labelText = args !== ABSENT && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(args) ? this.labelName() + ':' + (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(args) : this.labelName();
        }
        return this.labelText;
    }
    /** The fingerprint of the label, for counting distinct labels without keeping them. */
    labelFingerprint() {
        if (this.labelFp === undefined) {
            const args = this.argsValue();
            hasher.start().add(this.labelName());
            if (args !== ABSENT && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(args))
                (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCanonical */ .WR)(args, hasher.add(':'));
            this.labelFp = hasher.finish();
        }
        return this.labelFp;
    }
    /**
     * The fingerprint of the key that groups identical calls: (tool, arguments), absent
     * arguments read as `{}`. For the usual call, a named tool with arguments, the key is the
     * label itself (so one fingerprint serves both); every other key starts with a NUL, which no
     * such label does, and keeps tool and arguments apart.
     */
    callFingerprint() {
        const tool = this.raw.tool;
        const args = this.argsValue();
        if (typeof tool === 'string' && tool !== '' && tool.charCodeAt(0) !== 0 && args !== ABSENT && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(args)) {
            return this.labelFingerprint();
        }
        hasher.start().add('\u0000');
        (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCanonical */ .WR)((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(this.raw, 'tool') ? tool : null, hasher);
        (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCanonical */ .WR)(args === ABSENT ? {} : args, hasher.add('\u0000'));
        return hasher.finish();
    }
    /** The event as the report shows it: its own keys, with `event_id` and `event` set. */
    normalized() {
        return { ...this.raw, event_id: this.id, event: this.type };
    }
}
function shiftOrigin(o, shift) {
    if (!o)
        return o;
    return {
        ...(o.line !== undefined ? { line: o.line + shift.line } : {}),
        ...(o.index !== undefined ? { index: o.index } : {}),
    };
}
function toPlain(e) {
    return { raw: e.raw, type: e.type, position: e.position, origin: e.origin };
}
function fromPlain(p, shift) {
    return new EngineEvent(p.raw, p.type, p.position + shift.position, shiftOrigin(p.origin, shift));
}
/** The event type: its own `event` key, else its `type` key, else `process_output`. */
function eventType(raw) {
    const t = (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'event') ? raw.event : (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'type') ? raw.type : 'process_output';
    return typeof t === 'string' ? t : (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(t);
}
function eventId(raw, position) {
    if (!(0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'event_id'))
        return `event_${position}`;
    const id = raw.event_id;
    return typeof id === 'string' ? id : (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(id);
}
function isJsonObject(x) {
    return x !== null && typeof x === 'object' && !Array.isArray(x);
}


/***/ }),

/***/ 75527:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ Hasher)
/* harmony export */ });
/* unused harmony export FingerprintMap */
/**
 * Fingerprints of call keys and labels, so that the engine can group and count millions of
 * distinct calls without keeping their text.
 *
 * A fingerprint is 96 bits from three independently mixed 32-bit lanes, fed the text one UTF-16
 * unit at a time (so a key can be hashed in parts without joining strings). Two different texts
 * share a fingerprint with a probability of about n² / 2^97: below 10^-17 for a million
 * distinct calls in one session.
 */
/** Incremental hashing state. Reset with `start`, feed with `add`, read with `finish`. */
class Hasher {
    a = 0;
    b = 0;
    c = 0;
    n = 0;
    start() {
        this.a = 0x811c9dc5;
        this.b = 0x9747b28c;
        this.c = 0x1b873593;
        this.n = 0;
        return this;
    }
    add(s) {
        let a = this.a;
        let b = this.b;
        let c = this.c;
        for (let i = 0; i < s.length; i++) {
            const u = s.charCodeAt(i);
            a = Math.imul(a ^ u, 0x01000193);
            b = Math.imul(b ^ u, 0x5bd1e995);
            b ^= b >>> 15;
            c = Math.imul(c + u, 0x27d4eb2d);
            c = (c << 13) | (c >>> 19);
        }
        this.a = a;
        this.b = b;
        this.c = c;
        this.n += s.length;
        return this;
    }
    /** Ends the text and returns its fingerprint. */
    finish() {
        return { a: fmix(this.a ^ this.n), b: fmix(this.b + this.n), c: fmix(this.c ^ Math.imul(this.n, 0x9e3779b1)) };
    }
}
function fmix(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h | 0;
}
/**
 * A map from fingerprints to values. The first lane, cut to a small integer, picks the bucket;
 * the other two tell apart the rare texts that share it. Iteration order is not insertion order:
 * callers that need an order keep it in their values.
 */
class FingerprintMap {
    buckets = new Map();
    count = 0;
    get size() {
        return this.count;
    }
    get(fp) {
        const bucket = this.buckets.get(fp.a & 0x3fffffff);
        if (bucket === undefined)
            return undefined;
        if (!Array.isArray(bucket))
            return bucket.b === fp.b && bucket.c === fp.c ? bucket.value : undefined;
        for (const s of bucket)
            if (s.b === fp.b && s.c === fp.c)
                return s.value;
        return undefined;
    }
    /** Adds a value for a fingerprint that is not in the map yet. */
    add(fp, value) {
        const slot = { b: fp.b, c: fp.c, value };
        const key = fp.a & 0x3fffffff;
        const bucket = this.buckets.get(key);
        if (bucket === undefined)
            this.buckets.set(key, slot);
        else if (Array.isArray(bucket))
            bucket.push(slot);
        else
            this.buckets.set(key, [bucket, slot]);
        this.count++;
    }
    /** Adds the fingerprint if it is new; returns whether it was. */
    addIfNew(fp, value) {
        if (this.get(fp) !== undefined)
            return false;
        this.add(fp, value);
        return true;
    }
    *values() {
        for (const bucket of this.buckets.values()) {
            if (Array.isArray(bucket))
                for (const s of bucket)
                    yield s.value;
            else
                yield bucket.value;
        }
    }
}


/***/ }),

/***/ 61296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ hasKey),
/* harmony export */   RI: () => (/* binding */ toInt),
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   WR: () => (/* binding */ writeCanonical),
/* harmony export */   af: () => (/* binding */ roundHalfEven),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   ib: () => (/* binding */ lower),
/* harmony export */   lz: () => (/* binding */ isJsonObjectLike),
/* harmony export */   rD: () => (/* binding */ pyStr),
/* harmony export */   vN: () => (/* binding */ truthy)
/* harmony export */ });
/* unused harmony exports pyNumber, pyJsonString, sortKeys */
/**
 * The reference model is written in Python; these helpers reproduce the few Python behaviours
 * its numbers and labels depend on: round-half-to-even, truthiness, `str()` of a value and
 * `json.dumps(x, sort_keys=True)` (ASCII-only, with `", "` and `": "` separators).
 *
 * One limit of reading JSON in JavaScript: `3` and `3.0` parse to the same number, so a float
 * with an integral value is shown as an integer (`3`, where Python would show `3.0`).
 */
/** Python's `round(x)`: nearest integer, ties to the even one (92.5 -> 92, 95.5 -> 96). */
function roundHalfEven(x) {
    if (!Number.isFinite(x))
        return x;
    const floor = Math.floor(x);
    const diff = x - floor; // exact for |x| < 2^52
    if (diff > 0.5)
        return floor + 1;
    if (diff < 0.5)
        return floor;
    return floor % 2 === 0 ? floor : floor + 1;
}
/** Python truthiness of a JSON value: null, false, 0, "", [] and {} are falsy. */
function truthy(x) {
    if (x === null || x === undefined || x === false)
        return false;
    if (typeof x === 'number')
        return x !== 0 && !Number.isNaN(x);
    if (typeof x === 'string')
        return x.length > 0;
    if (Array.isArray(x))
        return x.length > 0;
    if (typeof x === 'object') {
        for (const _ in x)
            return true;
        return false;
    }
    return true;
}
/** Python's `repr` of a float or int read from JSON. */
function pyNumber(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (!Number.isFinite(x))
        return x > 0 ? 'Infinity' : '-Infinity';
    if (Number.isInteger(x) && Math.abs(x) < 1e16)
        return Object.is(x, -0) ? '0' : String(x);
    // Shortest round-trip digits, laid out the way Python's float repr lays them out.
    const [mant, expText] = x.toExponential().split('e');
    const exp = Number(expText);
    const negative = mant.startsWith('-');
    const digits = mant.replace('-', '').replace('.', '');
    let out;
    if (exp >= -4 && exp < 16) {
        if (exp < 0)
            out = '0.' + '0'.repeat(-exp - 1) + digits;
        else if (digits.length <= exp + 1)
            out = digits + '0'.repeat(exp + 1 - digits.length) + '.0';
        else
            out = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
    }
    else {
        const m = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
        const e = Math.abs(exp);
        out = m + 'e' + (exp < 0 ? '-' : '+') + (e < 10 ? '0' : '') + String(e);
    }
    return negative ? '-' + out : out;
}
function escapeNonAscii(s) {
    return s.replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
const PLAIN_ASCII = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;
/** A string as Python's `json.dumps` writes it with `ensure_ascii=True`. */
function pyJsonString(s) {
    if (PLAIN_ASCII.test(s))
        return '"' + s + '"';
    // JSON.stringify escapes quotes, backslashes, control characters and lone surrogates exactly
    // as Python does (short forms for \b \f \n \r \t, lower-case \u00XX for the rest); Python
    // also escapes DEL and everything beyond ASCII.
    return escapeNonAscii(JSON.stringify(s));
}
function codePointCompare(a, b) {
    // Python sorts str keys by code point; JavaScript's default compares UTF-16 units.
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const ca = a.codePointAt(i);
        const cb = b.codePointAt(i);
        if (ca !== cb)
            return ca - cb;
        if (ca > 0xffff)
            i++;
    }
    return a.length - b.length;
}
function hasSurrogate(k) {
    for (let i = 0; i < k.length; i++) {
        const c = k.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdfff)
            return true;
    }
    return false;
}
/** Keys in Python's order (by code point). Sorts in place. */
function sortKeys(keys) {
    let astral = false;
    for (const k of keys)
        if (hasSurrogate(k))
            astral = true;
    if (astral)
        return keys.sort(codePointCompare);
    // Small objects are the rule: an insertion sort beats Array.prototype.sort there.
    if (keys.length <= 8) {
        for (let i = 1; i < keys.length; i++) {
            const k = keys[i];
            let j = i - 1;
            while (j >= 0 && keys[j] > k) {
                keys[j + 1] = keys[j];
                j--;
            }
            keys[j + 1] = k;
        }
        return keys;
    }
    return keys.sort();
}
/**
 * Python's `json.dumps(x, sort_keys=True)`, written piece by piece into a sink: hashing the
 * canonical form needs no string of it.
 */
function writeCanonical(x, out) {
    if (x === null || x === undefined) {
        out.add('null');
        return;
    }
    switch (typeof x) {
        case 'string':
            if (PLAIN_ASCII.test(x))
                out.add('"').add(x).add('"');
            else
                out.add(pyJsonString(x));
            return;
        case 'number':
            out.add(pyNumber(x));
            return;
        case 'boolean':
            out.add(x ? 'true' : 'false');
            return;
        case 'object': {
            if (Array.isArray(x)) {
                out.add('[');
                for (let i = 0; i < x.length; i++) {
                    if (i)
                        out.add(', ');
                    writeCanonical(x[i], out);
                }
                out.add(']');
                return;
            }
            const obj = x;
            const keys = sortKeys(Object.keys(obj));
            out.add('{');
            for (let i = 0; i < keys.length; i++) {
                if (i)
                    out.add(', ');
                writeCanonical(keys[i], out);
                out.add(': ');
                writeCanonical(obj[keys[i]], out);
            }
            out.add('}');
            return;
        }
        default:
            out.add('null');
    }
}
class StringSink {
    text = '';
    add(s) {
        this.text += s;
        return this;
    }
}
/** Python's `json.dumps(x, sort_keys=True)`. */
function canonicalJson(x) {
    const sink = new StringSink();
    writeCanonical(x, sink);
    return sink.text;
}
function pyReprString(s) {
    // Python's repr picks single quotes unless the text has a single quote and no double quote.
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of s) {
        const c = ch.codePointAt(0);
        if (ch === '\\')
            out += '\\\\';
        else if (ch === quote)
            out += '\\' + quote;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (c < 0x20 || c === 0x7f)
            out += '\\x' + c.toString(16).padStart(2, '0');
        else
            out += ch;
    }
    return out + quote;
}
function pyRepr(x) {
    if (typeof x === 'string')
        return pyReprString(x);
    if (Array.isArray(x))
        return '[' + x.map(pyRepr).join(', ') + ']';
    if (x !== null && typeof x === 'object') {
        return ('{' +
            Object.entries(x)
                .map(([k, v]) => pyReprString(k) + ': ' + pyRepr(v))
                .join(', ') +
            '}');
    }
    return pyStr(x);
}
/** Python's `str(x)` of a JSON value: `None`, `True`, `5`, `1.5`, `{'a': 1}`. */
function pyStr(x) {
    if (typeof x === 'string')
        return x;
    if (x === null || x === undefined)
        return 'None';
    if (typeof x === 'boolean')
        return x ? 'True' : 'False';
    if (typeof x === 'number')
        return pyNumber(x);
    return pyRepr(x);
}
/** "lower(x)" of the model: the string form of x, lower-cased. */
function lower(x) {
    return typeof x === 'string' ? x.toLowerCase() : pyStr(x).toLowerCase();
}
/**
 * A JSON value read as a number the way the model reads counts and levels: numbers as they are,
 * numeric strings parsed, booleans as 0/1, anything else (null, absent, text, objects) as 0.
 */
function toNumber(x) {
    if (typeof x === 'number')
        return Number.isFinite(x) ? x : 0;
    if (typeof x === 'boolean')
        return x ? 1 : 0;
    if (typeof x === 'string') {
        const t = x.trim().replace(/_/g, '');
        if (t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t))
            return 0;
        const n = Number(t);
        return Number.isFinite(n) ? n : 0;
    }
    return 0;
}
/** Integer part (toward zero) of `toNumber(x)`. */
function toInt(x) {
    return Math.trunc(toNumber(x)) || 0;
}
function hasKey(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
}
/** A JSON object (Python's dict): not null, not an array. */
function isJsonObjectLike(x) {
    return x !== null && typeof x === 'object' && !Array.isArray(x);
}


/***/ }),

/***/ 72020:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   go: () => (/* binding */ typeName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Small text helpers every layer uses, written once. */

/** `n thing` or `n things`. */
function plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}
/** A few words for the kind of a JSON value, for "expected ..., found ..." messages. */
function typeName(x) {
    if (x === null)
        return 'null';
    if (Array.isArray(x))
        return 'a list';
    if (typeof x === 'object')
        return 'an object';
    return `a ${typeof x}`;
}
/** A path as used for lookups and matching: forward slashes, normalized, no leading `./`. */
function normalizePath(p) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(p.replace(/\\/g, '/')).replace(/^(\.\/)+/, '');
}


/***/ }),

/***/ 17063:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ READINESS_LEVELS),
/* harmony export */   Yf: () => (/* binding */ DIMENSIONS),
/* harmony export */   fs: () => (/* binding */ FAILURE_TYPES),
/* harmony export */   oC: () => (/* binding */ SEVERITIES)
/* harmony export */ });
/**
 * The words of the diagnosis, declared once: every layer, the zod schemas and the JSON Schemas
 * take these lists from here.
 */
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/** Failure types, in the reference order of the detectors, then the agents preset's own. */
const FAILURE_TYPES = [
    'infinite_tool_loop',
    'memory_degradation',
    'ignoring_tool_outputs',
    'context_pollution',
    'cost_explosion',
    'skill_failure',
    'run_failed',
];
/** The dimensions a trust score weighs. */
const DIMENSIONS = [
    'loop_control',
    'memory_integrity',
    'tool_output_utilization',
    'context_health',
    'cost_efficiency',
    'skill_adherence',
    'task_completion',
];
/** Readiness levels, best first. */
const READINESS_LEVELS = ['ready_for_runtime', 'review_recommended', 'unsafe_for_production'];


/***/ }),

/***/ 65442:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  LC: () => (/* reexport */ vocabulary/* READINESS_LEVELS */.LC),
  zU: () => (/* binding */ SessionDiagnoser)
});

// UNUSED EXPORTS: NO_FAILURE_EXPLANATION, SEVERITY_RANK, diagnose, primaryOf, readinessOf

// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
;// CONCATENATED MODULE: ./src/engine/calls.ts

const USED = 1; // the slot holds a text
const LABEL = 2; // some call has this text as its label
const GROUP = 4; // some call has this text as its group key
const NONE = 0xffffffff; // no line / no index
class CallIndex {
    capacity = 1 << 12;
    size = 0;
    a = new Int32Array(this.capacity);
    b = new Int32Array(this.capacity);
    c = new Int32Array(this.capacity);
    flags = new Uint8Array(this.capacity);
    /** First call of the group: position, origin line and origin index. */
    position = new Uint32Array(this.capacity);
    line = new Uint32Array(this.capacity);
    index = new Uint32Array(this.capacity);
    /** First calls in full, by slot, when the session keeps events. */
    firstEvents;
    /** Later calls of a group, by slot. */
    rest = new Map();
    calls = 0;
    distinctLabels = 0;
    /** Whether each group's first call is kept in full (not by reference). */
    get keepsEvents() {
        return this.firstEvents !== undefined;
    }
    /** @param retainEvents keep each group's first call in full, not by reference. */
    constructor(retainEvents) {
        if (retainEvents)
            this.firstEvents = [];
    }
    add(e) {
        this.calls++;
        const labelFp = e.labelFingerprint();
        let slot = this.slotOf(labelFp);
        if ((this.flags[slot] & LABEL) === 0) {
            this.flags[slot] |= LABEL;
            this.distinctLabels++;
        }
        const callFp = e.callFingerprint();
        if (callFp !== labelFp)
            slot = this.slotOf(callFp);
        if ((this.flags[slot] & GROUP) === 0) {
            this.flags[slot] |= GROUP;
            this.position[slot] = e.position;
            this.line[slot] = e.origin?.line ?? NONE;
            this.index[slot] = e.origin?.index ?? NONE;
            if (this.firstEvents)
                this.firstEvents[slot] = e;
        }
        else {
            const rest = this.rest.get(slot);
            if (rest)
                rest.push(e);
            else
                this.rest.set(slot, [e]);
        }
    }
    /** Groups of calls repeated at least `min` times, in the order of their first call. */
    repeated(min) {
        const out = [];
        for (const [slot, rest] of this.rest) {
            if (rest.length + 1 < min)
                continue;
            const line = this.line[slot];
            const index = this.index[slot];
            const first = this.firstEvents?.[slot] ?? {
                position: this.position[slot],
                origin: line === NONE && index === NONE
                    ? undefined
                    : { ...(line !== NONE ? { line } : {}), ...(index !== NONE ? { index } : {}) },
            };
            out.push({ first, rest });
        }
        return out.sort((x, y) => x.first.position - y.first.position);
    }
    /** The index as plain data (its typed arrays are copies). Only for an index that keeps references. */
    save() {
        if (this.firstEvents)
            throw new Error('CallIndex.save: an index that keeps events in full cannot be saved');
        const plain = (e) => (e instanceof events/* EngineEvent */.xw ? (0,events/* toPlain */.Ul)(e) : { position: e.position, origin: e.origin });
        return {
            a: this.a.slice(),
            b: this.b.slice(),
            c: this.c.slice(),
            flags: this.flags.slice(),
            position: this.position.slice(),
            line: this.line.slice(),
            index: this.index.slice(),
            rest: [...this.rest].map(([slot, list]) => [slot, list.map(plain)]),
            calls: this.calls,
        };
    }
    /** Take in the index of the part of the session that follows this one. */
    absorb(other, shift) {
        const rest = new Map(other.rest);
        const evidence = (e) => 'raw' in e ? (0,events/* fromPlain */.bM)(e, shift) : { position: e.position + shift.position, origin: (0,events/* shiftOrigin */.Lj)(e.origin, shift) };
        for (let j = 0; j < other.flags.length; j++) {
            const flags = other.flags[j];
            if (flags === 0)
                continue;
            const slot = this.slotOf({ a: other.a[j], b: other.b[j], c: other.c[j] });
            if (flags & LABEL && (this.flags[slot] & LABEL) === 0) {
                this.flags[slot] |= LABEL;
                this.distinctLabels++;
            }
            if ((flags & GROUP) === 0)
                continue;
            const line = other.line[j];
            const first = {
                position: other.position[j] + shift.position,
                origin: (0,events/* shiftOrigin */.Lj)(line === NONE && other.index[j] === NONE
                    ? undefined
                    : { ...(line !== NONE ? { line } : {}), ...(other.index[j] !== NONE ? { index: other.index[j] } : {}) }, shift),
            };
            const later = (rest.get(j) ?? []).map(evidence);
            if ((this.flags[slot] & GROUP) === 0) {
                this.flags[slot] |= GROUP;
                this.position[slot] = first.position;
                this.line[slot] = first.origin?.line ?? NONE;
                this.index[slot] = first.origin?.index ?? NONE;
                if (later.length)
                    this.rest.set(slot, later);
            }
            else {
                const list = this.rest.get(slot);
                if (list)
                    list.push(first, ...later);
                else
                    this.rest.set(slot, [first, ...later]);
            }
        }
        this.calls += other.calls;
    }
    /** The slot of a fingerprint, taken if it is new. */
    slotOf(fp) {
        let mask = this.capacity - 1;
        let i = fp.a & mask;
        while (this.flags[i] !== 0) {
            if (this.a[i] === fp.a && this.b[i] === fp.b && this.c[i] === fp.c)
                return i;
            i = (i + 1) & mask;
        }
        if ((this.size + 1) * 2 > this.capacity) {
            this.grow();
            mask = this.capacity - 1;
            i = fp.a & mask;
            while (this.flags[i] !== 0)
                i = (i + 1) & mask;
        }
        this.size++;
        this.a[i] = fp.a;
        this.b[i] = fp.b;
        this.c[i] = fp.c;
        this.flags[i] = USED;
        return i;
    }
    grow() {
        const old = {
            a: this.a,
            b: this.b,
            c: this.c,
            flags: this.flags,
            position: this.position,
            line: this.line,
            index: this.index,
        };
        const oldCapacity = this.capacity;
        const oldFirst = this.firstEvents?.slice();
        const oldRest = new Map(this.rest);
        this.capacity *= 2;
        const n = this.capacity;
        this.a = new Int32Array(n);
        this.b = new Int32Array(n);
        this.c = new Int32Array(n);
        this.flags = new Uint8Array(n);
        this.position = new Uint32Array(n);
        this.line = new Uint32Array(n);
        this.index = new Uint32Array(n);
        if (this.firstEvents)
            this.firstEvents.length = 0;
        this.rest.clear();
        const mask = n - 1;
        for (let j = 0; j < oldCapacity; j++) {
            if (old.flags[j] === 0)
                continue;
            let i = old.a[j] & mask;
            while (this.flags[i] !== 0)
                i = (i + 1) & mask;
            this.a[i] = old.a[j];
            this.b[i] = old.b[j];
            this.c[i] = old.c[j];
            this.flags[i] = old.flags[j];
            this.position[i] = old.position[j];
            this.line[i] = old.line[j];
            this.index[i] = old.index[j];
            if (this.firstEvents && oldFirst?.[j])
                this.firstEvents[i] = oldFirst[j];
            const rest = oldRest.get(j);
            if (rest)
                this.rest.set(i, rest);
        }
    }
}

// EXTERNAL MODULE: ./src/engine/labels.ts
var labels = __nccwpck_require__(59667);
;// CONCATENATED MODULE: ./src/engine/cost.ts

class CostMeter {
    calls;
    measure = { totalTokens: 0, toolCalls: 0, duplicateCalls: 0 };
    constructor(calls) {
        this.calls = calls;
    }
    tokenUsage(e) {
        this.measure.totalTokens += (0,labels/* tokensOf */.k8)(e);
    }
    /** Brings the call counts up to date; the engine calls it before the rules finish. */
    settle() {
        this.measure.toolCalls = this.calls.calls;
        this.measure.duplicateCalls = this.calls.calls - this.calls.distinctLabels;
    }
}

// EXTERNAL MODULE: ./src/engine/presets.ts + 8 modules
var presets = __nccwpck_require__(6198);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __nccwpck_require__(17063);
;// CONCATENATED MODULE: ./src/engine/diagnose.ts
/**
 * The diagnosis of one session: detectors see each event once, in order; at the end the engine
 * scores the dimensions, works out trust and readiness, picks the primary diagnosis and builds
 * the evidence summary, the cost analysis, the causal graph and the recommendations.
 *
 * Pure: no I/O, no clock. Events are pushed one at a time so that a trace of any length is
 * diagnosed in one pass, keeping only what the report needs.
 */








const NO_FAILURE_EXPLANATION = 'No failure mode was detected in this session.';
class SessionDiagnoser {
    detectors = [];
    /** Per event type: the handlers that look at it, and how many events of it were seen. */
    byType = new Map();
    ruleHandlers = new Map();
    calls;
    cost;
    graphMode;
    allNodes = [];
    position = 0;
    ended;
    finished = false;
    preset;
    constructor(options = {}) {
        this.graphMode = options.graph ?? 'evidence';
        this.calls = new CallIndex(options.retainEvents ?? true);
        this.cost = new CostMeter(this.calls);
        const ctx = { cost: this.cost.measure, calls: this.calls };
        this.preset = options.preset ?? presets/* CRITIQOR */.m9;
        for (const detector of this.preset.detectors) {
            const overrides = options.detectorOptions?.[detector.meta.type] ?? {};
            const instance = detector.create({ ...detector.meta.defaults, ...overrides }, ctx);
            this.detectors.push({ detector, finish: instance.finish, save: instance.save, absorb: instance.absorb });
            for (const [type, handler] of Object.entries(instance.on)) {
                if (!handler)
                    continue;
                const list = this.ruleHandlers.get(type);
                if (list)
                    list.push(handler);
                else
                    this.ruleHandlers.set(type, [handler]);
            }
        }
    }
    /** Feed the next event of the session. */
    push(raw, origin) {
        const type = (0,events/* eventType */.$q)(raw);
        const e = new events/* EngineEvent */.xw(raw, type, this.position++, origin);
        let seen = this.byType.get(type);
        if (seen === undefined) {
            seen = { count: 0, handlers: this.ruleHandlers.get(type) ?? [] };
            this.byType.set(type, seen);
        }
        seen.count++;
        if (type === 'tool_call')
            this.calls.add(e);
        else if (type === 'token_usage')
            this.cost.tokenUsage(e);
        for (const h of seen.handlers)
            h(e);
        if (this.graphMode === 'full')
            this.allNodes.push({ id: e.id, type, label: (0,labels/* label */.Pf)(e) });
    }
    get eventCount() {
        return this.position;
    }
    /**
     * Whether this session can be diagnosed in parts at once and merged (`save` / `absorb`): every
     * rule of the preset must merge, evidence must be kept by reference, and no full graph.
     */
    get mergeable() {
        return !this.calls.keepsEvents && this.graphMode !== 'full' && this.detectors.every((d) => d.save && d.absorb);
    }
    /** The state of this part, as plain data that can cross to another thread. */
    save() {
        if (!this.mergeable)
            throw new Error('SessionDiagnoser.save: this session cannot be saved');
        return {
            preset: this.preset.id,
            events: this.position,
            types: [...this.byType].map(([type, { count }]) => [type, count]),
            calls: this.calls.save(),
            tokens: this.cost.measure.totalTokens,
            rules: this.detectors.map((d) => d.save()),
        };
    }
    /**
     * Take in the state of the part of the session that follows the events pushed here. `lines`:
     * the file lines this part held, so that the later part's lines count on from them.
     */
    absorb(state, lines) {
        if (!this.mergeable || state.preset !== this.preset.id || state.rules.length !== this.detectors.length) {
            throw new Error('SessionDiagnoser.absorb: the parts were not diagnosed alike');
        }
        const shift = { position: this.position, line: lines };
        for (const [type, count] of state.types) {
            let seen = this.byType.get(type);
            if (seen === undefined) {
                seen = { count: 0, handlers: this.ruleHandlers.get(type) ?? [] };
                this.byType.set(type, seen);
            }
            seen.count += count;
        }
        this.calls.absorb(state.calls, shift);
        this.cost.measure.totalTokens += state.tokens;
        this.detectors.forEach((d, i) => d.absorb(state.rules[i], shift));
        this.position += state.events;
    }
    /**
     * Ends the session: the rules give their causes. Returns the evidence events that were kept
     * by reference (position and origin, in position order); pass them to `finish` in full.
     */
    end() {
        if (this.ended)
            throw new Error('SessionDiagnoser.end() called twice');
        this.ended = [];
        this.cost.settle();
        for (const { detector, finish } of this.detectors) {
            for (const cause of finish())
                this.ended.push({ detector, cause });
        }
        const refs = new Map();
        for (const { cause } of this.ended) {
            for (const e of cause.evidence)
                if (!(e instanceof events/* EngineEvent */.xw))
                    refs.set(e.position, e);
        }
        return [...refs.values()].sort((a, b) => a.position - b.position);
    }
    /**
     * The diagnosis of the events pushed so far. Call once, after `end` when evidence was kept by
     * reference, with those events by position.
     */
    finish(resolved) {
        if (this.finished)
            throw new Error('SessionDiagnoser.finish() called twice');
        if (!this.ended)
            this.end();
        this.finished = true;
        const toEvent = (e) => {
            if (e instanceof events/* EngineEvent */.xw)
                return e;
            const got = resolved?.get(e.position);
            if (!got)
                throw new Error(`evidence event at position ${e.position} was not provided`);
            return new events/* EngineEvent */.xw(got.raw, (0,events/* eventType */.$q)(got.raw), e.position, got.origin ?? e.origin);
        };
        const found = this.ended.map(({ detector, cause }) => ({
            detector,
            cause: { ...cause, evidence: cause.evidence.map(toEvent) },
        }));
        // Dimension scores: the last cause of each type sets its penalty.
        const scores = {};
        for (const { dimension } of this.preset.dimensions)
            scores[dimension] = 100;
        for (const { detector, cause } of found) {
            scores[detector.meta.dimension] = Math.max(0, 100 - cause.penalty);
        }
        let weighted = 0;
        for (const { dimension, weight } of this.preset.dimensions)
            weighted += scores[dimension] * weight;
        const trust = Math.min(100, Math.max(0, (0,python_compat/* roundHalfEven */.af)(weighted)));
        const failureCauses = found.map(({ detector, cause }) => ({
            type: detector.meta.type,
            severity: cause.severity,
            evidence: cause.evidence.map((e) => e.normalized()),
            causal_chain: [...detector.meta.chain],
            impact_score: -cause.penalty,
            impact: -cause.penalty,
            description: cause.description,
            evidence_origins: cause.evidence.map((e) => originOf(e.origin)),
        }));
        return {
            trust_score: trust,
            readiness_level: readinessOf(trust, failureCauses),
            scores,
            failure_causes: failureCauses,
            primary_diagnosis: primaryOf(failureCauses),
            evidence_summary: this.evidenceSummary(),
            cost_analysis: this.costAnalysis(found),
            causal_graph: this.causalGraph(found),
            recommendations: recommendationsOf(found),
        };
    }
    evidenceSummary() {
        const c = (t) => this.byType.get(t)?.count ?? 0;
        return {
            event_count: this.position,
            event_counts: Object.fromEntries([...this.byType].map(([type, { count }]) => [type, count])),
            tool_calls: c('tool_call'),
            tool_outputs: c('tool_output'),
            memory_events: c('memory_event'),
            retries: c('retry_event'),
            errors: c('error_event'),
            state_transitions: c('state_transition'),
        };
    }
    costAnalysis(found) {
        const { totalTokens: t, toolCalls, duplicateCalls: d } = this.cost.measure;
        const redundancy = Math.min(100, Math.max(0, (0,python_compat/* roundHalfEven */.af)((100 * d) / Math.max(1, toolCalls))));
        const costCause = found.find((f) => f.detector.meta.type === 'cost_explosion');
        return {
            total_tokens: t,
            duplicate_calls: d,
            redundancy_score: redundancy,
            cost_efficiency: 100 - redundancy,
            token_waste: Math.min(t, 1000 * d + 120 * (costCause ? costCause.cause.penalty : 0)),
        };
    }
    causalGraph(found) {
        if (this.graphMode === 'none')
            return { nodes: [], edges: [] };
        const nodes = [];
        const edges = [];
        if (this.graphMode === 'full') {
            nodes.push(...this.allNodes);
            for (let i = 1; i < this.allNodes.length; i++) {
                edges.push({ from: this.allNodes[i - 1].id, to: this.allNodes[i].id, relation: 'precedes' });
            }
        }
        else {
            // Only the evidence events, in event order, and the `precedes` edges among them.
            const byPosition = new Map();
            for (const { cause } of found)
                for (const e of cause.evidence)
                    byPosition.set(e.position, e);
            const events = [...byPosition.values()].sort((a, b) => a.position - b.position);
            for (let i = 0; i < events.length; i++) {
                const e = events[i];
                nodes.push({ id: e.id, type: e.type, label: (0,labels/* label */.Pf)(e) });
                const prev = events[i - 1];
                if (prev && prev.position === e.position - 1)
                    edges.push({ from: prev.id, to: e.id, relation: 'precedes' });
            }
        }
        for (const { detector, cause } of found) {
            const failureId = `failure_${detector.meta.type}`;
            nodes.push({ id: failureId, type: 'failure', label: detector.meta.type });
            for (const e of cause.evidence)
                edges.push({ from: e.id, to: failureId, relation: 'causes' });
            for (let i = 1; i < cause.evidence.length; i++) {
                edges.push({ from: cause.evidence[i - 1].id, to: cause.evidence[i].id, relation: 'reinforces' });
            }
        }
        return { nodes, edges };
    }
}
/** An origin with its keys in one order: line, then index. */
function originOf(o) {
    if (!o)
        return {};
    return { ...(o.line !== undefined ? { line: o.line } : {}), ...(o.index !== undefined ? { index: o.index } : {}) };
}
function readinessOf(trust, causes) {
    if (trust < 60 || causes.some((c) => c.severity === 'critical'))
        return 'unsafe_for_production';
    if (trust < 80 || causes.some((c) => c.severity === 'high'))
        return 'review_recommended';
    return 'ready_for_runtime';
}
/** The cause with the largest penalty; ties go to the first in detector order. */
function primaryOf(causes) {
    let best;
    for (const c of causes)
        if (!best || -c.impact_score > -best.impact_score)
            best = c;
    if (!best)
        return { root_cause_failure_type: null, causal_chain_explanation: NO_FAILURE_EXPLANATION };
    return {
        root_cause_failure_type: best.type,
        causal_chain_explanation: best.causal_chain.join(' -> '),
        severity: best.severity,
        description: best.description,
    };
}
function recommendationsOf(found) {
    const out = [];
    for (const { detector, cause } of found) {
        const existing = out.find((r) => r.failure_type === detector.meta.type);
        if (existing) {
            if (SEVERITY_RANK[cause.severity] > SEVERITY_RANK[existing.severity])
                existing.severity = cause.severity;
            continue;
        }
        out.push({
            failure_type: detector.meta.type,
            dimension: detector.meta.dimension,
            severity: cause.severity,
            remediation: cause.remediation ?? detector.meta.remediation,
        });
    }
    return out;
}
const SEVERITY_RANK = { low: 0, medium: 1, high: 2, critical: 3 };
/** Diagnose a whole session held in memory. */
function diagnose(events, options) {
    const d = new SessionDiagnoser(options);
    for (const e of events)
        d.push(e);
    return d.finish();
}


/***/ }),

/***/ 59667:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ effectiveTokensOf),
/* harmony export */   Pf: () => (/* binding */ label),
/* harmony export */   k8: () => (/* binding */ tokensOf)
/* harmony export */ });
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(61296);

/** The label of an event (diagnosis.md section 5). */
function label(e) {
    return e.label();
}
function totalOf(obj) {
    if ((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasKey */ .CJ)(obj, 'total'))
        return (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .toInt */ .RI)(obj.total);
    if ((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasKey */ .CJ)(obj, 'total_tokens'))
        return (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .toInt */ .RI)(obj.total_tokens);
    return 0;
}
/** Tokens a `token_usage` event counts toward the session total T. */
function tokensOf(e) {
    return tokensOfRaw(e.raw);
}
function tokensOfRaw(raw) {
    if (!(0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasKey */ .CJ)(raw, 'usage'))
        return totalOf(raw);
    const usage = raw.usage;
    if ((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObjectLike */ .lz)(usage))
        return totalOf(usage);
    return (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .toInt */ .RI)(raw.tokens);
}
/** A non-negative count from a usage field: numbers and numeric strings, anything else 0. */
function usagePart(usage, key) {
    const n = Number(usage[key]);
    return Number.isFinite(n) && n > 0 ? n : 0;
}
/**
 * Effective tokens of a `token_usage` event, roughly as providers price them: input + output +
 * cache writes + `cacheReadWeight` (a tenth) of cache reads. An event without those parts counts
 * its total (the model's T). Used by the agents preset's cost rule and the policy's
 * `max_effective_tokens`, so both mean the same number.
 */
function effectiveTokensOf(raw, cacheReadWeight = 0.1) {
    const u = raw.usage;
    if ((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObjectLike */ .lz)(u) && ['input', 'output', 'cache_read', 'cache_write'].some((k) => (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasKey */ .CJ)(u, k))) {
        return (usagePart(u, 'input') +
            usagePart(u, 'output') +
            usagePart(u, 'cache_write') +
            cacheReadWeight * usagePart(u, 'cache_read'));
    }
    return tokensOfRaw(raw);
}


/***/ }),

/***/ 6198:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  m9: () => (/* binding */ CRITIQOR),
  ZR: () => (/* binding */ PRESET_IDS),
  _O: () => (/* binding */ observedDimensions),
  iH: () => (/* binding */ presetById)
});

// UNUSED EXPORTS: AGENTS, registerPreset

// EXTERNAL MODULE: ./src/engine/rules/critiqor/index.ts + 4 modules
var critiqor = __nccwpck_require__(53828);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
;// CONCATENATED MODULE: ./src/engine/rules/agents/common.ts

/** The longest message quoted in a description. */
const QUOTE_LIMIT = 120;
/** A message as a short, single-line quotation, or undefined. */
function quote(message) {
    if (typeof message !== 'string')
        return undefined;
    const s = message.replace(/\s+/g, ' ').trim();
    if (s === '')
        return undefined;
    return `"${s.length > QUOTE_LIMIT ? `${s.slice(0, QUOTE_LIMIT - 3)}...` : s}"`;
}

/** A string field of the event, or undefined. */
function common_text(e, key) {
    const v = e.raw[key];
    return typeof v === 'string' && v !== '' ? v : undefined;
}
/** The tool's name as a description shows it. */
function toolName(e) {
    const t = e.raw.tool;
    return typeof t === 'string' && t !== '' ? t : 'a tool';
}
/**
 * Whether an `error_event` is the provider (or the API between agent and model) failing a
 * request, rather than a tool failing, a policy stopping a call or a run-level summary that
 * repeats an error already counted.
 */
function isProviderError(e, ignoredKinds) {
    return !ignoredKinds.has((0,python_compat/* lower */.ib)(e.raw.kind));
}
/** Whether a `token_usage` event is a reply that got through (it produced output). */
function isReply(e) {
    const u = e.raw.usage;
    if (!(0,python_compat/* isJsonObjectLike */.lz)(u))
        return false;
    const output = Number(u.output);
    if (Number.isFinite(output) && output > 0)
        return true;
    const total = Number(u.total);
    return !('output' in u) && Number.isFinite(total) && total > 0;
}
/** What kind of failure an error message names, from the words providers and agents use. */
function classifyError(message) {
    if (!message)
        return 'other';
    const m = message.toLowerCase();
    if (/quota|insufficient_quota|billing|credit balance|exceeded your current/.test(m))
        return 'quota';
    if (/context (window|length)|context_length|maximum context|prompt is too long|too many tokens|input is too long|token limit/.test(m))
        return 'context_window';
    if (/\b429\b|rate.?limit|too many requests|overloaded|\b529\b/.test(m))
        return 'rate_limit';
    if (/\b401\b|\b403\b|unauthori[sz]ed|forbidden|api.?key|authenticat|credential/.test(m))
        return 'auth';
    if (/refus/.test(m))
        return 'refusal';
    if (/\b5\d\d\b|internal server error|bad gateway|service unavailable|server error/.test(m))
        return 'server';
    if (/disconnect|connection|network|econnreset|etimedout|timed? ?out|socket|stream|fetch failed|error sending request|reconnect/.test(m))
        return 'network';
    return 'other';
}
/** A short name for an error class, as a description says it. */
const ERROR_CLASS_NAME = {
    quota: 'quota exceeded',
    rate_limit: 'rate limited',
    context_window: 'context window exceeded',
    auth: 'authentication failed',
    network: 'connection failed',
    server: 'provider server error',
    refusal: 'request refused',
    other: 'error',
};
/** How a description says the provider failed a request: refused it (quota, limits, credentials, policy) or failed it. */
function failVerb(cls) {
    return cls === 'quota' || cls === 'rate_limit' || cls === 'auth' || cls === 'refusal' ? 'refused' : 'failed';
}
/** What to do about a provider that keeps failing, per kind of error. */
function providerRemediation(cls, message) {
    const said = message ? ` (it said ${quote(message)})` : '';
    switch (cls) {
        case 'quota':
            return `The provider refused requests because the account's quota was used up${said}: raise the quota or switch the plan or provider before the run, and make the agent stop on a quota error instead of retrying it.`;
        case 'rate_limit':
            return `The provider rate-limited the run${said}: lower the request rate or concurrency, retry with exponential backoff and a cap, and stop the run once the cap is reached.`;
        case 'context_window':
            return `The conversation outgrew the model's context window${said}: compact or trim history and tool outputs earlier, or use a model with a larger window.`;
        case 'auth':
            return `The provider rejected the credentials${said}: check the API key or login the agent runs with, and fail fast on authentication errors instead of retrying.`;
        case 'network':
            return `The connection to the provider kept failing${said}: check the endpoint, proxy and network the agent runs behind, and make retries back off and give up with a clear error.`;
        case 'server':
            return `The provider's servers failed the requests${said}: retry later with backoff and a cap, or fall back to another provider or model.`;
        case 'refusal':
            return `The model or API refused the requests${said}: check the prompt and the task against the provider's policies, or route such tasks elsewhere.`;
        default:
            return `The provider kept failing the requests${said}: cap retries with backoff and stop the run with the provider's error once the cap is reached.`;
    }
}
/** Severities ranked, for picking the worst of several findings. */
const SEVERITY_RANK_OF = { low: 0, medium: 1, high: 2, critical: 3 };

;// CONCATENATED MODULE: ./src/engine/rules/agents/run-failed.ts


const STATUS_TEXT = {
    error: 'ended in an error',
    aborted: 'was aborted',
    max_turns: 'hit its turn limit',
    incomplete: 'did not finish',
};
const detector = {
    meta: {
        type: 'run_failed',
        dimension: 'task_completion',
        weight: 0.2,
        maxPenalty: 100,
        chain: ['run_started', 'run_interrupted_or_errored', 'task_not_completed'],
        defaults: {
            failedStatuses: ['error', 'aborted', 'max_turns', 'incomplete'],
            userTurnReasons: ['user message'],
            penalty: 100,
            userTurnPenalty: 40,
            nonProviderKinds: ['tool', 'permission_denied', 'guardrail', 'result', 'agent', 'sample'],
        },
        remediation: 'Find out why the run stopped before it finished, fix that cause, and make the agent end ' +
            'with a clear error (not a silent stop) when it cannot go on.',
    },
    create(options) {
        const failedStatuses = new Set(options.failedStatuses.map((s) => s.toLowerCase()));
        const nonProvider = new Set(options.nonProviderKinds.map((k) => k.toLowerCase()));
        let end;
        let lastCall;
        let lastCallAnswered = false;
        // Something happened after the last call (a provider error, a retry, a compaction): the run did not stop on it.
        let movedOn = false;
        // Provider errors and retries in a row since the last tool call or reply.
        let streak = 0;
        let streakLast;
        return {
            on: {
                tool_call(e) {
                    lastCall = e;
                    lastCallAnswered = false;
                    movedOn = false;
                    streak = 0;
                },
                tool_output(e) {
                    if (!lastCall)
                        return;
                    const id = lastCall.raw.call_id;
                    const got = e.raw.call_id;
                    if (id === undefined || id === null || got === undefined || got === null || String(id) === String(got))
                        lastCallAnswered = true;
                },
                token_usage(e) {
                    if (isReply(e))
                        streak = 0;
                },
                error_event(e) {
                    if (!isProviderError(e, nonProvider))
                        return;
                    movedOn = true;
                    streak++;
                    streakLast = e;
                },
                retry_event(e) {
                    movedOn = true;
                    streak++;
                    streakLast = e;
                },
                context_event() {
                    movedOn = true;
                },
                process_end(e) {
                    end = e;
                },
            },
            finish() {
                const pendingCall = lastCall && !lastCallAnswered && !movedOn ? lastCall : undefined;
                if (!end) {
                    if (!pendingCall)
                        return [];
                    return [
                        {
                            severity: 'critical',
                            penalty: options.penalty,
                            evidence: [pendingCall],
                            description: `The run stopped on a call to ${quote(toolName(pendingCall))} that never got a result, and the trace has no completion.`,
                            remediation: stoppedRemediation,
                        },
                    ];
                }
                const status = (0,python_compat/* lower */.ib)(end.raw.status);
                if (!failedStatuses.has(status))
                    return [];
                const reason = common_text(end, 'reason');
                const evidence = [];
                if (pendingCall)
                    evidence.push(pendingCall);
                if (streak > 0 && streakLast)
                    evidence.push(streakLast);
                evidence.push(end);
                if (status === 'incomplete' && pendingCall) {
                    return [
                        cause('critical', options.penalty, evidence, `The run stopped on a call to ${quote(toolName(pendingCall))} that never got a result, with no completion.`, stoppedRemediation),
                    ];
                }
                if (status === 'incomplete' &&
                    reason &&
                    options.userTurnReasons.some((w) => reason.toLowerCase().includes(w))) {
                    return [
                        cause('high', options.userTurnPenalty, evidence, 'The trace ends on a user message that the agent never answered: the run may have been cut off.', 'Check whether the session was stopped before the agent could answer its last message; keep the whole run in the trace.'),
                    ];
                }
                const cls = classifyError(reason ?? common_text(streakLast ?? end, 'message'));
                const kind = status === 'error' && cls !== 'other' ? ` (${ERROR_CLASS_NAME[cls]})` : '';
                const after = streak >= 2 ? ` after the provider ${failVerb(cls)} ${(0,core_text/* plural */.LS)(streak, 'request')} in a row` : '';
                const said = quote(reason);
                const description = `The run ${STATUS_TEXT[status] ?? `ended with status ${quote(status)}`}${kind}${after}${said ? `: ${said}` : ''}.`;
                return [cause('critical', options.penalty, evidence, description, remediationOf(status, cls, reason))];
            },
        };
    },
};
const stoppedRemediation = 'The run stopped while a tool call was still running: check for a crash, a timeout or a killed ' +
    'process around that call, give long-running tools a timeout, and make the agent finish with a result or a clear error.';
function remediationOf(status, cls, reason) {
    switch (status) {
        case 'error':
            if (cls !== 'other')
                return providerRemediation(cls, reason);
            return `The run ended in an error${reason ? ` (${quote(reason)})` : ''}: fix what raised it, and rerun the task to completion before trusting its result.`;
        case 'aborted':
            return `The run was stopped before it finished${reason ? ` (${quote(reason)})` : ''}: find out who or what stopped it (a user interrupt, a timeout, a cancelled job) and rerun it to completion before trusting its result.`;
        case 'max_turns':
            return 'The run used up its turn limit before finishing: find what the agent spent its turns on (repeated calls, retries), fix that, or raise the limit if the task needs it.';
        default:
            return `The trace stops before the run finished${reason ? ` (${quote(reason)})` : ''}: check for a crash, a timeout or a killed process, and make the agent always record how its run ended.`;
    }
}
function cause(severity, penalty, evidence, description, remediation) {
    return { severity, penalty, evidence, description, remediation };
}
/* harmony default export */ const run_failed = (detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/repeats.ts

/** Calls of a run kept waiting for their results. */
const MAX_WAIT = 64;
const sameFp = (a, b) => a.a === b.a && a.b === b.b && a.c === b.c;
/**
 * Whether the second of two identical neighbouring calls made no progress: it was issued again
 * after the first failed, or both came back with the same result. A successful call after a
 * success whose result carries no content to compare is progress: nothing shows that nothing
 * changed. Two calls with no result at all show no progress either.
 */
function noProgress(prev, cur) {
    if (prev.failed)
        return true;
    if (cur.failed)
        return false;
    if (prev.digest !== undefined && cur.digest !== undefined)
        return prev.digest === cur.digest;
    return !prev.seen && !cur.seen;
}
/** Whether two identical neighbouring calls returned the very same successful result. */
function sameResult(prev, cur) {
    return !prev.failed && !cur.failed && prev.digest !== undefined && prev.digest === cur.digest;
}
class RepeatTracker {
    listener;
    current;
    closing;
    pending = new Map();
    /** The last call without a call id, waiting for an output without one (flat events). */
    anonymous;
    /** The last call whose result arrived: its tool error_event follows it. */
    lastResolved;
    constructor(listener) {
        this.listener = listener;
    }
    call(e) {
        const fp = e.callFingerprint();
        const id = idOf(e.raw.call_id);
        const entry = {
            event: e,
            callId: id,
            seen: false,
            failed: false,
            digest: undefined,
            message: undefined,
            done: false,
        };
        if (this.anonymous)
            this.settle(this.anonymous.run, this.anonymous.entry);
        this.anonymous = undefined;
        let run = this.current;
        if (run && sameFp(run.fp, fp)) {
            run.window.push(entry);
        }
        else {
            if (run)
                this.close(run);
            run = { fp, window: [entry], pending: 0, state: this.listener.start(entry) };
            this.current = run;
        }
        run.pending++;
        if (id !== undefined) {
            const old = this.pending.get(id);
            if (old)
                this.settle(old.run, old.entry);
            this.pending.set(id, { run, entry });
        }
        else {
            this.anonymous = { run, entry };
        }
        // A result that has not come after this many later calls of the run will not come in time.
        while (run.window.length > MAX_WAIT) {
            const oldest = run.window.find((x) => !x.done);
            if (!oldest)
                break;
            this.forget(oldest);
            this.settle(run, oldest);
        }
    }
    forget(entry) {
        if (entry.callId !== undefined && this.pending.get(entry.callId)?.entry === entry)
            this.pending.delete(entry.callId);
        if (this.anonymous?.entry === entry)
            this.anonymous = undefined;
    }
    output(e) {
        const id = idOf(e.raw.call_id);
        const p = id !== undefined ? this.pending.get(id) : this.anonymous;
        if (!p || p.entry.done)
            return;
        if (id !== undefined)
            this.pending.delete(id);
        else
            this.anonymous = undefined;
        const entry = p.entry;
        entry.seen = true;
        entry.failed = (0,python_compat/* lower */.ib)(e.raw.status) === 'error';
        const digest = e.raw.output_digest;
        entry.digest = typeof digest === 'string' && digest !== '' ? digest : undefined;
        this.lastResolved = entry;
        this.settle(p.run, entry);
    }
    /** A tool error_event: its message goes with the call it reports on. */
    toolError(e) {
        const r = this.lastResolved;
        if (!r)
            return;
        const id = idOf(e.raw.call_id);
        if (id !== undefined && id !== r.callId)
            return;
        const m = e.raw.message;
        if (typeof m === 'string')
            r.message = m;
    }
    /** After the last event: every run ends. */
    finish() {
        if (this.current)
            this.close(this.current);
        if (this.closing)
            this.end(this.closing);
        this.current = undefined;
        this.closing = undefined;
    }
    settle(run, entry) {
        if (entry.done)
            return;
        entry.done = true;
        run.pending--;
        this.advance(run);
        if (run === this.closing && run.pending === 0) {
            this.closing = undefined;
            this.end(run);
        }
    }
    advance(run) {
        const w = run.window;
        let i = 0;
        while (i + 1 < w.length && w[i].done && w[i + 1].done) {
            this.listener.link(run.state, w[i], w[i + 1]);
            i++;
        }
        if (i > 0)
            w.splice(0, i);
    }
    /** No more calls join the run; it waits for its results until the next run closes. */
    close(run) {
        if (this.current === run)
            this.current = undefined;
        if (this.closing)
            this.end(this.closing);
        this.closing = undefined;
        if (run.pending === 0)
            this.end(run);
        else
            this.closing = run;
    }
    /** The run is over: results still missing will not come in time to matter. */
    end(run) {
        for (const entry of run.window) {
            if (entry.done)
                continue;
            entry.done = true;
            this.forget(entry);
        }
        run.pending = 0;
        this.advance(run);
        this.listener.end(run.state);
    }
}
function idOf(x) {
    if (typeof x === 'string')
        return x === '' ? undefined : x;
    if (typeof x === 'number' && Number.isFinite(x))
        return String(x);
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/rules/agents/loop.ts


/** Events of a run kept as evidence: the first `limit - 1` and the last. */
class Sample {
    limit;
    events = [];
    last;
    constructor(limit) {
        this.limit = limit;
    }
    add(e) {
        if (this.events.length < this.limit - 1)
            this.events.push(e);
        else
            this.last = e;
    }
    list() {
        return this.last ? [...this.events, this.last] : [...this.events];
    }
}
const loop_detector = {
    meta: {
        type: 'infinite_tool_loop',
        dimension: 'loop_control',
        weight: 0.16,
        maxPenalty: 80,
        chain: ['tool_call', 'tool_failure_or_no_progress', 'retry_same_action', 'loop_flagged'],
        defaults: {
            minRepeats: 3,
            criticalRepeats: 5,
            stormRepeats: 3,
            criticalStorm: 5,
            basePenalty: 8,
            perRepeat: 6,
            maxPenalty: 80,
            evidenceLimit: 10,
            nonProviderKinds: ['tool', 'permission_denied', 'guardrail', 'result', 'agent', 'sample'],
        },
        remediation: 'Make the loop terminate: give the agent a stop condition and a retry cap, so that a call ' +
            'that failed or returned the same result is not issued again with the same arguments.',
    },
    create(options) {
        const nonProvider = new Set(options.nonProviderKinds.map((k) => k.toLowerCase()));
        const penalty = (n) => Math.min(options.maxPenalty, options.basePenalty + options.perRepeat * n);
        let best;
        let found = 0;
        const consider = (f) => {
            found++;
            if (!best ||
                SEVERITY_RANK_OF[f.severity] > SEVERITY_RANK_OF[best.severity] ||
                (f.severity === best.severity && f.length > best.length))
                best = f;
        };
        // Tool loops: chains of no-progress links within runs of identical calls.
        const endChain = (c) => {
            if (c.length < options.minRepeats)
                return;
            const events = c.sample.list();
            const tool = toolName(events[0]);
            const n = c.length;
            const said = quote(c.lastMessage);
            let how;
            if (c.failedRepeats === n - 1)
                how = `each repeat came after the call before it had failed${said ? ` (last error: ${said})` : ''}`;
            else if (c.unansweredRepeats === n - 1)
                how = 'no result came back for any of them';
            else if (c.failedRepeats === 0 && c.unansweredRepeats === 0)
                how = 'each repeat got the same result back';
            else if (c.unansweredRepeats > 0)
                how = 'no call brought anything new';
            else
                how = `${(0,core_text/* plural */.LS)(c.failedRepeats, 'repeat')} came after a failure and the others got the same result back`;
            consider({
                severity: n >= options.criticalRepeats ? 'critical' : 'high',
                length: n,
                evidence: events,
                description: `The agent called ${quote(tool)} ${n} times in a row with the same arguments without progress: ${how}.`,
                remediation: `Stop the agent from re-issuing ${quote(tool)} with the same arguments once a call failed or returned nothing new: ` +
                    'cap identical retries, and make it change the arguments, try another approach, or stop and report.',
            });
        };
        const newChain = (first) => {
            const sample = new Sample(options.evidenceLimit);
            sample.add(first.event);
            return { length: 1, failedRepeats: 0, unansweredRepeats: 0, sample, lastMessage: undefined };
        };
        const tracker = new RepeatTracker({
            start: (first) => ({ chain: newChain(first) }),
            link(state, prev, cur) {
                if (noProgress(prev, cur)) {
                    const c = state.chain;
                    c.length++;
                    if (prev.failed) {
                        c.failedRepeats++;
                        c.lastMessage = prev.message ?? c.lastMessage;
                    }
                    else if (!prev.seen && !cur.seen)
                        c.unansweredRepeats++;
                    if (cur.failed && cur.message)
                        c.lastMessage = cur.message;
                    c.sample.add(cur.event);
                }
                else {
                    endChain(state.chain);
                    state.chain = newChain(cur);
                }
            },
            end: (state) => endChain(state.chain),
        });
        // Retry storms.
        let storm = 0;
        let stormSample = new Sample(options.evidenceLimit);
        let stormErrors = 0;
        let stormMessage;
        const stormEvent = (e, isError) => {
            storm++;
            if (isError)
                stormErrors++;
            stormSample.add(e);
            stormMessage = common_text(e, 'message') ?? stormMessage;
        };
        const endStorm = () => {
            if (storm >= options.stormRepeats) {
                const said = quote(stormMessage);
                const cls = classifyError(stormMessage);
                const parts = stormErrors === storm
                    ? (0,core_text/* plural */.LS)(storm, 'error')
                    : stormErrors === 0
                        ? (0,core_text/* plural */.LS)(storm, 'retry', 'retries')
                        : `${(0,core_text/* plural */.LS)(stormErrors, 'error')} and ${(0,core_text/* plural */.LS)(storm - stormErrors, 'retry', 'retries')}`;
                consider({
                    severity: storm >= options.criticalStorm ? 'critical' : 'high',
                    length: storm,
                    evidence: stormSample.list(),
                    description: `The provider ${failVerb(cls)} ${storm} requests in a row (${parts}) with no tool call or reply between them` +
                        (said ? ` (last error: ${said}).` : '.'),
                    remediation: providerRemediation(cls, stormMessage),
                });
            }
            storm = 0;
            stormErrors = 0;
            stormMessage = undefined;
            if (stormSample.events.length)
                stormSample = new Sample(options.evidenceLimit);
        };
        return {
            on: {
                tool_call(e) {
                    endStorm();
                    tracker.call(e);
                },
                tool_output(e) {
                    tracker.output(e);
                },
                error_event(e) {
                    if (!isProviderError(e, nonProvider)) {
                        if (e.raw.kind === 'tool')
                            tracker.toolError(e);
                        return;
                    }
                    stormEvent(e, true);
                },
                retry_event(e) {
                    stormEvent(e, false);
                },
                token_usage(e) {
                    if (isReply(e))
                        endStorm();
                },
            },
            finish() {
                endStorm();
                tracker.finish();
                if (!best)
                    return [];
                const others = found - 1;
                const cause = {
                    severity: best.severity,
                    penalty: penalty(best.length),
                    evidence: best.evidence,
                    description: best.description + (others > 0 ? ` The run had ${(0,core_text/* plural */.LS)(others, 'other loop')} as well.` : ''),
                    remediation: best.remediation,
                };
                return [cause];
            },
        };
    },
};
/* harmony default export */ const loop = (loop_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/tool-failures.ts


const tool_failures_detector = {
    meta: {
        type: 'ignoring_tool_outputs',
        dimension: 'tool_output_utilization',
        weight: 0.16,
        maxPenalty: 100,
        chain: ['tool_call', 'tool_output', 'decision_skipped_output', 'unsupported_agent_step'],
        defaults: { minResults: 5, ratio: 0.5, criticalRatio: 0.5, criticalFailures: 5, evidenceLimit: 12 },
        remediation: 'Make the agent act on what its tools tell it: read the error of a failed call and change ' +
            'course (fix the arguments, the environment or the approach) instead of calling on.',
    },
    create(options) {
        let results = 0;
        let failed = 0;
        const evidence = [];
        let lastMessage;
        const tools = new Map();
        return {
            on: {
                tool_output(e) {
                    results++;
                    if ((0,python_compat/* lower */.ib)(e.raw.status) !== 'error')
                        return;
                    failed++;
                    if (evidence.length < options.evidenceLimit)
                        evidence.push(e);
                    const tool = typeof e.raw.tool === 'string' ? e.raw.tool : '';
                    if (tools.size < 50 || tools.has(tool))
                        tools.set(tool, (tools.get(tool) ?? 0) + 1);
                },
                error_event(e) {
                    if (e.raw.kind === 'tool')
                        lastMessage = common_text(e, 'message') ?? lastMessage;
                },
            },
            finish() {
                if (results < options.minResults || failed < results * options.ratio)
                    return [];
                const share = failed / results;
                const critical = share > options.criticalRatio && failed >= options.criticalFailures;
                let top = '';
                let topCount = 0;
                for (const [tool, n] of tools)
                    if (n > topCount && tool !== '')
                        [top, topCount] = [tool, n];
                const said = quote(lastMessage);
                return [
                    {
                        severity: critical ? 'critical' : 'high',
                        penalty: Math.round(100 * share),
                        evidence,
                        description: `${failed} of ${(0,core_text/* plural */.LS)(results, 'tool call')} failed (${Math.round(100 * share)}%)` +
                            (top ? `, ${topCount} of them ${quote(top)}` : '') +
                            `: the agent kept going without acting on what its tools told it` +
                            (said ? ` (last error: ${said}).` : '.'),
                        remediation: `Most tool calls failed${top ? `, ${quote(top)} most often` : ''}${said ? ` (last error: ${said})` : ''}: fix the tool setup or ` +
                            "environment the agent runs in, and make the agent read a failed call's error and change course instead of calling on.",
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const tool_failures = (tool_failures_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/context.ts


const context_detector = {
    meta: {
        type: 'context_pollution',
        dimension: 'context_health',
        weight: 0.12,
        maxPenalty: 40,
        chain: ['context_growth', 'saturation_or_compaction', 'key_state_risk'],
        defaults: {
            saturation: 85,
            highSaturation: 95,
            highCompactions: 3,
            basePenalty: 8,
            perEvent: 6,
            maxPenalty: 40,
            evidenceLimit: 12,
        },
        remediation: 'Use less context: keep tool outputs and history short, and avoid compactions that can ' +
            'silently drop the state the task depends on.',
    },
    create(options) {
        let window;
        let compactions = 0;
        let saturated = 0;
        let peak = 0;
        const evidence = [];
        const fillOf = (e) => {
            const raw = e.raw;
            const w = (0,python_compat/* toNumber */.Ro)(raw.context_window);
            if (w > 0)
                window = w;
            if (raw.saturation !== undefined && raw.saturation !== null) {
                const s = (0,python_compat/* toNumber */.Ro)(raw.saturation);
                if (Number.isFinite(s))
                    return s;
            }
            const tokens = (0,python_compat/* toNumber */.Ro)(raw.tokens ?? raw.tokens_before);
            if (window !== undefined && tokens > 0)
                return (100 * tokens) / window;
            return undefined;
        };
        return {
            on: {
                context_event(e) {
                    const fill = fillOf(e);
                    const compaction = (0,python_compat/* lower */.ib)(e.raw.action) === 'compaction';
                    const full = fill !== undefined && fill >= options.saturation;
                    if (!compaction && !full)
                        return;
                    if (compaction)
                        compactions++;
                    else
                        saturated++;
                    if (fill !== undefined && fill > peak)
                        peak = fill;
                    if (evidence.length < options.evidenceLimit)
                        evidence.push(e);
                },
            },
            finish() {
                const n = compactions + saturated;
                if (n === 0)
                    return [];
                const high = compactions >= options.highCompactions || peak >= options.highSaturation;
                const parts = [];
                if (compactions)
                    parts.push(`was compacted ${(0,core_text/* plural */.LS)(compactions, 'time')}`);
                if (saturated)
                    parts.push(`was at least ${options.saturation}% full in ${(0,core_text/* plural */.LS)(saturated, 'turn')}`);
                return [
                    {
                        severity: high ? 'high' : 'medium',
                        penalty: Math.min(options.maxPenalty, options.basePenalty + options.perEvent * n),
                        evidence,
                        description: `The context window ${parts.join(' and ')}${peak >= 50 ? ` (peak ${Math.round(peak)}% of the model's window)` : ''}: what a compaction drops is gone for the rest of the run.`,
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const context = (context_detector);

// EXTERNAL MODULE: ./src/engine/labels.ts
var labels = __nccwpck_require__(59667);
;// CONCATENATED MODULE: ./src/engine/rules/agents/cost.ts




function part(u, key) {
    const n = Number(u[key]);
    return Number.isFinite(n) && n > 0 ? n : 0;
}
const fmt = (n) => n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
const cost_detector = {
    meta: {
        type: 'cost_explosion',
        dimension: 'cost_efficiency',
        weight: 0.12,
        maxPenalty: 80,
        chain: ['repeated_reasoning_or_calls', 'token_waste', 'cost_spike'],
        defaults: {
            tokenBudget: 0,
            criticalBudgetRatio: 3,
            cacheReadWeight: 0.1,
            wasteThreshold: 3,
            highWaste: 10,
            wastePenalty: 2,
            budgetPenalty: 20,
            maxPenalty: 80,
            evidenceLimit: 8,
        },
        remediation: 'Make tool calls count: do not pay twice for the same call, and put a token budget on ' +
            'the run that is checked across turns.',
    },
    create(options) {
        let effective = 0;
        let cacheRead = 0;
        let total = 0;
        // The largest replies, by effective tokens (a short list, kept sorted largest first).
        const largest = [];
        let waste = 0;
        const wasted = [];
        const wastedTools = new Map();
        const tracker = new RepeatTracker({
            start: () => null,
            link(_s, prev, cur) {
                if (!sameResult(prev, cur))
                    return;
                waste++;
                if (wasted.length < options.evidenceLimit)
                    wasted.push(cur.event);
                const tool = toolName(cur.event);
                if (wastedTools.size < 50 || wastedTools.has(tool))
                    wastedTools.set(tool, (wastedTools.get(tool) ?? 0) + 1);
            },
            end: () => { },
        });
        return {
            on: {
                tool_call: (e) => tracker.call(e),
                tool_output: (e) => tracker.output(e),
                token_usage(e) {
                    const u = e.raw.usage;
                    const all = (0,labels/* tokensOf */.k8)(e);
                    const tokens = (0,labels/* effectiveTokensOf */.D3)(e.raw, options.cacheReadWeight);
                    if ((0,python_compat/* isJsonObjectLike */.lz)(u))
                        cacheRead += part(u, 'cache_read');
                    total += all;
                    effective += tokens;
                    if (largest.length < options.evidenceLimit || tokens > largest[largest.length - 1].tokens) {
                        let i = largest.length;
                        while (i > 0 && largest[i - 1].tokens < tokens)
                            i--;
                        largest.splice(i, 0, { e, tokens });
                        if (largest.length > options.evidenceLimit)
                            largest.pop();
                    }
                },
            },
            finish() {
                tracker.finish();
                const spent = Math.floor(effective);
                const budget = options.tokenBudget > 0 ? options.tokenBudget : 0;
                const over = budget > 0 && spent > budget;
                if (!over && waste < options.wasteThreshold)
                    return [];
                let severity = waste >= options.highWaste ? 'high' : 'medium';
                let penalty = options.wastePenalty * waste;
                const parts = [];
                const spend = `${fmt(spent)} effective tokens` +
                    (total !== spent
                        ? ` (${fmt(total)} in all${cacheRead > 0 ? `, ${fmt(cacheRead)} of them cheap cache reads` : ''})`
                        : '');
                if (over) {
                    const ratio = spent / budget;
                    severity = ratio > options.criticalBudgetRatio ? 'critical' : 'high';
                    penalty += Math.round(options.budgetPenalty * ratio);
                    parts.push(`The run spent ${spend}, ${ratio.toFixed(1)} times its budget of ${fmt(budget)}`);
                }
                else {
                    penalty += 10;
                }
                if (waste >= (over ? 1 : options.wasteThreshold)) {
                    let top = '';
                    let topCount = 0;
                    for (const [tool, n] of wastedTools)
                        if (n > topCount)
                            [top, topCount] = [tool, n];
                    parts.push(`${over ? 'and' : 'The run made'} ${(0,core_text/* plural */.LS)(waste, 'call')} that repeated the call right before ${waste === 1 ? 'it' : 'them'} and got the very same result back` +
                        (top ? ` (${topCount} of them ${quote(top)})` : '') +
                        (over ? '' : `, out of ${spend}`));
                }
                return [
                    {
                        severity,
                        penalty: Math.min(options.maxPenalty, penalty),
                        evidence: [...wasted, ...largest.map((l) => l.e)].sort((a, b) => a.position - b.position),
                        description: parts.join(' ') + '.',
                        remediation: over
                            ? `Keep the run within its budget of ${fmt(budget)} effective tokens: find the turns that spent the most (long tool outputs, re-read files, retries), trim them, and stop or check in when the budget runs out.`
                            : 'Do not pay twice for the same answer: cache or reuse a result the agent already has instead of calling the tool again with the same arguments.',
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const cost = (cost_detector);

// EXTERNAL MODULE: ./src/engine/rules/critiqor/memory-degradation.ts
var memory_degradation = __nccwpck_require__(63252);
// EXTERNAL MODULE: ./src/engine/rules/critiqor/skill-failure.ts
var skill_failure = __nccwpck_require__(93038);
;// CONCATENATED MODULE: ./src/engine/rules/agents/index.ts
/**
 * The rules of the `agents` preset, in the order their causes are reported (and primary ties
 * are broken): how the run ended first, then loops and storms, failing tools, context, cost,
 * memory and skills. Memory and skills are judged by the reference model's own rules: the events
 * real formats give them (lost compaction summaries, failed memory reads, failed skill reads)
 * mean the same there.
 */







const AGENTS_DETECTORS = [
    run_failed,
    loop,
    tool_failures,
    context,
    cost,
    memory_degradation/* default */.A,
    skill_failure/* default */.A,
];

;// CONCATENATED MODULE: ./src/engine/presets.ts
/**
 * Presets: which rules judge a session and how the dimensions are weighted.
 *
 * `critiqor` is the reference model, exact (diagnosis.md). Other presets reuse its engine,
 * scoring and report and bring rules of their own.
 */


const PRESET_IDS = ['critiqor', 'agents'];
/** The dimensions a session's score means something for: weighed by the preset and observable. */
function observedDimensions(preset, formatObserves) {
    return preset.dimensions
        .map((d) => d.dimension)
        .filter((d) => formatObserves.includes(d) || preset.judgesFromToolResults?.includes(d));
}
const CRITIQOR = {
    id: 'critiqor',
    dimensions: critiqor/* DETECTORS */.c.map((d) => ({ dimension: d.meta.dimension, weight: d.meta.weight })),
    detectors: critiqor/* DETECTORS */.c,
};
const registry = new Map([['critiqor', CRITIQOR]]);
/** Make a preset available by its id. */
function registerPreset(preset) {
    registry.set(preset.id, preset);
}
function presetById(id) {
    return registry.get(id);
}
/**
 * Real agent traces (every format but flat critiqor events): runs that did not finish, loops
 * without progress and retry storms, failing tools, context, cost against a budget. The six
 * dimensions of the reference model keep their proportions within 0.80; `task_completion` weighs
 * 0.20 and comes last in the weighted sum.
 */
const AGENTS = {
    id: 'agents',
    dimensions: [
        { dimension: 'loop_control', weight: 0.16 },
        { dimension: 'memory_integrity', weight: 0.12 },
        { dimension: 'tool_output_utilization', weight: 0.16 },
        { dimension: 'context_health', weight: 0.12 },
        { dimension: 'cost_efficiency', weight: 0.12 },
        { dimension: 'skill_adherence', weight: 0.12 },
        { dimension: 'task_completion', weight: 0.2 },
    ],
    detectors: AGENTS_DETECTORS,
    // Failed tool results are what the agents rule for tool_output_utilization reads.
    judgesFromToolResults: ['tool_output_utilization'],
};
registerPreset(AGENTS);


/***/ }),

/***/ 53828:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  c: () => (/* binding */ DETECTORS)
});

// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/infinite-tool-loop.ts
/**
 * infinite_tool_loop: the same tool called again and again with the same arguments.
 *
 * Calls are grouped by (tool, arguments) compared as canonical JSON (the engine's CallIndex); every group that reaches
 * `minRepeats` is one cause, in the order of each group's first call. Retries anywhere in the
 * session make a loop worse.
 */

const detector = {
    meta: {
        type: 'infinite_tool_loop',
        dimension: 'loop_control',
        weight: 0.2,
        maxPenalty: 30,
        chain: ['tool_call', 'tool_failure_or_no_progress', 'retry_same_action', 'loop_flagged'],
        defaults: { minRepeats: 3, criticalRepeats: 5, criticalRetries: 3, retryEvidence: 3 },
        remediation: 'Make the loop terminate: give the agent a stop condition and a retry cap, so that a call ' +
            'that did not make progress is not issued again with the same arguments.',
    },
    create(options, ctx) {
        // The engine groups the calls (calls.ts); this rule keeps the session's retries.
        const retries = [];
        let retryCount = 0;
        return {
            on: {
                retry_event(e) {
                    retryCount++;
                    if (retries.length < options.retryEvidence)
                        retries.push(e);
                },
            },
            save: () => ({ retryCount, retries: retries.map(events/* toPlain */.Ul) }),
            absorb(state, shift) {
                const other = state;
                retryCount += other.retryCount;
                for (const p of other.retries)
                    if (retries.length < options.retryEvidence)
                        retries.push((0,events/* fromPlain */.bM)(p, shift));
            },
            finish() {
                return ctx.calls.repeated(options.minRepeats).map((group) => {
                    const g = group.rest.length + 1;
                    const critical = g >= options.criticalRepeats || retryCount >= options.criticalRetries;
                    return {
                        severity: critical ? 'critical' : 'high',
                        penalty: Math.min(30, 8 + 4 * g + 3 * retryCount),
                        evidence: [group.first, ...group.rest, ...retries],
                        description: `Tool call repeated ${g} times with matching arguments.`,
                    };
                });
            },
        };
    },
};
/* harmony default export */ const infinite_tool_loop = (detector);

// EXTERNAL MODULE: ./src/engine/rules/critiqor/memory-degradation.ts
var memory_degradation = __nccwpck_require__(63252);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
// EXTERNAL MODULE: ./src/engine/rules/types.ts
var types = __nccwpck_require__(33867);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/ignoring-tool-outputs.ts
/**
 * ignoring_tool_outputs: tool results the agent did not use.
 */


const ignoring_tool_outputs_detector = {
    meta: {
        type: 'ignoring_tool_outputs',
        dimension: 'tool_output_utilization',
        weight: 0.2,
        maxPenalty: 30,
        chain: ['tool_call', 'tool_output', 'decision_skipped_output', 'unsupported_agent_step'],
        defaults: { highCount: 2 },
        remediation: 'Feed tool results into the next decision. Outputs the agent never uses mean the tool ' +
            'layer and the reasoning layer are disconnected: the agent acts without its evidence.',
    },
    create(options) {
        const { matched, handler, save, absorb } = (0,types/* collector */.g)((e) => e.raw.used === false || e.raw.referenced === false || (0,python_compat/* lower */.ib)(e.raw.status) === 'ignored');
        return {
            on: { tool_output: handler },
            save,
            absorb,
            finish() {
                const n = matched.length;
                if (n === 0)
                    return [];
                return [
                    {
                        severity: n >= options.highCount ? 'high' : 'medium',
                        penalty: Math.min(30, 10 + 7 * n),
                        evidence: matched,
                        description: `${n} tool output${n === 1 ? ' was' : 's were'} not used by the agent's next steps.`,
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const ignoring_tool_outputs = (ignoring_tool_outputs_detector);

;// CONCATENATED MODULE: ./src/engine/rules/critiqor/context-pollution.ts
/**
 * context_pollution: a context window near its limit, or compacted.
 */


/** Integer part of `saturation` when that key is present, else of `saturation_score`, else 0. */
function saturationOf(e) {
    const raw = e.raw;
    return (0,python_compat/* toInt */.RI)((0,python_compat/* hasKey */.CJ)(raw, 'saturation') ? raw.saturation : raw.saturation_score);
}
const context_pollution_detector = {
    meta: {
        type: 'context_pollution',
        dimension: 'context_health',
        weight: 0.15,
        maxPenalty: 22,
        chain: ['context_growth', 'saturation_or_compaction', 'key_state_risk'],
        defaults: { saturation: 85, highSaturation: 95 },
        remediation: 'Use less context: keep tool outputs and history short, and avoid compactions that can ' +
            'silently drop the state the task depends on.',
    },
    create(options) {
        let maxSaturation = 0;
        const { matched, handler, save, absorb } = (0,types/* collector */.g)((e) => {
            const sat = saturationOf(e);
            const hit = sat >= options.saturation || (0,python_compat/* lower */.ib)(e.raw.action) === 'compaction';
            if (hit && sat > maxSaturation)
                maxSaturation = sat;
            return hit;
        });
        return {
            on: { context_event: handler },
            save: () => ({ matched: save(), maxSaturation }),
            absorb(state, shift) {
                const other = state;
                absorb(other.matched, shift);
                maxSaturation = Math.max(maxSaturation, other.maxSaturation);
            },
            finish() {
                const n = matched.length;
                if (n === 0)
                    return [];
                return [
                    {
                        severity: maxSaturation >= options.highSaturation ? 'high' : 'medium',
                        penalty: Math.min(22, 7 + 5 * n),
                        evidence: matched,
                        description: `The context window was saturated or compacted ${n} time${n === 1 ? '' : 's'}${maxSaturation > 0 ? ` (peak ${maxSaturation}% full)` : ''}.`,
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const context_pollution = (context_pollution_detector);

;// CONCATENATED MODULE: ./src/engine/rules/critiqor/cost-explosion.ts
/**
 * cost_explosion: too many tokens, or the same calls paid for more than once.
 *
 * T is the session's total tokens; D the number of tool calls minus the number of distinct call
 * labels (a call repeated with the same arguments counts as a duplicate). The engine measures
 * both (cost.ts); this rule judges them.
 */

const cost_explosion_detector = {
    meta: {
        type: 'cost_explosion',
        dimension: 'cost_efficiency',
        weight: 0.15,
        maxPenalty: 30,
        chain: ['repeated_reasoning_or_calls', 'token_waste', 'cost_spike'],
        defaults: {
            tokenThreshold: 12000,
            duplicateThreshold: 3,
            criticalTokens: 30000,
            tokensPerPoint: 6000,
            evidenceLimit: 12,
        },
        remediation: 'Make tool calls count: do not pay twice for the same call, and put a token budget on ' +
            'the run that is checked across turns.',
    },
    create(options, ctx) {
        const evidence = [];
        const keep = (e) => {
            if (evidence.length < options.evidenceLimit)
                evidence.push(e);
        };
        return {
            on: {
                tool_call: keep,
                token_usage: keep,
            },
            save: () => evidence.map(events/* toPlain */.Ul),
            absorb(state, shift) {
                for (const p of state)
                    keep((0,events/* fromPlain */.bM)(p, shift));
            },
            finish() {
                const { totalTokens: t, duplicateCalls: d } = ctx.cost;
                if (t < options.tokenThreshold && d < options.duplicateThreshold)
                    return [];
                return [
                    {
                        severity: t >= options.criticalTokens ? 'critical' : 'high',
                        penalty: Math.abs(Math.min(30, 10 + 4 * d + Math.floor(t / options.tokensPerPoint))),
                        evidence,
                        description: `The run spent ${t} tokens` +
                            (d > 0 ? ` and made ${d} duplicate tool call${d === 1 ? '' : 's'} (same tool, same arguments).` : '.'),
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const cost_explosion = (cost_explosion_detector);

// EXTERNAL MODULE: ./src/engine/rules/critiqor/skill-failure.ts
var skill_failure = __nccwpck_require__(93038);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/index.ts
/**
 * The detectors in the reference model's order. The order matters: it is the order of the
 * failure causes, the tie-break of the primary diagnosis and the order of the weighted sum.
 */






const DETECTORS = [
    infinite_tool_loop,
    memory_degradation/* default */.A,
    ignoring_tool_outputs,
    context_pollution,
    cost_explosion,
    skill_failure/* default */.A,
];


/***/ }),

/***/ 63252:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(61296);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33867);
/**
 * memory_degradation: recalls that failed, were ignored or lost state.
 */


const detector = {
    meta: {
        type: 'memory_degradation',
        dimension: 'memory_integrity',
        weight: 0.15,
        maxPenalty: 25,
        chain: ['memory_stored', 'recall_failed_or_ignored', 'state_reconstruction_failed'],
        defaults: { failedActions: ['recall_failed', 'ignored', 'lost', 'miss'], highCount: 3 },
        remediation: 'Check how memory is stored and recalled: what the agent stores must be retrievable later ' +
            'and must actually be used by the steps that follow.',
    },
    create(options) {
        const failed = new Set(options.failedActions);
        const { matched, handler, save, absorb } = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .collector */ .g)((e) => {
            const raw = e.raw;
            const action = (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'action') ? raw.action : (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'status') ? raw.status : '';
            return failed.has((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .lower */ .ib)(action));
        });
        return {
            on: { memory_event: handler },
            save,
            absorb,
            finish() {
                const n = matched.length;
                if (n === 0)
                    return [];
                return [
                    {
                        severity: n >= options.highCount ? 'high' : 'medium',
                        penalty: Math.min(25, 8 + 5 * n),
                        evidence: matched,
                        description: `Memory failed the agent ${n} time${n === 1 ? '' : 's'}: recalls that missed, were ignored or lost state.`,
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (detector);


/***/ }),

/***/ 93038:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(61296);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33867);
/**
 * skill_failure: a skill that was available but not invoked, ignored, mismatched or failed.
 */


const detector = {
    meta: {
        type: 'skill_failure',
        dimension: 'skill_adherence',
        weight: 0.15,
        maxPenalty: 24,
        chain: ['skill_available', 'skill_not_selected_or_failed', 'generic_execution'],
        defaults: { failedStatuses: ['ignored', 'mismatch', 'failed'], highCount: 2 },
        remediation: 'Check how skills are selected and invoked: the agent took a generic path where a skill ' +
            'exists for the job, or the skill it chose failed.',
    },
    create(options) {
        const failed = new Set(options.failedStatuses);
        const { matched, handler, save, absorb } = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .collector */ .g)((e) => e.raw.invoked === false || failed.has((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .lower */ .ib)(e.raw.status)));
        return {
            on: { skill_event: handler },
            save,
            absorb,
            finish() {
                const n = matched.length;
                if (n === 0)
                    return [];
                return [
                    {
                        severity: n >= options.highCount ? 'high' : 'medium',
                        penalty: Math.min(24, 8 + 6 * n),
                        evidence: matched,
                        description: `A skill was skipped, ignored or failed ${n} time${n === 1 ? '' : 's'} where it should have done the job.`,
                    },
                ];
            },
        };
    },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (detector);


/***/ }),

/***/ 33867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ collector)
/* harmony export */ });
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(87842);

/** Counts matching events, keeping them as evidence; its state saves and merges as a list. */
function collector(match) {
    const matched = [];
    return {
        matched,
        handler: (e) => {
            if (match(e))
                matched.push(e);
        },
        save: () => matched.map(_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .toPlain */ .Ul),
        absorb: (state, shift) => {
            for (const p of state)
                matched.push((0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .fromPlain */ .bM)(p, shift));
        },
    };
}


/***/ }),

/***/ 885:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ isPartWorker),
/* harmony export */   UT: () => (/* binding */ diagnoseInParts),
/* harmony export */   _x: () => (/* binding */ PARTS_MIN_BYTES),
/* harmony export */   vn: () => (/* binding */ runPartWorker)
/* harmony export */ });
/* unused harmony exports diagnosePart, cutPoint */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(65442);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(87842);
/* harmony import */ var _engine_presets_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6198);
/* harmony import */ var _trace_adapters_common_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(28833);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(47013);
/**
 * One long JSONL file of flat events, diagnosed in two parts at once: this thread reads the
 * first half while a worker thread reads the second, and the worker's state is merged into this
 * thread's (SessionDiagnoser.save / absorb). The merged diagnosis is the one a single pass gives
 * (a test holds the two equal); only the reference model's rules merge, so only flat critiqor
 * events under the critiqor preset are read this way.
 */








/** Files smaller than this are read in one part: a worker costs more than it saves. */
const PARTS_MIN_BYTES = 32 * 1024 * 1024;
/** Diagnose the bytes [start, end) of a flat-event JSONL file on their own. */
async function diagnosePart(job, onWarning) {
    const d = new _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__/* .SessionDiagnoser */ .zU({ ...job.engine, preset: _engine_presets_js__WEBPACK_IMPORTED_MODULE_5__/* .CRITIQOR */ .m9, retainEvents: false });
    const { lines } = await (0,_trace_read_js__WEBPACK_IMPORTED_MODULE_7__/* .readRecords */ .T3)(job.path, (value, line) => {
        if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .OW)(value))
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_7__/* .TraceError */ .yW(job.path, line, `expected an event object, found ${(0,_trace_adapters_common_js__WEBPACK_IMPORTED_MODULE_6__/* .typeName */ .go)(value)}`);
        d.push(value, { line });
    }, { range: { start: job.start, end: job.end, final: job.final }, maxBytes: job.maxBytes, onWarning });
    return { d, lines };
}
/** Where to cut a file in two: just after the first line end past its middle; undefined if none. */
async function cutPoint(path, size) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const buf = Buffer.alloc(1 << 20);
        for (let at = Math.floor(size / 2); at < size; at += buf.length) {
            const { bytesRead } = await handle.read(buf, 0, buf.length, at);
            const nl = buf.subarray(0, bytesRead).indexOf(0x0a);
            if (nl !== -1)
                return at + nl + 1 < size ? at + nl + 1 : undefined;
            if (bytesRead === 0)
                break;
        }
        return undefined;
    }
    finally {
        await handle.close();
    }
}
/**
 * Diagnose a flat-event JSONL file in two parts at once, with `script` (a bundle whose entry runs
 * `runPartWorker` in a worker thread) as the worker. Undefined when the file is not worth it.
 */
async function diagnoseInParts(path, script, engine, options) {
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    if (size < (options.minBytes ?? PARTS_MIN_BYTES) || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)() < 2)
        return undefined;
    const cut = await cutPoint(path, size);
    if (cut === undefined)
        return undefined;
    const job = { path, start: cut, end: size, final: true, engine, maxBytes: options.maxBytes };
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(script, { workerData: { agentTrustGatePart: job } });
    const reply = new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the worker thread stopped (exit code ${code})`)));
    });
    reply.catch(() => { }); // handled below, after the first part
    try {
        const first = await diagnosePart({ path, start: 0, end: cut, final: false, engine, maxBytes: options.maxBytes }, options.onWarning);
        const second = await reply;
        for (const w of second.warnings)
            options.onWarning?.({ path, line: w.line !== undefined ? w.line + first.lines : undefined, message: w.message });
        if ('error' in second) {
            if (second.internal)
                throw new Error(second.error.detail);
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_7__/* .TraceError */ .yW(path, second.error.line !== undefined ? second.error.line + first.lines : undefined, second.error.detail);
        }
        first.d.absorb(second.state, first.lines);
        return first.d;
    }
    finally {
        await worker.terminate();
    }
}
/** The worker's side: run the job in `workerData` and post the state back. */
async function runPartWorker() {
    const job = node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData.agentTrustGatePart;
    const warnings = [];
    let reply;
    const transfer = [];
    try {
        const { d, lines } = await diagnosePart(job, (w) => warnings.push({ line: w.line, message: w.message }));
        const state = d.save();
        const c = state.calls;
        for (const a of [c.a, c.b, c.c, c.flags, c.position, c.line, c.index])
            transfer.push(a.buffer);
        reply = { state, lines, warnings };
    }
    catch (err) {
        reply =
            err instanceof _trace_read_js__WEBPACK_IMPORTED_MODULE_7__/* .TraceError */ .yW
                ? { error: { line: err.line, detail: err.detail }, internal: false, warnings }
                : { error: { detail: err?.message ?? String(err) }, internal: true, warnings };
    }
    node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort.postMessage(reply, transfer);
}
/** Whether this thread is a part worker started by `diagnoseInParts`. */
function isPartWorker() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData?.agentTrustGatePart !== undefined;
}


/***/ }),

/***/ 91298:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $6: () => (/* binding */ diagnoseFile),
  ms: () => (/* binding */ diagnoseFiles)
});

// UNUSED EXPORTS: POOL_MIN_BYTES, presetFor

// EXTERNAL MODULE: ./src/engine/diagnose.ts + 2 modules
var diagnose = __nccwpck_require__(65442);
// EXTERNAL MODULE: ./src/engine/presets.ts + 8 modules
var presets = __nccwpck_require__(6198);
// EXTERNAL MODULE: ./src/trace/registry.ts + 11 modules
var registry = __nccwpck_require__(97768);
// EXTERNAL MODULE: ./src/trace/read.ts
var read = __nccwpck_require__(47013);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: ./src/gate/parts.ts
var parts = __nccwpck_require__(885);
// EXTERNAL MODULE: ./src/gate/pool.ts
var pool = __nccwpck_require__(92013);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
;// CONCATENATED MODULE: ./src/engine/session.ts

/** The preset `auto` picks: the reference model for flat events, `agents` for real agent traces. */
function presetFor(format, option = 'auto') {
    const id = option !== 'auto' ? option : format === 'critiqor' || format === 'critiqor-session' ? 'critiqor' : 'agents';
    // Until a preset is available, the reference model judges.
    return (0,presets/* presetById */.iH)(id) ?? presets/* CRITIQOR */.m9;
}

;// CONCATENATED MODULE: ./src/gate/pipeline.ts
/**
 * From trace files to diagnosed sessions: read each file as a stream, recognise its format,
 * adapt its records to flat events and feed them to one engine per session.
 *
 * The CLI and the action both call this; neither reads traces any other way.
 */











/** Without a number of workers asked for, files that add up to less than this are read on this thread. */
const POOL_MIN_BYTES = 4 * 1024 * 1024;
/** Diagnose one trace file: one result per session in it, in the order they first appear. */
async function diagnoseFile(path, options = {}) {
    const format = options.format ?? 'auto';
    // The engine keeps evidence by reference; the few events a report shows are fetched again
    // below, so memory does not grow with the number of distinct calls.
    const inParts = await tryInParts(path, options);
    if (inParts)
        return inParts;
    const sessions = new Map();
    let adapter;
    let engine = { ...options.engine, retainEvents: false };
    const emit = (event, origin, session) => {
        const key = session ?? '';
        let d = sessions.get(key);
        if (!d) {
            d = new diagnose/* SessionDiagnoser */.zU(engine);
            sessions.set(key, d);
        }
        d.push(event, origin);
    };
    const { mode } = await readAdapted(path, options, (first, line) => {
        adapter = format === 'auto' ? (0,registry/* recognise */.GJ)(first) : (0,registry/* adapterFor */.fA)(format);
        if (!adapter) {
            throw new read/* TraceError */.yW(path, line, format === 'auto'
                ? `expected a known trace format, found none that matches this record. Looked for: ${(0,registry/* signatures */.EW)()}`
                : `the format "${format}" is not supported yet`);
        }
        engine = { ...engine, preset: presetFor(adapter.id, options.preset) };
        return adapter;
    }, emit);
    // A file whose records held no events is still one (empty) session.
    if (sessions.size === 0)
        sessions.set('', new diagnose/* SessionDiagnoser */.zU(engine));
    const pending = new Map();
    for (const [key, d] of sessions) {
        const refs = d.end();
        if (refs.length)
            pending.set(key, refs);
    }
    const resolved = pending.size
        ? await fetchEvidence(path, adapter, mode, pending, options)
        : new Map();
    const results = [];
    for (const [key, d] of sessions) {
        results.push({
            source: path,
            ...(key !== '' ? { session: key } : {}),
            format: adapter.id,
            preset: engine.preset.id,
            observes: (0,presets/* observedDimensions */._O)(engine.preset, adapter.observes),
            diagnosis: finishSafely(d, resolved.get(key), path),
        });
    }
    return results;
}
function finishSafely(d, resolved, path) {
    try {
        return d.finish(resolved);
    }
    catch (err) {
        throw tooDeep(err, path, undefined);
    }
}
/** The first non-blank line of a file, parsed; undefined when it is not one JSON value in its first MiB. */
async function firstValue(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const buf = Buffer.alloc(1 << 20);
        const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
        for (const line of buf
            .toString('utf8', 0, bytesRead)
            .replace(/^\ufeff/, '')
            .split('\n')
            .slice(0, -1)) {
            if (line.trim() === '')
                continue;
            try {
                return JSON.parse(line);
            }
            catch {
                return undefined;
            }
        }
        return undefined;
    }
    finally {
        await handle.close();
    }
}
/**
 * A long JSONL file of flat events under the reference model, diagnosed in two parts at once
 * (src/gate/parts.ts); undefined when the file is not one, or not worth it, and the usual pass runs.
 */
async function tryInParts(path, options) {
    const format = options.format ?? 'auto';
    if (!options.workerScript || (format !== 'auto' && format !== 'critiqor') || options.engine?.graph === 'full')
        return undefined;
    if (presetFor('critiqor', options.preset) !== presets/* CRITIQOR */.m9)
        return undefined;
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    if (!info?.isFile() ||
        info.size < (options.partsMinBytes ?? parts/* PARTS_MIN_BYTES */._x) ||
        info.size > (options.maxBytes ?? read/* DEFAULT_MAX_BYTES */.fS))
        return undefined;
    const first = await firstValue(path);
    if (!(0,events/* isJsonObject */.OW)(first) || 'events' in first || (0,registry/* recognise */.GJ)(first)?.id !== 'critiqor')
        return undefined;
    const d = await (0,parts/* diagnoseInParts */.UT)(path, options.workerScript, { graph: options.engine?.graph, detectorOptions: options.engine?.detectorOptions }, { maxBytes: options.maxBytes, onWarning: options.onWarning, minBytes: options.partsMinBytes });
    if (!d)
        return undefined;
    const adapter = (0,registry/* adapterFor */.fA)('critiqor');
    const refs = d.end();
    const resolved = refs.length
        ? await fetchEvidence(path, adapter, 'jsonl', new Map([['', refs]]), options)
        : new Map();
    return [
        {
            source: path,
            format: 'critiqor',
            preset: 'critiqor',
            observes: (0,presets/* observedDimensions */._O)(presets/* CRITIQOR */.m9, adapter.observes),
            diagnosis: finishSafely(d, resolved.get(''), path),
        },
    ];
}
/** Read a file and run its records through the adapter that `choose` picks on the first one. */
async function readAdapted(path, options, choose, emit) {
    let instance;
    const ctx = {
        source: path,
        warn: (line, message) => options.onWarning?.({ path, line, message }),
    };
    const { mode } = await (0,read/* readRecords */.T3)(path, (value, line) => {
        try {
            if (!instance)
                instance = choose(value, line).create(emit, ctx);
            instance.record(value, line);
        }
        catch (err) {
            throw tooDeep(err, path, line);
        }
    }, { maxBytes: options.maxBytes, onWarning: options.onWarning });
    try {
        instance.end();
    }
    catch (err) {
        throw tooDeep(err, path, undefined);
    }
    return { mode };
}
/** A stack overflow on a hostile value becomes an input error that names the line. */
function tooDeep(err, path, line) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
        return new read/* TraceError */.yW(path, line, 'expected JSON nested a few thousand levels deep at most, found deeper nesting');
    }
    return err;
}
/**
 * The evidence events that the engine kept by reference, fetched again. Flat events in JSONL
 * are one per line, so their lines are read directly; other formats are read and adapted again.
 */
async function fetchEvidence(path, adapter, mode, pending, options) {
    const out = new Map();
    const refs = pending.get('');
    if (adapter.id === 'critiqor' &&
        mode === 'jsonl' &&
        pending.size === 1 &&
        refs &&
        refs.every((r) => r.origin?.line)) {
        const texts = await (0,read/* readLinesAt */.Z8)(path, refs.map((r) => r.origin.line));
        const resolved = new Map();
        for (const r of refs) {
            const raw = JSON.parse(texts.get(r.origin.line) ?? 'null');
            if (!(0,events/* isJsonObject */.OW)(raw))
                throw new read/* TraceError */.yW(path, r.origin.line, 'the file changed while it was read');
            resolved.set(r.position, { raw, origin: r.origin });
        }
        out.set('', resolved);
        return out;
    }
    const wanted = new Map();
    for (const [key, list] of pending)
        wanted.set(key, new Set(list.map((r) => r.position)));
    const positions = new Map();
    await readAdapted(path, { ...options, onWarning: undefined }, () => adapter, (event, origin, session) => {
        const key = session ?? '';
        const position = positions.get(key) ?? 0;
        positions.set(key, position + 1);
        if (wanted.get(key)?.has(position)) {
            let resolved = out.get(key);
            if (!resolved)
                out.set(key, (resolved = new Map()));
            resolved.set(position, { raw: event, origin });
        }
    });
    return out;
}
/**
 * Diagnose several files; the results in the order the files were given, the same whatever the
 * number of workers. Warnings, and the first error, come in that order too.
 */
async function diagnoseFiles(paths, options = {}) {
    const workers = options.workers ?? (0,external_node_os_.availableParallelism)();
    const sizes = options.onProgress || (workers > 1 && paths.length > 1) ? await sizesOf(paths) : [];
    const total = sizes.reduce((a, b) => a + b, 0);
    // Unless asked for, no pool for a little work: starting the workers would cost more.
    const worth = options.workers !== undefined || total >= POOL_MIN_BYTES;
    if (options.workerScript && workers > 1 && paths.length > 1 && worth) {
        const byFile = await (0,pool/* runPool */.kD)(paths, {
            script: options.workerScript,
            workers,
            sizes,
            settings: poolSettings(options),
            onWarning: options.onWarning,
            onProgress: options.onProgress,
        });
        return byFile.flat();
    }
    const out = [];
    let bytesDone = 0;
    for (let i = 0; i < paths.length; i++) {
        out.push(...(await diagnoseFile(paths[i], options)));
        bytesDone += sizes[i] ?? 0;
        options.onProgress?.({ filesDone: i + 1, filesTotal: paths.length, bytesDone, bytesTotal: total });
    }
    return out;
}
/** Each file's size; 0 for one that cannot be read (reading it gives the error). */
async function sizesOf(paths) {
    const out = [];
    for (const p of paths)
        out.push((await (0,promises_.stat)(p).catch(() => undefined))?.size ?? 0);
    return out;
}
/** What a pool worker needs of the options: plain data only. */
function poolSettings(options) {
    const engine = options.engine;
    return {
        ...(options.format !== undefined ? { format: options.format } : {}),
        ...(options.preset !== undefined ? { preset: options.preset } : {}),
        ...(engine
            ? {
                engine: {
                    ...(engine.graph !== undefined ? { graph: engine.graph } : {}),
                    ...(engine.detectorOptions !== undefined ? { detectorOptions: engine.detectorOptions } : {}),
                },
            }
            : {}),
        ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
        ...(options.partsMinBytes !== undefined ? { partsMinBytes: options.partsMinBytes } : {}),
    };
}


/***/ }),

/***/ 92013:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ toWire),
/* harmony export */   kD: () => (/* binding */ runPool)
/* harmony export */ });
/* unused harmony exports fromWire, largestFirst */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(47013);
/**
 * Many trace files on every core: a pool of worker threads, each diagnosing one file at a time
 * and sending back only the compact per-session results (evidence already resolved to the few
 * events a report shows). Files are handed out largest first; results, warnings and the first
 * error are delivered in the order the files were given, so that what comes out does not depend
 * on the number of workers or on the order in which the files finish.
 *
 * The worker script is a bundle entry (src/index.ts, src/cli-main.ts) that, started as a worker
 * thread, runs `runGateWorker` (src/gate/worker.ts).
 */


function toWire(err) {
    if (err instanceof _trace_read_js__WEBPACK_IMPORTED_MODULE_1__/* .TraceError */ .yW)
        return { kind: 'trace', path: err.path, line: err.line, detail: err.detail };
    const e = err;
    return {
        kind: 'other',
        message: e?.message ?? String(err),
        ...(typeof e?.code === 'string' ? { code: e.code } : {}),
        ...(typeof e?.path === 'string' ? { path: e.path } : {}),
    };
}
function fromWire(w) {
    if (w.kind === 'trace')
        return new _trace_read_js__WEBPACK_IMPORTED_MODULE_1__/* .TraceError */ .yW(w.path, w.line, w.detail);
    const err = new Error(w.message);
    if (w.code !== undefined)
        err.code = w.code;
    if (w.path !== undefined)
        err.path = w.path;
    return err;
}
/** Files in the order they are handed out: largest first, ties in the order given. */
function largestFirst(sizes) {
    return sizes.map((_, i) => i).sort((a, b) => sizes[b] - sizes[a] || a - b);
}
/**
 * Diagnose `paths` on a pool of worker threads; the results by file, in the order given. The
 * first error, in the order the files were given, is thrown once every file before it is done
 * (as a single pass would throw it); a worker that stops without replying fails the run with an
 * error that names the file it was diagnosing.
 */
async function runPool(paths, options) {
    const n = paths.length;
    const order = [...(options.order ?? largestFirst(options.sizes))];
    const settled = new Array(n);
    const out = new Array(n);
    const total = options.sizes.reduce((a, b) => a + b, 0);
    let filesDone = 0;
    let bytesDone = 0;
    // The first file (in the order given) whose turn to be delivered has not come.
    let next = 0;
    // The first failed file so far: files after it need not be read.
    let firstError = n;
    const workers = [];
    let finish;
    let fail;
    const done = new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
    });
    let over = false;
    /** Deliver, in the order given, every file whose results are in. */
    const deliver = () => {
        while (next < n && settled[next]) {
            const s = settled[next];
            for (const w of s.warnings)
                options.onWarning?.(w);
            if ('error' in s) {
                over = true;
                fail(s.error);
                return;
            }
            out[next] = s.results;
            options.onResults?.(next, s.results);
            settled[next] = { results: [], warnings: [] }; // delivered: let the results go
            next++;
        }
        if (next === n) {
            over = true;
            finish(out);
        }
    };
    const give = (worker, busy) => {
        let index = order.shift();
        while (index !== undefined && index > firstError)
            index = order.shift();
        if (index === undefined) {
            busy.job = undefined;
            return;
        }
        busy.job = { index, path: paths[index] };
        worker.postMessage(busy.job);
    };
    const count = Math.max(1, Math.min(options.workers, n));
    try {
        for (let k = 0; k < count && !over; k++) {
            const busy = {};
            const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(options.script, { workerData: { agentTrustGatePool: options.settings } });
            workers.push(worker);
            worker.on('message', (reply) => {
                if (over)
                    return;
                const index = reply.index;
                if ('error' in reply) {
                    settled[index] = { error: fromWire(reply.error), warnings: reply.warnings };
                    firstError = Math.min(firstError, index);
                }
                else {
                    settled[index] = { results: reply.results, warnings: reply.warnings };
                    filesDone++;
                    bytesDone += options.sizes[index] ?? 0;
                    options.onProgress?.({ filesDone, filesTotal: n, bytesDone, bytesTotal: total });
                }
                give(worker, busy);
                deliver();
            });
            const stopped = (why) => {
                if (over)
                    return;
                const where = busy.job ? ` while diagnosing ${busy.job.path}` : '';
                over = true;
                fail(new Error(`a worker thread stopped${where}: ${why}`));
            };
            worker.on('error', (err) => stopped(err?.message ?? String(err)));
            worker.on('exit', (code) => stopped(`it exited with code ${code} before replying`));
            give(worker, busy);
        }
        if (n === 0)
            finish([]);
        return await done;
    }
    finally {
        over = true;
        await Promise.all(workers.map((w) => w.terminate()));
    }
}


/***/ }),

/***/ 71881:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ isGateWorker),
/* harmony export */   v: () => (/* binding */ runGateWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(91298);
/* harmony import */ var _parts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(885);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(92013);
/**
 * The worker threads of the gate, started by the bundles' entries (src/index.ts, src/cli-main.ts)
 * when they find themselves in a worker: a pool worker diagnoses whole files one at a time
 * (src/gate/pool.ts), a part worker the second half of one long file (src/gate/parts.ts).
 */




function poolSettings() {
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread)
        return undefined;
    return node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.agentTrustGatePool;
}
/** Whether this thread is a worker of the gate (a pool or a part worker). */
function isGateWorker() {
    return (0,_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .isPartWorker */ .CR)() || poolSettings() !== undefined;
}
/** Run this thread as the worker it was started as. */
async function runGateWorker() {
    if ((0,_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .isPartWorker */ .CR)())
        return (0,_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .runPartWorker */ .vn)();
    runPoolWorker(poolSettings());
}
/**
 * Diagnose the files the pool sends, one at a time: nothing of a file is kept once its results
 * are sent. The thread stays until the pool terminates it.
 */
function runPoolWorker(settings) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    let queue = Promise.resolve();
    port.on('message', (job) => {
        queue = queue.then(() => diagnoseJob(job, settings).then((reply) => port.postMessage(reply)));
    });
}
async function diagnoseJob(job, settings) {
    const warnings = [];
    const options = {
        format: settings.format,
        preset: settings.preset,
        engine: settings.engine,
        maxBytes: settings.maxBytes,
        partsMinBytes: settings.partsMinBytes,
        onWarning: (w) => warnings.push({ path: w.path, ...(w.line !== undefined ? { line: w.line } : {}), message: w.message }),
    };
    try {
        const results = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_1__/* .diagnoseFile */ .$6)(job.path, options);
        return { index: job.index, results, warnings };
    }
    catch (err) {
        return { index: job.index, error: (0,_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .toWire */ .BW)(err), warnings };
    }
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_worker_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(71881);
/** Entry of the action (action.yml `main`): runs it, or, in a worker thread, the gate's worker. */


if ((0,_gate_worker_js__WEBPACK_IMPORTED_MODULE_1__/* .isGateWorker */ .Y)())
    await (0,_gate_worker_js__WEBPACK_IMPORTED_MODULE_1__/* .runGateWorker */ .v)();
else {
    // Loaded only here: a worker thread needs none of the action, and starts the sooner.
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(280), __nccwpck_require__.e(65)]).then(__nccwpck_require__.bind(__nccwpck_require__, 77065));
    await run({ workerScript: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url) });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 28833:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ short),
/* harmony export */   EK: () => (/* binding */ skillInPath),
/* harmony export */   N6: () => (/* binding */ ToolTracker),
/* harmony export */   NA: () => (/* binding */ ModelWatch),
/* harmony export */   OW: () => (/* reexport safe */ _core_events_js__WEBPACK_IMPORTED_MODULE_1__.OW),
/* harmony export */   Pg: () => (/* binding */ firstNum),
/* harmony export */   QL: () => (/* binding */ arr),
/* harmony export */   Qx: () => (/* binding */ outputDigest),
/* harmony export */   Sr: () => (/* binding */ RECONNECT),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   Wk: () => (/* binding */ inclusiveUsage),
/* harmony export */   Xk: () => (/* binding */ expectObject),
/* harmony export */   Z_: () => (/* binding */ tokenUsage),
/* harmony export */   Zy: () => (/* binding */ parseArgs),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   go: () => (/* reexport safe */ _core_text_js__WEBPACK_IMPORTED_MODULE_0__.go),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   h0: () => (/* binding */ isMemoryPath),
/* harmony export */   kK: () => (/* binding */ pathArg),
/* harmony export */   lj: () => (/* binding */ parseObject),
/* harmony export */   oE: () => (/* binding */ compact),
/* harmony export */   qQ: () => (/* binding */ contentTail),
/* harmony export */   rw: () => (/* binding */ processEnd)
/* harmony export */ });
/* unused harmony export MAX_MESSAGE */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72020);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(87842);
/* harmony import */ var _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(75527);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(47013);
/**
 * Helpers shared by the adapters: reading loosely typed fields, building the flat events every
 * format maps to (formats.md, "General mapping rules"), and pairing tool calls with their
 * results. Pure: no I/O.
 */





/** Codex's "Reconnecting... 2/5" messages: the client retrying a dropped stream. */
const RECONNECT = /^\s*Reconnecting\.\.\.\s*(\d+)\s*\/\s*(\d+)/i;
/** The longest error message kept on an event. */
const MAX_MESSAGE = 200;

/** The record as an object, or a TraceError naming the line. */
function expectObject(ctx, value, line, what = 'a JSON object') {
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
        throw new _read_js__WEBPACK_IMPORTED_MODULE_2__/* .TraceError */ .yW(ctx.source, line, `expected ${what}, found ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .typeName */ .go)(value)}`);
    return value;
}
function obj(x) {
    return (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(x) ? x : undefined;
}
function arr(x) {
    return Array.isArray(x) ? x : [];
}
/** A non-empty string, or undefined. */
function str(x) {
    return typeof x === 'string' && x !== '' ? x : undefined;
}
/** A string or number as a string (ids are sometimes numbers), or undefined. */
function idOf(x) {
    if (typeof x === 'string')
        return x === '' ? undefined : x;
    if (typeof x === 'number' && Number.isFinite(x))
        return String(x);
    return undefined;
}
/** A finite number, also from a numeric string; undefined otherwise. */
function num(x) {
    if (typeof x === 'number')
        return Number.isFinite(x) ? x : undefined;
    if (typeof x === 'string' && x.trim() !== '') {
        const n = Number(x);
        return Number.isFinite(n) ? n : undefined;
    }
    return undefined;
}
/** The first field of `o` that holds a number. */
function firstNum(o, ...keys) {
    if (!o)
        return undefined;
    for (const k of keys) {
        const n = num(o[k]);
        if (n !== undefined)
            return n;
    }
    return undefined;
}
/** A short, single-line message: at most MAX_MESSAGE characters. */
function short(x) {
    let s;
    if (typeof x === 'string')
        s = x;
    else if (typeof x === 'number' || typeof x === 'boolean')
        s = String(x);
    else if ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(x) && typeof x.message === 'string')
        s = x.message;
    if (s === undefined)
        return undefined;
    s = s.replace(/\s+/g, ' ').trim();
    if (s === '')
        return undefined;
    return s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE - 3)}...` : s;
}
/**
 * A short error message from a failed tool's output: the output itself when it is short, else
 * its last non-empty line (where shells and tools put the verdict, e.g. "Command exited with
 * code 1"), so that no more than a line of the output is kept.
 */
function errorMessage(text) {
    if (typeof text !== 'string')
        return short(text);
    const whole = short(text);
    if (whole === undefined || whole.length < MAX_MESSAGE)
        return whole;
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const line = short(lines[i]);
        if (line)
            return line;
    }
    return whole;
}
/** The end of a content value's text (the last text block's last `limit` characters). */
function contentTail(content, limit = 8192) {
    if (typeof content === 'string')
        return content.slice(-limit);
    const blocks = arr(content);
    for (let i = blocks.length - 1; i >= 0; i--) {
        const b = blocks[i];
        if (typeof b === 'string')
            return b.slice(-limit);
        if ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(b) && typeof b.text === 'string')
            return b.text.slice(-limit);
    }
    return '';
}
/** The text of a content value: a string, or the `text` of its text blocks. */
function contentText(content, limit = 4096) {
    if (typeof content === 'string')
        return content.slice(0, limit);
    let out = '';
    for (const block of arr(content)) {
        if (out.length >= limit)
            break;
        if (typeof block === 'string')
            out += block;
        else if ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(block) && typeof block.text === 'string')
            out += block.text;
    }
    return out.slice(0, limit);
}
const digestHasher = new _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__/* .Hasher */ .O();
const hex8 = (n) => (n >>> 0).toString(16).padStart(8, '0');
/**
 * A short, stable hash (16 hex digits) of a tool result's content as the tool returned it: a
 * string as is, anything else as its JSON text. Two results with the same digest are the same
 * result, so a rule can tell a repeated call that learnt nothing from one that did (a poll whose
 * output moved on) without the content being kept. Undefined when there is no content.
 */
function outputDigest(content) {
    if (content === undefined)
        return undefined;
    let text;
    if (typeof content === 'string')
        text = content;
    else {
        try {
            text = JSON.stringify(content) ?? '';
        }
        catch {
            return undefined; // nested too deep to write out: no digest rather than no trace
        }
    }
    const fp = digestHasher.start().add(text).finish();
    return hex8(fp.a) + hex8(fp.b);
}
/** Tool arguments: an object as is; a JSON string parsed, or the string itself when it does not parse. */
function parseArgs(x) {
    if (typeof x !== 'string')
        return x === undefined ? {} : x;
    const t = x.trim();
    if (t.startsWith('{') || t.startsWith('[')) {
        try {
            return JSON.parse(t);
        }
        catch {
            return x;
        }
    }
    return x;
}
/** Parse a JSON object out of a string, or undefined. */
function parseObject(x, limit = 1 << 20) {
    if (typeof x !== 'string' || x.length > limit)
        return undefined;
    const t = x.trim();
    if (!t.startsWith('{'))
        return undefined;
    try {
        const v = JSON.parse(t);
        return (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** A `token_usage` event, or undefined when every count is zero or missing. */
function tokenUsage(p, extra = {}) {
    const clean = (n) => (n !== undefined && n > 0 ? Math.trunc(n) : 0);
    const input = clean(p.input);
    const output = clean(p.output);
    const cache_read = clean(p.cache_read);
    const cache_write = clean(p.cache_write);
    const total = p.total !== undefined && p.total >= 0 ? Math.trunc(p.total) : input + output + cache_read + cache_write;
    if (total === 0 && input + output + cache_read + cache_write === 0)
        return undefined;
    return { event: 'token_usage', usage: { input, output, cache_read, cache_write, total }, ...extra };
}
/**
 * Usage in the spelling of a provider where input counts the cached tokens too (OpenAI, Codex,
 * OpenTelemetry GenAI): the non-cached part is input minus the cache reads and writes.
 */
function inclusiveUsage(input, cacheRead, cacheWrite, output, total) {
    const cr = cacheRead ?? 0;
    const cw = cacheWrite ?? 0;
    const inp = input ?? 0;
    return {
        input: Math.max(0, inp - cr - cw),
        cache_read: cr,
        cache_write: cw,
        output: output ?? 0,
        total: total ?? inp + (output ?? 0),
    };
}
/** Drop undefined fields, so events carry only what is known. */
function compact(o) {
    const out = {};
    for (const [k, v] of Object.entries(o))
        if (v !== undefined)
            out[k] = v;
    return out;
}
function processEnd(status, reason) {
    return compact({ event: 'process_end', status, reason: reason === undefined ? undefined : short(reason) });
}
/**
 * Watches the model in use and reports a change as a `state_transition`. The first model seen is
 * not a change.
 */
class ModelWatch {
    emit;
    current;
    constructor(emit) {
        this.emit = emit;
    }
    see(model, origin, reason, session) {
        const m = str(model);
        if (!m)
            return;
        if (this.current !== undefined && this.current !== m) {
            this.emit({ event: 'state_transition', kind: 'model_switch', from: this.current, to: m, reason }, origin, session);
        }
        this.current = m;
    }
    /** Take a model as current without reporting a change (the caller reported it). */
    set(model) {
        const m = str(model);
        if (m)
            this.current = m;
    }
}
/**
 * Pairs tool calls with their results. A call gives a `tool_call`; its result a `tool_output`
 * (and an `error_event` when it failed). Calls that touch a skill or memory also give a
 * `skill_event` / `memory_event` when their result is known (or at the end, for calls that never
 * got one). Only calls still waiting for their result are kept.
 */
class ToolTracker {
    emit;
    classify;
    pending = new Map();
    constructor(emit, classify = () => ({})) {
        this.emit = emit;
        this.classify = classify;
    }
    call(tool, args, callId, origin, session, extra = {}) {
        this.emit(compact({ event: 'tool_call', tool, args, call_id: callId ?? null, ...extra }), origin, session);
        const role = tool === null ? {} : this.classify(tool, args);
        if (callId !== undefined) {
            this.pending.set(this.key(callId, session), { tool, role, origin, session });
        }
        else {
            this.roleEvents(role, undefined, origin, session, undefined);
        }
    }
    /** Whether a call with this id is waiting for its result. */
    has(callId, session) {
        return callId !== undefined && this.pending.has(this.key(callId, session));
    }
    /** What the call waiting for this result touches (skill, memory). */
    roleOf(callId, session) {
        return callId === undefined ? {} : (this.pending.get(this.key(callId, session))?.role ?? {});
    }
    /** The tool name of a call waiting for its result. */
    toolOf(callId, session) {
        return callId === undefined ? undefined : this.pending.get(this.key(callId, session))?.tool;
    }
    result(callId, info, origin, session) {
        const key = callId === undefined ? undefined : this.key(callId, session);
        const p = key === undefined ? undefined : this.pending.get(key);
        if (key !== undefined)
            this.pending.delete(key);
        const tool = p?.tool ?? info.tool ?? null;
        const status = info.failed ? 'error' : 'ok';
        this.emit(compact({
            event: 'tool_output',
            tool,
            call_id: callId ?? null,
            status,
            output_digest: info.digest,
            ...(info.extra ?? {}),
        }), origin, session);
        if (info.failed) {
            this.emit(compact({
                event: 'error_event',
                kind: 'tool',
                tool,
                call_id: callId ?? null,
                message: info.message ?? 'tool call failed',
            }), origin, session);
        }
        if (p)
            this.roleEvents(p.role, info, origin, session, callId);
    }
    /** After the last record: skill and memory events of calls that never got a result. */
    end() {
        for (const [, p] of this.pending)
            this.roleEvents(p.role, undefined, p.origin, p.session, undefined);
        this.pending.clear();
    }
    roleEvents(role, info, origin, session, callId) {
        if (role.skill !== undefined) {
            this.emit(compact({
                event: 'skill_event',
                skill: role.skill,
                invoked: true,
                status: info?.failed ? 'failed' : undefined,
                call_id: callId,
            }), origin, session);
        }
        if (role.memory !== undefined) {
            let action = role.memory;
            if (role.memory === 'recall' && info && (info.failed || info.empty))
                action = 'miss';
            else if (role.memory === 'store' && info?.failed)
                action = 'store_failed';
            this.emit(compact({ event: 'memory_event', action, call_id: callId }), origin, session);
        }
    }
    key(callId, session) {
        return session === undefined ? callId : `${session}\u0000${callId}`;
    }
}
/** `skills/<name>/SKILL.md` in a path or command: the skill of that name. */
function skillInPath(x) {
    const s = Array.isArray(x) ? x.filter((p) => typeof p === 'string').join(' ') : x;
    if (typeof s !== 'string')
        return undefined;
    const m = /(?:^|[/\\\s"'=])skills[/\\]([^/\\\s"']+)[/\\]SKILL\.md\b/.exec(s);
    return m ? m[1] : undefined;
}
/** A path to a memory file: `MEMORY.md` or `memory/<name>.md`. */
function isMemoryPath(s) {
    if (typeof s !== 'string')
        return false;
    return /(?:^|[/\\])MEMORY\.md$/i.test(s) || /(?:^|[/\\])memory[/\\][^/\\]+\.md$/i.test(s);
}
/** The path argument of a file tool. */
function pathArg(args) {
    const a = obj(args);
    if (!a)
        return undefined;
    return str(a.path) ?? str(a.file_path) ?? str(a.filePath) ?? str(a.file);
}


/***/ }),

/***/ 84191:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ FORMAT_IDS)
/* harmony export */ });
const FORMAT_IDS = [
    'critiqor',
    'critiqor-session',
    'openclaw',
    'claude-code',
    'claude-stream',
    'codex-exec',
    'codex-rollout',
    'otel',
    'inspect',
    'openai-agents',
];


/***/ }),

/***/ 47013:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T3: () => (/* binding */ readRecords),
/* harmony export */   Z8: () => (/* binding */ readLinesAt),
/* harmony export */   fS: () => (/* binding */ DEFAULT_MAX_BYTES),
/* harmony export */   yW: () => (/* binding */ TraceError)
/* harmony export */ });
/* unused harmony export formatWarning */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Reading trace files: streamed, line by line, with line numbers kept for every error.
 *
 * A file is either JSONL (one JSON value per line; read as a stream, a line at a time) or one
 * JSON document (an array, or an object spread over several lines; read whole, within the size
 * limit). The first non-blank line decides: a line that is a JSON object on its own starts JSONL;
 * anything else is a document.
 */


const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024; // 1 GiB
/** An error in the input, shown as `path:line: message` (or `path: message`). */
class TraceError extends Error {
    path;
    line;
    detail;
    constructor(path, line, detail) {
        super(`${path}${line !== undefined ? `:${line}` : ''}: ${detail}`);
        this.path = path;
        this.line = line;
        this.detail = detail;
        this.name = 'TraceError';
    }
}
function formatWarning(w) {
    return `${w.path}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`;
}
/** Describe what was found where JSON was expected, in a few words. */
function describeParseError(text, err) {
    const message = err instanceof Error ? err.message : String(err);
    const trimmed = text.trimStart();
    if (trimmed.length === 0)
        return 'expected a JSON value, found an empty line';
    const position = /position (\d+)/.exec(message);
    const snippet = trimmed.slice(0, 24).replace(/[^\x20-\x7e]/g, '?');
    const where = position ? ` at column ${Number(position[1]) + 1}` : '';
    return `expected a JSON value, found invalid JSON${where} (${message
        .replace(/ in JSON at position \d+.*$/s, '')
        .replace(/\s+/g, ' ')
        .slice(0, 80)}) starting "${snippet}${trimmed.length > 24 ? '...' : ''}"`;
}
function lineAndColumn(text, offset) {
    let line = 1;
    let last = -1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
        line++;
        last = i;
    }
    return { line, column: offset - last };
}
function parseDocument(path, text, firstLine) {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const pos = /position (\d+)/.exec(message);
        if (pos) {
            const { line, column } = lineAndColumn(text, Number(pos[1]));
            const found = text.slice(Number(pos[1]), Number(pos[1]) + 16).replace(/[^\x20-\x7e]/g, '?');
            throw new TraceError(path, firstLine + line - 1, `expected JSON, found invalid JSON at column ${column}${found ? ` ("${found}")` : ' (the file ends too early)'}`);
        }
        if (err instanceof RangeError)
            throw new TraceError(path, undefined, 'expected JSON, found nesting too deep to read');
        throw new TraceError(path, undefined, `expected JSON, found invalid JSON (${message.slice(0, 80)})`);
    }
}
/**
 * Read a trace file and hand each record to `onRecord`: each line of a JSONL file, or the one
 * value of a JSON document (line 1).
 */
async function readRecords(path, onRecord, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    }
    catch (err) {
        const code = err.code;
        throw new TraceError(path, undefined, code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? 'error'})`);
    }
    if (info.isDirectory())
        throw new TraceError(path, undefined, 'expected a trace file, found a directory');
    if (info.size === 0)
        throw new TraceError(path, undefined, 'expected JSON or JSONL events, found an empty file');
    if (info.size > maxBytes) {
        throw new TraceError(path, undefined, `expected a file of at most ${maxBytes} bytes, found ${info.size} bytes (raise the size limit to read it)`);
    }
    const warn = (line, message) => options.onWarning?.({ path, line, message });
    let mode = (options.range ? 'jsonl' : undefined);
    let lineNo = 0;
    let records = 0;
    let documentParts;
    let documentFirstLine = 1;
    let pendingError;
    // A function, so that TypeScript does not narrow `mode` across the calls that set it.
    const inDocument = () => mode === 'json';
    const handleLine = (line, isLast) => {
        lineNo++;
        let end = line.length;
        if (end > 0 && line.charCodeAt(end - 1) === 0x0d)
            end--; // CRLF
        let s = 0;
        while (s < end) {
            const c = line.charCodeAt(s);
            if (c !== 0x20 && c !== 0x09)
                break;
            s++;
        }
        if (s === end)
            return; // a blank line
        const text = end === line.length ? line : line.slice(0, end);
        if (pendingError)
            throw pendingError;
        if (mode === undefined) {
            let first;
            let ok = false;
            try {
                first = JSON.parse(text);
                ok = true;
            }
            catch {
                // Not a value on its own: a document spread over lines.
            }
            if (ok && first !== null && typeof first === 'object' && !Array.isArray(first)) {
                mode = 'jsonl';
                records++;
                onRecord(first, lineNo);
                return;
            }
            mode = 'json';
            documentFirstLine = lineNo;
            documentParts = [text, '\n'];
            return;
        }
        if (mode === 'json') {
            documentParts.push(text, '\n');
            return;
        }
        let value;
        try {
            value = JSON.parse(text);
        }
        catch (err) {
            const error = new TraceError(path, lineNo, describeParseError(text, err));
            if (isLast) {
                // A torn last line: the writer was stopped mid-line. Keep what came before it.
                warn(lineNo, 'the last line is incomplete JSON (was the agent stopped while writing?); it was skipped');
                return;
            }
            // Report it only if a further non-blank line follows; otherwise it is the torn last line.
            pendingError = error;
            return;
        }
        records++;
        onRecord(value, lineNo);
    };
    // Lines are split in decoded text (the stream decodes UTF-8 across chunk boundaries). A line
    // longer than a chunk is gathered in parts and joined once, so a huge line costs linear time.
    const range = options.range;
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, {
        highWaterMark: 1 << 20,
        encoding: 'utf8',
        ...(range ? { start: range.start, end: range.end - 1 } : {}),
    });
    let carry = [];
    let first = !range || range.start === 0;
    for await (let text of stream) {
        if (first) {
            first = false;
            if (text.charCodeAt(0) === 0xfeff) {
                warn(1, 'the file starts with a UTF-8 byte order mark; it was ignored');
                text = text.slice(1);
            }
            if (text.slice(0, 8192).includes('\u0000')) {
                stream.destroy();
                throw new TraceError(path, undefined, 'expected JSON or JSONL text, found binary data');
            }
        }
        if (mode === 'json') {
            documentParts.push(text);
            continue;
        }
        let start = 0;
        let nl = text.indexOf('\n');
        if (carry.length) {
            if (nl === -1) {
                carry.push(text);
                continue;
            }
            carry.push(text.slice(0, nl));
            const line = carry.join('');
            carry = [];
            handleLine(line, false);
            start = nl + 1;
            nl = text.indexOf('\n', start);
        }
        while (nl !== -1 && !inDocument()) {
            handleLine(text.slice(start, nl), false);
            start = nl + 1;
            nl = text.indexOf('\n', start);
        }
        if (inDocument()) {
            documentParts.push(text.slice(start));
            continue;
        }
        if (start < text.length)
            carry.push(text.slice(start));
    }
    if (carry.length && mode !== 'json')
        handleLine(carry.join(''), !range || range.final);
    // A bad line at the end of a part that is not the file's last is not a torn write.
    if (pendingError && range && !range.final)
        throw pendingError;
    if (pendingError) {
        // The bad line was the last non-blank one: a torn write, not a corrupt file.
        warn(pendingError.line, 'the last line is incomplete JSON (was the agent stopped while writing?); it was skipped');
    }
    if (mode === undefined)
        throw new TraceError(path, undefined, 'expected JSON or JSONL events, found only blank lines');
    if (mode === 'json') {
        const value = parseDocument(path, documentParts.join(''), documentFirstLine);
        records++;
        onRecord(value, documentFirstLine);
    }
    return { mode, records, bytes: range ? range.end - range.start : info.size, lines: lineNo };
}
/**
 * The text of the given lines (1-based) of a file, found by counting newlines in the raw bytes:
 * no decoding or parsing of the lines in between. For fetching a few evidence events again from
 * a long JSONL file.
 */
async function readLinesAt(path, lines) {
    const wanted = [...new Set(lines)].sort((a, b) => a - b);
    const out = new Map();
    if (wanted.length === 0)
        return out;
    let next = 0; // index into wanted
    let lineNo = 1;
    let parts; // pieces of a wanted line that spans chunks
    const take = (buf) => {
        let text = buf.toString('utf8');
        if (lineNo === 1 && text.charCodeAt(0) === 0xfeff)
            text = text.slice(1);
        if (text.endsWith('\r'))
            text = text.slice(0, -1);
        out.set(lineNo, text);
    };
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { highWaterMark: 1 << 20 })) {
        let start = 0;
        while (next < wanted.length) {
            if (lineNo === wanted[next]) {
                const nl = chunk.indexOf(0x0a, start);
                if (nl === -1) {
                    ;
                    (parts ??= []).push(chunk.subarray(start));
                    start = chunk.length;
                    break;
                }
                const piece = chunk.subarray(start, nl);
                take(parts ? Buffer.concat([...parts, piece]) : piece);
                parts = undefined;
                next++;
                lineNo++;
                start = nl + 1;
            }
            else {
                const nl = chunk.indexOf(0x0a, start);
                if (nl === -1)
                    break;
                lineNo++;
                start = nl + 1;
            }
        }
        if (next >= wanted.length)
            break;
    }
    if (parts && next < wanted.length && lineNo === wanted[next])
        take(Buffer.concat(parts));
    return out;
}


/***/ }),

/***/ 97768:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Jn: () => (/* reexport */ types/* FORMAT_IDS */.J),
  fA: () => (/* binding */ adapterFor),
  GJ: () => (/* binding */ recognise),
  EW: () => (/* binding */ signatures)
});

// UNUSED EXPORTS: ADAPTERS, isFormatId

// EXTERNAL MODULE: ./src/trace/adapters/common.ts
var common = __nccwpck_require__(28833);
;// CONCATENATED MODULE: ./src/trace/adapters/claude-messages.ts
/**
 * The assistant / user messages that Claude Code transcripts (claude-code) and its stream-json
 * output (claude-stream) share: Anthropic Messages API content blocks, one streamed reply written
 * as several lines that share `message.id`.
 *
 * - `tool_use` blocks -> tool_call (args = input); `tool_result` blocks -> tool_output, failed
 *   when `is_error` is true.
 * - usage -> one token_usage per `message.id`, from the LAST line of that id (the earlier lines
 *   of a streamed reply carry partial counts); held back until a different id appears or the end.
 *   No total in the format: total = input + output + cache reads + cache writes.
 * - a `tool_use` named `Skill` (`input.skill`) -> skill_event (failed when its result is an error).
 * - Read / Write / Edit of Claude Code's auto-memory files (`MEMORY.md`, `memory/*.md`) ->
 *   memory_event (recall / store; miss when the read failed or came back empty).
 * - a different `message.model` -> state_transition (the main chain and subagent chains are
 *   watched apart, so a subagent on another model is not a switch).
 * - a synthetic API error reply (`isApiErrorMessage`, or an SDK message with `error`) -> error_event.
 */

/** Models that are not a model: Claude Code's own synthetic messages. */
const NOT_A_MODEL = new Set(['<synthetic>']);
class ClaudeMessages {
    emit;
    tools;
    /** Skill names already reported (an `invoked_skills` attachment repeats them after compaction). */
    skills = new Set();
    mainModels;
    sideModels;
    pending;
    counted = new Set();
    /** Call ids whose result already failed (a permission denial is reported once). */
    failedCalls = new Set();
    /** How the conversation stands after the last message of the main chain, and of subagents. */
    lastMain;
    lastSide;
    replies = 0;
    constructor(emit) {
        this.emit = emit;
        this.tools = new common/* ToolTracker */.N6(emit, (tool, args) => this.classify(tool, args));
        this.mainModels = new common/* ModelWatch */.NA(emit);
        this.sideModels = new common/* ModelWatch */.NA(emit);
    }
    /**
     * How the conversation stands after its last message: the main chain's, or for a file that
     * holds only a subagent's chain (Claude Code's subagents/*.jsonl), that chain's.
     */
    get last() {
        return this.lastMain ?? this.lastSide;
    }
    outcome(side, o) {
        if (side)
            this.lastSide = o;
        else
            this.lastMain = o;
    }
    /** How many replies with usage were counted. */
    get usageCount() {
        return this.replies;
    }
    models(side) {
        return side ? this.sideModels : this.mainModels;
    }
    classify(tool, args) {
        if (tool === 'Skill') {
            const a = (0,common/* obj */.WL)(args);
            const skill = (0,common/* str */.gx)(a?.skill) ?? (0,common/* str */.gx)(a?.command) ?? (0,common/* str */.gx)(a?.name);
            if (skill) {
                this.skills.add(skill);
                return { skill };
            }
            return {};
        }
        const path = (0,common/* pathArg */.kK)(args);
        if ((0,common/* isMemoryPath */.h0)(path)) {
            if (tool === 'Read')
                return { memory: 'recall' };
            if (tool === 'Write' || tool === 'Edit' || tool === 'MultiEdit')
                return { memory: 'store' };
        }
        return {};
    }
    /**
     * An assistant message. `side`: it belongs to a subagent's chain; `meta`: it says nothing about
     * how the run stands; `apiError`: the line is a synthetic API error reply.
     */
    assistant(message, origin, opts) {
        if (!NOT_A_MODEL.has(String(message.model)))
            this.models(opts.side).see(message.model, origin, 'model');
        const content = (0,common/* arr */.QL)(message.content);
        let calls = 0;
        for (const block of content) {
            const b = (0,common/* obj */.WL)(block);
            if (b?.type !== 'tool_use' && b?.type !== 'server_tool_use' && b?.type !== 'mcp_tool_use')
                continue;
            calls++;
            this.tools.call((0,common/* str */.gx)(b.name) ?? null, b.input === undefined ? {} : b.input, (0,common/* idOf */.TH)(b.id), origin);
        }
        const id = (0,common/* str */.gx)(message.id);
        if (this.pending && this.pending.id !== id)
            this.flush();
        const usage = (0,common/* obj */.WL)(message.usage);
        if (usage) {
            if (id === undefined)
                this.count(usage, origin);
            else if (!this.counted.has(id))
                this.pending = { id, usage, origin };
        }
        if (opts.apiError !== undefined) {
            this.emit({ event: 'error_event', kind: 'model', message: opts.apiError }, origin);
            if (!opts.meta)
                this.outcome(opts.side, { status: 'error', reason: opts.apiError, origin });
            return;
        }
        if (opts.meta)
            return;
        if (calls > 0)
            this.outcome(opts.side, { status: 'incomplete', reason: 'a tool call without a result after it', origin });
        else if (message.stop_reason === 'max_tokens')
            this.outcome(opts.side, { status: 'incomplete', reason: 'the reply hit the output token limit', origin });
        else if (message.stop_reason === 'refusal')
            this.outcome(opts.side, { status: 'error', reason: 'the model refused', origin });
        else
            this.outcome(opts.side, { status: 'completed', origin });
    }
    /** A user message: tool results, or a prompt. */
    user(message, origin, opts) {
        const content = message.content;
        let results = 0;
        for (const block of (0,common/* arr */.QL)(content)) {
            const b = (0,common/* obj */.WL)(block);
            if (b?.type !== 'tool_result')
                continue;
            results++;
            const callId = (0,common/* idOf */.TH)(b.tool_use_id);
            const failed = b.is_error === true;
            if (failed && callId !== undefined)
                this.failedCalls.add(callId);
            const role = this.tools.roleOf(callId);
            this.tools.result(callId, {
                failed,
                message: failed ? (0,common/* errorMessage */.gJ)((0,common/* contentTail */.qQ)(b.content)) : undefined,
                empty: role.memory === 'recall' ? (0,common/* contentText */.Tf)(b.content).trim() === '' : undefined,
                digest: (0,common/* outputDigest */.Qx)(b.content),
            }, origin);
        }
        if (opts.meta)
            return;
        const text = (0,common/* contentText */.Tf)(content, 200);
        // A local slash command (`/exit`, `/clear`, ...) and what it printed are written as user
        // messages; they are not a request the agent left unanswered.
        if (/^<(command-name|command-message|command-args|local-command-stdout|local-command-stderr)>/.test(text.trimStart()))
            return;
        if (/^\[Request interrupted by user/.test(text.trimStart()))
            this.outcome(opts.side, { status: 'aborted', reason: 'interrupted by the user', origin });
        else if (results > 0)
            this.outcome(opts.side, { status: 'incomplete', reason: 'a tool result without a reply after it', origin });
        else if (text.trim() !== '')
            this.outcome(opts.side, { status: 'incomplete', reason: 'a user message without a reply after it', origin });
    }
    /** Emit the usage held back for the last message id. */
    flush() {
        if (!this.pending)
            return;
        const { id, usage, origin } = this.pending;
        this.pending = undefined;
        this.counted.add(id);
        this.count(usage, origin);
    }
    /** Anthropic usage (input excludes the cache reads and writes). */
    count(usage, origin, extra = {}) {
        const e = (0,common/* tokenUsage */.Z_)({
            input: (0,common/* num */.bu)(usage.input_tokens),
            output: (0,common/* num */.bu)(usage.output_tokens),
            cache_read: (0,common/* num */.bu)(usage.cache_read_input_tokens),
            cache_write: (0,common/* num */.bu)(usage.cache_creation_input_tokens),
        }, extra);
        if (e) {
            this.replies++;
            this.emit(e, origin);
        }
    }
    /** A skill named outside a tool call (an attachment, a slash command), reported once per name. */
    skill(name, origin) {
        const s = (0,common/* str */.gx)(name);
        if (!s || this.skills.has(s))
            return;
        this.skills.add(s);
        this.emit((0,common/* compact */.oE)({ event: 'skill_event', skill: s, invoked: true, source: 'attachment' }), origin);
    }
    end() {
        this.flush();
        this.tools.end();
    }
}

// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
;// CONCATENATED MODULE: ./src/trace/adapters/claude-code/index.ts
/**
 * claude-code: Claude Code transcript JSONL (`~/.claude/projects/<cwd>/<sessionId>.jsonl`).
 *
 * Messages (assistant / user) as in claude-messages.ts, plus:
 * - `system` `compact_boundary` -> context_event compaction (tokens_before =
 *   compactMetadata.preTokens; no saturation: the transcript does not say the context window).
 * - `system` `api_error` (an API call that Claude Code retries) -> retry_event.
 * - `system` `error` (an API error shown to the user) and `api_refusal` -> error_event.
 * - `system` `model_refusal_fallback` -> state_transition (original -> fallback model).
 * - `attachment` `invoked_skills` -> skill_event per skill not already seen as a Skill call.
 * - subagent messages (`isSidechain` in older versions) count like the main chain's.
 * - process_end, inferred from the last message of the main chain: a reply that stopped normally
 *   -> completed; a synthetic API error reply -> error; "[Request interrupted by user" ->
 *   aborted; a pending tool call, a tool result or a prompt last -> incomplete. A transcript is
 *   written while the session runs and has no end marker of its own.
 */




const FLAT = new Set(events/* KNOWN_EVENT_TYPES */.Dx);
/** Entry types that only Claude Code transcripts have, for files whose first line is not a message. */
const META_TYPES = new Set([
    'file-history-snapshot',
    'summary',
    'queue-operation',
    'custom-title',
    'agent-name',
    'ai-title',
    'last-prompt',
    'permission-mode',
]);
function apiErrorText(r, message) {
    if (r.isApiErrorMessage !== true)
        return undefined;
    return ((0,common/* short */.Al)(Array.isArray(message.content) ? ((0,common/* obj */.WL)(message.content[0])?.text ?? 'API error') : message.content) ??
        'API error');
}
const adapter = {
    id: 'claude-code',
    signature: 'claude-code: lines with `parentUuid` and `sessionId` (a Claude Code transcript, ~/.claude/projects/**/*.jsonl)',
    recognise(first) {
        const r = (0,common/* obj */.WL)(first);
        if (!r)
            return false;
        if ((0,python_compat/* hasKey */.CJ)(r, 'parentUuid') && typeof r.sessionId === 'string')
            return true;
        const type = r.type;
        if (typeof type !== 'string' || FLAT.has(type))
            return false;
        if (type === 'file-history-snapshot')
            return (0,python_compat/* hasKey */.CJ)(r, 'snapshot');
        if (type === 'summary')
            return (0,python_compat/* hasKey */.CJ)(r, 'leafUuid');
        return META_TYPES.has(type) && typeof r.sessionId === 'string';
    },
    observes: [
        'loop_control',
        'memory_integrity',
        'context_health',
        'cost_efficiency',
        'skill_adherence',
        'task_completion',
    ],
    create(emit, ctx) {
        const conv = new ClaudeMessages(emit);
        return {
            record(value, line) {
                const r = (0,common/* expectObject */.Xk)(ctx, value, line, 'a transcript entry object');
                const origin = { line };
                switch (r.type) {
                    case 'assistant':
                    case 'user': {
                        const message = (0,common/* obj */.WL)(r.message);
                        if (!message)
                            return;
                        const side = r.isSidechain === true;
                        const meta = r.isMeta === true || r.isCompactSummary === true;
                        if (r.type === 'assistant')
                            conv.assistant(message, origin, { side, meta, apiError: apiErrorText(r, message) });
                        else
                            conv.user(message, origin, { side, meta });
                        return;
                    }
                    case 'system':
                        return system(r, line);
                    case 'attachment': {
                        const a = (0,common/* obj */.WL)(r.attachment);
                        if (a?.type === 'invoked_skills') {
                            for (const s of Array.isArray(a.skills) ? a.skills : [])
                                conv.skill((0,common/* obj */.WL)(s)?.name ?? s, origin);
                        }
                        return;
                    }
                    default:
                        return;
                }
            },
            end() {
                conv.end();
                if (conv.last)
                    emit((0,common/* processEnd */.rw)(conv.last.status, conv.last.reason), conv.last.origin);
            },
        };
        function system(r, line) {
            const origin = { line };
            switch (r.subtype) {
                case 'compact_boundary': {
                    const meta = (0,common/* obj */.WL)(r.compactMetadata) ?? (0,common/* obj */.WL)(r.compact_metadata);
                    emit((0,common/* compact */.oE)({
                        event: 'context_event',
                        action: 'compaction',
                        trigger: (0,common/* str */.gx)(meta?.trigger),
                        tokens_before: (0,common/* num */.bu)(meta?.preTokens) ?? (0,common/* num */.bu)(meta?.pre_tokens),
                    }), origin);
                    return;
                }
                case 'api_error': {
                    const err = (0,common/* obj */.WL)(r.error);
                    emit((0,common/* compact */.oE)({
                        event: 'retry_event',
                        kind: 'provider',
                        attempt: (0,common/* num */.bu)(r.retryAttempt),
                        max_retries: (0,common/* num */.bu)(r.maxRetries),
                        status_code: (0,common/* num */.bu)(err?.status),
                        message: (0,common/* short */.Al)(err?.message) ?? (0,common/* short */.Al)((0,common/* obj */.WL)((0,common/* obj */.WL)(err?.error)?.error)?.type),
                    }), origin);
                    return;
                }
                case 'error': {
                    const err = (0,common/* obj */.WL)(r.error);
                    emit((0,common/* compact */.oE)({
                        event: 'error_event',
                        kind: 'api',
                        status_code: (0,common/* num */.bu)(err?.status),
                        message: (0,common/* short */.Al)(err?.message) ?? (0,common/* short */.Al)(r.content) ?? 'API error',
                    }), origin);
                    return;
                }
                case 'api_refusal':
                    emit((0,common/* compact */.oE)({
                        event: 'error_event',
                        kind: 'refusal',
                        message: (0,common/* short */.Al)(r.apiRefusalExplanation) ?? (0,common/* short */.Al)(r.apiRefusalCategory) ?? 'the API refused the request',
                    }), origin);
                    return;
                case 'model_refusal_fallback': {
                    const to = (0,common/* str */.gx)(r.fallbackModel);
                    if (!to)
                        return;
                    emit((0,common/* compact */.oE)({
                        event: 'state_transition',
                        kind: 'model_fallback',
                        from: (0,common/* str */.gx)(r.originalModel),
                        to,
                        reason: 'model_refusal_fallback',
                    }), origin);
                    conv.models(r.isSidechain === true).set(to);
                    return;
                }
                default:
                    return;
            }
        }
    },
};
/* harmony default export */ const claude_code = (adapter);

// EXTERNAL MODULE: ./src/trace/read.ts
var read = __nccwpck_require__(47013);
;// CONCATENATED MODULE: ./src/trace/adapters/claude-stream/index.ts
/**
 * claude-stream: `claude -p --output-format stream-json` (JSONL), or the same messages as one
 * JSON array (claude-code-action's execution file, `claude-execution-output.json`).
 *
 * Messages (assistant / user) as in claude-messages.ts, plus:
 * - `system` `init` -> the model; `system` `compact_boundary` -> context_event compaction
 *   (compact_metadata.pre_tokens); `system` `api_retry` -> retry_event.
 * - `result`: a subtype other than `success` (or `is_error: true`) -> error_event; each entry of
 *   `permission_denials` -> error_event, unless that call's tool_result already failed (Claude
 *   Code answers a denied call with an error tool_result too: one error, not two).
 *   The result's `usage` is the run's total: it is counted only when no reply carried usage.
 * - process_end from the result: success -> completed; error_max_turns -> max_turns;
 *   error_during_execution and other error subtypes -> error. No result message (the run was
 *   cut off) -> incomplete.
 */



function isInit(x) {
    const r = (0,common/* obj */.WL)(x);
    return r?.type === 'system' && r.subtype === 'init';
}
/** A stream-json message that is not the init line (a stream cut at its start). */
function isStreamMessage(x) {
    const r = (0,common/* obj */.WL)(x);
    return ((r?.type === 'assistant' || r?.type === 'user' || r?.type === 'result') &&
        typeof r.session_id === 'string' &&
        'parent_tool_use_id' in r);
}
const claude_stream_adapter = {
    id: 'claude-stream',
    signature: 'claude-stream: a first message {"type":"system","subtype":"init"} (claude -p --output-format stream-json, or a JSON array of those messages)',
    recognise(first) {
        if (Array.isArray(first))
            return isInit(first[0]) || isStreamMessage(first[0]);
        return isInit(first) || isStreamMessage(first);
    },
    observes: [
        'loop_control',
        'memory_integrity',
        'context_health',
        'cost_efficiency',
        'skill_adherence',
        'task_completion',
    ],
    create(emit, ctx) {
        const conv = new ClaudeMessages(emit);
        let result;
        let lastOrigin;
        let first = true;
        const message = (value, origin, line) => {
            const r = (0,common/* expectObject */.Xk)(ctx, value, line, 'a stream-json message object');
            lastOrigin = origin;
            const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined;
            switch (r.type) {
                case 'assistant': {
                    const m = (0,common/* obj */.WL)(r.message);
                    if (!m)
                        return;
                    const apiError = (0,common/* str */.gx)(r.error) ? `API error: ${(0,common/* str */.gx)(r.error)}` : undefined;
                    conv.assistant(m, origin, { side, apiError });
                    return;
                }
                case 'user': {
                    const m = (0,common/* obj */.WL)(r.message);
                    if (m)
                        conv.user(m, origin, { side });
                    return;
                }
                case 'system':
                    return system(r, origin);
                case 'result':
                    result = { r, origin };
                    return;
                default:
                    return;
            }
        };
        function system(r, origin) {
            switch (r.subtype) {
                case 'init':
                    conv.models(false).see(r.model, origin, 'init');
                    return;
                case 'compact_boundary': {
                    const meta = (0,common/* obj */.WL)(r.compact_metadata) ?? (0,common/* obj */.WL)(r.compactMetadata);
                    emit((0,common/* compact */.oE)({
                        event: 'context_event',
                        action: 'compaction',
                        trigger: (0,common/* str */.gx)(meta?.trigger),
                        tokens_before: (0,common/* num */.bu)(meta?.pre_tokens) ?? (0,common/* num */.bu)(meta?.preTokens),
                    }), origin);
                    return;
                }
                case 'api_retry':
                    emit((0,common/* compact */.oE)({
                        event: 'retry_event',
                        kind: 'provider',
                        attempt: (0,common/* num */.bu)(r.attempt),
                        max_retries: (0,common/* num */.bu)(r.max_retries),
                        status_code: (0,common/* num */.bu)(r.error_status),
                        message: (0,common/* short */.Al)(r.error),
                    }), origin);
                    return;
                default:
                    return;
            }
        }
        const finish = () => {
            conv.flush();
            if (!result) {
                conv.end();
                if (lastOrigin)
                    emit({
                        event: 'process_end',
                        status: 'incomplete',
                        reason: 'the stream has no result message (was the run stopped?)',
                    }, lastOrigin);
                return;
            }
            const { r, origin } = result;
            const u = (0,common/* obj */.WL)(r.usage);
            if (u && conv.usageCount === 0)
                conv.count(u, origin, { source: 'result' });
            for (const d of (0,common/* arr */.QL)(r.permission_denials)) {
                const denial = (0,common/* obj */.WL)(d);
                const callId = (0,common/* idOf */.TH)(denial?.tool_use_id);
                if (callId !== undefined && conv.failedCalls.has(callId))
                    continue;
                emit((0,common/* compact */.oE)({
                    event: 'error_event',
                    kind: 'permission_denied',
                    tool: (0,common/* str */.gx)(denial?.tool_name) ?? null,
                    call_id: callId ?? null,
                    message: 'permission denied',
                }), origin);
            }
            const subtype = (0,common/* str */.gx)(r.subtype) ?? (r.is_error === true ? 'error' : 'success');
            const failed = subtype !== 'success' || r.is_error === true;
            const reason = (0,common/* short */.Al)((0,common/* arr */.QL)(r.errors)[0]) ??
                (subtype !== 'success' ? subtype : undefined) ??
                (failed ? (0,common/* short */.Al)(r.result) : undefined);
            if (failed)
                emit((0,common/* compact */.oE)({ event: 'error_event', kind: 'result', subtype, message: reason ?? 'the run failed' }), origin);
            const status = !failed ? 'completed' : subtype === 'error_max_turns' ? 'max_turns' : 'error';
            conv.end();
            emit((0,common/* compact */.oE)({ event: 'process_end', status, reason: failed ? reason : undefined, num_turns: (0,common/* num */.bu)(r.num_turns) }), origin);
        };
        return {
            record(value, line) {
                const isFirst = first;
                first = false;
                if (isFirst && Array.isArray(value)) {
                    for (let i = 0; i < value.length; i++) {
                        const item = value[i];
                        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
                            throw new read/* TraceError */.yW(ctx.source, line, `expected message ${i} to be an object, found ${(0,common/* typeName */.go)(item)}`);
                        }
                        message(item, { index: i }, line);
                    }
                    return;
                }
                message(value, { line }, line);
            },
            end() {
                finish();
            },
        };
    },
};
/* harmony default export */ const claude_stream = (claude_stream_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/codex-exec/index.ts
/**
 * codex-exec: `codex exec --json` (JSONL thread events).
 *
 * - Items are counted once, at `item.completed` (their `item.started` / `item.updated` are
 *   skipped). Tool items -> tool_call + tool_output: `command_execution` (tool
 *   "command_execution", args {command}), `mcp_tool_call` (tool "mcp__<server>__<tool>", args =
 *   arguments), `file_change` (args {changes: [{path, kind}]}), `web_search` (args {query}),
 *   `todo_list` (the plan tool; args {items}). Failed: a non-zero `exit_code`, `status` "failed"
 *   or "declined", or an mcp `error`.
 *   An `error` item is a non-fatal notice of Codex itself (e.g. a deprecated setting): not counted.
 * - `turn.completed` usage: Codex reports the thread's running total there, not the turn's, so
 *   each turn gives the DIFFERENCE to the previous one (a single-turn file: the usage as is).
 *   input_tokens includes cached_input_tokens: input = input_tokens - cached, cache_read =
 *   cached, total = input_tokens + output_tokens.
 * - `error` "Reconnecting... n/m" -> retry_event; any other `error` -> error_event; `turn.failed`
 *   -> error_event unless the same message was just reported by an `error`.
 * - reading `skills/<name>/SKILL.md` in a command -> skill_event.
 * - process_end from the last turn: turn.completed -> completed, turn.failed -> error; a turn
 *   that never ended -> incomplete.
 */

function classify(_tool, args) {
    const skill = (0,common/* skillInPath */.EK)((0,common/* obj */.WL)(args)?.command);
    return skill ? { skill } : {};
}
function toolItem(item) {
    const status = item.status;
    const badStatus = status === 'failed' || status === 'declined';
    switch (item.type) {
        case 'command_execution': {
            const exit = (0,common/* num */.bu)(item.exit_code);
            const failed = badStatus || (exit !== undefined && exit !== 0);
            return {
                tool: 'command_execution',
                args: { command: item.command ?? null },
                failed,
                message: failed ? (exit !== undefined ? `exit code ${exit}` : `command ${String(status)}`) : undefined,
                extra: (0,common/* compact */.oE)({ exit_code: exit }),
                content: item.aggregated_output,
            };
        }
        case 'mcp_tool_call': {
            const err = (0,common/* obj */.WL)(item.error);
            const failed = badStatus || err !== undefined || (0,common/* str */.gx)(item.error) !== undefined;
            const server = (0,common/* str */.gx)(item.server);
            const tool = (0,common/* str */.gx)(item.tool) ?? 'mcp_tool_call';
            return {
                tool: server ? `mcp__${server}__${tool}` : tool,
                args: item.arguments === undefined ? {} : item.arguments,
                failed,
                message: failed ? ((0,common/* short */.Al)(err?.message) ?? (0,common/* short */.Al)(item.error) ?? 'MCP tool call failed') : undefined,
                content: item.result ?? item.error ?? undefined,
            };
        }
        case 'file_change':
            return {
                tool: 'file_change',
                args: { changes: (0,common/* arr */.QL)(item.changes).map((c) => (0,common/* compact */.oE)({ path: (0,common/* obj */.WL)(c)?.path, kind: (0,common/* obj */.WL)(c)?.kind })) },
                failed: badStatus,
                message: badStatus ? 'patch failed' : undefined,
            };
        case 'web_search':
            return {
                tool: 'web_search',
                args: (0,common/* compact */.oE)({ query: item.query }),
                failed: badStatus,
                message: badStatus ? 'web search failed' : undefined,
            };
        case 'todo_list':
            return {
                tool: 'todo_list',
                args: { items: (0,common/* arr */.QL)(item.items).map((i) => (0,common/* compact */.oE)({ text: (0,common/* obj */.WL)(i)?.text })) },
                failed: false,
            };
        default:
            return undefined;
    }
}
const codex_exec_adapter = {
    id: 'codex-exec',
    signature: 'codex-exec: a first line {"type":"thread.started"} (codex exec --json)',
    recognise(first) {
        const t = (0,common/* obj */.WL)(first)?.type;
        return t === 'thread.started' || t === 'turn.started' || t === 'item.started' || t === 'item.completed';
    },
    observes: ['loop_control', 'cost_efficiency', 'skill_adherence', 'task_completion'],
    create(emit, ctx) {
        const tools = new common/* ToolTracker */.N6(emit, classify);
        let previous = { input: 0, cached: 0, cacheWrite: 0, output: 0 };
        let turnError;
        let end;
        const usage = (u, line) => {
            const cur = {
                input: (0,common/* firstNum */.Pg)(u, 'input_tokens') ?? 0,
                cached: (0,common/* firstNum */.Pg)(u, 'cached_input_tokens') ?? 0,
                cacheWrite: (0,common/* firstNum */.Pg)(u, 'cache_write_input_tokens') ?? 0,
                output: (0,common/* firstNum */.Pg)(u, 'output_tokens') ?? 0,
            };
            // A running total never goes down; if it does, the counter started again.
            const reset = cur.input < previous.input || cur.output < previous.output || cur.cached < previous.cached;
            const base = reset ? { input: 0, cached: 0, cacheWrite: 0, output: 0 } : previous;
            previous = cur;
            const e = (0,common/* tokenUsage */.Z_)((0,common/* inclusiveUsage */.Wk)(cur.input - base.input, cur.cached - base.cached, cur.cacheWrite - base.cacheWrite, cur.output - base.output));
            if (e)
                emit(e, { line });
        };
        return {
            record(value, line) {
                const r = (0,common/* expectObject */.Xk)(ctx, value, line, 'a thread event object');
                const origin = { line };
                switch (r.type) {
                    case 'turn.started':
                        turnError = undefined;
                        end = { status: 'incomplete', reason: 'the turn never ended', line };
                        return;
                    case 'item.completed': {
                        const item = (0,common/* obj */.WL)(r.item);
                        if (!item)
                            return;
                        const t = toolItem(item);
                        if (!t)
                            return;
                        const id = (0,common/* str */.gx)(item.id);
                        tools.call(t.tool, t.args, id, origin);
                        tools.result(id, { failed: t.failed, message: t.message, extra: t.extra, digest: (0,common/* outputDigest */.Qx)(t.content) }, origin);
                        return;
                    }
                    case 'turn.completed': {
                        const u = (0,common/* obj */.WL)(r.usage);
                        if (u)
                            usage(u, line);
                        end = { status: 'completed', line };
                        return;
                    }
                    case 'turn.failed': {
                        const message = (0,common/* short */.Al)((0,common/* obj */.WL)(r.error)?.message) ?? (0,common/* short */.Al)(r.error) ?? 'the turn failed';
                        if (turnError !== message)
                            emit({ event: 'error_event', kind: 'turn', message }, origin);
                        end = { status: 'error', reason: message, line };
                        return;
                    }
                    case 'error': {
                        const message = (0,common/* short */.Al)(r.message) ?? 'error';
                        const m = common/* RECONNECT */.Sr.exec(message);
                        if (m) {
                            emit({ event: 'retry_event', kind: 'provider', attempt: Number(m[1]), max_retries: Number(m[2]), message }, origin);
                            return;
                        }
                        emit({ event: 'error_event', kind: 'stream', message }, origin);
                        turnError = message;
                        return;
                    }
                    default:
                        return;
                }
            },
            end() {
                tools.end();
                if (end)
                    emit((0,common/* processEnd */.rw)(end.status, end.reason), { line: end.line });
            },
        };
    },
};
/* harmony default export */ const codex_exec = (codex_exec_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/codex-rollout/index.ts
/**
 * codex-rollout: Codex session files (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`), lines
 * `{timestamp, type, payload}`.
 *
 * - Tool calls are the `response_item`s the model produced: `function_call` (args = arguments,
 *   a JSON string, parsed), `custom_tool_call` (args = input), `local_shell_call`,
 *   `tool_search_call`, `web_search_call`, `image_generation_call`. Results:
 *   `function_call_output`, `custom_tool_call_output`, `tool_search_output` by call_id; web
 *   search and image generation carry their own status. The `event_msg` echoes of the same calls
 *   (`exec_command_end`, `mcp_tool_call_end`, `patch_apply_end`, ...) are not counted again;
 *   they only mark the call failed (non-zero exit_code, success false, an MCP error), which the
 *   output then reports. An output also says it failed with a non-zero "Process exited with
 *   code" / "Exit code:" header or `metadata.exit_code`. A call that never got an output is a
 *   call without result, not an error.
 * - Token counts are cumulative: each `token_count` whose `total_token_usage` grew gives the
 *   DIFFERENCE as one token_usage, so the sum is the last `total_tokens` (a total that goes down
 *   starts a new counter). input_tokens includes the cached ones.
 * - `compacted` and `event_msg` `context_compacted` -> one context_event compaction (the two
 *   records of one compaction are counted once), tokens_before = the context fill of the last
 *   reply, saturation = that / `model_context_window` in percent.
 * - each turn -> a context_event {action: "fill", saturation} with the highest fill of the
 *   turn, when the context window is known.
 * - `event_msg` `error` -> error_event ("Reconnecting... n/m" and `stream_error` ->
 *   retry_event); `task_complete` with an error -> error_event (once per message and turn).
 * - `turn_context` model changes -> state_transition.
 * - reading `skills/<name>/SKILL.md` in a command -> skill_event.
 * - process_end from the last turn: task_complete -> completed (error when it carries one or an
 *   error was reported in the turn), turn_aborted -> aborted, a turn that never ended -> incomplete.
 */

function codex_rollout_classify(_tool, args) {
    const a = (0,common/* obj */.WL)(args);
    const skill = (0,common/* skillInPath */.EK)(a ? (a.cmd ?? a.command) : args);
    return skill ? { skill } : {};
}
/** Why an output says its call failed, or undefined. */
function outputFailure(output) {
    const o = (0,common/* obj */.WL)(output);
    if (o) {
        if (o.success === false)
            return (0,common/* short */.Al)(typeof o.content === 'string' ? o.content : undefined) ?? 'tool call failed';
        return undefined;
    }
    if (typeof output !== 'string')
        return undefined;
    const trimmed = output.trimStart();
    if (trimmed.startsWith('{')) {
        const m = /"exit_code"\s*:\s*(-?\d+)/.exec(output.slice(-400));
        if (m && Number(m[1]) !== 0)
            return `exit code ${m[1]}`;
        return undefined;
    }
    const head = output.slice(0, 400);
    const m = /(?:^|\n)\s*(?:Process exited with code|Exit code:)\s*(-?\d+)/.exec(head);
    if (m && Number(m[1]) !== 0)
        return `exit code ${m[1]}`;
    if (/^(?:execution error|failed to parse function arguments|aborted by user|error:)/i.test(trimmed))
        return (0,common/* short */.Al)(trimmed);
    return undefined;
}
function totals(u) {
    if (!u)
        return undefined;
    const input = (0,common/* firstNum */.Pg)(u, 'input_tokens') ?? 0;
    const output = (0,common/* firstNum */.Pg)(u, 'output_tokens') ?? 0;
    return {
        input,
        cached: (0,common/* firstNum */.Pg)(u, 'cached_input_tokens') ?? 0,
        cacheWrite: (0,common/* firstNum */.Pg)(u, 'cache_write_input_tokens') ?? 0,
        output,
        total: (0,common/* firstNum */.Pg)(u, 'total_tokens') ?? input + output,
    };
}
function percent(tokens, window) {
    if (window === undefined || window <= 0)
        return undefined;
    return Math.round((tokens / window) * 1000) / 10;
}
const codex_rollout_adapter = {
    id: 'codex-rollout',
    signature: 'codex-rollout: a first line {"type":"session_meta","payload":{...}} (~/.codex/sessions/**/rollout-*.jsonl)',
    recognise(first) {
        const r = (0,common/* obj */.WL)(first);
        return r?.type === 'session_meta' && (0,common/* obj */.WL)(r.payload) !== undefined;
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'skill_adherence', 'task_completion'],
    create(emit, ctx) {
        const tools = new common/* ToolTracker */.N6(emit, codex_rollout_classify);
        const models = new common/* ModelWatch */.NA(emit);
        /** Calls an event_msg said failed, waiting for their output. */
        const failedByEvent = new Map();
        let previous;
        let window;
        let lastFill;
        let turn;
        let unpaired;
        let end;
        const closeTurn = () => {
            if (turn?.peak !== undefined) {
                const saturation = percent(turn.peak, window);
                if (saturation !== undefined) {
                    emit({ event: 'context_event', action: 'fill', saturation, tokens: turn.peak, context_window: window }, turn.origin);
                }
            }
            turn = undefined;
        };
        const compaction = (kind, line) => {
            if (unpaired !== undefined && unpaired !== kind) {
                unpaired = undefined;
                return;
            }
            unpaired = kind;
            emit((0,common/* compact */.oE)({
                event: 'context_event',
                action: 'compaction',
                tokens_before: lastFill,
                saturation: lastFill === undefined ? undefined : percent(lastFill, window),
            }), { line });
        };
        const error = (message, origin, kind) => {
            if (turn?.error === message)
                return;
            emit({ event: 'error_event', kind, message }, origin);
            if (turn)
                turn.error = message;
        };
        const result = (callId, output, origin) => {
            const byEvent = callId === undefined ? undefined : failedByEvent.get(callId);
            if (callId !== undefined)
                failedByEvent.delete(callId);
            const why = byEvent ?? outputFailure(output);
            tools.result(callId, { failed: why !== undefined, message: why, digest: (0,common/* outputDigest */.Qx)(output) }, origin);
        };
        const responseItem = (p, origin) => {
            unpaired = undefined;
            switch (p.type) {
                case 'function_call':
                    return tools.call((0,common/* str */.gx)(p.name) ?? null, (0,common/* parseArgs */.Zy)(p.arguments ?? {}), (0,common/* idOf */.TH)(p.call_id), origin);
                case 'custom_tool_call':
                    return tools.call((0,common/* str */.gx)(p.name) ?? null, (0,common/* parseArgs */.Zy)(p.input ?? {}), (0,common/* idOf */.TH)(p.call_id), origin);
                case 'local_shell_call':
                    return tools.call('local_shell', (0,common/* obj */.WL)(p.action) ?? {}, (0,common/* idOf */.TH)(p.call_id) ?? (0,common/* idOf */.TH)(p.id), origin);
                case 'tool_search_call':
                    return tools.call('tool_search', (0,common/* parseArgs */.Zy)(p.arguments ?? {}), (0,common/* idOf */.TH)(p.call_id), origin);
                case 'web_search_call':
                case 'image_generation_call': {
                    const tool = p.type === 'web_search_call' ? 'web_search' : 'image_generation';
                    const args = p.type === 'web_search_call' ? ((0,common/* obj */.WL)(p.action) ?? {}) : {};
                    tools.call(tool, args, undefined, origin);
                    const failed = p.status === 'failed';
                    tools.result(undefined, { failed, tool, message: failed ? `${tool} failed` : undefined }, origin);
                    return;
                }
                case 'function_call_output':
                case 'custom_tool_call_output':
                case 'tool_search_output':
                    return result((0,common/* idOf */.TH)(p.call_id), p.output, origin);
                default:
                    return;
            }
        };
        const noteFailure = (p) => {
            const callId = (0,common/* idOf */.TH)(p.call_id);
            if (callId === undefined)
                return;
            let why;
            switch (p.type) {
                case 'exec_command_end': {
                    const exit = (0,common/* num */.bu)(p.exit_code);
                    if (exit !== undefined && exit !== 0)
                        why = `exit code ${exit}`;
                    break;
                }
                case 'patch_apply_end':
                    if (p.success === false)
                        why = 'patch failed';
                    break;
                case 'mcp_tool_call_end': {
                    const r = (0,common/* obj */.WL)(p.result);
                    if (r && 'Err' in r)
                        why = (0,common/* short */.Al)(r.Err) ?? 'MCP tool call failed';
                    else if ((0,common/* obj */.WL)(r?.Ok)?.isError === true)
                        why = 'MCP tool returned an error';
                    break;
                }
            }
            if (why !== undefined && tools.has(callId))
                failedByEvent.set(callId, why);
        };
        const eventMsg = (p, origin, line) => {
            switch (p.type) {
                case 'token_count': {
                    const info = (0,common/* obj */.WL)(p.info);
                    if (!info)
                        return;
                    window = (0,common/* num */.bu)(info.model_context_window) ?? window;
                    const last = totals((0,common/* obj */.WL)(info.last_token_usage));
                    if (last) {
                        lastFill = last.total;
                        if (turn)
                            turn.peak = Math.max(turn.peak ?? 0, last.total);
                    }
                    const cur = totals((0,common/* obj */.WL)(info.total_token_usage));
                    if (!cur)
                        return;
                    const base = previous && cur.total >= previous.total ? previous : undefined;
                    previous = cur;
                    const d = (k) => cur[k] - (base ? base[k] : 0);
                    if (d('total') === 0)
                        return;
                    const e = (0,common/* tokenUsage */.Z_)((0,common/* inclusiveUsage */.Wk)(d('input'), d('cached'), d('cacheWrite'), d('output'), d('total')));
                    if (e)
                        emit(e, origin);
                    return;
                }
                case 'task_started':
                    closeTurn();
                    window = (0,common/* num */.bu)(p.model_context_window) ?? window;
                    turn = { origin };
                    end = { status: 'incomplete', reason: 'the turn never ended', line };
                    return;
                case 'task_complete': {
                    const err = (0,common/* obj */.WL)(p.error);
                    const message = err ? ((0,common/* short */.Al)(err.message) ?? 'the turn failed') : undefined;
                    if (message !== undefined)
                        error(message, origin, 'turn');
                    const failed = message !== undefined || turn?.error !== undefined;
                    end = failed ? { status: 'error', reason: message ?? turn?.error, line } : { status: 'completed', line };
                    if (turn)
                        turn.origin = origin;
                    closeTurn();
                    return;
                }
                case 'turn_aborted':
                    end = { status: 'aborted', reason: (0,common/* str */.gx)(p.reason) ?? 'aborted', line };
                    if (turn)
                        turn.origin = origin;
                    closeTurn();
                    return;
                case 'context_compacted':
                    return compaction('event', line);
                case 'stream_error':
                    emit((0,common/* compact */.oE)({ event: 'retry_event', kind: 'provider', message: (0,common/* short */.Al)(p.message) }), origin);
                    return;
                case 'error': {
                    const message = (0,common/* short */.Al)(p.message) ?? 'error';
                    const m = common/* RECONNECT */.Sr.exec(message);
                    if (m) {
                        emit({ event: 'retry_event', kind: 'provider', attempt: Number(m[1]), max_retries: Number(m[2]), message }, origin);
                        return;
                    }
                    error(message, origin, 'stream');
                    end = { status: 'error', reason: message, line };
                    return;
                }
                default:
                    return noteFailure(p);
            }
        };
        return {
            record(value, line) {
                const r = (0,common/* expectObject */.Xk)(ctx, value, line, 'a rollout line object');
                const p = (0,common/* obj */.WL)(r.payload);
                const origin = { line };
                switch (r.type) {
                    case 'turn_context':
                        if (p)
                            models.see(p.model, origin, 'turn_context');
                        return;
                    case 'response_item':
                        if (p)
                            responseItem(p, origin);
                        return;
                    case 'event_msg':
                        if (p)
                            eventMsg(p, origin, line);
                        return;
                    case 'compacted':
                        return compaction('compacted', line);
                    default:
                        return;
                }
            },
            end() {
                closeTurn();
                tools.end();
                if (end)
                    emit((0,common/* processEnd */.rw)(end.status, end.reason), { line: end.line });
            },
        };
    },
};
/* harmony default export */ const codex_rollout = (codex_rollout_adapter);

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
;// CONCATENATED MODULE: ./src/trace/adapters/critiqor/index.ts
/**
 * critiqor: flat events as diagnosis.md section 1 has them: a JSON array of events, an object
 * with an `events` array, or JSONL with one event per line.
 */




const KNOWN = new Set(events/* KNOWN_EVENT_TYPES */.Dx);
function looksFlat(x) {
    if (!(0,events/* isJsonObject */.OW)(x))
        return false;
    const t = (0,python_compat/* hasKey */.CJ)(x, 'event') ? x.event : x.type;
    return typeof t === 'string' && KNOWN.has(t);
}
const critiqor_adapter = {
    id: 'critiqor',
    signature: 'critiqor: objects whose `event` (or `type`) is a flat event type such as "tool_call", as a JSON array, an object with `events`, or JSONL',
    recognise(first) {
        if (Array.isArray(first))
            return first.length === 0 || looksFlat(first[0]);
        if (!(0,events/* isJsonObject */.OW)(first))
            return false;
        if ((0,python_compat/* hasKey */.CJ)(first, 'events') && !(0,python_compat/* hasKey */.CJ)(first, 'schema_version')) {
            const events = first.events;
            return !Array.isArray(events) || events.length === 0 || looksFlat(events[0]);
        }
        return looksFlat(first);
    },
    observes: [
        'loop_control',
        'memory_integrity',
        'tool_output_utilization',
        'context_health',
        'cost_efficiency',
        'skill_adherence',
    ],
    create(emit, ctx) {
        let first = true;
        const fromList = (list, line, what) => {
            if (!Array.isArray(list))
                throw new read/* TraceError */.yW(ctx.source, line, `expected ${what} to be a list of events, found ${(0,core_text/* typeName */.go)(list)}`);
            for (let i = 0; i < list.length; i++) {
                const e = list[i];
                if (!(0,events/* isJsonObject */.OW)(e))
                    throw new read/* TraceError */.yW(ctx.source, line, `expected event ${i} to be an object, found ${(0,core_text/* typeName */.go)(e)}`);
                emit(e, { index: i });
            }
        };
        return {
            record(value, line) {
                const isFirst = first;
                first = false;
                if (isFirst && Array.isArray(value))
                    return fromList(value, line, 'the document');
                if (isFirst && (0,events/* isJsonObject */.OW)(value) && (0,python_compat/* hasKey */.CJ)(value, 'events'))
                    return fromList(value.events, line, '`events`');
                if (!(0,events/* isJsonObject */.OW)(value))
                    throw new read/* TraceError */.yW(ctx.source, line, `expected an event object, found ${(0,core_text/* typeName */.go)(value)}`);
                emit(value, { line });
            },
            end() { },
        };
    },
};
/* harmony default export */ const critiqor = (critiqor_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/critiqor-session/index.ts
/**
 * critiqor-session: Critiqor's session log, `{session_id, run_id, schema_version:
 * "critiqor.session.v1", events_file, events[], metrics}`, or its events file (JSONL, one event
 * per line). Each event: `{timestamp, event_type, source_layer, tool_name, tool_call_id, status:
 * ok|error, error, duration_ms, payload}`.
 *
 * - `tool_call` -> tool_call (tool = tool_name, args = payload.params or payload.input).
 * - `tool_result` / `tool_execution_end` / `tool_output` -> tool_output; status error -> also
 *   error_event (message = error).
 * - `memory_search` / `memory_get` -> memory_event (recall; miss when it failed or found nothing).
 * - `after_provider_response` / `token_usage` -> token_usage from payload.usage (or payload).
 * - `session_end` / `agent_end` -> process_end (error when its status is error, else completed).
 * - the other flat event types (error_event, retry_event, context_event, skill_event, ...) are
 *   kept with the short fields of their payload; unknown event types are skipped.
 * A session document whose `events` is empty but that names an `events_file` gives a warning:
 * diagnose that file instead.
 */



const critiqor_session_FLAT = new Set(events/* KNOWN_EVENT_TYPES */.Dx);
const TOOL_OUTPUT = new Set(['tool_result', 'tool_execution_end', 'tool_output']);
const MEMORY = new Set(['memory_search', 'memory_get']);
const USAGE = new Set(['after_provider_response', 'token_usage']);
const END = new Set(['session_end', 'agent_end']);
function usageOf(p) {
    const u = (0,common/* obj */.WL)(p.usage) ?? p;
    return (0,common/* tokenUsage */.Z_)({
        input: (0,common/* firstNum */.Pg)(u, 'input', 'input_tokens', 'inputTokens', 'prompt_tokens'),
        output: (0,common/* firstNum */.Pg)(u, 'output', 'output_tokens', 'outputTokens', 'completion_tokens'),
        cache_read: (0,common/* firstNum */.Pg)(u, 'cacheRead', 'cache_read', 'cache_read_input_tokens', 'cacheReadTokens'),
        cache_write: (0,common/* firstNum */.Pg)(u, 'cacheWrite', 'cache_write', 'cache_creation_input_tokens', 'cacheWriteTokens'),
        total: (0,common/* firstNum */.Pg)(u, 'total', 'totalTokens', 'total_tokens'),
    });
}
/** The short, scalar fields of a payload (long strings cut, objects left out). */
function scalars(p) {
    const out = {};
    for (const [k, v] of Object.entries(p)) {
        if (typeof v === 'number' || typeof v === 'boolean' || v === null)
            out[k] = v;
        else if (typeof v === 'string')
            out[k] = (0,common/* short */.Al)(v) ?? '';
    }
    return out;
}
function emptyResult(p) {
    if (Array.isArray(p.results))
        return p.results.length === 0;
    if (typeof p.text === 'string')
        return p.text.trim() === '';
    return false;
}
function adapt(e, origin, emit) {
    const type = (0,common/* str */.gx)(e.event_type);
    if (!type)
        return;
    const payload = (0,common/* obj */.WL)(e.payload) ?? {};
    const tool = (0,common/* str */.gx)(e.tool_name) ?? (0,common/* str */.gx)(payload.tool_name) ?? (0,common/* str */.gx)(payload.toolName);
    const callId = (0,common/* idOf */.TH)(e.tool_call_id) ?? (0,common/* idOf */.TH)(payload.tool_call_id) ?? (0,common/* idOf */.TH)(payload.toolCallId);
    const failed = e.status === 'error';
    const message = (0,common/* short */.Al)(e.error) ?? (0,common/* short */.Al)(payload.error);
    if (type === 'tool_call') {
        const args = payload.params ?? payload.input ?? payload.args ?? {};
        emit((0,common/* compact */.oE)({ event: 'tool_call', tool: tool ?? null, args, call_id: callId ?? null }), origin);
        return;
    }
    if (TOOL_OUTPUT.has(type)) {
        emit((0,common/* compact */.oE)({
            event: 'tool_output',
            tool: tool ?? null,
            call_id: callId ?? null,
            status: failed ? 'error' : 'ok',
            duration_ms: (0,common/* firstNum */.Pg)(e, 'duration_ms'),
        }), origin);
        if (failed)
            emit((0,common/* compact */.oE)({
                event: 'error_event',
                kind: 'tool',
                tool: tool ?? null,
                call_id: callId ?? null,
                message: message ?? 'tool call failed',
            }), origin);
        return;
    }
    if (MEMORY.has(type)) {
        const action = failed || emptyResult((0,common/* obj */.WL)(payload.result) ?? payload) ? 'miss' : 'recall';
        emit((0,common/* compact */.oE)({ event: 'memory_event', action, tool: type, call_id: callId }), origin);
        return;
    }
    if (USAGE.has(type)) {
        const u = usageOf(payload);
        if (u)
            emit(u, origin);
        if (failed)
            emit({ event: 'error_event', kind: 'model', message: message ?? 'provider call failed' }, origin);
        return;
    }
    if (END.has(type)) {
        emit((0,common/* compact */.oE)({
            event: 'process_end',
            status: failed || payload.success === false ? 'error' : 'completed',
            reason: message,
        }), origin);
        return;
    }
    if (critiqor_session_FLAT.has(type)) {
        // The envelope's status says whether the step failed: for a skill, that is a failed skill.
        const fields = scalars(payload);
        if (type === 'skill_event' && failed)
            fields.status = 'failed';
        emit((0,common/* compact */.oE)({ ...fields, event: type, tool, call_id: callId, message }), origin);
    }
}
function isSessionDoc(x) {
    return (0,common/* obj */.WL)(x)?.schema_version === 'critiqor.session.v1';
}
function isEventLine(x) {
    const r = (0,common/* obj */.WL)(x);
    return r !== undefined && typeof r.event_type === 'string' && 'source_layer' in r;
}
function fromDocument(doc, line, emit, ctx) {
    if (doc.events !== undefined && !Array.isArray(doc.events)) {
        throw new read/* TraceError */.yW(ctx.source, line, `expected \`events\` to be a list of events, found ${(0,common/* typeName */.go)(doc.events)}`);
    }
    const events = (0,common/* arr */.QL)(doc.events);
    if (events.length === 0 && (0,common/* str */.gx)(doc.events_file)) {
        ctx.warn(line, `this session log has no events of its own; they are in ${(0,common/* str */.gx)(doc.events_file)}: diagnose that file`);
    }
    events.forEach((e, i) => {
        if (!(0,common/* isJsonObject */.OW)(e))
            throw new read/* TraceError */.yW(ctx.source, line, `expected event ${i} to be an object, found ${(0,common/* typeName */.go)(e)}`);
        adapt(e, { index: i }, emit);
    });
}
const critiqor_session_adapter = {
    id: 'critiqor-session',
    signature: 'critiqor-session: {"schema_version":"critiqor.session.v1",...} or its events file (lines with `event_type` and `source_layer`)',
    recognise(first) {
        return isSessionDoc(first) || isEventLine(first);
    },
    observes: [
        'loop_control',
        'memory_integrity',
        'context_health',
        'cost_efficiency',
        'skill_adherence',
        'task_completion',
    ],
    create(emit, ctx) {
        return {
            record(value, line) {
                if (!(0,common/* isJsonObject */.OW)(value))
                    throw new read/* TraceError */.yW(ctx.source, line, `expected a session log or event object, found ${(0,common/* typeName */.go)(value)}`);
                if (isSessionDoc(value))
                    return fromDocument(value, line, emit, ctx);
                adapt(value, { line }, emit);
            },
            end() { },
        };
    },
};
/* harmony default export */ const critiqor_session = (critiqor_session_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/inspect/index.ts
/**
 * inspect: an Inspect AI eval log as JSON (`inspect log convert --to json`, or a log written with
 * `--log-format json`). One session per sample, keyed by the sample id (`<id>#<epoch>` when the
 * eval ran several epochs or the sample's epoch is not 1); origins are the index of the event (or
 * message) within its sample.
 *
 * A sample's `events` (the transcript) are read when present:
 * - `tool` -> tool_call + tool_output (failed when `error` is set or `failed` is true).
 * - `model` -> token_usage from output.usage (input_tokens includes neither cache field: Inspect
 *   reports input_tokens_cache_read / _cache_write apart); `retries` -> that many retry_events;
 *   `error` -> error_event; a different model -> state_transition.
 * - `compaction` -> context_event compaction (tokens_before).
 * - `error` -> error_event; `sample_limit` -> how the sample ended.
 * Without events, `messages` are read instead: assistant `tool_calls` -> tool_call, `tool`
 * messages -> tool_output (+ error_event when `error` is set), and the sample's `model_usage`
 * (for a log of one sample without it, the eval's `stats.model_usage`) gives one token_usage per
 * model.
 *
 * process_end per sample: `error` -> error; a message limit -> max_turns; another limit
 * (token, time, working, cost, ...) -> incomplete; else the log's status (success -> completed,
 * cancelled -> aborted, error -> error, started -> incomplete).
 */


function inspectUsage(u) {
    if (!u)
        return undefined;
    return (0,common/* tokenUsage */.Z_)({
        input: (0,common/* num */.bu)(u.input_tokens),
        output: (0,common/* num */.bu)(u.output_tokens),
        cache_read: (0,common/* num */.bu)(u.input_tokens_cache_read),
        cache_write: (0,common/* num */.bu)(u.input_tokens_cache_write),
        total: (0,common/* num */.bu)(u.total_tokens),
    });
}
function toolError(e) {
    const err = (0,common/* obj */.WL)(e);
    if (err)
        return (0,common/* short */.Al)(err.message) ?? (0,common/* short */.Al)(err.type) ?? 'tool call failed';
    return (0,common/* short */.Al)(e);
}
function fromEvents(emit, events, session) {
    const tools = new common/* ToolTracker */.N6(emit);
    const models = new common/* ModelWatch */.NA(emit);
    const out = {};
    events.forEach((raw, index) => {
        const e = (0,common/* obj */.WL)(raw);
        if (!e)
            return;
        const origin = { index };
        switch (e.event) {
            case 'tool': {
                const id = (0,common/* idOf */.TH)(e.id);
                tools.call((0,common/* str */.gx)(e.function) ?? null, (0,common/* parseArgs */.Zy)(e.arguments ?? {}), id, origin, session);
                const why = e.error !== undefined && e.error !== null
                    ? toolError(e.error)
                    : e.failed === true
                        ? 'tool call failed'
                        : undefined;
                tools.result(id, { failed: why !== undefined, message: why, digest: (0,common/* outputDigest */.Qx)(e.result ?? e.error ?? undefined) }, origin, session);
                return;
            }
            case 'model': {
                models.see(e.model, origin, 'model', session);
                const retries = (0,common/* num */.bu)(e.retries) ?? 0;
                for (let i = 1; i <= retries; i++)
                    emit({ event: 'retry_event', kind: 'provider', attempt: i }, origin, session);
                const u = inspectUsage((0,common/* obj */.WL)((0,common/* obj */.WL)(e.output)?.usage));
                if (u)
                    emit(u, origin, session);
                const err = (0,common/* short */.Al)(e.error) ?? (0,common/* short */.Al)((0,common/* obj */.WL)(e.output)?.error);
                if (err)
                    emit({ event: 'error_event', kind: 'model', message: err }, origin, session);
                return;
            }
            case 'compaction':
                emit((0,common/* compact */.oE)({
                    event: 'context_event',
                    action: 'compaction',
                    tokens_before: (0,common/* num */.bu)(e.tokens_before),
                    tokens_after: (0,common/* num */.bu)(e.tokens_after),
                }), origin, session);
                return;
            case 'error': {
                const message = (0,common/* short */.Al)((0,common/* obj */.WL)(e.error)?.message) ?? 'sample error';
                emit({ event: 'error_event', kind: 'sample', message }, origin, session);
                out.error = message;
                return;
            }
            case 'sample_limit':
                out.limit = e;
                return;
            default:
                return;
        }
    });
    tools.end();
    return out;
}
function fromMessages(emit, sample, session, evalUsage) {
    const tools = new common/* ToolTracker */.N6(emit);
    (0,common/* arr */.QL)(sample.messages).forEach((raw, index) => {
        const m = (0,common/* obj */.WL)(raw);
        if (!m)
            return;
        const origin = { index };
        if (m.role === 'assistant') {
            for (const c of (0,common/* arr */.QL)(m.tool_calls)) {
                const call = (0,common/* obj */.WL)(c);
                if (call)
                    tools.call((0,common/* str */.gx)(call.function) ?? null, (0,common/* parseArgs */.Zy)(call.arguments ?? {}), (0,common/* idOf */.TH)(call.id), origin, session);
            }
        }
        else if (m.role === 'tool') {
            const why = m.error !== undefined && m.error !== null ? toolError(m.error) : undefined;
            tools.result((0,common/* idOf */.TH)(m.tool_call_id), { failed: why !== undefined, message: why, tool: (0,common/* str */.gx)(m.function), digest: (0,common/* outputDigest */.Qx)(m.content) }, origin, session);
        }
    });
    tools.end();
    const usage = (0,common/* obj */.WL)(sample.model_usage) ?? evalUsage;
    if (usage) {
        for (const [model, u] of Object.entries(usage)) {
            const e = inspectUsage((0,common/* obj */.WL)(u));
            if (e)
                emit({ ...e, model }, { index: 0 }, session);
        }
    }
}
function sampleEnd(sample, logStatus, seen) {
    const err = sample.error !== undefined && sample.error !== null
        ? ((0,common/* short */.Al)((0,common/* obj */.WL)(sample.error)?.message) ?? 'sample error')
        : seen.error;
    if (err !== undefined)
        return { status: 'error', reason: err };
    const limit = (0,common/* obj */.WL)(sample.limit) ?? seen.limit;
    if (limit) {
        const type = (0,common/* str */.gx)(limit.type) ?? 'a';
        return {
            status: type === 'message' ? 'max_turns' : 'incomplete',
            reason: `${type} limit${limit.limit !== undefined ? ` (${String(limit.limit)})` : ''}`,
        };
    }
    switch (logStatus) {
        case 'success':
            return { status: 'completed' };
        case 'cancelled':
            return { status: 'aborted', reason: 'the eval was cancelled' };
        case 'error':
            return { status: 'error', reason: 'the eval ended with an error' };
        default:
            return { status: 'incomplete', reason: `eval status ${String(logStatus ?? 'unknown')}` };
    }
}
const inspect_adapter = {
    id: 'inspect',
    signature: 'inspect: a JSON document {"version":2,"eval":{...},"samples":[...]} (an Inspect AI eval log as JSON)',
    recognise(first) {
        const r = (0,common/* obj */.WL)(first);
        return r !== undefined && typeof r.version === 'number' && (0,common/* obj */.WL)(r.eval) !== undefined;
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let done = false;
        return {
            record(value, line) {
                if (done)
                    throw new read/* TraceError */.yW(ctx.source, line, 'expected one Inspect log document, found more JSON after it');
                done = true;
                const log = (0,common/* obj */.WL)(value);
                if (!log)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected an Inspect log object, found ${(0,common/* typeName */.go)(value)}`);
                if (log.samples !== undefined && !Array.isArray(log.samples)) {
                    throw new read/* TraceError */.yW(ctx.source, line, `expected \`samples\` to be a list, found ${(0,common/* typeName */.go)(log.samples)}`);
                }
                const samples = (0,common/* arr */.QL)(log.samples);
                // A log with one sample whose usage the sample does not carry: the eval's usage is its.
                const evalUsage = samples.length === 1 ? (0,common/* obj */.WL)((0,common/* obj */.WL)(log.stats)?.model_usage) : undefined;
                const epochs = (0,common/* num */.bu)((0,common/* obj */.WL)((0,common/* obj */.WL)(log.eval)?.config)?.epochs) ?? 1;
                samples.forEach((raw, i) => {
                    const sample = (0,common/* obj */.WL)(raw);
                    if (!sample)
                        throw new read/* TraceError */.yW(ctx.source, line, `expected sample ${i} to be an object, found ${(0,common/* typeName */.go)(raw)}`);
                    const id = (0,common/* idOf */.TH)(sample.id) ?? String(i + 1);
                    const epoch = (0,common/* num */.bu)(sample.epoch);
                    const session = epochs > 1 || (epoch !== undefined && epoch !== 1) ? `${id}#${epoch ?? 1}` : id;
                    const events = (0,common/* arr */.QL)(sample.events);
                    const seen = events.length > 0 ? fromEvents(emit, events, session) : (fromMessages(emit, sample, session, evalUsage), {});
                    const ended = sampleEnd(sample, log.status, seen);
                    const at = events.length > 0 ? events.length - 1 : Math.max(0, (0,common/* arr */.QL)(sample.messages).length - 1);
                    emit((0,common/* processEnd */.rw)(ended.status, ended.reason), { index: at }, session);
                });
                if (samples.length === 0 && log.status === 'error') {
                    emit((0,common/* processEnd */.rw)('error', (0,common/* short */.Al)((0,common/* obj */.WL)(log.error)?.message) ?? 'the eval ended with an error'), { index: 0 });
                }
            },
            end() { },
        };
    },
};
/* harmony default export */ const inspect = (inspect_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/openai-agents/index.ts
/**
 * openai-agents: traces of the OpenAI Agents SDK as its exporters write them: objects
 * `{object: "trace", id, workflow_name}` and `{object: "trace.span", id, trace_id, parent_id,
 * started_at, ended_at, span_data, error}`, one per line (JSONL), as a JSON array, or as the
 * ingest payload `{"data": [...]}`.
 *
 * Spans are kept (a few fields each) until the end, then emitted per trace (one session per
 * trace id when the file holds several; in the order traces first appear), ordered by
 * `started_at` (processors write a span when it ENDS, so file order is not run order).
 * - `function` -> tool_call (tool = name, args = input parsed, call_id = the span id) +
 *   tool_output; failed when `error` is set.
 * - `generation` / `response` -> token_usage (`usage.input_tokens` includes
 *   `input_tokens_details.cached_tokens`; total = `total_tokens` or input + output). The
 *   aggregate usage of the SDK's `task` / `turn` custom spans is not counted again.
 * - `handoff` -> state_transition (from_agent -> to_agent).
 * - `guardrail` with `triggered: true` -> error_event (the tripwire stops the run).
 * - an `error` on a model or agent span -> error_event.
 * - process_end per trace from its last top-level `agent` span: an error saying max turns ->
 *   max_turns, another error -> error, else completed.
 */


function isTraceObject(x) {
    const o = (0,common/* obj */.WL)(x)?.object;
    return o === 'trace' || o === 'trace.span';
}
/** The cached input tokens, from `input_tokens_details` as an object or a list of objects. */
function cached(u) {
    const d = u.input_tokens_details;
    if (Array.isArray(d))
        return d.reduce((sum, x) => sum + ((0,common/* firstNum */.Pg)((0,common/* obj */.WL)(x), 'cached_tokens') ?? 0), 0);
    return (0,common/* firstNum */.Pg)((0,common/* obj */.WL)(d), 'cached_tokens');
}
function openai_agents_usageOf(u) {
    if (!u)
        return undefined;
    const input = (0,common/* firstNum */.Pg)(u, 'input_tokens', 'prompt_tokens');
    const output = (0,common/* firstNum */.Pg)(u, 'output_tokens', 'completion_tokens');
    return (0,common/* tokenUsage */.Z_)((0,common/* inclusiveUsage */.Wk)(input, cached(u), undefined, output, (0,common/* firstNum */.Pg)(u, 'total_tokens')));
}
const openai_agents_adapter = {
    id: 'openai-agents',
    signature: 'openai-agents: objects {"object":"trace"} / {"object":"trace.span"} (OpenAI Agents SDK trace export), per line, as a list, or as {"data":[...]}',
    recognise(first) {
        if (Array.isArray(first))
            return isTraceObject(first[0]);
        const r = (0,common/* obj */.WL)(first);
        if (!r)
            return false;
        if (isTraceObject(r))
            return true;
        return Array.isArray(r.data) && isTraceObject(r.data[0]);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const spans = [];
        const traces = [];
        const seen = new Set();
        let first = true;
        let documentMode = false;
        const trace = (id) => {
            if (!seen.has(id)) {
                seen.add(id);
                traces.push(id);
            }
        };
        const item = (value, line, index) => {
            const r = (0,common/* obj */.WL)(value);
            if (!r)
                throw new read/* TraceError */.yW(ctx.source, line, `expected a trace or span object${index !== undefined ? ` at item ${index}` : ''}, found ${(0,common/* typeName */.go)(value)}`);
            if (r.object === 'trace') {
                trace((0,common/* str */.gx)(r.id) ?? '');
                return;
            }
            if (r.object !== 'trace.span')
                return;
            const t = (0,common/* str */.gx)(r.trace_id) ?? '';
            trace(t);
            const data = (0,common/* obj */.WL)(r.span_data) ?? {};
            const err = r.error;
            const s = {
                trace: t,
                order: spans.length,
                start: typeof r.started_at === 'string' ? Date.parse(r.started_at) || 0 : 0,
                origin: documentMode ? { index: index ?? spans.length } : (0,common/* compact */.oE)({ line, index }),
                type: (0,common/* str */.gx)(data.type),
                id: (0,common/* str */.gx)(r.id),
                topLevel: r.parent_id === null || r.parent_id === undefined,
                name: (0,common/* str */.gx)(data.name),
                error: err === null || err === undefined ? undefined : ((0,common/* short */.Al)((0,common/* obj */.WL)(err)?.message) ?? (0,common/* short */.Al)(err) ?? 'error'),
            };
            switch (s.type) {
                case 'function':
                    s.args = data.input === undefined || data.input === null ? {} : (0,common/* parseArgs */.Zy)(data.input);
                    s.digest = (0,common/* outputDigest */.Qx)(data.output ?? undefined);
                    break;
                case 'generation':
                case 'response':
                    s.usage = openai_agents_usageOf((0,common/* obj */.WL)(data.usage));
                    if (s.usage && (0,common/* str */.gx)(data.model))
                        s.usage.model = (0,common/* str */.gx)(data.model);
                    break;
                case 'handoff':
                    s.from = (0,common/* str */.gx)(data.from_agent);
                    s.to = (0,common/* str */.gx)(data.to_agent);
                    break;
                case 'guardrail':
                    s.triggered = data.triggered === true;
                    break;
            }
            spans.push(s);
        };
        const take = (value, line) => {
            if (Array.isArray(value)) {
                value.forEach((v, i) => item(v, line, i));
                return;
            }
            const r = (0,common/* obj */.WL)(value);
            if (r && !isTraceObject(r) && Array.isArray(r.data)) {
                r.data.forEach((v, i) => item(v, line, i));
                return;
            }
            item(value, line, undefined);
        };
        return {
            record(value, line) {
                if (first && (Array.isArray(value) || ((0,common/* isJsonObject */.OW)(value) && Array.isArray(value.data))))
                    documentMode = true;
                first = false;
                take(value, line);
            },
            end() {
                const many = traces.length > 1;
                const byTrace = new Map();
                for (const t of traces)
                    byTrace.set(t, []);
                for (const s of spans)
                    byTrace.get(s.trace).push(s);
                for (const t of traces) {
                    const list = byTrace.get(t);
                    list.sort((a, b) => a.start - b.start || a.order - b.order);
                    const session = many ? t : undefined;
                    const tools = new common/* ToolTracker */.N6(emit);
                    let lastAgent;
                    const failedAgents = [];
                    for (const s of list) {
                        switch (s.type) {
                            case 'function':
                                tools.call(s.name ?? null, s.args ?? {}, s.id, s.origin, session);
                                tools.result(s.id, { failed: s.error !== undefined, message: s.error, digest: s.digest }, s.origin, session);
                                break;
                            case 'generation':
                            case 'response':
                                if (s.usage)
                                    emit(s.usage, s.origin, session);
                                if (s.error)
                                    emit({ event: 'error_event', kind: 'model', message: s.error }, s.origin, session);
                                break;
                            case 'handoff':
                                emit((0,common/* compact */.oE)({ event: 'state_transition', kind: 'handoff', from: s.from, to: s.to }), s.origin, session);
                                break;
                            case 'guardrail':
                                if (s.triggered)
                                    emit((0,common/* compact */.oE)({
                                        event: 'error_event',
                                        kind: 'guardrail',
                                        message: s.name ? `guardrail ${s.name} triggered` : 'guardrail triggered',
                                    }), s.origin, session);
                                break;
                            case 'agent':
                                if (s.error)
                                    failedAgents.push(s);
                                if (s.topLevel)
                                    lastAgent = s;
                                break;
                            default:
                                break;
                        }
                    }
                    tools.end();
                    // An agent span ends after the work inside it: its failure is reported after that work.
                    for (const s of failedAgents)
                        emit({ event: 'error_event', kind: 'agent', message: s.error }, s.origin, session);
                    if (lastAgent) {
                        const e = lastAgent.error;
                        const status = e === undefined ? 'completed' : /max turns/i.test(e) ? 'max_turns' : 'error';
                        emit((0,common/* processEnd */.rw)(status, e), lastAgent.origin, session);
                    }
                }
            },
        };
    },
};
/* harmony default export */ const openai_agents = (openai_agents_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/openclaw/index.ts
/**
 * openclaw: OpenClaw (and pi coding agent) session JSONL, versions 1-3 (formats.md).
 *
 * - assistant `toolCall` blocks -> tool_call; `toolResult` messages -> tool_output. A result
 *   failed when `isError` is true, `details.status` is "error", `details.exitCode` is non-zero,
 *   or `details.error` is set without a `details.status` (a tool that could not run, e.g. a
 *   missing API key). `details.status: "failed"` is NOT a failure: the `process` tool writes it
 *   for a background session it killed on request.
 * - assistant `usage` -> one token_usage per reply (replies with zero usage give none).
 * - `stopReason: "error"` -> error_event; in a run of consecutive error replies with no content
 *   (the provider failing and OpenClaw retrying) each reply after the first is a retry_event
 *   instead. A run ends at the next other message entry.
 * - `compaction` -> context_event compaction (tokens_before); a summary saying it is unavailable
 *   also -> memory_event lost. OpenClaw does not record the context window: no saturation.
 * - model changes (`model_change`, `custom` model-snapshot, the model of assistant replies) ->
 *   state_transition.
 * - memory: `memory_search` / `memory_get` calls and reads/writes of `MEMORY.md` or
 *   `memory/*.md` -> memory_event (recall / store; miss for an empty or failed recall).
 * - skills: reading `skills/<name>/SKILL.md` -> skill_event (failed when the read failed).
 * - process_end from the last message entry: an assistant reply that stopped normally ->
 *   completed; stopReason error -> error; aborted -> aborted; length -> incomplete (max tokens);
 *   anything else (a pending tool call, a tool result or a user message last) -> incomplete.
 */

/** Models that are not a model: messages injected by the OpenClaw gateway. */
const openclaw_NOT_A_MODEL = new Set(['gateway-injected', 'delivery-mirror']);
function openclaw_classify(tool, args) {
    const t = tool.toLowerCase();
    if (t === 'memory_search' || t === 'memory_get')
        return { memory: 'recall' };
    const path = (0,common/* pathArg */.kK)(args);
    if (t === 'read') {
        const skill = (0,common/* skillInPath */.EK)(path);
        if (skill)
            return { skill };
        if ((0,common/* isMemoryPath */.h0)(path))
            return { memory: 'recall' };
    }
    if ((t === 'write' || t === 'edit') && (0,common/* isMemoryPath */.h0)(path))
        return { memory: 'store' };
    return {};
}
/** Whether a recall came back with nothing (memory_get text empty, memory_search no results, an empty read). */
function emptyRecall(tool, message) {
    const t = (tool ?? '').toLowerCase();
    if (t !== 'memory_search' && t !== 'memory_get')
        return (0,common/* contentText */.Tf)(message.content).trim() === '';
    const says = (body) => {
        if (!body)
            return undefined;
        if (body.disabled === true)
            return true;
        if (Array.isArray(body.results))
            return body.results.length === 0;
        if (typeof body.text === 'string')
            return body.text.trim() === '';
        return undefined;
    };
    return (says((0,common/* obj */.WL)(message.details)) ??
        says((0,common/* parseObject */.lj)((0,common/* contentText */.Tf)(message.content, 1 << 20))) ??
        (0,common/* contentText */.Tf)(message.content).trim() === '');
}
function failure(message) {
    const details = (0,common/* obj */.WL)(message.details);
    const exitCode = (0,common/* num */.bu)(details?.exitCode);
    if (message.isError === true)
        return { failed: true, text: (0,common/* errorMessage */.gJ)((0,common/* contentTail */.qQ)(message.content)) ?? (0,common/* short */.Al)(details?.error), exitCode };
    if (details) {
        if (details.status === 'error')
            return { failed: true, text: (0,common/* errorMessage */.gJ)(details.error) ?? (0,common/* errorMessage */.gJ)((0,common/* contentTail */.qQ)(message.content)), exitCode };
        if (exitCode !== undefined && exitCode !== 0)
            return { failed: true, text: `exit code ${exitCode}`, exitCode };
        if (details.status === undefined && ((0,common/* str */.gx)(details.error) || details.error === true)) {
            return { failed: true, text: (0,common/* short */.Al)(details.message) ?? (0,common/* short */.Al)(details.error) };
        }
    }
    return { failed: false, exitCode };
}
const openclaw_adapter = {
    id: 'openclaw',
    signature: 'openclaw: a first line {"type":"session",...} (OpenClaw / pi agent session JSONL)',
    recognise(first) {
        return (0,common/* obj */.WL)(first)?.type === 'session';
    },
    observes: [
        'loop_control',
        'memory_integrity',
        'context_health',
        'cost_efficiency',
        'skill_adherence',
        'task_completion',
    ],
    create(emit, ctx) {
        const tools = new common/* ToolTracker */.N6(emit, openclaw_classify);
        const models = new common/* ModelWatch */.NA(emit);
        let inErrorRun = false;
        let last;
        const assistant = (m, line) => {
            const origin = { line };
            // Messages the gateway injected are not model replies: they neither switch the model nor
            // say how the run stands.
            const injected = openclaw_NOT_A_MODEL.has(String(m.model)) || m.provider === 'openclaw';
            if (!injected)
                models.see(m.model, origin, 'model');
            const content = (0,common/* arr */.QL)(m.content);
            for (const block of content) {
                const b = (0,common/* obj */.WL)(block);
                if (b?.type !== 'toolCall')
                    continue;
                tools.call((0,common/* str */.gx)(b.name) ?? null, b.arguments === undefined ? {} : b.arguments, (0,common/* idOf */.TH)(b.id), origin);
            }
            const u = (0,common/* obj */.WL)(m.usage);
            if (u) {
                const e = (0,common/* tokenUsage */.Z_)({
                    input: (0,common/* num */.bu)(u.input),
                    output: (0,common/* num */.bu)(u.output),
                    cache_read: (0,common/* num */.bu)(u.cacheRead),
                    cache_write: (0,common/* num */.bu)(u.cacheWrite),
                    total: (0,common/* num */.bu)(u.totalTokens),
                });
                if (e)
                    emit(e, origin);
            }
            const stop = m.stopReason;
            if (stop === 'error') {
                const empty = content.length === 0 ||
                    ((0,common/* contentText */.Tf)(content).trim() === '' && !content.some((b) => (0,common/* obj */.WL)(b)?.type === 'toolCall'));
                const message = (0,common/* short */.Al)(m.errorMessage) ?? 'model reply failed';
                if (inErrorRun && empty)
                    emit({ event: 'retry_event', kind: 'provider', message }, origin);
                else
                    emit({ event: 'error_event', kind: 'model', message }, origin);
                inErrorRun = empty;
                last = { status: 'error', reason: message, line };
                return;
            }
            inErrorRun = false;
            if (injected)
                return;
            if (stop === 'aborted')
                last = { status: 'aborted', reason: (0,common/* short */.Al)(m.errorMessage), line };
            else if (stop === 'length')
                last = { status: 'incomplete', reason: 'the reply hit the output token limit', line };
            else if (stop === 'toolUse' || content.some((b) => (0,common/* obj */.WL)(b)?.type === 'toolCall'))
                last = { status: 'incomplete', reason: 'a tool call without a reply after it', line };
            else
                last = { status: 'completed', line };
        };
        const toolResult = (m, line) => {
            const callId = (0,common/* idOf */.TH)(m.toolCallId);
            const known = tools.toolOf(callId);
            const tool = known ?? (0,common/* str */.gx)(m.toolName) ?? null;
            const f = failure(m);
            const role = tools.roleOf(callId);
            tools.result(callId, {
                failed: f.failed,
                message: f.text,
                tool: (0,common/* str */.gx)(m.toolName),
                empty: role.memory === 'recall' ? emptyRecall(tool, m) : undefined,
                extra: (0,common/* compact */.oE)({ exit_code: f.exitCode }),
                digest: (0,common/* outputDigest */.Qx)(m.content),
            }, { line });
            last = { status: 'incomplete', reason: 'a tool result without a reply after it', line };
        };
        return {
            record(value, line) {
                const r = (0,common/* expectObject */.Xk)(ctx, value, line, 'a session entry object');
                switch (r.type) {
                    case 'session':
                        models.see(r.modelId, { line }, 'session');
                        return;
                    case 'model_change':
                        models.see(r.modelId, { line }, 'model_change');
                        return;
                    case 'custom': {
                        if (r.customType === 'model-snapshot')
                            models.see((0,common/* obj */.WL)(r.data)?.modelId, { line }, 'model_change');
                        return;
                    }
                    case 'compaction': {
                        emit((0,common/* compact */.oE)({ event: 'context_event', action: 'compaction', tokens_before: (0,common/* num */.bu)(r.tokensBefore) }), {
                            line,
                        });
                        const summary = typeof r.summary === 'string' ? r.summary : '';
                        if (/\bunavailable\b/i.test(summary.slice(0, 500))) {
                            emit({ event: 'memory_event', action: 'lost', reason: (0,common/* short */.Al)(summary) ?? 'compaction summary unavailable' }, { line });
                        }
                        return;
                    }
                    case 'message': {
                        const m = (0,common/* obj */.WL)(r.message);
                        if (!m)
                            return;
                        if (m.role === 'assistant')
                            return assistant(m, line);
                        inErrorRun = false;
                        if (m.role === 'toolResult')
                            return toolResult(m, line);
                        if (m.role === 'user')
                            last = { status: 'incomplete', reason: 'a user message without a reply after it', line };
                        return;
                    }
                    default:
                        return;
                }
            },
            end() {
                tools.end();
                if (last)
                    emit((0,common/* processEnd */.rw)(last.status, last.reason), { line: last.line });
            },
        };
    },
};
/* harmony default export */ const openclaw = (openclaw_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/otel/index.ts
/**
 * otel: OpenTelemetry spans in OTLP/JSON that follow the GenAI semantic conventions: one
 * `{"resourceSpans": [...]}` export per line (the Collector's file exporter), one such document,
 * or a JSON array of them.
 *
 * The spans of the whole file are kept (a few fields each) and emitted at the end, one session
 * per traceId (sessions in the order their trace first appears; no session key when the file
 * holds one trace), each ordered by span start time.
 * - `gen_ai.operation.name` `execute_tool` -> tool_call (`gen_ai.tool.name`,
 *   `gen_ai.tool.call.id`, args = `gen_ai.tool.call.arguments`, parsed) + tool_output.
 * - `chat` / `generate_content` / `text_completion` (or a span without an operation name that has
 *   gen_ai usage) -> token_usage: `gen_ai.usage.input_tokens` (or the older `prompt_tokens`)
 *   counts the cached tokens too (`gen_ai.usage.cache_read.input_tokens`,
 *   `cache_creation.input_tokens`); total = input + output. Usage on agent spans is an
 *   aggregate and not counted again.
 * - failed (`status.code` 2 / STATUS_CODE_ERROR, or an `error.type` attribute): a tool span ->
 *   tool_output error + error_event; a model or agent span -> error_event.
 * - process_end per trace from its outermost `invoke_agent` span: failed -> error, else
 *   completed (no agent span: none).
 * OpenTelemetry has no compaction, retry, memory or skill conventions: none are shown.
 */


const MODEL_OPS = new Set(['chat', 'generate_content', 'text_completion']);
/** An OTLP AnyValue as a plain value. */
function anyValue(v) {
    const o = (0,common/* obj */.WL)(v);
    if (!o)
        return v;
    if ('stringValue' in o)
        return o.stringValue;
    if ('intValue' in o)
        return typeof o.intValue === 'string' ? Number(o.intValue) : o.intValue;
    if ('doubleValue' in o)
        return typeof o.doubleValue === 'string' ? Number(o.doubleValue) : o.doubleValue;
    if ('boolValue' in o)
        return o.boolValue;
    if ('arrayValue' in o)
        return (Array.isArray((0,common/* obj */.WL)(o.arrayValue)?.values) ? (0,common/* obj */.WL)(o.arrayValue).values : []).map(anyValue);
    if ('kvlistValue' in o)
        return attributes((0,common/* obj */.WL)(o.kvlistValue)?.values);
    if ('bytesValue' in o)
        return o.bytesValue;
    return undefined;
}
function attributes(list) {
    const out = {};
    if (!Array.isArray(list))
        return out;
    for (const a of list) {
        const kv = (0,common/* obj */.WL)(a);
        if (kv && typeof kv.key === 'string')
            out[kv.key] = anyValue(kv.value);
    }
    return out;
}
function n(x) {
    const v = typeof x === 'string' ? Number(x) : x;
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
function isErrorStatus(status) {
    const c = status?.code;
    return c === 2 || c === '2' || c === 'STATUS_CODE_ERROR' || c === 'ERROR';
}
function startTime(x) {
    try {
        if (typeof x === 'string' && /^\d+$/.test(x))
            return BigInt(x);
        if (typeof x === 'number' && Number.isFinite(x))
            return BigInt(Math.trunc(x));
    }
    catch {
        // fall through
    }
    return 0n;
}
function summarise(span, trace, order, origin) {
    const attrs = attributes(span.attributes);
    const op = (0,common/* str */.gx)(attrs['gen_ai.operation.name']) ?? (attrs['gen_ai.tool.name'] !== undefined ? 'execute_tool' : undefined);
    const status = (0,common/* obj */.WL)(span.status);
    const errorType = (0,common/* str */.gx)(attrs['error.type']);
    const failed = isErrorStatus(status) || errorType !== undefined;
    let message;
    if (failed) {
        message = (0,common/* short */.Al)(status?.message) ?? errorType;
        if (!message) {
            for (const ev of Array.isArray(span.events) ? span.events : []) {
                const e = (0,common/* obj */.WL)(ev);
                if (e?.name === 'exception')
                    message = (0,common/* short */.Al)(attributes(e.attributes)['exception.message']);
                if (message)
                    break;
            }
        }
    }
    const s = {
        trace,
        order,
        start: startTime(span.startTimeUnixNano),
        origin,
        op,
        failed,
        message,
        spanId: (0,common/* str */.gx)(span.spanId),
        parentId: (0,common/* str */.gx)(span.parentSpanId),
    };
    if (op === 'execute_tool') {
        s.tool = (0,common/* str */.gx)(attrs['gen_ai.tool.name']) ?? (0,common/* str */.gx)(span.name);
        s.callId = (0,common/* str */.gx)(attrs['gen_ai.tool.call.id']);
        const a = attrs['gen_ai.tool.call.arguments'];
        s.args = a === undefined ? {} : (0,common/* parseArgs */.Zy)(a);
        s.digest = (0,common/* outputDigest */.Qx)(attrs['gen_ai.tool.call.result']);
    }
    const input = n(attrs['gen_ai.usage.input_tokens']) ?? n(attrs['gen_ai.usage.prompt_tokens']);
    const output = n(attrs['gen_ai.usage.output_tokens']) ?? n(attrs['gen_ai.usage.completion_tokens']);
    const isModel = op !== undefined ? MODEL_OPS.has(op) : input !== undefined || output !== undefined;
    if (isModel) {
        s.op = op ?? 'chat';
        s.usage = (0,common/* tokenUsage */.Z_)((0,common/* inclusiveUsage */.Wk)(input, n(attrs['gen_ai.usage.cache_read.input_tokens']) ?? n(attrs['gen_ai.usage.cache_read_input_tokens']), n(attrs['gen_ai.usage.cache_creation.input_tokens']) ?? n(attrs['gen_ai.usage.cache_creation_input_tokens']), output), (0,common/* compact */.oE)({ model: (0,common/* str */.gx)(attrs['gen_ai.response.model']) ?? (0,common/* str */.gx)(attrs['gen_ai.request.model']) }));
    }
    return s;
}
function isExport(x) {
    return (0,common/* isJsonObject */.OW)(x) && Array.isArray(x.resourceSpans);
}
const otel_adapter = {
    id: 'otel',
    signature: 'otel: OTLP/JSON {"resourceSpans":[...]} per line or per file (OpenTelemetry GenAI spans)',
    recognise(first) {
        if (Array.isArray(first))
            return first.length > 0 && isExport(first[0]);
        return isExport(first);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const spans = [];
        const traces = [];
        const seenTrace = new Set();
        let documentMode = false;
        let first = true;
        const takeExport = (value, line, what) => {
            if (!(0,common/* isJsonObject */.OW)(value) || !Array.isArray(value.resourceSpans)) {
                throw new read/* TraceError */.yW(ctx.source, line, `expected ${what} to be an OTLP export {"resourceSpans":[...]}, found ${(0,common/* isJsonObject */.OW)(value) ? 'an object without resourceSpans' : (0,common/* typeName */.go)(value)}`);
            }
            let ordinal = 0;
            for (const rs of value.resourceSpans) {
                const scopes = (0,common/* obj */.WL)(rs)?.scopeSpans ?? (0,common/* obj */.WL)(rs)?.instrumentationLibrarySpans;
                for (const ss of Array.isArray(scopes) ? scopes : []) {
                    const list = (0,common/* obj */.WL)(ss)?.spans;
                    for (const sp of Array.isArray(list) ? list : []) {
                        const span = (0,common/* obj */.WL)(sp);
                        if (!span)
                            continue;
                        const trace = (0,common/* str */.gx)(span.traceId) ?? '';
                        if (!seenTrace.has(trace)) {
                            seenTrace.add(trace);
                            traces.push(trace);
                        }
                        const origin = documentMode ? { index: spans.length } : { line, index: ordinal };
                        ordinal++;
                        spans.push(summarise(span, trace, spans.length, origin));
                    }
                }
            }
        };
        return {
            record(value, line) {
                const isFirst = first;
                first = false;
                if (isFirst && Array.isArray(value)) {
                    documentMode = true;
                    value.forEach((v, i) => takeExport(v, line, `item ${i}`));
                    return;
                }
                takeExport(value, line, 'the record');
            },
            end() {
                const many = traces.length > 1;
                const byTrace = new Map();
                for (const t of traces)
                    byTrace.set(t, []);
                for (const s of spans)
                    byTrace.get(s.trace).push(s);
                for (const t of traces) {
                    const list = byTrace.get(t);
                    list.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.order - b.order));
                    const session = many ? t : undefined;
                    const tools = new common/* ToolTracker */.N6(emit);
                    const agentIds = new Set(list.filter((s) => s.op === 'invoke_agent' && s.spanId).map((s) => s.spanId));
                    let root;
                    const failedAgents = [];
                    for (const s of list) {
                        if (s.op === 'execute_tool') {
                            tools.call(s.tool ?? null, s.args ?? {}, s.callId, s.origin, session);
                            tools.result(s.callId, {
                                failed: s.failed,
                                message: s.failed ? (s.message ?? 'tool call failed') : undefined,
                                tool: s.tool,
                                digest: s.digest,
                            }, s.origin, session);
                            continue;
                        }
                        if (s.usage)
                            emit(s.usage, s.origin, session);
                        if (s.failed && (s.usage !== undefined || (s.op !== undefined && MODEL_OPS.has(s.op)))) {
                            emit({ event: 'error_event', kind: 'model', message: s.message ?? 'model call failed' }, s.origin, session);
                        }
                        else if (s.op === 'invoke_agent') {
                            if (s.failed)
                                failedAgents.push(s);
                            if (!root && !(s.parentId && agentIds.has(s.parentId)))
                                root = s;
                        }
                    }
                    tools.end();
                    // An agent span ends after the work inside it: its failure is reported after that work.
                    for (const s of failedAgents)
                        emit({ event: 'error_event', kind: 'agent', message: s.message ?? 'agent run failed' }, s.origin, session);
                    if (root)
                        emit((0,common/* processEnd */.rw)(root.failed ? 'error' : 'completed', root.failed ? root.message : undefined), root.origin, session);
                }
            },
        };
    },
};
/* harmony default export */ const otel = (otel_adapter);

// EXTERNAL MODULE: ./src/trace/adapters/types.ts
var types = __nccwpck_require__(84191);
;// CONCATENATED MODULE: ./src/trace/registry.ts
/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */











/**
 * Adapters in the order `auto` tries them: the most specific signatures first. Each signature
 * keys on fields the others do not have (`type: "session"`, `parentUuid` + `sessionId`,
 * `subtype: "init"`, `thread.started`, `session_meta`, `resourceSpans`, `object: "trace"`,
 * `version` + `eval`, `schema_version`); critiqor, which takes any object whose type is a flat
 * event type, comes last.
 */
const ADAPTERS = [
    openclaw,
    claude_code,
    claude_stream,
    codex_exec,
    codex_rollout,
    otel,
    openai_agents,
    inspect,
    critiqor_session,
    critiqor,
];
function isFormatId(x) {
    return FORMAT_IDS.includes(x);
}
function adapterFor(id) {
    return ADAPTERS.find((a) => a.id === id);
}
/** The adapter whose signature the first record matches, or undefined. */
function recognise(first) {
    return ADAPTERS.find((a) => a.recognise(first));
}
/** What `auto` looks for, for the error of a file that matches no format. */
function signatures() {
    return ADAPTERS.map((a) => a.signature).join('; ');
}



/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
