export const id = 13;
export const ids = [13];
export const modules = {

/***/ 72020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   U0: () => (/* binding */ cannotRead),
/* harmony export */   go: () => (/* binding */ typeName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
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

/***/ 92013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YOUNG_GENERATION_MB: () => (/* binding */ YOUNG_GENERATION_MB),
/* harmony export */   fromWire: () => (/* binding */ fromWire),
/* harmony export */   largestFirst: () => (/* binding */ largestFirst),
/* harmony export */   runPool: () => (/* binding */ runPool),
/* harmony export */   toWire: () => (/* binding */ toWire)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47013);
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
/**
 * A worker's young generation, fixed: Node 24 sizes it by the machine's memory, and on the
 * benchmark's 2,000 files two workers then peak near 600 MB. 32 MB takes the same time (on Node
 * 20 as on 24) and the run peaks about 120 MB lower.
 */
const YOUNG_GENERATION_MB = 32;
/** Jobs a worker holds at once: the file it diagnoses and the next one. */
const IN_FLIGHT = 2;
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
    /** The jobs each worker holds. */
    const holding = new Map();
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
    /** The next file to hand out; undefined once none is left (files after a failed one are not read). */
    const take = () => {
        let index = order.shift();
        while (index !== undefined && index > firstError)
            index = order.shift();
        return index;
    };
    /** A file's reply is in, from a worker or from this thread. */
    const settle = (reply) => {
        const index = reply.index;
        if ('error' in reply) {
            settled[index] = {
                error: reply.error instanceof Error ? reply.error : fromWire(reply.error),
                warnings: reply.warnings,
            };
            firstError = Math.min(firstError, index);
        }
        else {
            settled[index] = { results: reply.results, warnings: reply.warnings };
            filesDone++;
            bytesDone += options.sizes[index] ?? 0;
            options.onProgress?.({ filesDone, filesTotal: n, bytesDone, bytesTotal: total });
        }
    };
    // Each worker holds up to IN_FLIGHT jobs (the first it diagnoses, the next wait as paths only),
    // so that it never waits for this thread between two files, even while this thread diagnoses one.
    const give = (worker, busy, most = IN_FLIGHT) => {
        while (busy.length < most) {
            const index = take();
            if (index === undefined)
                return;
            const job = { index, path: paths[index] };
            busy.push(job);
            worker.postMessage(job);
        }
    };
    /** This thread's share: one file at a time, until none is left. */
    const runLocal = async (local) => {
        for (let index = take(); index !== undefined && !over; index = take()) {
            // This thread has its file: the workers may now hold their next ones.
            for (const [worker, busy] of holding)
                give(worker, busy);
            const warnings = [];
            try {
                const results = await local(paths[index], (w) => warnings.push(w));
                if (over)
                    return;
                settle({ index, results, warnings });
            }
            catch (error) {
                if (over)
                    return;
                settle({ index, error: error instanceof Error ? error : new Error(String(error)), warnings });
            }
            deliver();
            // Let the workers' replies in before the next file, so that none of them waits for a job.
            await new Promise((resolve) => setImmediate(resolve));
        }
    };
    const threads = Math.max(1, Math.min(options.workers, n));
    const count = options.local ? threads - 1 : threads;
    try {
        for (let k = 0; k < count && !over; k++) {
            const busy = [];
            const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(options.script, {
                workerData: { agentTrustGatePool: options.settings },
                resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
            });
            workers.push(worker);
            holding.set(worker, busy);
            worker.on('message', (reply) => {
                if (over)
                    return;
                const index = reply.index;
                busy.splice(busy.findIndex((j) => j.index === index), 1);
                settle(reply);
                give(worker, busy);
                deliver();
            });
            const stopped = (why) => {
                if (over)
                    return;
                const where = busy.length ? ` while diagnosing ${busy[0].path}` : '';
                over = true;
                fail(new Error(`a worker thread stopped${where}: ${why}`));
            };
            worker.on('error', (err) => stopped(err?.message ?? String(err)));
            worker.on('exit', (code) => stopped(`it exited with code ${code} before replying`));
            // With this thread in the pool, a worker starts with one file: this thread takes the next
            // (two files on two threads go one to each), then the worker is given its next one.
            give(worker, busy, options.local ? 1 : IN_FLIGHT);
        }
        if (n === 0)
            finish([]);
        if (options.local && !over)
            void runLocal(options.local).catch(fail);
        return await done;
    }
    finally {
        over = true;
        await Promise.all(workers.map((w) => w.terminate()));
    }
}


/***/ }),

/***/ 47013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ WHOLE_READ_MAX_BYTES),
/* harmony export */   T3: () => (/* binding */ readRecords),
/* harmony export */   Z8: () => (/* binding */ readLinesAt),
/* harmony export */   fS: () => (/* binding */ DEFAULT_MAX_BYTES),
/* harmony export */   yW: () => (/* binding */ TraceError)
/* harmony export */ });
/* unused harmony exports MAX_ERROR_CHARS, formatWarning */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72020);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Reading trace files: streamed, line by line, with line numbers kept for every error.
 *
 * A file is either JSONL (one JSON value per line; read as a stream, a line at a time) or one
 * JSON document (an array, or an object spread over several lines; read whole, within the size
 * limit). The first non-blank line decides: a line that is a JSON object on its own starts JSONL;
 * anything else is a document.
 */



const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024; // 1 GiB
/**
 * A whole file up to this size is read at once, as one piece of text: a stream's chunks and its
 * turns of the event loop cost more than they save on a small file.
 */
const WHOLE_READ_MAX_BYTES = 8 * 1024 * 1024;
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
    constructor(path, line, detail) {
        super(errorLine(path, line, detail));
        this.path = path;
        this.line = line;
        this.detail = detail;
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
            text = `${text.slice(0, maxText - 3)}...`;
    }
    return `${where}${at}: ${text}`;
}
function formatWarning(w) {
    return `${w.path}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`;
}
/** A few characters of untrusted text, safe to quote in a message. */
function snippet(text, max = 24) {
    const t = text.slice(0, max).replace(/[^\x20-\x7e]|[@`<>"\\]/g, '?');
    return text.length > max ? `${t}...` : t;
}
/** jsonc-parser's codes of a string, number or comment that the text ends inside. */
const UNFINISHED = new Set(['UnexpectedEndOfComment', 'UnexpectedEndOfString', 'UnexpectedEndOfNumber']);
/** Where JSON text first goes wrong: the offset, and whether the text ends there (a torn record). */
function jsonErrorAt(text) {
    const errors = [];
    (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_2__.parse)(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (errors.length === 0)
        return undefined;
    const e = errors[0];
    const end = text.trimEnd().length;
    const unfinished = UNFINISHED.has((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_2__.printParseErrorCode)(e.error));
    return { offset: e.offset, atEnd: e.offset >= end || (unfinished && e.offset + e.length >= end) };
}
const TORN = 'the file ends in the middle of a record (was the writer stopped?)';
/** Describe what was found where a JSON value was expected on one line, in a few words. */
function describeParseError(text) {
    const trimmed = text.trimStart();
    if (trimmed.length === 0)
        return 'expected a JSON value, found an empty line';
    const at = jsonErrorAt(text);
    if (at === undefined)
        return `expected a JSON value, found invalid JSON starting "${snippet(trimmed)}"`;
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
function parseDocument(path, text, firstLine) {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        if (err instanceof RangeError)
            throw new TraceError(path, firstLine, 'expected JSON, found nesting too deep to read');
        const at = jsonErrorAt(text);
        if (at === undefined) {
            const message = err instanceof Error ? err.message : String(err);
            throw new TraceError(path, firstLine, `expected JSON, found invalid JSON (${snippet(message, 80)})`);
        }
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
/**
 * Read a trace file and hand each record to `onRecord`: each line of a JSONL file, or the one
 * value of a JSON document (line 1).
 */
async function readRecords(path, onRecord, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    let info = options.stats;
    try {
        // Sync: a stat is quicker than the turn of the event loop an async one costs.
        info ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path);
    }
    catch (err) {
        throw new TraceError(path, undefined, (0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cannotRead */ .U0)(err));
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
        catch {
            const error = new TraceError(path, lineNo, describeParseError(text));
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
    const stream = range || info.size > WHOLE_READ_MAX_BYTES
        ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path, {
            highWaterMark: 1 << 20,
            encoding: 'utf8',
            ...(range ? { start: range.start, end: range.end - 1 } : {}),
        })
        : undefined;
    const chunks = stream ?? [(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8')];
    let carry = [];
    let first = !range || range.start === 0;
    for await (let text of chunks) {
        if (first) {
            first = false;
            if (text.charCodeAt(0) === 0xfeff) {
                warn(1, 'the file starts with a UTF-8 byte order mark; it was ignored');
                text = text.slice(1);
            }
            if (text.slice(0, 8192).includes('\u0000')) {
                stream?.destroy();
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
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path, { highWaterMark: 1 << 20 })) {
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


/***/ })

};
