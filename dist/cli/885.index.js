export const id = 885;
export const ids = [885];
export const modules = {

/***/ 8414:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PG: () => (/* binding */ tooDeepTextMessage),
/* harmony export */   Q2: () => (/* binding */ tooDeepMessage),
/* harmony export */   Qk: () => (/* binding */ nestingDepth),
/* harmony export */   RK: () => (/* binding */ nestsDeeper),
/* harmony export */   U2: () => (/* binding */ tooDeepAt),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH)
/* harmony export */ });
/* unused harmony export mayNestDeeper */
/**
 * How deep a JSON value is nested, measured without recursion.
 *
 * The rule that keeps deep input from overflowing the stack: every JSON value read from a trace
 * (a JSONL line, a document, JSON text inside a string field) is at most MAX_DEPTH deep, or it is
 * an input error (src/trace/read.ts checks each record; `parseJson` in
 * src/trace/adapters/json.ts gives up on deeper text). Code past the reader may then recurse on a
 * value's depth: MAX_DEPTH levels of the deepest walk (masking, canonical JSON, the reports)
 * take a fraction of the stack.
 */
/** The deepest nesting of lists and objects read: 1 for `[]` or `{}`, 2 for `[[]]`, ... */
const MAX_DEPTH = 1000;
/**
 * Whether JSON text of this length may hold a value nested deeper than `limit`: each level takes
 * two characters (its brackets), so shorter text need not be measured. The check on the hot path.
 */
function mayNestDeeper(textLength, limit = MAX_DEPTH) {
    return textLength > 2 * limit;
}
/**
 * How deep a value is nested (0 for a string, number, boolean or null); with `stopAbove`, the
 * walk stops at the first level deeper than it and returns that level. Iterative: any depth.
 */
function nestingDepth(value, stopAbove = Infinity) {
    if (value === null || typeof value !== 'object')
        return 0;
    const values = [value];
    const depths = [1];
    let max = 0;
    while (values.length > 0) {
        const x = values.pop();
        const d = depths.pop();
        if (d > max) {
            max = d;
            if (max > stopAbove)
                return max;
        }
        if (Array.isArray(x)) {
            for (let i = 0; i < x.length; i++) {
                const v = x[i];
                if (v !== null && typeof v === 'object') {
                    values.push(v);
                    depths.push(d + 1);
                }
            }
        }
        else {
            for (const k in x) {
                const v = x[k];
                if (v !== null && typeof v === 'object') {
                    values.push(v);
                    depths.push(d + 1);
                }
            }
        }
    }
    return max;
}
/**
 * Whether a value parsed from `textLength` characters of JSON is nested deeper than `limit`.
 * Cheap on the hot path: short text is not walked.
 */
function nestsDeeper(value, textLength, limit = MAX_DEPTH) {
    return mayNestDeeper(textLength, limit) && nestingDepth(value, limit) > limit;
}
/**
 * The input error's words for a value nested deeper than `limit`: "expected JSON nested at most
 * 1000 deep, found a list nested 200000 deep".
 */
function tooDeepMessage(value, limit = MAX_DEPTH) {
    const what = Array.isArray(value) ? 'a list' : 'an object';
    return `expected JSON nested at most ${limit} deep, found ${what} nested ${nestingDepth(value)} deep`;
}
/**
 * Where JSON text first nests deeper than `limit`: the offset of the bracket that opens level
 * `limit + 1`, or undefined. Reads the text as JSON would (brackets inside strings do not count),
 * valid or not, without recursion: the way to name the line of a deep value in text that a
 * recursive parser must not be given.
 */
function tooDeepAt(text, limit = MAX_DEPTH) {
    if (!mayNestDeeper(text.length, limit))
        return undefined;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            // A string: skip to its closing quote (or the end of the line, where a torn string stops).
            for (i++; i < text.length; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22 || d === 0x0a)
                    break;
            }
        }
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > limit)
                return i;
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
    return undefined;
}
/** The input error's words for text nested deeper than `limit` that was not read as a value. */
function tooDeepTextMessage(limit = MAX_DEPTH) {
    return `expected JSON nested at most ${limit} deep, found text nested deeper`;
}


/***/ }),

/***/ 7842:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ eventType),
/* harmony export */   Dx: () => (/* binding */ KNOWN_EVENT_TYPES),
/* harmony export */   Lj: () => (/* binding */ shiftOrigin),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   bM: () => (/* binding */ fromPlain),
/* harmony export */   xw: () => (/* binding */ EngineEvent)
/* harmony export */ });
/* unused harmony export eventId */
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5527);
/* harmony import */ var _python_compat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1296);
/**
 * Flat events (diagnosis.md section 1) and their normalization.
 *
 * Events are kept as the objects they were read as; the engine wraps each in an `EngineEvent`
 * that carries its type, its position and where it came from, and works out the normalized form
 * (with `event` and `event_id`) only for the events a report shows.
 */


const hasher = new _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .Hasher */ .OP();
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
    idText;
    constructor(raw, type, position, origin) {
        this.raw = raw;
        this.type = type;
        this.position = position;
        this.origin = origin;
    }
    /** `event_id` in its string form, or `event_<position>`. */
    get id() {
        return (this.idText ??= eventId(this.raw, this.position));
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
    /**
     * The fingerprint of the label, for counting distinct labels without keeping them: equal for
     * two events exactly when their labels are the same text. For a name without a colon, the
     * label's text splits at its first colon into the name and the arguments' canonical JSON, so
     * the name and the arguments are hashed as they are (`writeKey`), with no text built. A name
     * with a colon (rare) may give the very text another name and arguments give (`a:1` with no
     * arguments, `a` with the arguments 1): its label is built and split the same way, and hashed
     * as a name and arguments when it reads as one, else as its text.
     */
    labelFingerprint() {
        if (this.labelFp === undefined) {
            const args = this.argsValue();
            const name = this.labelName();
            if (name.indexOf(':') === -1) {
                hasher.start().unit(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyTag */ .i_.Label).add(name);
                if (args !== ABSENT && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(args))
                    (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .writeKey */ .TE)(args, hasher.unit(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyTag */ .i_.Args));
            }
            else
                labelOfText(this.label());
            this.labelFp = hasher.finish();
        }
        return this.labelFp;
    }
    /**
     * The fingerprint of the key that groups identical calls: (tool, arguments), absent
     * arguments read as `{}`. For the usual call, a named tool with arguments, the key is the
     * label itself (so one fingerprint serves both); every other key starts with the tag `Call`,
     * which no label does, and keeps tool and arguments apart.
     */
    callFingerprint() {
        const tool = this.raw.tool;
        const args = this.argsValue();
        if (typeof tool === 'string' && tool !== '' && tool.charCodeAt(0) !== 0 && args !== ABSENT && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(args)) {
            return this.labelFingerprint();
        }
        hasher.start().unit(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyTag */ .i_.Call);
        (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .writeKey */ .TE)((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(this.raw, 'tool') ? tool : null, hasher);
        (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .writeKey */ .TE)(args === ABSENT ? {} : args, hasher);
        return hasher.finish();
    }
    /** The event as the report shows it: its own keys, with `event_id` and `event` set. */
    normalized() {
        return { ...this.raw, event_id: this.id, event: this.type };
    }
}
/**
 * Starts `hasher` on a label given as its text: as the name before the first colon and the
 * arguments after it when the rest is the canonical JSON of truthy arguments (what a name
 * without a colon and those arguments give), else as the text itself.
 */
function labelOfText(text) {
    const i = text.indexOf(':');
    const rest = text.slice(i + 1);
    let value;
    try {
        value = JSON.parse(rest);
    }
    catch {
        value = undefined;
    }
    if (value !== undefined && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(value) && (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(value) === rest) {
        (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .writeKey */ .TE)(value, hasher.start().unit(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyTag */ .i_.Label).add(text.slice(0, i)).unit(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyTag */ .i_.Args));
    }
    else
        hasher.start().unit(_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyTag */ .i_.LabelText).add(text);
}
function shiftOrigin(o, shift) {
    if (!o)
        return o;
    return {
        ...(o.line !== undefined ? { line: o.line + shift.line } : {}),
        ...(o.index !== undefined ? { index: o.index } : {}),
        ...(o.span_id !== undefined ? { span_id: o.span_id } : {}),
        ...(o.id !== undefined ? { id: o.id } : {}),
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

/***/ 4902:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ExactSum)
/* harmony export */ });
/**
 * A sum of floating-point numbers without rounding error until it is read: the partials of
 * Shewchuk's algorithm (the one Python's math.fsum uses). The sum is the same in whatever order
 * its terms come and however they are grouped, so a sum taken in two parts and merged is the sum
 * of one pass, to the last bit. For finite terms.
 */
class ExactSum {
    /** Non-overlapping partials, smallest magnitude first; their exact sum is the sum. */
    partials = [];
    add(value) {
        const p = this.partials;
        // The usual term, a whole number (of tokens) onto a whole-number sum: while the sum is a safe
        // integer it is exact, and the one partial is the sum, as the loop below would leave it.
        if (p.length === 1) {
            const sum = p[0] + value;
            if (Number.isSafeInteger(sum) && Number.isSafeInteger(value) && Number.isSafeInteger(p[0])) {
                p[0] = sum;
                return;
            }
        }
        let x = value;
        let i = 0;
        for (let j = 0; j < p.length; j++) {
            let y = p[j];
            if (Math.abs(x) < Math.abs(y))
                [x, y] = [y, x];
            const hi = x + y;
            const lo = y - (hi - x);
            if (lo !== 0)
                p[i++] = lo;
            x = hi;
        }
        p.length = i;
        p.push(x);
    }
    /** Adds another sum's terms. */
    addSum(other) {
        for (const x of other instanceof ExactSum ? other.partials : other)
            this.add(x);
    }
    /** The partials, as plain data (see `addSum`). */
    save() {
        return [...this.partials];
    }
    /** The sum, correctly rounded. */
    value() {
        const p = this.partials;
        let n = p.length;
        if (n === 0)
            return 0;
        let hi = p[--n];
        let lo = 0;
        while (n > 0) {
            const x = hi;
            const y = p[--n];
            hi = x + y;
            lo = y - (hi - x);
            if (lo !== 0)
                break;
        }
        // Round half to even across the partials below, as fsum does.
        if (n > 0 && ((lo < 0 && p[n - 1] < 0) || (lo > 0 && p[n - 1] > 0))) {
            const y = lo * 2;
            const x = hi + y;
            if (y === x - hi)
                hi = x;
        }
        return hi;
    }
}


/***/ }),

/***/ 5527:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ hash64),
/* harmony export */   OP: () => (/* binding */ Hasher),
/* harmony export */   TE: () => (/* binding */ writeKey),
/* harmony export */   i_: () => (/* binding */ KeyTag)
/* harmony export */ });
/* unused harmony export LONG_TEXT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _python_compat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1296);
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
    /**
     * Adds one unit that is not a text's: a tag of `KeyTag` (past 0xffff, which no UTF-16 unit
     * is), marking where a part of a key starts or ends, or a count (a text's length after its tag).
     */
    unit(u) {
        // One step of add()'s loop, on the fields.
        this.a = Math.imul(this.a ^ u, 0x01000193);
        const b = Math.imul(this.b ^ u, 0x5bd1e995);
        this.b = b ^ (b >>> 15);
        const c = Math.imul(this.c + u, 0x27d4eb2d);
        this.c = (c << 13) | (c >>> 19);
        this.n++;
        return this;
    }
    /** Ends the text and returns its fingerprint. */
    finish() {
        return { a: fmix(this.a ^ this.n), b: fmix(this.b + this.n), c: fmix(this.c ^ Math.imul(this.n, 0x9e3779b1)) };
    }
}
/** Units that mark the parts of a key (`Hasher.unit`): all past 0xffff, so no text holds one. */
const KeyTag = {
    Null: 0x10000,
    True: 0x10001,
    False: 0x10002,
    Number: 0x10003,
    Text: 0x10004,
    LongText: 0x10005,
    Array: 0x10006,
    Object: 0x10007,
    End: 0x10008,
    /** A label: its name, then `Args` and its arguments when it has them. */
    Label: 0x10009,
    /** A label given as its text (a name with a colon, see EngineEvent.labelFingerprint). */
    LabelText: 0x1000a,
    Args: 0x1000b,
    /** A call key that is not a label: the tool, then the arguments. */
    Call: 0x1000c,
};
/** Texts longer than this are hashed natively, and their digest fed to the hasher. */
const LONG_TEXT = 128;
/**
 * A JSON value written into a hasher in a form that is only ever compared, never shown: two
 * values give the same units exactly when their canonical JSON (Python's `json.dumps(x,
 * sort_keys=True)`, `canonicalJson`) is the same. Every part starts with a tag; a text is its
 * length and its UTF-16 units, a long text the digest of its content; numbers are written as
 * `pyNumber` writes them; keys are sorted; undefined and what JSON does not hold are null, as in
 * canonical JSON. So nothing is escaped, and a long text (a file written or edited) is hashed
 * natively, a few times faster than one unit at a time in JavaScript.
 */
function writeKey(x, h) {
    if (x === null || x === undefined) {
        h.unit(KeyTag.Null);
        return;
    }
    switch (typeof x) {
        case 'string':
            writeKeyText(x, h);
            return;
        case 'number':
            h.unit(KeyTag.Number).add((0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .pyNumber */ .BR)(x)).unit(KeyTag.End);
            return;
        case 'boolean':
            h.unit(x ? KeyTag.True : KeyTag.False);
            return;
        case 'object': {
            if (Array.isArray(x)) {
                h.unit(KeyTag.Array);
                for (let i = 0; i < x.length; i++)
                    writeKey(x[i], h);
                h.unit(KeyTag.End);
                return;
            }
            const obj = x;
            const keys = (0,_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .sortKeys */ .di)(Object.keys(obj));
            h.unit(KeyTag.Object);
            for (let i = 0; i < keys.length; i++) {
                writeKeyText(keys[i], h);
                writeKey(obj[keys[i]], h);
            }
            h.unit(KeyTag.End);
            return;
        }
        default:
            h.unit(KeyTag.Null);
    }
}
function writeKeyText(s, h) {
    if (s.length > LONG_TEXT)
        h.unit(KeyTag.LongText).add(digest(s));
    else
        h.unit(KeyTag.Text).unit(s.length).add(s);
}
/**
 * The SHA-1 of a text, in base64 (28 characters): of its UTF-8 bytes when it is well-formed, else
 * of a 0xff byte (which UTF-8 never holds) and its UTF-16 units, so that no two texts share it.
 */
function digest(s) {
    if (s.isWellFormed?.() === true) {
        return oneShotBase64?.('sha1', s, 'base64') ?? node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha1').update(s, 'utf8').digest('base64');
    }
    return node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha1').update(ILL_FORMED).update(s, 'utf16le').digest('base64');
}
const oneShotBase64 = node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash;
/**
 * A digest of a long text that is only ever compared for equality (a tool's output), as 16 hex
 * digits: the first 64 bits of a SHA-1, computed natively (a few times faster than any hash fed
 * one UTF-16 unit at a time from JavaScript, and with no warm-up). A well-formed text is hashed as
 * its UTF-8 bytes; a text with a lone surrogate as a 0xff byte (which UTF-8 never holds) and then
 * its UTF-16 units, so that no two different texts share their bytes.
 */
function hash64(s) {
    if (s.isWellFormed?.() === true) {
        return (oneShot?.('sha1', s, 'hex') ?? node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha1').update(s, 'utf8').digest('hex')).slice(0, 16);
    }
    return node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha1').update(ILL_FORMED).update(s, 'utf16le').digest('hex').slice(0, 16);
}
/** `crypto.hash` (Node 20.12 and later): a digest with no Hash object. */
const oneShot = node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash;
const ILL_FORMED = new Uint8Array([0xff]);
function fmix(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h | 0;
}


/***/ }),

/***/ 3527:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ loadInTurn),
/* harmony export */   H: () => (/* binding */ loadsSettled)
/* harmony export */ });
/**
 * Modules loaded when first needed (`import()`: the bundle puts each in a chunk of its own),
 * one at a time, in the order asked for. One thread compiles them one after the other anyway;
 * and a test runner that links modules in a VM (jest's ESM support) can fail to link two module
 * graphs that share modules when they are loaded at once.
 */
let last = Promise.resolve();
/** Load with `load` once every load asked for before it has settled. */
function loadInTurn(load) {
    const next = last.then(load, load);
    last = next.catch(() => undefined);
    return next;
}
/** Settles once every load asked for so far has settled. */
function loadsSettled() {
    return last.then(() => undefined);
}


/***/ }),

/***/ 1296:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ pyNumber),
/* harmony export */   CJ: () => (/* binding */ hasKey),
/* harmony export */   RI: () => (/* binding */ toInt),
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   af: () => (/* binding */ roundHalfEven),
/* harmony export */   di: () => (/* binding */ sortKeys),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   ib: () => (/* binding */ lower),
/* harmony export */   lz: () => (/* binding */ isJsonObjectLike),
/* harmony export */   rD: () => (/* binding */ pyStr),
/* harmony export */   vN: () => (/* binding */ truthy)
/* harmony export */ });
/* unused harmony export pyJsonString */
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
/** Python's `json.dumps(x, sort_keys=True)`. */
function canonicalJson(x) {
    if (x === null || x === undefined)
        return 'null';
    switch (typeof x) {
        case 'string':
            return pyJsonString(x);
        case 'number':
            return pyNumber(x);
        case 'boolean':
            return x ? 'true' : 'false';
        case 'object': {
            if (Array.isArray(x)) {
                let out = '[';
                for (let i = 0; i < x.length; i++)
                    out += (i ? ', ' : '') + canonicalJson(x[i]);
                return out + ']';
            }
            const obj = x;
            const keys = sortKeys(Object.keys(obj));
            let out = '{';
            for (let i = 0; i < keys.length; i++) {
                out += (i ? ', ' : '') + pyJsonString(keys[i]) + ': ' + canonicalJson(obj[keys[i]]);
            }
            return out + '}';
        }
        default:
            return 'null';
    }
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

/***/ 8198:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   dV: () => (/* binding */ mayHoldSecret),
/* harmony export */   y3: () => (/* binding */ cutMasked)
/* harmony export */ });
/* unused harmony exports MASK, entropy, looksRandom, CUT_MARGIN */
/**
 * Secret-shaped values and home directories in trace text, and cutting such text without
 * leaving part of a secret: every layer that shortens trace text (adapters keeping a message,
 * rules quoting one, the report's renderers) masks it first, so that a cut never turns a secret
 * into a prefix the mask no longer knows. Pure, no I/O.
 */
/** What a secret reads once masked. */
const MASK = '***';
/** Secret shapes of common providers, replaced whole by `***`. */
const SECRET_PATTERNS = [
    // Private key blocks, whole or torn (no END line).
    /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    // OpenAI and Anthropic style keys: sk-..., sk-proj-..., sk-ant-api03-...
    /\bsk-[A-Za-z0-9_-]{20,}/g,
    // Stripe secret and restricted keys.
    /\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
    // GitHub tokens: personal (ghp_), OAuth (gho_), user-to-server (ghu_), installation (ghs_),
    // refresh (ghr_), fine-grained personal (github_pat_).
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
    // GitLab, Hugging Face, npm.
    /\bglpat-[A-Za-z0-9_-]{20,}/g,
    /\bhf_[A-Za-z0-9]{30,}/g,
    /\bnpm_[A-Za-z0-9]{36}\b/g,
    // Slack tokens.
    /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
    // AWS access key ids.
    /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g,
    // Google API keys.
    /\bAIza[0-9A-Za-z_-]{35}/g,
    // JSON Web Tokens: header.payload.signature, each base64url; header and payload are JSON.
    /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
];
/** `Bearer <token>` / `Basic <credentials>`: the scheme stays, the credentials go. */
const AUTH_SCHEME = /\b(Bearer|Basic)(\s+)([A-Za-z0-9._~+/=-]{12,})/gi;
/** `password=...`, `"api_key": "..."`: the name stays, the value goes. */
const SECRET_ASSIGNMENT = /((?:api[_-]?key|apikey|secret|client[_-]?secret|token|access[_-]?key|private[_-]?key|password|passwd|pwd|authorization)["']?\s{0,4}[:=]\s{0,4}["']?)([^\s"',;}&]{6,})/gi;
/** Credentials in a URL: scheme://user:password@host. */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@]{1,200}:)([^\s@/]{1,500})@/gi;
/** A long run of token characters; masked when it looks random (see `looksRandom`). */
const LONG_RUN = /[A-Za-z0-9+_=-]{32,}/g;
/** Shannon entropy of a string, in bits per character. */
function entropy(s) {
    const counts = new Map();
    for (const c of s)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let h = 0;
    for (const n of counts.values()) {
        const p = n / s.length;
        h -= p * Math.log2(p);
    }
    return h;
}
/**
 * A run of 32 or more token characters that mixes lower case, upper case and digits and whose
 * characters are spread like random ones: its entropy is close to that of a random string of
 * letters and digits of the same length (whose expected number of distinct characters is
 * 62 (1 - (61/62)^n)). Hex digests (commit SHAs, UUIDs) have no upper case, so they stay; so do
 * long identifiers made of words, whose letters repeat.
 */
function looksRandom(s) {
    if (!/[a-z]/.test(s) || !/[A-Z]/.test(s) || !/[0-9]/.test(s))
        return false;
    const distinct = 62 * (1 - Math.pow(61 / 62, s.length));
    return entropy(s) >= Math.log2(distinct) - 0.35;
}
/**
 * Text shorter than 32 characters (the shortest long run, Hugging Face or npm token, Google key
 * or JWT) can only hold one of the other shapes, and each of those holds one of these words:
 * such text without any of them is left as it is without running the patterns. A report holds
 * tens of thousands of short strings; this keeps masking it cheap.
 */
const SHORT = 32;
const SHORT_SECRET_HINT = /sk-|k_(?:live|test)_|gh[pousr]_|github_pat_|glpat-|xox|AKIA|ASIA|bearer|basic|:\/\/|key|secret|token|passw|pwd|authorization|users|home/i;
/**
 * A home directory in a path, which names the person who ran the agent: `/Users/NAME`,
 * `/home/NAME`, `C:\Users\NAME` (also with its backslashes escaped, once or more, as in JSON text, or with
 * forward slashes), at the start of a path (`traces/home/x` is a folder of the project, not a home), and
 * followed by a separator, the end, or a character no path name holds here.
 * It reads `~`, the separator kept: `/Users/jane/src` reads `~/src`.
 */
const HOME_DIR = /(?<![\w.~-])(?:\/(?:Users|home)\/|\b[A-Za-z]:(?:\\+|\/)Users(?:\\+|\/))[^\\/\s"'`<>|:;,()[\]{}*?]+(?=[\\/\s"'`<>|:;,()[\]{}]|$)/g;
/**
 * What text of any length must hold for one of the patterns to match: a word of
 * SHORT_SECRET_HINT, a prefix of the other shapes (`hf_`, `npm_`, `AIza`, `eyJ`, a key block's
 * `-----BEGIN`), or a long run. Text without any is left as it is with one pass instead of one per
 * pattern.
 */
const SECRET_HINT = new RegExp(`${SHORT_SECRET_HINT.source}|hf_|npm_|AIza|eyJ|-----BEGIN|[A-Za-z0-9+_=-]{32}`, 'i');
/** Whether `maskSecrets` may change `s`: false when it holds no hint of a secret or a home directory. */
function mayHoldSecret(s) {
    return (s.length < SHORT ? SHORT_SECRET_HINT : SECRET_HINT).test(s);
}
/** Replace secret-shaped values with `***`. */
function maskSecrets(s) {
    if (!mayHoldSecret(s))
        return s;
    let out = s;
    for (const re of SECRET_PATTERNS)
        out = out.replace(re, MASK);
    out = out.replace(AUTH_SCHEME, (m, scheme, space, value) => /[0-9]/.test(value) || value.length >= 24 ? `${scheme}${space}${MASK}` : m);
    out = out.replace(URL_CREDENTIALS, `$1${MASK}@`);
    out = out.replace(SECRET_ASSIGNMENT, (m, name, value) => value === MASK || /^(?:Bearer|Basic)$/i.test(value) ? m : `${name}${MASK}`);
    out = out.replace(LONG_RUN, (m) => (looksRandom(m) ? MASK : m));
    return out.replace(HOME_DIR, '~');
}
/**
 * How far past a cut the text is masked before it is cut: a secret that starts before the cut
 * is whole in the masked window unless it is longer than this (every shape the mask knows but
 * a private key block, which it masks torn, and a long JSON Web Token, is shorter).
 */
const CUT_MARGIN = 256;
/** The start of a secret the cut tore, at the end of what it kept: dropped (see `cutMasked`). */
const TORN_SECRET = /(?:^|[^A-Za-z0-9_-])((?:sk-|[sr]k_|gh[pousr]_|github_pat_|glpat-|hf_|npm_|xox|AKIA|ASIA|AIza|eyJ)[A-Za-z0-9_.-]*)$/;
/**
 * `s` in at most `max` characters (UTF-16 units), ending in `ellipsis` when shortened. Text that
 * fits is returned as it is (every output masks it whole). Longer text is masked first, then
 * cut, so that no part of a secret outlives the mask: the text up to `CUT_MARGIN` past the cut
 * is masked, the cut never splits a surrogate pair, and a run the cut tore that starts as a known
 * secret does (a token longer than the margin) is dropped. For every place that shortens trace
 * text: an adapter keeping a message, a rule quoting one, a timeline's snippet.
 */
function cutMasked(s, max, ellipsis = '…') {
    if (s.length <= max)
        return s;
    const window = s.length > max + CUT_MARGIN ? s.slice(0, max + CUT_MARGIN) : s;
    const masked = maskSecrets(window);
    if (masked.length <= max && window.length === s.length)
        return masked;
    let cut = masked.slice(0, Math.max(0, max - ellipsis.length));
    const last = cut.charCodeAt(cut.length - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        cut = cut.slice(0, -1);
    const torn = TORN_SECRET.exec(cut);
    if (torn)
        cut = cut.slice(0, cut.length - torn[1].length);
    return cut + ellipsis;
}


/***/ }),

/***/ 2020:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   U0: () => (/* binding */ cannotRead),
/* harmony export */   go: () => (/* binding */ typeName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Small text helpers every layer uses, written once. */

/** `n thing` or `n things`. */
function plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}
/** A few words for the kind of a JSON value, for "expected ..., found ..." messages. */
function typeName(x) {
    if (x === null)
        return 'null';
    if (x === undefined)
        return 'nothing';
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
/** Why a file could not be read, in a few words: no such file, or the system's error code. */
function cannotRead(err) {
    const code = err?.code;
    return code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? 'error'})`;
}


/***/ }),

/***/ 7063:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IC: () => (/* binding */ REFERENCE_DIMENSIONS),
/* harmony export */   LC: () => (/* binding */ READINESS_LEVELS),
/* harmony export */   SD: () => (/* binding */ CHAIN_OF),
/* harmony export */   Yf: () => (/* binding */ DIMENSIONS),
/* harmony export */   ZR: () => (/* binding */ PRESET_IDS),
/* harmony export */   eT: () => (/* binding */ dimensionOf),
/* harmony export */   fs: () => (/* binding */ FAILURE_TYPES),
/* harmony export */   oC: () => (/* binding */ SEVERITIES)
/* harmony export */ });
/**
 * The words of the diagnosis, declared once: every layer, the zod schemas and the JSON Schemas
 * take these lists from here.
 */
/** Presets: which rules judge a session and how the dimensions are weighted. */
const PRESET_IDS = ['critiqor', 'agents'];
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/**
 * Failure types, in the reference order of the detectors, then the agents preset's own, each with
 * the dimension its penalty falls on (one dimension a type, in every preset; two types may share
 * one: a provider that kept failing falls on loop control, as a loop does).
 */
const DIMENSION_OF_TYPE = {
    infinite_tool_loop: 'loop_control',
    memory_degradation: 'memory_integrity',
    ignoring_tool_outputs: 'tool_output_utilization',
    context_pollution: 'context_health',
    cost_explosion: 'cost_efficiency',
    skill_failure: 'skill_adherence',
    run_failed: 'task_completion',
    provider_failure: 'loop_control',
    finished_on_failure: 'task_completion',
    permission_refused: 'task_completion',
    unverified_change: 'task_completion',
    weakened_checks: 'task_completion',
};
const FAILURE_TYPES = Object.keys(DIMENSION_OF_TYPE);
const DIMENSIONS = [...new Set(Object.values(DIMENSION_OF_TYPE))];
/** The six dimensions of the reference model (all but task completion). */
const REFERENCE_DIMENSIONS = DIMENSIONS.slice(0, 6);
function dimensionOf(type) {
    return DIMENSION_OF_TYPE[type];
}
/** The causal chain a cause of each type usually follows (diagnosis.md), in every preset. */
const CHAIN_OF = {
    infinite_tool_loop: ['tool_call', 'tool_failure_or_no_progress', 'retry_same_action', 'loop_flagged'],
    memory_degradation: ['memory_stored', 'recall_failed_or_ignored', 'state_reconstruction_failed'],
    ignoring_tool_outputs: ['tool_call', 'tool_output', 'decision_skipped_output', 'unsupported_agent_step'],
    context_pollution: ['context_growth', 'saturation_or_compaction', 'key_state_risk'],
    cost_explosion: ['repeated_reasoning_or_calls', 'token_waste', 'cost_spike'],
    skill_failure: ['skill_available', 'skill_not_selected_or_failed', 'generic_execution'],
    run_failed: ['run_started', 'run_interrupted_or_errored', 'task_not_completed'],
    provider_failure: ['provider_request_failed', 'retry_without_a_step', 'run_stalled'],
    finished_on_failure: ['tool_call', 'check_failed', 'run_declared_done'],
    permission_refused: ['tool_call', 'refused_by_permission_policy', 'step_not_taken'],
    unverified_change: ['file_changed', 'no_passing_check_after', 'run_declared_done'],
    weakened_checks: ['check_failed_or_feared', 'check_weakened', 'change_passes_unjudged'],
};
/** Readiness levels, best first. */
const READINESS_LEVELS = ['ready_for_runtime', 'review_recommended', 'unsafe_for_production'];


/***/ }),

/***/ 9677:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ shellChanges),
/* harmony export */   JV: () => (/* binding */ recogniseChecks),
/* harmony export */   MQ: () => (/* binding */ isTestPath)
/* harmony export */ });
/* unused harmony exports splitHeredocs, simpleCommands, wordsOf, pythonWrites */
/**
 * The checks an agent ran, recognised from its shell commands: tests, builds and type checks,
 * linters, and a script it wrote and then ran (a reproduction); and the files a shell command
 * changes (`sed -i`, a heredoc into a file, `python - <<EOF` writing one, `git apply`, `patch`).
 *
 * A command is cut into its simple commands (at `&&`, `||`, `;`, `|` and new lines, outside
 * quotes; heredoc bodies aside); each is read from its first words, past environment
 * assignments and wrappers (`timeout 60`, `npx`, `uv run`, `bundle exec`). Printing a saved log
 * (`cat test.log`) or grepping a test file starts with `cat` or `grep`: no check. `cd x && pytest`
 * and `pytest ... 2>&1 | tail` are checks.
 *
 * Pure and cheap: a command is looked at once, when its call is read.
 */
/** A command's lines with heredoc bodies taken out, and the heredocs. */
function splitHeredocs(command) {
    if (!command.includes('<<'))
        return { lines: command, heredocs: [] };
    const out = [];
    const heredocs = [];
    const all = command.split('\n');
    for (let i = 0; i < all.length; i++) {
        const line = all[i];
        out.push(line);
        const m = /<<-?\s*(['"]?)([A-Za-z_][\w.-]*)\1/.exec(line);
        if (!m)
            continue;
        const end = m[2];
        const body = [];
        let j = i + 1;
        for (; j < all.length && all[j].trim() !== end; j++)
            body.push(all[j]);
        heredocs.push({ line, body: body.join('\n') });
        i = j;
    }
    return { lines: out.join('\n'), heredocs };
}
/** The simple commands of a command line, outside quotes, with the operator that follows each. */
function simpleCommands(lines) {
    const out = [];
    let quote;
    let start = 0;
    const push = (end, next) => {
        const text = lines.slice(start, end).trim();
        if (text)
            out.push({ text, next });
    };
    for (let i = 0; i < lines.length; i++) {
        const c = lines[i];
        if (quote) {
            if (c === '\\' && quote === '"')
                i++;
            else if (c === quote)
                quote = undefined;
            continue;
        }
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === "'" || c === '"' || c === '`')
            quote = c;
        else if (c === '\n' || c === ';') {
            push(i, c);
            start = i + 1;
        }
        else if ((c === '&' || c === '|') && lines[i + 1] === c) {
            push(i, c + c);
            start = i + 2;
            i++;
        }
        else if (c === '|' && lines[i - 1] !== '>') {
            push(i, '|');
            start = i + 1;
        }
        else if (c === '&' && lines[i - 1] !== '>' && lines[i + 1] !== '>') {
            push(i, '&');
            start = i + 1;
        }
    }
    push(lines.length, '');
    return out;
}
/** The words of a simple command, quotes taken off (roughly as a shell would). */
function wordsOf(text) {
    const out = [];
    const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
    for (let m = re.exec(text); m; m = re.exec(text))
        out.push(m[1] ?? m[2] ?? m[3]);
    return out;
}
/** Words that run the command after them. */
const WRAPPERS = new Set([
    'sudo',
    'time',
    'env',
    'nice',
    'command',
    'exec',
    'xvfb-run',
    'stdbuf',
    'unbuffer',
    'npx',
    'bunx',
    'pnpx',
]);
/** Wrappers followed by a second word: `uv run`, `poetry run`, `bundle exec`, `pnpm exec`, `yarn dlx`. */
const TWO_WORD_WRAPPERS = /^(?:uv|poetry|pipenv|pdm|hatch|rye|conda|bundle|pnpm|yarn|npm)$/;
const TWO_WORD_SECOND = /^(?:run|exec|dlx)$/;
/** The words of a simple command past environment assignments, redirections and wrappers. */
function commandWords(text) {
    const w = wordsOf(text);
    let i = 0;
    for (;;) {
        const word = w[i];
        if (word === undefined)
            return [];
        if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word))
            i++;
        else if (WRAPPERS.has(word)) {
            i++;
            while (w[i]?.startsWith('-'))
                i++;
        }
        else if (word === 'timeout') {
            i++;
            while (w[i]?.startsWith('-'))
                i++;
            i++; // the duration
        }
        else if (TWO_WORD_WRAPPERS.test(word) && TWO_WORD_SECOND.test(w[i + 1] ?? '') && !isScriptRun(word, w[i + 2])) {
            i += 2;
            if (word === 'conda')
                while (w[i]?.startsWith('-'))
                    i += w[i] === '-n' ? 2 : 1;
        }
        else
            break;
    }
    return w.slice(i).filter((x) => !/^\d?>>?|^<|^&>/.test(x));
}
/** `npm run test` and the like are package scripts, not wrappers of a command named `test`. */
function isScriptRun(tool, script) {
    return (tool === 'npm' || tool === 'pnpm' || tool === 'yarn') && script !== undefined && /^[\w:.-]+$/.test(script);
}
/** A command's base name: `/usr/bin/python3` -> `python3`. */
function base(word) {
    const i = word.lastIndexOf('/');
    return i >= 0 ? word.slice(i + 1) : word;
}
const PYTHON = /^python(?:\d+(?:\.\d+)?)?$/;
const TEST_RUNNERS = new Set([
    'pytest',
    'py.test',
    'tox',
    'nox',
    'jest',
    'vitest',
    'mocha',
    'ava',
    'karma',
    'rspec',
    'phpunit',
    'ctest',
    'nextest',
    'pest',
    'behave',
    'trial',
    'nosetests',
    'nose2',
    'runtests',
    'runtests.py',
    'run_tests.py',
    'run-tests.sh',
    'run_tests.sh',
    'runtests.sh',
    'test.sh',
    'run-tests',
    'bats',
    'prove',
]);
const LINTERS = new Set([
    'eslint',
    'ruff',
    'flake8',
    'pylint',
    'black',
    'isort',
    'prettier',
    'golangci-lint',
    'shellcheck',
    'rubocop',
    'clippy',
    'biome',
    'stylelint',
    'pycodestyle',
    'pyflakes',
    'hadolint',
    'checkstyle',
    'ktlint',
    'swiftlint',
    'tflint',
    'markdownlint',
]);
const TYPE_CHECKERS = new Set([
    'tsc',
    'mypy',
    'pyright',
    'vue-tsc',
    'javac',
    'kotlinc',
    'rustc',
    'gcc',
    'g++',
    'clang',
    'cc',
    'scalac',
    'dune',
    'stack',
]);
const PYTHON_MODULES = {
    pytest: 'test',
    unittest: 'test',
    tox: 'test',
    nox: 'test',
    nose: 'test',
    doctest: 'test',
    mypy: 'build',
    pyright: 'build',
    compileall: 'build',
    py_compile: 'build',
    flake8: 'lint',
    pylint: 'lint',
    ruff: 'lint',
    black: 'lint',
};
const SCRIPT_RUNNERS = new Set([
    'node',
    'ruby',
    'bash',
    'sh',
    'zsh',
    'perl',
    'php',
    'deno',
    'bun',
    'ts-node',
    'tsx',
    'java',
    'go',
    'Rscript',
    'julia',
]);
/** Whether a path names a test file (or a folder of tests). */
function isTestPath(path) {
    return /(?:^|\/)(?:tests?|__tests__|specs?|testing)(?:\/|$)|(?:^|\/)test_[^/]*\.py$|_tests?\.(?:py|go|rs|exs?)$|\.(?:test|spec)\.[cm]?[jt]sx?$|Tests?\.(?:java|kt|cs|scala|php|swift)$|_spec\.rb$|(?:^|\/)conftest\.py$/.test(path);
}
/** What the words of a package manager's command run: `npm test`, `pnpm run build`, `yarn lint`. */
function packageScript(words) {
    let script = words[1];
    if (script === 'run' || script === 'run-script')
        script = words[2];
    if (script === undefined)
        return undefined;
    if (/^(?:t|tst|test|tests|test:.*|.*:test|cov|coverage|e2e|spec|ci)$/.test(script))
        return 'test';
    if (/^(?:build|compile|typecheck|type-check|tsc|check-types|types|check|verify|build:.*)$/.test(script))
        return 'build';
    if (/^(?:lint|lint:.*|format:check|fmt:check)$/.test(script))
        return 'lint';
    return undefined;
}
/** Each kind of check a simple command's words run, if any. */
function checkOf(words, written) {
    const first = words[0];
    if (first === undefined)
        return undefined;
    const tool = base(first);
    const sub = words[1];
    if (TEST_RUNNERS.has(tool))
        return 'test';
    if (LINTERS.has(tool))
        return 'lint';
    if (TYPE_CHECKERS.has(tool))
        return 'build';
    if (PYTHON.test(tool)) {
        let i = 1;
        while (words[i]?.startsWith('-') && words[i] !== '-m' && words[i] !== '-c')
            i++;
        const arg = words[i];
        if (arg === '-m')
            return (PYTHON_MODULES[words[i + 1] ?? ''] ??
                (words[i + 1] === 'django' && words[i + 2] === 'test' ? 'test' : undefined));
        if (arg === undefined || arg === '-c' || arg === '-')
            return undefined;
        return scriptCheck(arg, words.slice(i + 1), written);
    }
    switch (tool) {
        case 'npm':
        case 'pnpm':
        case 'yarn':
        case 'bun':
            if (tool === 'bun' && sub === 'test')
                return 'test';
            return packageScript(words);
        case 'go':
            return sub === 'test'
                ? 'test'
                : sub === 'build' || sub === 'vet'
                    ? 'build'
                    : sub === 'run' && written(words[2] ?? '')
                        ? 'reproduction'
                        : undefined;
        case 'cargo':
            return sub === 'test' || sub === 'nextest'
                ? 'test'
                : sub === 'build' || sub === 'check'
                    ? 'build'
                    : sub === 'clippy'
                        ? 'lint'
                        : undefined;
        case 'mvn':
        case 'mvnw':
        case 'gradle':
        case 'gradlew': {
            const goals = words.slice(1).filter((w) => !w.startsWith('-'));
            if (goals.some((g) => /^(?:test|verify|check|integrationTest|surefire:test)$/.test(g) || /(?:^|:)test$/.test(g)))
                return 'test';
            if (goals.some((g) => /^(?:compile|test-compile|package|install|build|assemble|compileJava|classes)$/.test(g)))
                return 'build';
            return undefined;
        }
        case 'dotnet':
            return sub === 'test' ? 'test' : sub === 'build' ? 'build' : undefined;
        case 'make':
        case 'gmake': {
            const targets = words.slice(1).filter((w) => !w.startsWith('-') && !w.includes('='));
            if (targets.some((t) => /^(?:test|tests|check|unittest|test-.*|.*-test)$/.test(t)))
                return 'test';
            if (targets.some((t) => /^(?:lint|.*-lint)$/.test(t)))
                return 'lint';
            return targets.every((t) => /^(?:all|build|compile|install)$/.test(t)) ? 'build' : undefined;
        }
        case 'rake':
            return sub === 'test' || sub === 'spec' ? 'test' : undefined;
        case 'manage.py':
            return sub === 'test' ? 'test' : undefined;
        default:
            break;
    }
    if (SCRIPT_RUNNERS.has(tool)) {
        let i = 1;
        while (words[i]?.startsWith('-'))
            i += words[i] === '-cp' || words[i] === '-classpath' ? 2 : 1;
        const arg = words[i];
        if (arg === undefined)
            return undefined;
        if (tool === 'java' && written(`${arg}.java`))
            return 'reproduction';
        return scriptCheck(arg, words.slice(i + 1), written);
    }
    if (first.startsWith('./') || first.startsWith('/') || first.includes('/'))
        return scriptCheck(first, words.slice(1), written);
    return undefined;
}
/** A script run: a project's own test runner, a test file, or a script the agent wrote. */
function scriptCheck(script, rest, written) {
    const name = base(script);
    if (name === 'manage.py')
        return rest[0] === 'test' ? 'test' : undefined;
    if (name === 'setup.py')
        return rest[0] === 'test' ? 'test' : rest[0] === 'build' || rest[0] === 'build_ext' ? 'build' : undefined;
    if (/^run[-_]?tests?(?:\.\w+)?$|^runtests/.test(name))
        return 'test';
    if (written(script))
        return 'reproduction';
    if (isTestPath(script) && /\.\w+$/.test(script))
        return 'test';
    return undefined;
}
/**
 * The checks a shell command runs, in order. `written` tells whether the agent wrote a file of
 * that name earlier in the run (its reproduction script).
 */
function recogniseChecks(command, written = () => false) {
    // The prefilter: too short to run anything, or nothing but reading commands.
    if (command.length < 2)
        return [];
    const { lines } = splitHeredocs(command);
    const out = [];
    for (const { text } of simpleCommands(lines)) {
        const words = commandWords(text);
        const kind = checkOf(words, written);
        if (kind)
            out.push({ kind, command: text });
    }
    return out;
}
/** The words of `sed -i ... files`: the script and the files. */
function sedChanges(words) {
    let inPlace = false;
    const scripts = [];
    const files = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w === '-e' || w === '--expression')
            scripts.push(words[++i] ?? '');
        else if (/^-i|^--in-place/.test(w) || (/^-[a-zA-Z]+$/.test(w) && w.includes('i')))
            inPlace = true;
        else if (w.startsWith('-'))
            continue;
        else if (scripts.length === 0)
            scripts.push(w);
        else
            files.push(w);
    }
    if (!inPlace)
        return [];
    const script = scripts.join('\n');
    const sub = /^s(.)(.*?)\1(.*?)\1/.exec(script);
    const deleted = /^\/(.*)\/d$/.exec(script);
    return files.map((path) => ({
        path,
        action: 'edit',
        ...(sub ? { text: sub[3], old: sub[2] } : deleted ? { text: '', old: deleted[1] } : { text: script }),
    }));
}
/** The target of a `>` or `>>` redirection in a simple command's text, if any. */
function redirectTarget(text) {
    const m = /(?:^|[^\d&])>>?\s*(['"]?)([^\s'"|;&<>]+)\1/.exec(text);
    if (!m)
        return undefined;
    const t = m[2];
    return t === '/dev/null' || t.startsWith('&') || t.startsWith('/dev/') ? undefined : t;
}
/** The files a Python script writes, from its `open(path, 'w')` calls and `Path(path).write_text`. */
function pythonWrites(body) {
    if (!body.includes('open(') && !body.includes('write_'))
        return [];
    const out = [];
    const re = /open\(\s*(?:r|f)?(['"])([^'"\n]+)\1\s*,\s*(['"])[wa]\+?b?\3|Path\(\s*(['"])([^'"\n]+)\4\s*\)\.write_(?:text|bytes)\(/g;
    for (let m = re.exec(body); m; m = re.exec(body))
        out.push(m[2] ?? m[5]);
    return out;
}
/** The files a `git apply` or `patch` diff changes (`+++ b/path`). */
function diffFiles(body) {
    const out = [];
    for (const m of body.matchAll(/^\+\+\+ (?:b\/)?(\S+)/gm))
        if (m[1] !== '/dev/null')
            out.push(m[1]);
    return out;
}
/**
 * The files a shell command changes, as far as the command shows them. `scripts` gives the text
 * of scripts the agent wrote (a `python fix.py` that writes files changes those files).
 */
function shellChanges(command, scripts = () => undefined) {
    // The prefilter: every change below needs one of these.
    if (!/sed|>|<<|tee|apply|patch|perl|python|rm |mv |cp |git |truncate/.test(command))
        return [];
    const { lines, heredocs } = splitHeredocs(command);
    const out = [];
    const bodyOf = (text) => {
        const firstLine = text.split('\n', 1)[0];
        return heredocs.find((h) => h.line.includes(firstLine) || firstLine.includes(h.line.trim()))?.body;
    };
    for (const { text } of simpleCommands(lines)) {
        const words = commandWords(text);
        const tool = base(words[0] ?? '');
        const heredoc = text.includes('<<') ? bodyOf(text) : undefined;
        if (tool === 'sed')
            out.push(...sedChanges(words));
        else if (tool === 'perl' && words.some((w) => /^-\w*i/.test(w))) {
            const files = words.slice(1).filter((w, i, all) => !w.startsWith('-') && !all[i - 1]?.startsWith('-e'));
            for (const path of files)
                out.push({ path, action: 'edit' });
        }
        else if (tool === 'cat' || tool === 'echo' || tool === 'printf' || tool === 'tee') {
            const target = tool === 'tee' ? words.slice(1).find((w) => !w.startsWith('-')) : redirectTarget(text);
            if (target) {
                const body = heredoc ??
                    (tool === 'echo' || tool === 'printf'
                        ? words
                            .slice(1)
                            .filter((w) => !w.startsWith('>'))
                            .join(' ')
                        : undefined);
                const append = /\s>>|^tee\s+-a|\s-a\s/.test(text);
                out.push({ path: target, action: append ? 'edit' : 'write', ...(body !== undefined ? { text: body } : {}) });
            }
        }
        else if (tool === 'truncate' || (tool === ':' && redirectTarget(text))) {
            const target = tool === 'truncate' ? words[words.length - 1] : redirectTarget(text);
            if (target)
                out.push({ path: target, action: 'write', text: '' });
        }
        else if (PYTHON.test(tool)) {
            const script = words.find((w, i) => i > 0 && !w.startsWith('-'));
            const body = heredoc ??
                (script ? scripts(script) : undefined) ??
                (words.includes('-c') ? words[words.indexOf('-c') + 1] : undefined);
            if (body)
                for (const path of pythonWrites(body))
                    out.push({ path, action: 'edit', text: body });
        }
        else if (tool === 'git' && words[1] === 'apply') {
            const body = heredoc ?? '';
            const files = diffFiles(body);
            if (files.length)
                for (const path of files)
                    out.push({ path, action: 'edit', text: body });
            else
                out.push({ path: '', action: 'edit' });
        }
        else if (tool === 'patch') {
            const files = diffFiles(heredoc ?? '');
            if (files.length)
                for (const path of files)
                    out.push({ path, action: 'edit', text: heredoc });
            else
                out.push({ path: '', action: 'edit' });
        }
        else if (tool === 'git' && (words[1] === 'checkout' || words[1] === 'restore') && words.includes('--')) {
            for (const path of words.slice(words.indexOf('--') + 1))
                out.push({ path, action: 'edit' });
        }
        else if (tool === 'rm' || (tool === 'git' && words[1] === 'rm')) {
            for (const path of words.slice(tool === 'rm' ? 1 : 2))
                if (!path.startsWith('-'))
                    out.push({ path, action: 'delete' });
        }
        else if (tool === 'mv' || tool === 'cp') {
            const args = words.slice(1).filter((w) => !w.startsWith('-'));
            if (args.length === 2)
                out.push({ path: args[1], action: 'write' });
        }
    }
    return out;
}


/***/ }),

/***/ 5442:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LC: () => (/* reexport */ vocabulary/* READINESS_LEVELS */.LC),
  zU: () => (/* binding */ SessionDiagnoser)
});

// UNUSED EXPORTS: NO_FAILURE_EXPLANATION, SEVERITY_RANK, bandedTrust, diagnose, primaryOf, readinessOf

// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
;// CONCATENATED MODULE: ./src/engine/calls.ts

/** Copies slot `j` of one table to slot `i` of another. */
function copySlot(to, i, from, j) {
    to.a[i] = from.a[j];
    to.b[i] = from.b[j];
    to.c[i] = from.c[j];
    to.flags[i] = from.flags[j];
    to.position[i] = from.position[j];
    to.line[i] = from.line[j];
    to.index[i] = from.index[j];
}
/** An origin's record ids, or undefined when it has none. */
function idsOf(o) {
    if (o?.span_id === undefined && o?.id === undefined)
        return undefined;
    return { ...(o.span_id !== undefined ? { span_id: o.span_id } : {}), ...(o.id !== undefined ? { id: o.id } : {}) };
}
/** An origin from a line and an index (NONE when absent) and record ids. */
function originFrom(line, index, ids) {
    if (line === NONE && index === NONE && !ids)
        return undefined;
    return { ...(line !== NONE ? { line } : {}), ...(index !== NONE ? { index } : {}), ...ids };
}
const USED = 1; // the slot holds a text
const LABEL = 2; // some call has this text as its label
const GROUP = 4; // some call has this text as its group key
const NONE = 0xffffffff; // no line / no index
/** The most slots a table starts with on a hint: 2^21 (50 MB of arrays). */
const MAX_START_CAPACITY = 1 << 21;
class CallIndex {
    // The table's arrays, `capacity` slots each, made by `allocate`.
    capacity = 0;
    size = 0;
    a = new Int32Array(0);
    b = new Int32Array(0);
    c = new Int32Array(0);
    flags = new Uint8Array(0);
    /** First call of the group: position, origin line and origin index. */
    position = new Uint32Array(0);
    line = new Uint32Array(0);
    index = new Uint32Array(0);
    /** First calls in full, by slot, when the session keeps events. */
    firstEvents;
    /** Later calls of a group, by slot. */
    rest = new Map();
    /** The record ids (span or message id) of first calls kept by reference, by position. */
    ids = new Map();
    calls = 0;
    distinctLabels = 0;
    /** Whether a later part was taken in (`absorb`): the table then holds only what `repeated` needs. */
    merged = false;
    /** Whether groups of identical calls are kept (`keepGroups`): else labels are only counted. */
    groups = false;
    /**
     * Keep the groups of identical calls, for `repeated`: a rule that reads them asks in its
     * `create`, before the first call. Without it, calls only count as labels.
     */
    keepGroups() {
        if (this.calls > 0)
            throw new Error('CallIndex.keepGroups: asked for after the first call');
        this.groups = true;
    }
    /** Whether each group's first call is kept in full (not by reference). */
    get keepsEvents() {
        return this.firstEvents !== undefined;
    }
    /**
     * @param retainEvents keep each group's first call in full, not by reference.
     * @param expected about how many calls will come: the table starts with room for that many
     *   distinct ones (up to MAX_START_CAPACITY slots), rather than doubling its way there.
     */
    constructor(retainEvents, expected = 0) {
        if (retainEvents)
            this.firstEvents = [];
        let capacity = 1 << 6;
        while (capacity < expected * 2 && capacity < MAX_START_CAPACITY)
            capacity *= 2;
        this.allocate(capacity);
    }
    /** Empty arrays of `capacity` slots for the table. */
    allocate(capacity) {
        this.capacity = capacity;
        this.a = new Int32Array(capacity);
        this.b = new Int32Array(capacity);
        this.c = new Int32Array(capacity);
        this.flags = new Uint8Array(capacity);
        this.position = new Uint32Array(capacity);
        this.line = new Uint32Array(capacity);
        this.index = new Uint32Array(capacity);
    }
    add(e) {
        if (this.merged)
            throw new Error('CallIndex.add: the index has taken in a later part, and takes no more calls');
        this.calls++;
        const labelFp = e.labelFingerprint();
        let slot = this.slotOf(labelFp);
        if ((this.flags[slot] & LABEL) === 0) {
            this.flags[slot] |= LABEL;
            this.distinctLabels++;
        }
        if (!this.groups)
            return;
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
            else {
                const ids = idsOf(e.origin);
                if (ids)
                    this.ids.set(e.position, ids);
            }
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
        if (!this.groups)
            throw new Error('CallIndex.repeated: the index keeps no groups (keepGroups was not asked for)');
        const out = [];
        for (const [slot, rest] of this.rest) {
            if (rest.length + 1 < min)
                continue;
            const position = this.position[slot];
            const first = this.firstEvents?.[slot] ?? {
                position,
                origin: originFrom(this.line[slot], this.index[slot], this.ids.get(position)),
            };
            out.push({ first, rest });
        }
        return out.sort((x, y) => x.first.position - y.first.position);
    }
    /**
     * The index as plain data: the slots in use only (a table is at most half full), in slot
     * order, in typed arrays of their own. Only for an index that keeps references.
     */
    save() {
        if (this.firstEvents)
            throw new Error('CallIndex.save: an index that keeps events in full cannot be saved');
        if (this.merged)
            throw new Error('CallIndex.save: the index has taken in a later part');
        const plain = (e) => (e instanceof events/* EngineEvent */.xw ? (0,events/* toPlain */.Ul)(e) : { position: e.position, origin: e.origin });
        const n = this.size;
        const out = {
            a: new Int32Array(n),
            b: new Int32Array(n),
            c: new Int32Array(n),
            flags: new Uint8Array(n),
            position: new Uint32Array(n),
            line: new Uint32Array(n),
            index: new Uint32Array(n),
        };
        const table = this.table();
        /** The entry of each slot that has later calls. */
        const entry = new Map();
        let k = 0;
        for (let i = 0; i < this.capacity; i++) {
            if (this.flags[i] === 0)
                continue;
            copySlot(out, k, table, i);
            if (this.rest.has(i))
                entry.set(i, k);
            k++;
        }
        return {
            ...out,
            rest: [...this.rest].map(([slot, list]) => [entry.get(slot), list.map(plain)]),
            ids: [...this.ids],
            calls: this.calls,
        };
    }
    /**
     * Take in the index of the part of the session that follows this one; the index then takes no
     * more calls. Each of the later part's entries is looked up here, not added: one that is new
     * here only counts as a label unless it holds a repeated call (a group with later calls), the
     * only kind `repeated` gives. A call the later part alone made once therefore costs a lookup,
     * with no slot taken, no table grown and no object made.
     */
    absorb(other, shift) {
        if (this.merged)
            throw new Error('CallIndex.absorb: the index has taken in a later part already');
        this.merged = true;
        const rest = new Map(other.rest);
        const ids = new Map(other.ids);
        const evidence = (e) => 'raw' in e ? (0,events/* fromPlain */.bM)(e, shift) : { position: e.position + shift.position, origin: (0,events/* shiftOrigin */.Lj)(e.origin, shift) };
        for (let j = 0; j < other.flags.length; j++) {
            const flags = other.flags[j];
            if (flags === 0)
                continue;
            const a = other.a[j];
            const b = other.b[j];
            const c = other.c[j];
            let slot = this.lookup(a, b, c);
            if (slot === -1) {
                if (flags & LABEL)
                    this.distinctLabels++;
                if ((flags & GROUP) === 0 || !rest.has(j))
                    continue;
                slot = this.slotOf({ a, b, c });
                this.flags[slot] |= flags & LABEL;
            }
            else if (flags & LABEL && (this.flags[slot] & LABEL) === 0) {
                this.flags[slot] |= LABEL;
                this.distinctLabels++;
            }
            if ((flags & GROUP) === 0)
                continue;
            const firstIds = ids.get(other.position[j]);
            const first = {
                position: other.position[j] + shift.position,
                origin: (0,events/* shiftOrigin */.Lj)(originFrom(other.line[j], other.index[j], firstIds), shift),
            };
            const later = (rest.get(j) ?? []).map(evidence);
            if ((this.flags[slot] & GROUP) === 0) {
                this.flags[slot] |= GROUP;
                this.position[slot] = first.position;
                this.line[slot] = first.origin?.line ?? NONE;
                this.index[slot] = first.origin?.index ?? NONE;
                const kept = idsOf(first.origin);
                if (kept)
                    this.ids.set(first.position, kept);
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
    /** The slot that holds a fingerprint, or -1 when the table has none. */
    lookup(a, b, c) {
        const mask = this.capacity - 1;
        let i = a & mask;
        while (this.flags[i] !== 0) {
            if (this.a[i] === a && this.b[i] === b && this.c[i] === c)
                return i;
            i = (i + 1) & mask;
        }
        return -1;
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
    /** The table's columns, as they are now. */
    table() {
        const { a, b, c, flags, position, line, index } = this;
        return { a, b, c, flags, position, line, index };
    }
    grow(capacity = this.capacity * 2) {
        const old = this.table();
        const oldCapacity = this.capacity;
        const oldFirst = this.firstEvents?.slice();
        const oldRest = new Map(this.rest);
        this.allocate(capacity);
        const n = this.capacity;
        if (this.firstEvents)
            this.firstEvents.length = 0;
        this.rest.clear();
        const table = this.table();
        const mask = n - 1;
        for (let j = 0; j < oldCapacity; j++) {
            if (old.flags[j] === 0)
                continue;
            let i = old.a[j] & mask;
            while (this.flags[i] !== 0)
                i = (i + 1) & mask;
            copySlot(table, i, old, j);
            if (oldFirst?.[j])
                this.firstEvents[i] = oldFirst[j];
        }
        // The few groups with later calls move with their first call.
        for (const [j, rest] of oldRest)
            this.rest.set(this.find(old.a[j], old.b[j], old.c[j]), rest);
    }
    /** The slot that holds a fingerprint known to be in the table. */
    find(a, b, c) {
        const mask = this.capacity - 1;
        let i = a & mask;
        while (this.a[i] !== a || this.b[i] !== b || this.c[i] !== c)
            i = (i + 1) & mask;
        return i;
    }
}

// EXTERNAL MODULE: ./src/engine/labels.ts
var labels = __webpack_require__(9667);
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

// EXTERNAL MODULE: ./src/engine/presets.ts + 16 modules
var presets = __webpack_require__(9236);
// EXTERNAL MODULE: ./src/engine/rules/types.ts + 1 modules
var types = __webpack_require__(6324);
// EXTERNAL MODULE: ./src/engine/verification.ts
var verification = __webpack_require__(2935);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __webpack_require__(1296);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
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
    verification;
    graphMode;
    allNodes = [];
    position = 0;
    ended;
    finished = false;
    preset;
    positions = [];
    /** After `finish`: what the rules found, for `visitGraph`. */
    found;
    /** In a later part: the rules that follow runs of events, and the end of the lead once found. */
    boundaryRules;
    lead;
    constructor(options = {}) {
        this.graphMode = options.graph ?? 'evidence';
        this.calls = new CallIndex(options.retainEvents ?? true, options.expectedCalls);
        this.cost = new CostMeter(this.calls);
        this.verification = new verification/* VerificationTracker */.mD(options.format, options.laterPart ?? false, options.retainEvents ?? true);
        const ctx = {
            cost: this.cost.measure,
            calls: this.calls,
            laterPart: options.laterPart ?? false,
            verification: this.verification,
        };
        this.preset = options.preset ?? presets/* CRITIQOR */.m9;
        for (const detector of this.preset.detectors) {
            const overrides = options.detectorOptions?.[detector.meta.type] ?? {};
            const instance = detector.create({ ...detector.meta.defaults, ...overrides }, ctx);
            this.detectors.push({
                detector,
                on: instance.on,
                finish: instance.finish,
                save: instance.save,
                absorb: instance.absorb,
                synced: instance.synced,
                restart: instance.restart,
            });
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
        this.boundaryRules = this.detectors.filter((d) => d.synced);
        if (!options.laterPart || this.boundaryRules.length === 0)
            this.lead = 0;
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
        if (type === 'tool_call') {
            this.calls.add(e);
            this.verification.push(e);
        }
        else if (type === 'tool_output')
            this.verification.push(e);
        else if (type === 'token_usage')
            this.cost.tokenUsage(e);
        for (const h of seen.handlers)
            h(e);
        if (this.graphMode === 'full')
            this.allNodes.push({ id: e.id, type, label: (0,labels/* label */.Pf)(e) });
    }
    /** What the session changed and checked (proof of work), so far. */
    get verificationFacts() {
        return this.verification.facts();
    }
    get eventCount() {
        return this.position;
    }
    /** How many events of a type the session has seen so far. */
    countOf(type) {
        return this.byType.get(type)?.count ?? 0;
    }
    /** After `finish`: for each failure cause, the positions of its evidence events in the session. */
    get evidencePositions() {
        return this.positions;
    }
    /**
     * Whether this session can be diagnosed in parts at once and merged (`save` / `absorb`): every
     * rule of the preset must merge, evidence must be kept by reference, and no full graph.
     */
    get mergeable() {
        return (!this.calls.keepsEvents &&
            this.graphMode !== 'full' &&
            this.detectors.every((d) => d.save && d.absorb && (!d.synced || d.restart)));
    }
    /**
     * In a later part, after each event: whether the part's lead has ended, i.e. every rule that
     * follows runs of events now holds the state it would hold had the earlier part been read
     * first (DetectorInstance.synced). At that moment those rules forget what they found in the
     * lead: the earlier part reads the lead again (`replay`). The reader keeps the lead's events
     * until then.
     */
    syncPart() {
        if (this.lead !== undefined)
            return true;
        for (const d of this.boundaryRules)
            if (!d.synced())
                return false;
        for (const d of this.boundaryRules)
            d.restart();
        this.lead = this.position;
        return true;
    }
    /**
     * Before `absorb`: the later part's lead, read by the rules that follow runs of events, as if
     * it followed the events pushed here (the other rules and the counts take the lead in with
     * the part's state).
     */
    replay(lead, lines) {
        const shift = { position: this.position, line: lines };
        lead.forEach(({ raw, origin }, i) => {
            const type = (0,events/* eventType */.$q)(raw);
            const e = new events/* EngineEvent */.xw(raw, type, shift.position + i, (0,events/* shiftOrigin */.Lj)(origin, shift));
            for (const d of this.boundaryRules)
                d.on[type]?.(e);
        });
    }
    /** The state of this part, as plain data that can cross to another thread. */
    save() {
        if (!this.mergeable)
            throw new Error('SessionDiagnoser.save: this session cannot be saved');
        if (this.lead === undefined)
            throw new types/* PartDoesNotMerge */.e9('the part never reached a state of its own');
        return {
            preset: this.preset.id,
            events: this.position,
            types: [...this.byType].map(([type, { count }]) => [type, count]),
            calls: this.calls.save(),
            tokens: this.cost.measure.totalTokens,
            rules: this.detectors.map((d) => d.save()),
            lead: this.lead,
            verification: this.verification.save(),
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
        this.verification.absorb(state.verification, shift);
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
    finish(resolved, options = {}) {
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
        this.positions = found.map(({ cause }) => cause.evidence.map((e) => e.position));
        this.found = found;
        // Dimension scores: the last cause of each type sets its penalty; of types that share a
        // dimension (agents: a loop and a provider that kept failing), the lower score holds.
        const scores = {};
        const setBy = new Map();
        for (const { dimension } of this.preset.dimensions)
            scores[dimension] = 100;
        for (const { detector, cause } of found) {
            const dimension = detector.meta.dimension;
            const score = Math.max(0, 100 - cause.penalty);
            const by = setBy.get(dimension);
            scores[dimension] = by === undefined || by === detector.meta.type ? score : Math.min(scores[dimension], score);
            setBy.set(dimension, detector.meta.type);
        }
        let weighted = 0;
        for (const { dimension, weight } of this.preset.dimensions)
            weighted += scores[dimension] * weight;
        const weightedTrust = Math.min(100, Math.max(0, (0,python_compat/* roundHalfEven */.af)(weighted)));
        const failureCauses = found.map(({ detector, cause }) => ({
            type: detector.meta.type,
            severity: cause.severity,
            evidence: cause.evidence.map((e) => e.normalized()),
            causal_chain: [...(cause.chain ?? detector.meta.chain)],
            impact_score: -cause.penalty,
            impact: -cause.penalty,
            description: cause.description,
            evidence_origins: cause.evidence.map((e) => originOf(e.origin)),
        }));
        const readiness = readinessOf(weightedTrust, failureCauses);
        return {
            trust_score: this.preset.banded ? bandedTrust(weightedTrust, readiness) : weightedTrust,
            readiness_level: readiness,
            scores,
            failure_causes: failureCauses,
            primary_diagnosis: primaryOf(failureCauses),
            evidence_summary: this.evidenceSummary(),
            cost_analysis: this.costAnalysis(found, scores),
            causal_graph: options.graph === false ? { nodes: [], edges: [] } : this.causalGraph(),
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
    costAnalysis(found, scores) {
        const { totalTokens: t, toolCalls, duplicateCalls: d } = this.cost.measure;
        const redundancy = Math.min(100, Math.max(0, (0,python_compat/* roundHalfEven */.af)((100 * d) / Math.max(1, toolCalls))));
        const costCause = found.find((f) => f.detector.meta.type === 'cost_explosion');
        return {
            total_tokens: t,
            duplicate_calls: d,
            redundancy_score: redundancy,
            // One cost efficiency per report where the preset says so: its cost dimension's score.
            cost_efficiency: this.preset.costEfficiency === 'score' && scores.cost_efficiency !== undefined
                ? scores.cost_efficiency
                : 100 - redundancy,
            token_waste: Math.min(t, 1000 * d + 120 * (costCause ? costCause.cause.penalty : 0)),
        };
    }
    causalGraph() {
        const nodes = [];
        const edges = [];
        this.visitGraph({
            node: (id, type, label) => nodes.push({ id, type, label }),
            edge: (from, to, relation) => edges.push({ from, to, relation }),
        });
        return { nodes, edges };
    }
    /** After `finish`: the causal graph of the diagnosis, node by node and edge by edge. */
    visitGraph(to) {
        const found = this.found;
        if (!found)
            throw new Error('SessionDiagnoser.visitGraph() called before finish()');
        if (this.graphMode === 'none')
            return;
        if (this.graphMode === 'full') {
            for (const n of this.allNodes)
                to.node(n.id, n.type, n.label);
            for (let i = 1; i < this.allNodes.length; i++)
                to.edge(this.allNodes[i - 1].id, this.allNodes[i].id, 'precedes');
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
                to.node(e.id, e.type, (0,labels/* label */.Pf)(e));
                const prev = events[i - 1];
                if (prev && prev.position === e.position - 1)
                    to.edge(prev.id, e.id, 'precedes');
            }
        }
        for (const { detector, cause } of found) {
            const failureId = `failure_${detector.meta.type}`;
            to.node(failureId, 'failure', detector.meta.type);
            for (const e of cause.evidence)
                to.edge(e.id, failureId, 'causes');
            for (let i = 1; i < cause.evidence.length; i++)
                to.edge(cause.evidence[i - 1].id, cause.evidence[i].id, 'reinforces');
        }
    }
}
/** An origin with its keys in one order: line, index, span_id, id. */
function originOf(o) {
    if (!o)
        return {};
    return {
        ...(o.line !== undefined ? { line: o.line } : {}),
        ...(o.index !== undefined ? { index: o.index } : {}),
        ...(o.span_id !== undefined ? { span_id: o.span_id } : {}),
        ...(o.id !== undefined ? { id: o.id } : {}),
    };
}
function readinessOf(trust, causes) {
    if (trust < 60 || causes.some((c) => c.severity === 'critical'))
        return 'unsafe_for_production';
    if (trust < 80 || causes.some((c) => c.severity === 'high'))
        return 'review_recommended';
    return 'ready_for_runtime';
}
/**
 * The weighted trust score placed on the band of its readiness level, for presets whose score
 * and readiness agree by construction (`Preset.banded`): `unsafe_for_production` scores 0-59,
 * `review_recommended` 60-79, `ready_for_runtime` 80-100. Readiness comes from the weighted
 * score and the causes' severities (`readinessOf`), so a level holds weighted scores of a known
 * range: an unsafe run any (0-100: a critical cause makes a run unsafe whatever its score), a
 * run to review 60-100 (a high cause), a ready run 80-100. Each range is laid on the level's band
 * so that within a level a run whose causes weigh more scores lower, and no score reads better
 * than its level: an unsafe run weighted 60 or more (made unsafe by a critical cause) keeps one
 * point per point (`w - 41`: 19-59), where runs that failed outright are told apart, and one
 * weighted under 60 is laid on 0-18 (`w * 18 / 59`); a run to review scores
 * `60 + (w - 60) * 19 / 40`; a ready run `w`.
 */
function bandedTrust(weighted, readiness) {
    if (readiness === 'unsafe_for_production')
        return weighted >= 60 ? Math.min(59, weighted - 41) : (0,python_compat/* roundHalfEven */.af)((weighted * 18) / 59);
    if (readiness === 'review_recommended')
        return Math.min(79, Math.max(60, 60 + (0,python_compat/* roundHalfEven */.af)(((weighted - 60) * 19) / 40)));
    return weighted;
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

/***/ 4817:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ho: () => (/* binding */ FILE_TOOLS),
/* harmony export */   X5: () => (/* binding */ workspacePath),
/* harmony export */   p0: () => (/* binding */ insideRoot),
/* harmony export */   wY: () => (/* binding */ FileCollector)
/* harmony export */ });
/* unused harmony exports patchTouches, agentRoot */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The files an agent touched, read from its tool calls: per format, which tools edit, write or
 * read a file and where the path is in their arguments (one table, `FILE_TOOLS`). A call counts
 * when it is made; its result, paired by `call_id`, says whether it failed. Which failure causes
 * involve a file follows from their evidence: a call on the file or its result.
 *
 * Presentation only: nothing here changes a diagnosis. Pure: paths are worked out as text
 * (POSIX rules, Windows drive paths recognised), never looked up on disk. A file outside the
 * workspace is counted, never named: home directories carry people's names. When the agent's own
 * working directory lies apart from the workspace (a Harbor trial's agent in `/app`, the gate run
 * elsewhere), the files are named relative to that directory instead, and the report says so;
 * never a home directory's. Edits a trace cannot show (made through shell commands, `sed -i` or
 * a heredoc; patches the trace redacts) are counted, so that "changed nothing" and "cannot see"
 * read differently.
 */

/** The most of an edit's text kept to find where it landed. */
const MAX_TEXT = 4000;
const s = (x) => (typeof x === 'string' && x !== '' ? x : undefined);
const clip = (x) => (typeof x === 'string' && x !== '' ? x.slice(0, MAX_TEXT) : undefined);
function one(path, action, text) {
    const p = s(path);
    if (!p)
        return [];
    const t = clip(text);
    return [t !== undefined ? { path: p, action, text: t } : { path: p, action }];
}
/** Tools (lower-cased) that run a shell command line: where edits made through commands are looked for. */
const SHELL_TOOLS = new Set([
    'bash',
    'shell',
    'sh',
    'execute',
    'exec',
    'exec_command',
    'local_shell',
    'container_exec',
    'command_execution',
    'execute_bash',
    'execute_command',
    'run_command',
    'run_shell_command',
    'run_terminal_cmd',
    'terminal',
    'bash_command',
    'powershell',
]);
/**
 * A command line that edits or writes a file: `sed -i`, `perl -i`, a redirection into a file
 * (not `/dev/...`, not a descriptor), `tee FILE`, `git apply`, `patch`.
 */
const SHELL_EDIT = /\bsed\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*i|\bsed\s+--in-place|\bperl\s+-[a-zA-Z]*i|(?:^|[^0-9&<>=-])>>?\s*(?!\/dev\/|&)["'\w./~$]|\btee\s+(?:-a\s+)?(?!\/dev\/)["'\w./~$]|\bgit\s+apply\b|\bpatch\s+-p/;
/** The command line of a shell call's arguments (a string, or an argv list), at most 4000 characters. */
function commandLine(args) {
    if (args === null || typeof args !== 'object' || Array.isArray(args))
        return undefined;
    const a = args;
    const cmd = a.command ?? a.cmd ?? a.commands ?? a.script;
    if (typeof cmd === 'string')
        return cmd.slice(0, MAX_TEXT);
    if (Array.isArray(cmd))
        return cmd
            .filter((x) => typeof x === 'string')
            .join(' ')
            .slice(0, MAX_TEXT);
    return undefined;
}
/** A patch tool's text that the trace redacted: `[REDACTED_INPUT len=6285 sha=...]`. */
const REDACTED = /^\s*\[REDACTED[\w ]*(?:len=\d+)?[^\]]*\]\s*$/;
/** The files a Codex patch (`*** Begin Patch`) adds, updates or deletes, with the lines it adds to each. */
function patchTouches(patch) {
    const out = [];
    let current;
    const close = () => {
        if (!current)
            return;
        const { path, action } = current;
        const text = current.lines.join('\n');
        out.push(text ? { path, action, text: text.slice(0, MAX_TEXT) } : { path, action });
        current = undefined;
    };
    for (const line of patch.split('\n')) {
        const head = /^\*\*\* (Add|Update|Delete) File: (.+)$/.exec(line);
        if (head) {
            close();
            current = { path: head[2].trim(), action: head[1] === 'Add' ? 'write' : 'edit', lines: [] };
            continue;
        }
        const move = /^\*\*\* Move to: (.+)$/.exec(line);
        if (move && current)
            current.path = move[1].trim();
        else if (current && line.startsWith('+'))
            current.lines.push(line.slice(1));
        else if (current && line.startsWith('@@'))
            current.lines = []; // the last hunk's added lines
    }
    close();
    return out;
}
/** A patch in a Codex shell call: `["apply_patch", patch]`, or a heredoc in a command line. */
function shellPatch(args) {
    const cmd = args.command ?? args.cmd;
    if (Array.isArray(cmd)) {
        const i = cmd.indexOf('apply_patch');
        return i >= 0 && typeof cmd[i + 1] === 'string' ? patchTouches(cmd[i + 1]) : [];
    }
    return typeof cmd === 'string' && cmd.includes('*** Begin Patch') ? patchTouches(cmd) : [];
}
const claude = {
    Edit: (a) => one(a.file_path, 'edit', a.new_string),
    MultiEdit: (a) => {
        const edits = Array.isArray(a.edits) ? a.edits : [];
        const last = edits[edits.length - 1];
        return one(a.file_path, 'edit', last?.new_string);
    },
    NotebookEdit: (a) => one(a.notebook_path ?? a.file_path, 'edit', a.new_source),
    Write: (a) => one(a.file_path, 'write', a.content),
    Read: (a) => one(a.file_path, 'read'),
};
const codex = {
    apply_patch: (a) => {
        const patch = s(a.input) ?? s(a.patch) ?? s(a.__text);
        return patch ? patchTouches(patch) : [];
    },
    file_change: (a) => (Array.isArray(a.changes) ? a.changes : []).flatMap((c) => {
        const change = c;
        return one(change?.path, change?.kind === 'add' ? 'write' : 'edit');
    }),
    shell: shellPatch,
    local_shell: shellPatch,
    exec_command: shellPatch,
    container_exec: shellPatch,
};
/** OpenHands' file editor: one tool, the command in its arguments. */
const openhandsEditor = (a) => {
    const path = a.path;
    switch (a.command) {
        case 'view':
            return one(path, 'read');
        case 'create':
            return one(path, 'write', a.file_text);
        case undefined:
            return one(path, 'edit', a.content ?? a.new_str);
        default:
            return one(path, 'edit', a.new_str);
    }
};
const openhands = {
    str_replace_editor: openhandsEditor,
    // OpenHands V1 (the SDK and CLI): the same editor, named file_editor.
    file_editor: openhandsEditor,
    edit: openhandsEditor,
    write: (a) => one(a.path, 'write', a.content),
    read: (a) => one(a.path, 'read'),
};
/** SWE-agent's command line: the command's first word after the tool name, then its arguments. */
function words(a) {
    const c = typeof a.command === 'string' ? a.command : '';
    const first = c.split('\n', 1)[0];
    return first.trim().split(/\s+/);
}
const sweAgent = {
    open: (a, state) => {
        const path = words(a)[1]?.replace(/^["']|["']$/g, '');
        if (path)
            state.open = path;
        return one(path, 'read');
    },
    create: (a, state) => {
        const path = words(a)[1];
        if (path)
            state.open = path;
        return one(path, 'write');
    },
    edit: (a, state) => {
        const c = typeof a.command === 'string' ? a.command : '';
        const body = c.split('\n').slice(1);
        const end = body.indexOf('end_of_edit');
        return one(state.open, 'edit', (end >= 0 ? body.slice(0, end) : body).join('\n'));
    },
    str_replace_editor: (a) => {
        const [, command, path] = words(a);
        return one(path, command === 'view' ? 'read' : command === 'create' ? 'write' : 'edit');
    },
};
const gemini = {
    replace: (a) => one(a.file_path, 'edit', a.new_string),
    write_file: (a) => one(a.file_path, 'write', a.content),
    read_file: (a) => one(a.file_path ?? a.absolute_path, 'read'),
};
const cline = {
    replace_in_file: (a) => one(a.path, 'edit'),
    editedExistingFile: (a) => one(a.path, 'edit'),
    write_to_file: (a) => one(a.path, 'write', a.content),
    newFileCreated: (a) => one(a.path, 'write', a.content),
    read_file: (a) => one(a.path, 'read'),
    readFile: (a) => one(a.path, 'read'),
    // Roo's and Kilo's editors (XML tools or tool_use blocks).
    apply_diff: (a) => one(a.path, 'edit'),
    insert_content: (a) => one(a.path, 'edit', a.content),
    search_and_replace: (a) => one(a.path, 'edit', a.replace),
    // Cline CLI 3: `read_files` {file_paths}, `editor` {command, path, new_str | file_text}, a Codex patch.
    read_files: (a) => (Array.isArray(a.file_paths) ? a.file_paths : Array.isArray(a.paths) ? a.paths : []).flatMap((p) => one(p, 'read')),
    editor: (a) => a.command === 'view'
        ? one(a.path, 'read')
        : a.command === 'create'
            ? one(a.path, 'write', a.file_text)
            : one(a.path, 'edit', a.new_str ?? a.file_text),
    apply_patch: (a) => codex.apply_patch(a, {}),
};
/** Aider's edits, as its chat history shows them: `apply_edit` {path} for each `Applied edit to`. */
const aider = {
    apply_edit: (a) => one(a.path, 'edit'),
};
/** Junie's blocks: ViewFiles {files}, FileChanges {changes[{path, text}]}. */
const junie = {
    ViewFiles: (a) => (Array.isArray(a.files) ? a.files : []).flatMap((p) => one(p, 'read')),
    FileChanges: (a) => (Array.isArray(a.changes) ? a.changes : []).flatMap((c) => one(c?.path, 'edit', c?.text)),
};
/** Continue's built-in tools (`filepath`). */
const continueTools = {
    read_file: (a) => one(a.filepath, 'read'),
    read_currently_open_file: () => [],
    create_new_file: (a) => one(a.filepath, 'write', a.contents),
    edit_existing_file: (a) => one(a.filepath, 'edit', a.changes),
    single_find_and_replace: (a) => one(a.filepath, 'edit', a.new_string),
    multi_edit: (a) => one(a.filepath, 'edit'),
};
const openclaw = {
    edit: (a) => one(a.path ?? a.file_path, 'edit', a.newText ?? a.new_string ?? a.content),
    edit_file: (a) => one(a.path ?? a.file_path, 'edit', a.newText ?? a.content),
    write: (a) => one(a.path ?? a.file_path, 'write', a.content),
    read: (a) => one(a.path ?? a.file_path, 'read'),
};
/** opencode's tools (`filePath`); `patch` / `apply_patch` take a Codex-style patch. */
const opencode = {
    edit: (a) => one(a.filePath, 'edit', a.newString),
    multiedit: (a) => {
        const edits = Array.isArray(a.edits) ? a.edits : [];
        const last = edits[edits.length - 1];
        return one(a.filePath, 'edit', last?.newString);
    },
    write: (a) => one(a.filePath, 'write', a.content),
    read: (a) => one(a.filePath, 'read'),
    patch: (a) => (s(a.patchText) ? patchTouches(a.patchText) : []),
    apply_patch: (a) => (s(a.patchText) ? patchTouches(a.patchText) : codex.apply_patch(a, {})),
};
/** Copilot CLI's editor tools (`path`), and the Codex patch its GPT models use. */
const copilot = {
    view: (a) => one(a.path, 'read'),
    create: (a) => one(a.path, 'write', a.file_text),
    edit: (a) => one(a.path, 'edit', a.new_str),
    str_replace_editor: openhandsEditor,
    apply_patch: codex.apply_patch,
};
/** cursor-agent's tool kinds (`<kind>ToolCall`, args `path`). */
const cursor = {
    edit: (a) => one(a.path, 'edit', a.streamContent),
    write: (a) => one(a.path, 'write', a.fileText ?? a.contents ?? a.streamContent),
    read: (a) => one(a.path, 'read'),
    delete: (a) => one(a.path, 'edit'),
};
/** Amp's tools: Claude's, and its own (`path`). */
const amp = {
    ...claude,
    Read: (a) => one(a.path ?? a.file_path, 'read'),
    create_file: (a) => one(a.path, 'write', a.content),
    edit_file: (a) => one(a.path, 'edit', a.new_str),
    undo_edit: (a) => one(a.path, 'edit'),
};
const droid = {
    Read: (a) => one(a.file_path, 'read'),
    Edit: (a) => one(a.file_path, 'edit', a.new_str ?? a.new_string),
    MultiEdit: (a) => {
        const edits = Array.isArray(a.edits) ? a.edits : [];
        const last = edits[edits.length - 1];
        return one(a.file_path, 'edit', last?.new_str ?? last?.new_string);
    },
    Create: (a) => one(a.file_path, 'write', a.content),
    ApplyPatch: (a) => {
        const patch = s(a.input) ?? s(a.patch);
        return patch ? patchTouches(patch) : [];
    },
};
const qwen = {
    ...gemini,
    edit: (a) => one(a.file_path, 'edit', a.new_string),
};
const kimi = {
    ReadFile: (a) => one(a.path, 'read'),
    WriteFile: (a) => one(a.path, a.mode === 'append' ? 'edit' : 'write', a.content),
    StrReplaceFile: (a) => {
        const edit = Array.isArray(a.edit) ? a.edit[a.edit.length - 1] : a.edit;
        return one(a.path, 'edit', edit?.new);
    },
};
const goose = {
    developer__text_editor: (a) => {
        switch (a.command) {
            case 'view':
                return one(a.path, 'read');
            case 'write':
                return one(a.path, 'write', a.file_text);
            default:
                return one(a.path, 'edit', a.new_str);
        }
    },
};
/**
 * ATIF keeps each agent's own tool names: Claude Code's, OpenHands' editor (`file_editor` in the
 * SDK), Codex's patch tool, and the `write_file` / `read_file` of browser-use and Gemini.
 */
const atif = {
    ...claude,
    ...openhands,
    file_editor: openhandsEditor,
    apply_patch: codex.apply_patch,
    replace: gemini.replace,
    write_file: (a) => one(a.file_path ?? a.path ?? a.file_name, 'write', a.content),
    read_file: (a) => one(a.file_path ?? a.absolute_path ?? a.path ?? a.file_name, 'read'),
};
/** Per format, the tools that touch files (formats.md names them). */
const FILE_TOOLS = {
    'claude-code': claude,
    'claude-stream': claude,
    'codex-exec': codex,
    'codex-rollout': codex,
    openhands,
    'swe-agent': sweAgent,
    'mini-swe-agent': sweAgent,
    'gemini-cli': gemini,
    cline,
    openclaw,
    opencode,
    'copilot-cli': copilot,
    'cursor-cli': cursor,
    amp,
    droid,
    'qwen-code': qwen,
    'kimi-cli': kimi,
    goose,
    atif,
    aider,
    junie,
    continue: continueTools,
};
/** Collects, for one session, the files its tool calls touch. Push each event with its position. */
class FileCollector {
    entries = new Map();
    /** Calls waiting for their result, by call id. */
    pending = new Map();
    /** The file each call or result on a file touched, by position (first file of a call). */
    at = new Map();
    state = {};
    tools;
    unseen = { shell: 0, redacted: 0 };
    /** Shell calls counted as unseen edits, by call id, until their result says whether they ran. */
    unseenPending = new Set();
    /** The first absolute directory a shell command changed into (`cd /testbed && ...`). */
    cdDir;
    /** Whether a format has tools that touch files at all. */
    static reads(format) {
        return Object.hasOwn(FILE_TOOLS, format);
    }
    constructor(format) {
        this.tools = FileCollector.reads(format) ? FILE_TOOLS[format] : {};
    }
    push(raw, position) {
        const type = raw.event;
        if (type === 'tool_call')
            this.call(raw, position);
        else if (type === 'tool_output')
            this.result(raw, position);
    }
    call(raw, position) {
        const tool = raw.tool;
        if (typeof tool !== 'string')
            return;
        const own = Object.hasOwn(this.tools, tool);
        if (!own && !SHELL_TOOLS.has(tool.toLowerCase()))
            return;
        let args = raw.args;
        if (typeof args === 'string')
            args = { __text: args, input: args };
        if (args === null || typeof args !== 'object' || Array.isArray(args))
            return;
        const touches = own ? this.tools[tool](args, this.state) : [];
        if (touches.length === 0) {
            if (this.unseenEdit(tool, args) && typeof raw.call_id === 'string')
                this.unseenPending.add(raw.call_id);
            return;
        }
        const pending = { touches: [] };
        for (const touch of touches) {
            let entry = this.entries.get(touch.path);
            if (!entry)
                this.entries.set(touch.path, (entry = { edits: 0, failed: 0, reads: 0 }));
            const before = entry.landed;
            if (touch.action === 'read')
                entry.reads++;
            else {
                entry.edits++;
                // Until a result says it failed, the edit landed.
                if (touch.text !== undefined)
                    entry.landed = touch.text;
            }
            pending.touches.push({ entry, touch, before });
        }
        this.at.set(position, touches.map((t) => t.path));
        const id = raw.call_id;
        if (typeof id === 'string' && id !== '')
            this.pending.set(id, pending);
    }
    /** A call that touched no file the trace shows: an edit through a shell command, or a redacted patch. */
    unseenEdit(tool, args) {
        const text = args.input ?? args.patch ?? args.__text;
        if (typeof text === 'string' && REDACTED.test(text)) {
            this.unseen.redacted++;
            return false;
        }
        if (!SHELL_TOOLS.has(tool.toLowerCase()))
            return false;
        const line = commandLine(args);
        if (line === undefined)
            return false;
        if (this.cdDir === undefined)
            this.cdDir = CD.exec(line)?.[2];
        if (!SHELL_EDIT.test(line))
            return false;
        this.unseen.shell++;
        return true;
    }
    result(raw, position) {
        const id = raw.call_id;
        if (typeof id !== 'string')
            return;
        // A shell command that failed (or was refused) edited nothing.
        if (this.unseenPending.delete(id) && raw.status === 'error')
            this.unseen.shell--;
        const p = this.pending.get(id);
        if (!p)
            return;
        this.pending.delete(id);
        this.at.set(position, p.touches.map((t) => t.touch.path));
        if (raw.status !== 'error')
            return;
        for (const { entry, touch, before } of p.touches) {
            if (touch.action === 'read')
                continue;
            entry.failed++;
            if (touch.text !== undefined && entry.landed === touch.text)
                entry.landed = before;
        }
    }
    /**
     * Where the agent worked, when the trace does not say and no file it named by an absolute path
     * lies in the workspace: where its commands went (the first `cd` into an absolute directory),
     * else the one container work folder (`/app`, `/testbed`, `/workspace`, ...) that holds every
     * absolute path it named. Undefined otherwise.
     */
    shellRoot(workspace) {
        const w = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(normalise(workspace));
        let top;
        let one = true;
        for (const raw of this.entries.keys()) {
            const p = normalise(raw);
            if (!node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(p))
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(p);
            if (insideRoot(w, abs) !== undefined)
                return undefined;
            const m = SANDBOX_ROOT.exec(abs);
            if (!m || (top !== undefined && top !== m[1]))
                one = false;
            else
                top = m[1];
        }
        if (this.cdDir !== undefined)
            return this.cdDir;
        return one ? top : undefined;
    }
    /**
     * The files, relative to `workspace` (relative paths resolved against `cwd`, the run's working
     * directory, when the trace tells it), with the causes whose evidence involves them:
     * `evidence[i]` holds the positions of the evidence events of `causes[i]`.
     */
    finish(workspace, cwd, causes, evidence) {
        const involved = new Map();
        causes.forEach((cause, i) => {
            for (const position of evidence[i] ?? []) {
                for (const path of this.at.get(position) ?? []) {
                    const list = involved.get(path) ?? [];
                    if (!list.includes(cause.type))
                        list.push(cause.type);
                    involved.set(path, list);
                }
            }
        });
        const byPath = new Map();
        const outside = new Set();
        // The agent worked apart from the workspace: its files are named relative to where it worked.
        // A trace that does not say where is taken to have worked where its commands went (`cd
        // /testbed`) or in the container folder that holds its files (`/app`), when no file it named
        // lies in the workspace.
        const root = agentRoot(cwd ?? this.shellRoot(workspace), workspace);
        for (const [raw, entry] of this.entries) {
            const path = root !== undefined ? workspacePath(raw, root, root) : workspacePath(raw, cwd, workspace);
            if (path === undefined) {
                outside.add(normalise(raw));
                continue;
            }
            const types = involved.get(raw) ?? [];
            const got = byPath.get(path);
            if (got) {
                got.edits += entry.edits;
                got.failed_edits += entry.failed;
                got.reads += entry.reads;
                for (const t of types)
                    if (!got.causes.includes(t))
                        got.causes.push(t);
                if (entry.landed !== undefined)
                    got.landed = entry.landed;
            }
            else {
                byPath.set(path, {
                    path,
                    edits: entry.edits,
                    failed_edits: entry.failed,
                    reads: entry.reads,
                    causes: [...types],
                    ...(entry.landed !== undefined ? { landed: entry.landed } : {}),
                });
            }
        }
        const order = causes.map((c) => c.type);
        const files = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        const landed = {};
        for (const f of files)
            if (f.landed !== undefined)
                landed[f.path] = f.landed;
        return {
            files: files.map((f) => ({
                path: f.path,
                edits: f.edits,
                failed_edits: f.failed_edits,
                reads: f.reads,
                causes: f.causes.sort((a, b) => order.indexOf(a) - order.indexOf(b)),
            })),
            outside: outside.size,
            landed,
            ...(root !== undefined ? { root } : {}),
            ...(this.unseen.shell || this.unseen.redacted ? { unseen: { ...this.unseen } } : {}),
        };
    }
}
/**
 * `cd` into an absolute directory where a command starts (`cd /app && ...`, `bash -lc "cd /app;
 * ..."`): the directory is group 2.
 */
const CD = /(?:^|[;&|\n(]|\s-l?c\s+)\s*["']?cd\s+(["']?)(\/[^\s"';&|()<>`$]*)\1(?=$|[\s;&|)"'])/;
/**
 * The folders agents' containers work in (Harbor and Terminal-Bench's `/app`, SWE-bench's
 * `/testbed`, OpenHands' `/workspace`, ...): a path under one of them is group 1's folder.
 */
const SANDBOX_ROOT = /^(\/(?:app|testbed|workspace|repo|code|project|workdir))\/[^/]/;
/** A directory that names a person: a home directory (`~`, `/home/NAME`, `/Users/NAME`, `C:\Users\NAME`, `/root`). */
const HOME = /^(?:~|\/home(?:\/|$)|\/users(?:\/|$)|\/root(?:\/|$)|\/[a-z]:\/users(?:\/|$)|\/var\/home(?:\/|$))/i;
/**
 * The agent's own working directory when the files are to be named relative to it: an absolute
 * directory (not `/`, no home directory) that neither lies in the workspace nor holds it. A
 * Harbor trial's agent in `/app` gives `/app`, wherever the gate runs.
 */
function agentRoot(cwd, workspace) {
    if (cwd === undefined || cwd.includes('\0'))
        return undefined;
    const c = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(normalise(cwd));
    if (!node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(c) || c === '/' || HOME.test(c))
        return undefined;
    const w = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(normalise(workspace));
    const dir = c.length > 1 && c.endsWith('/') ? c.slice(0, -1) : c;
    if (dir === w || insideRoot(w, dir) !== undefined || insideRoot(dir, w) !== undefined)
        return undefined;
    return dir;
}
const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]/;
/** A path with `/` only, a Windows drive path as `/c:/...`. */
function normalise(p) {
    const slashed = p.replace(/\\/g, '/');
    return WINDOWS_ABSOLUTE.test(p) ? `/${slashed[0].toLowerCase()}${slashed.slice(1)}` : slashed;
}
/**
 * A path a tool call named, relative to the workspace (with `/`); undefined when it is outside
 * the workspace (or names a home directory, `~`). A relative path is resolved against the run's
 * working directory, else the workspace.
 */
function workspacePath(path, cwd, workspace) {
    if (path.startsWith('~') || path.includes('\0'))
        return undefined;
    const root = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(normalise(workspace));
    const p = normalise(path);
    let base = root;
    if (cwd !== undefined) {
        // A home directory's own spelling: a relative path there is outside the workspace.
        if (cwd.startsWith('~') && !node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(p))
            return undefined;
        const c = normalise(cwd);
        base = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(c) ? c : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(root, c);
    }
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(p) ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(p) : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(base, p);
    return insideRoot(root, abs);
}
/** A path that starts at `/` and does not end in one (`/` itself aside): what is cut by text. */
function plainAbsolute(p) {
    return p.length > 1 && p.charCodeAt(0) === 0x2f && p.charCodeAt(p.length - 1) !== 0x2f;
}
/**
 * `abs` relative to `root` when it lies under it (`posix.relative`), undefined when it is `root`
 * itself or outside it; both normalized. Two absolute paths, the usual case, are compared as text
 * rather than both resolved: a session names dozens of files, most of them often outside.
 */
function insideRoot(root, abs) {
    if (plainAbsolute(root) && plainAbsolute(abs))
        return abs.length > root.length + 1 && abs.charCodeAt(root.length) === 0x2f && abs.startsWith(root)
            ? abs.slice(root.length + 1)
            : undefined;
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.relative(root, abs);
    return rel === '' || rel === '..' || rel.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(rel) ? undefined : rel;
}


/***/ }),

/***/ 9667:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ effectiveTokensOf),
/* harmony export */   O8: () => (/* binding */ tokensOfRaw),
/* harmony export */   Pf: () => (/* binding */ label),
/* harmony export */   k8: () => (/* binding */ tokensOf)
/* harmony export */ });
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1296);

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
/** Tokens a raw `token_usage` event counts toward T. */
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

/***/ 6698:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ PartDoesNotMerge)
/* harmony export */ });
/** Thrown by a rule's (or the engine's) `save` when its part cannot merge exactly: the session is read in one part. */
class PartDoesNotMerge extends Error {
}


/***/ }),

/***/ 9236:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m9: () => (/* binding */ CRITIQOR),
  ZR: () => (/* reexport */ vocabulary/* PRESET_IDS */.ZR),
  _O: () => (/* binding */ observedDimensions),
  iH: () => (/* binding */ presetById),
  gd: () => (/* binding */ rulePage)
});

// UNUSED EXPORTS: AGENTS, registerPreset

// EXTERNAL MODULE: ./src/engine/rules/critiqor/index.ts + 5 modules
var critiqor = __webpack_require__(7312);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __webpack_require__(1296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/engine/rules/types.ts + 1 modules
var types = __webpack_require__(6324);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
;// CONCATENATED MODULE: ./src/engine/rules/agents/common.ts



/** The longest message quoted in a description. */
const QUOTE_LIMIT = 120;
/** An actionable sentence of a message: one that names an option to pass (`Re-run with --auto medium`). */
const ACTIONABLE = /(?:^|\s)--?[a-z][\w-]*/i;
/**
 * A message as a short, single-line quotation, or undefined. A long message is cut after its last
 * whole sentence that fits, never in the middle of one; and when the sentence that says what to
 * do (it names an option: Droid's "Re-run with --auto medium or --auto high.") would fall past the
 * cut, it is quoted after the head, so that the quote keeps its actionable part.
 */
function quote(message) {
    if (typeof message !== 'string')
        return undefined;
    const s = message.replace(/\s+/g, ' ').trim();
    if (s === '')
        return undefined;
    if (s.length <= QUOTE_LIMIT)
        return `"${s}"`;
    return `"${cutAtSentence(s)}"`;
}
/** A long message cut at a sentence's end (see `quote`), with its actionable sentence kept. */
function cutAtSentence(s) {
    // Where sentences end: a stop followed by a space (not the dot of `a.py` or of a URL).
    const ends = [];
    for (const m of s.slice(0, QUOTE_LIMIT * 3).matchAll(/[.!?](?= )/g))
        ends.push(m.index + 1);
    const fits = ends.filter((e) => e <= QUOTE_LIMIT - 4 && e >= QUOTE_LIMIT / 3);
    const headEnd = fits.length ? fits[fits.length - 1] : undefined;
    const head = headEnd !== undefined ? s.slice(0, headEnd) : undefined;
    // The first actionable sentence past the head, when the head has none.
    const from = headEnd ?? 0;
    if (!head || !ACTIONABLE.test(head)) {
        const starts = [0, ...ends.map((e) => e + 1)].filter((x) => x >= from);
        for (const start of starts) {
            const end = ends.find((e) => e > start) ?? s.length;
            const sentence = s.slice(start, end).trim();
            if (!ACTIONABLE.test(sentence) || sentence.length > QUOTE_LIMIT - 20)
                continue;
            if (start === 0)
                return (0,secrets/* cutMasked */.y3)(s, QUOTE_LIMIT, '...');
            const lead = head ?? (0,secrets/* cutMasked */.y3)(s.slice(0, start), Math.max(20, QUOTE_LIMIT - sentence.length - 5), '...');
            return `${lead.replace(/\.\.\.$/, '')} ... ${sentence}${end < s.length ? ' ...' : ''}`;
        }
    }
    return head !== undefined ? `${head} ...` : (0,secrets/* cutMasked */.y3)(s, QUOTE_LIMIT, '...');
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
/** Severities ranked, for picking the worst of several findings. */
const SEVERITY_RANK_OF = { low: 0, medium: 1, high: 2, critical: 3 };
/** Names counted in a session's first part: the first this many distinct names. */
const NAMES_COUNTED = 50;
/** Names counted in a later part (all of them, for an exact merge), up to this many. */
const NAMES_COUNTED_LATER = 10_000;
/**
 * How often each name came up, for the first `NAMES_COUNTED` distinct names in the order they
 * came up (a bound against traces that invent a name per event). In the last part of a session
 * read in two parts, every name is counted, so that the merge counts as one pass would; a part
 * with more names than `NAMES_COUNTED_LATER` does not merge (`PartDoesNotMerge`) and the session
 * is read in one part.
 */
class NameCounts {
    laterPart;
    counts = new Map();
    overflow = false;
    constructor(laterPart = false) {
        this.laterPart = laterPart;
    }
    add(name, n = 1) {
        const counts = this.counts;
        const had = counts.get(name);
        if (had !== undefined)
            counts.set(name, had + n);
        else if (counts.size < (this.laterPart ? NAMES_COUNTED_LATER : NAMES_COUNTED))
            counts.set(name, n);
        else if (this.laterPart)
            this.overflow = true;
    }
    /** The name counted most often, the first to come up among equals, and its count (0 when none). */
    top(skip) {
        let top = '';
        let topCount = 0;
        for (const [name, n] of this.counts)
            if (n > topCount && name !== skip)
                [top, topCount] = [name, n];
        return [top, topCount];
    }
    /** How often the name came up (0 when it did not, or came up past the names counted). */
    count(name) {
        return this.counts.get(name) ?? 0;
    }
    /** The names counted and their counts, in the order they came up. */
    entries() {
        return [...this.counts];
    }
    clear() {
        this.counts.clear();
    }
    save() {
        if (this.overflow)
            throw new types/* PartDoesNotMerge */.e9(`more than ${NAMES_COUNTED_LATER} distinct names to count`);
        return [...this.counts];
    }
    /** The counts of the part that follows, in the order its names came up. */
    absorb(state) {
        for (const [name, n] of state)
            this.add(name, n);
    }
}
const COST_LIMIT = /exit_cost|cost limit|budget|max_budget|spend limit|token limit \(|\btoken limit\b(?! of the reply)/i;
const TURN_LIMIT = new RegExp('max_turns|turn limit|step limit|step or cost limit|max(?:imum)? (?:number of )?(?:session )?(?:turns|steps|iterations)|' +
    'maxSessionTurns|FatalTurnLimitedError|max_steps|iteration limit|maximum iteration|message limit|exit_step', 'i');
const TIME_LIMIT = /time limit|exit_time|total_execution_time|working limit|deadline exceeded|timed out after|timeout limit/i;
/** The model's context window, filled: a limit of the model, not of the run's settings. */
const CONTEXT_LIMIT = new RegExp('exit_context|context (?:window|length|limit)|context_length|maximum context|prompt is too long|' +
    'input is too long|ran out of room|chat context of|session token limit|sessionTokenLimit|autocompact_thrashing', 'i');
const ATTEMPT_LIMIT = /mistake_limit|mistake limit|too many mistakes|exit_format|format error limit|max_structured_output_retries|structured output retries|reflections allowed|exit_command_timeout/i;
/**
 * The limit a run's end says it was stopped at (SWE-agent's `exit_cost`, `exit_context` and
 * `exit_format`, Claude's `error_max_turns`, `error_max_budget_usd` and
 * `error_max_structured_output_retries`, Gemini's and Qwen's "Reached max session turns",
 * mini-swe-agent's `LimitsExceeded`, Inspect's message, token, time and context limits, OpenHands'
 * iteration and budget limits, Cline's mistake limit, a context window outgrown), from its
 * `process_end` status and reason; undefined for an end at no limit. The reply cut at its output
 * limit is no limit of the run.
 */
function limitOf(status, reason) {
    // A limit of failed attempts first: Aider's reflections end its session at its turn limit.
    if (reason && ATTEMPT_LIMIT.test(reason))
        return 'attempts';
    if (status === 'max_turns')
        return 'turns';
    if (!reason || /output token limit/i.test(reason))
        return undefined;
    if (TURN_LIMIT.test(reason))
        return 'turns';
    // Before spend: "exceeds the 128,000 token limit" of a context is no budget.
    if (CONTEXT_LIMIT.test(reason))
        return 'context';
    if (COST_LIMIT.test(reason))
        return 'cost';
    if (TIME_LIMIT.test(reason))
        return 'time';
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/rules/agents/refused.ts

const CLAUDE = "Claude's --allowedTools (or --permission-mode)";
const GEMINI = "Gemini's (or Qwen's) --approval-mode (or --yolo)";
const CODEX = "Codex's approval mode (--ask-for-approval) and --sandbox";
const OPENCODE = 'opencode\'s permission settings ("permission" in opencode.json)';
const KIMI = "Kimi's --yolo (or the approvals its client gives)";
/** Refusals in the order they are tried: the first whose words match names the setting. */
const REFUSALS = [
    // Droid: "Exec ended early: insufficient permission to proceed. Re-run with --auto medium ...".
    {
        words: /insufficient permission to proceed|re-run with --auto\b/i,
        setting: "Droid's --auto medium (or --auto high)",
    },
    // Claude Code, -p: "Claude requested permissions to use Bash, but you haven't granted it yet."
    { words: /requested permissions? to .{0,200}haven.t granted|^this command requires approval\b/i, setting: CLAUDE },
    // Claude Code, a deny rule or dontAsk: "Permission to use Bash has been denied."
    { words: /permission to use \S+ (?:with .{0,200})?has been denied/i, setting: CLAUDE },
    // Claude Code, interactive: the person said no.
    { words: /doesn.t want to proceed with this tool use|tool use was rejected/i, setting: CLAUDE, person: true },
    // Gemini CLI and Qwen Code, non-interactive: "Tool execution for "Shell" requires user confirmation";
    // their policy engine: "Tool execution denied by policy."
    {
        words: /requires user confirmation|not supported in non-interactive mode|tool execution denied by policy/i,
        setting: GEMINI,
    },
    // Copilot CLI: "Permission denied and could not request permission from user", "The user rejected this tool call".
    {
        words: /could not request permission|denied by (?:the )?policy/i,
        setting: "Copilot's --allow-tool (or --allow-all-tools)",
    },
    { words: /user rejected this tool call/i, setting: "Copilot's --allow-tool", person: true },
    // opencode: a person's answer with feedback; `opencode run` rejecting an "ask" by itself; a "deny" rule.
    {
        words: /rejected permission to use this specific tool call with the following feedback/i,
        setting: OPENCODE,
        person: true,
    },
    {
        words: /rejected permission to use this specific tool call|a rule which prevents you from using this specific tool call/i,
        setting: OPENCODE,
    },
    // Codex: a command_execution `declined` (exec); "exec command rejected by user", "patch rejected
    // by user" (what the model is told when an approval was refused, by a person or a client that
    // could not ask); its reviewer's "rejected due to unacceptable risk".
    {
        words: /^command declined\b|\b(?:exec command|patch) rejected by user\b|rejected by user approval settings|rejected due to unacceptable risk/i,
        setting: CODEX,
    },
    // Codex's sandbox stopping a command: "failed in sandbox ... sandbox denied exec error".
    { words: /sandbox denied exec error/i, setting: "Codex's --sandbox (sandbox_mode)" },
    // Goose: "The user has declined to run this tool." (also a denial by its tool inspection).
    { words: /has declined to run this tool/i, setting: "Goose's GOOSE_MODE (or its tool permissions)" },
    // Kimi: "The tool call is rejected by the user." (with "User feedback:" a person said why).
    { words: /tool call is rejected by the user\. user feedback:/i, setting: KIMI, person: true },
    { words: /tool call is rejected by the user/i, setting: KIMI },
    // OpenClaw: "exec denied: ..." (exec approvals' security deny, allowlist miss, no approval in time).
    { words: /^exec denied\b/i, setting: "OpenClaw's exec approvals (tools.exec.security and ask)" },
    // Continue (cn -p): a tool that needs permission in headless mode stops the run, naming --auto.
    {
        words: /requires permission\b.{0,200}headless|headless mode.{0,200}--auto\b/i,
        setting: "Continue's --auto (or --allow)",
    },
    // OpenHands: an action a PreToolUse hook blocked.
    { words: /^the action was blocked by a hook\b/i, setting: "OpenHands' hooks (or its confirmation policy)" },
    // Cursor CLI: a result `rejected {reason}`, a write its permissions did not allow.
    { words: /^rejected\b|^write permission denied\b/i, setting: "Cursor's permissions (.cursor/cli.json, or --force)" },
    // Cline, OpenHands: the person denied or rejected the action.
    {
        words: /the user (?:denied|rejected) (?:this |the )?(?:operation|action)/i,
        setting: "the agent's auto-approval settings",
        person: true,
    },
];
/** A word that each refusal above carries (most errors carry none). */
const ANY = /permission|grant|reject|declin|denied|approv|confirm|sandbox|headless|proceed|--auto|prevents you|by a hook/i;
/** The refusal whose words a message carries, or undefined. */
function refusalOf(message) {
    if (message === undefined || message === '')
        return undefined;
    // Refusals say so early: a long output is looked at in its first part only.
    const head = message.length > 600 ? message.slice(0, 600) : message;
    // One look for a word every refusal has before trying each agent's words.
    if (!ANY.test(head))
        return undefined;
    for (const r of REFUSALS)
        if (r.words.test(head))
            return r;
    return undefined;
}
/** Whether an error message says the call never ran because it was refused. */
function isRefusal(message) {
    return refusalOf(message) !== undefined;
}
/**
 * Whether an `error_event` is the workflow's permission policy refusing a call: a permission
 * denial, or a tool error in a policy's words. A person's refusal in an interactive session
 * (`isRefusal` all the same) is not: they decided, and no setting is to blame.
 */
function isPolicyRefusal(e) {
    const kind = (0,python_compat/* lower */.ib)(e.raw.kind);
    if (kind === 'permission_denied')
        return true;
    const m = e.raw.message;
    if (kind !== 'tool' || typeof m !== 'string')
        return false;
    const r = refusalOf(m);
    return r !== undefined && !r.person;
}
/** The setting a refusal's words name (a run's end that says it stopped for want of permission), or undefined. */
function refusalSetting(message) {
    return refusalOf(message)?.setting;
}
/**
 * The permission setting that would have let the refused calls run, from the refusal's words
 * (or, for a bare permission denial, the tool's name: Claude names its tools with a capital).
 */
function permissionSetting(e) {
    const m = e.raw.message;
    const r = refusalOf(typeof m === 'string' ? m : undefined);
    if (r && (0,python_compat/* lower */.ib)(e.raw.kind) !== 'permission_denied')
        return r.setting;
    const tool = e.raw.tool;
    if (typeof tool === 'string' && /^[A-Z]/.test(tool))
        return CLAUDE;
    if (typeof tool === 'string' && tool !== '')
        return GEMINI;
    return "the agent's permission setting";
}

;// CONCATENATED MODULE: ./src/engine/rules/agents/provider-errors.ts
/**
 * A provider's error in a few words: what kind of failure its message names, how a description
 * says it, and the remediation that fits it.
 */


const CONTEXT_WORDS = new RegExp('context (window|length)|context_length|maximum context|prompt is too long|too many tokens|' +
    'input is too long|token limit');
const NETWORK_WORDS = new RegExp('disconnect|connection|network|econnreset|etimedout|timed? ?out|socket|stream|fetch failed|' +
    'error sending request|reconnect');
/** What kind of failure an error message names, from the words providers and agents use. */
function classifyError(message) {
    if (!message)
        return 'other';
    const m = message.toLowerCase();
    if (/quota|insufficient_quota|billing|credit balance|exceeded your current|usage limit|hit your limit/.test(m))
        return 'quota';
    if (CONTEXT_WORDS.test(m))
        return 'context_window';
    if (/\b429\b|rate.?limit|too many requests|overloaded|\b529\b/.test(m))
        return 'rate_limit';
    if (/\b401\b|\b403\b|unauthori[sz]ed|forbidden|api.?key|authenticat|credential/.test(m))
        return 'auth';
    if (/refus/.test(m))
        return 'refusal';
    if (/\b5\d\d\b|internal ?server ?error|bad gateway|service unavailable|server error/.test(m))
        return 'server';
    if (NETWORK_WORDS.test(m))
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
/**
 * How a description says the provider failed a request: refused it (quota, limits, credentials,
 * policy) or failed it.
 */
function failVerb(cls) {
    return cls === 'quota' || cls === 'rate_limit' || cls === 'auth' || cls === 'refusal' ? 'refused' : 'failed';
}
/** What to do about a provider that keeps failing, per kind of error. */
function providerRemediation(cls, message) {
    const said = message ? ` (it said ${quote(message)})` : '';
    switch (cls) {
        case 'quota':
            return (`The provider refused requests because the account's quota was used up${said}: raise the quota or ` +
                `switch the plan or provider before the run, and make the agent stop on a quota error instead of retrying it.`);
        case 'rate_limit':
            return (`The provider rate-limited the run${said}: lower the request rate or concurrency, retry with ` +
                `exponential backoff and a cap, and stop the run once the cap is reached.`);
        case 'context_window':
            return (`The conversation outgrew the model's context window${said}: compact or trim history and tool ` +
                `outputs earlier, or use a model with a larger window.`);
        case 'auth':
            return (`The provider rejected the credentials${said}: check the API key or login the agent runs with, and ` +
                `fail fast on authentication errors instead of retrying.`);
        case 'network':
            return (`The connection to the provider kept failing${said}: check the endpoint, proxy and network the ` +
                `agent runs behind, and make retries back off and give up with a clear error.`);
        case 'server':
            return (`The provider's servers failed the requests${said}: retry later with backoff and a cap, or fall ` +
                `back to another provider or model.`);
        case 'refusal':
            return (`The model or API refused the requests${said}: check the prompt and the task against the ` +
                `provider's policies, or route such tasks elsewhere.`);
        default:
            return (`The provider kept failing the requests${said}: cap retries with backoff and stop the run with the ` +
                `provider's error once the cap is reached.`);
    }
}
/** The option both provider-aware rules take: `error_event` kinds that are not the provider failing. */
const nonProviderKinds = (0,types/* words */.aL)(['tool', 'permission_denied', 'guardrail', 'result', 'agent', 'sample', 'format'], '`error_event` kinds that are not the provider failing a request.');

;// CONCATENATED MODULE: ./src/engine/rules/agents/run-failed.ts
/**
 * run_failed: the run did not finish.
 *
 * From the run's `process_end`: an `error` (context window exceeded, quota exceeded, a
 * connection that never came back), `aborted`, `max_turns`, or `incomplete` (the trace stops
 * mid-run: on a tool call that never got a result, a tool result the model never answered, a
 * turn that never ended, a reply cut at the output limit). An `incomplete` end whose reason only
 * says the trace ends on the user's unanswered message is `high`: the agent was not in the middle
 * of its own work, and a transcript saved on exit ends that way too. A last tool call that never
 * got a result, with nothing after it but its reply's usage, is where the run stopped; without a
 * `process_end` such a call is the only sign of how the run ended.
 *
 * The description names the reason in the run's own words, and the provider errors in a row
 * that led to it.
 */






const options = (0,types/* ruleOptions */.js)({
    failedStatuses: (0,types/* words */.aL)(['error', 'aborted', 'max_turns', 'incomplete'], '`process_end` statuses that mean the run did not finish.'),
    userTurnReasons: (0,types/* words */.aL)(['user message'], 'Lower-cased words of an `incomplete` reason that mean only "the user\'s message is last" (high, not critical).'),
    penalty: (0,types/* amount */.vj)(100, 'Penalty of a run that did not finish.'),
    userTurnPenalty: (0,types/* amount */.vj)(40, 'Penalty of a trace that ends on an unanswered user message.'),
    nonProviderKinds: nonProviderKinds,
});
const STATUS_TEXT = {
    error: 'ended in an error',
    aborted: 'was aborted',
    max_turns: 'hit its turn limit',
    incomplete: 'did not finish',
};
const detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'agents', type: 'run_failed', maxPenalty: 100, options },
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
        let sawCall = false;
        return {
            on: {
                tool_call(e) {
                    sawCall = true;
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
            // After a tool call, the state that follows the run (the last call, its answer, the streak)
            // is this part's own; the run's end and the last provider error are the latest seen.
            synced: () => sawCall,
            restart() {
                end = undefined;
                streakLast = undefined;
            },
            save: () => ({
                end: end && (0,events/* toPlain */.Ul)(end),
                streakLast: streakLast && (0,events/* toPlain */.Ul)(streakLast),
                lastCall: lastCall && (0,events/* toPlain */.Ul)(lastCall),
                lastCallAnswered,
                movedOn,
                streak,
            }),
            absorb(state, shift) {
                const s = state;
                const event = (p) => (p ? (0,events/* fromPlain */.bM)(p, shift) : undefined);
                end = event(s.end) ?? end;
                streakLast = event(s.streakLast) ?? streakLast;
                lastCall = event(s.lastCall);
                lastCallAnswered = s.lastCallAnswered;
                movedOn = s.movedOn;
                streak = s.streak;
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
                            description: `The run stopped on a call to ${quote(toolName(pendingCall))} that never got a ` +
                                `result, and the trace has no completion.`,
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
                // A run stopped at a limit (cost, turns, time, context, attempts): the fix is about that
                // limit, and the limit is this one fact (no cost cause for reaching it).
                const limit = limitOf(status, reason);
                if (limit) {
                    const said = quote(reason);
                    const used = usedOf(end, limit);
                    const how = status === 'max_turns' && limit === 'turns'
                        ? `The run ${STATUS_TEXT.max_turns}`
                        : limit === 'context'
                            ? `The run outgrew the ${LIMIT_NAME.context} before it finished`
                            : `The run was stopped at its ${LIMIT_NAME[limit]} before it finished`;
                    const found = cause('critical', options.penalty, evidence, how + used + (said ? `: ${said}.` : '.'), limitRemediation(limit, reason));
                    // A window outgrown is said by the provider refusing the request: its chain starts there.
                    if (limit === 'context' && status === 'error')
                        found.chain = PROVIDER_CHAIN;
                    return [found];
                }
                // The run stopped because the workflow refused what it needed (Droid's "insufficient
                // permission"): the permission setting is the fix; the refusal is this one fact.
                const setting = refusalSetting(reason);
                if (setting) {
                    return [
                        cause('critical', options.penalty, evidence, `The run was stopped by the workflow's permission policy before it finished: ${quote(reason)}.`, `The workflow did not let the agent run what the task needed: allow it in ${setting}, and rerun ` +
                            'the task to completion before trusting its result.'),
                    ];
                }
                if (status === 'incomplete' && pendingCall) {
                    return [
                        cause('critical', options.penalty, evidence, `The run stopped on a call to ${quote(toolName(pendingCall))} that never got a result, with no ` +
                            `completion.`, stoppedRemediation),
                    ];
                }
                if (status === 'incomplete' &&
                    reason &&
                    options.userTurnReasons.some((w) => reason.toLowerCase().includes(w))) {
                    return [
                        cause('high', options.userTurnPenalty, evidence, 'The trace ends on a user message that the agent never answered: the run may have been cut off.', 'Check whether the session was stopped before the agent could answer its last message; keep the ' +
                            'whole run in the trace.'),
                    ];
                }
                const cls = classifyError(reason ?? common_text(streakLast ?? end, 'message'));
                const kind = status === 'error' && cls !== 'other' ? ` (${ERROR_CLASS_NAME[cls]})` : '';
                const after = streak >= 2 ? ` after the provider ${failVerb(cls)} ${(0,core_text/* plural */.LS)(streak, 'request')} in a row` : '';
                const said = quote(reason);
                const how = STATUS_TEXT[status] ?? `ended with status ${quote(status)}`;
                const description = `The run ${how}${kind}${after}${said ? `: ${said}` : ''}.`;
                const found = cause('critical', options.penalty, evidence, description, remediationOf(status, cls, reason));
                // A run the provider ended: its chain starts at the failing requests, not at a step of its own.
                if (streak >= 2 || (status === 'error' && cls !== 'other'))
                    found.chain = PROVIDER_CHAIN;
                return [found];
            },
        };
    },
});
/** How a description names a limit. */
const LIMIT_NAME = {
    cost: 'cost limit',
    turns: 'turn limit',
    time: 'time limit',
    context: "model's context window",
    attempts: 'limit of failed attempts',
};
/** What the run had used when it was stopped, where its end says: " after 11 turns", " ($0.50 spent)". */
function usedOf(end, limit) {
    const turns = Number(end.raw.num_turns);
    if (limit === 'turns' && Number.isInteger(turns) && turns > 0)
        return ` after ${(0,core_text/* plural */.LS)(turns, 'turn')}`;
    const cost = Number(end.raw.cost_usd);
    if (limit === 'cost' && Number.isFinite(cost) && cost > 0)
        return ` ($${cost.toFixed(2)} spent)`;
    return '';
}
/** What to do about a run stopped at a limit. */
function limitRemediation(limit, reason) {
    const said = reason ? ` (${quote(reason)})` : '';
    switch (limit) {
        case 'cost':
            return (`The run was stopped at its cost limit before it finished${said}, so what it left is not a finished ` +
                'result: find what it spent on (long tool outputs, files read again, repeated calls, retries) and cut ' +
                'that, or raise the limit if the task needs more.');
        case 'turns':
            return (`The run used up its turn limit before finishing${said}: find what the agent spent its turns on ` +
                '(repeated calls, retries, failed edits), fix that, or raise the limit if the task needs it.');
        case 'context':
            return (`The conversation outgrew the model's context window before the run finished${said}: compact or trim ` +
                'history and tool outputs earlier, read files in parts, or use a model with a larger window.');
        case 'attempts':
            return (`The run was stopped after too many failed attempts in a row${said}: read what the failing replies or ` +
                'calls had in common (a wrong format, a tool misused, an error not read) and fix that before raising the limit.');
        default:
            return (`The run was stopped at its time limit before it finished${said}: find the slow steps (long ` +
                'commands, waits, retries), give them timeouts, or raise the limit if the task needs more time.');
    }
}
/** The causal chain of a run that ended on provider errors. */
const PROVIDER_CHAIN = ['run_started', 'provider_requests_failed', 'run_interrupted_or_errored', 'task_not_completed'];
const stoppedRemediation = 'The run stopped while a tool call was still running: check for a crash, a timeout or a killed ' +
    'process around that call, give long-running tools a timeout, and make the agent finish with a result or a ' +
    'clear error.';
function remediationOf(status, cls, reason) {
    switch (status) {
        case 'error':
            if (cls !== 'other')
                return providerRemediation(cls, reason);
            return (`The run ended in an error${reason ? ` (${quote(reason)})` : ''}: fix what raised it, and rerun ` +
                `the task to completion before trusting its result.`);
        case 'aborted':
            return (`The run was stopped before it finished${reason ? ` (${quote(reason)})` : ''}: find out who or ` +
                `what stopped it (a user interrupt, a timeout, a cancelled job) and rerun it to completion before ` +
                `trusting its result.`);
        case 'max_turns':
            return ('The run used up its turn limit before finishing: find what the agent spent its turns on (repeated ' +
                'calls, retries), fix that, or raise the limit if the task needs it.');
        default:
            return (`The trace stops before the run finished${reason ? ` (${quote(reason)})` : ''}: check for a crash, ` +
                `a timeout or a killed process, and make the agent always record how its run ended.`);
    }
}
function cause(severity, penalty, evidence, description, remediation) {
    return { severity, penalty, evidence, description, remediation };
}
/* harmony default export */ const run_failed = (detector);

// EXTERNAL MODULE: ./src/engine/verification.ts
var verification = __webpack_require__(2935);
;// CONCATENATED MODULE: ./src/engine/rules/agents/finished-on-failure.ts
/**
 * finished_on_failure: the run ended as done while the last command it ran had failed.
 *
 * The last result of a command tool (a shell, a terminal, a script runner: `commandTools`) failed,
 * and the run then ended `completed`: the agent answered, or called the tool that marks the task
 * done, with no command succeeding after the failure. Its last check (the tests, a build, the
 * command the task names) did not pass, and the agent declared the task done anyway, or gave up
 * on it in its answer. Reading files, editing them or updating a to-do list after the failure
 * does not count as a check that passed.
 *
 * A command that never ran (the workflow refused it: `refused.ts`, the one notion of a refusal
 * every rule shares, and the words of `notRun`) is no check that failed.
 *
 * High, never critical: the agent may have been right that the failure did not matter (a check
 * expected to fail, a command run to show an error). A run that did not end `completed` is
 * run_failed's.
 */






const finished_on_failure_options = (0,types/* ruleOptions */.js)({
    commandTools: (0,types/* words */.aL)([...verification/* COMMAND_TOOLS */.SP], "Tools (lower-cased) whose results are commands run: the last of them is the run's last check."),
    notRun: (0,types/* words */.aL)([], "Lower-cased words of a failed command's error that mean the command never ran, beside the refusals every rule knows (each agent's words for a permission or a confirmation withheld): no check failed."),
    penalty: (0,types/* amount */.vj)(35, 'Penalty of a run that ended as done on a failed command.'),
});
/** The most calls with tool errors before a later part's first command result that merge. */
const MAX_LEAD = 64;
/** Whether a tool error is the error of a failed result (the same call). */
function errorOf(result, e) {
    if ((0,python_compat/* lower */.ib)(result.raw.status) !== 'error')
        return false;
    const id = result.raw.call_id;
    return id !== undefined && id !== null && String(e.raw.call_id) === String(id);
}
const finished_on_failure_detector = (0,types/* defineRule */.Km)({
    meta: {
        preset: 'agents',
        type: 'finished_on_failure',
        maxPenalty: 35,
        options: finished_on_failure_options,
        remediation: 'The agent declared the task done although the last command it ran failed: make it run the ' +
            "task's own checks (its tests, its build, the commands the task names) before it finishes, " +
            'and finish only once they pass, or say plainly that they do not.',
    },
    create(options, ctx) {
        const commands = new Set(options.commandTools.map((t) => t.toLowerCase()));
        const notRun = options.notRun.map((w) => w.toLowerCase());
        // The last result of a command tool, and the tool error that came with it when it failed.
        let last;
        let error;
        let end;
        // Tool errors before the part's first command result, the last per call: in a later part
        // read on its own, the error of the result the part before ended on may be among them.
        const lead = new Map();
        let tooLong = false;
        return {
            on: {
                tool_output(e) {
                    if (!commands.has((0,python_compat/* lower */.ib)(e.raw.tool)))
                        return;
                    last = e;
                    error = undefined;
                },
                error_event(e) {
                    if (!last) {
                        // Only a later part read on its own keeps them; a session read from its start has no
                        // result before its first command for them to belong to.
                        const id = e.raw.call_id;
                        if (!ctx.laterPart || id === undefined || id === null || tooLong)
                            return;
                        lead.set(String(id), e);
                        if (lead.size > MAX_LEAD)
                            tooLong = true;
                        return;
                    }
                    if (errorOf(last, e))
                        error = e;
                },
                process_end(e) {
                    end = e;
                },
            },
            save: () => {
                if (tooLong)
                    throw new types/* PartDoesNotMerge */.e9('finished_on_failure: too many tool errors before a command');
                return {
                    last: last && (0,events/* toPlain */.Ul)(last),
                    error: error && (0,events/* toPlain */.Ul)(error),
                    end: end && (0,events/* toPlain */.Ul)(end),
                    lead: [...lead.values()].map(events/* toPlain */.Ul),
                };
            },
            absorb(state, shift) {
                const s = state;
                if (s.last) {
                    last = (0,events/* fromPlain */.bM)(s.last, shift);
                    error = s.error && (0,events/* fromPlain */.bM)(s.error, shift);
                }
                else if (last && (0,python_compat/* lower */.ib)(last.raw.status) === 'error') {
                    for (const p of s.lead) {
                        const e = (0,events/* fromPlain */.bM)(p, shift);
                        if (errorOf(last, e))
                            error = e;
                    }
                }
                if (s.end)
                    end = (0,events/* fromPlain */.bM)(s.end, shift);
            },
            finish() {
                if (!end || !last || (0,python_compat/* lower */.ib)(end.raw.status) !== 'completed' || (0,python_compat/* lower */.ib)(last.raw.status) !== 'error')
                    return [];
                const message = error && common_text(error, 'message');
                const said = quote(message);
                if (message && (isRefusal(message) || notRun.some((w) => message.toLowerCase().includes(w))))
                    return [];
                return [
                    {
                        severity: 'high',
                        penalty: options.penalty,
                        evidence: error ? [last, error, end] : [last, end],
                        description: `The run ended as done right after its last command (${quote(toolName(last))}) failed` +
                            `${said ? `: ${said}` : ''}; no command succeeded after it.`,
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const finished_on_failure = (finished_on_failure_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/unverified-change.ts
/**
 * unverified_change: the run changed files and no check ran after its last change, or the last
 * check after it failed and the run ended as done.
 *
 * Changes and checks are the session's proof-of-work facts (src/engine/verification.ts): edits of
 * the format's file tools and of shell commands, and runs of tests, builds, type checks, linters
 * and reproduction scripts the agent wrote, each with its outcome (its exit status, else the test
 * runner's summary). A run that changed nothing has no cause.
 *
 * One cause per fact: a last check that failed with a failed exit status, when it is also the
 * run's last command, is finished_on_failure's; this rule takes a last check whose failure only
 * its output told (`pytest ... | tail`), or one followed by other commands that passed.
 *
 * Severity by what was left unchecked: high when the last check after the changes failed and the
 * run ended as done; medium when files changed and no check ran after them (a larger penalty when
 * none ran at all). Prose (Markdown, text, a changelog) is no change a check judges: a run that
 * changed only prose after its last check (or at all) has no cause.
 */





const unverified_change_options = (0,types/* ruleOptions */.js)({
    unchecked: (0,types/* amount */.vj)(25, 'Penalty of a run that changed files and ran no check after its changes at all.'),
    changedAfter: (0,types/* amount */.vj)(15, 'Penalty of a run that changed files after its last check.'),
    failed: (0,types/* amount */.vj)(25, 'Penalty of a run that ended as done while the last check after its last change failed.'),
});
const DOCS = /\.(?:md|rst|txt|adoc)$|(?:^|\/)(?:CHANGELOG|CHANGES|NEWS|AUTHORS|README)[^/]*$/i;
const unverified_change_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'agents', type: 'unverified_change', maxPenalty: 25, options: unverified_change_options },
    create(options, ctx) {
        let end;
        let lastCommandFailed = false;
        // Whether this part saw a command's result (a later part's last one supersedes the earlier's).
        let seen = false;
        return {
            on: {
                tool_output(e) {
                    if (!verification/* COMMAND_TOOLS */.SP.has((0,python_compat/* lower */.ib)(e.raw.tool)))
                        return;
                    lastCommandFailed = (0,python_compat/* lower */.ib)(e.raw.status) === 'error';
                    seen = true;
                },
                process_end(e) {
                    end = e;
                },
            },
            save: () => ({ end: end && (0,events/* toPlain */.Ul)(end), lastCommandFailed, seen }),
            absorb(state, shift) {
                const s = state;
                if (s.seen)
                    [lastCommandFailed, seen] = [s.lastCommandFailed, true];
                if (s.end)
                    end = (0,events/* fromPlain */.bM)(s.end, shift);
            },
            finish() {
                const f = ctx.verification?.facts();
                if (!f || f.edits === 0)
                    return [];
                const done = end !== undefined && (0,python_compat/* lower */.ib)(end.raw.status) === 'completed';
                const check = f.checkAfter;
                if (check && check.outcome === 'failed') {
                    if (!done || lastCommandFailed)
                        return [];
                    return [
                        {
                            severity: 'high',
                            penalty: options.failed,
                            evidence: [(0,verification/* evidenceOf */.X1)(check), end],
                            description: `The run ended as done while the last check after its last change failed: \`${check.command}\`` +
                                `${check.summary ? ` (${check.summary})` : ''}.`,
                        },
                    ];
                }
                if (check)
                    return [];
                // A run that did not end as done (it failed, was stopped, was cut off) could not check what
                // it changed last: that is run_failed's fact, and the report's proof of work says the rest.
                if (end !== undefined && !done)
                    return [];
                const files = f.afterLastCheck.filter((p) => p !== '');
                // Prose (notes, a README, a changelog) is no change a check judges.
                if (files.length > 0 &&
                    files.every((p) => DOCS.test(p)) &&
                    f.editsAfterLastCheck > 0 &&
                    files.length === f.afterLastCheck.length)
                    return [];
                const what = files.length > 0 ? (0,core_text/* plural */.LS)(files.length, 'file') : (0,core_text/* plural */.LS)(f.editsAfterLastCheck, 'edit');
                if (f.checks === 0) {
                    return [
                        {
                            severity: 'medium',
                            penalty: options.unchecked,
                            evidence: [(0,verification/* evidenceOf */.X1)(f.lastChangeAt)],
                            description: `The run changed ${what} and ran no check (tests, a build, a reproduction) after them.`,
                        },
                    ];
                }
                return [
                    {
                        severity: 'medium',
                        penalty: options.changedAfter,
                        evidence: [(0,verification/* evidenceOf */.X1)(f.lastChangeAt)],
                        description: `The run changed ${what} after its last check (\`${f.lastChecks[f.lastChecks.length - 1].command}\`) and ran none after them.`,
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const unverified_change = (unverified_change_detector);

// EXTERNAL MODULE: ./src/engine/weakening.ts
var weakening = __webpack_require__(6747);
;// CONCATENATED MODULE: ./src/engine/rules/agents/weakened-checks.ts
/**
 * weakened_checks: the agent weakened what judges it. From the changes its edit calls and shell
 * commands made (src/engine/weakening.ts): a test file deleted or emptied, assertions removed, a
 * skip or only marker added to a test, a failure masked (`|| true` or `continue-on-error` in CI,
 * `--no-verify`, an exception hook that swallows assertion errors, `os._exit(0)` in a test), a
 * coverage threshold lowered, a test step taken out of CI. Files the agent wrote itself in the
 * run (its own new tests, its scratch scripts) are its own to change.
 *
 * High; its evidence is each call that made such a change (the first `maxEvidence`), and its
 * description quotes the first (masked and cut).
 */




const weakened_checks_options = (0,types/* ruleOptions */.js)({
    penalty: (0,types/* amount */.vj)(40, 'Penalty of a run whose changes weakened a check.'),
    maxEvidence: (0,types/* amount */.vj)(5, 'The most changes kept as evidence.'),
});
/** Where a weakening was, as a description names it. */
function where(w) {
    return w.path ? ` in \`${(0,weakening/* shortPath */._1)(w.path).replace(/`/g, "'")}\`` : '';
}
const weakened_checks_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'agents', type: 'weakened_checks', maxPenalty: 40, options: weakened_checks_options },
    create(options, ctx) {
        return {
            on: {},
            // The facts are the engine's (src/engine/verification.ts), which merge with the session's parts.
            save: () => null,
            absorb() { },
            finish() {
                const found = ctx.verification?.facts().weakenings ?? [];
                if (found.length === 0)
                    return [];
                const w = found[0];
                const more = found.length > 1 ? ` (and ${found.length - 1} more such change${found.length > 2 ? 's' : ''})` : '';
                return [
                    {
                        severity: 'high',
                        penalty: options.penalty,
                        evidence: found.slice(0, Math.max(1, options.maxEvidence)).map(verification/* evidenceOf */.X1),
                        description: `The agent ${w.what}${where(w)}: ${quote(w.shows) ?? '""'}${more}.`,
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const weakened_checks = (weakened_checks_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/repeats.ts
/**
 * Runs of consecutive identical tool calls (same tool, same arguments, no other tool call
 * between them), with the result of each call, for the rules that judge repetition: a repeat is
 * a loop or waste only when it learnt nothing new.
 *
 * Results can arrive after the next call (calls issued in parallel), so a run stays open for its
 * results until the run after it ends too; the pairs of neighbouring calls are handed to the
 * listener in call order once both results are known (or known never to come). Only the calls
 * of at most two runs whose results are still awaited are kept.
 */


/** Arguments as `looseness` compares them; undefined for an entry to leave out. */
function loosen(x, how) {
    if (typeof x === 'string') {
        let s = how.spacing ? x.replace(/\s+/g, ' ').trim() : x;
        if (how.caseless)
            s = s.toLowerCase();
        return how.blank && s.trim() === '' ? undefined : s;
    }
    if (Array.isArray(x)) {
        const out = x.map((v) => loosen(v, how) ?? null);
        return how.blank && out.every((v) => v === null) ? undefined : out;
    }
    if (x !== null && typeof x === 'object') {
        const out = {};
        let any = false;
        for (const [k, v] of Object.entries(x)) {
            const w = loosen(v, how);
            if (w === undefined)
                continue;
            out[k] = w;
            any = true;
        }
        return how.blank && !any ? undefined : out;
    }
    return how.blank && x === null ? undefined : x;
}
/**
 * A key under which near-equal calls are one: the same tool, and arguments equal once loosened
 * (an empty `{"": ""}` and `{"page_down": {}}` are both no arguments; "Foo  bar" is "foo bar").
 */
function nearEqualKey(how) {
    if (!how.caseless && !how.spacing && !how.blank)
        return (e) => e.callFingerprint();
    const key = (e) => {
        const raw = e.raw;
        const hasArgs = (0,python_compat/* hasKey */.CJ)(raw, 'args');
        const args = hasArgs ? raw.args : (0,python_compat/* hasKey */.CJ)(raw, 'arguments') ? raw.arguments : undefined;
        // Most calls' arguments are already as loose as they get: their exact key, worked out once
        // and shared with the other rules, is the key.
        if (args === undefined || isLoose(args, how, true))
            return e.callFingerprint();
        const loose = new events/* EngineEvent */.xw({ ...raw, [hasArgs ? 'args' : 'arguments']: loosen(args, how) ?? {} }, e.type, 0, undefined);
        return loose.callFingerprint();
    };
    // Two calls of one named tool: the keys are equal when the arguments are once loosened (the
    // label `tool:arguments`, or a NUL, the tool and the arguments, for the same tool), which is
    // told walking both at once, loosening only the texts that differ, and stopping at the first
    // difference: most neighbouring calls of a tool differ early (another file, another command).
    // Arguments are JSON values (as read, or built by an adapter, which leaves out what is
    // undefined); a call without any is left to the keys.
    key.same = (a, b) => {
        const t = a.raw.tool;
        if (typeof t !== 'string' || t !== b.raw.tool)
            return undefined;
        const x = argsOf(a.raw);
        const y = argsOf(b.raw);
        if (x === undefined || y === undefined)
            return undefined;
        if (x === y)
            return true;
        const dx = dropped(x, how);
        const dy = dropped(y, how);
        // Arguments loosened to nothing are `{}`; anything else loosened is not.
        if (dx || dy)
            return dx && dy ? true : isEmptyObject(dx ? y : x);
        return looseEqual(x, y, how);
    };
    return key;
}
function argsOf(raw) {
    return (0,python_compat/* hasKey */.CJ)(raw, 'args') ? raw.args : (0,python_compat/* hasKey */.CJ)(raw, 'arguments') ? raw.arguments : undefined;
}
function isEmptyObject(x) {
    if (x === null || typeof x !== 'object' || Array.isArray(x))
        return false;
    for (const _ in x)
        return false;
    return true;
}
/** A text as `loosen` makes it (not left out). */
function looseText(s, how) {
    const t = how.spacing ? s.replace(/\s+/g, ' ').trim() : s;
    return how.caseless ? t.toLowerCase() : t;
}
/** Whether a UTF-16 unit below 0x80 is white space (`\s`): tab, line feed, vertical tab, form feed, return, space. */
function asciiSpace(c) {
    return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}
/**
 * `looseText(a, how) === looseText(b, how)`. Both texts are walked at once, loosened as they go,
 * up to the first difference, with nothing built: texts of ASCII are told apart so; at the first
 * character past ASCII (which white space or lower case may make more or fewer characters), the
 * texts are loosened whole.
 */
function looseTextEqual(a, b, how) {
    const { spacing, caseless } = how;
    const n = a.length;
    const m = b.length;
    let i = 0;
    let j = 0;
    if (spacing) {
        while (i < n && asciiSpace(a.charCodeAt(i)))
            i++;
        while (j < m && asciiSpace(b.charCodeAt(j)))
            j++;
    }
    for (;;) {
        // The next unit of each loosened text, or -1 at its end; -2: past ASCII.
        let x = -1;
        if (i < n) {
            x = a.charCodeAt(i);
            if (x >= 0x80)
                x = -2;
            else if (spacing && asciiSpace(x)) {
                while (i < n && asciiSpace(a.charCodeAt(i)))
                    i++;
                // A run of spaces is one space, and none at the end; one followed by a character past
                // ASCII (more white space, maybe) is told whole.
                x = i === n ? -1 : a.charCodeAt(i) >= 0x80 ? -2 : 0x20;
            }
            else {
                i++;
                if (caseless && x >= 0x41 && x <= 0x5a)
                    x += 0x20;
            }
        }
        let y = -1;
        if (j < m) {
            y = b.charCodeAt(j);
            if (y >= 0x80)
                y = -2;
            else if (spacing && asciiSpace(y)) {
                while (j < m && asciiSpace(b.charCodeAt(j)))
                    j++;
                y = j === m ? -1 : b.charCodeAt(j) >= 0x80 ? -2 : 0x20;
            }
            else {
                j++;
                if (caseless && y >= 0x41 && y <= 0x5a)
                    y += 0x20;
            }
        }
        if (x === -2 || y === -2)
            return looseText(a, how) === looseText(b, how);
        if (x !== y)
            return false;
        if (x === -1)
            return true;
    }
}
const NOT_BLANK = /\S/;
/** Whether `loosen` leaves the value out (gives undefined). */
function dropped(x, how) {
    if (!how.blank)
        return x === undefined;
    // Loosening keeps a text blank or not: white space stays white space, and nothing lowercases
    // to it.
    if (typeof x === 'string') {
        // Most texts start with a character that is no white space: not blank, told without a regex.
        const c = x.length > 0 ? x.charCodeAt(0) : 0x20;
        if (c < 0x80 && !asciiSpace(c))
            return false;
        return !NOT_BLANK.test(x);
    }
    if (x === null || x === undefined)
        return true;
    if (Array.isArray(x)) {
        for (const v of x)
            if (!dropped(v, how))
                return false;
        return true;
    }
    if (typeof x === 'object') {
        for (const v of Object.values(x))
            if (!dropped(v, how))
                return false;
        return true;
    }
    return false;
}
/**
 * Whether two values, neither left out, have the same canonical JSON once loosened: what
 * `canonicalJson(loosen(x)) === canonicalJson(loosen(y))` gives, without building either.
 */
function looseEqual(x, y, how) {
    if (x === y)
        return true;
    if (typeof x === 'string')
        return typeof y === 'string' && looseTextEqual(x, y, how);
    if (typeof x === 'number')
        return typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y);
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object')
        return false;
    if (Array.isArray(x)) {
        if (!Array.isArray(y) || x.length !== y.length)
            return false;
        // An element left out is null.
        for (let i = 0; i < x.length; i++) {
            const nx = x[i] === null || dropped(x[i], how);
            const ny = y[i] === null || dropped(y[i], how);
            if (nx || ny) {
                if (nx !== ny)
                    return false;
            }
            else if (!looseEqual(x[i], y[i], how))
                return false;
        }
        return true;
    }
    if (Array.isArray(y))
        return false;
    const a = x;
    const b = y;
    // The entries kept (not left out) must be the same keys with equal values.
    let kept = 0;
    for (const k of Object.keys(a)) {
        const v = a[k];
        if (dropped(v, how))
            continue;
        kept++;
        if (!Object.prototype.hasOwnProperty.call(b, k))
            return false;
        const w = b[k];
        if (dropped(w, how) || !looseEqual(v, w, how))
            return false;
    }
    for (const k of Object.keys(b))
        if (!dropped(b[k], how))
            kept--;
    return kept === 0;
}
/** Whether `loosen` leaves the value as it is (at the top, an empty object stays one). */
function isLoose(x, how, top = false) {
    if (typeof x === 'string') {
        if (how.blank && x.trim() === '')
            return false;
        if (how.spacing && (x !== x.trim() || /[^\S ]| {2}/.test(x)))
            return false;
        return !how.caseless || x === x.toLowerCase();
    }
    if (x === null)
        return !how.blank;
    if (Array.isArray(x)) {
        for (const v of x)
            if (v !== null && !isLoose(v, how))
                return false;
        return !how.blank || x.some((v) => v !== null);
    }
    if (typeof x === 'object') {
        let any = false;
        for (const v of Object.values(x)) {
            if (!isLoose(v, how))
                return false;
            any = true;
        }
        return !how.blank || any || top;
    }
    return true;
}
/**
 * A call as the tracker keeps it: with its run, and its result's event, whose `output_digest`
 * is read only when two results are compared (an adapter may work it out only then).
 */
class Entry {
    event;
    callId;
    run;
    seen = false;
    failed = false;
    message = undefined;
    done = false;
    output = undefined;
    constructor(event, callId, run) {
        this.event = event;
        this.callId = callId;
        this.run = run;
    }
    get digest() {
        const digest = this.output?.output_digest;
        return typeof digest === 'string' && digest !== '' ? digest : undefined;
    }
}
/** Calls of a run kept waiting for their results. */
const MAX_WAIT = 64;
const sameFp = (a, b) => a.a === b.a && a.b === b.b && a.c === b.c;
/**
 * Whether two calls' keys surely differ, told from their tools alone: two different tool names,
 * neither with a colon. Every key (`callFingerprint`, of the arguments as given or loosened) is
 * the tool and then the arguments: for a named tool, its label (the tag `Label`, the name, and
 * the tag `Args` that no name holds before the arguments); else the tag `Call`, which no label
 * starts with, and the tool as a value. So different tools without a colon give different keys,
 * and the keys (the loosened ones above all, which take another walk of the arguments) need not
 * be worked out.
 */
function otherTools(a, b) {
    const s = a.raw.tool;
    const t = b.raw.tool;
    return typeof s === 'string' && typeof t === 'string' && s !== t && !s.includes(':') && !t.includes(':');
}
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
    key;
    current;
    closing;
    pending = new Map();
    /** The last call without a call id, waiting for an output without one (flat events). */
    anonymous;
    /** The last call whose result arrived: its tool error_event follows it. */
    lastResolved;
    runs = 0;
    isSynced = false;
    /**
     * `key` groups calls into runs: by default the exact (tool, arguments) of `callFingerprint`; a
     * rule may pass a looser one (`nearEqualKey`).
     */
    constructor(listener, key = (e) => e.callFingerprint()) {
        this.listener = listener;
        this.key = key;
    }
    call(e) {
        const id = idOf(e.raw.call_id);
        if (this.anonymous)
            this.settle(this.anonymous);
        this.anonymous = undefined;
        let run = this.current;
        let entry;
        // A key is worked out only to compare it: not for a call whose tool differs from the run's.
        let fp;
        if (run &&
            !otherTools(run.first, e) &&
            (this.key.same?.(run.first, e) ?? sameFp((run.fp ??= this.key(run.first)), (fp = this.key(e))))) {
            entry = newEntry(e, id, run);
            run.window.push(entry);
        }
        else {
            if (run)
                this.close(run);
            run = { first: e, fp, window: [], pending: 0, state: undefined };
            entry = newEntry(e, id, run);
            run.window.push(entry);
            run.state = this.listener.start(entry);
            this.current = run;
            this.runs++;
        }
        run.pending++;
        if (id !== undefined) {
            const old = this.pending.get(id);
            if (old)
                this.settle(old);
            this.pending.set(id, entry);
        }
        else {
            this.anonymous = entry;
        }
        // A result that has not come after this many later calls of the run will not come in time.
        while (run.window.length > MAX_WAIT) {
            const oldest = run.window.find((x) => !x.done);
            if (!oldest)
                break;
            this.forget(oldest);
            this.settle(oldest);
        }
    }
    forget(entry) {
        if (entry.callId !== undefined && this.pending.get(entry.callId) === entry)
            this.pending.delete(entry.callId);
        if (this.anonymous === entry)
            this.anonymous = undefined;
    }
    output(e) {
        const id = idOf(e.raw.call_id);
        const entry = id !== undefined ? this.pending.get(id) : this.anonymous;
        if (!entry || entry.done)
            return;
        if (id !== undefined)
            this.pending.delete(id);
        else
            this.anonymous = undefined;
        entry.seen = true;
        entry.failed = (0,python_compat/* lower */.ib)(e.raw.status) === 'error';
        entry.output = e.raw;
        this.lastResolved = entry;
        this.settle(entry);
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
    /**
     * Whether the tracker's state no longer depends on the calls before those it was given (see
     * DetectorInstance.synced): true once the third run of these calls is open and every run
     * before it has ended. Calls read before these would have been in runs that ended no later
     * than the third opened; only the open run is left, the same whatever came before. (A tool
     * error may still reach an entry of an ended run, which changes nothing.) Ask after each event.
     */
    get synced() {
        if (!this.isSynced && this.runs >= 3 && this.closing === undefined)
            this.isSynced = true;
        return this.isSynced;
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
    settle(entry) {
        if (entry.done)
            return;
        const run = entry.run;
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
function newEntry(event, callId, run) {
    return new Entry(event, callId, run);
}
function idOf(x) {
    if (typeof x === 'string')
        return x === '' ? undefined : x;
    if (typeof x === 'number' && Number.isFinite(x))
        return String(x);
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/rules/agents/cycles.ts


/** One call and what came back for it. */
class Step {
    event;
    callId;
    fp;
    seen = false;
    failed = false;
    message = undefined;
    done = true;
    output = undefined;
    constructor(event, callId, fp) {
        this.event = event;
        this.callId = callId;
        this.fp = fp;
    }
    get digest() {
        const d = this.output?.output_digest;
        return typeof d === 'string' && d !== '' ? d : undefined;
    }
}
const cycles_sameFp = (a, b) => a.a === b.a && a.b === b.b && a.c === b.c;
function cycles_idOf(x) {
    if (typeof x === 'string')
        return x === '' ? undefined : x;
    if (typeof x === 'number' && Number.isFinite(x))
        return String(x);
    return undefined;
}
class CycleTracker {
    settings;
    listener;
    /** The last processed calls, at index & mask. */
    ring;
    flags;
    mask;
    /** Calls made but not yet processed (their results may still come), oldest first. */
    pending = [];
    byId = new Map();
    anonymous;
    /** Calls processed. */
    count = 0;
    /** Per period (index p), the open cycle, if its run of matches is going on. */
    open;
    /** Per period, a round compared with a full one before it failed to match: the run is this reading's own. */
    resetSeen;
    isSynced = false;
    windowCount = 0;
    /** Revisits in the run, after the last restart. */
    revisits = 0;
    /** The densest stretch so far, from `revisitMin` on. */
    best;
    /** The run's last call was a revisit or inside an open cycle (set by `finish`). */
    endedInside = false;
    constructor(settings, listener) {
        this.settings = settings;
        this.listener = listener;
        const need = Math.max(settings.maxCycle, settings.window, settings.span) + 1;
        let size = 8;
        while (size < need)
            size *= 2;
        this.ring = new Array(size);
        this.flags = new Uint8Array(size);
        this.mask = size - 1;
        this.open = new Array(settings.maxCycle + 1).fill(undefined);
        this.resetSeen = new Array(settings.maxCycle + 1).fill(false);
        for (let p = 0; p < 2 && p < this.resetSeen.length; p++)
            this.resetSeen[p] = true;
    }
    call(e) {
        const id = cycles_idOf(e.raw.call_id);
        const step = new Step(e, id, e.callFingerprint());
        this.anonymous = id === undefined ? step : undefined;
        if (id !== undefined)
            this.byId.set(id, step);
        this.pending.push(step);
        if (this.pending.length > this.settings.lag)
            this.process(this.pending.shift());
    }
    output(e) {
        const id = cycles_idOf(e.raw.call_id);
        const step = id !== undefined ? this.byId.get(id) : this.anonymous;
        if (!step || step.seen)
            return;
        if (id !== undefined)
            this.byId.delete(id);
        else
            this.anonymous = undefined;
        step.seen = true;
        step.failed = (0,python_compat/* lower */.ib)(e.raw.status) === 'error';
        step.output = e.raw;
    }
    /**
     * Whether the tracker's state no longer depends on the calls before those it was given (see
     * DetectorInstance.synced): once enough calls were processed for every look back to fall on
     * this reading's own calls, and every period's run of matches broke off at least once since.
     * The calls still waiting for their results are this reading's own by then too.
     */
    get synced() {
        if (this.isSynced)
            return true;
        const s = this.settings;
        // Every look back falls on this reading's calls from call max(maxCycle, window) on; the
        // revisits counted in the last `span` calls are right once those calls are past that.
        const need = Math.max(s.maxCycle, s.window) + (s.revisitMin > 0 ? s.span : 0);
        if (this.count <= need)
            return false;
        for (const seen of this.resetSeen)
            if (!seen)
                return false;
        this.isSynced = true;
        return true;
    }
    /** Forgets what was found, keeping the boundary state (DetectorInstance.restart). */
    restart() {
        this.revisits = 0;
        this.best = undefined;
    }
    /** After the last call: the calls waiting for results are processed, open cycles end. */
    finish() {
        while (this.pending.length > 0)
            this.process(this.pending.shift());
        this.byId.clear();
        this.anonymous = undefined;
        let inside = this.count > 0 && this.flags[(this.count - 1) & this.mask] === 1;
        for (let p = 2; p < this.open.length; p++) {
            if (this.open[p]) {
                if (this.endCycle(p, true))
                    inside = true;
            }
        }
        this.endedInside = inside;
    }
    process(step) {
        if (step.callId !== undefined && this.byId.get(step.callId) === step) {
            this.byId.delete(step.callId);
            // A call with an id whose result did not come in time: unknown, not "no result".
            if (!step.seen)
                step.seen = true;
        }
        if (this.anonymous === step)
            this.anonymous = undefined;
        const i = this.count++;
        const ring = this.ring;
        const mask = this.mask;
        ring[i & mask] = step;
        const { maxCycle, window, span } = this.settings;
        // Cycles of every period from 2.
        for (let p = 2; p <= maxCycle; p++) {
            const prev = i >= p ? ring[(i - p) & mask] : undefined;
            const match = prev !== undefined && cycles_sameFp(prev.fp, step.fp) && noProgress(prev, step);
            const o = this.open[p];
            if (match) {
                const c = o ?? this.startCycle(p, i);
                c.matches++;
                if (prev.failed)
                    c.failed++;
                else if (!prev.seen && !step.seen)
                    c.unanswered++;
                else
                    c.same++;
                if (o)
                    this.addEvidence(c, step.event);
            }
            else {
                if (o)
                    this.endCycle(p, false);
                if (prev !== undefined)
                    this.resetSeen[p] = true;
            }
        }
        // Revisits: the last copy of the call within `window` calls, nothing new between them (no
        // call that succeeded), and nothing new from it.
        let flag = 0;
        for (let d = 1; d <= window && d <= i; d++) {
            const q = ring[(i - d) & mask];
            if (cycles_sameFp(q.fp, step.fp)) {
                if (noProgress(q, step))
                    flag = 1;
                break;
            }
            if (q.seen && !q.failed)
                break;
        }
        if (i >= span)
            this.windowCount -= this.flags[(i - span) & mask];
        this.flags[i & mask] = flag;
        this.windowCount += flag;
        if (flag) {
            this.revisits++;
            const min = this.settings.revisitMin;
            if (min > 0 && this.windowCount >= min && this.windowCount > (this.best?.count ?? 0))
                this.bestStretch(i);
        }
    }
    startCycle(p, i) {
        const c = { matches: 0, evidence: [], last: undefined, failed: 0, unanswered: 0, same: 0 };
        for (let k = i - p; k <= i; k++)
            this.addEvidence(c, this.ring[k & this.mask].event);
        this.open[p] = c;
        return c;
    }
    addEvidence(c, e) {
        if (c.evidence.length < this.settings.evidenceLimit - 1)
            c.evidence.push(e);
        else
            c.last = e;
    }
    /** Ends the open cycle of period `p`; true when it was reported. */
    endCycle(p, ended) {
        const c = this.open[p];
        this.open[p] = undefined;
        const calls = c.matches + p;
        const rounds = Math.floor(calls / p);
        if (rounds < this.settings.cycleRepeats)
            return false;
        // The last p calls of the stretch: a round, turned. A round that repeats a shorter one is
        // that one's cycle (or a run of identical calls), reported as such.
        const end = this.count - (ended ? 0 : 1);
        const round = [];
        for (let k = end - p; k < end; k++)
            round.push(this.ring[k & this.mask]);
        for (let d = 1; d < p; d++) {
            if (p % d !== 0)
                continue;
            let periodic = true;
            for (let k = d; k < p && periodic; k++)
                periodic = cycles_sameFp(round[k].fp, round[k - d].fp);
            if (periodic)
                return false;
        }
        // The round as it first ran: its calls are the first p of the evidence.
        const first = c.evidence.slice(0, p);
        const repeats = c.matches;
        this.listener.cycle({
            kind: 'cycle',
            period: p,
            rounds,
            calls,
            round: first,
            evidence: c.last ? [...c.evidence, c.last] : [...c.evidence],
            how: c.failed === repeats
                ? 'failed'
                : c.unanswered === repeats
                    ? 'unanswered'
                    : c.same === repeats
                        ? 'same'
                        : 'mixed',
            ended,
        });
        return true;
    }
    /** The stretch of `span` calls ending at `i` holds more revisits than any before. */
    bestStretch(i) {
        const { span, evidenceLimit } = this.settings;
        const events = [];
        const steps = [];
        for (let k = Math.max(0, i - span + 1); k <= i; k++) {
            if (this.flags[k & this.mask] === 1)
                steps.push(this.ring[k & this.mask]);
        }
        let top = steps[0];
        let topCount = 0;
        for (const s of steps) {
            let n = 0;
            for (const t of steps)
                if (cycles_sameFp(s.fp, t.fp))
                    n++;
            if (n > topCount) {
                top = s;
                topCount = n;
            }
        }
        for (const s of steps)
            if (events.length < evidenceLimit)
                events.push(s.event);
        this.best = {
            kind: 'revisits',
            count: this.windowCount,
            span: Math.min(span, i + 1),
            evidence: events,
            top: top.event,
            topCount,
        };
    }
}

;// CONCATENATED MODULE: ./src/engine/rules/agents/loop.ts
/**
 * infinite_tool_loop, for real agent traces: repetition without progress, and retry storms.
 *
 * - A tool loop is a run of consecutive identical calls (same tool, same arguments, no other
 *   tool call between them) in which each repeat learnt nothing: it was issued again after the
 *   previous call failed, or it returned the same result (`output_digest`). A repeat whose result
 *   differs (polling a running process) ends the loop, and so does any other tool call (an
 *   edit-build-test cycle that runs the same build again and again is work, not a loop).
 * - A cycle is the same sequence of two or more calls, with the same arguments, run again and
 *   again back to back without progress; revisits are calls made again within a few calls with
 *   nothing gained, crowding a stretch of the run (`cycles.ts`).
 * - A loop's penalty says what it wasted: the repeats, their share of the run, and whether the
 *   run ended inside the loop.
 *
 * provider_failure, from the same reading: a retry storm, a run of provider errors and retries
 * with no tool call, and no reply that got through, between them: the agent made no step while
 * the provider kept failing (authentication, rate limit, overload, quota). It is no tool loop:
 * its evidence holds no tool call. A run with no tool call at all is left to run_failed.
 *
 * Each rule's cause is its most severe (then longest) loop or storm; the others are counted in
 * its description.
 */






/** The options of both rules; each takes its own (`options`, `providerOptions`). */
const allOptions = (0,types/* ruleOptions */.js)({
    minRepeats: (0,types/* amount */.vj)(3, 'Calls in a run without progress that make a loop (high).'),
    criticalRepeats: (0,types/* amount */.vj)(5, 'Calls in a run without progress from which a loop is critical.'),
    stormRepeats: (0,types/* amount */.vj)(3, 'Provider errors and retries in a row that make a storm (high).'),
    criticalStorm: (0,types/* amount */.vj)(5, 'Provider errors and retries in a row from which a storm is critical.'),
    basePenalty: (0,types/* amount */.vj)(8, 'Penalty: min(maxPenalty, basePenalty + perRepeat \u00d7 length).'),
    perRepeat: (0,types/* amount */.vj)(6),
    maxPenalty: (0,types/* amount */.vj)(80),
    evidenceLimit: (0,types/* amount */.vj)(10, 'Events shown as evidence (the first ones, and the last).'),
    nearEqual: (0,types/* words */.aL)(['case', 'spacing', 'blank'], 'How the arguments of two calls may differ and still be the same call: `case` (text compared without ' +
        'regard to case), `spacing` (runs of white space as one space, trimmed), `blank` (entries whose value is ' +
        'empty or white space, null, {} or [] left out). An empty list: only identical arguments.'),
    providerErrors: (0,types/* amount */.vj)(2, 'Provider errors in a row, fewer than `stormRepeats`, that make a medium cause: a request the provider ' +
        'failed cost the run a step (0: none).'),
    rewordRepeats: (0,types/* amount */.vj)(3, 'Calls of one tool in a row, no other call between, whose text arguments are the same words reworded, ' +
        'that make a loop (high; 0: none).'),
    rewordSimilarity: (0,types/* amount */.vj)(0.5, 'Share of words two neighbouring calls must have in common (of the words of either) to be the same ' +
        'words reworded.'),
    rewordMinWords: (0,types/* amount */.vj)(3, 'Words a query needs to be compared so.'),
    queryKeys: (0,types/* words */.aL)(['query', 'q', 'search', 'search_query', 'search_string', 'question', 'keywords'], 'Argument names (lower-cased) whose text is a query, compared word for word for reworded repeats.'),
    nonProviderKinds: nonProviderKinds,
    maxCycle: (0,types/* amount */.vj)(6, 'The longest cycle looked for, in calls: the same sequence of calls with the same arguments, run again ' +
        'back to back without progress (2 up to this; 1 or less: no cycles).'),
    cycleRepeats: (0,types/* amount */.vj)(3, 'Rounds a cycle of two or more calls must run, the first one included, to be a loop.'),
    revisitWindow: (0,types/* amount */.vj)(6, 'How far back (in calls) a call looks for its last copy: a call made again with the same arguments within ' +
        'this many calls, and nothing gained, is a revisit.'),
    revisitSpan: (0,types/* amount */.vj)(12, 'The stretch of calls in a row in which revisits are counted.'),
    revisitMin: (0,types/* amount */.vj)(5, 'Revisits within `revisitSpan` calls in a row that make a loop (high; 0: none): the agent keeps going back ' +
        'to the same few calls, whatever it does between them.'),
    resultLag: (0,types/* amount */.vj)(8, 'Calls after a call within which its result must come to be compared; a later result of a call with an id ' +
        'counts as unknown (calls issued in parallel are not taken for a cycle).'),
    loopPenalty: (0,types/* amount */.vj)(20, 'Penalty of a loop: min(maxPenalty, loopPenalty + repeatPenalty \u00d7 repeats + sharePenalty \u00d7 ' +
        'share of the run + endedPenalty when the run ended inside the loop), rounded; repeats are the calls made ' +
        'again without progress (revisits, or the repeats of the worst loop, whichever is more).'),
    repeatPenalty: (0,types/* amount */.vj)(1, 'Penalty per repeat (see `loopPenalty`).'),
    sharePenalty: (0,types/* amount */.vj)(30, 'Penalty of a run that was all repeats, in proportion to their share of its calls.'),
    endedPenalty: (0,types/* amount */.vj)(10, 'Penalty when the run ended inside the loop: it never got out.'),
});
const loop_options = (0,types/* omitOptions */.ut)(allOptions, [
    'stormRepeats',
    'criticalStorm',
    'providerErrors',
    'basePenalty',
    'perRepeat',
]);
const providerOptions = (0,types/* pickOptions */.Sb)(allOptions, [
    'stormRepeats',
    'criticalStorm',
    'providerErrors',
    'basePenalty',
    'perRepeat',
    'maxPenalty',
    'evidenceLimit',
    'nonProviderKinds',
]);
const ALL_DEFAULTS = (0,types/* defaultsOf */.Gf)(allOptions);
/** The words of the queries of a call (lower-cased), when one of them has at least `min` words. */
function wordsOf(e, min, keys) {
    const args = e.raw.args ?? e.raw.arguments;
    if (args === null || typeof args !== 'object' || Array.isArray(args))
        return undefined;
    // Most calls have no query: no set is made for them.
    let out;
    let long = false;
    for (const k of Object.keys(args)) {
        const v = args[k];
        if (typeof v !== 'string' || !keys.has(k.toLowerCase()))
            continue;
        const w = v.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
        if (w.length >= min)
            long = true;
        out ??= new Set();
        for (const x of w)
            out.add(x);
    }
    return long ? out : undefined;
}
/** The share of words two sets have in common, of the words of either. */
function overlap(a, b) {
    let common = 0;
    for (const x of a)
        if (b.has(x))
            common++;
    return common / (a.size + b.size - common);
}
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
const loop_sameFp = (a, b) => a.a === b.a && a.b === b.b && a.c === b.c;
const loop_detector = (0,types/* defineRule */.Km)({
    meta: {
        preset: 'agents',
        type: 'infinite_tool_loop',
        maxPenalty: 80,
        options: loop_options,
        remediation: 'Make the loop terminate: give the agent a stop condition and a retry cap, so that a call ' +
            'that failed or returned the same result is not issued again with the same arguments.',
    },
    create: (options) => create('tools', options),
});
const providerFailure = (0,types/* defineRule */.Km)({
    meta: {
        preset: 'agents',
        type: 'provider_failure',
        maxPenalty: 80,
        options: providerOptions,
    },
    create: (options) => create('provider', options),
});
/** One reading of the run for either rule: `kind` says which it reports. */
function create(kind, own) {
    const options = { ...ALL_DEFAULTS, ...own };
    const tools = kind === 'tools';
    const nonProvider = new Set(options.nonProviderKinds.map((k) => k.toLowerCase()));
    const penalty = (n) => Math.min(options.maxPenalty, options.basePenalty + options.perRepeat * n);
    // A loop's penalty grows with what it wasted: the calls made again without progress, their
    // share of the run, and whether the run ended inside it.
    const loopPenalty = (f) => {
        const wasted = Math.max(revisits, f.wasted);
        const share = toolCalls > 0 ? Math.min(1, wasted / toolCalls) : 0;
        const p = options.loopPenalty +
            options.repeatPenalty * wasted +
            options.sharePenalty * share +
            (endedInside ? options.endedPenalty : 0);
        return Math.min(options.maxPenalty, Math.round(p));
    };
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
            wasted: n - 1,
            evidence: events,
            description: `The agent called ${quote(tool)} ${n} times in a row with the same arguments` +
                (c.variants ? ' (near-equal: blank, or differing only in case or spacing)' : '') +
                ` without progress: ${how}.`,
            remediation: `Stop the agent from re-issuing ${quote(tool)} with the same arguments once a call failed or returned ` +
                `nothing new: ` +
                'cap identical retries, and make it change the arguments, try another approach, or stop and report.',
        });
    };
    const newChain = (first) => {
        const sample = new Sample(options.evidenceLimit);
        sample.add(first);
        return { length: 1, variants: false, failedRepeats: 0, unansweredRepeats: 0, sample, lastMessage: undefined };
    };
    // Most runs are one call: their chain is made only once a link extends it.
    const endOpen = (s) => {
        if (s.chain)
            endChain(s.chain);
        else if (options.minRepeats <= 1)
            endChain(newChain(s.first));
    };
    const looseness = new Set(options.nearEqual.map((w) => w.toLowerCase()));
    const looseKey = looseness.has('case') || looseness.has('spacing') || looseness.has('blank');
    const key = nearEqualKey({
        caseless: looseness.has('case'),
        spacing: looseness.has('spacing'),
        blank: looseness.has('blank'),
    });
    const newTracker = () => new RepeatTracker({
        start: (first) => ({ first: first.event, chain: undefined }),
        link(state, prev, cur) {
            if (noProgress(prev, cur)) {
                const c = (state.chain ??= newChain(state.first));
                c.length++;
                if (looseKey && !c.variants && !loop_sameFp(prev.event.callFingerprint(), cur.event.callFingerprint()))
                    c.variants = true;
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
                endOpen(state);
                state.first = cur.event;
                state.chain = undefined;
            }
        },
        end: endOpen,
    }, key);
    let tracker = newTracker();
    // Cycles of two or more calls, and revisits.
    const describeCycle = (f) => {
        const names = f.round.map((e) => quote(toolName(e))).join(', ');
        const how = f.how === 'failed'
            ? 'each call came after its copy one round before had failed'
            : f.how === 'unanswered'
                ? 'no result came back for any of them'
                : f.how === 'same'
                    ? 'each round got the same results back'
                    : 'no round brought anything new';
        return {
            severity: f.rounds >= options.criticalRepeats ? 'critical' : 'high',
            length: f.calls,
            wasted: f.calls - f.period,
            evidence: f.evidence,
            description: `The agent ran the same cycle of ${f.period} calls (${names}) ${f.rounds} times in a row with the same ` +
                `arguments without progress: ${how}` +
                (f.ended ? '; the run ended inside the cycle.' : '.'),
            remediation: `Stop the agent from going round the same ${f.period} calls (${names}) with the same arguments once a ` +
                'round brought nothing new: detect the repeated sequence, and make it change the arguments, try another ' +
                'approach, or stop and report.',
        };
    };
    const cycleSettings = {
        maxCycle: options.maxCycle,
        cycleRepeats: Math.max(2, options.cycleRepeats),
        window: Math.max(1, options.revisitWindow),
        span: Math.max(1, options.revisitSpan),
        revisitMin: options.revisitMin,
        lag: Math.max(1, options.resultLag),
        evidenceLimit: options.evidenceLimit,
    };
    const newCycles = () => new CycleTracker(cycleSettings, { cycle: (f) => consider(describeCycle(f)) });
    let cycles = newCycles();
    let revisits = 0;
    let revisitBest;
    let endedInside = false;
    let laterEnded;
    const endCycles = () => {
        cycles.finish();
        revisits += cycles.revisits;
        const b = cycles.best;
        if (b && (!revisitBest || b.count > revisitBest.count))
            revisitBest = b;
        // After a later part was taken in, its end is the run's end.
        endedInside = laterEnded ?? cycles.endedInside;
        cycles = newCycles();
    };
    const describeRevisits = (r) => {
        const tool = quote(toolName(r.top));
        return {
            severity: 'high',
            length: r.count,
            wasted: r.count,
            evidence: r.evidence,
            description: `The agent kept going back to the same calls: ${r.count} of ${r.span} calls in a row repeated a call made ` +
                `at most ${cycleSettings.window} calls before, with the same arguments and nothing gained (${tool} ` +
                `${(0,core_text/* plural */.LS)(r.topCount + 1, 'time')} in that stretch).`,
            remediation: `Stop the agent from going back to ${tool} with the same arguments when it brought nothing new: make it ` +
                'read what the calls returned and act on it, change the approach, or stop and report.',
        };
    };
    // Reworded repeats: the same tool, its text arguments the same words reworded, call after call.
    let reword;
    let rewordSynced = false;
    const queryKeys = new Set(options.queryKeys.map((k) => k.toLowerCase()));
    const endReword = () => {
        const r = reword;
        reword = undefined;
        if (!r || options.rewordRepeats <= 0 || r.length < options.rewordRepeats)
            return;
        const tool = toolName(r.first);
        consider({
            severity: 'high',
            length: r.length,
            wasted: r.length - 1,
            evidence: r.sample.list(),
            description: `The agent called ${quote(tool)} ${r.length} times in a row with the same words reworded, and no ` +
                `other call between them: it kept rephrasing the call instead of acting on what came back.`,
            remediation: `Stop the agent from re-issuing ${quote(tool)} with reworded arguments call after call: make it read ` +
                'what the last call returned and act on it (open a result, change the approach), and cap rephrased retries.',
        });
    };
    const rewordCall = (e) => {
        const words = wordsOf(e, options.rewordMinWords, queryKeys);
        if (reword && words && e.raw.tool === reword.tool && overlap(reword.words, words) >= options.rewordSimilarity) {
            reword.length++;
            reword.words = words;
            reword.sample.add(e);
            return;
        }
        if (reword || toolCalls > 1)
            rewordSynced = true;
        endReword();
        if (!words)
            return;
        const sample = new Sample(options.evidenceLimit);
        sample.add(e);
        reword = { tool: e.raw.tool, first: e, words, length: 1, sample };
    };
    // Retry storms.
    let toolCalls = 0;
    let sawCall = false;
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
        // No storm open (the provider rule hears of every tool call): nothing to end or reset.
        if (storm === 0 && options.stormRepeats > 0)
            return;
        const short = storm < options.stormRepeats && options.providerErrors > 0 && stormErrors >= options.providerErrors;
        if (storm >= options.stormRepeats || short) {
            const said = quote(stormMessage);
            const cls = classifyError(stormMessage);
            const parts = stormErrors === storm
                ? (0,core_text/* plural */.LS)(storm, 'error')
                : stormErrors === 0
                    ? (0,core_text/* plural */.LS)(storm, 'retry', 'retries')
                    : `${(0,core_text/* plural */.LS)(stormErrors, 'error')} and ${(0,core_text/* plural */.LS)(storm - stormErrors, 'retry', 'retries')}`;
            consider({
                severity: short ? 'medium' : storm >= options.criticalStorm ? 'critical' : 'high',
                length: storm,
                wasted: storm,
                evidence: stormSample.list(),
                description: short
                    ? `The provider ${failVerb(cls)} ${storm === 1 ? 'a request' : `${storm} requests in a row`} (${parts})` +
                        (said ? `: ${said}.` : '.')
                    : `The provider ${failVerb(cls)} ${storm} requests in a row (${parts}) with no tool call or reply ` +
                        `between them` +
                        (said ? ` (last error: ${said}).` : '.'),
                remediation: providerRemediation(cls, stormMessage),
            });
        }
        storm = 0;
        stormErrors = 0;
        stormMessage = undefined;
        stormSample = new Sample(options.evidenceLimit);
    };
    return {
        on: {
            tool_call(e) {
                toolCalls++;
                sawCall = true;
                if (!tools)
                    return endStorm();
                tracker.call(e);
                rewordCall(e);
                cycles.call(e);
            },
            // Each rule hears only of the events it reads: tool results for loops, retries and
            // replies for storms.
            tool_output: tools
                ? (e) => {
                    tracker.output(e);
                    cycles.output(e);
                }
                : undefined,
            error_event(e) {
                if (!isProviderError(e, nonProvider)) {
                    if (tools && e.raw.kind === 'tool')
                        tracker.toolError(e);
                    return;
                }
                if (!tools)
                    stormEvent(e, true);
            },
            retry_event: tools ? undefined : (e) => stormEvent(e, false),
            token_usage: tools
                ? undefined
                : (e) => {
                    if (isReply(e))
                        endStorm();
                },
        },
        // A storm ends at a tool call: after one, the open storm is this part's own.
        synced: () => (tools ? tracker.synced && rewordSynced && cycles.synced : sawCall),
        restart() {
            best = undefined;
            found = 0;
            toolCalls = 0;
            cycles.restart();
        },
        save() {
            // The last part: its runs and storm end with it.
            endStorm();
            tracker.finish();
            endReword();
            if (tools)
                endCycles();
            const r = revisitBest;
            return {
                best: best && { ...best, evidence: best.evidence.map(events/* toPlain */.Ul) },
                found,
                toolCalls,
                revisits,
                revisitBest: r && { ...r, evidence: r.evidence.map(events/* toPlain */.Ul), top: (0,events/* toPlain */.Ul)(r.top) },
                endedInside,
            };
        },
        absorb(state, shift) {
            const s = state;
            // The later part read on from the same open runs and storm, and ended them.
            tracker = newTracker();
            reword = undefined;
            storm = stormErrors = 0;
            stormMessage = undefined;
            stormSample = new Sample(options.evidenceLimit);
            toolCalls += s.toolCalls;
            // The later part's cycles went on from this part's open ones and ended them.
            if (tools) {
                // What this part found up to the cut counts; its open cycles were the later part's to end.
                revisits += cycles.revisits + s.revisits;
                if (cycles.best && (!revisitBest || cycles.best.count > revisitBest.count))
                    revisitBest = cycles.best;
                cycles = newCycles();
                const r = s.revisitBest;
                if (r && (!revisitBest || r.count > revisitBest.count))
                    revisitBest = { ...r, evidence: r.evidence.map((p) => (0,events/* fromPlain */.bM)(p, shift)), top: (0,events/* fromPlain */.bM)(r.top, shift) };
                laterEnded = s.endedInside;
            }
            if (s.best) {
                const f = { ...s.best, evidence: s.best.evidence.map((p) => (0,events/* fromPlain */.bM)(p, shift)) };
                const n = found;
                consider(f);
                found = n + s.found;
            }
        },
        finish() {
            endStorm();
            tracker.finish();
            endReword();
            if (tools) {
                endCycles();
                // Revisits are a loop of their own only where no run or cycle says more.
                if (revisitBest && !best)
                    consider(describeRevisits(revisitBest));
            }
            // A run that only met provider errors, no tool call at all, failed on the provider:
            // run_failed says so.
            if (!best || toolCalls === 0)
                return [];
            const others = found - 1;
            const cause = {
                severity: best.severity,
                penalty: tools ? loopPenalty(best) : penalty(best.length),
                evidence: best.evidence,
                description: best.description +
                    (others > 0 ? ` The run had ${(0,core_text/* plural */.LS)(others, tools ? 'other loop' : 'other such run')} as well.` : ''),
                remediation: best.remediation,
            };
            return [cause];
        },
    };
}
/* harmony default export */ const loop = (loop_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/tool-failures.ts
/**
 * ignoring_tool_outputs, for real agent traces: most of the tool calls failed, or one tool kept
 * failing.
 *
 * No real format marks a result as unused, but a run in which at least half of the tool calls
 * failed is a run in which the agent did not act on what its tools told it: it kept calling
 * tools that kept failing. Counted over the tool results of the session (`tool_output` with
 * status "error"), once there are enough of them to judge. So is a run in which one tool failed
 * several times in a row, with no other result between (the agent calling a page-down tool with
 * arguments it does not take, again and again), whatever the share of the whole run. And so is
 * a run that gave its answer through its answer tool (`final_answer`, `submit`, ...) without
 * calling any other tool first: no tool output stands behind what it answered.
 *
 * A failed result of a tool that runs the agent's own code (`workTools`) makes no streak, but for
 * an edit the editor refused (`EDIT_FAILED`, in the tool error that follows the result): edits
 * that fail in a row are a struggle whatever tool carried them (OpenHands edits files through
 * `run_ipython`).
 *
 * Replies of the model in the wrong format (`error_event` of kind `format`: a SWE-agent reply with
 * no command block) are no tool calls; when at least `streak` of them make up at least `ratio`
 * of the replies that asked for an action, the agent did not act at all (high; critical past
 * `criticalRatio` with `criticalFailures` of them).
 */





const tool_failures_options = (0,types/* ruleOptions */.js)({
    minResults: (0,types/* amount */.vj)(5, 'Tool results needed before the share of failures is judged.'),
    ratio: (0,types/* amount */.vj)(0.5, 'Share of failed results from which the cause fires (high).'),
    criticalRatio: (0,types/* amount */.vj)(0.5, 'A share above this, with at least `criticalFailures` failures, is critical.'),
    criticalFailures: (0,types/* amount */.vj)(5),
    evidenceLimit: (0,types/* amount */.vj)(12, 'Failed results shown as evidence.'),
    streak: (0,types/* amount */.vj)(3, 'Failed results of one tool in a row (no other result between) that make the cause (high) whatever the ' +
        'share (0: never).'),
    serviceFailures: (0,types/* amount */.vj)(1, 'Failed results whose error says the service behind the tool failed (an HTTP 401, 403, 404, 429 or 5xx, a ' +
        'connection aborted, refused or reset) that make a medium cause when nothing else does (0: none).'),
    workTools: (0,types/* words */.aL)([
        'bash',
        'bash_command',
        'shell',
        'sh',
        'exec',
        'exec_command',
        'local_shell',
        'run',
        'run_command',
        'terminal',
        'python',
        'ipython',
        'run_ipython',
        'execute_bash',
        'execute_ipython_cell',
    ], "Tools (lower-cased names) that run the agent's own commands or code: a command that fails (a test run, a " +
        'search that finds nothing) is the agent at work, so their failures make no streak.'),
    answerTools: (0,types/* words */.aL)(['final_answer', 'submit', 'finish', 'attempt_completion'], 'Tools (lower-cased names) through which the agent gives its answer: a run that called one of them and no ' +
        'other tool answered with nothing found out behind it (high; an empty list: never).'),
});
/** Words of an error that say the service behind a tool failed (a fetched page's error title, a dropped connection). */
const SERVICE_FAILURE = new RegExp('\\b(?:error|status|http)\\W{0,3}(?:40[134]|429|5\\d\\d)\\b|\\b(?:40[134]|429|50[0234])\\s+(?:forbidden|unauthori[sz]ed|' +
    'not found|too many requests|internal server error|bad gateway|service unavailable|gateway time-?out)|' +
    'access denied|connection (?:aborted|refused|reset)|remotedisconnected|max retries exceeded|' +
    'failed to establish a new connection|^\\s*title:\\s*(?:error\\b|[45]\\d\\d\\b)', 'im');
/** An editor's words for an edit it refused, in the error of the result that carried the edit. */
const EDIT_FAILED = /proposed edit has introduced new syntax error|no replacement was performed|did not appear verbatim|edit (?:was )?(?:refused|rejected)|failed to (?:apply|make) (?:the )?edit/i;
const saveStreak = (s) => s && { tool: s.tool, n: s.n, events: s.events.map(events/* toPlain */.Ul), message: s.message, ...(s.edit ? { edit: true } : {}) };
const tool_failures_detector = (0,types/* defineRule */.Km)({
    meta: {
        preset: 'agents',
        type: 'ignoring_tool_outputs',
        maxPenalty: 100,
        options: tool_failures_options,
        remediation: 'Make the agent act on what its tools tell it: read the error of a failed call and change ' +
            'course (fix the arguments, the environment or the approach) instead of calling on.',
    },
    create(options, ctx) {
        let calls = 0;
        let results = 0;
        let failed = 0;
        const evidence = [];
        let lastMessage;
        const tools = new NameCounts(ctx.laterPart);
        const workTools = new Set(options.workTools.map((t) => t.toLowerCase()));
        const answerTools = new Set(options.answerTools.map((t) => t.toLowerCase()));
        // Calls of other tools than the answer tools, and the first call of an answer tool.
        let work = 0;
        let answer;
        // Streaks of failed results of one tool: the one open now, the longest closed, and the one
        // this part began with (for the merge with the part before).
        let current;
        let best;
        let lead;
        let broken = false;
        // Failed results whose error says the service failed.
        const service = [];
        let serviceMessage;
        // The failed result a tool error_event speaks of: the last result, when it failed and no call came since.
        let awaiting;
        let serviceTaken = false;
        // In a later part, the messages of tool errors before its first call or result (they speak of
        // the earlier part's last result).
        const head = [];
        const headRefused = [];
        let started = false;
        // The last failed result, while no call came since: a refusal of the same call takes it back.
        let lastFailed;
        /**
         * A refused call never ran (refused.ts): its failed result is no failed tool. Takes back what
         * the failed result counted (it is the last result, and the refusal came right after it).
         */
        const retract = (e) => {
            lastFailed = undefined;
            results--;
            failed--;
            if (evidence[evidence.length - 1] === e)
                evidence.pop();
            const tool = typeof e.raw.tool === 'string' ? e.raw.tool : '';
            tools.add(tool, -1);
            if (awaiting === e)
                awaiting = undefined;
            if (pendingWork === e)
                pendingWork = undefined;
            else if (current && current.events[current.events.length - 1] === e) {
                current.n--;
                current.events.pop();
                if (current.n === 0) {
                    if (lead === current)
                        lead = undefined;
                    current = undefined;
                }
            }
        };
        const onMessage = (message) => {
            if (!awaiting)
                return;
            if (current)
                current.message = message;
            if (!serviceTaken && SERVICE_FAILURE.test(message)) {
                if (service.length < options.evidenceLimit)
                    service.push(awaiting);
                serviceMessage = message;
                serviceTaken = true;
            }
        };
        const close = () => {
            if (current && (!best || current.n > best.n))
                best = current;
            current = undefined;
        };
        const loadStreak = (p, shift) => p && {
            tool: p.tool,
            n: p.n,
            events: p.events.map((x) => (0,events/* fromPlain */.bM)(x, shift)),
            message: p.message,
            ...(p.edit ? { edit: true } : {}),
        };
        // A failed result of a work tool, until the tool error after it says whether it was an edit.
        let pendingWork;
        // Replies in the wrong format (no command block): not tool calls.
        let formatErrors = 0;
        const formatEvidence = [];
        let formatMessage;
        /** A failed result that makes or extends a streak of its tool. */
        const failedInRow = (e, tool, edit) => {
            if (current && current.tool === tool && !!current.edit === edit) {
                current.n++;
                if (current.events.length < options.evidenceLimit)
                    current.events.push(e);
            }
            else {
                close();
                if (results > 1)
                    broken = true;
                current = { tool, n: 1, events: [e], message: undefined, ...(edit ? { edit: true } : {}) };
                if (!broken)
                    lead = current;
            }
        };
        /** The pending work result was no edit: it breaks the streaks, as every work result does. */
        const settleWork = () => {
            if (!pendingWork)
                return;
            pendingWork = undefined;
            close();
            broken = true;
        };
        return {
            on: {
                tool_call(e) {
                    settleWork();
                    calls++;
                    started = true;
                    awaiting = undefined;
                    lastFailed = undefined;
                    const tool = typeof e.raw.tool === 'string' ? e.raw.tool.toLowerCase() : '';
                    if (!answerTools.has(tool))
                        work++;
                    else if (!answer)
                        answer = e;
                },
                tool_output(e) {
                    settleWork();
                    results++;
                    started = true;
                    const tool = typeof e.raw.tool === 'string' ? e.raw.tool : '';
                    const failedHere = (0,python_compat/* lower */.ib)(e.raw.status) === 'error';
                    const work = workTools.has(tool.toLowerCase());
                    awaiting = failedHere && !work ? e : undefined;
                    lastFailed = failedHere ? e : undefined;
                    serviceTaken = false;
                    if (failedHere) {
                        failed++;
                        if (evidence.length < options.evidenceLimit)
                            evidence.push(e);
                        tools.add(tool);
                    }
                    if (failedHere && work)
                        pendingWork = e;
                    else if (!failedHere) {
                        close();
                        broken = true;
                    }
                    else
                        failedInRow(e, tool, false);
                },
                error_event(e) {
                    if (e.raw.kind === 'format') {
                        formatErrors++;
                        if (formatEvidence.length < options.evidenceLimit)
                            formatEvidence.push(e);
                        formatMessage = common_text(e, 'message') ?? formatMessage;
                        return;
                    }
                    if (e.raw.kind !== 'tool')
                        return;
                    const message = common_text(e, 'message');
                    if (isRefusal(message)) {
                        const id = e.raw.call_id;
                        if (id === undefined || id === null)
                            return;
                        if (lastFailed && String(lastFailed.raw.call_id) === String(id))
                            retract(lastFailed);
                        else if (!started && headRefused.length < 64)
                            headRefused.push(String(id));
                        return;
                    }
                    lastMessage = message ?? lastMessage;
                    if (message === undefined)
                        return;
                    if (pendingWork) {
                        const edit = EDIT_FAILED.test(message);
                        const carrier = pendingWork;
                        if (!edit)
                            settleWork();
                        else {
                            pendingWork = undefined;
                            failedInRow(carrier, typeof carrier.raw.tool === 'string' ? carrier.raw.tool : '', true);
                            if (current)
                                current.message = message;
                        }
                    }
                    if (!started && head.length < 64)
                        head.push(message);
                    onMessage(message);
                },
            },
            save: () => {
                settleWork();
                return {
                    calls,
                    results,
                    failed,
                    evidence: evidence.map(events/* toPlain */.Ul),
                    lastMessage,
                    tools: tools.save(),
                    lead: saveStreak(lead),
                    leadOpen: lead !== undefined && lead === current,
                    best: saveStreak(best),
                    current: saveStreak(current),
                    service: service.map(events/* toPlain */.Ul),
                    serviceMessage,
                    head,
                    work,
                    answer: answer && (0,events/* toPlain */.Ul)(answer),
                    formatErrors,
                    formatEvidence: formatEvidence.map(events/* toPlain */.Ul),
                    formatMessage,
                    headRefused,
                };
            },
            absorb(state, shift) {
                const s = state;
                // The later part begins by refusing this part's last result: it never ran.
                if (lastFailed && s.headRefused.includes(String(lastFailed.raw.call_id)))
                    retract(lastFailed);
                // This part's last result, a failed work result, was an edit when the later part's first
                // tool error says so.
                if (pendingWork) {
                    const first = s.head[0];
                    if (first !== undefined && EDIT_FAILED.test(first)) {
                        const carrier = pendingWork;
                        pendingWork = undefined;
                        failedInRow(carrier, typeof carrier.raw.tool === 'string' ? carrier.raw.tool : '', true);
                        if (current)
                            current.message = first;
                    }
                    else
                        settleWork();
                }
                calls += s.calls;
                work += s.work;
                if (!answer && s.answer)
                    answer = (0,events/* fromPlain */.bM)(s.answer, shift);
                formatErrors += s.formatErrors;
                for (const p of s.formatEvidence)
                    if (formatEvidence.length < options.evidenceLimit)
                        formatEvidence.push((0,events/* fromPlain */.bM)(p, shift));
                formatMessage = s.formatMessage ?? formatMessage;
                results += s.results;
                failed += s.failed;
                for (const p of s.evidence)
                    if (evidence.length < options.evidenceLimit)
                        evidence.push((0,events/* fromPlain */.bM)(p, shift));
                lastMessage = s.lastMessage ?? lastMessage;
                tools.absorb(s.tools);
                // Tool errors at the later part's start speak of this part's last result.
                for (const m of s.head)
                    onMessage(m);
                for (const p of s.service)
                    if (service.length < options.evidenceLimit)
                        service.push((0,events/* fromPlain */.bM)(p, shift));
                serviceMessage = s.serviceMessage ?? serviceMessage;
                // The later part's first streak continues this part's open one when it is of the same tool.
                const later = loadStreak(s.lead, shift);
                if (later && current && current.tool === later.tool && !!current.edit === !!later.edit) {
                    current.n += later.n;
                    for (const x of later.events)
                        if (current.events.length < options.evidenceLimit)
                            current.events.push(x);
                    current.message = later.message ?? current.message;
                    if (s.leadOpen)
                        return;
                }
                else if (later && s.leadOpen) {
                    close();
                    current = later;
                    return;
                }
                else if (later) {
                    close();
                    current = later;
                }
                close();
                const theirs = loadStreak(s.best, shift);
                if (theirs && (!best || theirs.n > best.n))
                    best = theirs;
                current = loadStreak(s.current, shift);
            },
            finish() {
                settleWork();
                close();
                if (results >= options.minResults && failed >= results * options.ratio)
                    return shareCause();
                const format = formatCause();
                if (format.length > 0)
                    return format;
                const streak = streakCause();
                if (streak.length > 0)
                    return streak;
                const service = serviceCause();
                return service.length > 0 ? service : answerCause();
            },
        };
        /** Most replies that asked for an action were in the wrong format: the agent did not act. */
        function formatCause() {
            const replies = results + formatErrors;
            if (options.streak <= 0 || formatErrors < options.streak || formatErrors < replies * options.ratio)
                return [];
            const share = formatErrors / replies;
            const critical = share > options.criticalRatio && formatErrors >= options.criticalFailures;
            const said = quote(formatMessage);
            return [
                {
                    severity: critical ? 'critical' : 'high',
                    penalty: Math.round(100 * share),
                    evidence: formatEvidence,
                    description: `${formatErrors} of ${(0,core_text/* plural */.LS)(replies, 'reply', 'replies')} that should have given a command were in the ` +
                        `wrong format (${Math.round(100 * share)}%)` +
                        (said ? `: ${said}` : '') +
                        '. The model did not give the harness an action it could run.',
                    remediation: "Make the model answer in the harness's format (one command block per reply; its discussion outside " +
                        'it): check the prompt template and the parser for this model, or use a model that keeps the format.',
                },
            ];
        }
        /** One tool failed `streak` times in a row, though most calls did not fail. */
        function streakCause() {
            if (options.streak <= 0 || !best || best.n < options.streak)
                return [];
            const byPosition = new Map();
            for (const x of [...evidence, ...best.events])
                byPosition.set(x.position, x);
            const said = quote(best.message);
            const name = quote(best.tool || 'a tool');
            if (best.edit)
                return [
                    {
                        severity: 'high',
                        penalty: Math.max(1, Math.round((100 * failed) / results)),
                        evidence: [...best.events],
                        description: `${best.n} edits in a row failed (made through ${name})` +
                            (said ? `, the editor saying ${said}` : '') +
                            ': the agent kept editing without getting a change to apply.',
                        remediation: `Make the agent read why its edit was refused${said ? ` (${said})` : ''} and fix the edit (the ` +
                            'syntax it introduced, the text it meant to replace) before trying again, rather than resubmitting it.',
                    },
                ];
            return [
                {
                    severity: 'high',
                    penalty: Math.max(1, Math.round((100 * failed) / results)),
                    evidence: [...byPosition.values()].sort((a, b) => a.position - b.position),
                    description: `${name} failed ${best.n} times in a row` +
                        (failed > best.n ? ` (${failed} of ${(0,core_text/* plural */.LS)(results, 'tool result')} failed in all)` : '') +
                        `: the agent kept calling it without acting on what it said` +
                        (said ? ` (last error: ${said}).` : '.'),
                    remediation: `Make the agent read why ${name} failed and change the call (its arguments, or another tool) ` +
                        'instead of repeating it; check that the tool is set up to work in the environment the agent runs in.',
                },
            ];
        }
        /** An answer given through an answer tool with no other tool called before or after it. */
        function answerCause() {
            if (!answer || work > 0)
                return [];
            const name = quote(typeof answer.raw.tool === 'string' ? answer.raw.tool : 'the answer tool');
            return [
                {
                    severity: 'high',
                    penalty: 50,
                    evidence: [answer],
                    description: `The agent gave its answer through ${name} without calling any other tool: nothing it looked up, ` +
                        'ran or read stands behind the answer.',
                    remediation: 'Make the agent find out what it answers with its tools (search, read, run) and answer from what they ' +
                        'return; an answer from the model alone is unchecked, however sure it sounds.',
                },
            ];
        }
        /** Calls that failed because the service behind the tool did (status ok, but the page said so). */
        function serviceCause() {
            if (options.serviceFailures <= 0 || service.length < options.serviceFailures)
                return [];
            const said = quote(serviceMessage);
            const n = service.length;
            return [
                {
                    severity: 'medium',
                    penalty: Math.max(1, Math.round((100 * n) / results)),
                    evidence: service,
                    description: `${n === 1 ? 'A tool call' : `${n} tool calls`} failed because the service behind the tool did` +
                        (said ? ` (last: ${said})` : '') +
                        ': what came back was an error, not the content asked for.',
                    remediation: 'Make the agent recognise a failed fetch or request (an error page, a refused or dropped connection) ' +
                        'and try another source or retry later, instead of reading the error as content.',
                },
            ];
        }
        function shareCause() {
            {
                const share = failed / results;
                const critical = share > options.criticalRatio && failed >= options.criticalFailures;
                const [top, topCount] = tools.top('');
                const said = quote(lastMessage);
                return [
                    {
                        severity: critical ? 'critical' : 'high',
                        penalty: Math.round(100 * share),
                        evidence,
                        description: 
                        // A format that records results without their calls (Inspect's tool messages) is judged on results.
                        `${failed} of ${(0,core_text/* plural */.LS)(results, calls >= results ? 'tool call' : 'tool result')} failed ` +
                            `(${Math.round(100 * share)}%)` +
                            (top ? `, ${topCount} of them ${quote(top)}` : '') +
                            `: the agent kept going without acting on what its tools told it` +
                            (said ? ` (last error: ${said}).` : '.'),
                        remediation: `Most tool calls failed${top ? `, ${quote(top)} most often` : ''}` +
                            `${said ? ` (last error: ${said})` : ''}: fix the tool setup or ` +
                            "environment the agent runs in, and make the agent read a failed call's error and change course " +
                            'instead of calling on.',
                    },
                ];
            }
        }
    },
});
/* harmony default export */ const tool_failures = (tool_failures_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/permission-refused.ts
/**
 * permission_refused: the workflow's permission policy (or the person at the keyboard) refused
 * calls the agent made.
 *
 * A refused call never ran (`refused.ts` says which errors mean so, for every rule): it is no
 * failed tool, no failed check and no ignored output, and the agent is not to blame for it. It is
 * still a fact a reviewer needs: what the agent was not let do was not done, and the fix is the
 * agent's permission setting, which the cause names from the refusal's own words (Claude's
 * `--allowedTools`, Droid's `--auto`, Codex's approval mode, Copilot's `--allow-tool`, Gemini's
 * `--approval-mode`, Cursor's permissions).
 *
 * A person who said no in an interactive session (Claude Code's "the user doesn't want to proceed",
 * Cline's "the user denied") refused too: no failure, and no cause either: they decided.
 *
 * Medium; high when a tool was refused at least `blockedCalls` times and never ran in the whole
 * session (the workflow kept the agent from a tool it kept asking for). Never critical. A run
 * whose end itself says it stopped for want of permission (Droid's "insufficient permission") is
 * run_failed's, which names the setting: one fact, one cause.
 */





const permission_refused_options = (0,types/* ruleOptions */.js)({
    blockedCalls: (0,types/* amount */.vj)(2, 'Refusals of one tool that never ran in the session from which the cause is high (0: never high).'),
    evidenceLimit: (0,types/* amount */.vj)(12, 'Refusals shown as evidence.'),
});
const permission_refused_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'agents', type: 'permission_refused', maxPenalty: 100, options: permission_refused_options },
    create(options, ctx) {
        let calls = 0;
        let refused = 0;
        const evidence = [];
        // Refusals per tool, and the tools that returned a result that did not fail.
        const tools = new NameCounts(ctx.laterPart);
        const ran = new NameCounts(ctx.laterPart);
        let end;
        const toolOf = (e) => (typeof e.raw.tool === 'string' ? e.raw.tool : '');
        return {
            on: {
                tool_call() {
                    calls++;
                },
                tool_output(e) {
                    if ((0,python_compat/* lower */.ib)(e.raw.status) !== 'error')
                        ran.add(toolOf(e));
                },
                error_event(e) {
                    if (!isPolicyRefusal(e))
                        return;
                    refused++;
                    if (evidence.length < options.evidenceLimit)
                        evidence.push(e);
                    tools.add(toolOf(e));
                },
                process_end(e) {
                    end = e;
                },
            },
            save: () => ({
                calls,
                refused,
                evidence: evidence.map(events/* toPlain */.Ul),
                tools: tools.save(),
                ran: ran.save(),
                end: end && (0,events/* toPlain */.Ul)(end),
            }),
            absorb(state, shift) {
                const s = state;
                calls += s.calls;
                refused += s.refused;
                for (const p of s.evidence)
                    if (evidence.length < options.evidenceLimit)
                        evidence.push((0,events/* fromPlain */.bM)(p, shift));
                tools.absorb(s.tools);
                ran.absorb(s.ran);
                if (s.end)
                    end = (0,events/* fromPlain */.bM)(s.end, shift);
            },
            finish() {
                if (refused === 0)
                    return [];
                // The run's end says it stopped for want of permission: run_failed's, naming the setting.
                if (end && (0,python_compat/* lower */.ib)(end.raw.status) !== 'completed' && isRefusal(common_text(end, 'reason')))
                    return [];
                const first = evidence[0];
                const setting = permissionSetting(first);
                // The tool refused most often that never ran.
                let blocked = '';
                let blockedCount = 0;
                for (const [name, n] of tools.entries())
                    if (n > blockedCount && ran.count(name) === 0)
                        [blocked, blockedCount] = [name, n];
                const high = options.blockedCalls > 0 && blockedCount >= options.blockedCalls;
                const [top, topCount] = tools.top();
                const said = quote(common_text(first, 'message'));
                const of = Math.max(calls, refused);
                return [
                    {
                        severity: high ? 'high' : 'medium',
                        penalty: Math.max(1, Math.min(100, Math.round((100 * refused) / of))),
                        evidence,
                        description: `The workflow refused ${refused} of ${(0,core_text/* plural */.LS)(of, 'tool call')}` +
                            (!top
                                ? ''
                                : refused === 1
                                    ? `, one to ${quote(top)}`
                                    : topCount === refused
                                        ? `, all to ${quote(top)}`
                                        : `, ${topCount} of them to ${quote(top)}`) +
                            (said ? `: ${said}` : '') +
                            (refused === 1
                                ? '. It never ran; the agent is not to blame for it'
                                : '. They never ran; the agent is not to blame for them') +
                            (high
                                ? `, but ${blocked === top ? 'that tool' : quote(blocked)} never ran at all, so what it was meant to do was not done.`
                                : `, but what ${refused === 1 ? 'it was' : 'they were'} meant to do was not done.`),
                        // The description names the refused tool: the fix names the setting only.
                        remediation: `Allow the calls the task needs in ${setting}, or give the agent a task it can do without them.`,
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const permission_refused = (permission_refused_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/context.ts
/**
 * context_pollution, for real agent traces: compactions, and a context window near its limit.
 *
 * Every compaction is evidence (the agent's history was cut down, and what was dropped is gone
 * for the rest of the run); three or more are high. Where the trace gives the model's context
 * window, the fill of each turn is measured against it (`saturation`, or `tokens` /
 * `tokens_before` over `context_window`), and a fill from `saturation`% on is evidence too.
 * A compaction whose summary was lost (`summary_lost`: OpenClaw's "summary unavailable") is said
 * here, with the compaction: it is one fact, not also a failure of memory.
 */




const context_options = (0,types/* ruleOptions */.js)({
    saturation: (0,types/* amount */.vj)(85, 'Fill (percent of the context window) from which a context event counts.'),
    highSaturation: (0,types/* amount */.vj)(95, 'Fill from which the cause is high.'),
    highCompactions: (0,types/* amount */.vj)(3, 'Compactions from which the cause is high.'),
    basePenalty: (0,types/* amount */.vj)(8, 'Penalty: min(maxPenalty, basePenalty + perEvent \u00d7 matching events).'),
    perEvent: (0,types/* amount */.vj)(6),
    maxPenalty: (0,types/* amount */.vj)(40),
    evidenceLimit: (0,types/* amount */.vj)(12),
});
/** Context events a later part may hold back for the earlier part's window. */
const DEFERRED_MAX = 10_000;
const context_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'agents', type: 'context_pollution', maxPenalty: 40, options: context_options },
    create(options, ctx) {
        let window;
        let compactions = 0;
        let lost = 0;
        let saturated = 0;
        let peak = 0;
        let evidence = [];
        // In a later part, until the part gives a window: events whose fill the earlier part's window sets.
        const deferred = [];
        let tooMany = false;
        /** The fill a share or a token count gives, or undefined; `tokens` when that needs a window. */
        const fillOf = (e) => {
            const raw = e.raw;
            const w = (0,python_compat/* toNumber */.Ro)(raw.context_window);
            if (w > 0)
                window = w;
            // A share of the window: never above 100%.
            if (raw.saturation !== undefined && raw.saturation !== null) {
                const s = (0,python_compat/* toNumber */.Ro)(raw.saturation);
                if (Number.isFinite(s))
                    return Math.min(100, Math.max(0, s));
            }
            const tokens = (0,python_compat/* toNumber */.Ro)(raw.tokens ?? raw.tokens_before);
            if (window !== undefined && tokens > 0)
                return Math.min(100, (100 * tokens) / window);
            return undefined;
        };
        const count = (e, fill, compaction, into) => {
            const full = fill !== undefined && fill >= options.saturation;
            if (!compaction && !full)
                return;
            if (compaction)
                compactions++;
            else
                saturated++;
            if (fill !== undefined && fill > peak)
                peak = fill;
            if (into.length < options.evidenceLimit)
                into.push(e);
        };
        return {
            on: {
                context_event(e) {
                    const fill = fillOf(e);
                    const compaction = (0,python_compat/* lower */.ib)(e.raw.action) === 'compaction';
                    if (compaction && e.raw.summary_lost === true)
                        lost++;
                    if (ctx.laterPart && window === undefined && fill === undefined) {
                        const tokens = (0,python_compat/* toNumber */.Ro)(e.raw.tokens ?? e.raw.tokens_before);
                        if (tokens > 0) {
                            if (deferred.length < DEFERRED_MAX)
                                deferred.push({ e, tokens, compaction });
                            else
                                tooMany = true;
                            return;
                        }
                    }
                    count(e, fill, compaction, evidence);
                },
            },
            save() {
                if (tooMany)
                    throw new types/* PartDoesNotMerge */.e9(`more than ${DEFERRED_MAX} context events before a context window`);
                return {
                    window,
                    compactions,
                    lost,
                    saturated,
                    peak,
                    evidence: evidence.map(events/* toPlain */.Ul),
                    deferred: deferred.map((d) => ({ e: (0,events/* toPlain */.Ul)(d.e), tokens: d.tokens, compaction: d.compaction })),
                };
            },
            absorb(state, shift) {
                const s = state;
                // The held-back events, filled against this part's window, then what the later part found.
                const later = [];
                for (const d of s.deferred) {
                    const fill = window !== undefined ? Math.min(100, (100 * d.tokens) / window) : undefined;
                    count((0,events/* fromPlain */.bM)(d.e, shift), fill, d.compaction, later);
                }
                compactions += s.compactions;
                lost += s.lost;
                saturated += s.saturated;
                peak = Math.max(peak, s.peak);
                for (const p of s.evidence)
                    later.push((0,events/* fromPlain */.bM)(p, shift));
                later.sort((a, b) => a.position - b.position);
                evidence = [...evidence, ...later].slice(0, options.evidenceLimit);
                window = s.window ?? window;
            },
            finish() {
                const n = compactions + saturated;
                if (n === 0)
                    return [];
                const high = compactions >= options.highCompactions || peak >= options.highSaturation;
                const parts = [];
                if (compactions)
                    parts.push(`was compacted ${(0,core_text/* plural */.LS)(compactions, 'time')}` +
                        (lost ? ` (${lost === compactions ? (lost === 1 ? 'its' : 'every') : lost} summary lost)` : ''));
                if (saturated)
                    parts.push(`was at least ${options.saturation}% full in ${(0,core_text/* plural */.LS)(saturated, 'turn')}`);
                const atPeak = peak >= 50 ? ` (peak ${Math.round(peak)}% of the model's window)` : '';
                return [
                    {
                        severity: high ? 'high' : 'medium',
                        penalty: Math.min(options.maxPenalty, options.basePenalty + options.perEvent * n),
                        evidence,
                        description: `The context window ${parts.join(' and ')}${atPeak}: ` +
                            'what a compaction drops is gone for the rest of the run.',
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const context = (context_detector);

// EXTERNAL MODULE: ./src/core/exact-sum.ts
var exact_sum = __webpack_require__(4902);
// EXTERNAL MODULE: ./src/engine/labels.ts
var labels = __webpack_require__(9667);
;// CONCATENATED MODULE: ./src/engine/rules/agents/cost.ts
/**
 * cost_explosion, for real agent traces: spend over the run's budget, and tokens paid for
 * nothing.
 *
 * Tokens are counted as providers price them, roughly: effective tokens = input + output + cache
 * writes + `cacheReadWeight` × cache reads (a cached read costs about a tenth of fresh input).
 * A `token_usage` without the four parts counts its total. Real coding sessions spend from a few
 * thousand to tens of millions of tokens, mostly cache reads, so no absolute line is drawn: with
 * a `tokenBudget` (per session), spending over it is high and over `criticalBudgetRatio` times it
 * critical. With or without a budget, waste is counted: a call made again right after itself,
 * with the same arguments, that returned the very same result (it paid for nothing new). Waste
 * alone is at most medium in a run that recorded fewer than `SMALL_RUN` tokens in all: a cost
 * cause cannot be high where hardly anything was spent. A run stopped at a cost, turn or time
 * limit is run_failed's, which names the limit: reaching a limit is no spend beyond a budget, and
 * one fact makes one cause.
 */







const cost_options = (0,types/* ruleOptions */.js)({
    tokenBudget: (0,types/* amount */.vj)(0, 'Effective tokens the session may spend; 0: no budget.'),
    criticalBudgetRatio: (0,types/* amount */.vj)(3, 'Spend over this many times the budget is critical.'),
    cacheReadWeight: (0,types/* amount */.vj)(0.1, 'Weight of a cache read against a fresh input token.'),
    wasteThreshold: (0,types/* amount */.vj)(3, 'Wasted calls from which the cause fires without a budget (medium).'),
    highWaste: (0,types/* amount */.vj)(10, 'Wasted calls from which it is high.'),
    wastePenalty: (0,types/* amount */.vj)(2, 'Penalty points per wasted call.'),
    budgetPenalty: (0,types/* amount */.vj)(20, 'Penalty points per budget spent (20 \u00d7 spend / budget when over budget).'),
    maxPenalty: (0,types/* amount */.vj)(80),
    evidenceLimit: (0,types/* amount */.vj)(8, 'Largest token_usage events and first wasted calls shown as evidence.'),
});
function part(u, key) {
    const n = Number(u[key]);
    return Number.isFinite(n) && n > 0 ? n : 0;
}
/** Tokens in all below which waste alone is at most medium (a budget the run went over still decides). */
const SMALL_RUN = 10_000;
const fmt = (n) => n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
/** What a run spent, in words: effective tokens, and the tokens in all when they differ. */
const spend = (spent, all, cheap) => `${fmt(spent)} effective tokens` +
    (all !== spent ? ` (${fmt(all)} in all${cheap > 0 ? `, ${fmt(cheap)} of them cheap cache reads` : ''})` : '');
const cost_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'agents', type: 'cost_explosion', maxPenalty: 80, options: cost_options },
    create(options, ctx) {
        // Summed exactly: the same totals whether the session is read in one part or two.
        let effective = new exact_sum/* ExactSum */.P();
        let cacheRead = new exact_sum/* ExactSum */.P();
        let total = new exact_sum/* ExactSum */.P();
        // The largest replies, by effective tokens (a short list, kept sorted largest first).
        let largest = [];
        let waste = 0;
        let wasted = [];
        const wastedTools = new NameCounts(ctx.laterPart);
        const newTracker = () => new RepeatTracker({
            start: () => null,
            link(_s, prev, cur) {
                if (!sameResult(prev, cur))
                    return;
                waste++;
                if (wasted.length < options.evidenceLimit)
                    wasted.push(cur.event);
                wastedTools.add(toolName(cur.event));
            },
            end: () => { },
        });
        let tracker = newTracker();
        return {
            on: {
                tool_call: (e) => tracker.call(e),
                tool_output: (e) => tracker.output(e),
                token_usage(e) {
                    const u = e.raw.usage;
                    const all = (0,labels/* tokensOf */.k8)(e);
                    const tokens = (0,labels/* effectiveTokensOf */.D3)(e.raw, options.cacheReadWeight);
                    if ((0,python_compat/* isJsonObjectLike */.lz)(u))
                        cacheRead.add(part(u, 'cache_read'));
                    total.add(all);
                    effective.add(tokens);
                    if (largest.length < options.evidenceLimit ||
                        (largest.length > 0 && tokens > largest[largest.length - 1].tokens)) {
                        let i = largest.length;
                        while (i > 0 && largest[i - 1].tokens < tokens)
                            i--;
                        largest.splice(i, 0, { e, tokens });
                        if (largest.length > options.evidenceLimit)
                            largest.pop();
                    }
                },
            },
            synced: () => tracker.synced,
            restart() {
                effective = new exact_sum/* ExactSum */.P();
                cacheRead = new exact_sum/* ExactSum */.P();
                total = new exact_sum/* ExactSum */.P();
                waste = 0;
                largest = [];
                wasted = [];
                wastedTools.clear();
            },
            save() {
                // The last part: its runs end with it.
                tracker.finish();
                return {
                    effective: effective.save(),
                    cacheRead: cacheRead.save(),
                    total: total.save(),
                    largest: largest.map((l) => ({ e: (0,events/* toPlain */.Ul)(l.e), tokens: l.tokens })),
                    waste,
                    wasted: wasted.map(events/* toPlain */.Ul),
                    wastedTools: wastedTools.save(),
                };
            },
            absorb(state, shift) {
                const s = state;
                // The later part read on from the same open runs, and ended them.
                tracker = newTracker();
                effective.addSum(s.effective);
                cacheRead.addSum(s.cacheRead);
                total.addSum(s.total);
                // Largest first; among equals, the earlier.
                largest = [...largest, ...s.largest.map((l) => ({ e: (0,events/* fromPlain */.bM)(l.e, shift), tokens: l.tokens }))]
                    .sort((a, b) => b.tokens - a.tokens || a.e.position - b.e.position)
                    .slice(0, options.evidenceLimit);
                waste += s.waste;
                for (const p of s.wasted)
                    if (wasted.length < options.evidenceLimit)
                        wasted.push((0,events/* fromPlain */.bM)(p, shift));
                wastedTools.absorb(s.wastedTools);
            },
            finish() {
                tracker.finish();
                const spent = Math.floor(effective.value());
                const all = total.value();
                const cheap = cacheRead.value();
                const budget = options.tokenBudget > 0 ? options.tokenBudget : 0;
                const over = budget > 0 && spent > budget;
                if (!over && waste < options.wasteThreshold)
                    return [];
                let severity = waste >= options.highWaste && all >= SMALL_RUN ? 'high' : 'medium';
                let penalty = options.wastePenalty * waste;
                const parts = [];
                const spendText = spend(spent, all, cheap);
                if (over) {
                    const ratio = spent / budget;
                    severity = ratio > options.criticalBudgetRatio ? 'critical' : 'high';
                    penalty += Math.round(options.budgetPenalty * ratio);
                    parts.push(`The run spent ${spendText}, ${ratio.toFixed(1)} times its budget of ${fmt(budget)}`);
                }
                else {
                    penalty += 10;
                }
                if (waste >= (over ? 1 : options.wasteThreshold)) {
                    const [top, topCount] = wastedTools.top();
                    parts.push(`${over ? 'and' : 'The run made'} ${(0,core_text/* plural */.LS)(waste, 'call')} that repeated the call right before ` +
                        `${waste === 1 ? 'it' : 'them'} and got the very same result back` +
                        (top ? ` (${topCount} of them ${quote(top)})` : '') +
                        (over ? '' : `, out of ${spendText}`));
                }
                const sentence = parts.join(' ') + '.';
                return [
                    {
                        severity,
                        penalty: Math.min(options.maxPenalty, penalty),
                        evidence: [...wasted, ...largest.map((l) => l.e)].sort((a, b) => a.position - b.position),
                        description: sentence,
                        remediation: over
                            ? `Keep the run within its budget of ${fmt(budget)} effective tokens: find the turns that spent ` +
                                `the most (long tool outputs, re-read files, retries), trim them, and stop or check in when the ` +
                                `budget runs out.`
                            : 'Do not pay twice for the same answer: cache or reuse a result the agent already has instead of ' +
                                'calling the tool again with the same arguments.',
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const cost = (cost_detector);

// EXTERNAL MODULE: ./src/engine/rules/critiqor/memory-degradation.ts
var memory_degradation = __webpack_require__(3252);
;// CONCATENATED MODULE: ./src/engine/rules/agents/skills.ts
/**
 * skill_failure, for real agent traces: the reference model's count of skills not invoked,
 * ignored, mismatched or failed, and one thing more: a team member the agent was given and never
 * asked.
 *
 * A smolagents manager is given team members (managed agents: a web searcher, a file reader) to
 * find out what it cannot know. A run that never called any of them answered from the model
 * alone: in the runs people reviewed, such a manager printed its request to the member instead
 * of calling it, or wrote the figure it was meant to look up straight into its code. The reader
 * reports each member not asked as a `skill_event` (`invoked: false`, role `team_member`); one
 * is enough for a high cause, as a failed skill read is not.
 */



const skills_options = (0,types/* ruleOptions */.js)({
    failedStatuses: (0,types/* words */.aL)(['ignored', 'mismatch', 'failed'], 'Lower-cased `status` values that mean the skill did not do its job.'),
    highCount: (0,types/* amount */.vj)(2, 'Matching events from which the cause is high rather than medium.'),
    highRoles: (0,types/* words */.aL)(['team_member'], 'Lower-cased `role` values of a skill not invoked that make the cause high by themselves: a team member ' +
        '(a managed agent) the agent never asked.'),
});
/** The cause's words for the reference count. */
const countText = (n) => `A skill was skipped, ignored or failed ${(0,core_text/* plural */.LS)(n, 'time')} where it should have done the job.`;
/** The cause's words for team members never asked (quoted names), in how many steps, and other skills. */
function unaskedText(names, steps, others) {
    const who = `team member${names.length === 1 ? '' : 's'} ${names.length ? names.join(', ') : '(unnamed)'}`;
    return (`The agent never asked its ${who}${steps > 1 ? ` in any of its ${steps} steps` : ''}, ` +
        'so nothing it answered came from the team it was given to look things up' +
        (others > 0 ? `; and a skill was skipped, ignored or failed ${(0,core_text/* plural */.LS)(others, 'time')}.` : '.'));
}
const skills_detector = (0,types/* defineRule */.Km)({
    meta: {
        preset: 'agents',
        type: 'skill_failure',
        maxPenalty: 24,
        options: skills_options,
    },
    create(options) {
        const failed = new Set(options.failedStatuses.map((s) => s.toLowerCase()));
        const highRoles = new Set(options.highRoles.map((s) => s.toLowerCase()));
        const { matched, handler, save, absorb } = (0,types/* collector */.g7)((e) => e.raw.invoked === false || failed.has((0,python_compat/* lower */.ib)(e.raw.status)));
        return {
            on: { skill_event: handler },
            save,
            absorb,
            finish() {
                const n = matched.length;
                if (n === 0)
                    return [];
                const unasked = matched.filter((e) => e.raw.invoked === false && highRoles.has((0,python_compat/* lower */.ib)(e.raw.role)));
                // Each member is reported once per step of the agent that did not ask it.
                const times = new Map();
                for (const e of unasked) {
                    const name = typeof e.raw.skill === 'string' ? e.raw.skill : '';
                    times.set(name, (times.get(name) ?? 0) + 1);
                }
                const steps = Math.max(0, ...times.values());
                const names = [...times.keys()].filter((x) => x !== '').map((x) => quote(x) ?? x);
                const others = n - unasked.length;
                return [
                    {
                        severity: n >= options.highCount || unasked.length > 0 ? 'high' : 'medium',
                        penalty: Math.min(24, 8 + 6 * n),
                        evidence: matched,
                        description: unasked.length > 0 ? unaskedText(names, steps, others) : countText(n),
                        ...(unasked.length > 0
                            ? {
                                remediation: `Make the agent call ${names.join(', ') || 'its team members'} for what it has to find out ` +
                                    '(a call in its code, not a printed request) and answer from what comes back, not from what ' +
                                    'the model assumes.',
                            }
                            : {}),
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const skills = (skills_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/index.ts
/**
 * The rules of the `agents` preset, in the order their causes are reported (and primary ties
 * are broken): how the run ended first (and whether it ended as done on a failed command), then
 * loops, a provider that kept failing, failing tools, calls the workflow refused, context, cost,
 * memory and skills; then proof of work: changes no check judged after them, and changes that
 * weakened the checks (./unverified-change.ts, ./weakened-checks.ts). Memory is judged by the
 * reference model's own rule: the events real formats
 * give it (lost compaction summaries, failed memory reads) mean the same there. Skills are
 * judged by the same count, and a team member the agent was given and never asked is high by
 * itself (./skills.ts).
 */











const AGENTS_DETECTORS = [
    run_failed,
    finished_on_failure,
    loop,
    providerFailure,
    tool_failures,
    permission_refused,
    context,
    cost,
    memory_degradation/* default */.A,
    skills,
    unverified_change,
    weakened_checks,
];

// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
;// CONCATENATED MODULE: ./src/engine/presets.ts
/**
 * Presets: which rules judge a session and how the dimensions are weighted.
 *
 * `critiqor` is the reference model, exact (diagnosis.md). Other presets reuse its engine,
 * scoring and report and bring rules of their own.
 */




/**
 * The dimensions a session's score means something for: weighed by the preset and observable,
 * either in every trace of the format or in this one, where a rule of the dimension found a cause
 * (a run that recorded its failed end shows how it ended, whatever the format usually shows).
 */
function observedDimensions(preset, formatObserves, found = []) {
    const seen = new Set(preset.detectors.filter((r) => found.includes(r.meta.type)).map((r) => r.meta.dimension));
    return preset.dimensions
        .map((d) => d.dimension)
        .filter((d) => formatObserves.includes(d) || preset.judgesFromToolResults?.includes(d) || seen.has(d));
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
    banded: true,
    costEfficiency: 'score',
};
registerPreset(AGENTS);
/** The page of the rule that judges `type` in a preset (docs/rules/<id>.md), or undefined. */
function rulePage(preset, type) {
    return presetById(preset)?.detectors.find((d) => d.meta.type === type)?.meta.docs;
}


/***/ }),

/***/ 7312:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ DETECTORS)
});

// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/engine/rules/types.ts + 1 modules
var types = __webpack_require__(6324);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/infinite-tool-loop.ts
/**
 * infinite_tool_loop: the same tool called again and again with the same arguments.
 *
 * Calls are grouped by (tool, arguments) compared as canonical JSON (the engine's CallIndex); every group that reaches
 * `minRepeats` is one cause, in the order of each group's first call. Retries anywhere in the
 * session make a loop worse.
 */


const options = (0,types/* ruleOptions */.js)({
    minRepeats: (0,types/* amount */.vj)(3, 'Calls with the same tool and arguments that make a loop.'),
    criticalRepeats: (0,types/* amount */.vj)(5, 'Group size from which a loop is critical.'),
    criticalRetries: (0,types/* amount */.vj)(3, 'Retries in the session from which any loop is critical.'),
    retryEvidence: (0,types/* amount */.vj)(3, 'Retry events shown as evidence after the looping calls.'),
});
const detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'critiqor', type: 'infinite_tool_loop', weight: 0.2, maxPenalty: 30, options },
    create(options, ctx) {
        // The engine groups the calls (calls.ts) for the rules that ask; this rule keeps the
        // session's retries.
        ctx.calls.keepGroups();
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
});
/* harmony default export */ const infinite_tool_loop = (detector);

// EXTERNAL MODULE: ./src/engine/rules/critiqor/memory-degradation.ts
var memory_degradation = __webpack_require__(3252);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __webpack_require__(1296);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/ignoring-tool-outputs.ts
/**
 * ignoring_tool_outputs: tool results the agent did not use.
 */


const ignoring_tool_outputs_options = (0,types/* ruleOptions */.js)({
    highCount: (0,types/* amount */.vj)(2, 'Matching outputs from which the cause is high rather than medium.'),
});
/* harmony default export */ const ignoring_tool_outputs = ((0,types/* countingRule */.Me)({
    meta: { preset: 'critiqor', type: 'ignoring_tool_outputs', weight: 0.2, maxPenalty: 30, options: ignoring_tool_outputs_options },
    eventType: 'tool_output',
    matches: () => (e) => e.raw.used === false || e.raw.referenced === false || (0,python_compat/* lower */.ib)(e.raw.status) === 'ignored',
    penalty: { base: 10, per: 7 },
    description: (n) => `${n} tool output${n === 1 ? ' was' : 's were'} not used by the agent's next steps.`,
}));

;// CONCATENATED MODULE: ./src/engine/rules/critiqor/context-pollution.ts
/**
 * context_pollution: a context window near its limit, or compacted.
 */


const context_pollution_options = (0,types/* ruleOptions */.js)({
    saturation: (0,types/* amount */.vj)(85, 'Saturation (percent) from which a context event counts.'),
    highSaturation: (0,types/* amount */.vj)(95, 'Saturation (percent) from which the cause is high rather than medium.'),
});
/** Integer part of `saturation` when that key is present, else of `saturation_score`, else 0. */
function saturationOf(e) {
    const raw = e.raw;
    return (0,python_compat/* toInt */.RI)((0,python_compat/* hasKey */.CJ)(raw, 'saturation') ? raw.saturation : raw.saturation_score);
}
const context_pollution_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'critiqor', type: 'context_pollution', weight: 0.15, maxPenalty: 22, options: context_pollution_options },
    create(options) {
        let maxSaturation = 0;
        const { matched, handler, save, absorb } = (0,types/* collector */.g7)((e) => {
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
                        description: `The context window was saturated or compacted ${n} ` +
                            `time${n === 1 ? '' : 's'}${maxSaturation > 0 ? ` (peak ${maxSaturation}% full)` : ''}.`,
                    },
                ];
            },
        };
    },
});
/* harmony default export */ const context_pollution = (context_pollution_detector);

;// CONCATENATED MODULE: ./src/engine/rules/critiqor/cost-explosion.ts
/**
 * cost_explosion: too many tokens, or the same calls paid for more than once.
 *
 * T is the session's total tokens; D the number of tool calls minus the number of distinct call
 * labels (a call repeated with the same arguments counts as a duplicate). The engine measures
 * both (cost.ts); this rule judges them.
 */


const cost_explosion_options = (0,types/* ruleOptions */.js)({
    tokenThreshold: (0,types/* amount */.vj)(12000, 'Total tokens from which the cause fires.'),
    duplicateThreshold: (0,types/* amount */.vj)(3, 'Duplicate calls from which the cause fires.'),
    criticalTokens: (0,types/* amount */.vj)(30000, 'Total tokens from which the cause is critical rather than high.'),
    tokensPerPoint: (0,types/* amount */.vj)(6000, 'Tokens that add one point of penalty.'),
    evidenceLimit: (0,types/* amount */.vj)(12, 'token_usage and tool_call events shown as evidence.'),
});
const cost_explosion_detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'critiqor', type: 'cost_explosion', weight: 0.15, maxPenalty: 30, options: cost_explosion_options },
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
});
/* harmony default export */ const cost_explosion = (cost_explosion_detector);

;// CONCATENATED MODULE: ./src/engine/rules/critiqor/skill-failure.ts
/**
 * skill_failure: a skill that was available but not invoked, ignored, mismatched or failed.
 */


const skill_failure_options = (0,types/* ruleOptions */.js)({
    failedStatuses: (0,types/* words */.aL)(['ignored', 'mismatch', 'failed'], 'Lower-cased `status` values that mean the skill did not do its job.'),
    highCount: (0,types/* amount */.vj)(2, 'Matching events from which the cause is high rather than medium.'),
});
/* harmony default export */ const skill_failure = ((0,types/* countingRule */.Me)({
    meta: { preset: 'critiqor', type: 'skill_failure', weight: 0.15, maxPenalty: 24, options: skill_failure_options },
    eventType: 'skill_event',
    matches: (options) => {
        const failed = new Set(options.failedStatuses);
        return (e) => e.raw.invoked === false || failed.has((0,python_compat/* lower */.ib)(e.raw.status));
    },
    penalty: { base: 8, per: 6 },
    description: (n) => `A skill was skipped, ignored or failed ${n} time${n === 1 ? '' : 's'} where it should have done the job.`,
}));

;// CONCATENATED MODULE: ./src/engine/rules/critiqor/index.ts
/**
 * The detectors in the reference model's order. The order matters: it is the order of the
 * failure causes, the tie-break of the primary diagnosis and the order of the weighted sum.
 */






function weighted(rule) {
    if (rule.meta.weight === undefined)
        throw new Error(`rule ${rule.meta.id}: a reference rule needs its weight`);
    return rule;
}
const DETECTORS = [
    infinite_tool_loop,
    memory_degradation/* default */.A,
    ignoring_tool_outputs,
    context_pollution,
    cost_explosion,
    skill_failure,
].map(weighted);


/***/ }),

/***/ 3252:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* unused harmony export options */
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1296);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6324);
/**
 * memory_degradation: recalls that failed, were ignored or lost state.
 */


const options = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleOptions */ .js)({
    failedActions: (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL)(['recall_failed', 'ignored', 'lost', 'miss'], 'Lower-cased `action` (or `status`) values that mean memory let the agent down.'),
    highCount: (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .amount */ .vj)(3, 'Matching events from which the cause is high rather than medium.'),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .countingRule */ .Me)({
    meta: { preset: 'critiqor', type: 'memory_degradation', weight: 0.15, maxPenalty: 25, options },
    eventType: 'memory_event',
    matches: (options) => {
        const failed = new Set(options.failedActions);
        return (e) => {
            const raw = e.raw;
            const action = (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'action') ? raw.action : (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .hasKey */ .CJ)(raw, 'status') ? raw.status : '';
            return failed.has((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .lower */ .ib)(action));
        };
    },
    penalty: { base: 8, per: 5 },
    description: (n) => `Memory failed the agent ${n} time${n === 1 ? '' : 's'}: recalls that missed, were ignored or lost state.`,
}));


/***/ }),

/***/ 6324:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e9: () => (/* reexport */ part_error/* PartDoesNotMerge */.e),
  vj: () => (/* binding */ amount),
  g7: () => (/* binding */ collector),
  Me: () => (/* binding */ countingRule),
  Gf: () => (/* binding */ defaultsOf),
  Km: () => (/* binding */ defineRule),
  ut: () => (/* binding */ omitOptions),
  Sb: () => (/* binding */ pickOptions),
  js: () => (/* binding */ ruleOptions),
  aL: () => (/* binding */ words)
});

// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
;// CONCATENATED MODULE: ./src/engine/rules/remediation.ts
const REMEDIATION_OF = {
    infinite_tool_loop: 'Make the loop terminate: give the agent a stop condition and a retry cap, so that a call ' +
        'that did not make progress is not issued again with the same arguments.',
    memory_degradation: 'Check how memory is stored and recalled: what the agent stores must be retrievable later ' +
        'and must actually be used by the steps that follow.',
    ignoring_tool_outputs: 'Feed tool results into the next decision. Outputs the agent never uses mean the tool ' +
        'layer and the reasoning layer are disconnected: the agent acts without its evidence.',
    context_pollution: 'Use less context: keep tool outputs and history short, and avoid compactions that can ' +
        'silently drop the state the task depends on.',
    cost_explosion: 'Make tool calls count: do not pay twice for the same call, and put a token budget on ' +
        'the run that is checked across turns.',
    skill_failure: 'Check how skills are selected and invoked: the agent took a generic path where a skill ' +
        'exists for the job, or the skill it chose failed.',
    run_failed: 'Find out why the run stopped before it finished, fix that cause, and make the agent end ' +
        'with a clear error (not a silent stop) when it cannot go on.',
    provider_failure: 'Find out why the provider kept failing the requests (credentials, rate limits, overload, ' +
        'quota), fix that, and make the agent back off, cap its retries and stop with the error.',
    finished_on_failure: 'Make the agent run the checks its task names before it finishes, and finish only once they ' +
        'pass (or say plainly that they do not).',
    permission_refused: "The workflow's permission policy refused calls the agent made: allow the commands the task needs in " +
        "the agent's permission setting, or give the agent a task it can do without them.",
    unverified_change: 'Make the agent run the checks that judge its change (the tests of the code it touched, the ' +
        'build) after its last edit, and finish only once they pass; review the files it changed ' +
        'after its last passing check by hand.',
    weakened_checks: 'Review the change to the tests or the CI configuration before merging: restore the ' +
        'assertion, the test or the step the agent removed or skipped, and make the agent fix the ' +
        'code rather than what judges it.',
};

// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/engine/part-error.ts
var part_error = __webpack_require__(6698);
;// CONCATENATED MODULE: ./src/engine/rules/types.ts
/**
 * A detector is a rule in the manner of ESLint's: `meta` says what it finds and where the
 * penalty lands, `create` is called once per session and returns handlers keyed by event type.
 * The engine owns iteration, ordering and scoring; a detector only looks and reports.
 */



/** Options described by their shape (`amount` and `words` options); no other key is taken. */
function ruleOptions(shape) {
    return { shape };
}
/** Some of the options, in the order named. */
function pickOptions(options, keys) {
    return { shape: Object.fromEntries(keys.map((k) => [k, options.shape[k]])) };
}
/** The options but those named, in their order. */
function omitOptions(options, keys) {
    const left = Object.entries(options.shape).filter(([k]) => !keys.includes(k));
    return { shape: Object.fromEntries(left) };
}
/** A rule's default options (a list each time a copy). */
function defaultsOf(options) {
    const out = {};
    for (const [key, option] of Object.entries(options.shape))
        out[key] = option.kind === 'words' ? [...option.default] : option.default;
    return out;
}
/**
 * A rule from its definition: its id and page follow from its preset and type, its dimension and
 * causal chain from its type, its default options from its options.
 */
function defineRule(rule) {
    const { meta } = rule;
    const id = meta.preset === 'critiqor' ? meta.type : `${meta.preset}-${meta.type}`;
    return {
        meta: {
            id,
            preset: meta.preset,
            docs: `docs/rules/${id}.md`,
            type: meta.type,
            dimension: (0,vocabulary/* dimensionOf */.eT)(meta.type),
            ...(meta.weight !== undefined ? { weight: meta.weight } : {}),
            maxPenalty: meta.maxPenalty,
            chain: vocabulary/* CHAIN_OF */.SD[meta.type],
            options: meta.options,
            defaults: defaultsOf(meta.options),
            remediation: meta.remediation ?? REMEDIATION_OF[meta.type],
        },
        create: rule.create,
    };
}
/**
 * A rule that collects the events of one type that a test matches, all of them evidence: a cause
 * when there is one, high from `highCount` matches on, its penalty `base + per × matches` up to
 * the rule's `maxPenalty`.
 */
function countingRule(rule) {
    const { base, per } = rule.penalty;
    return defineRule({
        meta: rule.meta,
        create(options) {
            const { matched, handler, save, absorb } = collector(rule.matches(options));
            return {
                on: { [rule.eventType]: handler },
                save,
                absorb,
                finish() {
                    const n = matched.length;
                    if (n === 0)
                        return [];
                    return [
                        {
                            severity: n >= options.highCount ? 'high' : 'medium',
                            penalty: Math.min(rule.meta.maxPenalty, base + per * n),
                            evidence: matched,
                            description: rule.description(n),
                        },
                    ];
                },
            };
        },
    });
}
/** A count or threshold option: a number of at least 0, with its default and what it means. */
function amount(defaultValue, description) {
    return { kind: 'amount', default: defaultValue, ...(description === undefined ? {} : { description }) };
}

/** Counts matching events, keeping them as evidence; its state saves and merges as a list. */
function collector(match) {
    const matched = [];
    return {
        matched,
        handler: (e) => {
            if (match(e))
                matched.push(e);
        },
        save: () => matched.map(events/* toPlain */.Ul),
        absorb: (state, shift) => {
            for (const p of state)
                matched.push((0,events/* fromPlain */.bM)(p, shift));
        },
    };
}
/** A list-of-words option, with its default and what it means. */
function words(defaults, description) {
    return { kind: 'words', default: defaults, description };
}


/***/ }),

/***/ 8636:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rl: () => (/* binding */ TIMELINE_LIMITS),
  nB: () => (/* binding */ TimelineCollector),
  v8: () => (/* binding */ fitTimeline)
});

// UNUSED EXPORTS: snippet

// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __webpack_require__(1296);
// EXTERNAL MODULE: ./src/engine/labels.ts
var labels = __webpack_require__(9667);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/engine/timeline-events.ts

function str(x) {
    return typeof x === 'string' && x !== '' ? x : undefined;
}
function kindOf(type, raw) {
    switch (type) {
        case 'tool_call':
            return { kind: 'tool_call', failed: false };
        case 'tool_output': {
            const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : '';
            const failed = raw.is_error === true ||
                raw.failed === true ||
                raw.error !== undefined ||
                status === 'error' ||
                status === 'failed' ||
                status === 'failure';
            return { kind: 'tool_result', failed };
        }
        case 'error_event':
            return { kind: 'error', failed: true };
        case 'retry_event':
            return { kind: 'retry', failed: false };
        case 'context_event':
            return {
                kind: typeof raw.action === 'string' && raw.action.toLowerCase().startsWith('compact') ? 'compaction' : 'context',
                failed: false,
            };
        case 'token_usage':
            return { kind: 'turn', failed: false };
        case 'decision':
        case 'process_output':
            return { kind: 'message', failed: false };
        case 'process_start':
        case 'process_end': {
            const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : '';
            return { kind: 'run', failed: type === 'process_end' && status !== '' && status !== 'completed' };
        }
        default:
            return { kind: 'other', failed: false };
    }
}
/** A JSON value written out, stopping once `max` characters are reached. */
function snippet(value, max) {
    let out = '';
    const walk = (v, depth) => {
        if (out.length >= max)
            return;
        if (typeof v === 'string')
            out += JSON.stringify((0,secrets/* cutMasked */.y3)(v, max, ''));
        else if (v === null || typeof v !== 'object')
            out += String(v);
        else if (depth > 8)
            out += '…';
        else if (Array.isArray(v)) {
            out += '[';
            for (let i = 0; i < v.length && out.length < max; i++) {
                if (i)
                    out += ',';
                walk(v[i], depth + 1);
            }
            out += ']';
        }
        else {
            out += '{';
            let first = true;
            for (const k of Object.keys(v)) {
                if (out.length >= max)
                    break;
                if (!first)
                    out += ',';
                first = false;
                out += JSON.stringify(k) + ':';
                walk(v[k], depth + 1);
            }
            out += '}';
        }
    };
    walk(value, 0);
    return (0,secrets/* cutMasked */.y3)(out, max);
}
function textOf(type, raw, max) {
    const field = (...keys) => {
        for (const k of keys) {
            const v = raw[k];
            if (v === undefined || v === null || v === '')
                continue;
            return typeof v === 'string' ? (0,secrets/* cutMasked */.y3)(v, max, '') : snippet(v, max);
        }
        return undefined;
    };
    let text;
    switch (type) {
        case 'tool_call':
            text = field('args', 'arguments', 'input');
            break;
        case 'tool_output':
            text = [field('status'), field('error', 'message', 'output', 'result', 'content', 'summary')]
                .filter(Boolean)
                .join(': ');
            break;
        case 'error_event':
            text = [field('kind'), field('message', 'error', 'reason', 'detail')].filter(Boolean).join(': ');
            break;
        case 'retry_event':
            text = [field('reason', 'message'), raw.attempt !== undefined ? `attempt ${snippet(raw.attempt, 20)}` : '']
                .filter(Boolean)
                .join(', ');
            break;
        case 'token_usage':
            text = field('usage', 'total', 'total_tokens', 'tokens');
            break;
        case 'context_event':
            text = [
                field('action'),
                raw.saturation !== undefined ? `${snippet(raw.saturation, 20)}% full` : '',
                field('tokens', 'tokens_before') ? `${field('tokens', 'tokens_before')} tokens` : '',
            ]
                .filter(Boolean)
                .join(', ');
            break;
        case 'process_start':
        case 'process_end':
            text = [field('status'), field('reason', 'error', 'message', 'summary')].filter(Boolean).join(': ');
            break;
        default:
            text = field('summary', 'message', 'text', 'content', 'action', 'key', 'skill', 'name', 'from', 'to');
    }
    if (text === undefined || text === '') {
        const rest = {};
        for (const k of Object.keys(raw))
            if (k !== 'event' && k !== 'event_id' && k !== 'ts')
                rest[k] = raw[k];
        text = snippet(rest, max);
    }
    return (0,secrets/* cutMasked */.y3)(text, max);
}
function toolOf(raw) {
    return str(raw.tool) ?? str(raw.name) ?? str(raw.skill);
}

;// CONCATENATED MODULE: ./src/engine/timeline.ts
/**
 * A summarised timeline of one session, collected in the same pass as the diagnosis, for the
 * HTML report. Every event of the session is either on a row of its own (or a run of similar
 * events folded with a count) or counted in a fold: a row that says how many events it stands
 * for and of what kinds. Rows kept: the first and last events, the first and last errors,
 * retries, compactions and failures of each kind, and the evidence events of the failure causes
 * (added at the end, from the events the diagnosis fetched; the first and last of each cause,
 * up to a total). The token use over the run is downsampled to a bounded number of points,
 * keeping peaks. The number of rows, and the memory, stay bounded whatever the length of the
 * session (see TIMELINE_LIMITS).
 *
 * Pure: no I/O, no clock. Text is kept as it was read (shortened); the renderer masks and
 * escapes it.
 */





const TIMELINE_LIMITS = {
    head: 120,
    tail: 120,
    notable: 300,
    evidence: 50,
    evidenceTotal: 2500,
    points: 600,
    text: 240,
};
const isFold = (x) => 'kinds' in x;
const NOTABLE = new Set(['error', 'retry', 'compaction']);
/** The kind of notable event an entry is (its limits are counted by this), or undefined when it is an ordinary one. */
function notableClass(h) {
    if (NOTABLE.has(h.kind))
        return h.kind;
    return h.failed ? `failed ${h.kind}` : undefined;
}
/** Keep at most `cap` points: drop every other one (the first is kept). */
function thin(points, cap) {
    return points.length <= cap ? points : points.filter((_, i) => i % 2 === 0);
}
/** Which of two context points a downsampled chart keeps: the fuller. */
function weight(p) {
    return p.share ?? p.tokens ?? -1;
}
/** At most `cap` context points: of each pair the fuller, so that the peaks stay. */
function thinContext(points, cap) {
    let out = points;
    while (out.length > cap && cap > 0) {
        const next = [];
        for (let i = 0; i < out.length; i += 2) {
            const a = out[i];
            const b = out[i + 1];
            next.push(b === undefined || weight(a) >= weight(b) ? a : b);
        }
        out = next;
    }
    return out;
}
/** An entry (or a run) as a fold of its own. */
function foldOf(h, evidence = 0) {
    return {
        position: h.position,
        last: h.last,
        count: h.count,
        kinds: { [h.kind]: h.count },
        ...(evidence ? { evidence } : {}),
    };
}
/** Append a fold to `list`, into the fold that ends it when they meet. */
function pushFold(list, f) {
    const last = list[list.length - 1];
    if (!last || !isFold(last) || last.last + 1 !== f.position) {
        list.push({ ...f, kinds: { ...f.kinds } });
        return;
    }
    last.last = f.last;
    last.count += f.count;
    for (const [k, n] of Object.entries(f.kinds))
        last.kinds[k] = (last.kinds[k] ?? 0) + n;
    if (f.split)
        last.split = true;
    if (f.evidence)
        last.evidence = (last.evidence ?? 0) + f.evidence;
}
function addKind(to, kind, n) {
    to[kind] = (to[kind] ?? 0) + n;
}
/** The item of `items` (sorted, disjoint) around `position`, by bisection. */
function covering(items, position) {
    let lo = 0;
    let hi = items.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const e = items[mid];
        if (position < e.position)
            hi = mid - 1;
        else if (position > e.last)
            lo = mid + 1;
        else
            return e;
    }
    return undefined;
}
/** The first, the last, the second, the second last... of `sorted`, at most `max` of them. */
function fromBothEnds(sorted, max) {
    const out = [];
    for (let i = 0, j = sorted.length - 1; i <= j && out.length < max; i++, j--) {
        out.push(sorted[i]);
        if (j !== i && out.length < max)
            out.push(sorted[j]);
    }
    return out;
}
function entryOf(h) {
    return {
        position: h.position,
        last: h.last,
        count: h.count,
        kind: h.kind,
        type: h.type,
        ...(h.tool !== undefined ? { tool: h.tool } : {}),
        text: h.text ?? '',
        ...(h.failed ? { failed: true } : {}),
        ...(h.origin ? { origin: h.origin } : {}),
    };
}
/**
 * Collects the timeline of one session as its events are pushed (in the same order as to the
 * engine). `push` is cheap: a type check, a comparison with the last entry, and for token and
 * context events a little arithmetic.
 *
 * Entries go to the head until it is full, then to the tail; the tail keeps the last ones and
 * passes older ones to the middle, where errors, retries, compactions and failures stay as
 * entries and the rest are counted in folds. When the middle holds too many entries it is
 * compacted: the first and last `notable` of each kind stay, the others join the folds.
 */
class TimelineCollector {
    limits;
    events = 0;
    head = [];
    middle = [];
    /** Entries (not folds) in the middle, and how many it may hold before it is compacted. */
    middleEntries = 0;
    compactAt;
    tail = [];
    hidden = {};
    foldedNotable = 0;
    tokens = [];
    tokenStride = 1;
    tokenSeen = 0;
    lastToken;
    context = [];
    contextStride = 1;
    contextSeen = 0;
    /** The fullest context point of the stride being read (see `weight`). */
    pendingContext;
    /** Compactions, each marked on the chart: every other one dropped when there are too many. */
    compactions = [];
    lastContext;
    total = 0;
    effective = 0;
    window;
    constructor(limits = TIMELINE_LIMITS) {
        this.limits = limits;
        this.compactAt = 4 * limits.notable + 16;
    }
    push(raw, origin) {
        const position = this.events++;
        const type = (0,events/* eventType */.$q)(raw);
        const { kind, failed } = kindOf(type, raw);
        const tool = type === 'tool_call' || type === 'tool_output' || type === 'skill_event' ? toolOf(raw) : undefined;
        if (type === 'token_usage')
            this.tokenPoint(raw, position);
        else if (type === 'context_event')
            this.contextPoint(raw, position, kind === 'compaction');
        const last = this.tail.length ? this.tail[this.tail.length - 1] : this.head[this.head.length - 1];
        if (last && last.kind === kind && last.tool === tool && last.failed === failed && last.type === type) {
            last.count++;
            last.last = position;
            return;
        }
        const held = { position, last: position, count: 1, kind, type, tool, failed, origin, raw };
        if (this.tail.length === 0 && this.head.length < this.limits.head) {
            this.settle(held);
            this.head.push(held);
            return;
        }
        this.tail.push(held);
        if (this.tail.length > 2 * this.limits.tail)
            this.dropOldTail();
    }
    /** Work out the text of a held entry now and let go of its event. */
    settle(h) {
        if (h.raw) {
            h.text = textOf(h.type, h.raw, this.limits.text);
            h.raw = undefined;
        }
    }
    /** The tail keeps the last `tail` entries; older ones go to the middle. */
    dropOldTail() {
        const drop = this.tail.length - this.limits.tail;
        for (let i = 0; i < drop; i++)
            this.toMiddle(this.tail[i]);
        this.tail = this.tail.slice(drop);
    }
    toMiddle(h) {
        if (notableClass(h) !== undefined) {
            this.settle(h);
            this.middle.push(h);
            if (++this.middleEntries > this.compactAt)
                this.compact();
            return;
        }
        // The common case, kept cheap: count the entry into the fold that ends the middle.
        const kind = h.kind;
        this.hidden[kind] = (this.hidden[kind] ?? 0) + h.count;
        const last = this.middle.length ? this.middle[this.middle.length - 1] : undefined;
        if (last !== undefined && isFold(last) && last.last + 1 === h.position) {
            last.last = h.last;
            last.count += h.count;
            last.kinds[kind] = (last.kinds[kind] ?? 0) + h.count;
        }
        else
            this.middle.push(foldOf(h));
    }
    /** Keep the first and last `notable` entries of each kind in the middle; fold the others. */
    compact() {
        const keep = this.limits.notable;
        const totals = new Map();
        for (const x of this.middle) {
            if (isFold(x))
                continue;
            const c = notableClass(x) ?? '';
            totals.set(c, (totals.get(c) ?? 0) + 1);
        }
        const seen = new Map();
        const out = [];
        let entries = 0;
        for (const x of this.middle) {
            if (isFold(x)) {
                pushFold(out, x);
                continue;
            }
            const c = notableClass(x) ?? '';
            const i = seen.get(c) ?? 0;
            seen.set(c, i + 1);
            if (i < keep || i >= totals.get(c) - keep) {
                out.push(x);
                entries++;
            }
            else {
                addKind(this.hidden, x.kind, x.count);
                this.foldedNotable += x.count;
                pushFold(out, foldOf(x));
            }
        }
        this.middle = out;
        this.middleEntries = entries;
        this.compactAt = Math.max(4 * keep + 16, 2 * entries);
    }
    tokenPoint(raw, position) {
        // As the engine counts T, so that the last point is the report's total_tokens.
        this.total += (0,labels/* tokensOfRaw */.O8)(raw);
        const eff = (0,labels/* effectiveTokensOf */.D3)(raw);
        if (Number.isFinite(eff) && eff > 0)
            this.effective += eff;
        const p = { position, total: this.total, effective: this.effective };
        this.lastToken = p;
        if (this.tokenSeen++ % this.tokenStride === 0) {
            this.tokens.push(p);
            if (this.tokens.length > this.limits.points) {
                this.tokens = thin(this.tokens, this.limits.points);
                this.tokenStride *= 2;
            }
        }
    }
    contextPoint(raw, position, compaction) {
        const w = (0,python_compat/* toNumber */.Ro)(raw.context_window);
        if (Number.isFinite(w) && w > 0)
            this.window = w;
        const tokens = (0,python_compat/* toNumber */.Ro)(raw.tokens ?? raw.tokens_before);
        let share;
        if (raw.saturation !== undefined && raw.saturation !== null) {
            const s = (0,python_compat/* toNumber */.Ro)(raw.saturation);
            if (Number.isFinite(s))
                share = s;
        }
        if (share === undefined && this.window !== undefined && tokens > 0)
            share = (100 * tokens) / this.window;
        const p = {
            position,
            ...(Number.isFinite(tokens) && tokens > 0 ? { tokens } : {}),
            ...(share !== undefined ? { share } : {}),
            ...(compaction ? { compaction } : {}),
        };
        this.lastContext = p;
        if (compaction) {
            this.compactions.push(p);
            if (this.compactions.length > this.limits.points)
                this.compactions = thin(this.compactions, this.limits.points);
            return;
        }
        // One point per stride of context events: the fullest.
        if (this.pendingContext === undefined || weight(p) > weight(this.pendingContext))
            this.pendingContext = p;
        if (++this.contextSeen % this.contextStride === 0)
            this.flushContext();
    }
    flushContext() {
        if (!this.pendingContext)
            return;
        this.context.push(this.pendingContext);
        this.pendingContext = undefined;
        if (this.context.length > this.limits.points) {
            this.context = thinContext(this.context, this.limits.points);
            this.contextStride *= 2;
        }
    }
    get eventCount() {
        return this.events;
    }
    /** The state of this part, as plain data that can cross to another thread. */
    save() {
        for (const h of [...this.head, ...this.tail])
            this.settle(h);
        return {
            events: this.events,
            head: this.head,
            middle: this.middle,
            tail: this.tail,
            hidden: this.hidden,
            foldedNotable: this.foldedNotable,
            tokens: this.tokens,
            tokenStride: this.tokenStride,
            tokenSeen: this.tokenSeen,
            ...(this.lastToken ? { lastToken: this.lastToken } : {}),
            context: this.context,
            contextStride: this.contextStride,
            contextSeen: this.contextSeen,
            ...(this.pendingContext ? { pendingContext: this.pendingContext } : {}),
            compactions: this.compactions,
            ...(this.lastContext ? { lastContext: this.lastContext } : {}),
            total: this.total,
            effective: this.effective,
            ...(this.window !== undefined ? { window: this.window } : {}),
        };
    }
    /** Take in the state of the part of the session that follows the events pushed here. */
    absorb(state, shift) {
        const move = (h) => ({
            ...h,
            position: h.position + shift.position,
            last: h.last + shift.position,
            origin: (0,events/* shiftOrigin */.Lj)(h.origin, shift),
        });
        // This part's tail and the next part's head go to the middle now; when the next part is
        // short (no tail of its own), the last of them are the session's tail.
        const between = [...this.tail, ...state.head.map(move)];
        const tail = state.tail.length
            ? state.tail.map(move)
            : between.splice(Math.max(0, between.length - this.limits.tail));
        for (const h of between)
            this.toMiddle(h);
        for (const x of state.middle) {
            if (isFold(x))
                pushFold(this.middle, { ...x, position: x.position + shift.position, last: x.last + shift.position });
            else {
                this.middle.push(move(x));
                this.middleEntries++;
            }
        }
        if (this.middleEntries > 0)
            this.compact();
        for (const [k, n] of Object.entries(state.hidden))
            addKind(this.hidden, k, n);
        this.foldedNotable += state.foldedNotable;
        this.tail = tail;
        const t0 = this.total;
        const e0 = this.effective;
        const shiftToken = (p) => ({
            position: p.position + shift.position,
            total: p.total + t0,
            effective: p.effective + e0,
        });
        this.tokens = [...this.tokens, ...state.tokens.map(shiftToken)];
        while (this.tokens.length > this.limits.points)
            this.tokens = thin(this.tokens, this.limits.points);
        if (state.lastToken)
            this.lastToken = shiftToken(state.lastToken);
        const shiftContext = (p) => ({ ...p, position: p.position + shift.position });
        if (this.pendingContext)
            this.context.push(this.pendingContext);
        this.pendingContext = undefined;
        this.context = [...this.context, ...state.context.map(shiftContext)];
        if (state.pendingContext)
            this.context.push(shiftContext(state.pendingContext));
        this.context = thinContext(this.context, this.limits.points);
        this.compactions = [...this.compactions, ...state.compactions.map(shiftContext)];
        while (this.compactions.length > this.limits.points)
            this.compactions = thin(this.compactions, this.limits.points);
        this.contextStride = Math.max(this.contextStride, state.contextStride);
        if (state.lastContext)
            this.lastContext = shiftContext(state.lastContext);
        this.total += state.total;
        this.effective += state.effective;
        if (state.window !== undefined)
            this.window = state.window;
        this.events += state.events;
        this.tokenSeen += state.tokenSeen;
        this.contextSeen += state.contextSeen;
    }
    /**
     * Which evidence events get a row of their own: those that have one already (an entry of one
     * event), then the first and last `evidence` of each cause, in turns over the causes (each
     * cause's first, then each cause's last, ...), up to `evidenceTotal`.
     */
    chooseEvidence(items, evidence, causes) {
        const chosen = new Set();
        for (const p of evidence.keys()) {
            const x = covering(items, p);
            if (x && !isFold(x) && x.count === 1)
                chosen.add(p);
        }
        const turns = causes.map((ps) => fromBothEnds([...new Set(ps)].filter((p) => evidence.has(p) && !chosen.has(p)).sort((a, b) => a - b), 2 * this.limits.evidence));
        let budget = this.limits.evidenceTotal;
        for (let r = 0; budget > 0; r++) {
            let more = false;
            for (const t of turns) {
                if (r >= t.length)
                    continue;
                more = true;
                if (budget > 0 && !chosen.has(t[r])) {
                    chosen.add(t[r]);
                    budget--;
                }
            }
            if (!more)
                break;
        }
        return chosen;
    }
    /**
     * The timeline. `evidence`: the evidence events the diagnosis fetched, by position; `causes`:
     * for each failure cause, the positions of its evidence events.
     */
    finish(evidence, causes) {
        if (this.pendingContext)
            this.flushContext();
        if (this.middleEntries > 0)
            this.compact();
        const items = [...this.head, ...this.middle, ...this.tail];
        for (const x of items)
            if (!isFold(x))
                this.settle(x);
        const hidden = { ...this.hidden };
        const chosen = this.chooseEvidence(items, evidence, causes);
        const standing = [...chosen].sort((a, b) => a - b);
        const loose = [...evidence.keys()].filter((p) => !chosen.has(p)).sort((a, b) => a - b);
        const entries = [];
        const folds = [];
        const evidenceEntry = (position) => {
            const { raw, origin } = evidence.get(position);
            const type = (0,events/* eventType */.$q)(raw);
            const { kind, failed } = kindOf(type, raw);
            const tool = type === 'tool_call' || type === 'tool_output' || type === 'skill_event' ? toolOf(raw) : undefined;
            return {
                position,
                last: position,
                count: 1,
                kind,
                type,
                ...(tool !== undefined ? { tool } : {}),
                text: textOf(type, raw, this.limits.text),
                ...(failed ? { failed: true } : {}),
                ...(origin ? { origin } : {}),
            };
        };
        let s = 0;
        let l = 0;
        for (const x of items) {
            // The evidence events that stand out of this item, and those folded in it.
            const inside = [];
            while (s < standing.length && standing[s] <= x.last) {
                if (standing[s] >= x.position)
                    inside.push(standing[s]);
                s++;
            }
            const folded = [];
            while (l < loose.length && loose[l] <= x.last) {
                if (loose[l] >= x.position)
                    folded.push(loose[l]);
                l++;
            }
            if (isFold(x)) {
                if (!inside.length) {
                    folds.push({ ...x, kinds: { ...x.kinds }, ...(folded.length ? { evidence: folded.length } : {}) });
                    continue;
                }
                // Cut the fold around the evidence events: each piece has its exact count; the kinds
                // are those of the whole stretch (without the evidence), unless one piece is left.
                const kinds = { ...x.kinds };
                for (const p of inside) {
                    const e = evidenceEntry(p);
                    if (kinds[e.kind])
                        kinds[e.kind] -= 1;
                    if (hidden[e.kind])
                        hidden[e.kind] -= 1;
                }
                for (const k of Object.keys(kinds))
                    if (!kinds[k])
                        delete kinds[k];
                const pieces = [];
                let from = x.position;
                for (const p of inside) {
                    if (p > from)
                        pieces.push({ position: from, last: p - 1, count: p - from, kinds: {} });
                    entries.push(evidenceEntry(p));
                    from = p + 1;
                }
                if (from <= x.last)
                    pieces.push({ position: from, last: x.last, count: x.last - from + 1, kinds: {} });
                // The folded evidence events in each piece: both in position order, counted in one walk
                // (a fold may hold thousands of pieces and of folded evidence events).
                let at = 0;
                for (const f of pieces) {
                    while (at < folded.length && folded[at] < f.position)
                        at++;
                    let n = 0;
                    for (; at < folded.length && folded[at] <= f.last; at++)
                        n++;
                    folds.push({
                        ...f,
                        kinds: { ...kinds },
                        ...(pieces.length > 1 ? { split: true } : {}),
                        ...(n ? { evidence: n } : {}),
                    });
                }
                continue;
            }
            if (!inside.length || x.count === 1) {
                entries.push(entryOf(x));
                continue;
            }
            // A run of similar events: the evidence events stand on their own rows between its pieces.
            const run = entryOf(x);
            let from = x.position;
            for (const p of inside) {
                if (p > from)
                    entries.push({
                        ...run,
                        position: from,
                        last: p - 1,
                        count: p - from,
                        text: from === x.position ? run.text : '',
                    });
                entries.push(evidenceEntry(p));
                from = p + 1;
            }
            if (from <= x.last)
                entries.push({ ...run, position: from, last: x.last, count: x.last - from + 1, text: '' });
        }
        const byPosition = new Map(entries.map((e) => [e.position, e]));
        causes.forEach((positions, i) => {
            for (const p of positions) {
                if (!chosen.has(p))
                    continue;
                const e = byPosition.get(p);
                if (e && !e.causes?.includes(i))
                    e.causes = [...(e.causes ?? []), i];
            }
        });
        const tokens = [...this.tokens];
        if (this.lastToken && tokens[tokens.length - 1]?.position !== this.lastToken.position)
            tokens.push(this.lastToken);
        const context = [...this.context];
        if (this.lastContext &&
            !this.lastContext.compaction &&
            context[context.length - 1]?.position !== this.lastContext.position)
            context.push(this.lastContext);
        context.push(...this.compactions);
        context.sort((a, b) => a.position - b.position);
        for (const k of Object.keys(hidden))
            if (!hidden[k])
                delete hidden[k];
        return {
            events: this.events,
            entries,
            folds,
            hidden,
            limits: this.limits,
            folded: { evidence: loose.length, notable: this.foldedNotable },
            tokens,
            context,
            ...(this.window !== undefined ? { window: this.window } : {}),
            causes,
        };
    }
}
/**
 * `t` with at most `rows` entries (when it has more): the first evidence entry of each cause
 * (up to half of them), then the first and last entries; the others join the folds. For a page
 * that must stay within a size.
 */
function fitTimeline(t, rows) {
    if (t.entries.length <= rows)
        return t;
    const keep = new Set();
    const firstOfCause = new Map();
    t.entries.forEach((e, i) => {
        for (const c of e.causes ?? [])
            if (!firstOfCause.has(c))
                firstOfCause.set(c, i);
    });
    for (const [, i] of [...firstOfCause].sort((a, b) => a[0] - b[0])) {
        if (keep.size >= Math.floor(rows / 2))
            break;
        keep.add(i);
    }
    for (let a = 0, b = t.entries.length - 1; a <= b && keep.size < rows; a++, b--) {
        keep.add(a);
        if (keep.size < rows)
            keep.add(b);
    }
    const hidden = { ...t.hidden };
    let evidence = t.folded.evidence;
    let notable = t.folded.notable;
    const out = [];
    const entries = [];
    let f = 0;
    const foldsUpTo = (position) => {
        while (f < t.folds.length && t.folds[f].position < position)
            pushFold(out, t.folds[f++]);
    };
    t.entries.forEach((e, i) => {
        foldsUpTo(e.position);
        if (keep.has(i)) {
            out.push(e);
            entries.push(e);
            return;
        }
        addKind(hidden, e.kind, e.count);
        if (e.causes?.length)
            evidence += e.count;
        if (notableClass(e) !== undefined)
            notable += e.count;
        pushFold(out, foldOf(e, e.causes?.length ? e.count : 0));
    });
    foldsUpTo(Infinity);
    return {
        ...t,
        entries,
        folds: out.filter(isFold),
        hidden,
        folded: { evidence, notable },
    };
}


/***/ }),

/***/ 2935:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SP: () => (/* binding */ COMMAND_TOOLS),
/* harmony export */   X1: () => (/* binding */ evidenceOf),
/* harmony export */   mD: () => (/* binding */ VerificationTracker),
/* harmony export */   zM: () => (/* binding */ verificationOf)
/* harmony export */ });
/* unused harmony exports commandOf, verificationStatus, verificationLine */
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7842);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8198);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2020);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9677);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4817);
/* harmony import */ var _weakening_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6747);
/* harmony import */ var _part_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6698);







/** The tools (lower-cased) whose calls run shell commands: finished_on_failure's `commandTools`. */
const COMMAND_TOOLS = new Set([
    'bash',
    'bash_command',
    'shell',
    'local_shell',
    'exec',
    'exec_command',
    'container_exec',
    'command_execution',
    'terminal',
    'execute_bash',
    'execute_command',
    'run',
    'run_ipython',
    'run_shell_command',
    'run_terminal_cmd',
    'powershell',
    // Aider's `/run`, Cline CLI 3's commands, Continue's terminal.
    'run_command',
    'run_commands',
    'run_terminal_command',
]);
/** The tools whose commands are read for checks and changes: the command tools, and Droid's `Execute`. */
const SHELL_TOOLS = new Set([...COMMAND_TOOLS, 'execute']);
/** The evidence of a fact: the event, or its reference. */
function evidenceOf(a) {
    return a.event ?? { position: a.position, origin: a.origin };
}
/**
 * Commands read so far, in any session, for the next call that runs the same (most repeat, in a
 * session and from one session to the next: `npm test`, `git status`). A reading is a function
 * of the command alone unless it asked what the session wrote: such a reading is not kept.
 */
const READ = new Map();
const CHECKED = new Map();
/** The most distinct commands remembered (then it starts over). */
const MAX_READ_COMMANDS = 512;
/** The longest command remembered (longer ones, a script in a heredoc, seldom repeat). */
const MAX_READ_LENGTH = 2048;
/** How many checks the report lists. */
const LISTED = 5;
/** The longest command a report shows. */
const COMMAND_LIMIT = 80;
/** The most weakenings kept. */
const MAX_WEAKENINGS = 20;
/** The most script bodies kept (for `python fix.py` writing files). */
const MAX_SCRIPTS = 64;
const MAX_ORPHANS = 64;
/** The most files remembered as changed (for a script run that runs one). */
const MAX_TOUCHED = 10_000;
/** The call id a pending weakening waits on. */
function callOf(id) {
    return typeof id === 'string' && id !== '' ? { call: id } : {};
}
const KIND_RANK = { lint: 0, build: 1, reproduction: 2, test: 3 };
/** The command text of a shell call's arguments. */
function commandOf(args) {
    if (typeof args === 'string')
        return args;
    if (args === null || typeof args !== 'object' || Array.isArray(args))
        return undefined;
    const a = args;
    // Cline CLI 3's `run_commands` gives a list of whole commands: one a line.
    if (Array.isArray(a.commands) && a.command === undefined && a.cmd === undefined)
        return a.commands.filter((w) => typeof w === 'string').join('\n');
    const c = a.command ?? a.cmd ?? a.script ?? a.keystrokes ?? a.code ?? a.commands;
    if (typeof c === 'string')
        return c;
    if (Array.isArray(c)) {
        const words = c.filter((w) => typeof w === 'string');
        const shell = words.findIndex((w) => w === '-c' || w === '-lc');
        return shell >= 0 && words[shell + 1] !== undefined ? words[shell + 1] : words.join(' ');
    }
    return undefined;
}
const str = (x) => (typeof x === 'string' ? x : undefined);
/** The text an edit replaces and leaves, where its arguments show both (Claude, OpenHands, Gemini, opencode). */
function oldAndNew(args) {
    const edits = Array.isArray(args.edits) ? args.edits : undefined;
    if (edits && edits.length) {
        const olds = edits.map((e) => str(e?.old_string) ?? str(e?.old_str) ?? str(e?.oldString));
        const news = edits.map((e) => str(e?.new_string) ?? str(e?.new_str) ?? str(e?.newString));
        if (olds.every((o) => o !== undefined) && news.every((n) => n !== undefined))
            return { old: olds.join('\n'), text: news.join('\n') };
    }
    const old = str(args.old_string) ?? str(args.old_str) ?? str(args.oldString) ?? str(args.oldText);
    const text = str(args.new_string) ??
        str(args.new_str) ??
        str(args.newString) ??
        str(args.newText) ??
        str(args.content) ??
        str(args.file_text);
    return { old, text };
}
class VerificationTracker {
    format;
    laterPart;
    keep;
    /**
     * The last checks, in order: the last `LISTED` are what a report lists (the last of all is the
     * one after the last change, if any is); the others are only counted. A check waiting for its
     * result is held by `pending` until it comes.
     */
    checks = [];
    counts = { all: 0, passed: 0, failed: 0 };
    lastPass = -1;
    changes = [];
    weakenings = [];
    commands = 0;
    written = new Map();
    /** Files the agent wrote or changed, with the position of the first change. */
    touched = new Map();
    scripts = new Map();
    /** Call id -> [its check, its change (index)] (-1: none). */
    pending = new Map();
    /** Each tool name's role, as first found. */
    roles = new Map();
    orphans = [];
    fileTools;
    open = {};
    anyShell;
    constructor(format, laterPart = false, keep = true) {
        this.format = format;
        this.laterPart = laterPart;
        this.keep = keep;
        this.fileTools = (format !== undefined && Object.hasOwn(_files_js__WEBPACK_IMPORTED_MODULE_4__/* .FILE_TOOLS */ .Ho, format) ? _files_js__WEBPACK_IMPORTED_MODULE_4__/* .FILE_TOOLS */ .Ho[format] : {});
        // SWE-agent's tool is the command's first word: every call that is no file tool is a shell command.
        this.anyShell = format === 'swe-agent';
    }
    /** Whether the format shows file edits at all (its own file tools, or a shell). */
    get seesChanges() {
        return Object.keys(this.fileTools).length > 0 || this.commands > 0;
    }
    isWritten(path, before, among = this.written) {
        const at = among.get(path) ?? among.get(path.replace(/^\.\//, ''));
        if (at !== undefined)
            return at < before;
        // The same file named relative and absolute (`repro.py`, `/repo/repro.py`).
        const name = path.replace(/^\.\//, '');
        if (name === '' || name.startsWith('-'))
            return false;
        for (const [p, at] of among)
            if (at < before && (p.endsWith(`/${name}`) || name.endsWith(`/${p}`)))
                return true;
        return false;
    }
    /** Whether the agent wrote files under a folder itself (a folder it made). */
    isOwnFolder(path, before) {
        const prefix = `${path.replace(/\/+$/, '')}/`;
        for (const [p, at] of this.written)
            if (p.startsWith(prefix) && at < before)
                return true;
        return false;
    }
    push(e) {
        if (e.type === 'tool_call')
            this.call(e);
        else if (e.type === 'tool_output')
            this.result(e);
    }
    /**
     * Where a call is, made only for the calls that change files or run commands. One shape for
     * all (an absent origin or event is undefined), so that copying it stays cheap.
     */
    at(e) {
        return { position: e.position, origin: e.origin, event: this.keep ? e : undefined };
    }
    /** How calls of a tool are read. */
    roleOf(tool) {
        let role = this.roles.get(tool);
        if (role === undefined) {
            const file = Object.hasOwn(this.fileTools, tool);
            role = { file, shell: SHELL_TOOLS.has(tool.toLowerCase()) || (this.anyShell && !file) };
            this.roles.set(tool, role);
        }
        return role;
    }
    /**
     * What a command changes (and whether it skips the commit hooks). The same command reads the
     * same unless its reading asked for a script the session wrote: such a reading is not kept.
     */
    readCommand(command) {
        const known = READ.get(command);
        if (known)
            return known;
        let asked = false;
        const masked = (0,_weakening_js__WEBPACK_IMPORTED_MODULE_5__/* .commandWeakening */ .TG)(command);
        const changes = (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .shellChanges */ .EU)(command, (p) => {
            asked = true;
            return this.scripts.get(p);
        });
        const out = { masked, changes };
        if (!asked)
            remember(READ, command, out);
        return out;
    }
    /**
     * The checks a command runs; a script the agent wrote or changed before `before`, run, runs the
     * changed code. Kept for the next same command unless the reading asked what the agent wrote.
     */
    checksOf(command, before) {
        const known = CHECKED.get(command);
        if (known)
            return known;
        let asked = false;
        const found = (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .recogniseChecks */ .JV)(command, (p) => {
            asked = true;
            return this.isWritten(p, before, this.touched);
        });
        if (!asked)
            remember(CHECKED, command, found);
        return found;
    }
    call(e) {
        const raw = e.raw;
        const tool = typeof raw.tool === 'string' ? raw.tool : '';
        const role = this.roleOf(tool);
        const id = raw.call_id;
        if (!role.file && !role.shell) {
            // Most calls: neither a file tool nor a shell. Only a weakening of the same call id waits on.
            if (this.weakenings.length > 0 && this.weakenings[this.weakenings.length - 1].call === id)
                if (typeof id === 'string' && id !== '')
                    this.pending.set(id, [undefined, -1]);
            return;
        }
        let args = raw.args;
        let changeIndex = -1;
        let check;
        const extract = role.file ? this.fileTools[tool] : undefined;
        if (typeof args === 'string' && extract)
            args = { __text: args, input: args };
        const isObject = args !== null && typeof args === 'object' && !Array.isArray(args);
        const touches = extract && isObject ? extract(args, this.open).filter((t) => t.action !== 'read') : [];
        if (touches.length > 0) {
            const at = this.at(e);
            const { old, text } = oldAndNew(args);
            for (const t of touches)
                this.changed(t.path, t.action === 'write' ? 'write' : 'edit', t.text ?? text, t.action === 'write' ? undefined : old, tool, at, id);
            changeIndex = this.changes.length;
            this.changes.push({
                position: at.position,
                origin: at.origin,
                event: at.event,
                paths: touches.map((t) => t.path),
            });
        }
        else if (role.shell) {
            const command = commandOf(args);
            if (command !== undefined && command.trim() !== '') {
                const at = this.at(e);
                this.commands++;
                const { masked, changes } = this.readCommand(command);
                if (masked)
                    this.weaken({ ...masked, ...at, path: '', tool, ...callOf(id) });
                const paths = [];
                for (const c of changes) {
                    if (c.action === 'delete') {
                        // Removing its own scratch file is no change of the project.
                        // Removing a file is no change the checks judge (it is most often the run's own scratch
                        // output); removing a test file is looked at for weakening all the same.
                        if (c.path !== '' && !this.isWritten(c.path, e.position + 1) && !this.isOwnFolder(c.path, e.position + 1))
                            this.changed(c.path, c.action, c.text, c.old, tool, at, id);
                        continue;
                    }
                    this.changed(c.path, c.action, c.text, c.old, tool, at, id);
                    paths.push(c.path);
                }
                if (paths.length > 0) {
                    changeIndex = this.changes.length;
                    this.changes.push({ position: at.position, origin: at.origin, event: at.event, paths });
                }
                const found = this.checksOf(command, e.position + 1);
                if (found.length > 0) {
                    let best = found[0];
                    for (const f of found)
                        if (KIND_RANK[f.kind] > KIND_RANK[best.kind])
                            best = f;
                    check = {
                        position: at.position,
                        origin: at.origin,
                        event: at.event,
                        kind: best.kind,
                        run: best.command,
                        outcome: 'unknown',
                    };
                    this.addCheck(check);
                }
                else if (this.laterPart) {
                    // A script written in the part before may be run here: the merge looks again.
                    const again = (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .recogniseChecks */ .JV)(command, () => true).filter((c) => c.kind === 'reproduction');
                    if (again.length)
                        throw new _part_error_js__WEBPACK_IMPORTED_MODULE_6__/* .PartDoesNotMerge */ .e('verification: a script run whose writing may be in the part before');
                }
            }
        }
        const weakened = this.weakenings.length > 0 && this.weakenings[this.weakenings.length - 1].call === id;
        if ((check || changeIndex >= 0 || weakened) && typeof id === 'string' && id !== '') {
            this.pending.set(id, [check, changeIndex]);
        }
    }
    /** A check ran: counted, and kept while a report may list it. */
    addCheck(c) {
        this.counts.all++;
        this.checks.push(c);
        if (this.checks.length > 4 * LISTED)
            this.forget();
    }
    /** Forgets the checks no report lists (they stay counted). */
    forget() {
        this.checks = this.checks.slice(-LISTED);
    }
    /** One file changed: remember scripts the agent writes, and whether the change weakens a check. */
    changed(path, action, text, old, tool, at, id) {
        if (!path)
            return;
        const own = this.isWritten(path, at.position);
        if (action === 'write' && !this.written.has(path))
            this.written.set(path, at.position);
        if (action !== 'delete' && !this.touched.has(path) && this.touched.size < MAX_TOUCHED)
            this.touched.set(path, at.position);
        if (action !== 'delete' &&
            text !== undefined &&
            this.scripts.size < MAX_SCRIPTS &&
            /\.(?:py|sh|js|ts|java|rb|go)$/.test(path))
            this.scripts.set(path, text);
        const w = (0,_weakening_js__WEBPACK_IMPORTED_MODULE_5__/* .weakening */ .C$)({ path, action, own, text, old });
        if (w)
            this.weaken({ ...w, ...at, path, tool, ...callOf(id) });
    }
    weaken(w) {
        if (this.weakenings.length < MAX_WEAKENINGS)
            this.weakenings.push(w);
    }
    result(e) {
        const id = e.raw.call_id;
        if (typeof id !== 'string' || id === '')
            return;
        const failed = e.raw.status === 'error';
        const summary = typeof e.raw.check_summary === 'string' ? e.raw.check_summary : undefined;
        const p = this.pending.get(id);
        if (!p) {
            if (this.laterPart && this.orphans.length < MAX_ORPHANS)
                this.orphans.push({
                    id,
                    failed: failed || e.raw.check_failed === true,
                    callFailed: failed,
                    ...(summary ? { summary } : {}),
                    at: e.position,
                });
            else if (this.laterPart)
                throw new _part_error_js__WEBPACK_IMPORTED_MODULE_6__/* .PartDoesNotMerge */ .e('verification: too many results of calls in the part before');
            return;
        }
        this.pending.delete(id);
        this.settle(id, p, failed || e.raw.check_failed === true, summary, failed);
    }
    settle(id, [c, changeIndex], failed, summary, callFailed) {
        {
            // A change whose call failed (a file that was not there to remove) weakened nothing.
            for (let i = this.weakenings.length - 1; i >= 0; i--) {
                const w = this.weakenings[i];
                if (w.call !== id)
                    continue;
                if (callFailed)
                    this.weakenings.splice(i, 1);
                else
                    delete w.call;
            }
        }
        if (c) {
            c.outcome = failed ? 'failed' : 'passed';
            if (failed)
                this.counts.failed++;
            else {
                this.counts.passed++;
                if (c.position > this.lastPass)
                    this.lastPass = c.position;
            }
            if (summary)
                c.summary = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .cutMasked */ .y3)(summary.replace(/\s+/g, ' '), 60, '...');
        }
        if (changeIndex >= 0 && failed && !c)
            this.changes[changeIndex].failed = true;
    }
    save() {
        const index = new Map(this.checks.map((c, i) => [c, i]));
        return {
            checks: this.checks,
            counts: this.counts,
            lastPass: this.lastPass,
            changes: this.changes,
            weakenings: this.weakenings,
            commands: this.commands,
            written: [...this.written],
            touched: [...this.touched],
            orphans: this.orphans,
            // A check no longer kept waits for a result no part can bring: the later of two parts is
            // the one saved, and nothing follows it.
            pending: [...this.pending].map(([id, [c, b]]) => [id, c ? (index.get(c) ?? -1) : -1, b]),
        };
    }
    /** Take in the state of the part that follows. */
    absorb(s, shift) {
        const move = (x) => ({
            ...x,
            position: x.position + shift.position,
            ...(x.origin ? { origin: (0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .shiftOrigin */ .Lj)(x.origin, shift) } : {}),
        });
        for (const o of s.orphans) {
            const p = this.pending.get(o.id);
            if (!p)
                continue;
            this.pending.delete(o.id);
            this.settle(o.id, p, o.failed, o.summary, o.callFailed);
        }
        const changes = this.changes.length;
        const checks = s.checks.map(move);
        this.checks.push(...checks);
        this.counts.all += s.counts.all;
        this.counts.passed += s.counts.passed;
        this.counts.failed += s.counts.failed;
        if (s.lastPass >= 0)
            this.lastPass = s.lastPass + shift.position;
        this.changes.push(...s.changes.map(move));
        for (const w of s.weakenings)
            this.weaken(move(w));
        this.commands += s.commands;
        for (const [path, at] of s.written)
            if (!this.written.has(path))
                this.written.set(path, at + shift.position);
        for (const [path, at] of s.touched)
            if (!this.touched.has(path))
                this.touched.set(path, at + shift.position);
        for (const [id, a, b] of s.pending) {
            this.pending.set(id, [a >= 0 ? checks[a] : undefined, b >= 0 ? b + changes : -1]);
        }
        if (this.checks.length > 4 * LISTED)
            this.forget();
    }
    /** The facts so far (all of them once the session ended). */
    facts() {
        const last = this.checks.length ? this.checks[this.checks.length - 1] : undefined;
        const lastCheck = last ? last.position : -1;
        let edits = 0;
        let editsAfterLastCheck = 0;
        let lastChangeAt;
        const afterLastCheck = new Set();
        const afterLastPass = new Set();
        for (const c of this.changes) {
            if (c.failed)
                continue;
            edits++;
            lastChangeAt = c;
            if (c.position > lastCheck) {
                editsAfterLastCheck++;
                for (const p of c.paths)
                    afterLastCheck.add(p);
            }
            if (c.position > this.lastPass)
                for (const p of c.paths)
                    afterLastPass.add(p);
        }
        const lastChange = lastChangeAt ? lastChangeAt.position : -1;
        const lastChecks = this.checks.slice(-LISTED).map(shownCheck);
        const lastShown = lastChecks.length ? lastChecks[lastChecks.length - 1] : undefined;
        return {
            seesChanges: this.seesChanges,
            edits,
            checks: this.counts.all,
            checksPassed: this.counts.passed,
            checksFailed: this.counts.failed,
            lastChecks,
            lastChange,
            ...(lastChangeAt ? { lastChangeAt } : {}),
            checkAfter: lastShown && lastShown.position >= lastChange ? lastShown : undefined,
            afterLastCheck: [...afterLastCheck],
            afterLastPass: [...afterLastPass],
            editsAfterLastCheck,
            weakenings: this.weakenings,
        };
    }
}
/** A kept check with its command as reports show it (worked out once). */
function shownCheck(c) {
    if (c.command === undefined)
        c.command = shown(c.run);
    return c;
}
/** Keeps what a command read to, unless too long to repeat; starts over when full. */
function remember(read, command, value) {
    if (command.length > MAX_READ_LENGTH)
        return;
    if (read.size >= MAX_READ_COMMANDS)
        read.clear();
    read.set(command, value);
}
/** A command as reports show it: one line, masked, cut, no backticks. */
function shown(command) {
    return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .cutMasked */ .y3)((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .QU)(command.replace(/\s+/g, ' ').trim()).replace(/`/g, "'"), COMMAND_LIMIT, '...');
}
function reportedAt(a) {
    return {
        event: a.position,
        ...(a.origin?.line !== undefined ? { line: a.origin.line } : {}),
        ...(a.origin?.index !== undefined ? { index: a.origin.index } : {}),
    };
}
/** A path named by a call, relative to the workspace; undefined outside it. */
function relative(p, workspace, cwd) {
    return workspace !== undefined
        ? (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .workspacePath */ .X5)(p, cwd, workspace)
        : !p.startsWith('/') && !p.startsWith('~') && !/^[A-Za-z]:/.test(p)
            ? (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .insideRoot */ .p0)('/w', `/w/${p}`.replace(/\/\.\//g, '/'))
            : undefined;
}
/**
 * Paths named inside the workspace (sorted) and how many were outside it; unnamed changes are not
 * files. `known`: paths placed before (the files after the last check are among those after the last pass).
 */
function placed(paths, workspace, cwd, known) {
    const inside = new Set();
    let outside = 0;
    for (const p of paths) {
        if (p === '')
            continue;
        let rel = known.get(p);
        if (rel === undefined && !known.has(p))
            known.set(p, (rel = relative(p, workspace, cwd)));
        if (rel === undefined)
            outside++;
        else
            inside.add(rel);
    }
    return { inside: [...inside].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), outside };
}
/** The status of the facts. */
function verificationStatus(f) {
    if (f.edits === 0)
        return f.seesChanges ? 'no_change' : 'changes_not_visible';
    if (!f.checkAfter)
        return 'not_verified';
    if (f.checkAfter.outcome === 'failed')
        return 'last_check_failed';
    if (f.checkAfter.outcome === 'unknown')
        return 'not_verified';
    return 'verified';
}
/** The report's verification facts, paths relative to the workspace. */
function verificationOf(f, workspace, cwd) {
    const status = verificationStatus(f);
    const known = new Map();
    const pass = placed(f.afterLastPass, workspace, cwd, known);
    const unchecked = placed(f.afterLastCheck, workspace, cwd, known);
    const uncheckedFiles = unchecked.inside.length + unchecked.outside;
    return {
        status,
        changed: f.edits > 0,
        edits: f.edits,
        checks: f.checks,
        checks_passed: f.checksPassed,
        checks_failed: f.checksFailed,
        check_after_last_edit: f.checkAfter !== undefined,
        files_after_last_pass: pass.inside,
        files_after_last_pass_outside: pass.outside,
        last_checks: f.lastChecks.map((c) => ({
            command: c.command,
            kind: c.kind,
            outcome: c.outcome,
            ...(c.summary ? { summary: c.summary } : {}),
            at: reportedAt(c),
        })),
        line: verificationLine(status, f, uncheckedFiles),
    };
}
/** The one sentence every output says. */
function verificationLine(status, f, uncheckedFiles) {
    const c = f.checkAfter;
    switch (status) {
        case 'verified':
            return `Verified: \`${c.command}\` passed after the last edit${c.summary ? ` (${c.summary})` : ''}.`;
        case 'last_check_failed':
            return `The last check failed: \`${c.command}\`${c.summary ? `, ${c.summary}` : ''}.`;
        case 'not_verified': {
            const what = uncheckedFiles > 0 ? (0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(uncheckedFiles, 'file') : (0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(f.editsAfterLastCheck, 'edit');
            if (c)
                return `Not verified: the last check's outcome is not recorded (\`${c.command}\`).`;
            return f.checks === 0
                ? `Not verified: ${what} changed and no check ran.`
                : `Not verified: ${what} changed after the last check.`;
        }
        case 'no_change':
            return `No change: the run edited no files${f.checks ? ` (${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(f.checks, 'check')} ran)` : ''}.`;
        case 'changes_not_visible':
            return 'Changes not visible: this trace shows no file edits or shell commands.';
    }
}


/***/ }),

/***/ 6747:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ weakening),
/* harmony export */   TG: () => (/* binding */ commandWeakening),
/* harmony export */   _1: () => (/* binding */ shortPath)
/* harmony export */ });
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9677);
/**
 * Whether one change weakens what judges the run: a test file deleted or emptied, assertions
 * removed, a skip or only marker added, a failure masked (`|| true`, `continue-on-error`, an
 * exception hook that swallows assertion errors, `os._exit(0)` in a test), a coverage threshold
 * lowered, a test step taken out of CI. Read from the change alone (the text it replaces, when the
 * call shows it, and the text it leaves), never from what the agent says. Pure.
 */

const CI_FILE = /(?:^|\/)(?:\.github\/workflows\/[^/]+\.ya?ml|\.gitlab-ci\.ya?ml|\.circleci\/config\.ya?ml|azure-pipelines\.ya?ml|Jenkinsfile|\.travis\.ya?ml|bitbucket-pipelines\.ya?ml|\.buildkite\/[^/]+\.ya?ml|\.pre-commit-config\.ya?ml)$/;
const CONFIG_FILE = /(?:^|\/)(?:setup\.cfg|tox\.ini|pyproject\.toml|\.coveragerc|jest\.config\.[cm]?[jt]s|vitest\.config\.[cm]?[jt]s|package\.json|\.nycrc(?:\.json)?|codecov\.ya?ml|Makefile|noxfile\.py|pytest\.ini)$/;
const SKIP_MARKER = /@pytest\.mark\.skip\b(?!if)|\bpytest\.skip\(|@unittest\.skip\b(?!If|Unless)|\b(?:it|test|describe|context|suite)\.(?:skip|only)\(|\b(?:x(?:it|describe|test)|f(?:it|describe))\(\s*['"`]|@Disabled\b|@Ignore\b|\bt\.Skip(?:Now|f)?\(|#\[ignore\]|\braise (?:unittest\.)?SkipTest\b|\bself\.skipTest\(|\bmarkTestSkipped\(/g;
const ASSERTION = /\bassert\w*\b|\bexpect\(|\bshould\b|\.to(?:Be|Equal|Match|Throw|Have)\w*\(|\bassertThat\(|\brequire\.\w+\(|\bt\.(?:Error|Fatal|Fail)f?\(/g;
const MASKS = [
    [/\|\|\s*true\b|\|\|\s*:(?:\s|$)|\|\|\s*exit 0\b/g, 'masked a failing command (`|| true`)'],
    [/continue-on-error:\s*true/g, 'let a failing CI step pass (`continue-on-error: true`)'],
    [/allow_failure:\s*true/g, 'let a failing CI job pass (`allow_failure: true`)'],
    [/^\s*if:\s*(?:false|\$\{\{\s*false\s*\}\})\s*$/gm, 'turned off a CI step (`if: false`)'],
    [/when:\s*never\b/g, 'turned off a CI job (`when: never`)'],
    [/--no-verify\b/g, 'skipped the commit hooks (`--no-verify`)'],
];
const EXIT_ZERO = /\bos\._exit\(\s*0\s*\)|\bsys\.exit\(\s*0\s*\)/g;
const SWALLOW = /except\s+(?:\(?[\w.]*AssertionError[\w., ]*\)?)(?:\s+as\s+\w+)?\s*:\s*(?:\n\s*)?(?:pass|return\b|continue)\b|sys\.excepthook\s*=/g;
const THRESHOLD = /(?:fail[_-]under|cov-fail-under|coverageThreshold|min(?:imum)?[_-]?coverage|\b(?:branches|lines|functions|statements)\b)["']?\s*[:=]?\s*(\d+(?:\.\d+)?)/g;
const TEST_STEP = /^\s*-?\s*(?:run:|script:)?.*\b(?:pytest|npm (?:run )?test|pnpm (?:run )?test|yarn test|go test|cargo test|mvn\b.*\btest|gradle\w*\b.*\btest|tox|jest|vitest|make test|dotnet test|rspec|phpunit)\b.*$/gm;
/** How often a global regex matches. */
function count(re, text) {
    if (!text)
        return 0;
    re.lastIndex = 0;
    let n = 0;
    while (re.exec(text))
        n++;
    return n;
}
/** The first match of a global regex, its line as shown. */
function first(re, text) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (!m)
        return undefined;
    const start = text.lastIndexOf('\n', m.index) + 1;
    const end = text.indexOf('\n', m.index + m[0].length);
    return text.slice(start, end < 0 ? undefined : end).trim();
}
/** The numbers of coverage thresholds in a text. */
function thresholds(text) {
    THRESHOLD.lastIndex = 0;
    return [...text.matchAll(THRESHOLD)].map((m) => Number(m[1]));
}
/** Whether the change added a match of `re` (more matches after than before; before unknown: any). */
function added(re, change) {
    const after = count(re, change.text);
    if (after === 0)
        return undefined;
    if (change.old !== undefined ? after <= count(re, change.old) : change.action === 'write' && change.own)
        return undefined;
    return first(re, change.text);
}
/**
 * A path as a description may name it: a relative one as it is (cut), an absolute one or one in a
 * home directory by its last name only (home directories carry people's names).
 */
function shortPath(path) {
    const p = path.replace(/\\/g, '/');
    if (p.startsWith('/') || p.startsWith('~') || /^[A-Za-z]:/.test(p) || p.includes('/home/') || p.includes('/Users/'))
        return p.slice(p.lastIndexOf('/') + 1).slice(-80);
    return p.length > 80 ? `...${p.slice(-77)}` : p;
}
/** How a change weakens a check, or undefined when it does not. */
function weakening(change) {
    const { path, action, text, old } = change;
    if (!path)
        return undefined;
    const test = (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestPath */ .MQ)(path);
    const ci = CI_FILE.test(path);
    if (test && !change.own) {
        if (action === 'delete' && /\.\w+$/.test(path))
            return { what: 'deleted a test file', shows: `rm ${shortPath(path)}` };
        if (action === 'write' && text !== undefined && text.trim() === '')
            return { what: 'emptied a test file', shows: `${shortPath(path)} (empty)` };
    }
    if (test && action !== 'delete') {
        const skip = added(SKIP_MARKER, change);
        if (skip && !change.own)
            return { what: 'added a skip or only marker to a test', shows: skip };
        if (old !== undefined && text !== undefined && !change.own) {
            const before = count(ASSERTION, old);
            if (before > 0 && count(ASSERTION, text) < before)
                return { what: 'removed an assertion', shows: first(ASSERTION, old) };
        }
        if (old !== undefined && text === '' && count(ASSERTION, old) > 0 && !change.own)
            return { what: 'removed an assertion', shows: first(ASSERTION, old) };
        const swallow = added(SWALLOW, change);
        if (swallow)
            return { what: 'swallowed assertion errors', shows: swallow };
        const exit = added(EXIT_ZERO, change);
        if (exit)
            return { what: 'made the tests exit with success', shows: exit };
    }
    if (ci || CONFIG_FILE.test(path)) {
        for (const [re, what] of MASKS) {
            const shows = added(re, { ...change, own: false });
            if (shows && (ci || /\|\|/.test(shows)))
                return { what, shows };
        }
        if (old !== undefined && text !== undefined) {
            const was = thresholds(old);
            const now = thresholds(text);
            if (was.length > 0 && now.length === was.length && now.some((n, i) => n < was[i]))
                return { what: 'lowered a coverage threshold', shows: first(THRESHOLD, text) };
            if (ci && count(TEST_STEP, old) > count(TEST_STEP, text))
                return { what: 'removed a test step from CI', shows: first(TEST_STEP, old) };
        }
    }
    return undefined;
}
/** How a shell command weakens a check by itself (`git commit --no-verify`), or undefined. */
function commandWeakening(command) {
    if (!command.includes('--no-verify'))
        return undefined;
    const m = /\bgit\s+(?:commit|push)\b[^\n;&|]*--no-verify\b/.exec(command);
    return m ? { what: 'skipped the commit hooks (`--no-verify`)', shows: m[0] } : undefined;
}


/***/ }),

/***/ 885:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIRST_PART_SHARE: () => (/* binding */ FIRST_PART_SHARE),
/* harmony export */   LEAD_MAX_EVENTS: () => (/* binding */ LEAD_MAX_EVENTS),
/* harmony export */   LineStarts: () => (/* binding */ LineStarts),
/* harmony export */   PARTS_MIN_BYTES: () => (/* reexport safe */ _threads_js__WEBPACK_IMPORTED_MODULE_11__._x),
/* harmony export */   cutPoint: () => (/* binding */ cutPoint),
/* harmony export */   diagnoseInParts: () => (/* binding */ diagnoseInParts),
/* harmony export */   diagnosePart: () => (/* binding */ diagnosePart),
/* harmony export */   evidenceAtLines: () => (/* binding */ evidenceAtLines),
/* harmony export */   finishFromLines: () => (/* binding */ finishFromLines),
/* harmony export */   finishTimeline: () => (/* binding */ finishTimeline),
/* harmony export */   runPartWorker: () => (/* binding */ runPartWorker)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5442);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7842);
/* harmony import */ var _core_depth_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8414);
/* harmony import */ var _engine_timeline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8636);
/* harmony import */ var _engine_presets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9236);
/* harmony import */ var _engine_rules_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6324);
/* harmony import */ var _trace_adapters_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9086);
/* harmony import */ var _report_prepared_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2313);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6438);
/* harmony import */ var _threads_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8586);
/**
 * One long JSONL file of flat events, diagnosed in two parts at once: this thread reads the
 * first half while a worker thread reads the rest, then the later part's state is merged into
 * the first's (SessionDiagnoser.save / absorb), and this thread finishes the diagnosis. The
 * merged diagnosis is the one a single pass gives (a test holds the two equal, for every preset).
 * The worker's young generation is bounded (PART_YOUNG_GENERATION_MB); this thread's is node's,
 * which Node 24 sizes by the machine's memory (the bench holds the peak of both to its limit).
 * Reading here rather than on a second worker spares a worker's start, and the crossing of the
 * diagnosis: its failure causes stay the objects they are.
 *
 * Rules that follow runs of consecutive events (the agents preset's loops, storms and unfinished
 * runs) cannot know, in the second part, what was open when it began. That part keeps its lead:
 * its events up to the moment every such rule holds the state it would hold whatever came
 * before (SessionDiagnoser.syncPart). The first part reads the lead again after its own events,
 * then takes in the rest. A part whose lead does not end within LEAD_MAX_EVENTS events, or that
 * cannot merge exactly for another reason, is read on by this thread.
 */














/** The most events a later part keeps as its lead before it is left to the first part (the main thread). */
const LEAD_MAX_EVENTS = 20_000;
/**
 * Where each event's line starts in the file, in bytes, by the event's position in its part: the
 * evidence is read again from there (evidenceAtLines), with no line counted on the way.
 */
class LineStarts {
    starts = new Float64Array(1 << 12);
    length = 0;
    push(offset) {
        if (this.length === this.starts.length) {
            const more = new Float64Array(this.starts.length * 2);
            more.set(this.starts);
            this.starts = more;
        }
        this.starts[this.length++] = offset;
    }
    at(position) {
        return position < this.length ? this.starts[position] : undefined;
    }
    /** Its offsets, to cross threads (their memory moved, not copied). */
    save() {
        return this.starts.subarray(0, this.length);
    }
    static of(saved) {
        const out = new LineStarts();
        out.starts = saved;
        out.length = saved.length;
        return out;
    }
}
/** The line starts of a session read in two parts: the first's positions, then the later one's. */
function joinedStarts(first, later) {
    return (p) => (p < first.length ? first.at(p) : later?.at(p - first.length));
}
/** An error as it crosses threads: an input error keeps its line. */
function partError(err) {
    return err instanceof _trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .TraceError */ .yW
        ? { error: { line: err.line, detail: err.detail }, internal: false }
        : { error: { detail: err?.message ?? String(err) }, internal: true };
}
/**
 * Bytes of a flat-event file per tool call, about, for sizing a part's call index: a call, its
 * output and the events between them take some hundreds of bytes (the bench's flat trace: 347).
 * A part of many fewer calls starts with a table larger than it needs, which changes no result.
 */
const BYTES_PER_CALL = 512;
function engineOf(job) {
    const { preset, ...rest } = job.engine;
    return {
        ...rest,
        preset: (0,_engine_presets_js__WEBPACK_IMPORTED_MODULE_6__/* .presetById */ .iH)(preset) ?? _engine_presets_js__WEBPACK_IMPORTED_MODULE_6__/* .CRITIQOR */ .m9,
        retainEvents: false,
        expectedCalls: Math.floor((job.end - job.start) / BYTES_PER_CALL),
    };
}
/**
 * Diagnose the bytes [start, end) of a flat-event JSONL file on their own, into `into` when
 * given (reading on from the events before them: `lineOffset` lines). A later part (`laterPart`)
 * keeps its lead in `lead`, and stops with PartDoesNotMerge when the lead grows too long.
 */
async function diagnosePart(job, options = {}) {
    const d = options.into?.d ?? new _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__/* .SessionDiagnoser */ .zU({ ...engineOf(job), laterPart: options.laterPart });
    const offset = options.into?.lineOffset ?? 0;
    const { timeline, lead, starts } = options;
    let synced = !options.laterPart || d.syncPart();
    const { lines } = await (0,_trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .readRecords */ .T3)(job.path, (value, line, at) => {
        if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .OW)(value))
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .TraceError */ .yW(job.path, line, `expected an event object, found ${(0,_trace_adapters_json_js__WEBPACK_IMPORTED_MODULE_8__/* .typeName */ .go)(value)}`);
        d.push(value, { line: line + offset });
        starts?.push(at);
        timeline?.push(value, { line: line + offset });
        if (synced)
            return;
        lead?.push({ raw: value, line });
        synced = d.syncPart();
        if (!synced && lead && lead.length >= LEAD_MAX_EVENTS)
            throw new _engine_rules_types_js__WEBPACK_IMPORTED_MODULE_7__/* .PartDoesNotMerge */ .e9(`its lead is longer than ${LEAD_MAX_EVENTS} events`);
    }, {
        range: { start: job.start, end: job.end, final: job.final },
        maxBytes: job.maxBytes,
        onWarning: options.onWarning &&
            ((w) => options.onWarning({ ...w, line: w.line !== undefined ? w.line + offset : undefined })),
    });
    return { d, lines };
}
/**
 * The share of a file the first part reads: half. Both parts start on worker threads at once;
 * the first then merges the later one's state, while the later one saves and posts it.
 */
const FIRST_PART_SHARE = 0.5;
/** Where to cut a file in two: just after the first line end past `share` of it; undefined if none. */
async function cutPoint(path, size, share = FIRST_PART_SHARE) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const buf = Buffer.alloc(1 << 20);
        for (let at = Math.floor(size * share); at < size; at += buf.length) {
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
 * `runPartWorker` in a worker thread) as the later part's worker. Undefined when the file is not
 * worth it.
 */
async function diagnoseInParts(path, script, engine, options) {
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    if (size < (options.minBytes ?? _threads_js__WEBPACK_IMPORTED_MODULE_11__/* .PARTS_MIN_BYTES */ ._x) || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)() < 2)
        return undefined;
    const cut = await cutPoint(path, size);
    if (cut === undefined)
        return undefined;
    const common = { path, engine, maxBytes: options.maxBytes, ...(options.timeline ? { timeline: true } : {}) };
    const later = { ...common, start: cut, end: size, final: true };
    const first = { ...common, start: 0, end: cut, final: false, later };
    // The later part replies over a channel of its own, its state moved rather than copied.
    const { port1, port2 } = new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.MessageChannel();
    // Started ahead, it has loaded (or is loading) and waits for its job; else a new one, with a
    // small young generation: the part's short-lived values (parsed lines) die young either way.
    const ready = options.started?.kind === 'part' ? options.started.take() : undefined;
    if (ready)
        ready.postMessage({ agentTrustGatePart: later, port: port2 }, [port2]);
    const worker = ready ??
        new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(script, {
            workerData: { agentTrustGatePart: later, port: port2 },
            transferList: [port2],
            resourceLimits: { maxYoungGenerationSizeMb: _threads_js__WEBPACK_IMPORTED_MODULE_11__/* .PART_YOUNG_GENERATION_MB */ .Cs },
        });
    // The later part's reply, or the failure of its worker.
    const reply = new Promise((resolve, reject) => {
        let sent = false;
        port1.once('message', resolve);
        // The later part says here that its reply is on its way, so that its exit is no failure.
        worker.once('message', () => (sent = true));
        worker.once('error', reject);
        worker.once('exit', (code) => {
            if (!sent)
                reject(new Error(`the worker thread stopped (exit code ${code})`));
        });
    });
    // Settled even when the first part fails before it waits for it.
    reply.catch(() => undefined);
    try {
        return await firstPart(first, reply, (w) => options.onWarning?.({ path, line: w.line, message: w.message }));
    }
    finally {
        port1.close();
        await worker.terminate();
    }
}
/**
 * The first part, on this thread: read it, merge the later part's reply, finish the diagnosis.
 * Its failure causes and causal graph are masked and written as report text once (the graph
 * straight from the diagnoser, never made as objects); the causes stay the objects they are.
 */
async function firstPart(job, later, onWarning) {
    const timeline = job.timeline ? new _engine_timeline_js__WEBPACK_IMPORTED_MODULE_5__/* .TimelineCollector */ .nB() : undefined;
    const { d, startOf } = await mergedParts(job, later, onWarning, timeline);
    const diagnosis = await finishFromLines(d, job.path, { graph: false }, startOf);
    const t = timeline ? finishTimeline(timeline, d, diagnosis) : undefined;
    const ahead = new Map();
    const prepared = (0,_report_prepared_js__WEBPACK_IMPORTED_MODULE_9__/* .prepareDiagnosis */ .t)(diagnosis, {
        graph: (to) => d.visitGraph(to),
        // A field that masking leaves as it is, is the value it was written from.
        ahead: (field, text) => ahead.set(field, text.plain === undefined ? { text, value: diagnosis[field] } : (0,_report_prepared_js__WEBPACK_IMPORTED_MODULE_9__/* .receiveAhead */ .hT)(text)),
    });
    return {
        diagnosis: (0,_report_prepared_js__WEBPACK_IMPORTED_MODULE_9__/* .receiveDiagnosis */ .r6)(prepared, ahead),
        ...(t ? { timeline: t } : {}),
        verification: d.verificationFacts,
    };
}
/**
 * The first part, merged with the later part's reply (from `later`): the whole session's
 * diagnoser, and where each of its events' lines starts. Warnings go to `onWarning` in the order
 * of the lines.
 */
async function mergedParts(job, later, onWarning, timeline) {
    const starts = new LineStarts();
    const first = await diagnosePart(job, { onWarning, timeline, starts });
    const second = await later;
    if ('unmerged' in second) {
        // The second part cannot merge: this thread reads on through it, as one pass would.
        await diagnosePart(job.later, { onWarning, timeline, starts, into: { d: first.d, lineOffset: first.lines } });
        return { d: first.d, startOf: joinedStarts(starts, undefined) };
    }
    for (const w of second.warnings)
        onWarning({ path: job.path, line: w.line !== undefined ? w.line + first.lines : undefined, message: w.message });
    if ('error' in second) {
        if (second.internal)
            throw new Error(second.error.detail);
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .TraceError */ .yW(job.path, second.error.line !== undefined ? second.error.line + first.lines : undefined, second.error.detail);
    }
    if (timeline && second.timeline)
        timeline.absorb(second.timeline, { position: first.d.eventCount, line: first.lines });
    first.d.replay(second.lead.map(({ raw, line }) => ({ raw, origin: { line } })), first.lines);
    first.d.absorb(second.state, first.lines);
    return { d: first.d, startOf: joinedStarts(starts, LineStarts.of(second.starts)) };
}
/**
 * The evidence events of a flat-event JSONL file that the engine kept by reference, read again
 * from their lines: by position.
 */
async function evidenceAtLines(path, refs, 
/** Where an event's line starts in the file, when known: the lines are read from there. */
startOf) {
    const starts = startOf && refs.map((r) => startOf(r.position));
    const texts = starts && starts.every((s) => s !== undefined)
        ? await (0,_trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .readLinesFrom */ .Ke)(path, refs.map((r, i) => ({ line: r.origin.line, start: starts[i] })))
        : await (0,_trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .readLinesAt */ .Z8)(path, refs.map((r) => r.origin.line));
    const resolved = new Map();
    for (const r of refs) {
        const text = texts.get(r.origin.line) ?? 'null';
        let raw;
        try {
            raw = JSON.parse(text);
        }
        catch {
            raw = undefined;
        }
        // A line read again must still be the object it was (and no deeper than the reader allows).
        if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .OW)(raw) || (0,_core_depth_js__WEBPACK_IMPORTED_MODULE_12__/* .nestsDeeper */ .RK)(raw, text.length))
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .TraceError */ .yW(path, r.origin.line, 'the file changed while it was read');
        resolved.set(r.position, { raw, origin: r.origin });
    }
    return resolved;
}
/** The diagnosis of a session whose events were pushed, with its evidence kept by reference in a JSONL file. */
async function finishFromLines(d, path, options = {}, startOf) {
    const refs = d.end();
    const resolved = refs.length ? await evidenceAtLines(path, refs, startOf) : undefined;
    try {
        return d.finish(resolved, options);
    }
    catch (err) {
        throw (0,_trace_read_js__WEBPACK_IMPORTED_MODULE_10__/* .deepError */ .NH)(err, path, undefined);
    }
}
/** The timeline of a session, with the evidence of each failure cause at its position. */
function finishTimeline(t, d, diagnosis) {
    const positions = d.evidencePositions;
    const evidence = new Map();
    diagnosis.failure_causes.forEach((c, i) => c.evidence.forEach((e, j) => {
        const p = positions[i]?.[j];
        if (p !== undefined && !evidence.has(p))
            evidence.set(p, { raw: e, origin: c.evidence_origins[j] });
    }));
    return t.finish(evidence, positions.map((ps) => [...ps]));
}
/**
 * A part worker's side: read the later part in `workerData`, or, for a worker started before its
 * job was known, in its first message.
 */
async function runPartWorker() {
    let data = node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData;
    if (data.agentTrustGatePart === _threads_js__WEBPACK_IMPORTED_MODULE_11__/* .PART_WORKER_WAITING */ .dH) {
        data = await new Promise((resolve) => node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort.once('message', resolve));
    }
    await runLaterPart(data.agentTrustGatePart, data.port);
}
/** The later part: read it and post its state to the first part (on the thread that started this one). */
async function runLaterPart(job, port) {
    const warnings = [];
    let reply;
    const transfer = [];
    try {
        const timeline = job.timeline ? new _engine_timeline_js__WEBPACK_IMPORTED_MODULE_5__/* .TimelineCollector */ .nB() : undefined;
        const lead = [];
        const starts = new LineStarts();
        const { d, lines } = await diagnosePart(job, {
            onWarning: (w) => warnings.push({ line: w.line, message: w.message }),
            timeline,
            laterPart: true,
            lead,
            starts,
        });
        const state = d.save();
        const c = state.calls;
        const saved = starts.save();
        for (const a of [c.a, c.b, c.c, c.flags, c.position, c.line, c.index, saved])
            transfer.push(a.buffer);
        reply = {
            state,
            lead: lead.slice(0, state.lead),
            ...(timeline ? { timeline: timeline.save() } : {}),
            lines,
            warnings,
            starts: saved,
        };
    }
    catch (err) {
        reply = err instanceof _engine_rules_types_js__WEBPACK_IMPORTED_MODULE_7__/* .PartDoesNotMerge */ .e9 ? { unmerged: err.message, warnings: [] } : { ...partError(err), warnings };
    }
    port.postMessage(reply, transfer);
    port.close();
    node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort.postMessage('sent');
}


/***/ }),

/***/ 2313:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IV: () => (/* binding */ preparedTexts),
/* harmony export */   gF: () => (/* binding */ fieldText),
/* harmony export */   gH: () => (/* binding */ HEAVY_FIELDS),
/* harmony export */   hT: () => (/* binding */ receiveAhead),
/* harmony export */   r6: () => (/* binding */ receiveDiagnosis),
/* harmony export */   t: () => (/* binding */ prepareDiagnosis)
/* harmony export */ });
/* unused harmony exports fieldJson, graphJson, transferOf, fieldTransfer, Utf8Writer */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1211);

/** The fields of a diagnosis sent as text: the ones that grow with the trace. */
const HEAVY_FIELDS = ['failure_causes', 'causal_graph'];
/** The depth of a diagnosis field's value in a report: report, sessions, session, diagnosis. */
const FIELD_DEPTH = 4;
/** A value as `JSON.stringify(report, null, 2)` writes it at `depth` (in arrays or objects). */
function jsonAt(value, depth) {
    let wrapped = value;
    for (let i = 0; i < depth; i++)
        wrapped = [wrapped];
    const all = JSON.stringify(wrapped, null, 2);
    // Each wrapping list adds `[\n` and the indentation before the value, and `\n`, its own indentation and `]` after.
    return all.slice(depth * (depth + 3), all.length - depth * (depth + 1));
}
/** A value as `JSON.stringify(report, null, 2)` writes it at the depth of a diagnosis field. */
function fieldJson(value) {
    return jsonAt(value, FIELD_DEPTH);
}
/** A value of plain objects, lists and strings with every string, keys too, through `str`. */
function stringsThrough(value, str) {
    if (typeof value === 'string')
        return str(value);
    if (Array.isArray(value))
        return value.map((v) => stringsThrough(v, str));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [str(k), stringsThrough(v, str)]));
    return value;
}
/**
 * On the thread that made the diagnosis: its heavy fields masked (as maskSecretsDeep masks them)
 * and written as text, the rest left to the receiver. With `graph`, the causal graph is written
 * from it (SessionDiagnoser.visitGraph), not from the diagnosis's (empty) one.
 */
function prepareDiagnosis(diagnosis, options = {}) {
    const walk = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .deepMasker */ .iG)();
    const mask = walk;
    const light = { ...diagnosis };
    const fields = {};
    for (const f of HEAVY_FIELDS) {
        if (f === 'causal_graph' && options.graph) {
            let changed = false;
            const out = new Utf8Writer();
            graphJson(options.graph, (s) => {
                const m = mask(s);
                if (m !== s)
                    changed = true;
                return m;
            }, out);
            const plain = changed ? new Utf8Writer() : undefined;
            if (plain)
                graphJson(options.graph, (s) => s, plain);
            fields[f] = { bytes: out.bytes(), unsafe: out.unsafe, ...(plain ? { plain: decoded(plain.bytes()) } : {}) };
        }
        else {
            const value = diagnosis[f];
            const masked = walk(value);
            const out = new Utf8Writer();
            out.write(fieldJson(masked));
            fields[f] = {
                bytes: out.bytes(),
                unsafe: out.unsafe,
                ...(masked !== value ? { plain: JSON.stringify(value) } : {}),
            };
        }
        ;
        light[f] = null;
        if (options.ahead && f !== HEAVY_FIELDS[HEAVY_FIELDS.length - 1]) {
            options.ahead(f, fields[f]);
            fields[f] = { ...fields[f], bytes: [], ahead: true };
        }
    }
    return { light, fields };
}
/**
 * A causal graph's text as `fieldJson` writes it, from its nodes and edges one at a time, every
 * string (keys too) through `str` first; into `out` when given. Each node and edge is written
 * straight as its text, a few hundred at a time, with no object made for it; each distinct
 * string (an event's id comes in its node and in its edges) is passed through `str` and quoted
 * once.
 */
function graphJson(visit, str, out) {
    const sink = out ?? new Utf8Writer();
    const keys = ['nodes', 'edges', 'id', 'type', 'label', 'from', 'to', 'relation'];
    // Masking leaves these words as they are; were it not so, the graph is made as objects and written as one.
    if (keys.some((key) => str(key) !== key)) {
        const graph = { nodes: [], edges: [] };
        visit({
            node: (id, type, label) => graph.nodes.push({ id, type, label }),
            edge: (from, to, relation) => graph.edges.push({ from, to, relation }),
        });
        sink.write(fieldJson(stringsThrough(graph, str)));
        return out ? '' : decoded(sink.bytes());
    }
    const pad = (n) => '  '.repeat(FIELD_DEPTH + n);
    const item = pad(2);
    const field = pad(3);
    const quoted = new Map();
    // Whether any string holds a character terminalJson rewrites: the rest of the text never does.
    let unsafe = false;
    const q = (s) => {
        let t = quoted.get(s);
        if (t === undefined) {
            quoted.set(s, (t = JSON.stringify(str(s))));
            if (!unsafe && (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalUnsafe */ .Fh)(t))
                unsafe = true;
        }
        return t;
    };
    const nodes = new Batch(sink);
    // The nodes and the edges come mixed: the edges wait in a writer of their own.
    const edges = new Batch(new Utf8Writer());
    const head = `{\n${pad(1)}"nodes": `;
    // One item: `{`, its three fields each on a line of its own, `}`.
    const n0 = `${item}{\n${field}"id": `;
    const n1 = `,\n${field}"type": `;
    const n2 = `,\n${field}"label": `;
    const e0 = `${item}{\n${field}"from": `;
    const e1 = `,\n${field}"to": `;
    const e2 = `,\n${field}"relation": `;
    const close = `\n${item}}`;
    visit({
        node: (a, b, c) => {
            if (nodes.count === 0)
                sink.write(`${head}[\n`);
            nodes.add(n0 + q(a) + n1 + q(b) + n2 + q(c) + close);
        },
        edge: (a, b, c) => edges.add(e0 + q(a) + e1 + q(b) + e2 + q(c) + close),
    });
    nodes.flush();
    edges.flush();
    if (unsafe)
        sink.unsafe = edges.out.unsafe = true;
    sink.write(`${nodes.count ? `\n${pad(1)}]` : `${head}[]`},\n${pad(1)}"edges": `);
    if (edges.count) {
        sink.write('[\n');
        sink.append(edges.out);
        sink.write(`\n${pad(1)}]`);
    }
    else
        sink.write('[]');
    sink.write(`\n${pad(0)}}`);
    return out ? '' : decoded(sink.bytes());
}
/**
 * The heavy fields' report text of received diagnoses and their masked twins; an unmasked
 * diagnosis that masking changes has none (its text is the masked one).
 */
const TEXTS = new WeakMap();
const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();
const DECODED = new WeakMap();
/** Chunks of UTF-8, each whole characters, as one string. */
function decoded(chunks) {
    return chunks.map((c) => DECODER.decode(c)).join('');
}
/** A prepared field's text (its masked report JSON), decoded once. */
function fieldText(f) {
    let text = DECODED.get(f);
    if (text === undefined)
        DECODED.set(f, (text = decoded(f.bytes)));
    return text;
}
/** The memory a message moves rather than copies: the prepared fields' bytes. */
function transferOf(wire) {
    return [...new Set(HEAVY_FIELDS.flatMap((f) => fieldTransfer(wire.fields[f])))];
}
/** The memory a message moves rather than copies: a field's bytes. */
function fieldTransfer(text) {
    return [...new Set(text.bytes.map((b) => b.buffer))];
}
/** On the receiving thread: a field sent ahead, read at once (while the sender writes the rest). */
function receiveAhead(text) {
    return { text, value: JSON.parse(fieldText(text)) };
}
/** A diagnosis whose heavy fields are read when first read (from their text, by `value`). */
function lazy(light, value) {
    const out = { ...light };
    for (const f of HEAVY_FIELDS) {
        const define = (v) => Object.defineProperty(out, f, { value: v, enumerable: true, configurable: true, writable: true });
        Object.defineProperty(out, f, {
            enumerable: true,
            configurable: true,
            get() {
                const v = value(f);
                define(v);
                return v;
            },
            set(v) {
                TEXTS.delete(out);
                define(v);
            },
        });
    }
    return out;
}
/** On the receiving thread: the diagnosis a worker prepared, its heavy fields read when first read. */
function receiveDiagnosis(wire, ahead = new Map()) {
    const fields = { ...wire.fields };
    // Each text is read once: a field that masking leaves as it is is the same value in the
    // diagnosis and in its masked twin (as maskSecretsDeep, which copies only what it changes).
    const read = new Map();
    for (const f of HEAVY_FIELDS) {
        if (!fields[f].ahead)
            continue;
        const got = ahead.get(f);
        if (!got)
            throw new Error(`the diagnosis's ${f} was not received`);
        fields[f] = got.text;
        read.set(f, got.value);
    }
    const masked = (f) => {
        if (!read.has(f))
            read.set(f, JSON.parse(fieldText(fields[f])));
        return read.get(f);
    };
    const plain = (f) => {
        const p = fields[f].plain;
        return p === undefined ? masked(f) : JSON.parse(p);
    };
    const diagnosis = lazy(wire.light, plain);
    if (HEAVY_FIELDS.every((f) => fields[f].plain === undefined))
        TEXTS.set(diagnosis, fields);
    (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .setMaskedTwin */ .yC)(diagnosis, (walk) => {
        // As maskSecretsDeep would copy it: keys and light fields masked, the heavy ones from their text.
        const light = {};
        for (const [k, v] of Object.entries(wire.light))
            light[walk(k)] = walk(v);
        const twin = lazy(light, masked);
        TEXTS.set(twin, fields);
        return twin;
    });
    return diagnosis;
}
/** The heavy fields' report text of a received diagnosis (or its masked twin), when it has it. */
function preparedTexts(value) {
    return value !== null && typeof value === 'object' ? TEXTS.get(value) : undefined;
}
/** Slabs of UTF-8 a writer fills, each of this many bytes (or one character, if longer). */
const SLAB_BYTES = 1 << 20;
/**
 * Text written as UTF-8 into slabs, never as one long string (which would be garbage as large
 * as the text); it notes whether any of it holds a character `terminalJson` rewrites.
 */
class Utf8Writer {
    full = [];
    slab = new Uint8Array(0);
    at = 0;
    unsafe = false;
    /** Write `s`; with `unsafe`, whether it holds a character `terminalJson` rewrites is known already. */
    write(s, unsafe) {
        if (unsafe ?? (!this.unsafe && (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalUnsafe */ .Fh)(s)))
            this.unsafe = true;
        let rest = s;
        for (;;) {
            const { read, written } = ENCODER.encodeInto(rest, this.slab.subarray(this.at));
            this.at += written;
            if (read === rest.length)
                return;
            rest = rest.slice(read);
            this.next();
        }
    }
    /** Everything `other` holds, after what this one holds. */
    append(other) {
        this.next();
        this.full.push(...other.bytes());
        if (other.unsafe)
            this.unsafe = true;
    }
    next() {
        if (this.at)
            this.full.push(this.slab.subarray(0, this.at));
        this.slab = new Uint8Array(SLAB_BYTES);
        this.at = 0;
    }
    bytes() {
        if (this.at)
            this.full.push(this.slab.subarray(0, this.at));
        this.slab = new Uint8Array(0);
        this.at = 0;
        return this.full;
    }
}
/** Items of a JSON list, each given as its text, written with `,\n` between them a few hundred at a time. */
class Batch {
    out;
    items = [];
    count = 0;
    constructor(out) {
        this.out = out;
    }
    add(item) {
        this.items.push(item);
        if (++this.count % 256 === 0)
            this.flush();
    }
    flush() {
        if (!this.items.length)
            return;
        // Checked for characters a terminal must not get where its strings were quoted (graphJson).
        this.out.write((this.count > this.items.length ? ',\n' : '') + this.items.join(',\n'), false);
        this.items = [];
    }
}


/***/ }),

/***/ 1211:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fh: () => (/* binding */ terminalUnsafe),
/* harmony export */   MR: () => (/* binding */ maskSecretsDeep),
/* harmony export */   QU: () => (/* reexport safe */ _core_secrets_js__WEBPACK_IMPORTED_MODULE_0__.QU),
/* harmony export */   T3: () => (/* binding */ mdUrl),
/* harmony export */   Y_: () => (/* binding */ breakMarker),
/* harmony export */   _b: () => (/* binding */ mermaidLabel),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   eR: () => (/* binding */ terminalText),
/* harmony export */   iG: () => (/* binding */ deepMasker),
/* harmony export */   t3: () => (/* binding */ terminalJson),
/* harmony export */   tL: () => (/* binding */ terminalLine),
/* harmony export */   xs: () => (/* binding */ mdCode),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   yC: () => (/* binding */ setMaskedTwin)
/* harmony export */ });
/* unused harmony exports MARKER_TEXT, oneLine, plainText, sanitizeCommentKey, logLine */
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8198);
/**
 * Making trace-derived text safe to show. Trace content is untrusted: a trace is written by an
 * agent that may have read anything, and on a pull request by whoever wrote the pull request.
 * Everything that came from a trace (session names and paths, labels, descriptions, evidence,
 * arguments) goes through one of the functions here before it reaches a comment, the job summary,
 * an annotation or a log line:
 *
 * - `mdText`: prose in Markdown (paragraphs, list items, table cells);
 * - `mdCode`: a name or label shown as an inline code span (also inside a table cell);
 * - `mermaidLabel`: the text of a node in a Mermaid diagram;
 * - `plainText`: logs, annotations and other plain-text places.
 *
 * Each of them masks secret-shaped values as `***`, puts the text on one line (no control
 * characters, no bidirectional overrides), shortens it, and breaks our own comment marker so that
 * trace content can never pose as one. Then each escapes for its context.
 *
 * Pure functions, no I/O.
 */


/** Zero-width joiner: invisible, but it breaks @mentions, #references and autolinks. */
const ZWJ = '\u200d';
/** The text of our hidden comment marker (see src/action/comment.ts). */
const MARKER_TEXT = 'agent-trust-gate:comment-key';
/**
 * One line of plain characters: line breaks, tabs and other control characters, and the Unicode
 * bidirectional controls (which can make text read differently from what it is) become spaces;
 * runs of spaces collapse; the ends are trimmed.
 */
function oneLine(s) {
    return (s
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .replace(/ {2,}/g, ' ')
        .trim());
}
/** At most `max` characters (UTF-16 units), ending in `…` when shortened; never splits a pair. */
function truncate(s, max) {
    if (s.length <= max)
        return s;
    let cut = s.slice(0, Math.max(0, max - 1));
    const last = cut.charCodeAt(cut.length - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        cut = cut.slice(0, -1);
    return cut + '…';
}
/** Break our hidden comment marker inside trace content so it can never be taken for ours. */
function breakMarker(s) {
    return s.replace(/agent-trust-gate:comment-key/gi, (m) => m.replace(':', `:${ZWJ}`)).replace(/<!--/g, `<!-${ZWJ}-`);
}
/** Mask, put on one line, shorten, break the marker: what every context starts with. */
function clean(s, max) {
    // Cut very long input before the regexes run; the margin keeps a secret that straddles the
    // final cut recognisable (every pattern is shorter than the margin, or matches when torn).
    const pre = s.length > max + 256 ? s.slice(0, max + 256) : s;
    return breakMarker(truncate(oneLine((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(pre)), max));
}
/**
 * Neutralise @mentions and #123 references with a zero-width joiner. URLs are not touched here:
 * mdText shows them as code (no autolink, and a copied URL still works).
 */
function noPings(s) {
    return s.replace(/(^|[^A-Za-z0-9_])@(?=[A-Za-z0-9])/g, `$1@${ZWJ}`).replace(/#(?=\d)/g, `#${ZWJ}`);
}
/** A URL in trace text: a scheme and `://`, or `www.`, up to a space (closing punctuation left out). */
const URL_IN_TEXT = /(?:\b[A-Za-z][A-Za-z0-9+.-]*:\/\/|\bwww\.)[^\s<>"'`]*[^\s<>"'`.,;:!?)\]}]/gi;
/**
 * A URL as an inline code span: GitHub links no URL inside code, and the text copied is the URL
 * itself. `|` and a backtick, which a code span in a table cell cannot hold as they are, are
 * percent-encoded (the same URL).
 */
function urlCode(url) {
    return `\`${url.replace(/\|/g, '%7C').replace(/`/g, '%60')}\``;
}
/**
 * Trace text as Markdown prose, safe in a paragraph, a list item or a table cell: no HTML, no
 * links or images, no emphasis, no math, no pipes or line breaks that would break a table, no
 * @mentions or #references that would notify anyone.
 */
/** A URL of ours (never trace content) as a Markdown link target: encoded, no parenthesis or space to end it early. */
function mdUrl(url) {
    return encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29');
}
function mdText(s, max = 300) {
    const alnum = (c) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    const escape = (text) => noPings(text).replace(/[\\`*_{}[\]<>|~&$!]/g, (c, at, all) => 
    // `_` between two letters or digits cannot open or close emphasis; leave it readable.
    c === '_' && alnum(all[at - 1]) && alnum(all[at + 1]) ? c : `\\${c}`);
    // URLs as code, the text around them escaped.
    const text = clean(s, max);
    let escaped = '';
    let at = 0;
    for (const m of text.matchAll(URL_IN_TEXT)) {
        escaped += escape(text.slice(at, m.index)) + urlCode(m[0]);
        at = m.index + m[0].length;
    }
    escaped += escape(text.slice(at));
    // At the start of a list item, `#`, `-`, `+`, `=` or `1.` would start a heading or a list.
    return escaped.replace(/^([#+=-]|\d+(?=[.)]))/, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`));
}
/**
 * Trace text as an inline code span: the fence is longer than any run of backticks inside, and
 * in a table cell `|` is escaped (GitHub unescapes it inside the code span).
 */
function mdCode(s, options = {}) {
    let text = clean(s, options.max ?? 200);
    if (text === '')
        return '*(empty)*';
    if (options.table)
        text = text.replace(/\|/g, '\\|');
    let longest = 0;
    for (const run of text.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/**
 * Trace text as the label of a Mermaid node, to be put between double quotes: every character
 * outside a small safe set becomes a Mermaid entity code (`#34;`), so that no quote, bracket,
 * backtick, `%%` directive or HTML can get out of the label or the code fence.
 */
function mermaidLabel(s, max = 60) {
    let out = '';
    for (const ch of clean(s, max)) {
        out += /^[A-Za-z0-9 _.,:/=+-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
    }
    return out;
}
/** Trace text for a log line, an annotation or a failure message: masked, one line, shortened. */
function plainText(s, max = 1000) {
    return clean(s, max);
}
/**
 * A comment key as it goes into the hidden marker: letters, digits and `._/ +=:-` only, no `--`
 * (which would end the HTML comment), at most 100 characters; `default` when nothing is left.
 */
function sanitizeCommentKey(raw) {
    const key = oneLine(raw)
        .replace(/[^A-Za-z0-9._/ +=:-]/g, '_')
        .replace(/-{2,}/g, '-')
        .slice(0, 100)
        .trim();
    return key === '' ? 'default' : key;
}
/** Trace text in a log line that keeps its indentation: masked, no control characters, shortened. */
function logLine(s, max = 2000) {
    const pre = s.length > max + 256 ? s.slice(0, max + 256) : s;
    return breakMarker(truncate(
    // eslint-disable-next-line no-control-regex
    maskSecrets(pre).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' '), max));
}
/**
 * Objects whose masked copy is made otherwise than by walking them: a diagnosis received from a
 * worker thread with its heavy fields already masked as text (src/report/prepared.ts). The
 * function gets the walk, for what it does not hold masked.
 */
const MASKED_TWINS = new WeakMap();
/** Whether any object has a twin: until then no object is looked up. */
let twins = false;
/** Have `maskSecretsDeep` take `twin(walk)` as the masked copy of `value`. */
function setMaskedTwin(value, twin) {
    MASKED_TWINS.set(value, twin);
    twins = true;
}
/**
 * A copy of a JSON value with every secret-shaped string masked (keys as well as values). For
 * the reports the action writes and uploads: evidence copied from traces may hold credentials,
 * and an artifact can be read by anyone who can read the run.
 */
function maskSecretsDeep(value) {
    return deepMasker()(value);
}
/** The length from which a text is looked up among those masked before its hint is read. */
const LONG_TEXT = 1024;
/**
 * maskSecretsDeep as a function that keeps what it learnt between values: each distinct string
 * is masked once, whichever value holds it.
 */
function deepMasker() {
    // A report repeats its keys and many of its values (types, names, labels): each distinct
    // string that may hold a secret is masked once. Most strings hold no hint of one, and are
    // left at that one test (cheaper than looking them up).
    const seen = new Map();
    const mask = (s) => {
        // A long text (a file an agent wrote, quoted as evidence in every copy of a session) is
        // looked up first: a lookup costs less than reading it for a hint of a secret.
        if (s.length < LONG_TEXT && !(0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .mayHoldSecret */ .dV)(s))
            return s;
        let m = seen.get(s);
        if (m === undefined)
            seen.set(s, (m = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(s)));
        return m;
    };
    // Copy on write: a plain object or array in which nothing changes is returned as it is, so
    // that a long report is not copied whole to mask the few values that hold a secret.
    const walk = (x) => {
        if (typeof x === 'string')
            return mask(x);
        if (Array.isArray(x)) {
            let out;
            for (let i = 0; i < x.length; i++) {
                const v = x[i];
                const w = walk(v);
                if (out)
                    out.push(w);
                else if (w !== v)
                    (out = x.slice(0, i)).push(w);
            }
            return out ?? x;
        }
        if (x !== null && typeof x === 'object') {
            const twin = twins ? MASKED_TWINS.get(x) : undefined;
            if (twin)
                return twin(walk);
            const proto = Object.getPrototypeOf(x);
            const keys = Object.keys(x);
            const o = x;
            const n = keys.length;
            // Up to the first key or value that changes, nothing is kept: most objects hold no secret.
            const other = proto !== Object.prototype && proto !== null;
            let at = other ? 0 : n;
            let changedValue;
            for (let j = 0; j < at; j++) {
                const v = o[keys[j]];
                const w = walk(v);
                if (w !== v || mask(keys[j]) !== keys[j]) {
                    at = j;
                    changedValue = w;
                }
            }
            if (at === n && !other)
                return x;
            const out = [];
            for (let j = 0; j < n; j++) {
                const k = keys[j];
                out.push([mask(k), j < at ? o[k] : j === at && !other ? changedValue : walk(o[k])]);
            }
            return Object.fromEntries(out);
        }
        return x;
    };
    return walk;
}
/**
 * Characters a terminal may act on rather than show: C0 controls other than line feed and tab,
 * DEL, C1 controls (U+009B is a one-character CSI), the line and paragraph separators and the
 * bidirectional controls (which can make text read differently from what it is).
 */
// eslint-disable-next-line no-control-regex
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const TERMINAL_UNSAFE_ONE = new RegExp(TERMINAL_UNSAFE.source);
/** Whether `terminalText` or `terminalJson` would change `s`. */
function terminalUnsafe(s) {
    return TERMINAL_UNSAFE_ONE.test(s);
}
/**
 * Text for a terminal: every character a terminal could take as a command (an escape sequence,
 * a carriage return that overwrites the line, a bidirectional override) becomes `?`. Line feeds
 * and tabs stay. For whole outputs (the CLI's summary, its Markdown), after their own escaping.
 */
function terminalText(s) {
    return s.replace(TERMINAL_UNSAFE, '?');
}
/**
 * JSON text safe for a terminal and the same value: JSON.stringify escapes C0 controls but
 * leaves DEL, C1 controls, the line separators and the bidirectional controls as they are; they
 * can only stand inside strings, where `\uXXXX` means the same character.
 */
function terminalJson(json) {
    return json.replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * One line of at most `max` characters for an error or a warning on a terminal: masked unless
 * `mask` is false, control characters and bidirectional controls as spaces, shortened with `…`.
 */
function terminalLine(s, options = {}) {
    const max = options.max ?? 300;
    const pre = s.length > max + 256 ? s.slice(0, max + 256) : s;
    return truncate(oneLine(options.mask === false ? pre : (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(pre)), max);
}


/***/ }),

/***/ 9086:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* reexport safe */ _core_events_js__WEBPACK_IMPORTED_MODULE_1__.OW),
/* harmony export */   Pg: () => (/* binding */ firstNum),
/* harmony export */   Pj: () => (/* binding */ oneDocumentInstance),
/* harmony export */   QL: () => (/* binding */ arr),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   Xk: () => (/* binding */ expectObject),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   go: () => (/* reexport safe */ _core_text_js__WEBPACK_IMPORTED_MODULE_0__.go),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   lj: () => (/* binding */ parseObject),
/* harmony export */   oE: () => (/* binding */ compact),
/* harmony export */   oP: () => (/* binding */ withId),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   qL: () => (/* binding */ setKey)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2020);
/* harmony import */ var _core_depth_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8414);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7842);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6438);
/**
 * Reading loosely typed JSON fields, and the records an adapter expects. Pure: no I/O.
 */





/** The record as an object, or a TraceError naming the line. */
function expectObject(ctx, value, line, what = 'a JSON object') {
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
        throw new _read_js__WEBPACK_IMPORTED_MODULE_2__/* .TraceError */ .yW(ctx.source, line, `expected ${what}, found ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .typeName */ .go)(value)}`);
    return value;
}
/**
 * For a format written as one JSON document: a reader of that document as an object. A second
 * document, or one that is not an object, is a TraceError naming its line.
 */
function oneDocument(ctx, what) {
    let done = false;
    return (value, line) => {
        if (done)
            throw new _read_js__WEBPACK_IMPORTED_MODULE_2__/* .TraceError */ .yW(ctx.source, line, `expected one ${what}, found more JSON after it`);
        done = true;
        return expectObject(ctx, value, line, `a ${what} object`);
    };
}
/** The instance of a format written as one JSON document: `read` gets the document, as oneDocument reads it. */
function oneDocumentInstance(ctx, what, read) {
    const take = oneDocument(ctx, what);
    return {
        record: (value, line) => read(take(value, line), line),
        end() { },
    };
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
/** The longest record id an origin keeps. */
const MAX_RECORD_ID = 128;
/**
 * An origin with the record's own id (a message uuid, an event id), so that evidence points at
 * the record; the origin as it is when the record has no id (or one longer than MAX_RECORD_ID).
 */
function withId(origin, id) {
    const s = idOf(id);
    if (s === undefined || s.length > MAX_RECORD_ID)
        return origin;
    // Built field by field (in the order the report shows them), not spread: this runs for every
    // record of the formats that have ids, and a spread of a small object is several times slower.
    const out = {};
    if (origin.line !== undefined)
        out.line = origin.line;
    if (origin.index !== undefined)
        out.index = origin.index;
    if (origin.span_id !== undefined)
        out.span_id = origin.span_id;
    out.id = s;
    return out;
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
/**
 * JSON text held in a string field, parsed; undefined when it is not JSON or when it is nested
 * deeper than MAX_DEPTH (src/core/depth.ts), so that what an adapter parses out of a record is
 * never deeper than a record may be. Adapters parse JSON only with this (or `parseObject`,
 * `parseArgs`), never with `JSON.parse`.
 */
function parseJson(text) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    return (0,_core_depth_js__WEBPACK_IMPORTED_MODULE_3__/* .nestsDeeper */ .RK)(v, text.length) ? undefined : v;
}
/** Parse a JSON object out of a string (as `parseJson` does), or undefined. */
function parseObject(x, limit = 1 << 20) {
    if (typeof x !== 'string' || x.length > limit)
        return undefined;
    const t = x.trim();
    if (!t.startsWith('{'))
        return undefined;
    const v = parseJson(t);
    return (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) ? v : undefined;
}
/**
 * Set a key read from a trace on an object as its own field. A plain assignment to `__proto__`
 * (a key JSON.parse keeps as an ordinary field) would replace the object's prototype instead:
 * the key would vanish and its value's fields would show through as inherited ones.
 */
function setKey(out, k, v) {
    if (k === '__proto__')
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    else
        out[k] = v;
}
/** Drop undefined fields, so events carry only what is known. */
function compact(o) {
    const out = {};
    for (const k of Object.keys(o)) {
        const v = o[k];
        if (v !== undefined)
            setKey(out, k, v);
    }
    return out;
}


/***/ }),

/***/ 4046:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HS: () => (/* binding */ conversationAt),
/* harmony export */   eI: () => (/* binding */ namedFile),
/* harmony export */   gA: () => (/* binding */ eventFiles),
/* harmony export */   gt: () => (/* binding */ groupConversations)
/* harmony export */ });
/* unused harmony export BASE_STATE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * OpenHands V1 conversation folders (formats.md "Formats of late 2026"): the SDK and the CLI keep
 * a conversation as a folder `<id>/` holding `events/event-NNNNN-<uuid>.json`, one event a file,
 * and `base_state.json`, the conversation's state. One folder is one run: the reader reads its
 * event files in the order of NNNNN, then its state, as the records of one trace (read.ts), and
 * the walk of a folder (files.ts) gives the conversation folder where it finds its files, once.
 *
 * Given the conversation folder, its `events/` folder, or a folder of conversations, each
 * conversation is one trace. Files in `events/` that are not events (`.eventlog.lock`, names
 * that start with a dot) are the SDK's own and not read.
 */


/** An event file's name: its place in the conversation, then its id. */
const EVENT_FILE = /^event-(\d+)-[^/\\]*\.json$/;
/** The conversation's state beside its events. */
const BASE_STATE = 'base_state.json';
function isDir(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
function isFile(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}
/** The event files of an `events/` folder, in their order (NNNNN), and the names there that are not events. */
function eventFiles(events) {
    const found = [];
    const others = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(events)) {
        if (name.startsWith('.'))
            continue;
        const m = EVENT_FILE.exec(name);
        if (m)
            found.push({ n: Number(m[1]), name });
        else
            others.push(name);
    }
    found.sort((a, b) => a.n - b.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { files: found.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(events, f.name)), others: others.sort() };
}
/** Whether a folder holds at least one event file. */
function holdsEvents(dir) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).some((name) => EVENT_FILE.test(name));
    }
    catch {
        return false;
    }
}
/**
 * The conversation a directory is, given as the conversation folder or as its `events/` folder;
 * undefined when it is neither.
 */
function conversationAt(dir) {
    const inner = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'events');
    if (isDir(inner) && (holdsEvents(inner) || isFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, BASE_STATE)))) {
        const state = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, BASE_STATE);
        return { folder: dir, events: inner, ...(isFile(state) ? { state } : {}) };
    }
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(dir) === 'events' && holdsEvents(dir)) {
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        const state = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, BASE_STATE);
        return { folder, events: dir, ...(isFile(state) ? { state } : {}) };
    }
    return undefined;
}
/** The conversation folder an event file found by a walk belongs to, by its path alone. */
function conversationOfFile(path) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path);
    if (EVENT_FILE.test(name)) {
        const events = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(events) === 'events' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(events) : undefined;
    }
    return undefined;
}
/**
 * A file named on its own: an event file of a conversation, or its `base_state.json` beside its
 * `events/`, is its conversation folder; any other file is itself.
 */
function namedFile(path) {
    const c = conversationOfFile(path);
    if (c !== undefined)
        return c;
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) === BASE_STATE && conversationAt((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)) !== undefined)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    return path;
}
/**
 * Files a walk found, with the files of each OpenHands V1 conversation replaced by its folder, in
 * the place of its first file: its event files, and its `base_state.json` (which sorts before
 * `events/`). Other files as they are.
 */
function groupConversations(files) {
    const folders = new Set();
    for (const f of files) {
        const c = conversationOfFile(f);
        if (c !== undefined)
            folders.add(c);
    }
    if (folders.size === 0)
        return [...files];
    const out = [];
    const placed = new Set();
    for (const f of files) {
        const c = conversationOfFile(f) ?? ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f) === BASE_STATE && folders.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(f)) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(f) : undefined);
        if (c === undefined)
            out.push(f);
        else if (!placed.has(c)) {
            placed.add(c);
            out.push(c);
        }
    }
    return out;
}


/***/ }),

/***/ 6438:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fS: () => (/* binding */ DEFAULT_MAX_BYTES),
  M$: () => (/* binding */ TORN_LINE_WARNING),
  yW: () => (/* binding */ TraceError),
  A5: () => (/* binding */ WHOLE_READ_MAX_BYTES),
  NH: () => (/* binding */ deepError),
  W3: () => (/* binding */ formatWarning),
  Z8: () => (/* binding */ readLinesAt),
  Ke: () => (/* binding */ readLinesFrom),
  T3: () => (/* binding */ readRecords)
});

// UNUSED EXPORTS: MAX_ERROR_CHARS, MAX_STRING_BYTES, READ_CHUNK_BYTES, TEXT_LOGS, skippedWarning

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/core/depth.ts
var depth = __webpack_require__(8414);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/trace/utf8.ts
/**
 * UTF-8 bytes as text: what `Buffer#toString('utf8')` gives, sooner for long lines on the Node
 * versions whose own decoder is slow.
 *
 * Before Node 24, node decodes UTF-8 that is not ASCII several times slower than ICU converts the
 * same bytes to UTF-16. A line of a real Claude Code transcript that holds a character past ASCII
 * is often tens of kilobytes (a file read, a command's output), and such lines hold most of a
 * transcript's bytes. For valid UTF-8 the text is fixed by the bytes, so a long line is checked
 * (`isUtf8`, native), converted by ICU (`transcode`) and taken as UTF-16; a line of ASCII is
 * taken as Latin-1 (its bytes are its characters). Each of these calls costs about a microsecond
 * of its own, so a short line is decoded as before; so is a line that is not valid UTF-8 (its
 * U+FFFD replacements are node's to make), and every line on a node without ICU. Node 24 decodes
 * UTF-8 faster than this path does, and decodes every line itself.
 */

/** Lines from this many bytes on take the faster path: below it, its calls cost more than they save. */
const FAST_DECODE_MIN_BYTES = 1024;
/** Whether node's own UTF-8 decoder is the slow one (before Node 24). */
function slowNativeDecoder(version = process.versions.node) {
    return Number(version.split('.')[0]) < 24;
}
/** Whether this node converts with ICU (a node built without it has no `transcode` that works). */
function canTranscode() {
    try {
        return (0,external_node_buffer_.transcode)(Buffer.from('é', 'utf8'), 'utf8', 'utf16le').toString('utf16le') === 'é';
    }
    catch {
        return false;
    }
}
/** Whether long lines take the faster path; found out at the first of them. */
let viaUtf16 = slowNativeDecoder() ? undefined : false;
/** The text of `bytes[from, to)`, as `bytes.toString('utf8', from, to)` gives it. */
function decodeUtf8(bytes, from, to) {
    return to - from >= FAST_DECODE_MIN_BYTES && (viaUtf16 ??= canTranscode())
        ? decodeViaUtf16(bytes, from, to)
        : bytes.toString('utf8', from, to);
}
/** `decodeUtf8` by way of UTF-16, whatever the length: the same text, from ICU's conversion. */
function decodeViaUtf16(bytes, from, to) {
    const piece = bytes.subarray(from, to);
    if ((0,external_node_buffer_.isAscii)(piece))
        return bytes.toString('latin1', from, to);
    // Invalid UTF-8 is node's to decode: its U+FFFD replacements are the text.
    if (!(0,external_node_buffer_.isUtf8)(piece))
        return bytes.toString('utf8', from, to);
    return (0,external_node_buffer_.transcode)(piece, 'utf8', 'utf16le').toString('utf16le');
}

// EXTERNAL MODULE: ./src/trace/conversation.ts
var trace_conversation = __webpack_require__(4046);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/load.ts
var load = __webpack_require__(3527);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/trace/read.ts
/**
 * Reading trace files: in chunks, line by line, with line numbers kept for every error.
 *
 * A file is either JSONL (one JSON value per line; read in chunks, a line at a time) or one
 * JSON document (an array, or an object spread over several lines; read whole, within the size
 * limit). The first non-blank line decides: a line that is a JSON object on its own starts JSONL;
 * a line that opens a text log of a known kind (TEXT_LOGS: Aider's chat history) starts text,
 * each non-blank line of which is a record, the line's text as a string; anything else is a
 * document.
 */











const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024; // 1 GiB
/**
 * A whole file up to this size is read at once, in one read: reading it in chunks costs more than
 * it saves on a small file.
 */
const WHOLE_READ_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The buffer files read whole are read into on this thread, reused from file to file: a new one
 * for each file is fresh memory mapped, faulted in and freed again by the garbage collector. A
 * file's bytes are done with before its read returns (its lines are decoded into text as they
 * are handled, with no wait in between); only `onWholeBytes` sees the buffer itself.
 */
let wholeBuffer;
/** A file's bytes, read whole into `wholeBuffer` (grown to fit): as readFileSync reads them. */
function readWhole(path) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        if (wholeBuffer === undefined || wholeBuffer.length < size) {
            wholeBuffer = Buffer.allocUnsafeSlow(Math.max(size, WHOLE_BUFFER_MIN_BYTES));
        }
        let at = 0;
        while (at < size) {
            const n = (0,external_node_fs_.readSync)(fd, wholeBuffer, at, size - at, at);
            if (n === 0)
                break;
            at += n;
        }
        return wholeBuffer.subarray(0, at);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The least the whole-file buffer is made: most transcripts fit, so it is rarely grown. */
const WHOLE_BUFFER_MIN_BYTES = 1 << 20;
/**
 * The chunks a long file is read in. Small enough that a chunk's text (a chunk all ASCII is
 * decoded whole) is an ordinary young value: a text of a megabyte is a large object, which
 * outlives the scavenge its lines' parsing sets off and is freed only by a full collection, so
 * that the old generation fills with spent chunks (1M events on two part threads, Node 24: peak
 * memory about 280 MB with chunks of 1 MiB, about 250 MB with 64 KiB, and a little less CPU).
 */
const READ_CHUNK_BYTES = 1 << 16;
/** Bytes read between two turns of the event loop: see readChunks. */
const BYTES_PER_TURN = 8 << 20;
/**
 * The bytes of a file, or of its `range`, in chunks of `chunkBytes`, read with blocking reads into
 * one buffer: a chunk is valid until the next is asked for. A stream costs far more for the same
 * bytes (a buffer, promises and a turn of the event loop for each chunk); after every
 * BYTES_PER_TURN this waits one turn, so that timers (progress lines) and messages (a part
 * worker's reply) are not held up for a long file. The file is closed however the reading ends.
 */
async function* readChunks(path, range, chunkBytes = READ_CHUNK_BYTES) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const buf = Buffer.allocUnsafeSlow(chunkBytes);
        const end = range?.end ?? Infinity;
        let at = range?.start ?? 0;
        let sinceTurn = 0;
        while (at < end) {
            const got = (0,external_node_fs_.readSync)(fd, buf, 0, Math.min(buf.length, end - at), at);
            if (got === 0)
                break;
            at += got;
            yield buf.subarray(0, got);
            sinceTurn += got;
            if (sinceTurn >= BYTES_PER_TURN) {
                sinceTurn = 0;
                await new Promise((resolve) => setImmediate(resolve));
            }
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The longest error message: one line of at most this many characters. */
const MAX_ERROR_CHARS = 300;
/** Text for a one-line message: control and line-separator characters as `?`. */
function oneLine(s) {
    // eslint-disable-next-line no-control-regex
    return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
}
/**
 * An error in the input, shown as `path:line: message` (or `path: message`): one line of at most
 * MAX_ERROR_CHARS characters (a long path is shortened in its middle, then the message at its end).
 */
class TraceError extends Error {
    path;
    line;
    detail;
    notTrace;
    constructor(path, line, detail, 
    /**
     * Set when the file holds JSON that is no trace (its records fit no format): what it is, in
     * a few words. A file a walk of a folder found is then named as not read, not an error.
     */
    notTrace) {
        super(errorLine(path, line, detail));
        this.path = path;
        this.line = line;
        this.detail = detail;
        this.notTrace = notTrace;
        this.name = 'TraceError';
    }
}
function errorLine(path, line, detail) {
    let where = oneLine(path);
    const at = line !== undefined ? `:${line}` : '';
    let text = oneLine(detail);
    const room = MAX_ERROR_CHARS - at.length - 2;
    if (where.length + text.length > room) {
        // Keep the path's end (the file name) and start; shorten the message last.
        const maxPath = Math.max(60, room - text.length);
        if (where.length > maxPath) {
            const keep = maxPath - 3;
            where = `${where.slice(0, Math.floor(keep / 3))}...${where.slice(where.length - (keep - Math.floor(keep / 3)))}`;
        }
        const maxText = room - where.length;
        if (text.length > maxText)
            text = (0,secrets/* cutMasked */.y3)(text, maxText, '...');
    }
    return `${where}${at}: ${text}`;
}
/**
 * A stack overflow while adapting a record, as an input error naming the line; other errors as
 * they are. A safety net only: the reader refuses records nested deeper than MAX_DEPTH and
 * adapters parse JSON out of strings with `parseJson`, which does the same, so nothing past the
 * reader should recurse deep enough to overflow.
 */
function deepError(err, source, line) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
        return new TraceError(source, line, `expected JSON nested at most ${depth/* MAX_DEPTH */.lr} deep, found deeper nesting`);
    }
    return err;
}
function formatWarning(w) {
    return `${w.path}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`;
}
/**
 * The first lines of the text logs read as text, one record a line (the line's text, a string):
 * Aider's `.aider.chat.history.md`, whose every session opens with this heading. A file whose
 * first non-blank line starts so is read as text to its end; its adapter recognises the string.
 */
const TEXT_LOGS = ['# aider chat started at '];
/** Whether a first line that is not JSON opens a text log of a known kind. */
function opensTextLog(text) {
    for (const start of TEXT_LOGS)
        if (text.startsWith(start))
            return true;
    return false;
}
/**
 * The longest line or document read, in bytes: the most characters one string holds (a UTF-8
 * byte is at most one UTF-16 unit), so that a longer one is an input error naming its file and
 * line rather than the engine's own error.
 */
const MAX_STRING_BYTES = external_node_buffer_.constants.MAX_STRING_LENGTH;
/** The input error of a line or document longer than one string holds. */
function tooLong(path, line, limit, what) {
    return new TraceError(path, line, what === 'line'
        ? `expected a line of at most ${limit} bytes (the longest text one string holds), found a longer one`
        : `expected a JSON document of at most ${limit} bytes (the longest text one string holds), found a longer ` +
            'one; written as JSONL, one record a line, it would be read');
}
/** A few characters of untrusted text, safe to quote in a message: a line break as `⏎`, other unsafe characters as `?`. */
function snippet(text, max = 24) {
    // Masked before it is cut, as every shortened text (src/core/secrets.ts).
    return (text.length > max ? (0,secrets/* cutMasked */.y3)(text, max + 3, '...') : text)
        .replace(/\r\n?|\n/g, '⏎')
        .replace(/[^\x20-\x7e⏎]|[@`<>"\\]/g, '?');
}
/**
 * Whether a line that is not JSON on its own may be JSON cut over lines (a document's start, a
 * record torn or corrupt): its first character other than a space opens an object or a list.
 * Any other such line is text, a tool's log captured with its output.
 */
function opensJson(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x20 || c === 0x09)
            continue;
        return c === 0x7b || c === 0x5b; // { [
    }
    return false;
}
/** A home directory in a path (`/home/NAME`, `/Users/NAME`, `C:\Users\NAME`), which names a person. */
const HOME = /(\/(?:home|Users)\/|\b[A-Za-z]:\\+Users\\+)[^\\/\s"']+/g;
/**
 * The warning of the lines that are not JSON among a JSONL file's records (a tool's log captured
 * with them, `2>&1`): how many, and the first, cut short, its home directories as `~` and its
 * unsafe characters as `?`.
 */
function skippedWarning(count, first) {
    const shown = snippet(first.trim().slice(0, 120).replace(HOME, '$1~'), 60);
    return `${count === 1 ? 'one' : count} line${count === 1 ? '' : 's'} that ${count === 1 ? 'is' : 'are'} not JSON skipped (a log captured with the records?); the first: "${shown}"`;
}
/** jsonc-parser's codes of a string, number or comment that the text ends inside. */
const UNFINISHED = new Set(['UnexpectedEndOfComment', 'UnexpectedEndOfString', 'UnexpectedEndOfNumber']);
/**
 * jsonc-parser, which says where JSON text goes wrong: loaded only for text that JSON.parse
 * rejected, so that a run of valid traces never loads it.
 */
let jsonc;
const loadJsonc = () => (jsonc ??= (0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 547).then(__webpack_require__.t.bind(__webpack_require__, 9547, 23))));
/** Where JSON text first goes wrong: the offset, and whether the text ends there (a torn record). */
function jsonErrorAt(text, parser) {
    // jsonc-parser recurses on depth: text nested too deep is located without it.
    const deep = (0,depth/* tooDeepAt */.U2)(text);
    if (deep !== undefined)
        return { offset: deep, atEnd: false, deep: true };
    const errors = [];
    parser.parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (errors.length === 0)
        return undefined;
    const e = errors[0];
    const end = text.trimEnd().length;
    const unfinished = UNFINISHED.has(parser.printParseErrorCode(e.error));
    return { offset: e.offset, atEnd: e.offset >= end || (unfinished && e.offset + e.length >= end) };
}
/** The warning of a torn last line of a JSONL file; the pipeline makes it an integrity finding. */
const TORN_LINE_WARNING = 'the last line is incomplete JSON (was the agent stopped while writing?); it was skipped';
const TORN = 'the file ends in the middle of a record (was the writer stopped?)';
/** Describe what was found where a JSON value was expected on one line, in a few words. */
async function describeParseError(text) {
    const trimmed = text.trimStart();
    if (trimmed.length === 0)
        return 'expected a JSON value, found an empty line';
    const at = jsonErrorAt(text, await loadJsonc());
    if (at === undefined)
        return `expected a JSON value, found invalid JSON starting "${snippet(trimmed)}"`;
    if (at.deep)
        return (0,depth/* tooDeepTextMessage */.PG)();
    return (`expected a JSON value, found invalid JSON at column ${at.offset + 1} ` +
        `("${snippet(text.slice(at.offset), 16)}")`);
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
async function parseDocument(path, text, firstLine) {
    try {
        const value = JSON.parse(text);
        if ((0,depth/* nestsDeeper */.RK)(value, text.length)) {
            const { line } = lineAndColumn(text, (0,depth/* tooDeepAt */.U2)(text) ?? 0);
            throw new TraceError(path, firstLine + line - 1, (0,depth/* tooDeepMessage */.Q2)(value));
        }
        return value;
    }
    catch (err) {
        if (err instanceof TraceError)
            throw err;
        if (err instanceof RangeError)
            throw new TraceError(path, firstLine, 'expected JSON, found nesting too deep to read');
        const at = jsonErrorAt(text, await loadJsonc());
        if (at === undefined) {
            const message = err instanceof Error ? err.message : String(err);
            throw new TraceError(path, firstLine, `expected JSON, found invalid JSON (${snippet(message, 80)})`);
        }
        if (at.deep)
            throw new TraceError(path, firstLine + lineAndColumn(text, at.offset).line - 1, (0,depth/* tooDeepTextMessage */.PG)());
        if (at.atEnd) {
            // Name the last line that holds anything: where the record was cut.
            const { line } = lineAndColumn(text, Math.max(0, text.trimEnd().length - 1));
            throw new TraceError(path, firstLine + line - 1, TORN);
        }
        const { line, column } = lineAndColumn(text, at.offset);
        const found = text.slice(at.offset, at.offset + 16);
        throw new TraceError(path, firstLine + line - 1, `expected JSON or JSONL, found invalid JSON at column ${column} ("${snippet(found, 16)}")`);
    }
}
/** A JSONL file's first chunk that starts with a UTF-8 byte order mark: the bytes EF BB BF. */
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** The decoded text's first characters the binary check looks at. */
const BINARY_CHECK_CHARS = 8192;
/**
 * Whether the text decoded from `bytes` (from `from`) holds a NUL among its first
 * BINARY_CHECK_CHARS characters. A NUL is the byte 0 and nothing else; a character takes one to
 * three bytes per UTF-16 unit, so a NUL at byte k from the start is the character
 * `decode(bytes before it).length`, which is at most k and at least k / 3.
 */
function binaryStart(bytes, from) {
    const z = bytes.subarray(from, from + 3 * BINARY_CHECK_CHARS).indexOf(0);
    if (z === -1)
        return false;
    if (z < BINARY_CHECK_CHARS)
        return true;
    return bytes.toString('utf8', from, from + z).length < BINARY_CHECK_CHARS;
}
/**
 * A line that JSON.parse rejected, thrown on through the read's loops: readRecords makes it the
 * TraceError that says what is wrong with it (describeParseError, which may load its parser).
 */
class BadLine {
    line;
    text;
    constructor(line, text) {
        this.line = line;
        this.text = text;
    }
}
/**
 * Read a trace file and hand each record to `onRecord`: each line of a JSONL file, or the one
 * value of a JSON document (line 1).
 */
async function readRecords(path, onRecord, options = {}) {
    try {
        return await readAll(path, onRecord, options);
    }
    catch (err) {
        if (err instanceof BadLine)
            throw new TraceError(path, err.line, await describeParseError(err.text));
        throw err;
    }
}
/**
 * An OpenHands V1 conversation folder (conversation.ts) read as one trace: each event file in
 * order, then `base_state.json`, one record each; the line of a record is its place among them
 * (the first event is line 1, `base_state.json` the last): an error in a file's JSON names the
 * file and its line; an error of the adapter names the folder and the record's place.
 */
async function readConversation(path, c, onRecord, options) {
    const { files, others } = (0,trace_conversation/* eventFiles */.gA)(c.events);
    for (const name of others)
        options.onWarning?.({
            path: (0,external_node_path_.join)(c.events, name),
            line: undefined,
            message: 'not an event file of the conversation (events/event-NNNNN-<id>.json): not read',
        });
    if (files.length === 0)
        throw new TraceError(c.events, undefined, 'expected OpenHands event files (event-NNNNN-<id>.json), found none');
    const parts = c.state ? [...files, c.state] : files;
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    let bytes = 0;
    let records = 0;
    for (const file of parts) {
        const at = ++records;
        const read = await readRecords(file, (value) => onRecord(value, at, 0), {
            maxBytes: maxBytes - bytes,
            ...(options.onWarning ? { onWarning: options.onWarning } : {}),
            ...(options.maxStringBytes !== undefined ? { maxStringBytes: options.maxStringBytes } : {}),
        });
        bytes += read.bytes;
    }
    return { mode: 'json', records, bytes, lines: records };
}
async function readAll(path, onRecord, options) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    let info = options.stats;
    try {
        // Sync: a stat is quicker than the turn of the event loop an async one costs.
        info ??= (0,external_node_fs_.statSync)(path);
    }
    catch (err) {
        throw new TraceError(path, undefined, (0,core_text/* cannotRead */.U0)(err));
    }
    if (info.isDirectory()) {
        const conversation = (0,trace_conversation/* conversationAt */.HS)(path);
        if (!conversation)
            throw new TraceError(path, undefined, 'expected a trace file, found a directory');
        return readConversation(path, conversation, onRecord, options);
    }
    if (info.size === 0)
        throw new TraceError(path, undefined, 'expected JSON or JSONL events, found an empty file');
    if (info.size > maxBytes) {
        throw new TraceError(path, undefined, `expected a file of at most ${maxBytes} bytes, found ${info.size} bytes (raise the limit to read it: the ` +
            `CLI's --max-bytes, the action's max-bytes input)`);
    }
    const warn = (line, message) => options.onWarning?.({ path, line, message });
    let mode = (options.range ? 'jsonl' : undefined);
    let lineNo = 0;
    let records = 0;
    let documentParts;
    let documentFirstLine = 1;
    let pendingError;
    // Lines that are not JSON (a tool's log captured with its output, `2>&1`): before the first
    // record they are held, as the start of a document if no record comes; once a record came,
    // and between records, they are counted and named in one warning at the end.
    let prelude;
    let preludeLine = 0;
    let skipped = 0;
    let firstSkipped;
    // A function, so that TypeScript does not narrow `mode` across the calls that set it.
    const inDocument = () => mode === 'json';
    // A line of text that is not ASCII is split and checked in bytes and decoded on its own: 0x0A,
    // 0x0D, space and tab never occur inside a UTF-8 sequence, so this gives the text that decoding
    // the whole and splitting it would (an invalid byte gives the same U+FFFD), and a line of ASCII
    // stays one-byte text, which JSON.parse reads faster than the two-byte text that a whole file
    // with one character past ASCII decodes to. A piece of bytes all ASCII is decoded at once and
    // split as text: one call for it rather than one a line.
    /** Where in the file the bytes handed to completeLines start. */
    let base = 0;
    /** Where the line being handled starts in the file. */
    let lineStart = 0;
    const handleLine = (bytes, from, to, isLast) => {
        lineNo++;
        lineStart = base + from;
        let end = to;
        if (end > from && bytes[end - 1] === 0x0d)
            end--; // CRLF
        let s = from;
        while (s < end) {
            const c = bytes[s];
            if (c !== 0x20 && c !== 0x09)
                break;
            s++;
        }
        if (s === end)
            return; // a blank line
        handleText(decodeUtf8(bytes, from, end), isLast);
    };
    /** `text` decoded from ASCII bytes, from the file's byte `at`: its offsets are the bytes'. */
    const handleTextLine = (text, from, to, at) => {
        lineNo++;
        lineStart = at + from;
        let end = to;
        if (end > from && text.charCodeAt(end - 1) === 0x0d)
            end--; // CRLF
        let s = from;
        while (s < end) {
            const c = text.charCodeAt(s);
            if (c !== 0x20 && c !== 0x09)
                break;
            s++;
        }
        if (s === end)
            return; // a blank line
        handleText(from === 0 && end === text.length ? text : text.slice(from, end), false);
    };
    /** The rest of the bytes completeLines was given, as text, when a document started in ASCII bytes. */
    let documentRest;
    /**
     * Hands the lines of `bytes` from `start` that end in 0x0A to handleLine, until one starts a
     * document; returns where the rest (the line left unfinished, or the document's rest) starts.
     */
    const completeLines = (bytes, start) => {
        documentRest = undefined;
        if ((0,external_node_buffer_.isAscii)(start === 0 ? bytes : bytes.subarray(start))) {
            const text = bytes.toString('latin1', start);
            let s = 0;
            for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', s)) {
                handleTextLine(text, s, nl, base + start);
                s = nl + 1;
                if (inDocument()) {
                    // Decoded already: a document's rest is not decoded again.
                    documentRest = text.slice(s);
                    break;
                }
            }
            return start + s;
        }
        for (let nl = bytes.indexOf(0x0a, start); nl !== -1; nl = bytes.indexOf(0x0a, start)) {
            handleLine(bytes, start, nl, false);
            start = nl + 1;
            if (inDocument())
                break;
        }
        return start;
    };
    const handleText = (text, isLast) => {
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
                // Not a value on its own: a document spread over lines, or a line of a tool's log.
            }
            if (ok && first !== null && typeof first === 'object' && !Array.isArray(first)) {
                mode = 'jsonl';
                if (prelude) {
                    // The log lines before the first record are skipped, and named.
                    skipped = prelude.length;
                    firstSkipped = { line: preludeLine, text: prelude[0] };
                    prelude = undefined;
                }
                if ((0,depth/* nestsDeeper */.RK)(first, text.length))
                    throw new TraceError(path, lineNo, (0,depth/* tooDeepMessage */.Q2)(first));
                records++;
                onRecord(first, lineNo, lineStart);
                return;
            }
            if (!ok && !prelude && opensTextLog(text)) {
                // A text log (Aider's chat history): each non-blank line a record, as its text.
                mode = 'text';
                records++;
                onRecord(text, lineNo, lineStart);
                return;
            }
            if (!ok && !opensJson(text)) {
                // Not JSON, nor the start of a document: held until a record or a document says what it is.
                if (!prelude) {
                    prelude = [];
                    preludeLine = lineNo;
                }
                prelude.push(text);
                return;
            }
            mode = 'json';
            // A document after lines that are not JSON: they are its start, and its error.
            documentFirstLine = prelude ? preludeLine : lineNo;
            documentParts = prelude ? [prelude.join('\n'), '\n', text, '\n'] : [text, '\n'];
            prelude = undefined;
            return;
        }
        if (mode === 'json') {
            documentParts.push(text, '\n');
            return;
        }
        if (mode === 'text') {
            records++;
            onRecord(text, lineNo, lineStart);
            return;
        }
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            if (!opensJson(text)) {
                // A line of a tool's log between records: skipped, and named at the end.
                if (skipped++ === 0)
                    firstSkipped = { line: lineNo, text };
                return;
            }
            if (isLast) {
                // A torn last line: the writer was stopped mid-line. Keep what came before it.
                warn(lineNo, TORN_LINE_WARNING);
                return;
            }
            // Report it only if a further non-blank line follows; otherwise it is the torn last line.
            pendingError = new BadLine(lineNo, text);
            return;
        }
        if ((0,depth/* nestsDeeper */.RK)(value, text.length))
            throw new TraceError(path, lineNo, (0,depth/* tooDeepMessage */.Q2)(value));
        records++;
        onRecord(value, lineNo, lineStart);
    };
    const range = options.range;
    const checkStart = (bytes) => {
        const from = startsWithBom(bytes) ? 3 : 0;
        if (from)
            warn(1, 'the file starts with a UTF-8 byte order mark; it was ignored');
        if (binaryStart(bytes, from)) {
            throw new TraceError(path, undefined, 'expected JSON or JSONL text, found binary data');
        }
        return from;
    };
    let carry = [];
    /** Where in the file the carried line starts. */
    let carryAt = 0;
    /** The bytes carried, and those of the document being read in chunks (an upper bound: from the file's start). */
    let carryBytes = 0;
    let documentBytes = 0;
    const maxString = options.maxStringBytes ?? MAX_STRING_BYTES;
    if (!range && info.size <= WHOLE_READ_MAX_BYTES && info.size <= maxString) {
        const bytes = readWhole(path);
        options.onWholeBytes?.(bytes);
        const start = completeLines(bytes, checkStart(bytes));
        // A document: the rest is decoded as one text.
        if (inDocument())
            documentParts.push(documentRest ?? bytes.toString('utf8', start));
        else if (start < bytes.length) {
            carry.push(bytes.subarray(start));
            carryAt = start;
        }
    }
    else {
        // Read in chunks of bytes, split at 0x0A. A line longer than a chunk is gathered in parts
        // and joined once, so a huge line costs linear time. A document's rest is decoded across the
        // chunks' boundaries. A chunk is valid until the next is read: what is carried over is copied.
        let first = !range || range.start === 0;
        let decoder;
        let chunkAt = range?.start ?? 0;
        for await (const chunk of readChunks(path, range)) {
            const at = chunkAt;
            chunkAt += chunk.length;
            let start = 0;
            if (first) {
                first = false;
                start = checkStart(chunk);
            }
            if (decoder) {
                documentBytes += chunk.length;
                if (documentBytes > maxString)
                    throw tooLong(path, documentFirstLine, maxString, 'document');
                documentParts.push(decoder.write(chunk));
                continue;
            }
            if (carry.length) {
                const nl = chunk.indexOf(0x0a, start);
                if (nl === -1) {
                    carryBytes += chunk.length;
                    if (carryBytes > maxString)
                        throw tooLong(path, lineNo + 1, maxString, 'line');
                    carry.push(Buffer.from(chunk));
                    continue;
                }
                if (carryBytes + nl > maxString)
                    throw tooLong(path, lineNo + 1, maxString, 'line');
                carryBytes = 0;
                carry.push(chunk.subarray(0, nl));
                const line = Buffer.concat(carry);
                carry = [];
                base = carryAt;
                handleLine(line, 0, line.length, false);
                start = nl + 1;
            }
            base = at;
            if (!inDocument())
                start = completeLines(chunk, start);
            if (inDocument()) {
                decoder = new external_node_string_decoder_.StringDecoder('utf8');
                documentBytes = at + chunk.length;
                if (documentBytes > maxString)
                    throw tooLong(path, documentFirstLine, maxString, 'document');
                documentParts.push(decoder.write(chunk.subarray(start)));
                continue;
            }
            if (start < chunk.length) {
                carryBytes = chunk.length - start;
                carry.push(Buffer.from(chunk.subarray(start)));
                carryAt = at + start;
            }
        }
        if (decoder)
            documentParts.push(decoder.end());
    }
    if (carry.length && mode !== 'json') {
        const line = carry.length === 1 ? carry[0] : Buffer.concat(carry);
        base = carryAt;
        handleLine(line, 0, line.length, !range || range.final);
    }
    // A bad line at the end of a part that is not the file's last is not a torn write.
    if (pendingError && range && !range.final)
        throw pendingError;
    if (pendingError) {
        // The bad line was the last non-blank one: a torn write, not a corrupt file.
        warn(pendingError.line, TORN_LINE_WARNING);
    }
    if (mode === undefined && prelude) {
        // Nothing but lines that are not JSON: the error of a document that they are.
        mode = 'json';
        documentFirstLine = preludeLine;
        documentParts = [prelude.join('\n'), '\n'];
        prelude = undefined;
    }
    if (mode === undefined)
        throw new TraceError(path, undefined, 'expected JSON or JSONL events, found only blank lines');
    if (skipped > 0 && firstSkipped)
        warn(firstSkipped.line, skippedWarning(skipped, firstSkipped.text));
    if (mode === 'json') {
        const value = await parseDocument(path, documentParts.join(''), documentFirstLine);
        records++;
        onRecord(value, documentFirstLine, 0);
    }
    return { mode, records, bytes: range ? range.end - range.start : info.size, lines: lineNo };
}
/** The most bytes readLinesFrom reads at once: the lines wanted within that stretch come from one read. */
const LINES_WINDOW_BYTES = 1 << 16;
/**
 * The text of the given lines (1-based) of a file, each read from where it starts (in bytes), as
 * readLinesAt gives it: no line before it counted, only the stretches that hold them read.
 */
async function readLinesFrom(path, lines) {
    const wanted = [...new Map(lines.map((l) => [l.line, l.start])).entries()].sort((a, b) => a[1] - b[1]);
    const out = new Map();
    if (wanted.length === 0)
        return out;
    const handle = await (0,promises_.open)(path, 'r');
    try {
        let buf = Buffer.allocUnsafe(LINES_WINDOW_BYTES);
        // The bytes [at, at + held) of the file are in buf.
        let at = 0;
        let held = 0;
        for (const [line, start] of wanted) {
            let from = start - at;
            let nl = from >= 0 && from < held ? buf.indexOf(0x0a, from) : -1;
            if (nl === -1 || nl >= held) {
                // Read from the line's start, for as long as its line end is not in: a long line takes a larger read.
                for (let size = LINES_WINDOW_BYTES;; size *= 2) {
                    if (buf.length < size)
                        buf = Buffer.allocUnsafe(size);
                    const { bytesRead } = await handle.read(buf, 0, size, start);
                    at = start;
                    held = bytesRead;
                    from = 0;
                    nl = buf.subarray(0, held).indexOf(0x0a);
                    if (nl !== -1 || bytesRead < size)
                        break;
                }
                if (nl === -1)
                    nl = held;
            }
            let end = nl;
            if (end > from && buf[end - 1] === 0x0d)
                end--;
            // A line starts past the byte order mark (the reader's offsets do): its text is the line's.
            out.set(line, decodeUtf8(buf, from, end));
        }
    }
    finally {
        await handle.close();
    }
    return out;
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
    // Chunks of a megabyte: only the wanted lines are decoded.
    for await (const chunk of readChunks(path, undefined, 1 << 20)) {
        let start = 0;
        while (next < wanted.length) {
            if (lineNo === wanted[next]) {
                const nl = chunk.indexOf(0x0a, start);
                if (nl === -1) {
                    // Copied: the chunk is read into again.
                    ;
                    (parts ??= []).push(Buffer.from(chunk.subarray(start)));
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


/***/ })

};
