export const id = 955;
export const ids = [955];
export const modules = {

/***/ 5764:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ cappedReadiness),
/* harmony export */   P_: () => (/* binding */ INTEGRITY_MODES),
/* harmony export */   SF: () => (/* binding */ NOT_EVIDENCE_KINDS),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   nR: () => (/* binding */ timeOf),
/* harmony export */   oH: () => (/* binding */ INTEGRITY_KINDS),
/* harmony export */   ul: () => (/* binding */ BACKWARDS_TOLERANCE_MS)
/* harmony export */ });
/* unused harmony exports INCOMPLETE_KINDS, kindsOf, KIND_WORDS */
/**
 * Kinds that say the evidence is incomplete (a session with one is never ready_for_runtime):
 * chains, where a record names another that is not in the file or cumulative totals go down; a
 * torn file; time going back.
 */
const INCOMPLETE_KINDS = [
    'missing_parent',
    'missing_cause',
    'orphan_span',
    'orphan_result',
    'totals_decrease',
    'torn_record',
    'time_backwards',
];
/** Every kind, in the order reports list them: the incomplete evidence, then staleness and provenance. */
const INTEGRITY_KINDS = [...INCOMPLETE_KINDS, 'stale', 'committed', 'duplicate'];
/** Kinds that say the trace is not evidence of this run: `integrity: fail` fails the gate on them. */
const NOT_EVIDENCE_KINDS = ['committed', 'stale'];
/**
 * What a committed or stale trace does: fail the gate (`fail`) or only be reported (`warn`); with
 * `off` neither is looked for (the other findings are reported either way).
 */
const INTEGRITY_MODES = ['fail', 'warn', 'off'];
/** How far back a timestamp may go before it is a finding: clocks and writers jitter. */
const BACKWARDS_TOLERANCE_MS = 60_000;
/** The value of the two digits at `i`, or -1. */
function twoDigits(s, i) {
    const a = s.charCodeAt(i) - 48;
    const b = s.charCodeAt(i + 1) - 48;
    return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}
/**
 * The time of the usual UTC timestamp, `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.sssZ`,
 * read digit by digit: the same milliseconds as `Date.parse` gives, at a fraction of its cost (it
 * runs on every record of a transcript). A day past the month's end (February 30th) runs on into
 * the next month in both, as Date.UTC does. Undefined for any other text, which `timeOf` reads
 * the general way.
 */
function usualTime(s) {
    const n = s.length;
    if ((n !== 20 && n !== 24) || s.charCodeAt(n - 1) !== 0x5a /* Z */)
        return undefined;
    if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':')
        return undefined;
    const century = twoDigits(s, 0);
    const year = twoDigits(s, 2);
    const month = twoDigits(s, 5);
    const day = twoDigits(s, 8);
    const hour = twoDigits(s, 11);
    const minute = twoDigits(s, 14);
    const second = twoDigits(s, 17);
    // Years before 1000 go the general way (Date.UTC reads 0-99 as 19xx).
    if (century < 10 || year < 0 || month < 1 || month > 12 || day < 1 || day > 31)
        return undefined;
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
        return undefined;
    let ms = 0;
    if (n === 24) {
        const c = s.charCodeAt(20) - 48;
        const rest = twoDigits(s, 21);
        if (s[19] !== '.' || c < 0 || c > 9 || rest < 0)
            return undefined;
        ms = c * 100 + rest;
    }
    return dayStart(century * 100 + year, month - 1, day) + hour * 3_600_000 + minute * 60_000 + second * 1000 + ms;
}
/** The last day `dayStart` worked out: a transcript's records mostly share their day. */
let lastYear = -1;
let lastMonth = -1;
let lastDay = -1;
let lastStart = 0;
/** `Date.UTC(year, month, day)`; the time of day adds to it, as Date.UTC adds it (no second is leapt). */
function dayStart(year, month, day) {
    if (day !== lastDay || month !== lastMonth || year !== lastYear) {
        lastStart = Date.UTC(year, month, day);
        lastYear = year;
        lastMonth = month;
        lastDay = day;
    }
    return lastStart;
}
/** A timestamp as milliseconds: an ISO 8601 text, or a number of seconds or milliseconds; undefined otherwise. */
function timeOf(value) {
    if (typeof value === 'string') {
        const usual = usualTime(value);
        if (usual !== undefined)
            return usual;
        // Only texts that look like a date: Date.parse accepts too much.
        if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value))
            return undefined;
        // A time without its zone is read as UTC, whatever the machine's zone.
        const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
        const ms = Date.parse(zoned.replace(' ', 'T'));
        return Number.isFinite(ms) ? ms : undefined;
    }
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
        // Seconds until the year 5138; milliseconds after.
        return value < 1e11 ? value * 1000 : value;
    }
    return undefined;
}
/**
 * The readiness a session keeps with its findings: one whose evidence is incomplete is at best
 * review_recommended. Its trust score and causes stay the model's.
 */
function cappedReadiness(readiness, findings) {
    if (readiness !== 'ready_for_runtime')
        return readiness;
    return findings.some((f) => INCOMPLETE_KINDS.includes(f.kind))
        ? 'review_recommended'
        : readiness;
}
/** The kinds a finding list holds, in vocabulary order. */
function kindsOf(findings) {
    return INTEGRITY_KINDS.filter((k) => findings.some((f) => f.kind === k));
}
/** A finding's kind in a few words, for headings and annotations. */
const KIND_WORDS = {
    missing_parent: 'a parent record is missing',
    missing_cause: 'a causing event is missing',
    orphan_span: 'a parent span is missing',
    orphan_result: 'a result has no call',
    totals_decrease: 'cumulative totals go down',
    torn_record: 'the last record is cut',
    time_backwards: 'timestamps go backwards',
    stale: 'older than the run',
    committed: 'committed, not written by this run',
    duplicate: 'the same session in another file',
};
/** Sort findings: by kind (vocabulary order), then line, then detail. */
function sortFindings(findings) {
    const rank = (f) => INTEGRITY_KINDS.indexOf(f.kind);
    return [...findings].sort((a, b) => rank(a) - rank(b) ||
        (a.origin?.line ?? 0) - (b.origin?.line ?? 0) ||
        (a.origin?.index ?? 0) - (b.origin?.index ?? 0) ||
        (a.detail < b.detail ? -1 : a.detail > b.detail ? 1 : 0));
}


/***/ }),

/***/ 5605:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S0: () => (/* binding */ effectiveTokens),
/* harmony export */   aT: () => (/* binding */ UNNAMED_TOOL),
/* harmony export */   sI: () => (/* binding */ FactCollector)
/* harmony export */ });
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7842);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9667);
/* harmony import */ var _core_exact_sum_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4902);
/**
 * The facts of a session that the policy's assertions look at, counted from the same flat events
 * the rules see, in the same pass (src/gate/pipeline.ts): no trace is read twice.
 */



const FAILED_STATUSES = new Set(['error', 'failed', 'failure']);
const UNNAMED_TOOL = '(unnamed)';
/** Effective tokens of one `token_usage` event (see SessionFacts). */
function effectiveTokens(e) {
    return (0,_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .effectiveTokensOf */ .D3)(e);
}
/** Counts the facts of one session from its flat events, one event at a time. */
class FactCollector {
    toolCalls = 0;
    // Tool names come from the trace: a Map, so that no name can reach an object's prototype.
    byName = new Map();
    failedToolCalls = 0;
    // Summed exactly: the same total in whatever order (and parts) the events are counted.
    effective = new _core_exact_sum_js__WEBPACK_IMPORTED_MODULE_2__/* .ExactSum */ .P();
    endStatus = null;
    push(e) {
        switch ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .eventType */ .$q)(e)) {
            case 'tool_call': {
                this.toolCalls++;
                const name = typeof e.tool === 'string' && e.tool !== ''
                    ? e.tool
                    : typeof e.name === 'string' && e.name !== ''
                        ? e.name
                        : UNNAMED_TOOL;
                this.byName.set(name, (this.byName.get(name) ?? 0) + 1);
                break;
            }
            case 'tool_output':
                if (typeof e.status === 'string' && FAILED_STATUSES.has(e.status.toLowerCase()))
                    this.failedToolCalls++;
                break;
            case 'token_usage':
                this.effective.add(effectiveTokens(e));
                break;
            case 'process_end':
                this.endStatus = typeof e.status === 'string' ? e.status : null;
                break;
        }
    }
    /** The facts so far, tool names sorted. */
    result() {
        return {
            tool_calls: this.toolCalls,
            tool_calls_by_name: Object.fromEntries([...this.byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
            failed_tool_calls: this.failedToolCalls,
            effective_tokens: Math.floor(this.effective.value()),
            end_status: this.endStatus,
        };
    }
}


/***/ }),

/***/ 252:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wn: () => (/* binding */ withEdgeFindings),
/* harmony export */   hB: () => (/* binding */ resolveSince),
/* harmony export */   jl: () => (/* binding */ SeenBytes),
/* harmony export */   xg: () => (/* binding */ SinceError)
/* harmony export */ });
/* unused harmony exports COMMIT_TOLERANCE_MS, WorkTrees, trackedFiles, sharedFolder, sha256Of, sameContent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5764);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8198);
/**
 * The integrity checks only the edge can make (src/core/integrity.ts): a trace file tracked by
 * git in the work tree it lies in (committed, not written by this run); a session whose last
 * timestamp is before `since` (stale); the same session in two files (by its id in its format, or
 * by the bytes of its file). Git is asked once per work tree, however many files and folders lie
 * in it; the work tree of a folder is found without asking git (`WorkTrees`).
 */





/** The tolerance for clock skew when `since` is the workflow's commit. */
const COMMIT_TOLERANCE_MS = 10 * 60 * 1000;
/** A `since` that is neither a time nor a git ref: a bad input, in words. */
class SinceError extends Error {
    name = 'SinceError';
}
/** Runs git; node's child_process is loaded then, not by every run that never starts a process. */
async function git(args, cwd) {
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((done, fail) => {
        execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout) => err ? fail(err) : done(stdout));
    });
}
const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
/**
 * `since` as a time: empty is none; an ISO 8601 time is itself; `commit` is `commit`'s committer
 * time less COMMIT_TOLERANCE_MS (the action passes GITHUB_SHA; the CLI, HEAD); anything else is a
 * git ref in `cwd`, its committer time.
 */
async function resolveSince(text, cwd, commit = 'HEAD') {
    const t = text.trim();
    if (t === '')
        return undefined;
    if (/^\d{4}-\d{2}-\d{2}/.test(t)) {
        const ms = (0,_core_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .nR)(t.length === 10 ? `${t}T00:00:00Z` : t);
        if (ms === undefined)
            throw new SinceError(`since: expected an ISO 8601 time or a git ref, found "${t}"`);
        return { ms, words: `--since ${iso(ms)}` };
    }
    const ref = t === 'commit' ? commit : t;
    let out;
    try {
        out = await git(['log', '-1', '--format=%cI', '--end-of-options', ref, '--'], cwd);
    }
    catch {
        throw new SinceError(`since: expected an ISO 8601 time or a git ref, found "${t}"` +
            (t === 'commit' ? ` (the commit ${ref} is not in the repository at ${cwd})` : ' (git knows no such ref here)'));
    }
    const ms = (0,_core_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .nR)(out.trim());
    if (ms === undefined)
        throw new SinceError(`since: git gave no committer time for "${t}"`);
    if (t === 'commit') {
        const at = ms - COMMIT_TOLERANCE_MS;
        return { ms: at, words: `the commit's time less 10 minutes (${iso(at)})` };
    }
    return { ms, words: `--since ${t} (${iso(ms)})` };
}
/** The real path, or the resolved one when it cannot be had. */
function real(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(path);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    }
}
/**
 * Whether `dir` is the top of a work tree, as git sees it: its `.git` is a file (a linked
 * worktree's or a submodule's pointer to its git folder) or a folder with a `HEAD` (git goes on
 * up past one without).
 */
function holdsGit(dir) {
    const dotGit = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, '.git');
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(dotGit, { throwIfNoEntry: false });
        return st !== undefined && (st.isFile() || (st.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dotGit, 'HEAD'))));
    }
    catch {
        // A folder that cannot be read is taken to hold none.
        return false;
    }
}
/**
 * The work tree each folder lies in, found without asking git: the nearest folder, going up,
 * that holds `.git` (a folder, or a file in a linked worktree or a submodule). Each folder
 * visited is remembered, so folders side by side cost one `stat` each.
 */
class WorkTrees {
    known = new Map();
    /** The work tree `dir` (a real, absolute path) lies in, or undefined outside any. */
    of(dir) {
        const visited = [];
        let top;
        for (let d = dir;;) {
            if (this.known.has(d)) {
                top = this.known.get(d);
                break;
            }
            visited.push(d);
            if (holdsGit(d)) {
                top = d;
                break;
            }
            const up = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d);
            if (up === d)
                break;
            d = up;
        }
        for (const d of visited)
            this.known.set(d, top);
        return top;
    }
}
/**
 * Which of `paths` git tracks in the work tree each lies in: one `ls-files` per work tree that
 * holds some of them (found by `WorkTrees`, none per folder), narrowed to the folder they share. A
 * file outside any work tree, or where git cannot be asked, is not.
 */
async function trackedFiles(paths) {
    const trees = new WorkTrees();
    const byTop = new Map();
    for (const path of new Set(paths)) {
        const full = real(path);
        const top = trees.of((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(full));
        if (top === undefined)
            continue;
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(top, full).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
        if (rel === '' || rel.startsWith('../'))
            continue;
        let list = byTop.get(top);
        if (!list)
            byTop.set(top, (list = []));
        list.push({ path, rel });
    }
    const out = new Set();
    for (const [top, list] of byTop) {
        const shared = sharedFolder(list.map((f) => f.rel));
        const listed = await git(['--literal-pathspecs', 'ls-files', '-z', '--full-name', ...(shared ? ['--', shared] : [])], top).then((s) => new Set(s.split('\0')), () => new Set());
        for (const { path, rel } of list)
            if (listed.has(rel))
                out.add(path);
    }
    return out;
}
/** The folder (`a/b`, relative, `/`-separated) that holds every one of `rels`; '' for the top. */
function sharedFolder(rels) {
    let parts = rels[0].split('/').slice(0, -1);
    for (const rel of rels) {
        const p = rel.split('/');
        let i = 0;
        while (i < parts.length && i < p.length - 1 && parts[i] === p[i])
            i++;
        parts = parts.slice(0, i);
        if (parts.length === 0)
            break;
    }
    return parts.join('/');
}
/** The SHA-256 of bytes in hex, as `sameContent` compares files. */
function sha256Of(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}
/** What `SeenBytes` keeps at most: bytes, and files of one size. */
const SEEN_MAX_BYTES = 16 * 1024 * 1024;
const SEEN_MAX_PER_SIZE = 4;
/**
 * `sha256Of` for the files one thread reads, where many are copies of one another (the same
 * transcript in many folders): the bytes of the first files of each size are kept with their
 * hash, and a file with the very same bytes takes that hash after a comparison, which costs a
 * fraction of hashing it. What is kept is bounded (SEEN_MAX_BYTES, SEEN_MAX_PER_SIZE); past it,
 * files are hashed.
 */
class SeenBytes {
    maxBytes;
    perSize;
    bySize = new Map();
    kept = 0;
    constructor(maxBytes = SEEN_MAX_BYTES, perSize = SEEN_MAX_PER_SIZE) {
        this.maxBytes = maxBytes;
        this.perSize = perSize;
    }
    /** The SHA-256 of `bytes` in hex; the first of each size are copied and kept. */
    sha256(bytes) {
        const seen = this.bySize.get(bytes.length);
        if (seen)
            for (const s of seen)
                if (Buffer.compare(s.bytes, bytes) === 0)
                    return s.hash;
        const hash = sha256Of(bytes);
        if (this.kept + bytes.length <= this.maxBytes && (seen?.length ?? 0) < this.perSize) {
            // A copy: the reader's buffer is read into again for the next file.
            const kept = new Uint8Array(bytes);
            if (seen)
                seen.push({ bytes: kept, hash });
            else
                this.bySize.set(bytes.length, [{ bytes: kept, hash }]);
            this.kept += bytes.length;
        }
        return hash;
    }
}
async function sha256(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    try {
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
            hash.update(chunk);
    }
    catch {
        return undefined;
    }
    return hash.digest('hex');
}
/**
 * Files with the same bytes: each file to the others that hold its bytes. Only files of one size
 * are hashed; a file whose hash is `known` (taken as the pipeline read it) is not read again.
 */
async function sameContent(paths, known) {
    const out = new Map();
    for (const [p, same] of await contentGroups(paths, known))
        out.set(p, [...same].filter((q) => q !== p));
    return out;
}
/**
 * Files with the same bytes: each file to its group (itself included; one set shared by the
 * group's files), as `sameContent` finds them.
 */
async function contentGroups(paths, known) {
    const bySize = new Map();
    for (const p of new Set(paths)) {
        let size = 0;
        try {
            size = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p).size;
        }
        catch {
            continue;
        }
        if (size === 0)
            continue;
        const group = bySize.get(size);
        if (group)
            group.push(p);
        else
            bySize.set(size, [p]);
    }
    const out = new Map();
    for (const group of bySize.values()) {
        if (group.length < 2)
            continue;
        const byHash = new Map();
        for (const p of group) {
            const h = known?.get(p) ?? (await sha256(p));
            if (h === undefined)
                continue;
            const same = byHash.get(h);
            if (same)
                same.add(p);
            else
                byHash.set(h, new Set([p]));
        }
        for (const same of byHash.values()) {
            if (same.size < 2)
                continue;
            for (const p of same)
                out.set(p, same);
        }
    }
    return out;
}
/**
 * The files of one group (the same bytes, or the same session id) with their names as the report
 * shows them, sorted once: naming "the others" of each member is then a walk over the first few,
 * not a sort per member (2,000 copies of five transcripts are groups of 400).
 */
class Group {
    paths;
    sorted;
    constructor(paths, show) {
        this.paths = paths;
        this.sorted = [...paths]
            .map((path) => ({ path, name: show(path) }))
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }
    /** How many members each `skip` group shares with this one, counted once for each. */
    shared = new WeakMap();
    sharedWith(skip) {
        let n = this.shared.get(skip);
        if (n === undefined) {
            n = 0;
            for (const p of skip)
                if (this.paths.has(p))
                    n++;
            this.shared.set(skip, n);
        }
        return n;
    }
    /**
     * `others` of the members but `self` and those in `skip`: the same words, the same order;
     * undefined when none is left.
     */
    othersThan(self, skip) {
        let count = this.paths.size - (this.paths.has(self) ? 1 : 0);
        if (skip)
            count -= this.sharedWith(skip) - (skip.has(self) && this.paths.has(self) ? 1 : 0);
        if (count <= 0)
            return undefined;
        const first = [];
        for (const { path, name } of this.sorted) {
            if (first.length === 3)
                break;
            if (path === self || skip?.has(path))
                continue;
            first.push(name);
        }
        return first.join(', ') + (count > 3 ? ` and ${count - 3} more` : '');
    }
}
/** The sessions with the findings of the edge added to theirs. */
async function withEdgeFindings(sessions, checks = {}) {
    const show = checks.show ?? ((p) => p);
    const files = [...new Set(sessions.map((s) => s.source))];
    const tracked = checks.git === false ? new Set() : await trackedFiles(files);
    const known = new Map();
    for (const s of sessions)
        if (s.contentHash !== undefined)
            known.set(s.source, s.contentHash);
    const copies = await contentGroups(files, known);
    const byId = new Map();
    for (const s of sessions) {
        if (s.identity === undefined)
            continue;
        const key = `${s.format}\0${s.identity}`;
        let paths = byId.get(key);
        if (!paths)
            byId.set(key, (paths = new Set()));
        paths.add(s.source);
    }
    // Each group sorted once, when first asked for.
    const groups = new Map();
    const groupOf = (paths) => {
        let g = groups.get(paths);
        if (!g)
            groups.set(paths, (g = new Group(paths, show)));
        return g;
    };
    return sessions.map((given) => {
        // The hash was for this check only.
        const { contentHash: _hash, ...s } = given;
        const found = [];
        if (tracked.has(s.source))
            found.push({
                kind: 'committed',
                detail: 'the file is tracked by git in its work tree: committed, not written by this run',
            });
        const last = s.times?.last;
        if (checks.since && last !== undefined && last < checks.since.ms) {
            found.push({
                kind: 'stale',
                detail: `its last timestamp, ${iso(last)}, is before ${checks.since.words}: not written by this run`,
            });
        }
        const sameBytes = copies.get(s.source);
        if (sameBytes)
            found.push({ kind: 'duplicate', detail: `the same content as ${groupOf(sameBytes).othersThan(s.source)}` });
        if (s.identity !== undefined) {
            const elsewhere = groupOf(byId.get(`${s.format}\0${s.identity}`)).othersThan(s.source, sameBytes);
            if (elsewhere !== undefined) {
                const id = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .cutMasked */ .y3)(s.identity, 40, '...');
                found.push({ kind: 'duplicate', detail: `the same session (id ${id}) is also in ${elsewhere}` });
            }
        }
        if (found.length === 0)
            return s;
        return { ...s, integrity: (0,_core_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .sortFindings */ .Tc)([...(s.integrity ?? []), ...found]) };
    });
}


/***/ }),

/***/ 955:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  POOL_MIN_BYTES: () => (/* reexport */ gate_threads/* POOL_MIN_BYTES */.mW),
  diagnoseFile: () => (/* binding */ diagnoseFile),
  diagnoseFiles: () => (/* binding */ diagnoseFiles),
  diagnosePoolJob: () => (/* binding */ diagnosePoolJob),
  presetFor: () => (/* reexport */ presetFor)
});

// EXTERNAL MODULE: ./src/engine/diagnose.ts + 2 modules
var diagnose = __webpack_require__(5442);
// EXTERNAL MODULE: ./src/engine/presets.ts + 16 modules
var presets = __webpack_require__(9236);
// EXTERNAL MODULE: ./src/trace/registry.ts + 39 modules
var registry = __webpack_require__(4772);
// EXTERNAL MODULE: ./src/trace/adapters/integrity.ts
var adapters_integrity = __webpack_require__(7681);
// EXTERNAL MODULE: ./src/core/integrity.ts
var integrity = __webpack_require__(5764);
// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var read = __webpack_require__(6438);
// EXTERNAL MODULE: ./src/gate/integrity.ts
var gate_integrity = __webpack_require__(252);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/depth.ts
var depth = __webpack_require__(8414);
;// CONCATENATED MODULE: ./src/gate/linked.ts
/**
 * Files a trace names as part of the same run (ATIF's linked trajectories: a continuation after a
 * context hand-off, a summarization's conversations, a subagent's run), read when the adapter
 * names them (`AdapterContext.linked`): there and then, into the same session, so that the run is
 * one session however many files hold it.
 *
 * A name is read only as a plain file name beside the file that began the run (no folder in it,
 * never a path of the trace's choosing): `trajectory.cont-1.json` beside `trajectory.json`, or,
 * for files saved under a prefix (`hello.trajectory.json`), beside it under the same prefix
 * (`hello.trajectory.cont-1.json`). Each file is read once per run, at most MAX_LINKED_FILES of
 * them, each whole and no longer than WHOLE_READ_MAX_BYTES, and only when the same format
 * recognises it; one that cannot be read is a warning, and the run goes on without it.
 */




/** The most linked files read for one run. */
const MAX_LINKED_FILES = 64;
const TRAJECTORY = 'trajectory.json';
/** The linked files of one run, as they are read. */
class LinkedFiles {
    root;
    maxBytes;
    warn;
    /** The files read, in the order read. */
    read = [];
    seen;
    constructor(root, maxBytes, warn) {
        this.root = root;
        this.maxBytes = maxBytes;
        this.warn = warn;
        this.seen = new Set([root]);
    }
    /** Where a linked file's name is, when it is one to read. */
    where(file) {
        if (file === '' || file === '.' || file === '..' || file.includes('/') || file.includes('\\'))
            return undefined;
        const dir = (0,external_node_path_.dirname)(this.root);
        const name = (0,external_node_path_.basename)(this.root);
        const candidates = [(0,external_node_path_.join)(dir, file)];
        if (name.endsWith(TRAJECTORY) && name !== TRAJECTORY && file.startsWith('trajectory.'))
            candidates.push((0,external_node_path_.join)(dir, name.slice(0, -TRAJECTORY.length) + file));
        for (const c of candidates) {
            if (this.seen.has(c))
                return undefined;
            try {
                if ((0,external_node_fs_.statSync)(c).isFile())
                    return c;
            }
            catch {
                // Not there: the next candidate.
            }
        }
        return undefined;
    }
    /**
     * The context's `linked` for a file of the run read by `adapter`: reads the named file with a
     * fresh instance of the adapter, told which part it is, its events into `emit` (the session's,
     * their origins named by the file: `trajectory.cont-1.json:7`).
     */
    follower(adapter, emit) {
        const follow = (file, kind) => {
            const a = adapter();
            if (!a || this.read.length >= MAX_LINKED_FILES)
                return false;
            const path = this.where(file);
            if (path === undefined)
                return false;
            this.seen.add(path);
            const value = this.parse(path);
            if (value === undefined)
                return false;
            if (!a.recognise(value)) {
                this.warn(path, `named as part of the run, but not ${a.id}: not read`);
                return false;
            }
            this.read.push(path);
            const name = (0,external_node_path_.basename)(path);
            const ctx = {
                source: path,
                warn: (_line, message) => this.warn(path, message),
                linked: follow,
                part: kind,
            };
            const instance = a.create((event, origin) => {
                const at = origin.id ?? (origin.index !== undefined ? String(origin.index) : undefined);
                emit(event, { id: at !== undefined ? `${name}:${at}` : name });
            }, ctx);
            instance.record(value, 1);
            instance.end();
            return true;
        };
        return follow;
    }
    /** The file's one JSON document, or undefined (with a warning) when it cannot be read. */
    parse(path) {
        const limit = Math.min(read/* WHOLE_READ_MAX_BYTES */.A5, this.maxBytes ?? read/* WHOLE_READ_MAX_BYTES */.A5);
        try {
            if ((0,external_node_fs_.statSync)(path).size > limit) {
                this.warn(path, `named as part of the run, but longer than ${limit} bytes: not read`);
                return undefined;
            }
            let text = (0,external_node_fs_.readFileSync)(path, 'utf8');
            if (text.charCodeAt(0) === 0xfeff)
                text = text.slice(1);
            if ((0,depth/* tooDeepAt */.U2)(text) !== undefined) {
                this.warn(path, 'named as part of the run, but nested too deep: not read');
                return undefined;
            }
            return JSON.parse(text);
        }
        catch {
            this.warn(path, 'named as part of the run, but not one JSON document: not read');
            return undefined;
        }
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/gate/parts.ts
var gate_parts = __webpack_require__(885);
// EXTERNAL MODULE: ./src/gate/threads.ts
var gate_threads = __webpack_require__(8586);
// EXTERNAL MODULE: ./src/gate/queue.ts
var gate_queue = __webpack_require__(6536);
;// CONCATENATED MODULE: ./src/gate/pool.ts



/**
 * How long a worker may stop answering (its beat standing still while it holds a file), or the
 * pool wait for a file no thread holds, before the run fails naming the file. A worker's event
 * loop turns between files and every few megabytes of a long file (src/trace/read.ts), so only
 * a worker stuck in one synchronous step this long is stopped: far beyond any step of a reader.
 */
const WATCHDOG_MS = 45_000;
function toWire(err) {
    if (err instanceof read/* TraceError */.yW)
        return {
            kind: 'trace',
            path: err.path,
            line: err.line,
            detail: err.detail,
            ...(err.notTrace !== undefined ? { notTrace: err.notTrace } : {}),
        };
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
        return new read/* TraceError */.yW(w.path, w.line, w.detail, w.notTrace);
    const err = new Error(w.message);
    if (w.code !== undefined)
        err.code = w.code;
    if (w.path !== undefined)
        err.path = w.path;
    return err;
}
/** A watchdog's wait, in words: `ms` of `limit`. */
function waited(ms, limit) {
    const s = (t) => (t < 10_000 ? (t / 1000).toFixed(1) : String(Math.round(t / 1000)));
    return `${s(ms)} s (the watchdog's limit: ${s(limit)} s)`;
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
    const threads = Math.max(1, Math.min(options.workers, n));
    const count = options.local ? threads - 1 : threads;
    const state = (0,gate_queue/* newQueueState */.Zy)(n, count);
    const slots = new Int32Array(state);
    const hash = [...(options.hash ?? [])];
    const workers = [];
    let finish;
    let fail;
    const done = new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
    });
    let over = false;
    const end = () => {
        over = true;
        (0,gate_queue/* closeQueue */.Yw)(slots, n);
    };
    /** Deliver, in the order given, every file whose results are in. */
    const deliver = () => {
        while (next < n && settled[next]) {
            const s = settled[next];
            for (const w of s.warnings)
                options.onWarning?.(w);
            if ('error' in s) {
                end();
                fail(s.error);
                return;
            }
            if (s.tolerated)
                options.onTolerated?.(next, s.tolerated);
            out[next] = s.results;
            options.onResults?.(next, s.results);
            settled[next] = { results: [], warnings: [] }; // delivered: let the results go
            next++;
        }
        if (next === n) {
            end();
            finish(out);
        }
    };
    const job = (index) => (0,gate_queue/* jobOf */.Zw)(index, paths, options.hash);
    /** A file's reply is in, from a worker or from this thread. */
    const settle = (reply) => {
        const index = reply.index;
        const error = 'error' in reply ? fromWire(reply.error) : undefined;
        if (error && !options.tolerate?.(index, error)) {
            settled[index] = { error, warnings: reply.warnings };
            (0,gate_queue/* fileFailed */.M2)(slots, index);
        }
        else {
            settled[index] = error
                ? { results: [], warnings: reply.warnings, tolerated: error }
                : { results: reply.results, warnings: reply.warnings };
            filesDone++;
            bytesDone += options.sizes[index] ?? 0;
            options.onProgress?.({ filesDone, filesTotal: n, bytesDone, bytesTotal: total });
        }
    };
    // The file this thread is diagnosing (-1: none).
    let localHeld = -1;
    /** This thread's share: one file at a time, taken from the queue as the workers take theirs. */
    const runLocal = async (local) => {
        for (let index = (0,gate_queue/* takeFile */.Ou)(slots, order); index !== undefined && !over; index = (0,gate_queue/* takeFile */.Ou)(slots, order)) {
            localHeld = index;
            const reply = await local(job(index));
            localHeld = -1;
            if (over)
                return;
            settle(reply);
            deliver();
            // Let the workers' replies in before the next file: their results are delivered, and let go, sooner.
            await new Promise((resolve) => setImmediate(resolve));
        }
    };
    // The watchdog: each worker's beat and when it last changed, and since when the run has waited
    // for a file that no thread holds.
    const limit = options.watchdogMs ?? WATCHDOG_MS;
    const heard = [];
    let unheldSince;
    const watchdog = setInterval(() => {
        if (over)
            return;
        const now = performance.now();
        let reading = localHeld !== -1;
        for (let k = 0; k < workers.length; k++) {
            const b = (0,gate_queue/* beatOf */.YH)(slots, k);
            const held = (0,gate_queue/* heldBy */.Vr)(slots, k);
            if (held !== undefined)
                reading = true;
            if (heard[k]?.beat !== b)
                heard[k] = { beat: b, at: now };
            else if (held !== undefined && now - heard[k].at >= limit) {
                end();
                fail(new Error(`a worker thread stopped answering while diagnosing ${paths[held]}: nothing heard from it for ${waited(now - heard[k].at, limit)}`));
                return;
            }
        }
        // Replies on their way, or none that can come: a file no thread holds is waited for only so long.
        if (reading || next >= n)
            unheldSince = undefined;
        else if (now - (unheldSince ??= now) >= limit) {
            end();
            fail(new Error(`no thread is diagnosing ${paths[next]}, which the run has waited for ${waited(now - unheldSince, limit)}`));
        }
    }, Math.max(10, Math.floor(limit / 6)));
    try {
        for (let k = 0; k < count && !over; k++) {
            const worker = options.started?.take() ?? (0,gate_threads/* startPoolWorker */.dB)(options.script);
            const queue = { state, slot: k, paths, order, hash, beatMs: Math.max(5, Math.floor(limit / 10)) };
            worker.postMessage({ settings: options.settings, queue });
            workers.push(worker);
            worker.on('message', (reply) => {
                if (over)
                    return;
                settle(reply);
                deliver();
            });
            const stopped = (why) => {
                if (over)
                    return;
                const held = (0,gate_queue/* heldBy */.Vr)(slots, k);
                const where = held !== undefined ? ` while diagnosing ${paths[held]}` : '';
                end();
                fail(new Error(`a worker thread stopped${where}: ${why}`));
            };
            worker.on('error', (err) => stopped(err?.message ?? String(err)));
            worker.on('exit', (code) => stopped(`it exited with code ${code} before replying`));
        }
        // Those started ahead that this pool does not need would only take a core.
        void options.started?.stop();
        if (n === 0)
            finish([]);
        if (options.local && !over)
            void runLocal(options.local).catch((err) => {
                end();
                fail(err);
            });
        return await done;
    }
    finally {
        end();
        clearInterval(watchdog);
        await Promise.all(workers.map((w) => w.terminate()));
    }
}

// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/engine/timeline.ts + 1 modules
var engine_timeline = __webpack_require__(8636);
// EXTERNAL MODULE: ./src/engine/facts.ts
var engine_facts = __webpack_require__(5605);
// EXTERNAL MODULE: ./src/engine/files.ts
var engine_files = __webpack_require__(4817);
// EXTERNAL MODULE: ./src/engine/verification.ts
var engine_verification = __webpack_require__(2935);
;// CONCATENATED MODULE: ./src/engine/session.ts

/** The preset `auto` picks: the reference model for flat events, `agents` for real agent traces. */
function presetFor(format, option = 'auto') {
    const id = option !== 'auto' ? option : format === 'critiqor' || format === 'critiqor-session' ? 'critiqor' : 'agents';
    // Until a preset is available, the reference model judges.
    return (0,presets/* presetById */.iH)(id) ?? presets/* CRITIQOR */.m9;
}

;// CONCATENATED MODULE: ./src/gate/pipeline.ts
/**
 * From trace files to diagnosed sessions: read each file record by record, recognise its format,
 * adapt its records to flat events and feed them to one engine per session.
 *
 * The CLI and the action both call this; neither reads traces any other way.
 */





















/** The origin of tokens taken from a harness's record of the run rather than the trace. */
const HARNESS_USAGE_ORIGIN = { id: 'result.json' };

/**
 * The error of reading `path` as one to name rather than stop on, or undefined: that of a found
 * file that is no trace (PipelineOptions.found), or any input error of a file read leniently
 * (PipelineOptions.lenient), named by its line only (its words may quote the file).
 */
function toleratedError(err, path, options) {
    if (!(err instanceof read/* TraceError */.yW))
        return undefined;
    if (err.notTrace !== undefined && options.found?.has(path) === true)
        return err;
    if (options.lenient?.has(path) !== true)
        return undefined;
    const at = err.line !== undefined ? ` (line ${err.line})` : '';
    return new read/* TraceError */.yW(err.path, err.line, err.detail, `the agent's log, which could not be read as a trace${at}: not judged`);
}
/** The bytes of the files this thread read for the duplicate check, and their hashes. */
const seenBytes = new gate_integrity/* SeenBytes */.jl();
/** Diagnose one trace file: one result per session in it, in the order they first appear. */
async function diagnoseFile(path, given = {}) {
    // A torn last line is a warning of the reader and an integrity finding of every session of the file.
    let torn;
    const options = {
        ...given,
        onWarning: (w) => {
            if (w.message === read/* TORN_LINE_WARNING */.M$)
                torn = w.line ?? 0;
            given.onWarning?.(w);
        },
    };
    const tornFinding = () => torn === undefined
        ? []
        : [
            {
                kind: 'torn_record',
                detail: 'the last record is cut mid-way (it was skipped)',
                ...(torn > 0 ? { origin: { line: torn } } : {}),
            },
        ];
    const format = options.format ?? 'auto';
    // A large file's evidence is kept by reference and the few events a report shows are fetched
    // again below, so memory does not grow with the number of distinct calls.
    // The facts assertions need are counted in this pass; a file read in parts would need them merged.
    const info = statOrUndefined(path);
    const inParts = options.collectFacts || !info ? undefined : await tryInParts(path, info, options);
    if (inParts)
        return inParts.map((r) => withIntegrity(r, { findings: [] }, tornFinding()));
    const sessions = new Map();
    const facts = new Map();
    let adapter;
    // A small file's evidence is kept as it passes: reading it again would cost more.
    const retainEvents = info !== undefined && info.size <= (options.retainMaxBytes ?? read/* WHOLE_READ_MAX_BYTES */.A5);
    let engine = { ...options.engine, retainEvents };
    const timelines = options.timeline ? new Map() : undefined;
    const files = options.workspace !== undefined ? new Map() : undefined;
    let workdir;
    const diagnoserOf = (key) => {
        let d = sessions.get(key);
        if (!d) {
            d = new diagnose/* SessionDiagnoser */.zU(engine);
            sessions.set(key, d);
            if (options.collectFacts)
                facts.set(key, new engine_facts/* FactCollector */.sI());
            timelines?.set(key, new engine_timeline/* TimelineCollector */.nB());
            if (files && adapter && engine_files/* FileCollector */.wY.reads(adapter.id))
                files.set(key, new engine_files/* FileCollector */.wY(adapter.id));
        }
        return d;
    };
    // The session of the last event, and what collects its events: most files hold one session.
    let lastKey;
    let diagnoser;
    let fileCollector;
    let factCollector;
    let timeline;
    const emit = (event, origin, session) => {
        const key = session ?? '';
        if (key !== lastKey) {
            diagnoser = diagnoserOf(key);
            fileCollector = files?.get(key);
            factCollector = facts.get(key);
            // Only when the HTML report was asked for.
            timeline = timelines?.get(key);
            lastKey = key;
        }
        fileCollector?.push(event, diagnoser.eventCount);
        diagnoser.push(event, origin);
        factCollector?.push(event);
        timeline?.push(event, origin);
    };
    const integrity = new adapters_integrity/* IntegrityLog */.UA();
    let contentHash;
    const { mode, reader, linked } = await readAdapted(path, {
        ...options,
        ...(options.hashContent ? { onWholeBytes: (bytes) => (contentHash = seenBytes.sha256(bytes)) } : {}),
    }, (sample, line) => {
        adapter = (0,registry.choose)(format, sample, path, line);
        engine = { ...engine, preset: presetFor(adapter.id, options.preset), format: adapter.id };
        return adapter;
    }, emit, info, integrity, files ? (path) => (workdir ??= path) : undefined);
    // A file whose records held no events is still one (empty) session.
    if (sessions.size === 0)
        diagnoserOf('');
    // Tokens the harness recorded, for a run whose trace records none.
    const usage = options.harnessUsage?.get(path);
    let usageAt;
    if (usage) {
        const [key, d] = sessions.entries().next().value;
        if (d.countOf('token_usage') === 0) {
            usageAt = { key, position: d.eventCount, event: usage };
            emit(usage, HARNESS_USAGE_ORIGIN, key === '' ? undefined : key);
        }
    }
    const pending = new Map();
    for (const [key, d] of sessions) {
        const refs = d.end();
        if (refs.length)
            pending.set(key, refs);
    }
    const resolved = pending.size
        ? await fetchEvidence(path, adapter, mode, pending, options)
        : new Map();
    // The harness's tokens are not in the file: reading it again does not find them.
    if (usageAt && pending.get(usageAt.key)?.some((r) => r.position === usageAt.position)) {
        let r = resolved.get(usageAt.key);
        if (!r)
            resolved.set(usageAt.key, (r = new Map()));
        r.set(usageAt.position, { raw: usageAt.event, origin: HARNESS_USAGE_ORIGIN });
    }
    // What the adapter told of sessions that gave no events goes to the file's first session.
    const strays = integrity
        .keys()
        .filter((k) => !sessions.has(k))
        .flatMap((k) => integrity.result(k).findings);
    const results = [];
    let index = 0;
    for (const [key, d] of sessions) {
        const name = reader.sessionName(key);
        const finished = finishSafely(d, resolved.get(key), path);
        const diagnosis = usageAt?.key === key
            ? { ...finished, cost_analysis: { ...finished.cost_analysis, tokens_from: tokensFrom(usageAt.event) } }
            : finished;
        const timeline = timelines?.get(key);
        const told = integrity.result(key);
        const extra = [...tornFinding(), ...(index++ === 0 ? strays : [])];
        results.push(withIntegrity({
            source: path,
            ...(name !== undefined ? { session: name } : {}),
            format: adapter.id,
            preset: engine.preset.id,
            observes: (0,presets/* observedDimensions */._O)(engine.preset, adapter.observes, diagnosis.failure_causes.map((c) => c.type)),
            diagnosis,
            ...(facts.has(key) ? { facts: facts.get(key).result() } : {}),
            ...(timeline ? { timeline: (0,gate_parts.finishTimeline)(timeline, d, diagnosis) } : {}),
            ...(contentHash !== undefined ? { contentHash } : {}),
            ...(linked.length > 0 ? { linked: [...linked] } : {}),
            ...filesOf(files?.get(key), workdir, options.workspace, d, diagnosis),
            verification: (0,engine_verification/* verificationOf */.zM)(d.verificationFacts, options.workspace, workdir),
        }, told, extra));
    }
    return results;
}
/** The files a session touched, for its result (nothing when none were counted). */
function filesOf(c, workdir, workspace, d, diagnosis) {
    if (!c || workspace === undefined)
        return {};
    const got = c.finish(workspace, workdir, diagnosis.failure_causes, d.evidencePositions);
    return got.files.length || got.outside || got.unseen ? { files: got } : {};
}
/**
 * A session with its integrity findings, times and id; a finding that says its evidence is
 * incomplete caps its readiness (src/core/integrity.ts).
 */
function withIntegrity(r, told, extra) {
    const findings = extra.length ? (0,integrity/* sortFindings */.Tc)([...told.findings, ...extra]) : told.findings;
    const readiness = (0,integrity/* cappedReadiness */.Az)(r.diagnosis.readiness_level, findings);
    return {
        ...r,
        ...(readiness !== r.diagnosis.readiness_level ? { diagnosis: { ...r.diagnosis, readiness_level: readiness } } : {}),
        integrity: findings,
        ...(told.first !== undefined && told.last !== undefined ? { times: { first: told.first, last: told.last } } : {}),
        ...(told.identity !== undefined ? { identity: told.identity } : {}),
    };
}
/** A file's stats, or undefined when it cannot be read (reading it gives the error). */
function statOrUndefined(path) {
    try {
        return (0,external_node_fs_.statSync)(path);
    }
    catch {
        return undefined;
    }
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
 * A long JSONL file of flat events, diagnosed in two parts at once (src/gate/parts.ts) under a
 * preset whose rules merge (both do); undefined when the file is not one, or not worth it, and the
 * usual pass runs.
 */
async function tryInParts(path, info, options) {
    const format = options.format ?? 'auto';
    if (!options.workerScript || (format !== 'auto' && format !== 'critiqor') || options.engine?.graph === 'full')
        return undefined;
    if (!info.isFile() ||
        info.size < (options.partsMinBytes ?? gate_parts.PARTS_MIN_BYTES) ||
        info.size > (options.maxBytes ?? read/* DEFAULT_MAX_BYTES */.fS))
        return undefined;
    // Only a long file: setting up a session's rules to ask costs more than a small file's reading.
    const preset = presetFor('critiqor', options.preset);
    if (!new diagnose/* SessionDiagnoser */.zU({ preset, retainEvents: false }).mergeable)
        return undefined;
    const first = await firstValue(path);
    if (!(0,events/* isJsonObject */.OW)(first) || 'events' in first || (0,registry.recognise)(first)?.id !== 'critiqor')
        return undefined;
    const parts = await (0,gate_parts.diagnoseInParts)(path, options.workerScript, { graph: options.engine?.graph, detectorOptions: options.engine?.detectorOptions, preset: preset.id }, {
        maxBytes: options.maxBytes,
        onWarning: options.onWarning,
        minBytes: options.partsMinBytes,
        timeline: options.timeline,
        ...(options.startedWorkers ? { started: options.startedWorkers } : {}),
    });
    if (!parts)
        return undefined;
    const { diagnosis, timeline, verification } = parts;
    return [
        {
            source: path,
            format: 'critiqor',
            preset: preset.id,
            observes: (0,presets/* observedDimensions */._O)(preset, (0,registry.adapterFor)('critiqor').observes, diagnosis.failure_causes.map((c) => c.type)),
            diagnosis,
            ...(timeline ? { timeline } : {}),
            verification: (0,engine_verification/* verificationOf */.zM)(verification, options.workspace),
        },
    ];
}
/** Read a file and run its records through the adapter that `pick` chooses on the first ones. */
async function readAdapted(path, options, pick, emit, stats, integrity, workdir) {
    // Files the trace names as part of the same run are read into it as the adapter names them.
    const links = new LinkedFiles(path, options.maxBytes, (file, message) => options.onWarning?.({ path: file, message }));
    const ctx = {
        source: path,
        warn: (line, message) => options.onWarning?.({ path, line, message }),
        ...(integrity ? { integrity } : {}),
        ...(workdir ? { workdir } : {}),
        linked: links.follower(() => reader.adapter, emit),
    };
    // The reader gives the adapter `unread` and refuses the file when too much of it went unread.
    const reader = new registry.AdaptingReader(ctx, pick, emit);
    const { mode } = await (0,read/* readRecords */.T3)(path, reader.record, {
        maxBytes: options.maxBytes,
        onWarning: options.onWarning,
        stats,
        ...(options.onWholeBytes ? { onWholeBytes: options.onWholeBytes } : {}),
    });
    reader.end();
    return { mode, reader, linked: links.read };
}
/** A stack overflow on a hostile value becomes an input error that names the line. */
function tooDeep(err, path, line) {
    return (0,read/* deepError */.NH)(err, path, line);
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
        const resolved = await (0,gate_parts.evidenceAtLines)(path, refs);
        out.set('', resolved);
        return out;
    }
    const wanted = new Map();
    let missing = 0;
    for (const [key, list] of pending) {
        const set = new Set(list.map((r) => r.position));
        wanted.set(key, set);
        missing += set.size;
    }
    const positions = new Map();
    try {
        await readAdapted(path, { ...options, onWarning: undefined }, () => adapter, (event, origin, session) => {
            const key = session ?? '';
            const position = positions.get(key) ?? 0;
            positions.set(key, position + 1);
            if (wanted.get(key)?.has(position)) {
                let resolved = out.get(key);
                if (!resolved)
                    out.set(key, (resolved = new Map()));
                resolved.set(position, { raw: event, origin });
                // The evidence is most often a run's first calls: the rest of the file is not read again.
                if (--missing === 0)
                    throw ALL_FOUND;
            }
        });
    }
    catch (err) {
        if (err !== ALL_FOUND)
            throw err;
    }
    return out;
}
/**
 * Thrown out of the second read once every evidence event wanted was met: it ends the read. An
 * event's fields are all set when it is emitted (an adapter never changes one it emitted), so
 * what was met is what a read to the end would give.
 */
const ALL_FOUND = Symbol('all evidence found');
/**
 * Diagnose several files; the results in the order the files were given, the same whatever the
 * number of workers. Warnings, and the first error, come in that order too.
 */
async function diagnoseFiles(paths, options = {}) {
    try {
        return await diagnoseAll(paths, options);
    }
    finally {
        await options.startedWorkers?.stop();
    }
}
async function diagnoseAll(paths, options) {
    const workers = options.workers ?? (0,external_node_os_.availableParallelism)();
    const sizes = options.onProgress || options.hashContent || (workers > 1 && paths.length > 1) ? sizesOf(paths) : [];
    const total = sizes.reduce((a, b) => a + b, 0);
    const hash = options.hashContent ? sharedSizes(paths, sizes) : undefined;
    // Unless asked for, no pool for a little work: starting the workers would cost more.
    const worth = options.workers !== undefined || total >= (options.poolMinBytes ?? gate_threads/* POOL_MIN_BYTES */.mW);
    if (options.workerScript && workers > 1 && paths.length > 1 && worth) {
        const settings = poolSettings(options);
        const pooled = runPool(paths, {
            script: options.workerScript,
            workers,
            sizes,
            settings,
            // This thread diagnoses files too, as a worker does.
            local: (job) => diagnosePoolJob(job, settings),
            ...(hash ? { hash } : {}),
            ...(options.startedWorkers?.kind === 'pool' ? { started: options.startedWorkers } : {}),
            onWarning: options.onWarning,
            onProgress: options.onProgress,
            tolerate: (index, err) => toleratedError(err, paths[index], options) !== undefined,
            onTolerated: (index, err) => options.onNotTrace?.(toleratedError(err, paths[index], options)),
        });
        // Every worker has its queue now, and this thread its first file (runPool gives them out
        // before it awaits anything).
        options.onHandedOut?.();
        return (await pooled).flat();
    }
    // No pool: pool workers started ahead would only take a core from this thread (part workers
    // wait for a long file: those no file takes are stopped at the end).
    if (options.startedWorkers?.kind === 'pool')
        void options.startedWorkers.stop();
    const out = [];
    let bytesDone = 0;
    for (let i = 0; i < paths.length; i++) {
        try {
            out.push(...(await diagnoseFile(paths[i], { ...options, hashContent: hash?.has(i) === true })));
        }
        catch (err) {
            const named = toleratedError(err, paths[i], options);
            if (!named)
                throw err;
            options.onNotTrace?.(named);
        }
        bytesDone += sizes[i] ?? 0;
        options.onProgress?.({ filesDone: i + 1, filesTotal: paths.length, bytesDone, bytesTotal: total });
        if (i + 1 < paths.length) {
            // What comes after reading loads from the first file done on, its files read by libuv's
            // threads between this thread's files rather than after the last.
            if (i === 0)
                options.onHandedOut?.();
            await new Promise((resolve) => setImmediate(resolve));
        }
    }
    return out;
}
/**
 * The indices of the files whose size another file (not the same path) shares: the only ones
 * whose bytes the duplicate check compares.
 */
function sharedSizes(paths, sizes) {
    const bySize = new Map();
    paths.forEach((p, i) => {
        if (sizes[i] > 0)
            bySize.set(sizes[i], (bySize.get(sizes[i]) ?? new Set()).add(p));
    });
    const out = new Set();
    paths.forEach((_, i) => {
        if ((bySize.get(sizes[i])?.size ?? 0) > 1)
            out.add(i);
    });
    return out;
}
/** Each file's size; 0 for one that cannot be read (reading it gives the error). */
function sizesOf(paths) {
    // Sync: a stat is quicker than the turn of the event loop an async one costs, thousands of times.
    const out = [];
    for (const p of paths) {
        let size = 0;
        try {
            size = (0,external_node_fs_.statSync)(p).size;
        }
        catch {
            // Reading the file gives its error.
        }
        out.push(size);
    }
    return out;
}
/**
 * One file of the pool, on a worker thread or on this one alike: its results, or its error as it
 * crosses threads, with its warnings. Nothing of the file is kept once it returns.
 */
async function diagnosePoolJob(job, settings) {
    const warnings = [];
    const options = {
        collectFacts: settings.collectFacts,
        timeline: settings.timeline,
        workspace: settings.workspace,
        format: settings.format,
        preset: settings.preset,
        engine: settings.engine,
        maxBytes: settings.maxBytes,
        partsMinBytes: settings.partsMinBytes,
        ...(job.hash ? { hashContent: true } : {}),
        ...(settings.harnessUsage ? { harnessUsage: settings.harnessUsage } : {}),
        onWarning: (w) => warnings.push({ path: w.path, ...(w.line !== undefined ? { line: w.line } : {}), message: w.message }),
    };
    try {
        return { index: job.index, results: await diagnoseFile(job.path, options), warnings };
    }
    catch (err) {
        return { index: job.index, error: toWire(err), warnings };
    }
}
/** What a pool worker needs of the options: plain data only. */
function poolSettings(options) {
    const engine = options.engine;
    return {
        ...(options.collectFacts ? { collectFacts: true } : {}),
        ...(options.timeline ? { timeline: true } : {}),
        ...(options.workspace !== undefined ? { workspace: options.workspace } : {}),
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
        ...(options.harnessUsage?.size ? { harnessUsage: options.harnessUsage } : {}),
    };
}
/** Where tokens a harness or a companion file recorded came from (their event's `source`). */
function tokensFrom(event) {
    return event.source === 'droid_settings' ? 'droid_settings' : 'harbor_result';
}


/***/ }),

/***/ 7681:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N3: () => (/* binding */ References),
/* harmony export */   UA: () => (/* binding */ IntegrityLog),
/* harmony export */   g0: () => (/* binding */ quoteId),
/* harmony export */   qB: () => (/* binding */ reportOrphanSpans)
/* harmony export */ });
/* unused harmony exports MAX_FINDINGS_PER_KIND, orphanSpans */
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5764);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8198);
/**
 * What adapters tell of a file's integrity, beside its events (src/core/integrity.ts): findings
 * of their own (a record that names another not in the file), the timestamps they read, and the
 * session's own id (for the same session in two files). `IntegrityLog` gathers them per session;
 * `References` is the check every chain format shares: ids seen, ids named, the named ones never
 * seen at the end.
 */


/** At most this many findings of one kind per session; the rest are counted in one more. */
const MAX_FINDINGS_PER_KIND = 10;
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/**
 * The latest ordered time after a record at `ms`, given the latest before it: a time well before
 * that one is counted as going back (and leaves it), a later one replaces it.
 */
function later(g, before, ms, origin) {
    if (before === undefined)
        return { ms, line: origin.line };
    if (ms < before.ms - _core_integrity_js__WEBPACK_IMPORTED_MODULE_0__/* .BACKWARDS_TOLERANCE_MS */ .ul) {
        const b = (g.backwards ??= { count: 0, worst: 0, origin, after: before.line });
        b.count++;
        b.worst = Math.max(b.worst, before.ms - ms);
        return before;
    }
    return ms > before.ms ? { ms, line: origin.line } : before;
}
class IntegrityLog {
    sessions = new Map();
    of(session = '') {
        let g = this.sessions.get(session);
        if (!g)
            this.sessions.set(session, (g = { findings: [], extra: new Map() }));
        return g;
    }
    finding(finding, session) {
        const g = this.of(session);
        if (g.findings.filter((f) => f.kind === finding.kind).length >= MAX_FINDINGS_PER_KIND) {
            g.extra.set(finding.kind, (g.extra.get(finding.kind) ?? 0) + 1);
            return;
        }
        g.findings.push(finding);
    }
    time(ms, origin, session, ordered = true) {
        if (!Number.isFinite(ms))
            return;
        const g = this.of(session);
        if (g.first === undefined || ms < g.first)
            g.first = ms;
        if (g.last === undefined || ms > g.last)
            g.last = ms;
        if (ordered)
            g.ordered = later(g, g.ordered, ms, origin);
    }
    linked(ms, origin, id, parent, ordered) {
        const g = this.of();
        const chains = (g.chains ??= new Map());
        const before = parent !== undefined ? chains.get(parent) : undefined;
        let latest = before;
        if (ms !== undefined && Number.isFinite(ms)) {
            if (g.first === undefined || ms < g.first)
                g.first = ms;
            if (g.last === undefined || ms > g.last)
                g.last = ms;
            if (ordered)
                latest = later(g, before, ms, origin);
        }
        if (id !== undefined && latest !== undefined)
            chains.set(id, latest);
    }
    identity(id, session) {
        const g = this.of(session);
        g.identity ??= id;
    }
    /** The keys of the sessions something was told of. */
    keys() {
        return [...this.sessions.keys()];
    }
    /** What was gathered of one session (by its key in the events, '' for the unnamed one). */
    result(session = '') {
        const g = this.sessions.get(session);
        if (!g)
            return { findings: [] };
        const findings = [...g.findings];
        for (const [kind, n] of g.extra)
            findings.push({ kind, detail: `${n} more of this kind` });
        const b = g.backwards;
        if (b) {
            findings.push({
                kind: 'time_backwards',
                detail: `a timestamp is ${seconds(b.worst)} before one written earlier${g.chains ? ' in its chain' : ''}` +
                    (b.after !== undefined ? ` (line ${b.after})` : '') +
                    (b.count > 1 ? `; ${b.count} records go back more than a minute` : ''),
                origin: b.origin,
            });
        }
        return {
            findings: (0,_core_integrity_js__WEBPACK_IMPORTED_MODULE_0__/* .sortFindings */ .Tc)(findings),
            ...(g.first !== undefined ? { first: g.first, last: g.last } : {}),
            ...(g.identity !== undefined ? { identity: g.identity } : {}),
        };
    }
}
/**
 * Links between records: each record's own id (`have`) and the ids it names (`want`); at the
 * end, each named id never seen is one finding, at the first record that named it. Order does
 * not matter: a record may name one written after it.
 */
class References {
    seen = new Set();
    wanted = new Map();
    have(id) {
        this.seen.add(id);
    }
    want(id, origin, session) {
        // One seen already is never missing: most records name the one just before them.
        if (this.seen.has(id) || this.wanted.has(id))
            return;
        this.wanted.set(id, session !== undefined ? { origin, session } : { origin });
    }
    /** Whether an id was seen so far. */
    has(id) {
        return this.seen.has(id);
    }
    /** The named ids never seen, in the order first named. */
    missing() {
        const out = [];
        for (const [id, w] of this.wanted)
            if (!this.seen.has(id))
                out.push({ id, ...w });
        return out;
    }
}
/** An id from a trace, quoted for a finding: at most 40 characters of it. */
function quoteId(id) {
    return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .cutMasked */ .y3)(id, 40, '...');
}
/**
 * The spans of one trace whose parent is not in it. A trace that continues a remote parent (a
 * request from another service) has one such parent and no root of its own: that is no finding.
 * With a root of its own, or more than one absent parent, every span whose parent is absent is one.
 */
function orphanSpans(spans) {
    const ids = new Set();
    for (const s of spans)
        if (s.spanId !== undefined)
            ids.add(s.spanId);
    const orphans = spans.filter((s) => s.parentId !== undefined && !ids.has(s.parentId));
    if (orphans.length === 0)
        return [];
    const hasRoot = spans.some((s) => s.parentId === undefined);
    const absent = new Set(orphans.map((s) => s.parentId));
    return hasRoot || absent.size > 1 ? orphans : [];
}
/** Report each orphan span of a trace as an `orphan_span` finding. */
function reportOrphanSpans(sink, spans, session) {
    for (const s of orphanSpans(spans)) {
        sink.finding({
            kind: 'orphan_span',
            detail: `span ${quoteId(s.spanId ?? '?')} names parent ${quoteId(s.parentId)}, which is not in the trace`,
            origin: s.origin,
        }, session);
    }
}


/***/ }),

/***/ 1519:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NA: () => (/* binding */ ModelWatch),
/* harmony export */   Vb: () => (/* binding */ emitEnd),
/* harmony export */   Wk: () => (/* binding */ inclusiveUsage),
/* harmony export */   Z_: () => (/* binding */ tokenUsage),
/* harmony export */   rw: () => (/* binding */ processEnd)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9086);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7907);
/**
 * The run around the calls: token usage, model changes and how the run ended. Pure.
 */


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
function processEnd(status, reason) {
    return (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .compact */ .oE)({ event: 'process_end', status, reason: reason === undefined ? undefined : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h0)(reason) });
}
/** The `process_end` of a run whose end a record told of, at that record's line; nothing without one. */
function emitEnd(emit, end) {
    if (end)
        emit(processEnd(end.status, end.reason), { line: end.line });
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
        const m = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(model);
        if (!m)
            return;
        if (this.current !== undefined && this.current !== m) {
            this.emit({ event: 'state_transition', kind: 'model_switch', from: this.current, to: m, reason }, origin, session);
        }
        this.current = m;
    }
    /** Take a model as current without reporting a change (the caller reported it). */
    set(model) {
        const m = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(model);
        if (m)
            this.current = m;
    }
}


/***/ }),

/***/ 7907:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ reconnectRetry),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   pm: () => (/* binding */ hiddenFailure),
/* harmony export */   qQ: () => (/* binding */ contentTail)
/* harmony export */ });
/* unused harmony exports RECONNECT, MAX_MESSAGE */
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8198);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9086);
/**
 * Short texts an event keeps of what a trace says: messages, errors, the failures a command
 * prints. Pure.
 */


/** Codex's "Reconnecting... 2/5" messages: the client retrying a dropped stream. */
const RECONNECT = /^\s*Reconnecting\.\.\.\s*(\d+)\s*\/\s*(\d+)/i;
/** Codex's "Reconnecting... 2/5" message as the provider retry it tells of; undefined for other messages. */
function reconnectRetry(message) {
    const m = RECONNECT.exec(message);
    if (!m)
        return undefined;
    return { event: 'retry_event', kind: 'provider', attempt: Number(m[1]), max_retries: Number(m[2]), message };
}
/** The longest error message kept on an event. */
const MAX_MESSAGE = 200;
/** A short, single-line message: at most MAX_MESSAGE characters. */
function short(x) {
    let s;
    if (typeof x === 'string')
        s = x;
    else if (typeof x === 'number' || typeof x === 'boolean')
        s = String(x);
    else if ((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(x) && typeof x.message === 'string')
        s = x.message;
    if (s === undefined)
        return undefined;
    // A long text is cut anyway: when its start alone, its spaces collapsed, says more than fits,
    // the rest need not be read (the collapsed start is the collapsed whole's start).
    if (s.length > SHORT_PREFIX) {
        const start = s.slice(0, SHORT_PREFIX).replace(/\s+/g, ' ').trimStart();
        if (start.length > MAX_MESSAGE + 1)
            return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMasked */ .y3)(start, MAX_MESSAGE, '...');
    }
    s = s.replace(/\s+/g, ' ').trim();
    if (s === '')
        return undefined;
    return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMasked */ .y3)(s, MAX_MESSAGE, '...');
}
/** How much of a long text `short` reads first. */
const SHORT_PREFIX = 4 * MAX_MESSAGE;
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
    // The lines from the last, without splitting the whole text.
    for (let end = text.length; end >= 0;) {
        const nl = end > 0 ? text.lastIndexOf('\n', end - 1) : -1;
        const line = short(text.slice(nl + 1, end));
        if (line)
            return line;
        if (nl < 0)
            break;
        end = nl;
    }
    return whole;
}
/** The end of a content value's text (the last text block's last `limit` characters). */
function contentTail(content, limit = 8192) {
    if (typeof content === 'string')
        return content.slice(-limit);
    const blocks = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .arr */ .QL)(content);
    for (let i = blocks.length - 1; i >= 0; i--) {
        const b = blocks[i];
        if (typeof b === 'string')
            return b.slice(-limit);
        if ((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(b) && typeof b.text === 'string')
            return b.text.slice(-limit);
    }
    return '';
}
/** The text of a content value: a string, or the `text` of its text blocks. */
function contentText(content, limit = 4096) {
    if (typeof content === 'string')
        return content.slice(0, limit);
    let out = '';
    for (const block of (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .arr */ .QL)(content)) {
        if (out.length >= limit)
            break;
        if (typeof block === 'string')
            out += block;
        else if ((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(block) && typeof block.text === 'string')
            out += block.text;
    }
    return out.slice(0, limit);
}
/**
 * Failures that a shell or an agent's editor writes into a command's output, for formats whose
 * results carry no status (SWE-agent observations, OpenHands IPython cells, Cline command
 * output): bash reporting a command it could not find or run or a script it could not parse,
 * the harness interrupting a command that ran too long, an edit the editor refused, and
 * PowerShell's error record.
 */
const HIDDEN_FAILURES = [
    /^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z)?sh: (?:line \d+: |\d+: )?[^\n]*?(?:not found|No such file or directory|Permission denied|syntax error[^\n]*)$/m,
    /^EXECUTION TIMED OUT\b[^\n]*$/m,
    /^[^\n]*\bcommand timed out after \d+[^\n]*$/im,
    /^\[?Your proposed edit has introduced new syntax error\(s\)[^\n]*$/m,
    // PowerShell's error record, in any language: "+ CategoryInfo : ParserError: ..."
    /^\s*\+ CategoryInfo\s*:[^\n]*$/m,
];
/**
 * The line of a command's output text that says the command failed (see HIDDEN_FAILURES), or
 * undefined when the text shows no such failure. Only the first and last 64 KiB are looked at.
 */
function hiddenFailure(text) {
    if (typeof text !== 'string' || text === '')
        return undefined;
    const t = text.length > 131072 ? `${text.slice(0, 65536)}\n${text.slice(-65536)}` : text;
    for (const re of HIDDEN_FAILURES) {
        const m = re.exec(t);
        if (m)
            return short(m[0].replace(/^\[(.*?)\]?$/, '$1'));
    }
    return undefined;
}


/***/ }),

/***/ 4191:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ SAMPLE_RECORDS),
/* harmony export */   Du: () => (/* binding */ FULL_TRANSCRIPT),
/* harmony export */   Jn: () => (/* binding */ FORMAT_IDS),
/* harmony export */   U5: () => (/* binding */ FIT)
/* harmony export */ });
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7063);
/**
 * An adapter turns the records of one trace file into flat events (diagnosis.md section 1).
 *
 * Adapters are pure: no I/O, no clock. The reader hands them records one at a time, in file
 * order: each line of a JSONL file, or the single value of a JSON document (line 1). They emit
 * flat events with their origin; a file that holds several sessions names the session of each
 * event. A record of the wrong shape is a `TraceError` naming its line.
 */

const FORMAT_IDS = [
    'critiqor',
    'critiqor-session',
    'openclaw',
    'claude-code',
    'claude-stream',
    'codex-exec',
    'codex-rollout',
    'otel',
    'openinference',
    'inspect',
    'openai-agents',
    'swe-agent',
    'mini-swe-agent',
    'openhands',
    'gemini-cli',
    'cline',
    'opencode',
    'copilot-cli',
    'cursor-cli',
    'amp',
    'droid',
    'qwen-code',
    'kimi-cli',
    'goose',
    'gemini-cli-result',
    'atif',
    'aider',
    'junie',
    'continue',
];
/** How many records of a JSONL file recognition looks at. */
const SAMPLE_RECORDS = 16;
/**
 * How well a file fits a format, from its first records:
 * - FIT.SIGNATURE: a record carries what only this format writes (a header, a key of its own);
 * - FIT.LIKELY: the records have this format's shape, but no record proves it;
 * - FIT.WEAK: nothing contradicts the format, nothing points to it (never enough for `auto`;
 *   enough for a forced `--format` when no other format fits better);
 * - FIT.NONE: the records are not this format.
 * `auto` takes the best fit of at least FIT.LIKELY; two formats at the same best fit are an
 * ambiguous file, reported with both names.
 */
const FIT = { NONE: 0, WEAK: 0.25, LIKELY: 0.6, SIGNATURE: 1 };
/**
 * What a full transcript shows (tool calls and results, usage, compactions, memory and skill
 * use, how the run ended): every dimension but tool_output_utilization, which the agents preset
 * judges from tool results in every format.
 */
const FULL_TRANSCRIPT = _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .DIMENSIONS */ .Yf.filter((d) => d !== 'tool_output_utilization');


/***/ }),

/***/ 3182:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ projectFileWhat)
/* harmony export */ });
/**
 * Files that are plainly no agent's trace: a project's manifests, lock files and tools'
 * configurations, known by their name. A walk names them as not read (src/harness/folders.ts),
 * and a file named on its own that is one of them is refused as what it is, never with a
 * suggestion to name a trace format (src/trace/registry.ts). Pure.
 */
/** File names (lower case) and what the file is. */
const BY_NAME = {
    'package.json': "npm's package manifest",
    'package-lock.json': "npm's lock file",
    'npm-shrinkwrap.json': "npm's lock file",
    'pnpm-lock.yaml': "pnpm's lock file",
    'pnpm-workspace.yaml': "pnpm's workspace configuration",
    'bun.lock': "Bun's lock file",
    'deno.json': "Deno's configuration",
    'deno.jsonc': "Deno's configuration",
    'deno.lock': "Deno's lock file",
    'composer.json': "Composer's package manifest",
    'composer.lock': "Composer's lock file",
    'pipfile.lock': "Pipenv's lock file",
    'flake.lock': "Nix's lock file",
    'jsconfig.json': "JavaScript's project configuration",
    '.eslintrc': "ESLint's configuration",
    '.eslintrc.json': "ESLint's configuration",
    '.eslintrc.yml': "ESLint's configuration",
    '.eslintrc.yaml': "ESLint's configuration",
    '.prettierrc': "Prettier's configuration",
    '.prettierrc.json': "Prettier's configuration",
    '.prettierrc.yml': "Prettier's configuration",
    '.prettierrc.yaml': "Prettier's configuration",
    '.babelrc': "Babel's configuration",
    '.babelrc.json': "Babel's configuration",
    '.stylelintrc.json': "Stylelint's configuration",
    '.markdownlint.json': "markdownlint's configuration",
    'biome.json': "Biome's configuration",
    'lerna.json': "Lerna's configuration",
    'nx.json': "Nx's configuration",
    'turbo.json': "Turborepo's configuration",
    'vercel.json': "Vercel's configuration",
    'renovate.json': "Renovate's configuration",
    'angular.json': "Angular's workspace configuration",
    '.pre-commit-config.yaml': "pre-commit's configuration",
    '.gitlab-ci.yml': "GitLab CI's configuration",
    'docker-compose.yml': "Docker Compose's configuration",
    'docker-compose.yaml': "Docker Compose's configuration",
    'compose.yml': "Docker Compose's configuration",
    'compose.yaml': "Docker Compose's configuration",
    'mkdocs.yml': "MkDocs' configuration",
    'codecov.yml': "Codecov's configuration",
    'action.yml': "a GitHub Action's metadata",
    'action.yaml': "a GitHub Action's metadata",
    '.agent-trust-gate.yml': "this gate's policy file",
    '.agent-trust-gate.yaml': "this gate's policy file",
};
/** What a file plainly not a trace is, from its name (`tsconfig.build.json`: TypeScript's configuration), or undefined. */
function projectFileWhat(path) {
    const name = path.split(/[\\/]/).pop().toLowerCase();
    const known = BY_NAME[name];
    if (known !== undefined)
        return known;
    if (/^tsconfig(\.[\w-]+)?\.json$/.test(name))
        return "TypeScript's configuration";
    return undefined;
}


/***/ }),

/***/ 4772:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ADAPTERS: () => (/* binding */ ADAPTERS),
  AdaptingReader: () => (/* binding */ AdaptingReader),
  FIT: () => (/* reexport */ types/* FIT */.U5),
  FORMATS_HELP: () => (/* binding */ FORMATS_HELP),
  FORMAT_IDS: () => (/* reexport */ types/* FORMAT_IDS */.Jn),
  SAMPLE_RECORDS: () => (/* reexport */ types/* SAMPLE_RECORDS */.A_),
  UNREAD_MIN: () => (/* binding */ UNREAD_MIN),
  UNREAD_SHARE: () => (/* binding */ UNREAD_SHARE),
  adapterFor: () => (/* binding */ adapterFor),
  candidates: () => (/* binding */ candidates),
  choose: () => (/* binding */ choose),
  describeRecord: () => (/* binding */ describeRecord),
  detect: () => (/* binding */ detect),
  fitOf: () => (/* binding */ fitOf),
  isFormatId: () => (/* binding */ isFormatId),
  recognise: () => (/* binding */ recognise),
  refusesUnread: () => (/* binding */ refusesUnread),
  signatures: () => (/* binding */ signatures),
  unreadError: () => (/* binding */ unreadError)
});

// EXTERNAL MODULE: ./src/trace/project-files.ts
var project_files = __webpack_require__(3182);
// EXTERNAL MODULE: ./src/trace/adapters/json.ts
var json = __webpack_require__(9086);
// EXTERNAL MODULE: ./src/trace/adapters/text.ts
var adapters_text = __webpack_require__(7907);
// EXTERNAL MODULE: ./src/core/fingerprint.ts
var fingerprint = __webpack_require__(5527);
;// CONCATENATED MODULE: ./src/trace/adapters/tools.ts
/**
 * Tool calls and their results: arguments, result digests, what a call touches (skills, memory),
 * and the tracker that pairs calls with results (formats.md, "General mapping rules"). Pure.
 */


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
    return (0,fingerprint/* hash64 */.Dc)(text);
}
/**
 * A tool result's content whose `outputDigest` is worked out only if something reads the event's
 * `output_digest` (two results of the same call compared, an event a report shows): most results
 * are never compared, and hashing each one's content cost more than reading it.
 */
class DigestWhenRead {
    content;
    constructor(content) {
        this.content = content;
    }
}
/** `outputDigest(content)`, worked out when read (`DigestWhenRead`). */
function digestWhenRead(content) {
    return content === undefined ? undefined : new DigestWhenRead(content);
}
/**
 * Where an event whose `output_digest` is worked out when read keeps what it is worked out from:
 * a property of its own under a symbol, not enumerable, so that JSON text, `Object.keys`,
 * `for...in`, a spread copy and the structured clone of a worker's message all leave it out
 * (they read the digest through its getter). It holds the `DigestWhenRead` (with the content)
 * until the digest is read, then the digest: the content is let go, and the slot is written in
 * place, never deleted, so that the event keeps its shape (deleting a key that is not an
 * object's last, or turning an accessor into a value, makes V8 keep the object as a slower
 * dictionary: reading every digest of a run cost twice the hashing). A WeakMap from events to
 * their content cost more: 50 transcripts took 0.97x the time without it.
 */
const UNDIGESTED = Symbol('undigested');
/**
 * The one getter of every `output_digest` worked out when read (one function for all, so that
 * the events keep one shape): it works the digest out the first time, and keeps it in the slot.
 */
function readDigest() {
    const held = this[UNDIGESTED];
    if (!(held instanceof DigestWhenRead))
        return held;
    const value = outputDigest(held.content);
    this[UNDIGESTED] = value;
    return value;
}
/** The one accessor of every `output_digest` worked out when read: one shape for all such events. */
const DIGEST_WHEN_READ = { get: readDigest, enumerable: true, configurable: true };
/** The slot's descriptor, its value set for each event and let go at once. */
const SLOT = { value: undefined, writable: true, enumerable: false, configurable: true };
/**
 * Add to `raw` (which has no such key yet) an `output_digest` worked out from `later`'s content
 * the first time it is read, and kept: JSON text, a copy and a comparison all see the value
 * `outputDigest` gives. Added rather than put in place of a value: turning a value into an
 * accessor makes V8 keep the object as a slower dictionary.
 */
function addDigestWhenRead(raw, later) {
    Object.defineProperty(raw, 'output_digest', DIGEST_WHEN_READ);
    SLOT.value = later;
    Object.defineProperty(raw, UNDIGESTED, SLOT);
    SLOT.value = undefined;
}
/**
 * Tool arguments: an object as is; a JSON string parsed (`parseJson`), or the string itself when
 * it does not parse or is nested too deep.
 */
function parseArgs(x) {
    if (typeof x !== 'string')
        return x === undefined ? {} : x;
    const t = x.trim();
    if (t.startsWith('{') || t.startsWith('['))
        return (0,json/* parseJson */.qF)(t) ?? x;
    return x;
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
        let raw;
        if (noKeys(extra)) {
            // What `compact` gives, built in its order: most calls carry nothing extra.
            raw = { event: 'tool_call' };
            if (tool !== undefined)
                raw.tool = tool;
            if (args !== undefined)
                raw.args = args;
            raw.call_id = callId ?? null;
        }
        else
            raw = (0,json/* compact */.oE)({ event: 'tool_call', tool, args, call_id: callId ?? null, ...extra });
        this.emit(raw, origin, session);
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
        const later = info.digest instanceof DigestWhenRead ? info.digest : undefined;
        const extra = info.extra;
        let raw;
        if (extra === undefined || !overlaps(extra)) {
            // What the general case below gives, built in its order: the extra fields (an exit code)
            // are never the event's own.
            raw = { event: 'tool_output', tool, call_id: callId ?? null, status };
            if (later)
                addDigestWhenRead(raw, later);
            else if (info.digest !== undefined)
                raw.output_digest = info.digest;
            if (extra !== undefined) {
                for (const k in extra) {
                    const v = extra[k];
                    if (v !== undefined)
                        (0,json/* setKey */.qL)(raw, k, v);
                }
            }
        }
        else {
            const fields = {
                event: 'tool_output',
                tool,
                call_id: callId ?? null,
                status,
                output_digest: later ? '' : info.digest,
                ...extra,
            };
            if (later) {
                // `compact`, with the digest worked out when read added in its place among the keys.
                raw = {};
                for (const k of Object.keys(fields)) {
                    if (k === 'output_digest')
                        addDigestWhenRead(raw, later);
                    else if (fields[k] !== undefined)
                        (0,json/* setKey */.qL)(raw, k, fields[k]);
                }
            }
            else
                raw = (0,json/* compact */.oE)(fields);
        }
        this.emit(raw, origin, session);
        if (info.failed) {
            this.emit((0,json/* compact */.oE)({
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
            this.emit((0,json/* compact */.oE)({
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
            this.emit((0,json/* compact */.oE)({ event: 'memory_event', action, call_id: callId }), origin, session);
        }
    }
    key(callId, session) {
        return session === undefined ? callId : `${session}\u0000${callId}`;
    }
}
/** Whether an object has no key of its own. */
function noKeys(o) {
    for (const _ in o)
        return false;
    return true;
}
/** The keys of a tool_output event that `extra` may not hold for it to be added after them. */
const OUTPUT_KEYS = new Set(['event', 'tool', 'call_id', 'status', 'output_digest']);
/**
 * Whether extra fields hold a key of the tool_output's own (which a spread puts in its place
 * among them), or one that is not an own enumerable string key that `for...in` sees alike.
 */
function overlaps(extra) {
    for (const k in extra) {
        if (OUTPUT_KEYS.has(k) || !Object.prototype.hasOwnProperty.call(extra, k))
            return true;
    }
    return false;
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
    const a = (0,json/* obj */.WL)(args);
    if (!a)
        return undefined;
    return (0,json/* str */.gx)(a.path) ?? (0,json/* str */.gx)(a.file_path) ?? (0,json/* str */.gx)(a.filePath) ?? (0,json/* str */.gx)(a.file);
}

// EXTERNAL MODULE: ./src/trace/adapters/run.ts
var adapters_run = __webpack_require__(1519);
// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var read = __webpack_require__(6438);
;// CONCATENATED MODULE: ./src/trace/adapters/atif/index.ts
/**
 * atif: the Agent Trajectory Interchange Format (ATIF-v1.2 to v1.7), which Harbor writes for
 * every agent it runs (formats.md, "atif"). One JSON document `{schema_version: "ATIF-...",
 * session_id, agent {name, version, model_name, extra}, steps [...], final_metrics, extra}`;
 * origins are the index of the step (and its `step_id`).
 *
 * - process_start first: the agent's name, version and model (`agent`).
 * - Steps in order (in a linked part of a run, but those marked `is_copied_context`: another
 *   trajectory's steps replayed as context, read already). An agent step's `metrics` give its token_usage (`prompt_tokens` counts the
 *   cached ones; Anthropic's cache writes, `metrics.extra.cache_creation_input_tokens`, are
 *   apart), with the step's model and `cost_usd`; a file whose steps have no metrics takes
 *   `final_metrics` as one usage at the end. A change of model between main-chain agent steps
 *   is a state_transition (steps marked `extra.is_sidechain`, Claude Code's subagents, are part
 *   of the run but not a switch).
 * - `tool_calls` are the calls (`arguments` an object or JSON text). The step's
 *   `observation.results` are their results: by `source_call_id`, else the step's calls in order
 *   (terminus-2, mini-swe-agent). When a step has more calls than results and no ids (terminus-2
 *   sends a batch of keystrokes and sees the terminal once), the last result is the output of the
 *   step's remaining calls too.
 * - Failed: where the converter marks it (`tool_result_is_error` in the result's or the step's
 *   `extra`, Claude Code), or where the output says so: Claude Code's `Exit code N` first line,
 *   Codex's `Script failed`, a status `failed` in `extra.tool_call_details`, a shell or editor
 *   failure in the text (`hiddenFailure`), pip's `ERROR:` line or a Python traceback. mini-swe-agent's
 *   results are read as its own log reads them: `<returncode>N</returncode>` opening the output is
 *   the verdict (failed when N is not 0), a command that timed out failed, the submission's output
 *   (`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`) is no verdict, and a reply refused for its
 *   format ("Please always provide EXACTLY ONE action ...") made no call. A result no call is waiting for is not a call; when it
 *   says the model's reply could not be parsed (terminus-2), it is an error_event of the agent.
 * - Linked sub-trajectories (`subagent_trajectory_ref` in a result, `continued_trajectory_ref`)
 *   are other files: a context summarization handing off to them is a context_event compaction
 *   naming them; a subagent named by a result is part of the run by that link. Where the reader
 *   can (`ctx.linked`), it reads them there and then into the same session: a continuation's
 *   steps are the run's (with no second process_start) and end it; a summarization's
 *   conversation gives only its tokens (its steps replay the run's); a subagent's steps are the
 *   run's calls, its end not the run's.
 * - process_end: the run ended with an answer when its last agent step makes no call (a final
 *   message) or calls a tool that ends the task (`mark_task_complete`, `finish`, `done`,
 *   `attempt_completion`, `submit`) or is mini-swe-agent's submission; a run handed on to a continuation has not ended here;
 *   otherwise it ended on a call with no final answer: incomplete. A last message that is a
 *   gateway's notice that the agent could not run (a warning sign, then what failed: Hermes'
 *   "⚠️ Provider authentication failed: ...") is an error_event of the agent and an end in error.
 */





/** Tools whose call ends the task: the agent's final answer. */
const FINISHING = new Set(['mark_task_complete', 'finish', 'done', 'attempt_completion', 'submit', 'task_complete']);
/** Claude Code's first line of a failed command's result. */
const EXIT_CODE = /^Exit code (-?\d+)/;
/** Codex's code mode: `Script failed` opens a failed script's output (in a list written as text). */
const SCRIPT_FAILED = 'Script failed';
/**
 * Failures a terminal screen shows beyond a shell's own (`hiddenFailure`): pip's `ERROR:` lines
 * and a Python traceback's opening line.
 */
const TERMINAL_FAILURE = /^(?:ERROR: [^\n]*|Traceback \(most recent call last\):)$/m;
/**
 * A gateway's notice, as the agent's reply, that the agent could not run: a warning or error sign,
 * then a few words that say what failed before a colon ("⚠️ Provider authentication failed:
 * Unknown provider ...", "⚠️ Agent failed before reply: ...").
 */
const GATEWAY_FAILURE = /^\s*(?:\u26a0\ufe0f?|\u274c|\u2757)\s*((?:[\w-]+ ){0,5}(?:failed|error)(?: [\w-]+){0,4}:[^\n]*)/i;
/** terminus-2: the reply could not be parsed. */
const PARSE_ERROR = /^Previous response had parsing errors:\s*\n?([^\n]*)/;
/**
 * mini-swe-agent's observations, as its converter keeps them: a command's output opens with its
 * `<returncode>N</returncode>` (the tool's verdict, read as the agent's own log is read), or says
 * that the command timed out.
 */
const RETURNCODE = /^\s*<returncode>\s*(-?\d+)\s*<\/returncode>/;
const MINI_TIMED_OUT = /^\s*The last command <command>[\s\S]{0,4096}?<\/command> timed out/;
/** mini-swe-agent's refusal of a reply without exactly one command: the converter's call never ran. */
const MINI_FORMAT_ERROR = /^\s*Please always provide EXACTLY ONE action in triple backticks/;
/**
 * mini-swe-agent's submission: a command whose output's first line is this word ends the run
 * (`exit_status` `Submitted` in its own log); its output is the submission, not a verdict.
 */
const MINI_SUBMIT = /^\s*echo\s+(?:COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT|MINI_SWE_AGENT_FINAL_OUTPUT)\b/;
/** Whether a call is mini-swe-agent's submission (MINI_SUBMIT). */
function submits(args) {
    const command = (0,json/* obj */.WL)(args)?.command;
    return typeof command === 'string' && MINI_SUBMIT.test(command);
}
/** A result's content as text: a string as is, else the text of its blocks. */
function textOf(content) {
    return typeof content === 'string' ? content : (0,adapters_text/* contentText */.Tf)(content, 1 << 20);
}
/** Why a result failed, or undefined. */
function failureOf(content, resultExtra, stepExtra, callId, marks) {
    const text = textOf(content);
    const marked = resultExtra?.tool_result_is_error ?? stepExtra?.tool_result_is_error;
    const exit = EXIT_CODE.exec(text);
    if (marked === true)
        return exit ? `exit code ${exit[1]}` : ((0,adapters_text/* errorMessage */.gJ)(text) ?? 'the tool reported an error');
    if (exit && exit[1] !== '0')
        return `exit code ${exit[1]}`;
    const rc = RETURNCODE.exec(text);
    if (rc)
        return rc[1] !== '0' ? `exit code ${rc[1]}` : undefined;
    if (MINI_TIMED_OUT.test(text))
        return 'the command timed out';
    // A converter that marks failed results (Claude Code's) marked this one ok: its text is what
    // the tool read or wrote, not the tool's verdict.
    if (marks)
        return undefined;
    if (text.slice(0, 64).includes(SCRIPT_FAILED))
        return 'the script failed';
    const details = callId === undefined ? undefined : (0,json/* obj */.WL)((0,json/* obj */.WL)(stepExtra?.tool_call_details)?.[callId]);
    const status = (0,json/* str */.gx)(details?.status);
    if (status === 'failed' || status === 'error')
        return `status ${status}`;
    const shell = (0,adapters_text/* hiddenFailure */.pm)(text);
    if (shell !== undefined)
        return shell;
    const m = TERMINAL_FAILURE.exec(text.length > 65536 ? text.slice(-65536) : text);
    return m ? (0,adapters_text/* short */.h0)(m[0]) : undefined;
}
function usageOf(metrics, model) {
    const extra = (0,json/* obj */.WL)(metrics.extra);
    const cached = (0,json/* num */.bu)(metrics.cached_tokens);
    const parts = (0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(metrics.prompt_tokens), cached, undefined, (0,json/* num */.bu)(metrics.completion_tokens));
    const write = (0,json/* num */.bu)(extra?.cache_creation_input_tokens);
    if (write !== undefined && write > 0) {
        parts.cache_write = write;
        parts.total = (parts.total ?? 0) + write;
    }
    return (0,adapters_run/* tokenUsage */.Z_)(parts, (0,json/* compact */.oE)({ model, cost_usd: (0,json/* num */.bu)(metrics.cost_usd) }));
}
function finalUsage(final, model) {
    const extra = (0,json/* obj */.WL)(final.extra);
    const parts = (0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(final.total_prompt_tokens), (0,json/* num */.bu)(final.total_cached_tokens), undefined, (0,json/* num */.bu)(final.total_completion_tokens));
    const write = (0,json/* num */.bu)(extra?.total_cache_creation_input_tokens);
    if (write !== undefined && write > 0) {
        parts.cache_write = write;
        parts.total = (parts.total ?? 0) + write;
    }
    return (0,adapters_run/* tokenUsage */.Z_)(parts, (0,json/* compact */.oE)({ model, cost_usd: (0,json/* num */.bu)(final.total_cost_usd) }));
}
/** A context summarization's tokens: its steps' metrics, else its final_metrics. */
function summarizationUsage(doc, steps, agentModel, emit) {
    let usages = 0;
    let last = { index: 0 };
    steps.forEach((raw, index) => {
        const step = (0,json/* obj */.WL)(raw);
        const metrics = (0,json/* obj */.WL)(step?.metrics);
        if (!step || !metrics)
            return;
        last = (0,json/* withId */.oP)({ index }, step.step_id);
        const u = usageOf(metrics, (0,json/* str */.gx)(step.model_name) ?? agentModel);
        if (u) {
            emit(u, last);
            usages++;
        }
    });
    const final = usages === 0 ? (0,json/* obj */.WL)(doc.final_metrics) : undefined;
    const u = final ? finalUsage(final, agentModel) : undefined;
    if (u)
        emit(u, last);
}
/**
 * A result that links other trajectories: a context summarization handing off to them (a
 * compaction), else subagents the step ran.
 */
function linkEvent(message, refs) {
    const summarizing = SUMMARIZ.test(textOf(message)) || refs.some((x) => SUMMARIZ.test(String(x.path ?? x.session_id)));
    return summarizing
        ? { event: 'context_event', action: 'compaction', trajectories: refs }
        : { event: 'state_transition', kind: 'subagent', trajectories: refs };
}
const SUMMARIZ = /summari[sz]/i;
/** The linked trajectories a result names: their session ids and paths. */
function refsOf(x) {
    const list = Array.isArray(x) ? x : (0,json/* obj */.WL)(x) ? [x] : [];
    const out = [];
    for (const r of list) {
        const ref = (0,json/* obj */.WL)(r);
        if (!ref)
            continue;
        const path = (0,json/* str */.gx)(ref.trajectory_path);
        const session = (0,json/* str */.gx)(ref.session_id);
        if (path !== undefined || session !== undefined)
            out.push((0,json/* compact */.oE)({ session_id: session, path }));
    }
    return out;
}
/** The run's working directory, where the converter recorded it. */
function workdirOf(agentExtra, steps) {
    const direct = (0,json/* str */.gx)(agentExtra?.cwd);
    if (direct)
        return direct;
    const first = (0,json/* arr */.QL)(agentExtra?.cwds)[0];
    if (typeof first === 'string' && first !== '')
        return first;
    for (let i = 0; i < steps.length && i < 8; i++) {
        const cwd = (0,json/* str */.gx)((0,json/* obj */.WL)((0,json/* obj */.WL)(steps[i])?.extra)?.cwd);
        if (cwd)
            return cwd;
    }
    return undefined;
}
const adapter = {
    id: 'atif',
    signature: 'atif: a JSON document {"schema_version":"ATIF-v1...","agent":{...},"steps":[...]} ' +
        "(Harbor's trajectory.json, the Agent Trajectory Interchange Format)",
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        return r !== undefined && typeof r.schema_version === 'string' && r.schema_version.startsWith('ATIF-');
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const part = ctx.part;
        return (0,json/* oneDocumentInstance */.Pj)(ctx, 'ATIF trajectory', (doc, line) => {
            const agent = (0,json/* obj */.WL)(doc.agent) ?? {};
            const agentModel = (0,json/* str */.gx)(agent.model_name);
            const steps = (0,json/* arr */.QL)(doc.steps);
            // A context summarization's conversation replays the run's steps: only its tokens are new.
            if (part === 'summarization')
                return summarizationUsage(doc, steps, agentModel, emit);
            const workdir = workdirOf((0,json/* obj */.WL)(agent.extra), steps);
            if (workdir && ctx.workdir)
                ctx.workdir(workdir);
            if (part === undefined)
                emit((0,json/* compact */.oE)({
                    event: 'process_start',
                    agent: (0,adapters_text/* short */.h0)(agent.name),
                    agent_version: (0,adapters_text/* short */.h0)(agent.version),
                    model: (0,adapters_text/* short */.h0)(agentModel),
                    schema_version: (0,adapters_text/* short */.h0)(doc.schema_version),
                }), { index: 0 });
            // Claude Code's conversions say which results failed (`tool_result_is_error`).
            const marks = agent.name === 'claude-code';
            const tools = new ToolTracker(emit);
            const models = new adapters_run/* ModelWatch */.NA(emit);
            let usages = 0;
            let lastAgent;
            // mini-swe-agent's submissions, by call id: their output is the submission.
            const submissions = new Set();
            let lastOrigin = { index: 0 };
            steps.forEach((raw, index) => {
                const step = (0,json/* obj */.WL)(raw);
                if (!step)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected step ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                // In a part of a run, a step copied from another trajectory as context (a continuation's
                // hand-off) replays the run: read already. A file given alone counts the steps it holds.
                if (part !== undefined && step.is_copied_context === true)
                    return;
                const origin = (0,json/* withId */.oP)({ index }, step.step_id);
                lastOrigin = origin;
                const extra = (0,json/* obj */.WL)(step.extra);
                const model = (0,json/* str */.gx)(step.model_name) ?? agentModel;
                const isAgent = step.source === 'agent';
                const metrics = (0,json/* obj */.WL)(step.metrics);
                if (metrics) {
                    const u = usageOf(metrics, model);
                    if (u) {
                        emit(u, origin);
                        usages++;
                    }
                }
                if (isAgent && extra?.is_sidechain !== true && (0,json/* str */.gx)(step.model_name))
                    models.see(step.model_name, origin, 'model');
                // The step's calls, in order, with the ids the results are joined by.
                const results = (0,json/* arr */.QL)((0,json/* obj */.WL)(step.observation)?.results);
                // A reply mini-swe-agent refused for its format: what the converter made a call never ran.
                const refused = results.length === 1 && MINI_FORMAT_ERROR.test(textOf((0,json/* obj */.WL)(results[0])?.content).slice(0, 256));
                const calls = refused ? [] : (0,json/* arr */.QL)(step.tool_calls);
                const ids = [];
                const names = [];
                let submitting = false;
                calls.forEach((c, i) => {
                    const call = (0,json/* obj */.WL)(c);
                    if (!call)
                        return;
                    const id = (0,json/* idOf */.TH)(call.tool_call_id) ?? `step-${index}-${i}`;
                    const name = (0,json/* str */.gx)(call.function_name) ?? null;
                    const args = parseArgs(call.arguments);
                    tools.call(name, args, id, origin);
                    ids.push(id);
                    names.push(name ?? '');
                    if (submits(args)) {
                        submissions.add(id);
                        submitting = true;
                    }
                });
                if (isAgent) {
                    lastAgent = { calls: names, origin, message: step.message, submits: submitting };
                }
                const resultOf = (id, content, resultExtra) => {
                    const failed = submissions.has(id) ? undefined : failureOf(content, resultExtra, extra, id, marks);
                    tools.result(id, { failed: failed !== undefined, message: failed, digest: digestWhenRead(content) }, origin);
                };
                // Results without an id (or with one no call waits for), in order.
                const free = [];
                for (const r of results) {
                    const result = (0,json/* obj */.WL)(r);
                    if (!result)
                        continue;
                    const refs = refsOf(result.subagent_trajectory_ref);
                    if (refs.length > 0) {
                        const link = linkEvent(step.message, refs);
                        emit(link, origin);
                        // The linked files, read there and then: part of the run at this point.
                        const kind = link.event === 'context_event' ? 'summarization' : 'subagent';
                        if (ctx.linked)
                            for (const ref of refs)
                                if (typeof ref.path === 'string')
                                    ctx.linked(ref.path, kind);
                    }
                    const content = result.content;
                    if (content === undefined || content === null)
                        continue;
                    const id = (0,json/* idOf */.TH)(result.source_call_id);
                    if (id !== undefined && tools.has(id))
                        resultOf(id, content, (0,json/* obj */.WL)(result.extra));
                    else
                        free.push({ content, extra: (0,json/* obj */.WL)(result.extra) });
                }
                if (free.length === 0)
                    return;
                const waiting = ids.filter((id) => tools.has(id));
                let k = 0;
                free.forEach((f, j) => {
                    if (k >= waiting.length) {
                        const parse = PARSE_ERROR.exec(textOf(f.content).slice(0, 2000));
                        if (parse)
                            emit({ event: 'error_event', kind: 'agent', message: (0,adapters_text/* short */.h0)(parse[1]) ?? 'the reply could not be parsed' }, origin);
                        return;
                    }
                    if (j < free.length - 1 || waiting.length - k === 1)
                        return resultOf(waiting[k++], f.content, f.extra);
                    // The step's last result is the output of every call still waiting (a batch of
                    // keystrokes and the terminal seen once): a failure it shows counts once, on the last
                    // of them that does not end the task.
                    const rest = waiting.slice(k);
                    k = waiting.length;
                    let bearer = rest.length - 1;
                    while (bearer > 0 && FINISHING.has(names[ids.indexOf(rest[bearer])]))
                        bearer--;
                    rest.forEach((id, i) => {
                        if (i === bearer)
                            resultOf(id, f.content, f.extra);
                        else
                            tools.result(id, { failed: false, digest: digestWhenRead(f.content) }, origin);
                    });
                });
            });
            tools.end();
            if (usages === 0) {
                const final = (0,json/* obj */.WL)(doc.final_metrics);
                const u = final ? finalUsage(final, agentModel) : undefined;
                if (u)
                    emit(u, lastOrigin);
            }
            const cont = doc.continued_trajectory_ref;
            const continued = typeof cont === 'string' ? (cont !== '' ? [{ path: cont }] : []) : refsOf(cont);
            if (continued.length > 0) {
                // The run goes on in the continuation, which tells how it ended.
                emit({ event: 'context_event', action: 'compaction', trajectories: continued }, lastOrigin);
                if (ctx.linked)
                    for (const c of continued)
                        if (typeof c.path === 'string')
                            ctx.linked(c.path, 'continuation');
                return;
            }
            // A subagent's end is not the run's.
            if (part === 'subagent')
                return;
            if (!lastAgent) {
                emit((0,adapters_run/* processEnd */.rw)('incomplete', 'no step of the agent'), lastOrigin);
                return;
            }
            // A gateway's notice that the agent could not run, written as its reply (Hermes' "⚠️ Provider
            // authentication failed: ...", OpenClaw's "⚠️ Agent failed before reply: ..."): the run failed.
            const notice = lastAgent.calls.length === 0 ? GATEWAY_FAILURE.exec(textOf(lastAgent.message).slice(0, 2048)) : null;
            if (notice) {
                const message = (0,adapters_text/* short */.h0)(notice[1]) ?? 'the agent could not run';
                emit({ event: 'error_event', kind: 'agent', message }, lastAgent.origin);
                emit((0,adapters_run/* processEnd */.rw)('error', message), lastAgent.origin);
                return;
            }
            const finishing = lastAgent.submits || lastAgent.calls.some((n) => FINISHING.has(n));
            if (lastAgent.calls.length === 0 || finishing)
                emit((0,adapters_run/* processEnd */.rw)('completed'), lastAgent.origin);
            else
                emit((0,adapters_run/* processEnd */.rw)('incomplete', `the run ended on a call to ${lastAgent.calls[lastAgent.calls.length - 1] || 'a tool'}, with no final answer`), lastAgent.origin);
        });
    },
};
/* harmony default export */ const atif = (adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/aider/index.ts





const HEADING = '# aider chat started at ';
const MODEL = /^Main model: (\S+)/;
const APPLIED = /^Applied edit to (.+)$/;
const NO_MATCH = /^## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in (.+)$/;
const RUNNING = /^Running (.+)$/;
const TOKENS = /^Tokens: (.+?) sent\b(.*?)(?:, ([\d.,]+[kKmM]?) received)/;
const COST = /Cost: \$([\d.]+) message/;
const API_ERROR = /^(litellm\.[A-Za-z]*Error\b.*|Error: .*(?:API|api|rate limit|RateLimit).*)$/;
const RETRY = /^Retrying in [\d.]+ seconds/;
const REFLECTIONS = /^Only \d+ reflections allowed, stopping\./;
const INTERRUPT = /^(\^C\b|KeyboardInterrupt)/;
/** `show_exhausted_error`: the model's token limit hit; its counts follow on plain lines. */
const EXHAUSTED = /^Model \S+ has hit a token limit!/;
const WINDOW_EXHAUSTED = /^(?:Input|Total) tokens: .*possibly exhausted context window!/;
const OUTPUT_EXCEEDED = /^Output tokens: .*possibly exceeded output limit!/;
/** The first characters of the CLI lines read: `Main model`, `Cur`/`Git working dir`, `Applied`, `## Search...`, `Running`, `Retrying`, `Tokens`, `Commit`, `litellm`, `Error`, `Only`, `^C`, `KeyboardInterrupt`. */
const CLI_FIRST = new Set([...'MCGA#RTleOK^'].map((c) => c.charCodeAt(0)));
/** `2.3k`, `1,204`, `1.2M` as a count. */
function count(text) {
    if (text === undefined)
        return undefined;
    const m = /^([\d.,]+)([kKmM]?)$/.exec(text.trim());
    if (!m)
        return undefined;
    const n = Number(m[1].replace(/,/g, ''));
    if (!Number.isFinite(n))
        return undefined;
    const scale = m[2] === 'k' || m[2] === 'K' ? 1e3 : m[2] === 'm' || m[2] === 'M' ? 1e6 : 1;
    return Math.round(n * scale);
}
const aider_adapter = {
    id: 'aider',
    signature: 'aider: Markdown whose first line is "# aider chat started at" (.aider.chat.history.md)',
    recognise(first) {
        return typeof first === 'string' && first.startsWith(HEADING);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let session;
        let firstName;
        let sessions = 0;
        const names = new Set();
        let tools = new ToolTracker(emit);
        let models = new adapters_run/* ModelWatch */.NA(emit);
        let calls = 0;
        let standing;
        let prompted = false;
        let inPrompt = false;
        let model;
        // In the plain lines of a token-limit error (its counts and advice, not a reply).
        let exhausted = false;
        const send = (event, line) => emit(event, { line }, session);
        /** How the session stands now: one object, changed in place (a reply's every line may change it). */
        const stand = (status, reason, line) => {
            if (!standing)
                standing = { status, line };
            standing.status = status;
            standing.reason = reason;
            standing.line = line;
        };
        const finish = () => {
            if (sessions === 0)
                return;
            tools.end();
            const s = standing;
            if (s)
                emit((0,adapters_run/* processEnd */.rw)(s.status, s.reason), { line: s.line }, session);
        };
        const start = (text, line) => {
            finish();
            sessions++;
            // Named by its time; untrusted text: anything but a time's characters shown as `?`.
            let name = (0,adapters_text/* short */.h0)(text.slice(HEADING.length).replace(/[^0-9A-Za-z :.+_-]/g, '?')) ?? `session-${sessions}`;
            if (names.has(name))
                name = `${name} (${sessions})`;
            names.add(name);
            if (sessions === 1)
                firstName = name;
            session = sessions === 1 ? undefined : name;
            tools = new ToolTracker(emit);
            models = new adapters_run/* ModelWatch */.NA(emit);
            standing = {
                status: 'incomplete',
                reason: 'the session ends before any prompt (aider was stopped while it waited)',
                line,
            };
            prompted = false;
            inPrompt = false;
            model = undefined;
        };
        const call = (tool, args, line, failed, message) => {
            calls++;
            const id = `call-${calls}`;
            tools.call(tool, args, id, { line }, session);
            tools.result(id, { failed, message }, { line }, session);
        };
        /** A line the CLI printed (`> ` taken off). */
        const cli = (text, line) => {
            // Most of what aider prints is none of these: the first character rules most of them out.
            if (!CLI_FIRST.has(text.charCodeAt(0)))
                return;
            let m;
            if ((m = MODEL.exec(text))) {
                models.see(m[1], { line }, 'model', session);
                model = m[1];
                return;
            }
            if (text.startsWith('Cur working dir: ') || text.startsWith('Git working dir: ')) {
                ctx.workdir?.(text.slice(17).trim());
                return;
            }
            if ((m = APPLIED.exec(text))) {
                call('apply_edit', { path: m[1].trim() }, line, false);
                if (prompted)
                    stand('completed', undefined, line);
                return;
            }
            if ((m = NO_MATCH.exec(text))) {
                call('apply_edit', { path: m[1].trim() }, line, true, 'the SEARCH block failed to match the file');
                return;
            }
            if ((m = RUNNING.exec(text))) {
                call('run_command', { command: m[1] }, line, false);
                return;
            }
            if ((m = TOKENS.exec(text))) {
                const rest = m[2];
                const write = count(/, ([\d.,]+[kKmM]?) cache write/.exec(rest)?.[1]) ?? 0;
                const hit = count(/, ([\d.,]+[kKmM]?) cache hit/.exec(rest)?.[1]) ?? 0;
                const sent = count(m[1]) ?? 0;
                const cost = COST.exec(text);
                const u = (0,adapters_run/* tokenUsage */.Z_)({
                    input: model !== undefined && /deepseek/i.test(model) ? Math.max(0, sent - write - hit) : sent,
                    cache_read: hit,
                    cache_write: write,
                    output: count(m[3]),
                }, cost ? { cost_usd: Number(cost[1]) } : {});
                if (u)
                    send(u, line);
                if (prompted)
                    stand('completed', undefined, line);
                return;
            }
            if (text.startsWith('Commit ')) {
                if (prompted)
                    stand('completed', undefined, line);
                return;
            }
            if ((m = API_ERROR.exec(text))) {
                const message = (0,adapters_text/* short */.h0)(m[1]) ?? 'the model API failed';
                send({ event: 'error_event', kind: 'model', message }, line);
                stand('error', message, line);
                return;
            }
            if (RETRY.test(text)) {
                send({ event: 'retry_event', kind: 'provider' }, line);
                return;
            }
            if (REFLECTIONS.test(text)) {
                stand('max_turns', (0,adapters_text/* short */.h0)(text), line);
                return;
            }
            if (INTERRUPT.test(text))
                stand('aborted', 'interrupted (Control-C)', line);
            if (EXHAUSTED.test(text)) {
                exhausted = true;
                // Aider says this of a context window exceeded or of a reply cut at its output limit; the
                // counts that follow say which.
                stand('error', (0,adapters_text/* short */.h0)(`${text} (the context window or the reply's output limit)`), line);
            }
        };
        /** A plain line of a token-limit error: which limit its counts say was reached. */
        const limitLine = (text, line) => {
            if (WINDOW_EXHAUSTED.test(text))
                stand('error', (0,adapters_text/* short */.h0)(`the model's context window was exhausted (${text.trim()})`), line);
            else if (OUTPUT_EXCEEDED.test(text) &&
                standing?.status === 'error' &&
                !/context window/.test(standing.reason ?? ''))
                stand('incomplete', (0,adapters_text/* short */.h0)(`the reply hit the output token limit (${text.trim()})`), line);
        };
        return {
            record(value, line) {
                if (typeof value !== 'string')
                    throw new read/* TraceError */.yW(ctx.source, line, `expected a line of Aider's chat history, found ${(0,json/* typeName */.go)(value)}`);
                if (value.startsWith(HEADING)) {
                    start(value, line);
                    return;
                }
                if (sessions === 0)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected "${HEADING.trim()}" first, found another line`);
                if (value.startsWith('#### ')) {
                    exhausted = false;
                    if (!inPrompt) {
                        prompted = true;
                        stand('incomplete', 'a prompt with no reply after it', line);
                    }
                    inPrompt = true;
                    return;
                }
                inPrompt = false;
                if (value.startsWith('>')) {
                    exhausted = false;
                    cli(value.slice(value.startsWith('> ') ? 2 : 1).trim(), line);
                    return;
                }
                if (exhausted) {
                    limitLine(value, line);
                    return;
                }
                if (value.charCodeAt(0) === 0x23 && NO_MATCH.test(value)) {
                    cli(value.trimEnd(), line);
                    return;
                }
                // The model's reply.
                if (prompted && standing?.status !== 'max_turns')
                    stand('completed', undefined, line);
            },
            end() {
                finish();
            },
            firstSession() {
                return sessions > 1 ? firstName : undefined;
            },
        };
    },
};
/* harmony default export */ const aider = (aider_adapter);

// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/trace/adapters/unread.ts

/** A key or word of an untrusted record, safe to print: letters, digits and a few marks, at most 24 characters. */
function safeKey(k) {
    const clean = k.replace(/[^A-Za-z0-9_.$-]/g, '?');
    return (0,secrets/* cutMasked */.y3)(clean, 24, '...');
}
const isObject = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
/** The first key of an object value that names a tool call of its own kind (`shellToolCall`, `toolRequest`). */
function callKey(x) {
    if (!isObject(x))
        return undefined;
    for (const k in x)
        if (/ToolCall$|^toolRequest$|^toolResponse$|^functionCall$|^functionResponse$/.test(k))
            return k;
    return undefined;
}
/** Keys that a record of a tool call, or of its result, carries in the formats seen. */
const CALL_KEYS = [
    'toolName',
    'tool_call',
    'toolCall',
    'tool_calls',
    'toolCallId',
    'tool_call_id',
    'callID',
    'call_id',
    'functionCall',
    'functionResponse',
];
/** Whether a record looks like a tool call or its result: by its type, or by a key calls carry. */
function looksLikeCall(r) {
    const type = typeof r.type === 'string' ? r.type : typeof r.role === 'string' ? r.role : '';
    if (/tool|function|call/i.test(type))
        return true;
    for (const k of CALL_KEYS)
        if (k in r)
            return true;
    const m = r.message;
    if (isObject(m) && Array.isArray(m.parts))
        for (const p of m.parts)
            if (isObject(p) && ('functionCall' in p || 'functionResponse' in p))
                return true;
    if (isObject(m) && Array.isArray(m.content))
        for (const b of m.content)
            if (callKey(b) !== undefined)
                return true;
    return false;
}
/**
 * What a record is, in a few words safe to print: `type tool_call with shellToolCall`,
 * `type system subtype ui_telemetry`, `role _usage`, `message with parts`, or its first keys.
 */
function recordKind(r) {
    const words = [];
    if (typeof r.type === 'string')
        words.push(`type ${safeKey(r.type)}`);
    else if (typeof r.role === 'string')
        words.push(`role ${safeKey(r.role)}`);
    if (typeof r.subtype === 'string')
        words.push(`subtype ${safeKey(r.subtype)}`);
    const inner = callKey(r.tool_call) ?? callKey(r.part);
    if (inner !== undefined)
        words.push(`with ${safeKey(inner)}`);
    else if (typeof r.toolName === 'string')
        words.push('with toolName');
    else if (isObject(r.message) && Array.isArray(r.message.parts))
        words.push('with message.parts');
    if (words.length)
        return words.join(' ');
    const keys = Object.keys(r).sort().slice(0, 3).map(safeKey);
    return keys.length ? `keys ${keys.join(', ')}` : 'an empty object';
}
/**
 * The format a record that one reader left unread looks like, when it is one of those known to
 * begin like another's (formats.md, "The CI agents of 2026"); undefined otherwise.
 */
function looksLike(r) {
    const type = r.type;
    if (type === 'tool_call' && isObject(r.tool_call))
        return "Cursor CLI's stream-json";
    if (type === 'thinking' && typeof r.subtype === 'string')
        return "Cursor CLI's stream-json";
    if ((type === 'tool_call' && typeof r.toolName === 'string') || (type === 'tool_result' && 'isError' in r))
        return "Factory Droid's stream-json";
    if (type === 'message' && typeof r.role === 'string' && 'session_id' in r)
        return "Factory Droid's stream-json";
    if (type === 'session_start' && 'version' in r)
        return "Factory Droid's session store";
    if (type === 'completion' && 'finalText' in r)
        return "Factory Droid's stream-json";
    if (isObject(r.message) && Array.isArray(r.message.parts))
        return "Qwen Code's chat recording (Gemini parts)";
    if (type === 'system' && r.subtype === 'ui_telemetry')
        return "Qwen Code's chat recording";
    if (type === 'system' && 'qwen_code_version' in r)
        return "Qwen Code's stream-json";
    if (type === 'message.part.updated')
        return "opencode's server event stream";
    if (typeof type === 'string' && isObject(r.part) && 'sessionID' in r)
        return "opencode's JSON output";
    if (type === 'error' && 'sessionID' in r)
        return "opencode's JSON output";
    if (typeof type === 'string' &&
        'data' in r &&
        /^(session|assistant|user|tool|subagent|hook|skill|mcp|abort)\./.test(type))
        return "Copilot CLI's JSON output";
    if (type === 'turn_ended' && 'status' in r)
        return "Cursor's agent transcript";
    if (r.role === '_checkpoint' || r.role === '_usage')
        return "Kimi CLI's session context";
    if (typeof r.session_id === 'string' && r.session_id.startsWith('T-'))
        return "Amp's stream-json";
    if (type === 'message' && isObject(r.message) && Array.isArray(r.message.content)) {
        for (const b of r.message.content)
            if (isObject(b) && ('toolRequest' in b || 'toolResponse' in b))
                return "goose's stream-json";
    }
    return undefined;
}
/**
 * Tell the reader that a record of the file was left unread: the adapter does not know its type.
 * Costs nothing when the reader does not ask.
 */
function leftUnread(ctx, r, line) {
    if (ctx.unread)
        ctx.unread(line, recordKind(r), looksLikeCall(r));
}
/** The longest type `typeKind` keeps. */
const MAX_KIND = 40;
/**
 * What a record left unread is, by its type alone: `type <t>` for a record's type, its characters
 * other than letters, digits and `_.:/$-` as `?`.
 */
function typeKind(type, prefix = 'type') {
    if (typeof type !== 'string' || type === '')
        return `${prefix} missing`;
    const clean = type.length > MAX_KIND ? `${type.slice(0, MAX_KIND - 3)}...` : type;
    return `${prefix} ${clean.replace(/[^A-Za-z0-9_.:/$-]/g, '?')}`;
}

// EXTERNAL MODULE: ./src/trace/adapters/types.ts
var types = __webpack_require__(4191);
;// CONCATENATED MODULE: ./src/trace/adapters/junie/index.ts
/**
 * junie: a JetBrains Junie CLI session's `events.jsonl` (`~/.junie/sessions/<id>/events.jsonl`;
 * formats.md, "Formats of late 2026"). One record a line, keyed by `kind`. Origins are the line.
 *
 * - `UserPromptEvent` {prompt}: the user's request; `TaskStartedEvent` {taskId}: the agent starts
 *   on it. A prompt with no `TaskState` after it is a run cut off.
 * - `SessionA2uxEvent` {event: {state, agentEvent: {kind, stepId, ...}}}: the agent's blocks,
 *   each written again whenever it changes, keyed by `stepId`: the last update wins (a `Tool`
 *   block may become the `ViewFiles` block of the same step). A step of a call kind (`Terminal`
 *   {command, status, exitCode}, `ViewFiles` {files}, `FileChanges` {changes}, `Tool`, and any
 *   other `*BlockUpdatedEvent` with a stepId but those below) is one call, at its first update;
 *   its result at the update where its status first became final (COMPLETED, FAILED, ...), as
 *   the last update tells it. A call failed when its status is `FAILED` / `ERROR` / `CANCELLED`
 *   or a Terminal's `exitCode` is not 0.
 * - Not calls: `Markdown` (the agent's words), `Result` (its answer: `cancelled` true -> the run
 *   was cancelled; `errorCode` "Submit" -> answered; another errorCode -> an error),
 *   `ContextCompaction` {trigger, preTokens} -> context_event compaction, and
 *   `LlmResponseMetadataEvent` {modelUsage[{model, inputTokens, cacheInputTokens,
 *   cacheCreateTokens, outputTokens, cost}]} -> token_usage per model (a change of model ->
 *   state_transition). Status, task-name, directory (-> the working directory) and patch events
 *   say nothing more.
 * - `TaskState` {state}: the task's end: COMPLETED -> completed (or what its Result said),
 *   FAILED / ERROR -> error, CANCELLED / STOPPED -> aborted. The run's end is its last task's.
 *
 * Blocks change after they are first seen, so the events are held and emitted at the end, in
 * the order of the lines they stand for.
 */






const KINDS = new Set(['UserPromptEvent', 'TaskStartedEvent', 'SessionA2uxEvent', 'TaskState']);
/** Top-level records that say nothing to the diagnosis. */
const QUIET = new Set(['UserMessagesCommittedToHistory']);
/** Agent events with no step that say nothing to the diagnosis. */
const QUIET_AGENT = new Set([
    'AgentCurrentStatusUpdatedEvent',
    'AgentTaskNameUpdatedEvent',
    'AgentPatchCreatedEvent',
    'CurrentDirectoryUpdatedEvent',
]);
/** Blocks that are no call. */
const NOT_CALLS = new Set([
    'MarkdownBlockUpdatedEvent',
    'ResultBlockUpdatedEvent',
    'ContextCompactionBlockUpdatedEvent',
]);
const FAILED = new Set(['FAILED', 'ERROR', 'CANCELLED', 'CANCELED']);
function isJunie(r) {
    const o = (0,json/* obj */.WL)(r);
    if (!o || typeof o.kind !== 'string')
        return false;
    switch (o.kind) {
        case 'UserPromptEvent':
            return typeof o.prompt === 'string' && 'requestId' in o;
        case 'TaskStartedEvent':
            return typeof o.taskId === 'string';
        case 'SessionA2uxEvent':
            return (0,json/* obj */.WL)((0,json/* obj */.WL)(o.event)?.agentEvent) !== undefined;
        default:
            return false;
    }
}
/** A block's tool name and arguments. */
function callOf(kind, a) {
    const name = kind.replace(/BlockUpdatedEvent$/, '');
    switch (kind) {
        case 'TerminalBlockUpdatedEvent':
            return { tool: name, args: (0,json/* compact */.oE)({ command: (0,json/* str */.gx)(a.command) ?? '' }) };
        case 'ViewFilesBlockUpdatedEvent':
            return { tool: name, args: { files: (0,json/* arr */.QL)(a.files).map((f) => (0,json/* str */.gx)((0,json/* obj */.WL)(f)?.relativePath) ?? '') } };
        case 'FileChangesBlockUpdatedEvent':
            return {
                tool: name,
                args: {
                    changes: (0,json/* arr */.QL)(a.changes).map((c) => {
                        const o = (0,json/* obj */.WL)(c);
                        return (0,json/* compact */.oE)({
                            path: (0,json/* str */.gx)(o?.afterRelativePath) ?? (0,json/* str */.gx)(o?.beforeRelativePath) ?? '',
                            text: (0,json/* str */.gx)((0,json/* obj */.WL)(o?.afterContent)?.text),
                        });
                    }),
                },
            };
        default:
            return { tool: name, args: (0,json/* compact */.oE)({ text: (0,json/* str */.gx)(a.text) }) };
    }
}
const junie_adapter = {
    id: 'junie',
    signature: 'junie: JSONL of {"kind":"UserPromptEvent"|"TaskStartedEvent"|"SessionA2uxEvent",...} (Junie events.jsonl)',
    recognise: isJunie,
    fit(sample) {
        const rs = sample.records.slice(0, 4);
        return rs.some(isJunie) ? types/* FIT */.U5.SIGNATURE : types/* FIT */.U5.NONE;
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const out = [];
        const steps = new Map();
        const models = new adapters_run/* ModelWatch */.NA((event, origin) => out.push({ event, line: origin.line }));
        let end;
        /** What the last Result block said of the task. */
        let result;
        const block = (kind, a, line) => {
            const stepId = (0,json/* str */.gx)(a.stepId);
            if (stepId === undefined) {
                leftUnread(ctx, a, line);
                return;
            }
            let step = steps.get(stepId);
            if (!step) {
                step = { kind, last: a, call: { event: 'tool_call', tool: null, args: {}, call_id: stepId } };
                steps.set(stepId, step);
                out.push({ event: step.call, line });
            }
            else {
                // The last update wins: a Tool block may become the step's ViewFiles block.
                step.kind = kind;
                step.last = a;
            }
            if (step.output)
                return;
            const status = a.status;
            if (status === undefined || status === 'IN_PROGRESS' || status === 'PENDING')
                return;
            step.output = { event: 'tool_output' };
            step.error = { event: 'error_event' };
            out.push({ event: step.output, line }, { event: step.error, line });
        };
        /** A step's call, result and error, from its last update. */
        const settle = (stepId, step) => {
            const { tool, args } = callOf(step.kind, step.last);
            step.call.tool = tool;
            step.call.args = args;
            if (!step.output)
                return;
            const a = step.last;
            const status = (0,json/* str */.gx)(a.status) ?? '';
            const exit = (0,json/* num */.bu)(a.exitCode);
            const failed = FAILED.has(status) || (exit !== undefined && exit !== 0);
            Object.assign(step.output, (0,json/* compact */.oE)({ tool, call_id: stepId, status: failed ? 'error' : 'ok', exit_code: exit }));
            if (failed)
                Object.assign(step.error, {
                    kind: 'tool',
                    tool,
                    call_id: stepId,
                    message: (0,adapters_text/* short */.h0)((0,json/* str */.gx)(a.presentableOutput) ?? (0,json/* str */.gx)(a.output)) ??
                        (exit !== undefined ? `exit code ${exit}` : `status ${status}`),
                });
        };
        const agentEvent = (a, line) => {
            const kind = (0,json/* str */.gx)(a.kind) ?? '';
            if (QUIET_AGENT.has(kind)) {
                if (kind === 'CurrentDirectoryUpdatedEvent' && (0,json/* str */.gx)(a.currentDirectory))
                    ctx.workdir?.((0,json/* str */.gx)(a.currentDirectory));
                return;
            }
            switch (kind) {
                case 'LlmResponseMetadataEvent':
                    for (const u of (0,json/* arr */.QL)(a.modelUsage)) {
                        const m = (0,json/* obj */.WL)(u);
                        if (!m)
                            continue;
                        models.see(m.model, { line }, 'model');
                        const e = (0,adapters_run/* tokenUsage */.Z_)({
                            input: (0,json/* num */.bu)(m.inputTokens),
                            cache_read: (0,json/* num */.bu)(m.cacheInputTokens),
                            cache_write: (0,json/* num */.bu)(m.cacheCreateTokens),
                            output: (0,json/* num */.bu)(m.outputTokens),
                        }, (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(m.model), cost_usd: (0,json/* num */.bu)(m.cost) }));
                        if (e)
                            out.push({ event: e, line });
                    }
                    return;
                case 'ContextCompactionBlockUpdatedEvent':
                    out.push({
                        event: (0,json/* compact */.oE)({
                            event: 'context_event',
                            action: 'compaction',
                            trigger: (0,json/* str */.gx)(a.trigger),
                            tokens_before: (0,json/* num */.bu)(a.preTokens),
                        }),
                        line,
                    });
                    return;
                case 'ResultBlockUpdatedEvent': {
                    const code = (0,json/* str */.gx)(a.errorCode);
                    if (a.cancelled === true)
                        result = { status: 'aborted', reason: 'the task was cancelled' };
                    else if (code === undefined || code === 'Submit')
                        result = { status: 'completed' };
                    else
                        result = { status: 'error', reason: `the task ended with errorCode ${code}` };
                    return;
                }
                case 'MarkdownBlockUpdatedEvent':
                    return;
                default:
                    if (kind.endsWith('BlockUpdatedEvent') && !NOT_CALLS.has(kind))
                        block(kind, a, line);
                    else
                        leftUnread(ctx, a, line);
            }
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line);
                const kind = r.kind;
                if (typeof kind !== 'string' || (!KINDS.has(kind) && !QUIET.has(kind))) {
                    if (ctx.unread)
                        ctx.unread(line, typeKind(kind, 'kind'), false);
                    return;
                }
                switch (kind) {
                    case 'UserPromptEvent':
                        result = undefined;
                        end = { status: 'incomplete', reason: 'a prompt with no end of its task after it', line };
                        return;
                    case 'TaskStartedEvent':
                        if (end?.status !== 'incomplete')
                            end = { status: 'incomplete', reason: 'a task with no end after it', line };
                        return;
                    case 'SessionA2uxEvent': {
                        const a = (0,json/* obj */.WL)((0,json/* obj */.WL)(r.event)?.agentEvent);
                        if (a)
                            agentEvent(a, line);
                        else
                            leftUnread(ctx, r, line);
                        return;
                    }
                    case 'TaskState': {
                        const state = (0,json/* str */.gx)(r.state) ?? '';
                        if (state === 'COMPLETED')
                            end = { ...(result ?? { status: 'completed' }), line };
                        else if (state === 'FAILED' || state === 'ERROR')
                            end = { status: 'error', reason: `the task ended ${state}`, line };
                        else if (state === 'CANCELLED' || state === 'CANCELED' || state === 'STOPPED')
                            end = { status: 'aborted', reason: `the task ended ${state}`, line };
                        return;
                    }
                    default:
                        return;
                }
            },
            end() {
                for (const [id, step] of steps)
                    settle(id, step);
                for (const { event, line } of out) {
                    // The error of a step that did not fail holds nothing.
                    if (event.event === 'error_event' && event.kind === undefined)
                        continue;
                    emit(event, { line });
                }
                if (end)
                    emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason), { line: end.line });
            },
        };
    },
};
/* harmony default export */ const junie = (junie_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/continue/index.ts
/**
 * continue: a Continue session, `~/.continue/sessions/<id>.json`, as the `cn` CLI and the IDE
 * extensions write it (formats.md, "Formats of late 2026"): one JSON document {sessionId, title,
 * workspaceDirectory, mode, history[{message{role, content}, contextItems, toolCallStates[],
 * promptLogs}]}. No timestamps, no end record. Origins are the index of the history item.
 *
 * - `toolCallStates[{toolCallId, status, toolCall.function{name, arguments}, output}]` of an
 *   item -> one call each (args parsed from the JSON string); its result by `status`: `done` ->
 *   ok, `errored` -> failed, `canceled` -> failed (the call was stopped or refused). Another
 *   status (`generating`, `generated`, `calling`) -> a call with no result yet. Messages of
 *   role `tool` repeat those results to the model and are not counted again.
 * - `promptLogs[{modelTitle, completionOptions.model}]` -> the model (a change -> state_transition);
 *   `workspaceDirectory` -> the working directory.
 * - The end, from the last item: an assistant reply with no call waiting -> completed; a call
 *   canceled with no reply after it -> aborted; a call with no result, or a user message with no
 *   reply after it -> incomplete (cut off).
 */





function isContinue(first) {
    const o = (0,json/* obj */.WL)(first);
    return (o !== undefined &&
        typeof o.sessionId === 'string' &&
        Array.isArray(o.history) &&
        ('workspaceDirectory' in o || 'title' in o) &&
        !('projectHash' in o));
}
const continue_adapter = {
    id: 'continue',
    signature: 'continue: a JSON object {"sessionId","title","workspaceDirectory","history":[...]} (a Continue session)',
    recognise: isContinue,
    observes: ['loop_control', 'task_completion'],
    create(emit, ctx) {
        let done = false;
        return {
            record(value, line) {
                if (done)
                    throw new read/* TraceError */.yW(ctx.source, line, 'expected one Continue session, found more JSON after it');
                done = true;
                const doc = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Continue session object');
                const dir = (0,json/* str */.gx)(doc.workspaceDirectory);
                if (dir)
                    ctx.workdir?.(dir.replace(/^file:\/\//, ''));
                const tools = new ToolTracker(emit);
                const models = new adapters_run/* ModelWatch */.NA(emit);
                let end;
                const history = (0,json/* arr */.QL)(doc.history);
                history.forEach((raw, index) => {
                    const item = (0,json/* obj */.WL)(raw);
                    if (!item)
                        throw new read/* TraceError */.yW(ctx.source, line, `expected history item ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                    const origin = { index };
                    for (const log of (0,json/* arr */.QL)(item.promptLogs)) {
                        const l = (0,json/* obj */.WL)(log);
                        models.see((0,json/* str */.gx)((0,json/* obj */.WL)(l?.completionOptions)?.model) ?? l?.modelTitle, origin, 'model');
                    }
                    const message = (0,json/* obj */.WL)(item.message);
                    const role = (0,json/* str */.gx)(message?.role);
                    if (role === 'tool')
                        return;
                    let waiting = 0;
                    let canceled = 0;
                    for (const s of (0,json/* arr */.QL)(item.toolCallStates)) {
                        const st = (0,json/* obj */.WL)(s);
                        if (!st)
                            continue;
                        const fn = (0,json/* obj */.WL)((0,json/* obj */.WL)(st.toolCall)?.function);
                        const id = (0,json/* idOf */.TH)(st.toolCallId) ?? (0,json/* idOf */.TH)((0,json/* obj */.WL)(st.toolCall)?.id);
                        tools.call((0,json/* str */.gx)(fn?.name) ?? null, parseArgs(fn?.arguments), id, origin);
                        const status = (0,json/* str */.gx)(st.status);
                        if (status === 'done' || status === 'errored' || status === 'canceled') {
                            const failed = status !== 'done';
                            if (status === 'canceled')
                                canceled++;
                            const output = (0,json/* arr */.QL)(st.output);
                            tools.result(id, {
                                failed,
                                message: failed
                                    ? status === 'canceled'
                                        ? 'the call was canceled'
                                        : ((0,adapters_text/* errorMessage */.gJ)((0,adapters_text/* contentText */.Tf)(output.map((o) => (0,json/* obj */.WL)(o)?.content ?? ''))) ?? 'the call errored')
                                    : undefined,
                                digest: digestWhenRead(output.length ? output : undefined),
                            }, origin);
                        }
                        else
                            waiting++;
                    }
                    if (role === 'user') {
                        if ((0,adapters_text/* contentText */.Tf)(message?.content, 200).trim() !== '')
                            end = { status: 'incomplete', reason: 'a user message with no reply after it', index };
                    }
                    else if (role === 'assistant' || role === 'thinking') {
                        if (waiting > 0)
                            end = { status: 'incomplete', reason: 'a tool call with no result after it', index };
                        else if (canceled > 0)
                            end = { status: 'aborted', reason: 'a tool call was canceled', index };
                        else if ((0,json/* arr */.QL)(item.toolCallStates).length > 0 && (0,adapters_text/* contentText */.Tf)(message?.content, 200).trim() === '')
                            end = { status: 'incomplete', reason: 'a tool result with no reply after it', index };
                        else
                            end = { status: 'completed', index };
                    }
                });
                tools.end();
                if (end)
                    emit((0,adapters_run/* processEnd */.rw)(end.status, (0,adapters_text/* short */.h0)(end.reason)), { index: end.index });
            },
            end() { },
        };
    },
};
/* harmony default export */ const adapters_continue = (continue_adapter);

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
        this.tools = new ToolTracker(emit, (tool, args) => this.classify(tool, args));
        this.mainModels = new adapters_run/* ModelWatch */.NA(emit);
        this.sideModels = new adapters_run/* ModelWatch */.NA(emit);
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
            const a = (0,json/* obj */.WL)(args);
            const skill = (0,json/* str */.gx)(a?.skill) ?? (0,json/* str */.gx)(a?.command) ?? (0,json/* str */.gx)(a?.name);
            if (skill) {
                this.skills.add(skill);
                return { skill };
            }
            return {};
        }
        const path = pathArg(args);
        if (isMemoryPath(path)) {
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
        const content = (0,json/* arr */.QL)(message.content);
        let calls = 0;
        for (const block of content) {
            const b = (0,json/* obj */.WL)(block);
            if (b?.type !== 'tool_use' && b?.type !== 'server_tool_use' && b?.type !== 'mcp_tool_use')
                continue;
            calls++;
            this.tools.call((0,json/* str */.gx)(b.name) ?? null, b.input === undefined ? {} : b.input, (0,json/* idOf */.TH)(b.id), origin);
        }
        const id = (0,json/* str */.gx)(message.id);
        if (this.pending && this.pending.id !== id)
            this.flush();
        const usage = (0,json/* obj */.WL)(message.usage);
        if (usage) {
            if (id === undefined)
                this.count(usage, origin);
            else if (!this.counted.has(id))
                this.pending = { id, usage, origin };
        }
        if (opts.apiError !== undefined) {
            this.emit({ event: 'error_event', kind: 'model', message: opts.apiError }, origin);
            if (!opts.meta)
                this.apiFailed(opts.side, opts.apiError, origin);
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
    /**
     * A failed API call that nothing answered yet (Claude Code's `api_error` record, a synthetic
     * error reply): the run ends badly unless a reply comes after it.
     */
    apiFailed(side, reason, origin) {
        this.outcome(side, { status: 'error', reason, origin, api: true });
    }
    /** A user message: tool results, or a prompt. */
    user(message, origin, opts) {
        const content = message.content;
        let results = 0;
        for (const block of (0,json/* arr */.QL)(content)) {
            const b = (0,json/* obj */.WL)(block);
            if (b?.type !== 'tool_result')
                continue;
            results++;
            const callId = (0,json/* idOf */.TH)(b.tool_use_id);
            const failed = b.is_error === true;
            if (failed && callId !== undefined)
                this.failedCalls.add(callId);
            const role = this.tools.roleOf(callId);
            this.tools.result(callId, {
                failed,
                message: failed ? (0,adapters_text/* errorMessage */.gJ)((0,adapters_text/* contentTail */.qQ)(b.content)) : undefined,
                empty: role.memory === 'recall' ? (0,adapters_text/* contentText */.Tf)(b.content).trim() === '' : undefined,
                digest: digestWhenRead(b.content),
            }, origin);
        }
        if (opts.meta)
            return;
        const text = (0,adapters_text/* contentText */.Tf)(content, 200);
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
        const e = (0,adapters_run/* tokenUsage */.Z_)({
            input: (0,json/* num */.bu)(usage.input_tokens),
            output: (0,json/* num */.bu)(usage.output_tokens),
            cache_read: (0,json/* num */.bu)(usage.cache_read_input_tokens),
            cache_write: (0,json/* num */.bu)(usage.cache_creation_input_tokens),
        }, extra);
        if (e) {
            this.replies++;
            this.emit(e, origin);
        }
    }
    /** A skill named outside a tool call (an attachment, a slash command), reported once per name. */
    skill(name, origin) {
        const s = (0,json/* str */.gx)(name);
        if (!s || this.skills.has(s))
            return;
        this.skills.add(s);
        this.emit((0,json/* compact */.oE)({ event: 'skill_event', skill: s, invoked: true, source: 'attachment' }), origin);
    }
    end() {
        this.flush();
        this.tools.end();
    }
}
/**
 * The compaction a `compact_boundary` system record tells of. Claude Code writes its metadata in
 * camelCase and the stream in snake_case; each is read in its own spelling first.
 */
function compactionEvent(r, spelling) {
    const camel = spelling === 'camel';
    const meta = camel
        ? ((0,json/* obj */.WL)(r.compactMetadata) ?? (0,json/* obj */.WL)(r.compact_metadata))
        : ((0,json/* obj */.WL)(r.compact_metadata) ?? (0,json/* obj */.WL)(r.compactMetadata));
    const preTokens = camel
        ? ((0,json/* num */.bu)(meta?.preTokens) ?? (0,json/* num */.bu)(meta?.pre_tokens))
        : ((0,json/* num */.bu)(meta?.pre_tokens) ?? (0,json/* num */.bu)(meta?.preTokens));
    return (0,json/* compact */.oE)({
        event: 'context_event',
        action: 'compaction',
        trigger: (0,json/* str */.gx)(meta?.trigger),
        tokens_before: preTokens,
    });
}

// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __webpack_require__(1296);
// EXTERNAL MODULE: ./src/trace/adapters/integrity.ts
var adapters_integrity = __webpack_require__(7681);
// EXTERNAL MODULE: ./src/core/integrity.ts
var core_integrity = __webpack_require__(5764);
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
 *
 * Integrity: a `parentUuid` that names no record of the file is a missing record (a compaction
 * boundary's `logicalParentUuid` may name one of an earlier file, and so may the first record of
 * a file that starts mid-chain: neither is checked). Prompts and replies are written in order;
 * tool results are written after the batch of calls they answer (a long reply streamed after
 * them), so only their first and last times count. Time is checked along each chain of parent
 * links, not in file order: older versions wrote each Task subagent's records (`isSidechain`, a
 * chain of their own from a root without parent) into the main transcript when it finished, so
 * parallel subagents' records go back in the file. The session's id is the `sessionId` of the
 * last main-chain record (a resumed session's file begins with its parent's); a subagent's own
 * file (every record `isSidechain`) is `<sessionId>/agent/<agentId>`, never its parent's copy.
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
/**
 * Entry types Claude Code writes that carry nothing the diagnosis reads (titles, modes, links,
 * snapshots, hook progress, a background task's key and result): skipped on purpose, not unread.
 */
const SKIPPED_TYPES = new Set([
    ...META_TYPES,
    'progress',
    'mode',
    'worktree-state',
    'frame-link',
    'pr-link',
    'started',
    'result',
    'relocated',
    'bridge-session',
    'atis-latch',
]);
/**
 * Whether an entry is another agent's, though shaped like Claude Code's (Qwen Code's chat
 * recording has `uuid`, `parentUuid` and `sessionId` too): a message of Gemini `parts` rather than
 * `content`, or an entry whose type is a tool call or result (Claude Code writes calls inside
 * messages).
 */
function foreign(r) {
    const m = (0,json/* obj */.WL)(r.message);
    if (m && Array.isArray(m.parts) && !('content' in m))
        return true;
    return typeof r.type === 'string' && /tool|function|call/.test(r.type);
}
/** Whether an entry has the shape of a Claude Code transcript's first entry. */
function shaped(r) {
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
}
function apiErrorText(r, message) {
    // A synthetic reply for a failed API call: `isApiErrorMessage`, and in later versions `apiError`
    // naming what failed (`autocompact_thrashing`: the context refilled after every compaction).
    const named = typeof r.apiError === 'string' ? safeKey(r.apiError) : undefined;
    if (r.isApiErrorMessage !== true && named === undefined)
        return undefined;
    const text = (0,adapters_text/* short */.h0)(Array.isArray(message.content) ? ((0,json/* obj */.WL)(message.content[0])?.text ?? 'API error') : message.content) ??
        'API error';
    return named !== undefined && !text.includes(named) ? ((0,adapters_text/* short */.h0)(`${named}: ${text}`) ?? text) : text;
}
/** Why a run that ended on an `api_error` record failed: what the record names of the error. */
function apiErrorReason(r, err) {
    const status = (0,json/* num */.bu)(err?.status);
    const type = (0,json/* str */.gx)((0,json/* obj */.WL)((0,json/* obj */.WL)(err?.error)?.error)?.type) ?? (0,json/* str */.gx)(err?.type);
    const named = typeof r.apiError === 'string' ? r.apiError : type;
    const what = (0,adapters_text/* short */.h0)(err?.message) ?? (named !== undefined ? safeKey(named) : undefined);
    const code = status !== undefined && status > 0 ? ` ${status}` : '';
    return `the API call failed${code} and no reply came after it${what ? `: ${what}` : ''}`;
}
const claude_code_adapter = {
    id: 'claude-code',
    signature: 'claude-code: lines with `parentUuid` and `sessionId` (a Claude Code transcript, ~/.claude/projects/**/*.jsonl)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        return r !== undefined && !foreign(r) && shaped(r);
    },
    fit({ records }) {
        // The first entry settles it, unless a first entry is another agent's: then at most a weak
        // fit (enough for --format claude-code, which then refuses the file for what it leaves unread).
        const first = (0,json/* obj */.WL)(records[0]);
        if (!first || !shaped(first))
            return types/* FIT */.U5.NONE;
        for (const x of records) {
            const r = (0,json/* obj */.WL)(x);
            if (r && foreign(r))
                return types/* FIT */.U5.WEAK;
        }
        return types/* FIT */.U5.SIGNATURE;
    },
    observes: types/* FULL_TRANSCRIPT */.Du,
    create(emit, ctx) {
        const conv = new ClaudeMessages(emit);
        const integrity = ctx.integrity;
        const refs = integrity ? new adapters_integrity/* References */.N3() : undefined;
        let chained = false;
        let mainId;
        let sideId;
        const check = (r, line) => {
            const uuid = (0,json/* str */.gx)(r.uuid);
            const parent = (0,json/* str */.gx)(r.parentUuid);
            if (parent !== undefined && chained)
                refs.want(parent, { line });
            if (uuid !== undefined) {
                refs.have(uuid);
                chained = true;
            }
            const sessionId = (0,json/* str */.gx)(r.sessionId);
            if (sessionId !== undefined) {
                if (r.isSidechain === true)
                    sideId ??= `${sessionId}/agent/${(0,json/* str */.gx)(r.agentId) ?? ''}`;
                else
                    mainId = sessionId;
            }
            // A compaction boundary starts a chain that goes on from its logical parent.
            const after = parent ?? (0,json/* str */.gx)(r.logicalParentUuid);
            const ms = (0,core_integrity/* timeOf */.nR)(r.timestamp);
            if (ms === undefined) {
                if (uuid !== undefined && after !== undefined)
                    integrity.linked(undefined, { line }, uuid, after, false);
                return;
            }
            const message = (0,json/* obj */.WL)(r.message);
            const results = r.type === 'user' &&
                Array.isArray(message?.content) &&
                message.content.length > 0 &&
                message.content.every((b) => (0,json/* obj */.WL)(b)?.type === 'tool_result');
            integrity.linked(ms, { line }, uuid, after, (r.type === 'user' || r.type === 'assistant') && !results);
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a transcript entry object');
                const origin = (0,json/* withId */.oP)({ line }, r.uuid);
                if (integrity)
                    check(r, line);
                if (ctx.workdir && typeof r.cwd === 'string')
                    ctx.workdir(r.cwd);
                switch (r.type) {
                    case 'assistant':
                    case 'user': {
                        const message = (0,json/* obj */.WL)(r.message);
                        if (!message)
                            return;
                        if (!('content' in message) && 'parts' in message)
                            return leftUnread(ctx, r, line);
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
                        const a = (0,json/* obj */.WL)(r.attachment);
                        if (a?.type === 'invoked_skills') {
                            for (const s of Array.isArray(a.skills) ? a.skills : [])
                                conv.skill((0,json/* obj */.WL)(s)?.name ?? s, origin);
                        }
                        return;
                    }
                    default:
                        if (typeof r.type !== 'string' || !SKIPPED_TYPES.has(r.type))
                            leftUnread(ctx, r, line);
                        return;
                }
            },
            end() {
                conv.end();
                if (conv.last)
                    emit((0,adapters_run/* processEnd */.rw)(conv.last.status, conv.last.reason), conv.last.origin);
                if (!integrity)
                    return;
                for (const m of refs.missing()) {
                    integrity.finding({
                        kind: 'missing_parent',
                        detail: `parentUuid ${(0,adapters_integrity/* quoteId */.g0)(m.id)} names no record in the file`,
                        origin: m.origin,
                    });
                }
                const id = mainId ?? (sideId?.endsWith('/agent/') ? undefined : sideId);
                if (id !== undefined)
                    integrity.identity(id);
            },
        };
        function system(r, line) {
            const origin = (0,json/* withId */.oP)({ line }, r.uuid);
            switch (r.subtype) {
                case 'compact_boundary':
                    emit(compactionEvent(r, 'camel'), origin);
                    return;
                case 'api_error': {
                    const err = (0,json/* obj */.WL)(r.error);
                    emit((0,json/* compact */.oE)({
                        event: 'retry_event',
                        kind: 'provider',
                        attempt: (0,json/* num */.bu)(r.retryAttempt),
                        max_retries: (0,json/* num */.bu)(r.maxRetries),
                        status_code: (0,json/* num */.bu)(err?.status),
                        message: (0,adapters_text/* short */.h0)(err?.message) ?? (0,adapters_text/* short */.h0)((0,json/* obj */.WL)((0,json/* obj */.WL)(err?.error)?.error)?.type),
                    }), origin);
                    // Claude Code retries the call: a reply after it answers; none, and the run ended on it.
                    conv.apiFailed(r.isSidechain === true, apiErrorReason(r, err), origin);
                    return;
                }
                case 'error': {
                    const err = (0,json/* obj */.WL)(r.error);
                    emit((0,json/* compact */.oE)({
                        event: 'error_event',
                        kind: 'api',
                        status_code: (0,json/* num */.bu)(err?.status),
                        message: (0,adapters_text/* short */.h0)(err?.message) ?? (0,adapters_text/* short */.h0)(r.content) ?? 'API error',
                    }), origin);
                    return;
                }
                case 'api_refusal':
                    emit((0,json/* compact */.oE)({
                        event: 'error_event',
                        kind: 'refusal',
                        message: (0,adapters_text/* short */.h0)(r.apiRefusalExplanation) ?? (0,adapters_text/* short */.h0)(r.apiRefusalCategory) ?? 'the API refused the request',
                    }), origin);
                    return;
                case 'model_refusal_fallback': {
                    const to = (0,json/* str */.gx)(r.fallbackModel);
                    if (!to)
                        return;
                    emit((0,json/* compact */.oE)({
                        event: 'state_transition',
                        kind: 'model_fallback',
                        from: (0,json/* str */.gx)(r.originalModel),
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
/* harmony default export */ const claude_code = (claude_code_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/claude-stream/index.ts
/**
 * claude-stream: `claude -p --output-format stream-json` (JSONL), or the same messages as one
 * JSON array (claude-code-action's execution file, `claude-execution-output.json`).
 *
 * Messages (assistant / user) as in claude-messages.ts, plus:
 * - `system` `init` -> the model; `system` `compact_boundary` -> context_event compaction
 *   (compact_metadata.pre_tokens); `system` `api_retry` -> retry_event; `system` `api_error` (a
 *   failed call Claude Code retries, as its transcript writes it) -> retry_event, and a run that
 *   ends on it, with no reply after it, ended in an error whatever its result says.
 * - `result`: a subtype other than `success` (or `is_error: true`) -> error_event; each entry of
 *   `permission_denials` -> error_event, unless that call's tool_result already failed (Claude
 *   Code answers a denied call with an error tool_result too: one error, not two).
 *   The result's `usage` is the run's total: it is counted only when no reply carried usage.
 * - `system` `permission_denied` (a call refused by a deny rule, the permission mode or the
 *   auto-mode classifier) -> error_event permission_denied at the run's end, unless that call's
 *   tool_result already failed; the result's `permission_denials` name the same calls (one
 *   error per call).
 * - process_end from the result (its keys in any order; with several results, `result_index`,
 *   the last): success -> completed; error_max_turns -> max_turns; error_during_execution,
 *   error_max_budget_usd and other error subtypes -> error; the reason quotes the subtype and
 *   the first of `errors`. A `terminal_reason` other than `completed` says how it stopped:
 *   aborted_streaming, aborted_tools, interrupted... -> aborted (no error_event: the person or
 *   the host stopped it); max_turns -> max_turns; any other (budget_exhausted) -> error.
 *   No result message (the run was cut off) -> incomplete.
 * - Recognised from an init or a result line or a message of the stream among the first
 *   records, after any hook records, rate-limit notices (`rate_limit_event`), partial messages
 *   (`stream_event`) and `system` notices (`thinking_tokens`, `permission_denied`); an init a
 *   workflow stripped of its tools and cwd is still Claude's (`uuid`, or no `cwd` at all).
 * - Hook records (`system` `hook_started` / `hook_response`, Claude Code 2.1+) may come before
 *   `init`; they are not events.
 * - Several runs back to back (init ... result, init ... result, init ...): one session per run.
 *   The first run's events are emitted without a session name and the later ones as `run-2`,
 *   `run-3`...; when there were several, `firstSession()` names the first `run-1`.
 */






function isInit(x) {
    const r = (0,json/* obj */.WL)(x);
    return r?.type === 'system' && r.subtype === 'init';
}
/** A stream-json message that is not the init line (a stream cut at its start). */
function isStreamMessage(x) {
    const r = (0,json/* obj */.WL)(x);
    return ((r?.type === 'assistant' || r?.type === 'user' || r?.type === 'result') &&
        typeof r.session_id === 'string' &&
        'parent_tool_use_id' in r);
}
/** A `result` line: the run's end, whatever the order of its keys. */
function isResult(x) {
    const r = (0,json/* obj */.WL)(x);
    return r?.type === 'result' && typeof r.session_id === 'string' && ('subtype' in r || 'is_error' in r);
}
/**
 * Records Claude's stream may open with before its init (or without one, when a workflow cut or
 * redacted it): rate-limit notices, partial messages, and `system` notices (`thinking_tokens`,
 * `permission_denied`, ...). They settle nothing alone.
 */
function isPreamble(x) {
    const r = (0,json/* obj */.WL)(x);
    if (r === undefined || typeof r.session_id !== 'string' || 'parentUuid' in r)
        return false;
    return r.type === 'rate_limit_event' || r.type === 'stream_event' || (r.type === 'system' && !isInit(r));
}
/**
 * A hook record (`system` `hook_started` / `hook_response`): since Claude Code 2.1 these come
 * before `init` when hooks are configured.
 */
function isHook(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r?.type === 'system' &&
        typeof r.subtype === 'string' &&
        r.subtype.startsWith('hook_') &&
        typeof r.session_id === 'string');
}
/**
 * The record types Claude Code writes to its stream (the Agent SDK's messages): a stream whose
 * first records hold another type is another agent's that begins like Claude's (Cursor CLI's
 * `tool_call` and `thinking`, Factory Droid's `message`, `tool_call` and `tool_result`).
 */
const STREAM_TYPES = new Set([
    'system',
    'assistant',
    'user',
    'result',
    'stream_event',
    'rate_limit_event',
    'tool_progress',
    'tool_use_summary',
    'auth_status',
    'prompt_suggestion',
    'keep_alive',
]);
/**
 * Whether a record says it is another agent's, though shaped like Claude's: a type Claude does
 * not write, an init with another agent's version (Qwen Code's `qwen_code_version`), or an Amp
 * thread id (`T-...`; Amp writes Claude's stream under its own name).
 */
function claude_stream_foreign(x) {
    const r = (0,json/* obj */.WL)(x);
    if (!r)
        return false;
    if (typeof r.type !== 'string' || !STREAM_TYPES.has(r.type))
        return true;
    if (typeof r.session_id === 'string' && r.session_id.startsWith('T-'))
        return true;
    if (r.type === 'system' && r.subtype === 'init') {
        for (const k in r)
            if (k.endsWith('_version') && k !== 'claude_code_version')
                return true;
        return !claudeInit(r);
    }
    return false;
}
/**
 * Claude Code's init: it lists its `tools`, with one of the fields only Claude writes there
 * (Cursor CLI's init lists no tools; Factory Droid's has none of these fields).
 */
function claudeInit(r) {
    if ('mcp_servers' in r || 'claude_code_version' in r || 'slash_commands' in r || 'output_style' in r || 'uuid' in r)
        return true;
    if (Array.isArray(r.tools))
        return 'permissionMode' in r || 'apiKeySource' in r || 'uuid' in r;
    // An init a workflow stripped of its tools and cwd (Cursor's, which also lists no tools,
    // always names its cwd).
    return !('cwd' in r) && typeof r.session_id === 'string';
}
/** The stream's messages as recognition sees them: the first records, or a JSON list's first items. */
function firstMessages(records) {
    return records.length === 1 && Array.isArray(records[0]) ? records[0].slice(0, types/* SAMPLE_RECORDS */.A_) : records;
}
const claude_stream_adapter = {
    id: 'claude-stream',
    signature: 'claude-stream: a first message {"type":"system","subtype":"init"}, after any hook records (claude -p ' +
        '--output-format stream-json, or a JSON array of those messages)',
    recognise(first) {
        const r = Array.isArray(first) ? first[0] : first;
        return (isInit(r) || isStreamMessage(r) || isResult(r) || isHook(r) || isPreamble(r)) && !claude_stream_foreign(r);
    },
    fit({ records }) {
        // Hook records, rate-limit notices, partial messages and system notices may come first; an
        // init line, a result line or a message of the stream settles it, unless a first record is
        // of a type Claude does not write: another agent's stream that begins like Claude's is at
        // most a weak fit (enough for --format claude-stream, which then refuses it for the records
        // it leaves unread).
        const messages = firstMessages(records);
        let fit = messages.length > 0 ? types/* FIT */.U5.LIKELY : types/* FIT */.U5.NONE;
        for (const r of messages) {
            if (isInit(r) || isStreamMessage(r) || isResult(r)) {
                fit = types/* FIT */.U5.SIGNATURE;
                break;
            }
            if (!isHook(r) && !isPreamble(r))
                return types/* FIT */.U5.NONE;
        }
        if (fit === types/* FIT */.U5.NONE)
            return fit;
        for (const r of messages)
            if (claude_stream_foreign(r))
                return types/* FIT */.U5.WEAK;
        return fit;
    },
    observes: types/* FULL_TRANSCRIPT */.Du,
    create(emit, ctx) {
        // One run at a time: a stream file may hold several runs back to back, each from its
        // `system/init` (after any hook records) to its `result`.
        let runs = 0;
        let run = newRun();
        let first = true;
        function newRun() {
            runs++;
            const session = runs === 1 ? undefined : `run-${runs}`;
            const runEmit = (event, origin) => emit(event, origin, session);
            return {
                emit: runEmit,
                conv: new ClaudeMessages(runEmit),
                result: undefined,
                lastOrigin: undefined,
                /** An init or a message of this run was seen. */
                begun: false,
                /** Calls a `system` `permission_denied` record refused: call id (or a place) -> tool and message. */
                denied: new Map(),
            };
        }
        const message = (value, at, line) => {
            const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a stream-json message object');
            const origin = (0,json/* withId */.oP)(at, r.uuid);
            if (isInit(r) && run.begun) {
                finish();
                run = newRun();
            }
            if (r.type === 'assistant' || r.type === 'user' || r.type === 'result' || isInit(r))
                run.begun = true;
            run.lastOrigin = origin;
            const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined;
            switch (r.type) {
                case 'assistant': {
                    const m = (0,json/* obj */.WL)(r.message);
                    if (!m)
                        return;
                    // A synthetic reply for a failed API call: the SDK's `error`, Claude Code's `apiError`
                    // (`autocompact_thrashing`: the context refilled after every compaction).
                    const failed = (0,json/* str */.gx)(r.apiError) ?? (0,json/* str */.gx)(r.error);
                    const apiError = failed ? `API error: ${failed}` : undefined;
                    run.conv.assistant(m, origin, { side, apiError });
                    return;
                }
                case 'user': {
                    const m = (0,json/* obj */.WL)(r.message);
                    if (m)
                        run.conv.user(m, origin, { side });
                    return;
                }
                case 'system':
                    return system(r, origin);
                case 'result':
                    run.result = { r, origin };
                    return;
                default:
                    // Partial messages and notices of Claude's stream carry nothing the reply does not.
                    if (typeof r.type !== 'string' || !STREAM_TYPES.has(r.type))
                        leftUnread(ctx, r, line);
                    return;
            }
        };
        function system(r, origin) {
            const emit = run.emit;
            switch (r.subtype) {
                case 'init':
                    run.conv.models(false).see(r.model, origin, 'init');
                    // The run's working directory: the files it names are relative to it.
                    if (ctx.workdir && typeof r.cwd === 'string' && r.cwd !== '')
                        ctx.workdir(r.cwd);
                    return;
                case 'compact_boundary':
                    emit(compactionEvent(r, 'snake'), origin);
                    return;
                case 'permission_denied': {
                    // A call refused by a deny rule, the permission mode or the auto-mode classifier; its
                    // error tool_result follows. One error per call, told at the run's end.
                    const callId = (0,json/* idOf */.TH)(r.tool_use_id);
                    run.denied.set(callId ?? `@${run.denied.size}`, {
                        tool: (0,json/* str */.gx)(r.tool_name),
                        callId,
                        message: (0,adapters_text/* short */.h0)(r.decision_reason) ?? (0,adapters_text/* short */.h0)(r.message),
                        origin,
                    });
                    return;
                }
                case 'api_retry':
                    emit((0,json/* compact */.oE)({
                        event: 'retry_event',
                        kind: 'provider',
                        attempt: (0,json/* num */.bu)(r.attempt),
                        max_retries: (0,json/* num */.bu)(r.max_retries),
                        status_code: (0,json/* num */.bu)(r.error_status),
                        message: (0,adapters_text/* short */.h0)(r.error),
                    }), origin);
                    return;
                case 'api_error': {
                    // Claude Code's record of a failed API call it retries (as in its transcript): a reply
                    // after it answers; none, and the run ended on it, whatever its result says.
                    const err = (0,json/* obj */.WL)(r.error);
                    const status = (0,json/* num */.bu)(err?.status);
                    const message = (0,adapters_text/* short */.h0)(err?.message) ?? (0,adapters_text/* short */.h0)((0,json/* obj */.WL)((0,json/* obj */.WL)(err?.error)?.error)?.message) ?? (0,adapters_text/* short */.h0)(r.content);
                    emit((0,json/* compact */.oE)({
                        event: 'retry_event',
                        kind: 'provider',
                        attempt: (0,json/* num */.bu)(r.retryAttempt),
                        max_retries: (0,json/* num */.bu)(r.maxRetries),
                        status_code: status,
                        message,
                    }), origin);
                    const code = status !== undefined && status > 0 ? ` ${status}` : '';
                    run.conv.apiFailed(r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined, `the API call failed${code} and no reply came after it${message ? `: ${message}` : ''}`, origin);
                    return;
                }
                default:
                    return;
            }
        }
        /** The end of the current run: its outcome from its result, or an unfinished run. */
        const finish = () => {
            const { conv, emit, result, lastOrigin } = run;
            conv.flush();
            // Denials the stream told of as they happened, whose call did not fail by its own result.
            const denials = new Set();
            for (const d of run.denied.values()) {
                if (d.callId !== undefined) {
                    denials.add(d.callId);
                    if (conv.failedCalls.has(d.callId))
                        continue;
                }
                emit((0,json/* compact */.oE)({
                    event: 'error_event',
                    kind: 'permission_denied',
                    tool: d.tool ?? null,
                    call_id: d.callId ?? null,
                    message: d.message ? `permission denied: ${d.message}` : 'permission denied',
                }), d.origin);
            }
            // A run whose last reply is a failed API call ended on it, whatever its result says.
            const apiEnd = conv.last?.api ? conv.last : undefined;
            if (!result) {
                conv.end();
                if (lastOrigin && run.begun)
                    emit((0,json/* compact */.oE)({
                        event: 'process_end',
                        status: apiEnd ? 'error' : 'incomplete',
                        reason: apiEnd?.reason ??
                            (runs > 1
                                ? `run ${runs} of the stream has no result message (was the run stopped?)`
                                : 'the stream has no result message (was the run stopped?)'),
                    }), lastOrigin);
                return;
            }
            const { r, origin } = result;
            const u = (0,json/* obj */.WL)(r.usage);
            if (u && conv.usageCount === 0)
                conv.count(u, origin, { source: 'result' });
            for (const d of (0,json/* arr */.QL)(r.permission_denials)) {
                const denial = (0,json/* obj */.WL)(d);
                const callId = (0,json/* idOf */.TH)(denial?.tool_use_id);
                if (callId !== undefined && (conv.failedCalls.has(callId) || denials.has(callId)))
                    continue;
                emit((0,json/* compact */.oE)({
                    event: 'error_event',
                    kind: 'permission_denied',
                    tool: (0,json/* str */.gx)(denial?.tool_name) ?? null,
                    call_id: callId ?? null,
                    message: 'permission denied',
                }), origin);
            }
            const subtype = (0,json/* str */.gx)(r.subtype) ?? (r.is_error === true ? 'error' : 'success');
            const terminal = (0,json/* str */.gx)(r.terminal_reason);
            const stopped = terminal !== undefined && terminal !== 'completed' ? terminal : undefined;
            const failed = subtype !== 'success' || r.is_error === true || stopped !== undefined;
            // The recorded subtype is quoted in the reason whenever it is not success.
            const error = (0,adapters_text/* short */.h0)((0,json/* arr */.QL)(r.errors)[0]);
            const reason = subtype !== 'success'
                ? error && !error.includes(subtype)
                    ? (0,adapters_text/* short */.h0)(`${subtype}: ${error}`)
                    : subtype
                : failed
                    ? stopped !== undefined && r.is_error !== true
                        ? stopped
                        : (error ?? (0,adapters_text/* short */.h0)(r.result) ?? stopped)
                    : undefined;
            // Stopped by the person or the host (terminal_reason aborted_streaming, aborted_tools,
            // interrupted...) rather than by an error of its own.
            const aborted = stopped !== undefined && /abort|interrupt|cancel/.test(stopped);
            if (failed && !aborted)
                emit((0,json/* compact */.oE)({ event: 'error_event', kind: 'result', subtype, message: reason ?? 'the run failed' }), origin);
            const status = !failed
                ? apiEnd
                    ? 'error'
                    : 'completed'
                : subtype === 'error_max_turns' || stopped === 'max_turns'
                    ? 'max_turns'
                    : aborted
                        ? 'aborted'
                        : 'error';
            conv.end();
            emit((0,json/* compact */.oE)({
                event: 'process_end',
                status,
                reason: failed ? reason : apiEnd?.reason,
                num_turns: (0,json/* num */.bu)(r.num_turns),
                // What a run stopped at its budget had spent (`--max-budget-usd`).
                cost_usd: failed ? (0,json/* num */.bu)(r.total_cost_usd) : undefined,
            }), origin);
        };
        return {
            record(value, line) {
                const isFirst = first;
                first = false;
                if (isFirst && Array.isArray(value)) {
                    for (let i = 0; i < value.length; i++) {
                        const item = value[i];
                        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
                            throw new read/* TraceError */.yW(ctx.source, line, `expected message ${i} to be an object, found ${(0,json/* typeName */.go)(item)}`);
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
            firstSession() {
                return runs > 1 ? 'run-1' : undefined;
            },
        };
    },
};
/* harmony default export */ const claude_stream = (claude_stream_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/amp/index.ts
/**
 * amp: `amp -x --stream-json` (JSONL), Claude-stream compatible (formats.md "amp"): `system`
 * `init` {cwd, session_id, tools, mcp_servers}, `user` and `assistant` messages, `result`
 * (without usage). Session ids are `T-<uuid>` (Amp's threads): that is how a file is known to
 * be Amp's. Read as claude-stream reads its stream (its mapping applies as it is), under its
 * own name; the init's `cwd` is the run's working directory.
 */



const amp_STREAM_TYPES = new Set(['system', 'user', 'assistant', 'result']);
/** A stream-json record of an Amp thread: a Claude-stream type and a `T-` session id. */
function isAmpRecord(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r !== undefined &&
        typeof r.type === 'string' &&
        amp_STREAM_TYPES.has(r.type) &&
        typeof r.session_id === 'string' &&
        r.session_id.startsWith('T-'));
}
const amp_adapter = {
    id: 'amp',
    signature: 'amp: claude-stream records whose session_id is an Amp thread "T-..." (amp -x --stream-json)',
    recognise(first) {
        return isAmpRecord(Array.isArray(first) ? first[0] : first);
    },
    fit({ records }) {
        const list = records.length === 1 && Array.isArray(records[0]) ? records[0].slice(0, types/* SAMPLE_RECORDS */.A_) : records;
        for (const r of list)
            if (isAmpRecord(r))
                return types/* FIT */.U5.SIGNATURE;
        return types/* FIT */.U5.NONE;
    },
    outranks: ['claude-stream'],
    observes: claude_stream.observes,
    create(emit, ctx) {
        // claude-stream's reader tells the working directory of its init record.
        const inner = claude_stream.create(emit, ctx);
        return {
            record: (value, line) => inner.record(value, line),
            end: () => inner.end(),
            firstSession: () => inner.firstSession?.(),
        };
    },
};
/* harmony default export */ const amp = (amp_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/cline/messages.ts
/**
 * The API conversations of the Cline family (formats.md, "Formats of late 2026"): the model's
 * messages, Anthropic-style, as the agent sent them. Read by the `cline` adapter:
 *
 * - Cline CLI 3 (`~/.cline/data/sessions/<id>/<id>.messages.json`): {version, agent, sessionId,
 *   messages[{id, role, content: [text | thinking | tool_use | tool_result], ts, metrics}]}. Its
 *   tools are `run_commands`, `read_files`, `editor`, `apply_patch`. The manifest `<id>.json`
 *   beside it (cwd, model, prompt) is no run: a walk names it as a companion.
 * - Roo Code / Kilo Code (`tasks/<id>/api_conversation_history.json`): a JSON list of {role,
 *   content, ts?}; tool use is a `tool_use` block, or in older tasks XML in the reply's text
 *   (`<read_file><path>a.ts</path></read_file>`), whose result comes back as a user text block
 *   `[read_file for 'a.ts'] Result: ...`. Kilo marks a condensed history: the summary row
 *   (`isSummary`) and a sliding-window marker (`isTruncationMarker`) -> context_event compaction
 *   (trigger `condense` / `truncation`); the rows condensed away (`condenseParent`) stay, and their
 *   calls count, since they were made.
 *
 * - A call: a `tool_use` block (args = input), or a reply's XML tool (args = its tags), except the
 *   protocol's own tools (`attempt_completion`, `ask_followup_question`, `plan_mode_respond`,
 *   `switch_mode`, `update_todo_list`), which are not calls.
 * - A result: a `tool_result` block, failed when `is_error` is true, `success` is false, or its
 *   text says `Command exited with code N` (N not 0), that the tool execution failed (`<error>`)
 *   or that the user denied it; for XML tools the `[tool ...] Result:` text, the same way.
 * - `metrics` {inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens, cost} of a message
 *   -> token_usage.
 * - The end, from the last message: `attempt_completion` or a reply with no call -> completed; a
 *   call with no result, a result with no reply, or a user message with no reply after it ->
 *   incomplete (cut off). Nothing else in these files says how the run ended.
 */





/** The protocol's own tools: how the agent answers, asks or plans, not calls it makes. */
const PROTOCOL = new Set([
    'attempt_completion',
    'ask_followup_question',
    'plan_mode_respond',
    'switch_mode',
    'update_todo_list',
    'new_task',
    'fetch_instructions',
]);
/** The tools Roo, Kilo and Cline write as XML in a reply's text. */
const XML_TOOLS = [
    'read_file',
    'write_to_file',
    'apply_diff',
    'insert_content',
    'search_and_replace',
    'replace_in_file',
    'search_files',
    'list_files',
    'list_code_definition_names',
    'codebase_search',
    'execute_command',
    'browser_action',
    'use_mcp_tool',
    'access_mcp_resource',
    'edit_file',
    ...PROTOCOL,
];
const XML_TOOL = new RegExp(`<(${XML_TOOLS.join('|')})>([\\s\\S]*?)</\\1>`);
const XML_ARG = /<([a-z_]+)>([\s\S]*?)<\/\1>/g;
const XML_RESULT = /^\s*\[([a-z_]+)(?: for [^\]]*)?\] Result:/;
const EXIT = /(?:Command exited with code|Exit code:) (-?\d+)/;
const TOOL_ERROR = /The tool execution failed with the following error:\s*<error>\s*([\s\S]{0,2000}?)\s*<\/error>/;
/** Whether a value is a Cline CLI 3 session's messages file. */
function isCliMessages(x) {
    const o = (0,json/* obj */.WL)(x);
    return (o !== undefined &&
        typeof o.sessionId === 'string' &&
        Array.isArray(o.messages) &&
        (typeof o.agent === 'string' || typeof o.version === 'number') &&
        !('projectHash' in o));
}
/** Whether a value is Roo's or Kilo's API conversation history: a list of messages, the first a `<task>`. */
function isApiHistory(x) {
    if (!Array.isArray(x) || x.length === 0)
        return false;
    const m = (0,json/* obj */.WL)(x[0]);
    if (!m || m.role !== 'user' || !('content' in m) || 'type' in m)
        return false;
    if (/^\s*<task>/.test((0,adapters_text/* contentText */.Tf)(m.content, 200)))
        return true;
    return x.some((r) => {
        const o = (0,json/* obj */.WL)(r);
        return (o !== undefined && (o.isSummary === true || o.isTruncationMarker === true || typeof o.condenseId === 'string'));
    });
}
/** A failure that a result's text tells of. */
function failureIn(text) {
    const exit = EXIT.exec(text);
    if (exit && exit[1] !== '0')
        return `exit code ${exit[1]}`;
    const m = TOOL_ERROR.exec(text);
    if (m)
        return (0,adapters_text/* errorMessage */.gJ)(m[1]) ?? 'the tool failed';
    if (/The user denied this operation/.test(text))
        return 'the user denied the operation';
    if (/^\s*<error>/.test(text))
        return (0,adapters_text/* errorMessage */.gJ)(text.replace(/<\/?error>/g, '')) ?? 'the tool failed';
    return undefined;
}
function xmlArgs(body) {
    const args = {};
    for (const m of body.matchAll(XML_ARG))
        args[m[1]] = m[2].trim();
    return args;
}
/** Read a Cline-family API conversation (a list of messages) into events. */
function readConversation(messages, emit, ctx, line, model) {
    const tools = new ToolTracker(emit);
    const models = new adapters_run/* ModelWatch */.NA(emit);
    let calls = 0;
    /** The XML call waiting for its `[tool] Result:` text. */
    let xmlPending;
    let end;
    if (model)
        models.see(model, { index: 0 }, 'model');
    messages.forEach((raw, index) => {
        const m = (0,json/* obj */.WL)(raw);
        if (!m)
            throw new read/* TraceError */.yW(ctx.source, line, `expected message ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
        const origin = { index };
        if (m.isTruncationMarker === true) {
            emit({ event: 'context_event', action: 'compaction', trigger: 'truncation' }, origin);
            return;
        }
        if (m.isSummary === true) {
            emit({ event: 'context_event', action: 'compaction', trigger: 'condense' }, origin);
            return;
        }
        const metrics = (0,json/* obj */.WL)(m.metrics);
        if (metrics) {
            const u = (0,adapters_run/* tokenUsage */.Z_)({
                input: (0,json/* num */.bu)(metrics.inputTokens),
                output: (0,json/* num */.bu)(metrics.outputTokens),
                cache_read: (0,json/* num */.bu)(metrics.cacheReadTokens),
                cache_write: (0,json/* num */.bu)(metrics.cacheWriteTokens),
            }, (0,json/* compact */.oE)({ cost_usd: (0,json/* num */.bu)(metrics.cost) }));
            if (u)
                emit(u, origin);
        }
        const content = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : (0,json/* arr */.QL)(m.content);
        if (m.role === 'assistant') {
            models.see(m.model, origin, 'model');
            let made = 0;
            let done = false;
            for (const block of content) {
                const b = (0,json/* obj */.WL)(block);
                if (!b)
                    continue;
                if (b.type === 'tool_use') {
                    const name = (0,json/* str */.gx)(b.name) ?? 'tool';
                    if (name === 'attempt_completion')
                        done = true;
                    if (PROTOCOL.has(name))
                        continue;
                    made++;
                    calls++;
                    tools.call(name, b.input === undefined ? {} : b.input, (0,json/* idOf */.TH)(b.id) ?? `call-${calls}`, origin);
                }
                else if (b.type === 'text' && typeof b.text === 'string') {
                    const x = XML_TOOL.exec(b.text);
                    if (!x)
                        continue;
                    if (x[1] === 'attempt_completion')
                        done = true;
                    if (PROTOCOL.has(x[1]))
                        continue;
                    made++;
                    calls++;
                    const id = `xml-${calls}`;
                    tools.call(x[1], xmlArgs(x[2]), id, origin);
                    xmlPending = { id, tool: x[1] };
                }
            }
            if (done)
                end = { status: 'completed', origin };
            else if (made > 0)
                end = { status: 'incomplete', reason: 'a tool call with no result after it', origin };
            else
                end = { status: 'completed', origin };
            return;
        }
        if (m.role !== 'user')
            return;
        let results = 0;
        let prompt = false;
        for (const block of content) {
            const b = (0,json/* obj */.WL)(block);
            if (!b)
                continue;
            if (b.type === 'tool_result') {
                results++;
                const text = (0,adapters_text/* contentText */.Tf)(b.content, 65536);
                const failure = b.is_error === true || b.success === false
                    ? ((0,adapters_text/* errorMessage */.gJ)(text) ?? 'the tool failed')
                    : (failureIn(text) ?? undefined);
                tools.result((0,json/* idOf */.TH)(b.tool_use_id), { failed: failure !== undefined, message: failure, digest: digestWhenRead(b.content) }, origin);
            }
            else if (b.type === 'text' && typeof b.text === 'string') {
                const r = XML_RESULT.exec(b.text);
                if (r && xmlPending) {
                    // The result is this block and the text blocks after it.
                    results++;
                    const text = (0,adapters_text/* contentText */.Tf)(content.slice(content.indexOf(block)), 65536);
                    const failure = failureIn(text) ?? (xmlPending.tool === 'execute_command' ? (0,adapters_text/* hiddenFailure */.pm)(text) : undefined);
                    tools.result(xmlPending.id, { failed: failure !== undefined, message: failure, digest: digestWhenRead(text) }, origin);
                    xmlPending = undefined;
                    break;
                }
                else if (!r && b.text.trim() !== '' && !/^\s*<environment_details>/.test(b.text))
                    prompt = true;
            }
        }
        if (results > 0)
            end = { status: 'incomplete', reason: 'a tool result with no reply after it', origin };
        else if (prompt)
            end = { status: 'incomplete', reason: 'a user message with no reply after it', origin };
    });
    tools.end();
    if (end)
        emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason === undefined ? undefined : (0,adapters_text/* short */.h0)(end.reason)), end.origin);
}

;// CONCATENATED MODULE: ./src/trace/adapters/cline/index.ts
/**
 * cline: a Cline (or Roo Code) task's `ui_messages.json` (formats.md, "cline"): one JSON array
 * of `{ts, type: "say"|"ask", say | ask, text, partial?, modelInfo, conversationHistoryIndex}`.
 * Origins are the index of the message. Partial messages (a streamed message not yet complete)
 * are skipped.
 *
 * - Tool calls: messages whose kind (`say` or `ask`) is `tool` (text is JSON `{tool, path, ...}`:
 *   tool = that name, args without the file content), `command` (tool `execute_command`, args
 *   `{command}`), `use_mcp_server` (tool `mcp__<server>__<tool>`, args = its arguments) or
 *   `browser_action_launch` (tool `browser_action`). Protocol tools (`completion_result`,
 *   `plan_mode_respond`, `followup`, `load_mcp_documentation`) are not calls.
 * - Results go back to the model with the next `say: api_req_started`: each call waiting then
 *   gets its tool_output. It failed when a `say: error` / `diff_error` came in between, when an
 *   MCP server's response is an error, when the request says the user denied it or that the
 *   tool execution failed, or when a command's output (`command_output` chunks) shows a shell
 *   failure (`hiddenFailure`).
 * - `say: api_req_started` (and `deleted_api_reqs`) text JSON `{tokensIn, tokensOut, cacheWrites,
 *   cacheReads, cost}`: tokens and cost of that request -> token_usage (tokensIn excludes the
 *   cache).
 * - `say: error_retry`, `say: api_req_retried` -> retry_event; `ask: api_req_failed` ->
 *   error_event. A new `conversationHistoryDeletedRange` -> context_event compaction
 *   (truncation). A different `modelInfo.modelId` -> state_transition.
 * - process_end from the last message: `completion_result` (ask or say) or
 *   `resume_completed_task` -> completed; `resume_task` -> incomplete (interrupted and reopened);
 *   `api_req_failed` -> error; `mistake_limit_reached` -> error; anything else -> incomplete.
 *
 * The same adapter reads the model's side of the family's runs (messages.ts): a Cline CLI 3
 * session's `<id>.messages.json`, and Roo's or Kilo's `api_conversation_history.json`.
 */






/** Fields of a `tool` message that are not arguments (the file's content, UI flags). */
const NOT_ARGS = new Set(['tool', 'content', 'diff', 'operationIsLocatedInWorkspace', 'isOutsideWorkspace']);
/** Cline's words for a tool that failed, in the next request: the error follows in `<error>` tags. */
const cline_TOOL_ERROR = /The tool execution failed with the following error:\s*<error>\s*([\s\S]{0,2000}?)\s*<\/error>/;
function cline_callOf(kind, text) {
    switch (kind) {
        case 'tool': {
            const t = (0,json/* parseObject */.lj)(text);
            const args = {};
            for (const [k, v] of Object.entries(t ?? {}))
                if (!NOT_ARGS.has(k))
                    args[k] = v;
            return { tool: (0,json/* str */.gx)(t?.tool) ?? 'tool', args };
        }
        case 'command':
            return { tool: 'execute_command', args: { command: typeof text === 'string' ? text : '' } };
        case 'use_mcp_server': {
            const t = (0,json/* parseObject */.lj)(text);
            const server = (0,json/* str */.gx)(t?.serverName);
            const name = (0,json/* str */.gx)(t?.toolName) ?? (0,json/* str */.gx)(t?.uri) ?? 'use_mcp_server';
            return {
                tool: server ? `mcp__${server}__${name}` : name,
                args: parseArgs(t?.arguments ?? {}),
            };
        }
        case 'browser_action_launch':
            return { tool: 'browser_action', args: { action: 'launch', url: typeof text === 'string' ? text : '' } };
        default:
            return undefined;
    }
}
function endOf(kind, type, text) {
    switch (kind) {
        case 'completion_result':
        case 'resume_completed_task':
            return { status: 'completed' };
        case 'resume_task':
            return { status: 'incomplete', reason: 'ask "resume_task": the task was left unfinished and reopened' };
        case 'api_req_failed':
            return { status: 'error', reason: (0,adapters_text/* errorMessage */.gJ)((0,json/* parseObject */.lj)(text)?.message ?? text) ?? 'the API request failed' };
        case 'mistake_limit_reached':
            return { status: 'error', reason: 'ask "mistake_limit_reached": the agent made too many mistakes' };
        default:
            return { status: 'incomplete', reason: `the task stops on ${String(type)} "${kind}"` };
    }
}
const cline_adapter = {
    id: 'cline',
    signature: 'cline: a JSON array of messages {"ts","type":"say"|"ask","say"|"ask","text"} (a Cline or Roo Code ' +
        'ui_messages.json), a Cline CLI 3 {"sessionId","agent","messages"} or Roo/Kilo API history [{"role","content":"<task>..."}]',
    recognise(first) {
        if (isCliMessages(first) || isApiHistory(first))
            return true;
        if (!Array.isArray(first))
            return false;
        const m = (0,json/* obj */.WL)(first[0]);
        return (m !== undefined &&
            typeof m.ts === 'number' &&
            ((m.type === 'say' && typeof m.say === 'string') || (m.type === 'ask' && typeof m.ask === 'string')));
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let done = false;
        return {
            record(value, line) {
                if (done || (!Array.isArray(value) && !isCliMessages(value)))
                    throw new read/* TraceError */.yW(ctx.source, line, done
                        ? 'expected one ui_messages.json array, found more JSON after it'
                        : `expected a list of messages, found ${(0,json/* typeName */.go)(value)}`);
                done = true;
                if (isCliMessages(value)) {
                    readConversation((0,json/* arr */.QL)((0,json/* obj */.WL)(value).messages), emit, ctx, line);
                    return;
                }
                if (isApiHistory(value)) {
                    readConversation(value, emit, ctx, line);
                    return;
                }
                const tools = new ToolTracker(emit);
                const models = new adapters_run/* ModelWatch */.NA(emit);
                let pending = [];
                let deletedRange;
                let last;
                let calls = 0;
                const settle = (origin, request) => {
                    for (const p of pending) {
                        let failure = p.failure;
                        if (failure === undefined && p.command)
                            failure = (0,adapters_text/* hiddenFailure */.pm)(p.output.join('\n'));
                        if (failure === undefined && request && /The user denied this operation/.test(request))
                            failure = 'the user denied the operation';
                        if (failure === undefined && request) {
                            const m = cline_TOOL_ERROR.exec(request);
                            if (m)
                                failure = (0,adapters_text/* errorMessage */.gJ)(m[1]) ?? 'the tool failed';
                        }
                        tools.result(p.id, {
                            failed: failure !== undefined,
                            message: failure,
                            digest: p.command ? outputDigest(p.output.join('\n')) : undefined,
                        }, origin);
                    }
                    pending = [];
                };
                value.forEach((raw, index) => {
                    const m = (0,json/* obj */.WL)(raw);
                    if (!m)
                        throw new read/* TraceError */.yW(ctx.source, line, `expected message ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                    if (m.partial === true)
                        return;
                    const kind = (0,json/* str */.gx)(m.type === 'say' ? m.say : m.ask);
                    if (kind === undefined)
                        return;
                    const origin = { index };
                    const model = (0,json/* str */.gx)((0,json/* obj */.WL)(m.modelInfo)?.modelId);
                    models.see(model, origin, 'model');
                    const range = Array.isArray(m.conversationHistoryDeletedRange)
                        ? JSON.stringify(m.conversationHistoryDeletedRange)
                        : undefined;
                    if (range !== undefined && range !== deletedRange) {
                        deletedRange = range;
                        emit({ event: 'context_event', action: 'compaction', trigger: 'truncation' }, origin);
                    }
                    last = { kind, type: m.type, text: m.text, index };
                    const call = cline_callOf(kind, m.text);
                    if (call) {
                        calls++;
                        const id = `call-${calls}`;
                        tools.call(call.tool, call.args, id, origin);
                        pending.push({ id, command: kind === 'command', output: [] });
                        return;
                    }
                    switch (kind) {
                        case 'command_output': {
                            const p = pending[pending.length - 1];
                            if (p?.command && typeof m.text === 'string')
                                p.output.push(m.text);
                            return;
                        }
                        case 'mcp_server_response': {
                            const p = pending[pending.length - 1];
                            if (p && typeof m.text === 'string' && /^\s*Error\b/.test(m.text))
                                p.failure ??= (0,adapters_text/* errorMessage */.gJ)(m.text);
                            return;
                        }
                        case 'error':
                        case 'diff_error': {
                            const p = pending[pending.length - 1];
                            const message = kind === 'diff_error' ? 'the edit could not be applied' : ((0,adapters_text/* errorMessage */.gJ)(m.text) ?? 'error');
                            if (p)
                                p.failure ??= message;
                            else
                                emit({ event: 'error_event', kind: 'agent', message }, origin);
                            return;
                        }
                        case 'api_req_started':
                        case 'deleted_api_reqs': {
                            const t = (0,json/* parseObject */.lj)(m.text);
                            if (kind === 'api_req_started')
                                settle(origin, (0,json/* str */.gx)(t?.request));
                            const u = t
                                ? (0,adapters_run/* tokenUsage */.Z_)({
                                    input: (0,json/* num */.bu)(t.tokensIn),
                                    output: (0,json/* num */.bu)(t.tokensOut),
                                    cache_read: (0,json/* num */.bu)(t.cacheReads),
                                    cache_write: (0,json/* num */.bu)(t.cacheWrites),
                                }, (0,json/* compact */.oE)({ model, cost_usd: (0,json/* num */.bu)(t.cost) }))
                                : undefined;
                            if (u)
                                emit(u, origin);
                            return;
                        }
                        case 'error_retry': {
                            const t = (0,json/* parseObject */.lj)(m.text);
                            emit((0,json/* compact */.oE)({
                                event: 'retry_event',
                                kind: 'provider',
                                attempt: (0,json/* num */.bu)(t?.attempt),
                                max_retries: (0,json/* num */.bu)(t?.maxAttempts),
                            }), origin);
                            return;
                        }
                        case 'api_req_retried':
                            emit({ event: 'retry_event', kind: 'provider' }, origin);
                            return;
                        case 'api_req_failed':
                            emit({
                                event: 'error_event',
                                kind: 'model',
                                message: (0,adapters_text/* errorMessage */.gJ)((0,json/* parseObject */.lj)(m.text)?.message ?? m.text) ?? 'the API request failed',
                            }, origin);
                            return;
                        default:
                            return;
                    }
                });
                tools.end();
                if (last) {
                    const end = endOf(last.kind, last.type, last.text);
                    emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason === undefined ? undefined : (0,adapters_text/* short */.h0)(end.reason)), { index: last.index });
                }
            },
            end() { },
        };
    },
};
/* harmony default export */ const cline = (cline_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/codex-exec/index.ts
/**
 * codex-exec: `codex exec --json` (JSONL thread events).
 *
 * - Items are counted once, at `item.completed` (their `item.started` / `item.updated` are
 *   skipped). Tool items -> tool_call + tool_output: `command_execution` (tool
 *   "command_execution", args {command}), `mcp_tool_call` (tool "mcp__<server>__<tool>", args =
 *   arguments), `file_change` (args {changes: [{path, kind}]}), `web_search` (args {query}),
 *   `todo_list` (the plan tool; args {items}), `collab_tool_call` (the multi-agent tools: tool =
 *   its `tool`, spawn_agent / send_input / wait / close_agent, args {receiver_thread_ids,
 *   prompt}), `request_user_input` (args {questions}). Failed: a non-zero `exit_code`, `status`
 *   "failed" or "declined" (a declined command never ran: its message is "command declined",
 *   a refusal), or an mcp `error`.
 *   `agent_message`, `reasoning` and `plan` items (and `item.plan.delta` events) are the
 *   agent's words; an `error` item is a non-fatal notice of Codex itself (e.g. a deprecated
 *   setting, hooks run without review): not counted, and not a failure. Any other item is
 *   left unread.
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
    const skill = skillInPath((0,json/* obj */.WL)(args)?.command);
    return skill ? { skill } : {};
}
function toolItem(item) {
    const status = item.status;
    const badStatus = status === 'failed' || status === 'declined';
    switch (item.type) {
        case 'command_execution': {
            const exit = (0,json/* num */.bu)(item.exit_code);
            const failed = badStatus || (exit !== undefined && exit !== 0);
            return {
                tool: 'command_execution',
                args: { command: item.command ?? null },
                failed,
                // A declined command never ran: refused by the approval policy or the sandbox, which its
                // message says first ("command declined", as refusals are told from failures).
                message: failed
                    ? status === 'declined'
                        ? 'command declined'
                        : exit !== undefined
                            ? `exit code ${exit}`
                            : `command ${String(status)}`
                    : undefined,
                extra: (0,json/* compact */.oE)({ exit_code: exit }),
                content: item.aggregated_output,
            };
        }
        case 'mcp_tool_call': {
            const err = (0,json/* obj */.WL)(item.error);
            const failed = badStatus || err !== undefined || (0,json/* str */.gx)(item.error) !== undefined;
            const server = (0,json/* str */.gx)(item.server);
            const tool = (0,json/* str */.gx)(item.tool) ?? 'mcp_tool_call';
            return {
                tool: server ? `mcp__${server}__${tool}` : tool,
                args: item.arguments === undefined ? {} : item.arguments,
                failed,
                message: failed ? ((0,adapters_text/* short */.h0)(err?.message) ?? (0,adapters_text/* short */.h0)(item.error) ?? 'MCP tool call failed') : undefined,
                content: item.result ?? item.error ?? undefined,
            };
        }
        case 'file_change':
            return {
                tool: 'file_change',
                args: { changes: (0,json/* arr */.QL)(item.changes).map((c) => (0,json/* compact */.oE)({ path: (0,json/* obj */.WL)(c)?.path, kind: (0,json/* obj */.WL)(c)?.kind })) },
                failed: badStatus,
                message: badStatus ? 'patch failed' : undefined,
            };
        case 'web_search':
            return {
                tool: 'web_search',
                args: (0,json/* compact */.oE)({ query: item.query }),
                failed: badStatus,
                message: badStatus ? 'web search failed' : undefined,
            };
        case 'todo_list':
            return {
                tool: 'todo_list',
                args: { items: (0,json/* arr */.QL)(item.items).map((i) => (0,json/* compact */.oE)({ text: (0,json/* obj */.WL)(i)?.text })) },
                failed: false,
            };
        case 'collab_tool_call': {
            // A call to the multi-agent tools: the agents it names and their states after it.
            const agents = (0,json/* obj */.WL)(item.agents_states);
            return {
                tool: (0,json/* str */.gx)(item.tool) ?? 'collab_tool_call',
                args: (0,json/* compact */.oE)({
                    receiver_thread_ids: Array.isArray(item.receiver_thread_ids) ? item.receiver_thread_ids : undefined,
                    prompt: (0,json/* str */.gx)(item.prompt),
                }),
                failed: badStatus,
                message: badStatus ? `${(0,json/* str */.gx)(item.tool) ?? 'collab tool call'} ${String(status)}` : undefined,
                content: agents,
            };
        }
        case 'request_user_input':
            // The agent asked the user a question (Codex's request_user_input tool).
            return {
                tool: 'request_user_input',
                args: (0,json/* compact */.oE)({ questions: Array.isArray(item.questions) ? item.questions : undefined }),
                failed: badStatus,
                message: badStatus ? `request_user_input ${String(status)}` : undefined,
                content: item.answers ?? item.response,
            };
        default:
            return undefined;
    }
}
/** Items that are not calls: the agent's words, its reasoning and plan, and Codex's own notices. */
const codex_exec_NOT_CALLS = new Set(['agent_message', 'reasoning', 'plan', 'error']);
const codex_exec_adapter = {
    id: 'codex-exec',
    signature: 'codex-exec: a first line {"type":"thread.started"} (codex exec --json)',
    recognise(first) {
        const t = (0,json/* obj */.WL)(first)?.type;
        return t === 'thread.started' || t === 'turn.started' || t === 'item.started' || t === 'item.completed';
    },
    observes: ['loop_control', 'cost_efficiency', 'skill_adherence', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit, classify);
        let previous = { input: 0, cached: 0, cacheWrite: 0, output: 0 };
        let turnError;
        let end;
        const usage = (u, line) => {
            const cur = {
                input: (0,json/* firstNum */.Pg)(u, 'input_tokens') ?? 0,
                cached: (0,json/* firstNum */.Pg)(u, 'cached_input_tokens') ?? 0,
                cacheWrite: (0,json/* firstNum */.Pg)(u, 'cache_write_input_tokens') ?? 0,
                output: (0,json/* firstNum */.Pg)(u, 'output_tokens') ?? 0,
            };
            // A running total never goes down; if it does, the counter started again.
            const reset = cur.input < previous.input || cur.output < previous.output || cur.cached < previous.cached;
            const base = reset ? { input: 0, cached: 0, cacheWrite: 0, output: 0 } : previous;
            previous = cur;
            const e = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)(cur.input - base.input, cur.cached - base.cached, cur.cacheWrite - base.cacheWrite, cur.output - base.output));
            if (e)
                emit(e, { line });
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a thread event object');
                const origin = { line };
                // The working directory, where a record says it: the thread's or the turn's `cwd`, else
                // the first command's own (the first one said is kept).
                if (ctx.workdir) {
                    const dir = (0,json/* str */.gx)(r.cwd) ?? (0,json/* str */.gx)((0,json/* obj */.WL)(r.item)?.cwd);
                    if (dir)
                        ctx.workdir(dir);
                }
                switch (r.type) {
                    case 'turn.started':
                        turnError = undefined;
                        end = { status: 'incomplete', reason: 'the turn never ended', line };
                        return;
                    case 'item.completed': {
                        const item = (0,json/* obj */.WL)(r.item);
                        if (!item)
                            return;
                        const t = toolItem(item);
                        if (!t) {
                            if (!codex_exec_NOT_CALLS.has(item.type))
                                leftUnread(ctx, item, line);
                            return;
                        }
                        const id = (0,json/* str */.gx)(item.id);
                        const at = (0,json/* withId */.oP)(origin, id);
                        tools.call(t.tool, t.args, id, at);
                        tools.result(id, { failed: t.failed, message: t.message, extra: t.extra, digest: outputDigest(t.content) }, at);
                        return;
                    }
                    case 'turn.completed': {
                        const u = (0,json/* obj */.WL)(r.usage);
                        if (u)
                            usage(u, line);
                        end = { status: 'completed', line };
                        return;
                    }
                    case 'turn.failed': {
                        const message = (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(r.error)?.message) ?? (0,adapters_text/* short */.h0)(r.error) ?? 'the turn failed';
                        if (turnError !== message)
                            emit({ event: 'error_event', kind: 'turn', message }, origin);
                        end = { status: 'error', reason: message, line };
                        return;
                    }
                    case 'error': {
                        const message = (0,adapters_text/* short */.h0)(r.message) ?? 'error';
                        const retry = (0,adapters_text/* reconnectRetry */.G_)(message);
                        if (retry)
                            return emit(retry, origin);
                        emit({ event: 'error_event', kind: 'stream', message }, origin);
                        turnError = message;
                        return;
                    }
                    case 'thread.started':
                    case 'item.started':
                    case 'item.updated':
                    case 'item.plan.delta':
                        // The thread's id, and items in progress: their completion is what is read.
                        return;
                    default:
                        return leftUnread(ctx, r, line);
                }
            },
            end() {
                tools.end();
                (0,adapters_run/* emitEnd */.Vb)(emit, end);
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
 *   reply (its input tokens; a `token_count` with no input is no measurement), saturation = that
 *   / `model_context_window` in percent, at most 100.
 * - each turn -> a context_event {action: "fill", saturation} with the highest fill of the
 *   turn, when the context window is known.
 * - `event_msg` `error` -> error_event ("Reconnecting... n/m" and `stream_error` ->
 *   retry_event); `task_complete` with an error -> error_event (once per message and turn).
 * - `turn_context` model changes -> state_transition.
 * - reading `skills/<name>/SKILL.md` in a command -> skill_event.
 * - process_end from the last turn: task_complete -> completed (error when it carries one or an
 *   error was reported in the turn), turn_aborted -> aborted, a turn that never ended -> incomplete.
 *
 * Integrity: cumulative `total_tokens` that go down (to more than 0, with no new `session_meta`
 * or compaction between: a resumed or compacted session may count anew) say records were cut or
 * spliced; lines are written in order, with their timestamps; the session's id is the first
 * `session_meta`'s `id`.
 */






function codex_rollout_classify(_tool, args) {
    const a = (0,json/* obj */.WL)(args);
    const skill = skillInPath(a ? (a.cmd ?? a.command) : args);
    return skill ? { skill } : {};
}
/** Why an output says its call failed, or undefined. */
function outputFailure(output) {
    const o = (0,json/* obj */.WL)(output);
    if (o) {
        if (o.success === false)
            return (0,adapters_text/* short */.h0)(typeof o.content === 'string' ? o.content : undefined) ?? 'tool call failed';
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
        return (0,adapters_text/* short */.h0)(trimmed);
    // An approval refused (by a person or a client that could not ask, "exec command rejected by
    // user", "patch rejected by user", "... rejected by user approval settings"), Codex's reviewer
    // ("rejected due to unacceptable risk") or its sandbox ("failed in sandbox ... sandbox denied
    // exec error"): the call never ran, in the refusal's own words.
    if (/^(?:(?:exec command|patch) rejected by user|this action was rejected due to unacceptable risk)|rejected by user approval settings|sandbox denied exec error/i.test(trimmed.slice(0, 400)))
        return (0,adapters_text/* short */.h0)(trimmed);
    return undefined;
}
function totals(u) {
    if (!u)
        return undefined;
    const input = (0,json/* firstNum */.Pg)(u, 'input_tokens') ?? 0;
    const output = (0,json/* firstNum */.Pg)(u, 'output_tokens') ?? 0;
    return {
        input,
        cached: (0,json/* firstNum */.Pg)(u, 'cached_input_tokens') ?? 0,
        cacheWrite: (0,json/* firstNum */.Pg)(u, 'cache_write_input_tokens') ?? 0,
        output,
        total: (0,json/* firstNum */.Pg)(u, 'total_tokens') ?? input + output,
    };
}
/** A fill in percent of the window, at most 100. */
function percent(tokens, window) {
    if (window === undefined || window <= 0)
        return undefined;
    return Math.min(100, Math.round((tokens / window) * 1000) / 10);
}
const codex_rollout_adapter = {
    id: 'codex-rollout',
    signature: 'codex-rollout: a first line {"type":"session_meta","payload":{...}} (~/.codex/sessions/**/rollout-*.jsonl)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        return r?.type === 'session_meta' && (0,json/* obj */.WL)(r.payload) !== undefined;
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'skill_adherence', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit, codex_rollout_classify);
        const models = new adapters_run/* ModelWatch */.NA(emit);
        /** Calls an event_msg said failed, waiting for their output. */
        const failedByEvent = new Map();
        let previous;
        let window;
        let lastFill;
        let turn;
        let unpaired;
        let end;
        /** The last cumulative total, for the integrity check; cleared where a new count may start. */
        let counted;
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
            counted = undefined;
            emit((0,json/* compact */.oE)({
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
            tools.result(callId, { failed: why !== undefined, message: why, digest: outputDigest(output) }, origin);
        };
        const responseItem = (p, origin) => {
            unpaired = undefined;
            switch (p.type) {
                case 'function_call':
                    return tools.call((0,json/* str */.gx)(p.name) ?? null, parseArgs(p.arguments ?? {}), (0,json/* idOf */.TH)(p.call_id), origin);
                case 'custom_tool_call':
                    return tools.call((0,json/* str */.gx)(p.name) ?? null, parseArgs(p.input ?? {}), (0,json/* idOf */.TH)(p.call_id), origin);
                case 'local_shell_call':
                    return tools.call('local_shell', (0,json/* obj */.WL)(p.action) ?? {}, (0,json/* idOf */.TH)(p.call_id) ?? (0,json/* idOf */.TH)(p.id), origin);
                case 'tool_search_call':
                    return tools.call('tool_search', parseArgs(p.arguments ?? {}), (0,json/* idOf */.TH)(p.call_id), origin);
                case 'web_search_call':
                case 'image_generation_call': {
                    const tool = p.type === 'web_search_call' ? 'web_search' : 'image_generation';
                    const args = p.type === 'web_search_call' ? ((0,json/* obj */.WL)(p.action) ?? {}) : {};
                    tools.call(tool, args, undefined, origin);
                    const failed = p.status === 'failed';
                    tools.result(undefined, { failed, tool, message: failed ? `${tool} failed` : undefined }, origin);
                    return;
                }
                case 'function_call_output':
                case 'custom_tool_call_output':
                case 'tool_search_output':
                    return result((0,json/* idOf */.TH)(p.call_id), p.output, origin);
                default:
                    return;
            }
        };
        const noteFailure = (p) => {
            const callId = (0,json/* idOf */.TH)(p.call_id);
            if (callId === undefined)
                return;
            let why;
            switch (p.type) {
                case 'exec_command_end': {
                    const exit = (0,json/* num */.bu)(p.exit_code);
                    if (exit !== undefined && exit !== 0)
                        why = `exit code ${exit}`;
                    break;
                }
                case 'patch_apply_end':
                    if (p.success === false)
                        why = 'patch failed';
                    break;
                case 'mcp_tool_call_end': {
                    const r = (0,json/* obj */.WL)(p.result);
                    if (r && 'Err' in r)
                        why = (0,adapters_text/* short */.h0)(r.Err) ?? 'MCP tool call failed';
                    else if ((0,json/* obj */.WL)(r?.Ok)?.isError === true)
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
                    const info = (0,json/* obj */.WL)(p.info);
                    if (!info)
                        return;
                    window = (0,json/* num */.bu)(info.model_context_window) ?? window;
                    const last = totals((0,json/* obj */.WL)(info.last_token_usage));
                    // The context in use is what the request sent: its input tokens (cached ones included).
                    // A record without input (after a compaction Codex writes only total_tokens) is not a
                    // measurement of the context.
                    if (last && last.input > 0) {
                        lastFill = last.input;
                        if (turn)
                            turn.peak = Math.max(turn.peak ?? 0, last.input);
                    }
                    const cur = totals((0,json/* obj */.WL)(info.total_token_usage));
                    if (!cur)
                        return;
                    if (ctx.integrity && cur.total > 0) {
                        if (counted && cur.total < counted.total) {
                            ctx.integrity.finding({
                                kind: 'totals_decrease',
                                detail: `total_tokens goes down from ${counted.total} (line ${counted.line}) to ${cur.total}`,
                                origin,
                            });
                        }
                        counted = { total: cur.total, line };
                    }
                    const base = previous && cur.total >= previous.total ? previous : undefined;
                    previous = cur;
                    const d = (k) => cur[k] - (base ? base[k] : 0);
                    if (d('total') === 0)
                        return;
                    const e = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)(d('input'), d('cached'), d('cacheWrite'), d('output'), d('total')));
                    if (e)
                        emit(e, origin);
                    return;
                }
                case 'task_started':
                    closeTurn();
                    window = (0,json/* num */.bu)(p.model_context_window) ?? window;
                    turn = { origin };
                    end = { status: 'incomplete', reason: 'the turn never ended', line };
                    return;
                case 'task_complete': {
                    const err = (0,json/* obj */.WL)(p.error);
                    const message = err ? ((0,adapters_text/* short */.h0)(err.message) ?? 'the turn failed') : undefined;
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
                    end = { status: 'aborted', reason: (0,json/* str */.gx)(p.reason) ?? 'aborted', line };
                    if (turn)
                        turn.origin = origin;
                    closeTurn();
                    return;
                case 'context_compacted':
                    return compaction('event', line);
                case 'stream_error':
                    emit((0,json/* compact */.oE)({ event: 'retry_event', kind: 'provider', message: (0,adapters_text/* short */.h0)(p.message) }), origin);
                    return;
                case 'error': {
                    const message = (0,adapters_text/* short */.h0)(p.message) ?? 'error';
                    const retry = (0,adapters_text/* reconnectRetry */.G_)(message);
                    if (retry)
                        return emit(retry, origin);
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
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a rollout line object');
                const p = (0,json/* obj */.WL)(r.payload);
                const origin = { line };
                // The run's working directory, for the files it touched, whether or not integrity is checked.
                if (r.type === 'session_meta' && ctx.workdir && typeof p?.cwd === 'string')
                    ctx.workdir(p.cwd);
                if (ctx.integrity) {
                    const ms = (0,core_integrity/* timeOf */.nR)(r.timestamp);
                    if (ms !== undefined)
                        ctx.integrity.time(ms, origin);
                    if (r.type === 'session_meta') {
                        counted = undefined;
                        const id = (0,json/* str */.gx)(p?.id);
                        if (id !== undefined)
                            ctx.integrity.identity(id);
                    }
                }
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
                    case 'session_meta':
                    case 'world_state':
                    case 'inter_agent_communication_metadata':
                        // The session's header (read above), and state between agents that makes no event.
                        return;
                    default:
                        return leftUnread(ctx, r, line);
                }
            },
            end() {
                closeTurn();
                tools.end();
                (0,adapters_run/* emitEnd */.Vb)(emit, end);
            },
        };
    },
};
/* harmony default export */ const codex_rollout = (codex_rollout_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/signature.ts
/**
 * `recognise` and `fit` for a format whose records each show whether they are its own: the first
 * record is recognised, and a sample fits with FIT.SIGNATURE, when one of `tests` takes it (any
 * record of the sample: a line another format writes too may come first).
 *
 * Pure functions, no I/O.
 */

function ownRecords(...tests) {
    const own = (r) => tests.some((t) => t(r));
    return {
        recognise: own,
        fit: ({ records }) => (records.some(own) ? types/* FIT */.U5.SIGNATURE : types/* FIT */.U5.NONE),
    };
}

;// CONCATENATED MODULE: ./src/trace/adapters/copilot-cli/index.ts
/**
 * copilot-cli: GitHub Copilot CLI's event stream, `copilot -p ... --output-format json` (JSONL),
 * and the same schema in `~/.copilot/session-state/<id>/events.jsonl` (formats.md
 * "copilot-cli"). Each line is `{type, data, id, timestamp, parentId, ephemeral?}`; the run's
 * end is `{type: "result", sessionId, exitCode, usage}` (no `data`).
 *
 * - Ephemeral records (streaming deltas, partial results, status notices) are skipped on purpose.
 * - `tool.execution_start {toolCallId, toolName, arguments}` -> tool_call;
 *   `tool.execution_complete {toolCallId, success, result {content}, error {message, code}}` ->
 *   tool_output, failed when `success` is false (or, without `success`, when it has an `error`).
 * - `assistant.message {model, outputTokens}` -> token_usage of its output tokens: `-p` output
 *   records no input or cache counts, so the format does not observe cost (the report says so).
 *   A change of model -> state_transition (also `session.model_change`).
 * - `session.error` -> error_event (provider when it has a status code); `subagent.failed` ->
 *   error_event; `session.compaction_complete` -> context_event compaction, and so is a
 *   `session.truncation` that removed messages (the runtime cut the history to its `tokenLimit`).
 * - The end: `result` exitCode 0 -> completed, another -> error. Without it, the `-p` output (the
 *   file with ephemeral records: events.jsonl keeps none) was killed -> aborted, even after a
 *   routine `session.shutdown`; the session-state file ends on its `session.shutdown` (routine ->
 *   completed, else error), and without one it was killed too (after an `abort` record, its
 *   reason). Runs appended in one file (a `session.start` or a prompt after a `result`): the last
 *   run's end is the file's. An `abort` followed by a result of exit code 0
 *   is a run that went on.
 * - The working directory: `session.start` `context.cwd`; without it, the first shell's `cwd`
 *   in a tool result (`result.contents[]` `shell_exit`).
 * - Other types the schema defines are not events; a type it does not define is left unread.
 */






/** Types of the session-events schema that give no event. */
const copilot_cli_QUIET = new Set([
    'session.info',
    'session.warning',
    'session.idle',
    'session.title_changed',
    'session.context_changed',
    'session.usage_info',
    'session.usage_checkpoint',
    'session.mode_changed',
    'session.plan_changed',
    'session.workspace_file_changed',
    'session.snapshot_rewind',
    'session.handoff',
    'session.resume',
    'session.task_complete',
    'session.compaction_start',
    'session.auto_mode_resolved',
    'session.mcp_servers_loaded',
    'session.mcp_server_status_changed',
    'session.skills_loaded',
    'session.tools_updated',
    'session.background_tasks_changed',
    'session.remote_steerable_changed',
    'session.import_legacy',
    'session.requested',
    'user.message',
    'pending_messages.modified',
    'system.message',
    'assistant.turn_start',
    'assistant.turn_end',
    'assistant.intent',
    'assistant.reasoning',
    'assistant.reasoning_delta',
    'assistant.message_delta',
    'assistant.message_start',
    'assistant.streaming_delta',
    'assistant.tool_call_delta',
    'assistant.usage',
    'assistant.idle',
    'tool.user_requested',
    'tool.execution_partial_result',
    'tool.execution_progress',
    'skill.invoked',
    'subagent.started',
    'subagent.completed',
    'subagent.selected',
    'subagent.deselected',
    'custom_agent.started',
    'custom_agent.completed',
    'custom_agent.selected',
    'hook.start',
    'hook.end',
    'permission.requested',
    'permission.completed',
    'elicitation.requested',
    'elicitation.completed',
    'user_input.requested',
    'user_input.completed',
    'exit_plan_mode.requested',
    'exit_plan_mode.completed',
    'model.call_start',
    'mcp.tools.list_changed',
    // Persisted to events.jsonl by newer builds (session-events.schema.json), with nothing a
    // diagnosis reads: notices, settings, schedules, permission bookkeeping. A session-state file
    // has no streaming deltas among which a few of these would pass unseen, so each must be known.
    'system.notification',
    'subagent.configured',
    'session.permissions_changed',
    'session.session_limits_changed',
    'session.mode_notice_delivered',
    'session.schedule_created',
    'session.schedule_cancelled',
    'session.schedule_rearmed',
    'session.context_cleared',
    'session.completion_receipt',
    'session.autopilot_objective_changed',
    'session.binary_asset',
    'session.canvas.recorded',
    'session.canvas.removed',
    'session.fusion_resolved',
    'session.fusion_completed',
    'session.fusion_route_failed',
    'assistant.fusion_phase_completed',
    'assistant.fusion_phase_failed',
    'tool_search.activated',
    'permission.assentDetected',
    'permission.carriedForward',
    'permission.contextualAuthorization',
    'permission.messageAuthorization',
    'permission.messageAuthorizationDegraded',
    'permission.messageAuthorizationRead',
    // An external tool's request and its dismissal: the call itself is its tool.execution_start
    // and tool.execution_complete.
    'external_tool.requested',
    'external_tool.completed',
]);
/**
 * An event of the tree: a namespaced type (`session.start`, `tool.execution_start`; `abort`),
 * its data, and the `parentId` that links it (null for the first).
 */
function isEvent(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r !== undefined &&
        typeof r.type === 'string' &&
        (r.type.includes('.') || r.type === 'abort') &&
        (0,json/* obj */.WL)(r.data) !== undefined &&
        typeof r.id === 'string' &&
        (typeof r.parentId === 'string' || r.parentId === null));
}
/** The end record of `copilot -p --output-format json`. */
function copilot_cli_isResult(x) {
    const r = (0,json/* obj */.WL)(x);
    return r?.type === 'result' && typeof r.sessionId === 'string' && typeof r.exitCode === 'number';
}
function copilot_cli_classify(tool, args) {
    const a = (0,json/* obj */.WL)(args);
    if (tool === 'skill' && (0,json/* str */.gx)(a?.skill))
        return { skill: (0,json/* str */.gx)(a?.skill) };
    const skill = skillInPath(a?.command ?? a?.path);
    return skill ? { skill } : {};
}
/** The shell's working directory in a tool result (`contents[]` of type `shell_exit`). */
function shellCwd(result) {
    for (const c of (0,json/* arr */.QL)(result?.contents)) {
        const o = (0,json/* obj */.WL)(c);
        if (o?.type === 'shell_exit' && typeof o.cwd === 'string' && o.cwd !== '')
            return o.cwd;
    }
    return undefined;
}
const copilot_cli_adapter = {
    id: 'copilot-cli',
    signature: 'copilot-cli: events {"type","data","id","parentId"} (copilot -p --output-format json, events.jsonl)',
    ...ownRecords(isEvent, copilot_cli_isResult),
    observes: ['loop_control', 'skill_adherence', 'context_health', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit, copilot_cli_classify);
        const models = new adapters_run/* ModelWatch */.NA(emit);
        let result;
        let shutdown;
        let abort;
        let lastType;
        let lastLine = 0;
        let cwdTold = false;
        /** An ephemeral record was seen: the file is `-p` output, whose end is its `result` record. */
        let streamed = false;
        const workdir = (path) => {
            if (cwdTold || path === undefined || !ctx.workdir)
                return;
            cwdTold = true;
            ctx.workdir(path);
        };
        const event = (r, data, line) => {
            const origin = (0,json/* withId */.oP)({ line }, r.id);
            switch (r.type) {
                case 'tool.execution_start': {
                    const callId = (0,json/* idOf */.TH)(data.toolCallId);
                    const name = (0,json/* str */.gx)(data.toolName) ?? null;
                    tools.call(name, data.arguments ?? {}, callId, origin);
                    return;
                }
                case 'tool.execution_complete': {
                    const callId = (0,json/* idOf */.TH)(data.toolCallId);
                    const err = data.error;
                    // `success` says it; a record without it that carries an error failed too.
                    const failed = data.success === false || (data.success !== true && err !== undefined && err !== null);
                    const res = (0,json/* obj */.WL)(data.result);
                    if (!failed)
                        workdir(shellCwd(res));
                    tools.result(callId, {
                        failed,
                        message: failed ? ((0,adapters_text/* errorMessage */.gJ)((0,json/* obj */.WL)(err)?.message ?? err) ?? 'tool call failed') : undefined,
                        extra: (0,json/* compact */.oE)({ error_code: failed ? (0,json/* str */.gx)((0,json/* obj */.WL)(err)?.code) : undefined }),
                        digest: digestWhenRead(failed ? (err ?? res?.content) : res?.content),
                    }, origin);
                    return;
                }
                case 'assistant.message': {
                    models.see(data.model, origin, 'model');
                    const u = (0,adapters_run/* tokenUsage */.Z_)({ output: (0,json/* num */.bu)(data.outputTokens) }, (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(data.model) }));
                    if (u)
                        emit(u, origin);
                    return;
                }
                case 'session.start': {
                    const context = (0,json/* obj */.WL)(data.context);
                    workdir((0,json/* str */.gx)(context?.cwd));
                    models.see(data.selectedModel, origin, 'model');
                    return;
                }
                case 'session.model_change':
                    models.see(data.newModel, origin, 'model_change');
                    return;
                case 'session.error': {
                    const status = (0,json/* num */.bu)(data.statusCode);
                    emit((0,json/* compact */.oE)({
                        event: 'error_event',
                        kind: status !== undefined ? 'provider' : 'agent',
                        status_code: status,
                        name: (0,json/* str */.gx)(data.errorType),
                        message: (0,adapters_text/* short */.h0)(data.message) ?? (0,adapters_text/* short */.h0)(data.errorType) ?? 'session error',
                    }), origin);
                    return;
                }
                case 'subagent.failed':
                case 'custom_agent.failed':
                    emit({
                        event: 'error_event',
                        kind: 'agent',
                        message: (0,adapters_text/* short */.h0)(data.error) ?? (0,adapters_text/* short */.h0)(data.agentName) ?? 'subagent failed',
                    }, origin);
                    return;
                case 'session.truncation': {
                    // The runtime cut messages from the history to fit the model's window: a compaction.
                    // A truncation that removed nothing cut nothing.
                    const removed = (0,json/* num */.bu)(data.messagesRemovedDuringTruncation) ?? (0,json/* num */.bu)(data.tokensRemovedDuringTruncation) ?? 0;
                    if (removed > 0)
                        emit((0,json/* compact */.oE)({
                            event: 'context_event',
                            action: 'compaction',
                            trigger: 'truncation',
                            tokens_before: (0,json/* num */.bu)(data.preTruncationTokensInMessages),
                            context_window: (0,json/* num */.bu)(data.tokenLimit),
                        }), origin);
                    return;
                }
                case 'session.compaction_complete':
                    emit((0,json/* compact */.oE)({
                        event: 'context_event',
                        action: 'compaction',
                        tokens_before: (0,json/* num */.bu)(data.preCompactionTokens),
                    }), origin);
                    return;
                case 'session.shutdown': {
                    const kind = (0,json/* str */.gx)(data.shutdownType);
                    shutdown =
                        kind === 'routine' || kind === undefined
                            ? { status: 'completed', line }
                            : { status: 'error', reason: (0,adapters_text/* short */.h0)(data.errorReason) ?? `shutdown: ${(0,adapters_text/* short */.h0)(kind)}`, line };
                    return;
                }
                case 'abort':
                    abort = (0,adapters_text/* short */.h0)(data.reason) ?? 'abort';
                    return;
                default:
                    if (!copilot_cli_QUIET.has(r.type))
                        ctx.unread?.(line, typeKind(r.type), typeof r.type === 'string' && r.type.startsWith('tool.'));
            }
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Copilot event');
                lastLine = line;
                if (r.ephemeral === true) {
                    streamed = true;
                    return;
                }
                lastType = typeof r.type === 'string' ? r.type : undefined;
                if (r.type === 'result') {
                    const exit = (0,json/* num */.bu)(r.exitCode);
                    result =
                        exit === 0
                            ? { status: 'completed', line }
                            : {
                                status: 'error',
                                reason: exit === undefined ? 'the result has no exit code' : `exit code ${exit}`,
                                line,
                            };
                    return;
                }
                const data = (0,json/* obj */.WL)(r.data);
                if (!data) {
                    ctx.unread?.(line, typeKind(r.type), false);
                    return;
                }
                // Work after an abort: the run went on.
                if (r.type === 'user.message' || r.type === 'assistant.turn_start')
                    abort = undefined;
                // A run appended after one that ended (its session's start, or a prompt after the result):
                // the file ends as its last run does.
                if (result && (r.type === 'session.start' || r.type === 'user.message')) {
                    result = undefined;
                    shutdown = undefined;
                }
                event(r, data, line);
            },
            end() {
                tools.end();
                if (result)
                    return (0,adapters_run/* emitEnd */.Vb)(emit, result);
                if (shutdown && (!streamed || shutdown.status !== 'completed'))
                    return (0,adapters_run/* emitEnd */.Vb)(emit, shutdown);
                if (lastLine === 0)
                    return;
                (0,adapters_run/* emitEnd */.Vb)(emit, {
                    status: 'aborted',
                    reason: abort
                        ? `aborted (${abort}) with no result record`
                        : 'no result record: the run was killed' +
                            (lastType ? ` (its last event: ${(0,adapters_text/* short */.h0)(lastType)})` : ' before it began'),
                    line: lastLine,
                });
            },
        };
    },
};
/* harmony default export */ const copilot_cli = (copilot_cli_adapter);

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
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
/** How many items of a JSON list recognition looks at. */
const SCAN_ITEMS = 256;
/**
 * How well a list of records fits: LIKELY when they are objects and one of them is a flat event
 * (the first may be `{}` or of a type the reference does not know); WEAK when they are all
 * objects but none is of a known type; NONE otherwise.
 */
function listFit(items) {
    let flat = false;
    let other = false;
    for (const x of items.slice(0, SCAN_ITEMS)) {
        if (!(0,events/* isJsonObject */.OW)(x))
            return types/* FIT */.U5.NONE;
        if (!flat && looksFlat(x))
            flat = true;
        // An agent's record whose type is also a flat event's (Cursor CLI's and Factory Droid's
        // `tool_call`): the file is that agent's, not flat events.
        if (!other && looksLike(x) !== undefined)
            other = true;
    }
    return flat && !other ? types/* FIT */.U5.LIKELY : types/* FIT */.U5.WEAK;
}
const critiqor_adapter = {
    id: 'critiqor',
    signature: 'critiqor: objects whose `event` (or `type`) is a flat event type such as "tool_call", as a JSON array, an ' +
        'object with `events`, or JSONL',
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
    fit({ records }) {
        const first = records[0];
        if (records.length === 1) {
            // A JSON document: a list of events, or an object with `events`.
            if (Array.isArray(first))
                return first.length === 0 ? types/* FIT */.U5.LIKELY : listFit(first);
            if ((0,events/* isJsonObject */.OW)(first) && (0,python_compat/* hasKey */.CJ)(first, 'events') && !(0,python_compat/* hasKey */.CJ)(first, 'schema_version')) {
                const events = first.events;
                return !Array.isArray(events) || events.length === 0 ? types/* FIT */.U5.LIKELY : listFit(events);
            }
        }
        return listFit(records);
    },
    observes: vocabulary/* REFERENCE_DIMENSIONS */.IC,
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
                // Another agent's record, though its type may be a flat event's: left unread.
                if (ctx.unread && looksLike(value) !== undefined)
                    return leftUnread(ctx, value, line);
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
function critiqor_session_usageOf(p) {
    const u = (0,json/* obj */.WL)(p.usage) ?? p;
    return (0,adapters_run/* tokenUsage */.Z_)({
        input: (0,json/* firstNum */.Pg)(u, 'input', 'input_tokens', 'inputTokens', 'prompt_tokens'),
        output: (0,json/* firstNum */.Pg)(u, 'output', 'output_tokens', 'outputTokens', 'completion_tokens'),
        cache_read: (0,json/* firstNum */.Pg)(u, 'cacheRead', 'cache_read', 'cache_read_input_tokens', 'cacheReadTokens'),
        cache_write: (0,json/* firstNum */.Pg)(u, 'cacheWrite', 'cache_write', 'cache_creation_input_tokens', 'cacheWriteTokens'),
        total: (0,json/* firstNum */.Pg)(u, 'total', 'totalTokens', 'total_tokens'),
    });
}
/** The short, scalar fields of a payload (long strings cut, objects left out). */
function scalars(p) {
    const out = {};
    for (const [k, v] of Object.entries(p)) {
        if (typeof v === 'number' || typeof v === 'boolean' || v === null)
            (0,json/* setKey */.qL)(out, k, v);
        else if (typeof v === 'string')
            (0,json/* setKey */.qL)(out, k, (0,adapters_text/* short */.h0)(v) ?? '');
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
    const type = (0,json/* str */.gx)(e.event_type);
    if (!type)
        return;
    const payload = (0,json/* obj */.WL)(e.payload) ?? {};
    const tool = (0,json/* str */.gx)(e.tool_name) ?? (0,json/* str */.gx)(payload.tool_name) ?? (0,json/* str */.gx)(payload.toolName);
    const callId = (0,json/* idOf */.TH)(e.tool_call_id) ?? (0,json/* idOf */.TH)(payload.tool_call_id) ?? (0,json/* idOf */.TH)(payload.toolCallId);
    const failed = e.status === 'error';
    const message = (0,adapters_text/* short */.h0)(e.error) ?? (0,adapters_text/* short */.h0)(payload.error);
    if (type === 'tool_call') {
        const args = payload.params ?? payload.input ?? payload.args ?? {};
        emit((0,json/* compact */.oE)({ event: 'tool_call', tool: tool ?? null, args, call_id: callId ?? null }), origin);
        return;
    }
    if (TOOL_OUTPUT.has(type)) {
        emit((0,json/* compact */.oE)({
            event: 'tool_output',
            tool: tool ?? null,
            call_id: callId ?? null,
            status: failed ? 'error' : 'ok',
            duration_ms: (0,json/* firstNum */.Pg)(e, 'duration_ms'),
        }), origin);
        if (failed)
            emit((0,json/* compact */.oE)({
                event: 'error_event',
                kind: 'tool',
                tool: tool ?? null,
                call_id: callId ?? null,
                message: message ?? 'tool call failed',
            }), origin);
        return;
    }
    if (MEMORY.has(type)) {
        const action = failed || emptyResult((0,json/* obj */.WL)(payload.result) ?? payload) ? 'miss' : 'recall';
        emit((0,json/* compact */.oE)({ event: 'memory_event', action, tool: type, call_id: callId }), origin);
        return;
    }
    if (USAGE.has(type)) {
        const u = critiqor_session_usageOf(payload);
        if (u)
            emit(u, origin);
        if (failed)
            emit({ event: 'error_event', kind: 'model', message: message ?? 'provider call failed' }, origin);
        return;
    }
    if (END.has(type)) {
        emit((0,json/* compact */.oE)({
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
        emit((0,json/* compact */.oE)({ ...fields, event: type, tool, call_id: callId, message }), origin);
    }
}
function isSessionDoc(x) {
    return (0,json/* obj */.WL)(x)?.schema_version === 'critiqor.session.v1';
}
function isEventLine(x) {
    const r = (0,json/* obj */.WL)(x);
    return r !== undefined && typeof r.event_type === 'string' && 'source_layer' in r;
}
function fromDocument(doc, line, emit, ctx) {
    if (doc.events !== undefined && !Array.isArray(doc.events)) {
        throw new read/* TraceError */.yW(ctx.source, line, `expected \`events\` to be a list of events, found ${(0,json/* typeName */.go)(doc.events)}`);
    }
    const events = (0,json/* arr */.QL)(doc.events);
    if (events.length === 0 && (0,json/* str */.gx)(doc.events_file)) {
        ctx.warn(line, `this session log has no events of its own; they are in ${(0,json/* str */.gx)(doc.events_file)}: diagnose that file`);
    }
    events.forEach((e, i) => {
        if (!(0,json/* isJsonObject */.OW)(e))
            throw new read/* TraceError */.yW(ctx.source, line, `expected event ${i} to be an object, found ${(0,json/* typeName */.go)(e)}`);
        adapt(e, { index: i }, emit);
    });
}
const critiqor_session_adapter = {
    id: 'critiqor-session',
    signature: 'critiqor-session: {"schema_version":"critiqor.session.v1",...} or its events file (lines with `event_type` ' +
        'and `source_layer`)',
    recognise(first) {
        return isSessionDoc(first) || isEventLine(first);
    },
    observes: types/* FULL_TRANSCRIPT */.Du,
    create(emit, ctx) {
        return {
            record(value, line) {
                if (!(0,json/* isJsonObject */.OW)(value))
                    throw new read/* TraceError */.yW(ctx.source, line, `expected a session log or event object, found ${(0,json/* typeName */.go)(value)}`);
                if (isSessionDoc(value))
                    return fromDocument(value, line, emit, ctx);
                adapt(value, { line }, emit);
            },
            end() { },
        };
    },
};
/* harmony default export */ const critiqor_session = (critiqor_session_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/cursor-cli/index.ts
/**
 * cursor-cli: `cursor-agent -p --output-format stream-json` (JSONL), and Cursor's desktop agent
 * transcripts (`~/.cursor/projects/<slug>/agent-transcripts/<id>.jsonl`); formats.md "cursor-cli".
 *
 * The stream:
 * - `system` `init` {cwd, model, session_id, apiKeySource, permissionMode}: the working directory
 *   and the model.
 * - `tool_call` `started` -> tool_call; `completed` -> its tool_output (a completed call never
 *   seen started is its own tool_call first). The call is `tool_call.<kind>ToolCall {args,
 *   result}`: tool = `<kind>` (`shell`, `edit`, `read`, ...; an MCP call `mcp__<provider>__<tool>`),
 *   args = `args` (a rejected shell call without args: the rejected command). A result other
 *   than `success` failed: `error`, `failure {exitCode, stderr}`, `rejected {reason}`,
 *   `writePermissionDenied`. Older builds write `tool_call.function {name, arguments}`.
 * - `result` {subtype, is_error, usage {inputTokens, outputTokens, cacheReadTokens,
 *   cacheWriteTokens}} -> token_usage (input excludes the cache) and the end: subtype `success`
 *   and not is_error -> completed, else error. Rejected calls still end with a success: the
 *   failed calls say it.
 * - A call started and never completed was abandoned: the run is incomplete (unless its result
 *   says it failed). Runs appended in one file (an init after a result): the last run's end is
 *   the file's. No result -> incomplete. A stream of its init alone failed before it began
 *   (quota and login errors go to stderr only) -> error.
 * - `user`, `assistant`, `thinking`: no events. Other types are left unread.
 *
 * The desktop transcript: `{role, message {content: [text | tool_use {name, input}]}}` and
 * `{type: "turn_ended", status}`. tool_use -> tool_call; it records no tool results, ids, times
 * or tokens, so a failed call cannot be seen (a warning says so). The end: the last turn's
 * `turn_ended` status (`success` -> completed, else error); none after the last message ->
 * incomplete.
 */






const SUFFIX = 'ToolCall';
/** The `<kind>ToolCall` key of a tool_call record's call, or undefined. */
function cursor_cli_callKey(call) {
    for (const k in call) {
        if (k.length > SUFFIX.length && k.endsWith(SUFFIX) && (0,json/* obj */.WL)(call[k]) !== undefined)
            return k;
    }
    return undefined;
}
function cursor_cli_isInit(r) {
    return r.type === 'system' && r.subtype === 'init';
}
/** A record only cursor-agent's stream writes. */
function isCursorRecord(r) {
    switch (r.type) {
        case 'tool_call': {
            const call = (0,json/* obj */.WL)(r.tool_call);
            return call !== undefined && (cursor_cli_callKey(call) !== undefined || (0,json/* obj */.WL)(call.function) !== undefined);
        }
        case 'thinking':
            return r.subtype === 'delta' || r.subtype === 'completed';
        case 'system':
            // Claude's init lists its tools and MCP servers and has a uuid (kept when a workflow strips
            // the rest); Cursor's names its key source instead.
            return (cursor_cli_isInit(r) &&
                typeof r.apiKeySource === 'string' &&
                !Array.isArray(r.tools) &&
                !('mcp_servers' in r) &&
                !('uuid' in r));
        case 'result': {
            const u = (0,json/* obj */.WL)(r.usage);
            return u !== undefined && ('inputTokens' in u || 'outputTokens' in u);
        }
        default:
            return false;
    }
}
/** A line of the desktop transcript. */
function isDesktopMessage(r) {
    return (r.type === undefined &&
        (r.role === 'user' || r.role === 'assistant') &&
        Array.isArray((0,json/* obj */.WL)(r.message)?.content) &&
        !('uuid' in r) &&
        !('sessionId' in r));
}
function isTurnEnded(r) {
    return r.type === 'turn_ended' && typeof r.status === 'string';
}
/** The tool, arguments and result of a tool_call record's call. */
function readCall(call) {
    const key = cursor_cli_callKey(call);
    if (key) {
        const body = (0,json/* obj */.WL)(call[key]);
        const kind = key.slice(0, -SUFFIX.length);
        const args = (0,json/* obj */.WL)(body.args);
        let tool = kind;
        if (kind === 'mcp') {
            const name = (0,json/* str */.gx)(args?.toolName) ?? (0,json/* str */.gx)(args?.name);
            const provider = (0,json/* str */.gx)(args?.providerIdentifier);
            if (name)
                tool = provider ? `mcp__${provider}__${name}` : `mcp__${name}`;
        }
        return { tool, args: args ?? undefined, result: (0,json/* obj */.WL)(body.result) };
    }
    const fn = (0,json/* obj */.WL)(call.function);
    if (fn)
        return { tool: (0,json/* str */.gx)(fn.name) ?? null, args: parseArgs(fn.arguments), result: (0,json/* obj */.WL)(call.result) };
    return undefined;
}
/** What a call's result says: `success`, or one of the failures. */
function outcome(result) {
    if (!result)
        return { failed: false };
    const success = (0,json/* obj */.WL)(result.success);
    if (success || 'success' in result) {
        return {
            failed: false,
            extra: (0,json/* compact */.oE)({ exit_code: (0,json/* num */.bu)(success?.exitCode) }),
            content: success?.stdout ?? success?.content ?? result.success,
        };
    }
    const failure = (0,json/* obj */.WL)(result.failure);
    if (failure) {
        const exit = (0,json/* num */.bu)(failure.exitCode);
        return {
            failed: true,
            message: (0,adapters_text/* errorMessage */.gJ)(failure.stderr) ?? (exit !== undefined ? `exit code ${exit}` : 'the command failed'),
            extra: (0,json/* compact */.oE)({ exit_code: exit }),
            content: failure.stderr ?? failure.stdout,
        };
    }
    const rejected = result.rejected;
    if (rejected !== undefined) {
        const reason = (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(rejected)?.reason);
        return { failed: true, message: reason ? `rejected: ${reason}` : 'rejected', content: rejected };
    }
    if (result.writePermissionDenied !== undefined)
        return { failed: true, message: 'write permission denied', content: result.writePermissionDenied };
    if (result.error !== undefined) {
        const e = result.error;
        return { failed: true, message: (0,adapters_text/* errorMessage */.gJ)((0,json/* obj */.WL)(e)?.error ?? e) ?? 'the tool failed', content: e };
    }
    // A result of a kind not known: none of the success marks.
    const kind = Object.keys(result)[0];
    return { failed: true, message: kind ? `result ${(0,adapters_text/* short */.h0)(kind)}` : 'the tool failed', content: result };
}
/** Arguments of a call whose record carries none: what its rejected or failed result names. */
function argsFromResult(result) {
    for (const k of ['rejected', 'failure', 'success', 'error']) {
        const r = (0,json/* obj */.WL)(result?.[k]);
        if (!r)
            continue;
        return (0,json/* compact */.oE)({ command: (0,json/* str */.gx)(r.command), path: (0,json/* str */.gx)(r.path) });
    }
    return {};
}
const cursor_cli_adapter = {
    id: 'cursor-cli',
    signature: 'cursor-cli: {"type":"tool_call","tool_call":{"<kind>ToolCall":...}} or a Cursor init (cursor-agent ' +
        '--output-format stream-json), or Cursor desktop transcript lines {"role","message"} / {"type":"turn_ended"}',
    recognise(first) {
        return cursor_cli_adapter.fit({ records: [first] }) >= types/* FIT */.U5.LIKELY;
    },
    fit({ records }) {
        let desktop = false;
        for (const x of records) {
            const r = (0,json/* obj */.WL)(x);
            if (!r)
                return types/* FIT */.U5.NONE;
            if (isCursorRecord(r) || isTurnEnded(r))
                return types/* FIT */.U5.SIGNATURE;
            if (isDesktopMessage(r))
                desktop = true;
        }
        return desktop ? types/* FIT */.U5.LIKELY : types/* FIT */.U5.NONE;
    },
    outranks: ['claude-stream'],
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit);
        const models = new adapters_run/* ModelWatch */.NA(emit);
        /** Calls started and not yet completed, by call id (their tool), in the order they started. */
        const open = new Map();
        let end;
        let result;
        let init;
        let lastLine = 0;
        let records = 0;
        /** A record of the run's work (a reply, a thought, a call, a result) came. */
        let began = false;
        let desktop = false;
        let warned = false;
        let calls = 0;
        const toolCall = (r, line) => {
            const call = (0,json/* obj */.WL)(r.tool_call);
            const c = readCall(call);
            const id = (0,json/* idOf */.TH)(r.call_id) ?? (0,json/* idOf */.TH)(call.toolCallId);
            const origin = (0,json/* withId */.oP)({ line }, id);
            if (!c) {
                ctx.unread?.(line, 'tool_call of an unknown shape', true);
                return;
            }
            if (r.subtype === 'started') {
                tools.call(c.tool, c.args ?? {}, id, origin);
                if (id !== undefined)
                    open.set(id, c.tool);
                return;
            }
            if (r.subtype !== 'completed') {
                ctx.unread?.(line, typeKind(r.subtype, 'tool_call subtype'), true);
                return;
            }
            if (id === undefined || !open.has(id))
                tools.call(c.tool, c.args ?? argsFromResult(c.result), id, origin);
            if (id !== undefined)
                open.delete(id);
            const o = outcome(c.result);
            tools.result(id, {
                failed: o.failed,
                message: o.message,
                extra: o.extra,
                tool: c.tool ?? undefined,
                digest: digestWhenRead(o.content),
            }, origin);
        };
        const resultRecord = (r, line) => {
            const u = (0,json/* obj */.WL)(r.usage);
            if (u) {
                const e = (0,adapters_run/* tokenUsage */.Z_)({
                    input: (0,json/* num */.bu)(u.inputTokens),
                    output: (0,json/* num */.bu)(u.outputTokens),
                    cache_read: (0,json/* num */.bu)(u.cacheReadTokens),
                    cache_write: (0,json/* num */.bu)(u.cacheWriteTokens),
                });
                if (e)
                    emit(e, { line });
            }
            const subtype = (0,json/* str */.gx)(r.subtype) ?? 'success';
            const failed = subtype !== 'success' || r.is_error === true;
            if (failed) {
                const message = (0,adapters_text/* short */.h0)(r.result) ?? (0,adapters_text/* short */.h0)(r.error) ?? subtype;
                emit((0,json/* compact */.oE)({ event: 'error_event', kind: 'result', subtype, message }), { line });
                result = { status: 'error', reason: subtype !== 'success' ? subtype : message, line };
            }
            else
                result = { status: 'completed', line };
        };
        const desktopMessage = (r, line) => {
            desktop = true;
            const content = (0,json/* arr */.QL)((0,json/* obj */.WL)(r.message)?.content);
            for (let i = 0; i < content.length; i++) {
                const b = (0,json/* obj */.WL)(content[i]);
                if (b?.type !== 'tool_use')
                    continue;
                calls++;
                tools.call((0,json/* str */.gx)(b.name) ?? null, b.input ?? {}, (0,json/* idOf */.TH)(b.id), { line });
            }
            end = {
                status: 'incomplete',
                reason: r.role === 'user' ? 'a user message without a reply after it' : 'the turn never ended',
                line,
            };
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Cursor record');
                records++;
                lastLine = line;
                if (r.type === 'assistant' || r.type === 'thinking' || r.type === 'tool_call' || r.type === 'result')
                    began = true;
                switch (r.type) {
                    case 'system':
                        if (cursor_cli_isInit(r)) {
                            // A run appended after one that ended: the file ends as its last run does.
                            if (result) {
                                result = undefined;
                                began = false;
                                init = line;
                            }
                            init ??= line;
                            if (ctx.workdir && typeof r.cwd === 'string')
                                ctx.workdir(r.cwd);
                            models.see(r.model, { line }, 'init');
                        }
                        else
                            ctx.unread?.(line, typeKind(r.subtype, 'system'));
                        return;
                    case 'tool_call':
                        if ((0,json/* obj */.WL)(r.tool_call))
                            toolCall(r, line);
                        else
                            ctx.unread?.(line, 'tool_call without a call', true);
                        return;
                    case 'result':
                        resultRecord(r, line);
                        return;
                    case 'user':
                    case 'assistant':
                    case 'thinking':
                        return;
                    case 'turn_ended': {
                        const status = (0,json/* str */.gx)(r.status);
                        end =
                            status === 'success'
                                ? { status: 'completed', line }
                                : { status: 'error', reason: `the turn ended with status ${(0,adapters_text/* short */.h0)(status) ?? 'unknown'}`, line };
                        return;
                    }
                    case undefined:
                        if (isDesktopMessage(r))
                            return desktopMessage(r, line);
                        ctx.unread?.(line, 'a record without a type', false);
                        return;
                    default:
                        ctx.unread?.(line, typeKind(r.type), typeof r.type === 'string' && r.type.includes('tool'));
                }
            },
            end() {
                if (desktop && calls > 0 && !warned) {
                    warned = true;
                    ctx.warn(undefined, `a Cursor desktop transcript records no tool results: the ${calls} tool call${calls === 1 ? '' : 's'} ` +
                        'cannot be seen to fail, and no tokens or times are recorded');
                }
                tools.end();
                if (desktop)
                    return (0,adapters_run/* emitEnd */.Vb)(emit, end);
                if (result?.status === 'error')
                    return (0,adapters_run/* emitEnd */.Vb)(emit, result);
                if (open.size > 0) {
                    const first = open.values().next().value;
                    return (0,adapters_run/* emitEnd */.Vb)(emit, {
                        status: 'incomplete',
                        reason: `${open.size} tool call${open.size === 1 ? '' : 's'} started and never completed (abandoned${first ? `: ${first}` : ''})`,
                        line: result?.line ?? lastLine,
                    });
                }
                if (result)
                    return (0,adapters_run/* emitEnd */.Vb)(emit, result);
                if (init !== undefined && !began)
                    return (0,adapters_run/* emitEnd */.Vb)(emit, {
                        status: 'error',
                        reason: 'the stream stops after its init: the run failed before it began (Cursor writes such errors to stderr)',
                        line: init,
                    });
                if (records > 0)
                    (0,adapters_run/* emitEnd */.Vb)(emit, {
                        status: 'incomplete',
                        reason: 'the stream has no result record (was the run stopped?)',
                        line: lastLine,
                    });
            },
        };
    },
};
/* harmony default export */ const cursor_cli = (cursor_cli_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/droid/index.ts
/**
 * droid: Factory Droid. Two shapes, told apart record by record (formats.md "droid"):
 *
 * `droid exec --output-format stream-json` (JSONL; records carry `session_id` and `timestamp`):
 * - `system` `init` -> the working directory (`cwd`) and the model;
 * - `message {role, text}`: the prompt, and the agent's answers;
 * - `tool_call {id, messageId, toolName, parameters}` -> tool_call (several may share a messageId);
 * - `tool_result {id, isError, value | error {type, message}}` -> tool_output, failed when
 *   `isError` is true, or when an Execute value ends with `[Process exited with code N]` of a
 *   code other than 0 (-> exit_code, as a command's exit code is in the other formats);
 * - `error {source, message}` (the CLI giving up: "Exec ended early: insufficient permission")
 *   -> error_event (kind agent) and a run that ended in an error;
 * - `completion {finalText, numTurns, usage}` (newer builds) -> token_usage (Anthropic spelling:
 *   input without the cache) and a run that completed. The 2025 captures have no tokens and no
 *   end record: a stream that ends on an answer completed; one that stops before any answer, or
 *   on a call or result not answered, did not finish. Runs appended in one file (an init after
 *   an end): the last run's end is the file's.
 *
 * The session store (`~/.factory/sessions/<slug>/<uuid>.jsonl`): `session_start {id, cwd}` then
 * `message {message: {role, content: [Anthropic blocks]}}`, read as Claude's messages are
 * (claude-messages.ts); messages with `visibility: "llm_only"` are the harness's reminders, not
 * the conversation. Its tokens and model are in the companion `<uuid>.settings.json`, which a
 * folder walk counts for the session (harness/folders.ts): the store itself shows no tokens. No
 * end record: how the run ended is how the conversation stands after its last message.
 *
 * A record of another type is left unread (`ctx.unread`).
 */






/** A record only Droid writes: a tool call named by `toolName` within a `messageId`, a session store's start, ... */
function isDroidRecord(x) {
    const r = (0,json/* obj */.WL)(x);
    if (!r)
        return false;
    switch (r.type) {
        // The 2025 captures put a `messageId` on both; a call's `toolName` and `parameters`, or a
        // result's `isError` with its call's `id`, say it without one.
        case 'tool_call':
            return typeof r.toolName === 'string' && ('messageId' in r || (0,json/* obj */.WL)(r.parameters) !== undefined);
        case 'tool_result':
            return typeof r.isError === 'boolean' && ('messageId' in r || typeof r.id === 'string');
        case 'message':
            // The stream's `{role, text}` (Claude's messages are of type `assistant` / `user`). The
            // store's messages `{message: {role, content}}` are OpenClaw's shape too: its
            // `session_start` line says it.
            return typeof r.role === 'string' && typeof r.text === 'string' && 'session_id' in r;
        case 'session_start':
            return typeof r.id === 'string';
        case 'completion':
            return 'finalText' in r || 'numTurns' in r;
        case 'error':
            // The CLI giving up ("Exec ended early: ..."): `source` and `message`, no session id. A run
            // that fails at once writes nothing else of Droid's own after its init.
            return typeof r.source === 'string' && typeof r.message === 'string' && !('sessionID' in r);
        default:
            return false;
    }
}
const EXIT_MARK = '[Process exited with code ';
/**
 * The exit code an Execute value ends with, or undefined. Only the value's end is looked at (a
 * file's content may be long).
 */
function exitCode(value) {
    if (typeof value !== 'string' || value.charCodeAt(value.length - 1) !== 0x5d)
        return undefined;
    const at = value.indexOf(EXIT_MARK, value.length - EXIT_MARK.length - 24);
    if (at < 0)
        return undefined;
    const close = value.indexOf(']', at);
    return close < 0 ? undefined : (0,json/* num */.bu)(value.slice(at + EXIT_MARK.length, close));
}
const droid_adapter = {
    id: 'droid',
    signature: 'droid: records {"type":"tool_call","toolName","messageId"}, {"type":"message","role","text"} or ' +
        '{"type":"session_start"} (droid exec --output-format stream-json, or its session store)',
    // The init line is Claude's too: a record only Droid writes settles it.
    ...ownRecords(isDroidRecord),
    outranks: ['claude-stream'],
    observes: ['loop_control', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit);
        const models = new adapters_run/* ModelWatch */.NA(emit);
        /** The session store's messages, read as Claude's. */
        let store;
        let end;
        let begun;
        /** An answer of the agent was seen. */
        let answered = false;
        const state = (status, origin, reason, final) => {
            if (end?.final)
                return;
            end = { status, reason, origin, final };
        };
        const streamMessage = (r, origin) => {
            if (r.role === 'assistant') {
                answered = true;
                state('completed', origin);
            }
            else if (r.role === 'user' && !answered)
                state('incomplete', origin, 'the stream stops before any answer to the prompt');
        };
        const storeMessage = (r, origin) => {
            const m = (0,json/* obj */.WL)(r.message);
            if (!m)
                return;
            store ??= new ClaudeMessages(emit);
            const meta = r.visibility === 'llm_only';
            if (m.role === 'assistant')
                store.assistant(m, origin, { side: false, meta });
            else if (m.role === 'user')
                store.user(m, origin, { side: false, meta });
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Droid record');
                const origin = (0,json/* withId */.oP)({ line }, r.type === 'tool_call' || r.type === 'tool_result' ? undefined : r.id);
                begun ??= origin;
                switch (r.type) {
                    case 'system':
                        if (r.subtype === 'init') {
                            // A run appended after one that ended: the file ends as its last run does.
                            if (end?.final)
                                end = undefined;
                            answered = false;
                            const cwd = (0,json/* str */.gx)(r.cwd);
                            if (cwd)
                                ctx.workdir?.(cwd);
                            models.see(r.model, origin, 'init');
                            state('incomplete', origin, 'the stream stops after its init record, before any answer');
                        }
                        else
                            ctx.unread?.(line, `system/${(0,adapters_text/* short */.h0)(r.subtype) ?? '?'}`);
                        return;
                    case 'message':
                        if ((0,json/* obj */.WL)(r.message))
                            storeMessage(r, origin);
                        else
                            streamMessage(r, origin);
                        return;
                    case 'tool_call':
                        tools.call((0,json/* str */.gx)(r.toolName) ?? null, r.parameters ?? {}, (0,json/* idOf */.TH)(r.id), origin);
                        state('incomplete', origin, 'a tool call without a result after it');
                        return;
                    case 'tool_result': {
                        const exit = exitCode(r.value);
                        const failed = r.isError === true || (exit !== undefined && exit !== 0);
                        const error = (0,json/* obj */.WL)(r.error);
                        tools.result((0,json/* idOf */.TH)(r.id), {
                            failed,
                            message: failed
                                ? ((0,adapters_text/* short */.h0)(error?.message) ??
                                    (exit !== undefined && exit !== 0 ? `exit code ${exit}` : undefined) ??
                                    (0,adapters_text/* errorMessage */.gJ)(r.value) ??
                                    (0,adapters_text/* short */.h0)(error?.type) ??
                                    'tool call failed')
                                : undefined,
                            extra: (0,json/* compact */.oE)({ exit_code: exit }),
                            digest: digestWhenRead(r.value ?? r.error),
                        }, origin);
                        state('incomplete', origin, 'a tool result without an answer after it');
                        return;
                    }
                    case 'error': {
                        const message = (0,adapters_text/* short */.h0)(r.message) ?? 'the Droid CLI stopped with an error';
                        emit((0,json/* compact */.oE)({ event: 'error_event', kind: 'agent', source: (0,json/* str */.gx)(r.source), message }), origin);
                        state('error', origin, message, true);
                        return;
                    }
                    case 'completion': {
                        const u = (0,json/* obj */.WL)(r.usage);
                        const e = u &&
                            (0,adapters_run/* tokenUsage */.Z_)({
                                input: (0,json/* num */.bu)(u.input_tokens),
                                output: (0,json/* num */.bu)(u.output_tokens),
                                cache_read: (0,json/* num */.bu)(u.cache_read_input_tokens),
                                cache_write: (0,json/* num */.bu)(u.cache_creation_input_tokens),
                            });
                        if (e)
                            emit(e, origin);
                        state('completed', origin, undefined, true);
                        return;
                    }
                    case 'session_start': {
                        const cwd = (0,json/* str */.gx)(r.cwd);
                        if (cwd)
                            ctx.workdir?.(cwd);
                        return;
                    }
                    default:
                        ctx.unread?.(line, `type ${(0,adapters_text/* short */.h0)(r.type) ?? '?'}`, 'toolName' in r || 'tool_use_id' in r || 'toolCallId' in r || 'callId' in r);
                }
            },
            end() {
                tools.end();
                if (store) {
                    store.end();
                    const last = store.last;
                    if (last)
                        emit((0,adapters_run/* processEnd */.rw)(last.status, last.reason), last.origin);
                    return;
                }
                if (end)
                    emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason), end.origin);
                else if (begun)
                    emit((0,adapters_run/* processEnd */.rw)('incomplete', 'the stream holds no answer'), begun);
            },
        };
    },
};
/* harmony default export */ const droid = (droid_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/gemini-cli/index.ts
/**
 * gemini-cli: a Gemini CLI session, in either of its two shapes (formats.md "gemini-cli" and
 * "Formats of late 2026"):
 *
 * - the older JSON document (`~/.gemini/tmp/<hash>/chats/session-*.json`), one object
 *   `{sessionId, projectHash, messages[]}`; origins are the index of the message;
 * - the JSONL log (`chats/session-*.jsonl`, Gemini CLI 0.40 and later): a header line
 *   `{sessionId, projectHash, startTime, ...}` (written again later in some files), then message
 *   lines `{id, type, ...}`, each appended again whole whenever it changes (the last copy wins, in
 *   the place of the first), `{"$set": {...}}` lines (metadata; `$set.messages` replaces the whole
 *   list) and `{"$rewindTo": id}` (drops that message and every one after it). No message is
 *   final before the file ends, so the messages are held (one object per id) and read at the
 *   end; origins are the line of the copy read, with the message's id.
 *
 * Messages, in both shapes:
 * - `toolCalls[]` on `gemini` messages hold the call and its result together: each -> tool_call
 *   (tool = name, args, call_id = id) and tool_output, failed when `status` is `error` or
 *   `cancelled` or the function response carries an `error` (a refused shell command).
 * - `tokens {input, output, cached, thoughts, tool, total}` per gemini message: `cached` is part
 *   of `input`; thoughts are output the model was paid for; `total` is the message's own total.
 * - `model` per message: a change -> state_transition. Messages of type `error` -> error_event.
 * - A first `user` message holding `<session_context>` is injected by the CLI, not typed by a
 *   person: it is no prompt waiting for a reply.
 * - No end record (a harness records success or failure beside the file): process_end from the
 *   last message: a reply without tool calls -> completed; a reply whose tool results the model
 *   never saw, or a user message, -> incomplete; an error -> error; the CLI's `info` 'Request
 *   cancelled.' (the user pressed Esc or Ctrl-C) -> aborted; an error or a notice at the session's
 *   turn limit ("Reached max session turns", "reached the maximum number of turns",
 *   maxSessionTurns) -> max_turns.
 */






function responseOf(call) {
    for (const r of (0,json/* arr */.QL)(call.result)) {
        const response = (0,json/* obj */.WL)((0,json/* obj */.WL)((0,json/* obj */.WL)(r)?.functionResponse)?.response);
        if (response)
            return response;
    }
    return undefined;
}
/** The CLI's notice that the user cancelled the request in progress. */
const CANCELLED = 'Request cancelled.';
/** The CLI's own first message: the environment it injects before the first prompt. */
function injected(m) {
    return m.type === 'user' && (0,adapters_text/* contentText */.Tf)(m.content, 200).trimStart().startsWith('<session_context>');
}
/** A JSONL header line: the session's metadata, with no message in it. */
function isHeader(r) {
    return typeof r.sessionId === 'string' && 'projectHash' in r && !('messages' in r) && !('type' in r);
}
/** A message line of the JSONL log. */
function isMessage(r) {
    return typeof r.id === 'string' && typeof r.type === 'string';
}
/** The events of a session's messages, in order, and its end. */
function readMessages(messages, emit) {
    const tools = new ToolTracker(emit);
    const models = new adapters_run/* ModelWatch */.NA(emit);
    let end;
    for (const { m, origin } of messages) {
        switch (m.type) {
            case 'gemini': {
                models.see(m.model, origin, 'model');
                const t = (0,json/* obj */.WL)(m.tokens);
                if (t) {
                    const output = ((0,json/* num */.bu)(t.output) ?? 0) + ((0,json/* num */.bu)(t.thoughts) ?? 0);
                    const u = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(t.input), (0,json/* num */.bu)(t.cached), undefined, output, (0,json/* num */.bu)(t.total)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(m.model) }));
                    if (u)
                        emit(u, origin);
                }
                const calls = (0,json/* arr */.QL)(m.toolCalls);
                calls.forEach((c, i) => {
                    const call = (0,json/* obj */.WL)(c);
                    if (!call)
                        return;
                    const id = (0,json/* idOf */.TH)(call.id) ?? `call-${origin.index ?? origin.line}-${i}`;
                    tools.call((0,json/* str */.gx)(call.name) ?? null, parseArgs(call.args ?? {}), id, origin);
                    const response = responseOf(call);
                    const status = (0,json/* str */.gx)(call.status);
                    const error = response?.error;
                    const failed = status === 'error' || status === 'cancelled' || (error !== undefined && error !== null);
                    tools.result(id, {
                        failed,
                        message: failed ? ((0,adapters_text/* errorMessage */.gJ)(error) ?? `tool call ${status ?? 'failed'}`) : undefined,
                        digest: outputDigest(response?.output ?? error ?? undefined),
                    }, origin);
                });
                end =
                    calls.length > 0
                        ? { status: 'incomplete', reason: 'tool results the model never answered', origin }
                        : { status: 'completed', origin };
                break;
            }
            case 'user':
                if (!injected(m))
                    end = { status: 'incomplete', reason: 'a user message without a reply after it', origin };
                break;
            case 'error': {
                const message = (0,adapters_text/* short */.h0)((0,adapters_text/* contentText */.Tf)(m.content)) ?? 'error';
                // The CLI's own turn limit (maxSessionTurns) is how the run ended, not the model failing.
                const limit = SESSION_TURNS.test(message);
                emit({ event: 'error_event', kind: limit ? 'agent' : 'model', message }, origin);
                end = { status: limit ? 'max_turns' : 'error', reason: message, origin };
                break;
            }
            case 'info': {
                // Notices of the CLI shown to the user: no event; a cancel ends the request in progress,
                // and so does the session's turn limit.
                const notice = (0,adapters_text/* contentText */.Tf)(m.content, 400).trim();
                if (notice === CANCELLED)
                    end = { status: 'aborted', reason: 'the request was cancelled (Request cancelled.)', origin };
                else if (SESSION_TURNS.test(notice))
                    end = { status: 'max_turns', reason: (0,adapters_text/* short */.h0)(notice), origin };
                break;
            }
            default:
                // warning and other notices of the CLI.
                break;
        }
    }
    tools.end();
    // The end's origin is the message's place, without its id.
    if (end) {
        const { id: _id, ...at } = end.origin;
        emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason), at);
    }
}
const gemini_cli_adapter = {
    id: 'gemini-cli',
    signature: 'gemini-cli: a JSON document {"sessionId","projectHash","messages":[...]} or a JSONL log whose first line is ' +
        '{"sessionId","projectHash","startTime"} (a Gemini CLI session file)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        if (r === undefined || typeof r.sessionId !== 'string' || !('projectHash' in r))
            return false;
        return Array.isArray(r.messages) || (isHeader(r) && typeof r.startTime === 'string');
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let document;
        let log;
        return {
            record(value, line) {
                if (document)
                    return document.record(value, line);
                if (!log) {
                    const r = (0,json/* obj */.WL)(value);
                    if (r && Array.isArray(r.messages)) {
                        document = documentInstance(emit, ctx);
                        return document.record(value, line);
                    }
                    log = new Map();
                }
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Gemini CLI session line (an object)');
                if (isMessage(r)) {
                    const id = r.id;
                    const held = log.get(id);
                    // The last copy wins, in the place of the first.
                    if (held) {
                        held.m = r;
                        held.origin = (0,json/* withId */.oP)({ line }, id);
                    }
                    else
                        log.set(id, { m: r, origin: (0,json/* withId */.oP)({ line }, id) });
                    return;
                }
                if ('$rewindTo' in r) {
                    const to = (0,json/* idOf */.TH)(r.$rewindTo);
                    if (to === undefined || !log.has(to)) {
                        ctx.warn(line, `$rewindTo names no message before it (${to === undefined ? 'no id' : 'unknown id'}): nothing dropped`);
                        return;
                    }
                    let dropping = false;
                    for (const id of [...log.keys()]) {
                        if (id === to)
                            dropping = true;
                        if (dropping)
                            log.delete(id);
                    }
                    return;
                }
                if ('$set' in r) {
                    const set = (0,json/* obj */.WL)(r.$set);
                    if (set && Array.isArray(set.messages)) {
                        log = new Map();
                        set.messages.forEach((raw, index) => {
                            const m = (0,json/* obj */.WL)(raw);
                            const id = m ? (0,json/* idOf */.TH)(m.id) : undefined;
                            if (!m || id === undefined)
                                throw new read/* TraceError */.yW(ctx.source, line, `expected $set.messages[${index}] to be a message object with an id, found ${(0,json/* typeName */.go)(raw)}`);
                            log.set(id, { m, origin: (0,json/* withId */.oP)({ line, index }, id) });
                        });
                    }
                    return;
                }
                // The header, written again when the session is resumed.
                if (isHeader(r))
                    return;
                leftUnread(ctx, r, line);
            },
            end() {
                if (document)
                    return document.end();
                if (!log)
                    return;
                const messages = [];
                for (const held of log.values()) {
                    if (gemini_cli_KNOWN.has(held.m.type))
                        messages.push(held);
                    else
                        leftUnread(ctx, held.m, held.origin.line ?? 1);
                }
                readMessages(messages, emit);
            },
        };
    },
};
/** The older shape: one JSON document with the whole message list. */
function documentInstance(emit, ctx) {
    return (0,json/* oneDocumentInstance */.Pj)(ctx, 'Gemini CLI session', (session, line) => {
        const messages = [];
        (0,json/* arr */.QL)(session.messages).forEach((raw, index) => {
            const m = (0,json/* obj */.WL)(raw);
            if (!m)
                throw new read/* TraceError */.yW(ctx.source, line, `expected message ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
            if (!gemini_cli_KNOWN.has(m.type))
                return leftUnread(ctx, m, line);
            messages.push({ m, origin: (0,json/* withId */.oP)({ index }, m.id) });
        });
        readMessages(messages, emit);
    });
}
/** The CLI's words at its session turn limit (maxSessionTurns), as an error or a notice. */
const SESSION_TURNS = /max session turns|maximum number of turns/i;
const gemini_cli_KNOWN = new Set(['gemini', 'user', 'error', 'info', 'warning']);
/* harmony default export */ const gemini_cli = (gemini_cli_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/gemini-cli-result/index.ts
/**
 * gemini-cli-result: the JSON result of `gemini -p --output-format json`, which
 * google-github-actions/run-gemini-cli leaves in `gemini-artifacts/stdout.log` (formats.md
 * "gemini-cli-result"; `stderr.log` beside it is the CLI's notices, named and not read). One
 * JSON object: `{session_id, response, stats {models, tools, files}}`, or `{error}` when the run
 * failed.
 *
 * Totals only: no call, result or reply in sequence. What the totals show is emitted, and no
 * more:
 * - per model, `tokens {prompt (with the cached), cached, candidates, thoughts, total}` ->
 *   token_usage; `api.totalErrors` -> one error_event (kind model) naming how many of the
 *   model's requests failed, and of which types;
 * - per tool in `tools.byName`, `count` tool_call events, each followed by its tool_output,
 *   `fail` of them failed. The file records no arguments and no order: each call's only
 *   argument is its number among that tool's calls, so that no two calls look alike, and the
 *   tools take turns, their failures spread among their successes. Loops cannot be seen (no
 *   loop is made up either): loop_control is not among what the format shows;
 * - `error {type, message, code}` -> error_event (kind: its type; the CLI's own turn limit,
 *   `FatalTurnLimitedError`, kind agent) and a run that ended in an error; a `response`
 *   without one -> completed.
 */





/**
 * The result object: `stats.models` with a `response` (or an `error`), and `session_id` when it
 * has one (older builds wrote none; no other format has this shape).
 */
function gemini_cli_result_isResult(x) {
    const r = (0,json/* obj */.WL)(x);
    if (!r)
        return false;
    const stats = (0,json/* obj */.WL)(r.stats);
    return (stats !== undefined &&
        (0,json/* obj */.WL)(stats.models) !== undefined &&
        (r.session_id === undefined || typeof r.session_id === 'string') &&
        (typeof r.response === 'string' || (0,json/* obj */.WL)(r.error) !== undefined));
}
/** The most calls of one tool made into events: a count is a number any file may claim. */
const MAX_CALLS = 10000;
const gemini_cli_result_adapter = {
    id: 'gemini-cli-result',
    signature: 'gemini-cli-result: a JSON document {"session_id","response","stats":{"models":...}} (gemini --output-format ' +
        "json; run-gemini-cli's gemini-artifacts/stdout.log)",
    recognise(first) {
        return gemini_cli_result_isResult(first);
    },
    fit({ records }) {
        return records.length === 1 && gemini_cli_result_isResult(records[0]) ? types/* FIT */.U5.SIGNATURE : types/* FIT */.U5.NONE;
    },
    observes: ['cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        return (0,json/* oneDocumentInstance */.Pj)(ctx, 'Gemini CLI result', (doc, line) => {
            const origin = { line };
            const stats = (0,json/* obj */.WL)(doc.stats);
            const models = (0,json/* obj */.WL)(stats?.models) ?? {};
            for (const model of Object.keys(models)) {
                const m = (0,json/* obj */.WL)(models[model]);
                const t = (0,json/* obj */.WL)(m?.tokens);
                if (t) {
                    const output = ((0,json/* num */.bu)(t.candidates) ?? 0) + ((0,json/* num */.bu)(t.thoughts) ?? 0);
                    const e = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(t.prompt) ?? (0,json/* num */.bu)(t.input), (0,json/* num */.bu)(t.cached), undefined, output, (0,json/* num */.bu)(t.total)), { model });
                    if (e)
                        emit(e, origin);
                }
                const api = (0,json/* obj */.WL)(m?.api);
                const errors = (0,json/* num */.bu)(api?.totalErrors) ?? 0;
                if (errors > 0)
                    emit(apiErrors(model, errors, (0,json/* num */.bu)(api?.totalRequests), (0,json/* obj */.WL)(api?.errorsByType)), origin);
            }
            const capped = emitCalls(new ToolTracker(emit), (0,json/* obj */.WL)((0,json/* obj */.WL)(stats?.tools)?.byName), origin);
            if (capped.length > 0)
                ctx.warn(line, `the calls of ${capped.join(', ')} are counted up to ${MAX_CALLS} each (the result claims more)`);
            const error = (0,json/* obj */.WL)(doc.error);
            if (error) {
                const message = (0,adapters_text/* short */.h0)(error.message) ?? (0,adapters_text/* short */.h0)(error.type) ?? 'the run failed';
                emit((0,json/* compact */.oE)({
                    event: 'error_event',
                    // The CLI's own turn limit (maxSessionTurns) is how the run ended, not the provider failing.
                    kind: (0,json/* str */.gx)(error.type) === 'FatalTurnLimitedError' ? 'agent' : ((0,json/* str */.gx)(error.type) ?? 'agent'),
                    code: (0,json/* num */.bu)(error.code) ?? (0,adapters_text/* short */.h0)(error.code),
                    message,
                }), origin);
                emit((0,adapters_run/* processEnd */.rw)('error', message), origin);
            }
            else if (typeof doc.response === 'string')
                emit((0,adapters_run/* processEnd */.rw)('completed'), origin);
            else
                emit((0,adapters_run/* processEnd */.rw)('incomplete', 'the result holds no response'), origin);
        });
    },
};
/** The error_event of a model's failed requests: how many, of how many, and of which types. */
function apiErrors(model, errors, requests, byType) {
    const types = byType
        ? Object.keys(byType)
            .filter((k) => ((0,json/* num */.bu)(byType[k]) ?? 0) > 0)
            .map((k) => `${k} ${(0,json/* num */.bu)(byType[k])}`)
        : [];
    const of = requests !== undefined ? ` of ${requests}` : '';
    return (0,json/* compact */.oE)({
        event: 'error_event',
        kind: 'model',
        model,
        count: errors,
        message: (0,adapters_text/* short */.h0)(`${errors}${of} API requests to ${model} failed${types.length > 0 ? ` (${types.join(', ')})` : ''}`),
    });
}
/**
 * Each tool's calls and results, the tools taking turns; a tool's failures spread among its
 * successes (the k-th call failed when the failures due by then rose).
 */
function emitCalls(tools, byName, origin) {
    const capped = [];
    if (!byName)
        return capped;
    const list = [];
    for (const name of Object.keys(byName)) {
        const t = (0,json/* obj */.WL)(byName[name]);
        const claimed = Math.max(0, Math.trunc((0,json/* num */.bu)(t?.count) ?? 0));
        const count = Math.min(claimed, MAX_CALLS);
        if (claimed > count)
            capped.push((0,adapters_text/* short */.h0)(name) ?? '?');
        const fail = Math.min(count, Math.max(0, Math.trunc((0,json/* num */.bu)(t?.fail) ?? 0)));
        if (count > 0)
            list.push({ name, count, fail, done: 0, failed: 0 });
    }
    let left = list.reduce((n, t) => n + t.count, 0);
    let n = 0;
    while (left > 0) {
        for (const t of list) {
            if (t.done >= t.count)
                continue;
            t.done++;
            left--;
            n++;
            const failed = Math.floor((t.done * t.fail) / t.count) > t.failed;
            if (failed)
                t.failed++;
            const id = `call-${n}`;
            tools.call(t.name, { call: t.done }, id, origin);
            tools.result(id, { failed, message: failed ? `${t.name} failed (the result records no message)` : undefined }, origin);
        }
    }
    return capped;
}
/* harmony default export */ const gemini_cli_result = (gemini_cli_result_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/goose/index.ts
/**
 * goose: `goose run --output-format stream-json` (JSONL). Built from goose's documentation and
 * source (the CLI's `StreamEvent`): no real file of it has been found, so this reader has been
 * tried on made-up files only (formats.md "goose").
 *
 * - `message {message {role, created, content [...]}}`: `toolRequest {id, toolCall {status,
 *   value {name, arguments}} }` -> tool_call (a toolCall of status `error` is a call the model
 *   asked for wrongly: tool_call and a failed tool_output); `toolResponse {id, toolResult
 *   {status, value}}` -> tool_output, failed when the status is `error` or the value is a tool
 *   result with `isError` true;
 * - `model_change {model}` -> a change of model is reported; `notification` records are
 *   extensions' logs and progress, not events;
 * - `error {error}` -> error_event and a run that ended in an error;
 * - goose's own words in the stream: a `systemNotification` "Performing auto-compaction..." or
 *   "Context limit reached. Compacting..." (or a manual "Compaction complete") -> context_event
 *   compaction; "Context limit still exceeded after compaction" -> a run that ended in an error
 *   (the context window); an assistant text "I've reached the maximum number of actions I can do
 *   without user input" -> a run stopped at its turn limit (max_turns), unless work follows it;
 * - `complete {total_tokens}` -> token_usage (a total only: no input, output or cache split)
 *   and a run that completed. No `complete` record: the run did not finish. Runs appended in one
 *   file (messages after a `complete`): the last run's end is the file's.
 *
 * A record of another type is left unread (`ctx.unread`).
 */




/** What goose says when it stops at its turn limit (GOOSE_MAX_TURNS, `--max-turns`). */
const MAX_TURNS = /reached the maximum number of actions I can do without user input/i;
/** Its notices of a compaction: past the auto-compact threshold, or the context limit reached. */
const COMPACTING = /Performing auto-compaction|Context limit reached\. Compacting/i;
/** Its notice that the context is still too long after a compaction: the run cannot go on. */
const CONTEXT_EXHAUSTED = /Context limit still exceeded after compaction/i;

/** A goose message record: content blocks with goose's own `toolRequest` / `toolResponse`, or a `complete`. */
function isGooseRecord(x) {
    const r = (0,json/* obj */.WL)(x);
    if (!r)
        return false;
    if (r.type === 'complete')
        return 'total_tokens' in r;
    if (r.type === 'model_change')
        return typeof r.model === 'string' && 'mode' in r;
    if (r.type !== 'message')
        return false;
    const m = (0,json/* obj */.WL)(r.message);
    if (!m || typeof m.role !== 'string' || !('created' in m))
        return false;
    return (0,json/* arr */.QL)(m.content).every((b) => typeof (0,json/* obj */.WL)(b)?.type === 'string');
}
/** A tool result's failure: its status, or MCP's `isError`; the message, or undefined when it did not fail. */
function goose_failureOf(result) {
    if (!result)
        return 'no tool result';
    if (result.status === 'error')
        return (0,adapters_text/* short */.h0)(result.error) ?? 'tool call failed';
    const value = (0,json/* obj */.WL)(result.value);
    if (value?.isError === true)
        return (0,adapters_text/* errorMessage */.gJ)(goose_textOf(value.content)) ?? 'tool call failed';
    // A call Goose did not run (its permission mode, a "never allow" tool, or its tool inspection
    // denying it): a success that carries only its refusal, "The user has declined to run this tool".
    const items = Array.isArray(result.value) ? result.value : (0,json/* arr */.QL)(value?.content);
    const text = items.length > 0 ? goose_textOf(items.slice(0, 1)) : '';
    return DECLINED.test(text.slice(0, 200)) ? (0,adapters_text/* short */.h0)(text) : undefined;
}
/** Goose's words to the model for a call it did not run. */
const DECLINED = /^The user has declined to run this tool\b/;
/** The text of MCP content items. */
function goose_textOf(content) {
    let out = '';
    for (const c of (0,json/* arr */.QL)(content)) {
        const item = (0,json/* obj */.WL)(c);
        if (item && typeof item.text === 'string')
            out += item.text;
    }
    return out;
}
const goose_adapter = {
    id: 'goose',
    signature: 'goose: records {"type":"message","message":{"role","created","content"}} or {"type":"complete","total_tokens"} ' +
        '(goose run --output-format stream-json)',
    ...ownRecords(isGooseRecord),
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit);
        const models = new adapters_run/* ModelWatch */.NA(emit);
        let end;
        let last;
        // A compaction announced and not yet followed by the model's work: its "Compaction complete"
        // is the same compaction.
        let compacting = false;
        const message = (m, origin) => {
            for (const b of (0,json/* arr */.QL)(m.content)) {
                const block = (0,json/* obj */.WL)(b);
                if (!block)
                    continue;
                if (block.type === 'systemNotification') {
                    notice((0,json/* str */.gx)(block.msg) ?? '', origin);
                    continue;
                }
                if (m.role === 'assistant' && block.type === 'text' && typeof block.text === 'string') {
                    // Goose's own words at its turn limit (GOOSE_MAX_TURNS): the run stopped there.
                    if (MAX_TURNS.test(block.text)) {
                        end = { status: 'max_turns', reason: (0,adapters_text/* short */.h0)(block.text), origin };
                        continue;
                    }
                }
                compacting = false;
                if (end?.status === 'max_turns')
                    end = undefined;
                if (block.type === 'toolRequest') {
                    const call = (0,json/* obj */.WL)(block.toolCall);
                    const value = (0,json/* obj */.WL)(call?.value);
                    const id = (0,json/* idOf */.TH)(block.id);
                    tools.call((0,json/* str */.gx)(value?.name) ?? null, value?.arguments ?? {}, id, origin);
                    if (call?.status === 'error')
                        tools.result(id, { failed: true, message: (0,adapters_text/* short */.h0)(call.error) ?? 'the tool call was malformed' }, origin);
                }
                else if (block.type === 'toolResponse') {
                    const result = (0,json/* obj */.WL)(block.toolResult);
                    const message = goose_failureOf(result);
                    tools.result((0,json/* idOf */.TH)(block.id), { failed: message !== undefined, message, digest: digestWhenRead(result?.value ?? result?.error) }, origin);
                }
            }
        };
        /** An inline notice of goose: a compaction of the context, or the context still too long after one. */
        const notice = (msg, origin) => {
            if (COMPACTING.test(msg) || (/^Compaction complete/.test(msg) && !compacting)) {
                emit({ event: 'context_event', action: 'compaction' }, origin);
                compacting = true;
            }
            else if (CONTEXT_EXHAUSTED.test(msg)) {
                const reason = (0,adapters_text/* short */.h0)(msg) ?? 'the context limit was still exceeded after compaction';
                emit({ event: 'error_event', kind: 'agent', message: reason }, origin);
                end = { status: 'error', reason, origin };
            }
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a goose stream record');
                const origin = { line };
                last = origin;
                switch (r.type) {
                    case 'message': {
                        // A run appended after one that completed: the file ends as its last run does.
                        if (end?.status === 'completed')
                            end = undefined;
                        const m = (0,json/* obj */.WL)(r.message);
                        if (m)
                            message(m, origin);
                        return;
                    }
                    case 'notification':
                        return;
                    case 'model_change':
                        models.see(r.model, origin, 'model_change');
                        return;
                    case 'error': {
                        const reason = (0,adapters_text/* short */.h0)(r.error) ?? 'goose stopped with an error';
                        emit({ event: 'error_event', kind: 'agent', message: reason }, origin);
                        end = { status: 'error', reason, origin };
                        return;
                    }
                    case 'complete': {
                        const e = (0,adapters_run/* tokenUsage */.Z_)({ total: (0,json/* num */.bu)(r.total_tokens) });
                        if (e)
                            emit(e, origin);
                        if (end?.status !== 'error' && end?.status !== 'max_turns')
                            end = { status: 'completed', origin };
                        return;
                    }
                    default:
                        ctx.unread?.(line, `type ${(0,adapters_text/* short */.h0)(r.type) ?? '?'}`, 'toolCall' in r || 'toolResult' in r);
                }
            },
            end() {
                tools.end();
                if (end)
                    emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason), end.origin);
                else if (last)
                    emit((0,adapters_run/* processEnd */.rw)('incomplete', 'the stream has no complete record (was the run stopped?)'), last);
            },
        };
    },
};
/* harmony default export */ const goose = (goose_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/inspect/index.ts
/**
 * inspect: an Inspect AI eval log as JSON (`inspect log convert --to json`, or a log written with
 * `--log-format json`). One session per sample, keyed by the sample id (`sample <id>, epoch <n>`
 * when the eval ran several epochs or the sample's epoch is not 1: the report names it
 * `log.json#sample 1, epoch 4`); origins are the index of the event (or
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
    return (0,adapters_run/* tokenUsage */.Z_)({
        input: (0,json/* num */.bu)(u.input_tokens),
        output: (0,json/* num */.bu)(u.output_tokens),
        cache_read: (0,json/* num */.bu)(u.input_tokens_cache_read),
        cache_write: (0,json/* num */.bu)(u.input_tokens_cache_write),
        total: (0,json/* num */.bu)(u.total_tokens),
    });
}
function toolError(e) {
    const err = (0,json/* obj */.WL)(e);
    if (err)
        return (0,adapters_text/* short */.h0)(err.message) ?? (0,adapters_text/* short */.h0)(err.type) ?? 'tool call failed';
    return (0,adapters_text/* short */.h0)(e);
}
function fromEvents(emit, events, session) {
    const tools = new ToolTracker(emit);
    const models = new adapters_run/* ModelWatch */.NA(emit);
    const out = {};
    events.forEach((raw, index) => {
        const e = (0,json/* obj */.WL)(raw);
        if (!e)
            return;
        const origin = { index };
        switch (e.event) {
            case 'tool': {
                const id = (0,json/* idOf */.TH)(e.id);
                tools.call((0,json/* str */.gx)(e.function) ?? null, parseArgs(e.arguments ?? {}), id, origin, session);
                const why = e.error !== undefined && e.error !== null
                    ? toolError(e.error)
                    : e.failed === true
                        ? 'tool call failed'
                        : undefined;
                tools.result(id, { failed: why !== undefined, message: why, digest: outputDigest(e.result ?? e.error ?? undefined) }, origin, session);
                return;
            }
            case 'model': {
                models.see(e.model, origin, 'model', session);
                const retries = (0,json/* num */.bu)(e.retries) ?? 0;
                for (let i = 1; i <= retries; i++)
                    emit({ event: 'retry_event', kind: 'provider', attempt: i }, origin, session);
                const u = inspectUsage((0,json/* obj */.WL)((0,json/* obj */.WL)(e.output)?.usage));
                if (u)
                    emit(u, origin, session);
                const err = (0,adapters_text/* short */.h0)(e.error) ?? (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(e.output)?.error);
                if (err)
                    emit({ event: 'error_event', kind: 'model', message: err }, origin, session);
                return;
            }
            case 'compaction':
                emit((0,json/* compact */.oE)({
                    event: 'context_event',
                    action: 'compaction',
                    tokens_before: (0,json/* num */.bu)(e.tokens_before),
                    tokens_after: (0,json/* num */.bu)(e.tokens_after),
                }), origin, session);
                return;
            case 'error': {
                const message = (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(e.error)?.message) ?? 'sample error';
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
    const tools = new ToolTracker(emit);
    (0,json/* arr */.QL)(sample.messages).forEach((raw, index) => {
        const m = (0,json/* obj */.WL)(raw);
        if (!m)
            return;
        const origin = { index };
        if (m.role === 'assistant') {
            for (const c of (0,json/* arr */.QL)(m.tool_calls)) {
                const call = (0,json/* obj */.WL)(c);
                if (call)
                    tools.call((0,json/* str */.gx)(call.function) ?? null, parseArgs(call.arguments ?? {}), (0,json/* idOf */.TH)(call.id), origin, session);
            }
        }
        else if (m.role === 'tool') {
            const why = m.error !== undefined && m.error !== null ? toolError(m.error) : undefined;
            tools.result((0,json/* idOf */.TH)(m.tool_call_id), { failed: why !== undefined, message: why, tool: (0,json/* str */.gx)(m.function), digest: outputDigest(m.content) }, origin, session);
        }
    });
    tools.end();
    const usage = (0,json/* obj */.WL)(sample.model_usage) ?? evalUsage;
    if (usage) {
        for (const [model, u] of Object.entries(usage)) {
            const e = inspectUsage((0,json/* obj */.WL)(u));
            if (e)
                emit({ ...e, model }, { index: 0 }, session);
        }
    }
}
function sampleEnd(sample, logStatus, seen) {
    const err = sample.error !== undefined && sample.error !== null
        ? ((0,adapters_text/* short */.h0)((0,json/* obj */.WL)(sample.error)?.message) ?? 'sample error')
        : seen.error;
    if (err !== undefined)
        return { status: 'error', reason: err };
    const limit = (0,json/* obj */.WL)(sample.limit) ?? seen.limit;
    if (limit) {
        const type = (0,json/* str */.gx)(limit.type) ?? 'a';
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
        const r = (0,json/* obj */.WL)(first);
        return r !== undefined && typeof r.version === 'number' && (0,json/* obj */.WL)(r.eval) !== undefined;
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let done = false;
        return {
            record(value, line) {
                if (done)
                    throw new read/* TraceError */.yW(ctx.source, line, 'expected one Inspect log document, found more JSON after it');
                done = true;
                const log = (0,json/* obj */.WL)(value);
                if (!log)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected an Inspect log object, found ${(0,json/* typeName */.go)(value)}`);
                if (log.samples !== undefined && !Array.isArray(log.samples)) {
                    throw new read/* TraceError */.yW(ctx.source, line, `expected \`samples\` to be a list, found ${(0,json/* typeName */.go)(log.samples)}`);
                }
                const samples = (0,json/* arr */.QL)(log.samples);
                // A log with one sample whose usage the sample does not carry: the eval's usage is its.
                const evalUsage = samples.length === 1 ? (0,json/* obj */.WL)((0,json/* obj */.WL)(log.stats)?.model_usage) : undefined;
                const epochs = (0,json/* num */.bu)((0,json/* obj */.WL)((0,json/* obj */.WL)(log.eval)?.config)?.epochs) ?? 1;
                samples.forEach((raw, i) => {
                    const sample = (0,json/* obj */.WL)(raw);
                    if (!sample)
                        throw new read/* TraceError */.yW(ctx.source, line, `expected sample ${i} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                    const id = (0,json/* idOf */.TH)(sample.id) ?? String(i + 1);
                    const epoch = (0,json/* num */.bu)(sample.epoch);
                    const session = epochs > 1 || (epoch !== undefined && epoch !== 1) ? `sample ${id}, epoch ${epoch ?? 1}` : id;
                    const events = (0,json/* arr */.QL)(sample.events);
                    const seen = events.length > 0 ? fromEvents(emit, events, session) : (fromMessages(emit, sample, session, evalUsage), {});
                    const ended = sampleEnd(sample, log.status, seen);
                    const at = events.length > 0 ? events.length - 1 : Math.max(0, (0,json/* arr */.QL)(sample.messages).length - 1);
                    emit((0,adapters_run/* processEnd */.rw)(ended.status, ended.reason), { index: at }, session);
                });
                if (samples.length === 0 && log.status === 'error') {
                    emit((0,adapters_run/* processEnd */.rw)('error', (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(log.error)?.message) ?? 'the eval ended with an error'), { index: 0 });
                }
            },
            end() { },
        };
    },
};
/* harmony default export */ const inspect = (inspect_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/kimi-cli/index.ts
/**
 * kimi-cli: Kimi CLI's session context (`~/.kimi/sessions/<hash>/<id>.jsonl`, formats.md
 * "kimi-cli"): OpenAI-style messages, one a line, and Kimi's own bookkeeping records.
 *
 * - `assistant` `tool_calls[{id, function {name, arguments (JSON text)}}]` -> tool_call;
 * - `tool` `{tool_call_id, content [text parts]}` -> tool_output. The format has no status: a
 *   failed call is told in its text, Kimi's `<system>ERROR</system>` part (older builds
 *   `<system>ERROR: message</system>`), the message in the `<system>` part after it;
 * - `_checkpoint` and `_usage {token_count}` are Kimi's own: `token_count` is the size of the
 *   context, not what a reply used, so no token_usage is made of it (the format shows no tokens
 *   and no cost); other records whose role starts with `_` are left unread;
 * - no working directory, model or end record: how the run ended is how the conversation stands
 *   after its last message (a reply without calls: completed).
 *
 * `<id>_read_N.jsonl` beside the file is a subagent's context, in the same format.
 */





/** Kimi's own records, or an OpenAI-style assistant message with `tool_calls`. */
function isKimiRecord(x) {
    const r = (0,json/* obj */.WL)(x);
    if (!r)
        return false;
    if (r.role === '_checkpoint' || r.role === '_usage')
        return true;
    if (r.role !== 'assistant' || !Array.isArray(r.tool_calls) || 'type' in r)
        return false;
    const call = (0,json/* obj */.WL)(r.tool_calls[0]);
    return call !== undefined && (0,json/* obj */.WL)(call.function) !== undefined;
}
const ERROR_PART = '<system>ERROR';
/** The text of a tool message's parts (a string content as is). */
function partTexts(content) {
    if (typeof content === 'string')
        return [content];
    const out = [];
    for (const p of (0,json/* arr */.QL)(content)) {
        const part = (0,json/* obj */.WL)(p);
        if (part && typeof part.text === 'string')
            out.push(part.text);
    }
    return out;
}
/**
 * The text inside a leading `<system>...</system>`, or the text as is. A tool message written as
 * one string holds the status and the output after it (`<system>ERROR: ...</system>\noutput`):
 * the status is what the tag closes on.
 */
function unwrap(text) {
    const open = '<system>';
    const close = '</system>';
    if (!text.startsWith(open))
        return text;
    const end = text.indexOf(close, open.length);
    return text.slice(open.length, end < 0 ? text.length : end);
}
/** A failed tool message's error: the message after `ERROR`, or undefined when the call did not fail. */
function kimi_cli_failureOf(texts) {
    const i = texts.findIndex((t) => t.startsWith(ERROR_PART));
    if (i < 0)
        return undefined;
    const own = unwrap(texts[i]).replace(/^ERROR:?\s*/, '');
    if (own !== '')
        return (0,adapters_text/* short */.h0)(own) ?? 'tool call failed';
    const next = texts[i + 1];
    return (next === undefined ? undefined : (0,adapters_text/* errorMessage */.gJ)(unwrap(next))) ?? 'tool call failed';
}
const kimi_cli_adapter = {
    id: 'kimi-cli',
    signature: 'kimi-cli: records {"role":"_checkpoint"} or {"role":"_usage"}, or OpenAI-style assistant messages with ' +
        'tool_calls (a Kimi CLI session context)',
    ...ownRecords(isKimiRecord),
    observes: ['loop_control', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit);
        let last;
        const assistant = (r, origin) => {
            let calls = 0;
            for (const c of (0,json/* arr */.QL)(r.tool_calls)) {
                const call = (0,json/* obj */.WL)(c);
                const fn = (0,json/* obj */.WL)(call?.function);
                if (!call || !fn)
                    continue;
                calls++;
                tools.call((0,json/* str */.gx)(fn.name) ?? null, parseArgs(fn.arguments), (0,json/* idOf */.TH)(call.id), origin);
            }
            last =
                calls > 0
                    ? { status: 'incomplete', reason: 'a tool call without a result after it', origin }
                    : { status: 'completed', origin };
        };
        const tool = (r, origin) => {
            const texts = partTexts(r.content);
            const message = kimi_cli_failureOf(texts);
            tools.result((0,json/* idOf */.TH)(r.tool_call_id), { failed: message !== undefined, message, digest: digestWhenRead(r.content) }, origin);
            last = { status: 'incomplete', reason: 'a tool result without a reply after it', origin };
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Kimi CLI context record');
                const origin = { line };
                switch (r.role) {
                    case 'assistant':
                        return assistant(r, origin);
                    case 'tool':
                        return tool(r, origin);
                    case 'user':
                        if (partTexts(r.content).some((t) => t.trim() !== ''))
                            last = { status: 'incomplete', reason: 'a user message without a reply after it', origin };
                        return;
                    case 'system':
                    case '_checkpoint':
                    case '_usage':
                        return;
                    default:
                        ctx.unread?.(line, `role ${(0,adapters_text/* short */.h0)(r.role) ?? '?'}`, 'tool_calls' in r || 'tool_call_id' in r);
                }
            },
            end() {
                tools.end();
                if (last)
                    emit((0,adapters_run/* processEnd */.rw)(last.status, last.reason), last.origin);
            },
        };
    },
};
/* harmony default export */ const kimi_cli = (kimi_cli_adapter);

;// CONCATENATED MODULE: ./src/core/check-summary.ts
/**
 * What a test runner's output says at its end, for a result whose exit status does not tell (a
 * command piped into `tail`, a harness that records no status): the summary lines of pytest,
 * unittest (and Django's runtests), jest / vitest, go test, cargo test, Maven / Gradle and
 * JUnit. Only the output's last few KiB are looked at, and only once a few characters show a
 * summary may be there: adapters call it on every command's output.
 */
/** How much of the output's end is looked at. */
const TAIL = 4096;
/** pytest: `==== 2 failed, 10 passed, 1 error in 1.2s ====` (or without the rule). */
const PYTEST = /(?:^|\n)=*\s*((?:\d+ (?:failed|passed|errors?|skipped|xfailed|xpassed|deselected|warnings?)(?:, )?)+) in [\d.]+s/g;
/** unittest: `Ran 5 tests in 0.01s` then `OK` or `FAILED (failures=1, errors=2)`. */
const UNITTEST = /Ran (\d+) tests? in [\d.]+s\s*\n\s*\n?(OK|FAILED \(([^)]*)\))/g;
/** jest / vitest: `Tests:       1 failed, 3 passed, 4 total` / `Tests  1 failed | 3 passed (4)`. */
const JEST = /\bTests:?\s+((?:\d+ (?:failed|passed|skipped|todo|total)[,|]?\s*)+)/g;
/** cargo: `test result: FAILED. 1 passed; 2 failed; 0 ignored`. */
const CARGO = /test result: (ok|FAILED)\. (\d+) passed; (\d+) failed/g;
/** Maven / Gradle / JUnit: `Tests run: 5, Failures: 1, Errors: 0` and `BUILD FAILURE` / `BUILD FAILED`. */
const JUNIT = /Tests run: (\d+), Failures: (\d+), Errors: (\d+)/g;
const BUILD = /\bBUILD (SUCCESS|FAILURE|FAILED|SUCCESSFUL)\b/g;
/** go test: a package line `FAIL\tpkg` / `ok  \tpkg`. */
const GO_FAIL = /^(?:--- )?FAIL\b/m;
const GO_OK = /^ok\s+\S+\s+[\d.]+s/m;
/** The last match of a global regex in a text. */
function lastMatch(re, text) {
    re.lastIndex = 0;
    let last;
    for (let m = re.exec(text); m; m = re.exec(text))
        last = m;
    return last ?? undefined;
}
/** The summary a test runner printed at the end of `output`, or undefined when there is none. */
function checkSummary(output) {
    if (typeof output !== 'string' || output.length < 4)
        return undefined;
    const text = output.length > TAIL ? output.slice(-TAIL) : output;
    // The prefilter: a few characters every summary below holds.
    if (!/passed|failed|FAIL|Ran |BUILD|Tests|\bok\b|test result/.test(text))
        return undefined;
    const pytest = lastMatch(PYTEST, text);
    if (pytest) {
        const counts = pytest[1].replace(/,\s*$/, '');
        return { failed: /\d+ (?:failed|errors?)\b/.test(counts), text: counts };
    }
    const unittest = lastMatch(UNITTEST, text);
    if (unittest)
        return unittest[2] === 'OK'
            ? { failed: false, text: `${unittest[1]} tests OK` }
            : { failed: true, text: `${unittest[1]} tests, ${unittest[3]}` };
    const cargo = lastMatch(CARGO, text);
    if (cargo)
        return { failed: cargo[1] !== 'ok', text: `${cargo[2]} passed, ${cargo[3]} failed` };
    const jest = lastMatch(JEST, text);
    if (jest && /\d+ (?:passed|failed)/.test(jest[1])) {
        const counts = jest[1].replace(/\s*\|\s*/g, ', ').replace(/[\s,|]+$/, '');
        return { failed: /\d+ failed/.test(counts) && !/\b0 failed/.test(counts), text: counts };
    }
    const junit = lastMatch(JUNIT, text);
    const build = lastMatch(BUILD, text);
    if (junit) {
        const failed = Number(junit[2]) + Number(junit[3]) > 0 || (build !== undefined && build[1].startsWith('FAIL'));
        return { failed, text: `${junit[1]} run, ${junit[2]} failures, ${junit[3]} errors` };
    }
    if (build)
        return { failed: build[1].startsWith('FAIL'), text: `build ${build[1].toLowerCase()}` };
    if (GO_FAIL.test(text))
        return { failed: true, text: 'FAIL' };
    if (GO_OK.test(text))
        return { failed: false, text: 'ok' };
    return undefined;
}

;// CONCATENATED MODULE: ./src/trace/adapters/mini-swe-agent/index.ts
/**
 * mini-swe-agent: `<instance>.traj.json`, one JSON object per run (formats.md,
 * "mini-swe-agent"), `trajectory_format` `mini-swe-agent-1` (1.x) or `mini-swe-agent-1.1` (2.x).
 * Origins are the index of the message.
 *
 * - 1.x: an assistant message with exactly one fenced `bash` block is one call (tool `bash`,
 *   args `{command}`); its result is the next user message, `<returncode>N</returncode>...`
 *   (failed when N is not 0), or a "timed out" message (failed). Zero or several blocks get a
 *   format-error message instead: no call. The submit command's reply has no `<returncode>`: a
 *   result all the same (the submission).
 * - 2.x: assistant `tool_calls` (OpenAI shape) are the calls; `role: "tool"` messages with
 *   `tool_call_id` their results, failed when `extra.returncode` is not 0 or
 *   `extra.exception_info` is set.
 * - Tokens per reply from `extra.response.usage` (prompt_tokens includes the cached ones), with
 *   the reply's `extra.cost` as `cost_usd`; the model from `info.config.model.model_name`.
 * - process_end from `info.exit_status` (or the `exit` message's `extra.exit_status`):
 *   `Submitted` -> completed; `LimitsExceeded` -> max_turns when the model calls reached
 *   `info.config.agent.step_limit`, incomplete naming the cost limit when `instance_cost` reached
 *   `cost_limit` (the limit and what was used said), else incomplete (a step or cost limit); any other
 *   status is the exception that stopped the run -> error, with `info.exception_str`; absent ->
 *   incomplete. The reason quotes the recorded status.
 */






const BASH_BLOCK = /```bash\s*\n([\s\S]*?)\n?```/g;
const mini_swe_agent_RETURNCODE = /^\s*<returncode>\s*(-?\d+)\s*<\/returncode>/;
const TIMED_OUT = /\btimed out\b/i;
/** How the run ended, from the recorded exit status. */
function miniEnd(status, exception, info) {
    const s = (0,json/* str */.gx)(status);
    if (s === undefined)
        return { status: 'incomplete', reason: 'no exit_status: the run never finished' };
    if (s === 'Submitted')
        return { status: 'completed' };
    const said = `exit_status ${s}`;
    const why = (0,adapters_text/* short */.h0)(exception);
    if (s === 'LimitsExceeded') {
        const which = limitReached(info);
        return {
            status: which === 'step' ? 'max_turns' : 'incomplete',
            reason: `${said}: ${which === 'step' ? stepSaid(info) : which === 'cost' ? costSaid(info) : 'a step or cost limit was reached'}${why ? ` (${why})` : ''}`,
        };
    }
    return { status: 'error', reason: why ? `${said}: ${why}` : said };
}
/** The agent's limits (`info.config.agent.step_limit`, `cost_limit`; 0: none) and what the run used. */
function limitsOf(info) {
    const agent = (0,json/* obj */.WL)((0,json/* obj */.WL)(info?.config)?.agent);
    const stats = (0,json/* obj */.WL)(info?.model_stats);
    return {
        steps: (0,json/* num */.bu)(agent?.step_limit),
        cost: (0,json/* num */.bu)(agent?.cost_limit),
        calls: (0,json/* num */.bu)(stats?.api_calls),
        spent: (0,json/* num */.bu)(stats?.instance_cost),
    };
}
/**
 * Which limit stopped a `LimitsExceeded` run: the one its model stats reached (mini-swe-agent
 * stops when `0 < step_limit <= api_calls` or `0 < cost_limit <= instance_cost`); undefined when
 * the trajectory does not say.
 */
function limitReached(info) {
    const l = limitsOf(info);
    if (l.steps !== undefined && l.steps > 0 && l.calls !== undefined && l.calls >= l.steps)
        return 'step';
    if (l.cost !== undefined && l.cost > 0 && l.spent !== undefined && l.spent >= l.cost)
        return 'cost';
    return undefined;
}
function stepSaid(info) {
    const l = limitsOf(info);
    return `the step limit (step_limit ${l.steps}) was reached after ${l.calls} model calls`;
}
function costSaid(info) {
    const l = limitsOf(info);
    return `the cost limit (cost_limit $${(l.cost ?? 0).toFixed(2)}) was reached, $${(l.spent ?? 0).toFixed(2)} spent`;
}
function mini_swe_agent_usageOf(extra, model) {
    const response = (0,json/* obj */.WL)(extra?.response);
    const u = (0,json/* obj */.WL)(response?.usage);
    if (!u)
        return undefined;
    const cached = (0,json/* firstNum */.Pg)((0,json/* obj */.WL)(u.prompt_tokens_details), 'cached_tokens');
    return (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(u.prompt_tokens), cached, undefined, (0,json/* num */.bu)(u.completion_tokens), (0,json/* num */.bu)(u.total_tokens)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(response?.model) ?? model, cost_usd: (0,json/* num */.bu)(extra?.cost) ?? (0,json/* num */.bu)(u.cost) }));
}
const mini_swe_agent_adapter = {
    id: 'mini-swe-agent',
    signature: 'mini-swe-agent: a JSON document {"trajectory_format":"mini-swe-agent-1...","messages":[...],"info":{...}} ' +
        '(mini-swe-agent .traj.json)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        return (r !== undefined &&
            typeof r.trajectory_format === 'string' &&
            r.trajectory_format.startsWith('mini-swe-agent') &&
            Array.isArray(r.messages));
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        return (0,json/* oneDocumentInstance */.Pj)(ctx, 'mini-swe-agent trajectory', (run, line) => {
            const info = (0,json/* obj */.WL)(run.info) ?? {};
            const model = (0,json/* str */.gx)((0,json/* obj */.WL)((0,json/* obj */.WL)(info.config)?.model)?.model_name);
            // The environment's working directory (`/testbed` in SWE-bench's containers), when the config says it.
            const cwd = (0,json/* str */.gx)((0,json/* obj */.WL)((0,json/* obj */.WL)(info.config)?.environment)?.cwd);
            if (cwd && ctx.workdir)
                ctx.workdir(cwd);
            const tools = new ToolTracker(emit);
            // A 1.x command waiting for the next user message.
            let waiting;
            let exitStatus = info.exit_status;
            let exception = info.exception_str;
            let last = 0;
            (0,json/* arr */.QL)(run.messages).forEach((raw, index) => {
                const m = (0,json/* obj */.WL)(raw);
                if (!m)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected message ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                last = index;
                const origin = { index };
                const extra = (0,json/* obj */.WL)(m.extra);
                switch (m.role) {
                    case 'assistant': {
                        const u = mini_swe_agent_usageOf(extra, model);
                        if (u)
                            emit(u, origin);
                        const calls = (0,json/* arr */.QL)(m.tool_calls);
                        if (calls.length > 0) {
                            calls.forEach((c, i) => {
                                const call = (0,json/* obj */.WL)(c);
                                const fn = (0,json/* obj */.WL)(call?.function);
                                tools.call((0,json/* str */.gx)(fn?.name) ?? 'bash', parseArgs(fn?.arguments ?? {}), (0,json/* idOf */.TH)(call?.id) ?? `call-${index}-${i}`, origin);
                            });
                            return;
                        }
                        const blocks = [...(0,adapters_text/* contentText */.Tf)(m.content, 1 << 20).matchAll(BASH_BLOCK)];
                        if (blocks.length === 1) {
                            const id = `step-${index}`;
                            tools.call('bash', { command: blocks[0][1] }, id, origin);
                            waiting = { id, origin };
                        }
                        return;
                    }
                    case 'user': {
                        if (!waiting)
                            return;
                        const { id } = waiting;
                        waiting = undefined;
                        const text = (0,adapters_text/* contentText */.Tf)(m.content, 1 << 20);
                        const rc = mini_swe_agent_RETURNCODE.exec(text);
                        const code = rc ? Number(rc[1]) : undefined;
                        const timedOut = code === undefined && TIMED_OUT.test(text.slice(0, 2000));
                        const failed = (code !== undefined && code !== 0) || timedOut;
                        const summary = checkSummary(text);
                        tools.result(id, {
                            failed,
                            message: failed ? (timedOut ? 'the command timed out' : `exit code ${code}`) : undefined,
                            extra: (0,json/* compact */.oE)({ exit_code: code, check_summary: summary?.text, check_failed: summary?.failed }),
                            digest: outputDigest(text),
                        }, origin);
                        return;
                    }
                    case 'tool': {
                        const code = (0,json/* num */.bu)(extra?.returncode);
                        const exceptionInfo = (0,adapters_text/* short */.h0)(extra?.exception_info);
                        const failed = (code !== undefined && code !== 0) || exceptionInfo !== undefined;
                        const summary = checkSummary((0,adapters_text/* contentText */.Tf)(extra?.raw_output ?? m.content, 1 << 20));
                        tools.result((0,json/* idOf */.TH)(m.tool_call_id), {
                            failed,
                            message: failed ? (exceptionInfo ?? (0,adapters_text/* errorMessage */.gJ)(`exit code ${code}`)) : undefined,
                            extra: (0,json/* compact */.oE)({ exit_code: code, check_summary: summary?.text, check_failed: summary?.failed }),
                            digest: outputDigest(extra?.raw_output ?? m.content),
                        }, origin);
                        return;
                    }
                    case 'exit':
                        exitStatus = exitStatus ?? extra?.exit_status;
                        exception = exception ?? extra?.exception_str;
                        return;
                    default:
                        return;
                }
            });
            tools.end();
            const end = miniEnd(exitStatus, exception, info);
            emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason), { index: last });
        });
    },
};
/* harmony default export */ const mini_swe_agent = (mini_swe_agent_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/spans.ts
/**
 * Spans of one or more traces (OpenTelemetry GenAI, OpenAI Agents SDK, OpenInference): kept as
 * they come (a few fields each) and handed back at the end a trace at a time, traces in the order
 * they first came, each trace's spans in time order; OTLP attribute values, and span ids as a
 * report shows them. Pure.
 */

class TraceSpans {
    spans = [];
    traces = [];
    seen = new Set();
    /** The spans so far: the next span's order. */
    get count() {
        return this.spans.length;
    }
    /** A trace, known before (or without) its spans. */
    trace(id) {
        if (!this.seen.has(id)) {
            this.seen.add(id);
            this.traces.push(id);
        }
    }
    add(span) {
        this.trace(span.trace);
        this.spans.push(span);
    }
    /**
     * Each trace's spans, sorted by `byTime` and then in the order they came; the session is the
     * trace id when the file holds several traces.
     */
    byTrace(byTime) {
        const many = this.traces.length > 1;
        const by = new Map();
        for (const t of this.traces)
            by.set(t, []);
        for (const s of this.spans)
            by.get(s.trace).push(s);
        return this.traces.map((t) => ({
            session: many ? t : undefined,
            spans: by.get(t).sort((a, b) => byTime(a, b) || a.order - b.order),
        }));
    }
}
/** An OTLP AnyValue as a plain value. */
function anyValue(v) {
    const o = (0,json/* obj */.WL)(v);
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
        return (Array.isArray((0,json/* obj */.WL)(o.arrayValue)?.values) ? (0,json/* obj */.WL)(o.arrayValue).values : []).map(anyValue);
    if ('kvlistValue' in o)
        return otlpAttributes((0,json/* obj */.WL)(o.kvlistValue)?.values);
    if ('bytesValue' in o)
        return o.bytesValue;
    return undefined;
}
/** An OTLP attribute list (`[{key, value: AnyValue}]`) as a plain object. */
function otlpAttributes(list) {
    const out = {};
    if (!Array.isArray(list))
        return out;
    for (const a of list) {
        const kv = (0,json/* obj */.WL)(a);
        if (kv && typeof kv.key === 'string')
            (0,json/* setKey */.qL)(out, kv.key, anyValue(kv.value));
    }
    return out;
}
const HEX = /^[0-9a-f]+$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/**
 * A span or trace id as a report shows it: a hex string as the file writes it; base64 (protobuf's
 * JSON mapping of OTLP, 12 or 24 characters for 8 or 16 bytes) and integers (the OpenTelemetry
 * Python SDK's span JSON) as lowercase hex, `0x` dropped; any other string as it is. `bytes` is
 * the id's length in bytes (8 for a span, 16 for a trace). Undefined for a missing id.
 */
function spanIdOf(x, bytes = 8) {
    if (typeof x === 'number') {
        if (!Number.isInteger(x) || x < 0)
            return undefined;
        return BigInt(x)
            .toString(16)
            .padStart(bytes * 2, '0');
    }
    if (typeof x !== 'string' || x === '')
        return undefined;
    if (/^0x[0-9a-f]+$/i.test(x))
        return x
            .slice(2)
            .toLowerCase()
            .padStart(bytes * 2, '0');
    if (x.length === bytes * 2 && HEX.test(x))
        return x;
    if (x.length === Math.ceil(bytes / 3) * 4 && BASE64.test(x)) {
        const raw = Buffer.from(x, 'base64');
        if (raw.length === bytes)
            return raw.toString('hex');
    }
    return x;
}
const OTLP_SPAN_SAMPLE = 64;
/**
 * Whether an OTLP/JSON export (or a JSON array of them) carries OpenInference spans: the
 * `openinference.span.kind` attribute on one of its first spans. Such a file is `openinference`,
 * not `otel` (which reads the GenAI conventions).
 */
function otlpHasOpenInference(value) {
    let seen = 0;
    for (const request of Array.isArray(value) ? value : [value]) {
        for (const rs of (0,json/* arr */.QL)((0,json/* obj */.WL)(request)?.resourceSpans)) {
            const scopes = (0,json/* obj */.WL)(rs)?.scopeSpans ?? (0,json/* obj */.WL)(rs)?.instrumentationLibrarySpans;
            for (const ss of (0,json/* arr */.QL)(scopes)) {
                for (const span of (0,json/* arr */.QL)((0,json/* obj */.WL)(ss)?.spans)) {
                    for (const a of (0,json/* arr */.QL)((0,json/* obj */.WL)(span)?.attributes))
                        if ((0,json/* obj */.WL)(a)?.key === OPENINFERENCE_KIND)
                            return true;
                    if (++seen >= OTLP_SPAN_SAMPLE)
                        return false;
                }
            }
        }
        if (seen >= OTLP_SPAN_SAMPLE)
            return false;
    }
    return false;
}
/** The attribute that names an OpenInference span's kind. */
const OPENINFERENCE_KIND = 'openinference.span.kind';

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
 * Every event's origin carries its span's id (`span_id`).
 */







function isTraceObject(x) {
    const o = (0,json/* obj */.WL)(x)?.object;
    return o === 'trace' || o === 'trace.span';
}
/** The cached input tokens, from `input_tokens_details` as an object or a list of objects. */
function cached(u) {
    const d = u.input_tokens_details;
    if (Array.isArray(d))
        return d.reduce((sum, x) => sum + ((0,json/* firstNum */.Pg)((0,json/* obj */.WL)(x), 'cached_tokens') ?? 0), 0);
    return (0,json/* firstNum */.Pg)((0,json/* obj */.WL)(d), 'cached_tokens');
}
function openai_agents_usageOf(u) {
    if (!u)
        return undefined;
    const input = (0,json/* firstNum */.Pg)(u, 'input_tokens', 'prompt_tokens');
    const output = (0,json/* firstNum */.Pg)(u, 'output_tokens', 'completion_tokens');
    return (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)(input, cached(u), undefined, output, (0,json/* firstNum */.Pg)(u, 'total_tokens')));
}
const openai_agents_adapter = {
    id: 'openai-agents',
    signature: 'openai-agents: objects {"object":"trace"} / {"object":"trace.span"} (OpenAI Agents SDK trace export), per ' +
        'line, as a list, or as {"data":[...]}',
    recognise(first) {
        if (Array.isArray(first))
            return isTraceObject(first[0]);
        const r = (0,json/* obj */.WL)(first);
        if (!r)
            return false;
        if (isTraceObject(r))
            return true;
        return Array.isArray(r.data) && isTraceObject(r.data[0]);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const spans = new TraceSpans();
        let first = true;
        let documentMode = false;
        const item = (value, line, index) => {
            const r = (0,json/* obj */.WL)(value);
            if (!r)
                throw new read/* TraceError */.yW(ctx.source, line, `expected a trace or span object${index !== undefined ? ` at item ${index}` : ''}, found ${(0,json/* typeName */.go)(value)}`);
            if (r.object === 'trace') {
                spans.trace((0,json/* str */.gx)(r.id) ?? '');
                return;
            }
            if (r.object !== 'trace.span')
                return leftUnread(ctx, r, line);
            const t = (0,json/* str */.gx)(r.trace_id) ?? '';
            const data = (0,json/* obj */.WL)(r.span_data) ?? {};
            const err = r.error;
            const s = {
                trace: t,
                order: spans.count,
                start: typeof r.started_at === 'string' ? Date.parse(r.started_at) || 0 : 0,
                origin: (0,json/* compact */.oE)({
                    ...(documentMode ? { index: index ?? spans.count } : { line, index }),
                    span_id: (0,json/* str */.gx)(r.id),
                }),
                type: (0,json/* str */.gx)(data.type),
                id: (0,json/* str */.gx)(r.id),
                topLevel: r.parent_id === null || r.parent_id === undefined,
                name: (0,json/* str */.gx)(data.name),
                error: err === null || err === undefined ? undefined : ((0,adapters_text/* short */.h0)((0,json/* obj */.WL)(err)?.message) ?? (0,adapters_text/* short */.h0)(err) ?? 'error'),
            };
            switch (s.type) {
                case 'function':
                    s.args = data.input === undefined || data.input === null ? {} : parseArgs(data.input);
                    s.digest = outputDigest(data.output ?? undefined);
                    break;
                case 'generation':
                case 'response':
                    s.usage = openai_agents_usageOf((0,json/* obj */.WL)(data.usage));
                    if (s.usage && (0,json/* str */.gx)(data.model))
                        s.usage.model = (0,json/* str */.gx)(data.model);
                    break;
                case 'handoff':
                    s.from = (0,json/* str */.gx)(data.from_agent);
                    s.to = (0,json/* str */.gx)(data.to_agent);
                    break;
                case 'guardrail':
                    s.triggered = data.triggered === true;
                    break;
            }
            spans.add(s);
        };
        const take = (value, line) => {
            if (Array.isArray(value)) {
                value.forEach((v, i) => item(v, line, i));
                return;
            }
            const r = (0,json/* obj */.WL)(value);
            if (r && !isTraceObject(r) && Array.isArray(r.data)) {
                r.data.forEach((v, i) => item(v, line, i));
                return;
            }
            item(value, line, undefined);
        };
        return {
            record(value, line) {
                if (first && (Array.isArray(value) || ((0,json/* isJsonObject */.OW)(value) && Array.isArray(value.data))))
                    documentMode = true;
                first = false;
                take(value, line);
            },
            end() {
                for (const { session, spans: list } of spans.byTrace((a, b) => a.start - b.start)) {
                    const tools = new ToolTracker(emit);
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
                                emit((0,json/* compact */.oE)({ event: 'state_transition', kind: 'handoff', from: s.from, to: s.to }), s.origin, session);
                                break;
                            case 'guardrail':
                                if (s.triggered)
                                    emit((0,json/* compact */.oE)({
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
                        emit((0,adapters_run/* processEnd */.rw)(status, e), lastAgent.origin, session);
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
 *   is `summary_lost` on it (the context rule says so). OpenClaw does not record the context window: no saturation.
 * - model changes (`model_change`, `custom` model-snapshot, the model of assistant replies) ->
 *   state_transition.
 * - memory: `memory_search` / `memory_get` calls and reads/writes of `MEMORY.md` or
 *   `memory/*.md` -> memory_event (recall / store; miss for an empty or failed recall).
 * - skills: reading `skills/<name>/SKILL.md` -> skill_event (failed when the read failed).
 * - process_end from the last message entry: an assistant reply that stopped normally ->
 *   completed; stopReason error -> error; aborted -> aborted; length -> incomplete (max tokens);
 *   anything else (a pending tool call, a tool result or a user message last) -> incomplete.
 *   A reply that says `Agent failed before reply: <why>` (the gateway's, when the agent could not
 *   run: no API key for its provider) -> error_event (kind agent) and an end in error with that
 *   reason, injected or not, however long after the rest.
 */






/** Models that are not a model: messages injected by the OpenClaw gateway. */
const openclaw_NOT_A_MODEL = new Set(['gateway-injected', 'delivery-mirror']);
/** The gateway's reply when the agent could not run: `⚠️ Agent failed before reply: <why>`. */
const FAILED_BEFORE_REPLY = /^\W{0,8}(Agent failed before reply:[\s\S]*)$/;
function openclaw_classify(tool, args) {
    const t = tool.toLowerCase();
    if (t === 'memory_search' || t === 'memory_get')
        return { memory: 'recall' };
    const path = pathArg(args);
    if (t === 'read') {
        const skill = skillInPath(path);
        if (skill)
            return { skill };
        if (isMemoryPath(path))
            return { memory: 'recall' };
    }
    if ((t === 'write' || t === 'edit') && isMemoryPath(path))
        return { memory: 'store' };
    return {};
}
/** Whether a recall came back with nothing (memory_get text empty, memory_search no results, an empty read). */
function emptyRecall(tool, message) {
    const t = (tool ?? '').toLowerCase();
    if (t !== 'memory_search' && t !== 'memory_get')
        return (0,adapters_text/* contentText */.Tf)(message.content).trim() === '';
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
    return (says((0,json/* obj */.WL)(message.details)) ??
        says((0,json/* parseObject */.lj)((0,adapters_text/* contentText */.Tf)(message.content, 1 << 20))) ??
        (0,adapters_text/* contentText */.Tf)(message.content).trim() === '');
}
function failure(message) {
    const details = (0,json/* obj */.WL)(message.details);
    const exitCode = (0,json/* num */.bu)(details?.exitCode);
    if (message.isError === true)
        return { failed: true, text: (0,adapters_text/* errorMessage */.gJ)((0,adapters_text/* contentTail */.qQ)(message.content)) ?? (0,adapters_text/* short */.h0)(details?.error), exitCode };
    if (details) {
        if (details.status === 'error')
            return { failed: true, text: (0,adapters_text/* errorMessage */.gJ)(details.error) ?? (0,adapters_text/* errorMessage */.gJ)((0,adapters_text/* contentTail */.qQ)(message.content)), exitCode };
        if (exitCode !== undefined && exitCode !== 0)
            return { failed: true, text: `exit code ${exitCode}`, exitCode };
        if (details.status === undefined && ((0,json/* str */.gx)(details.error) || details.error === true)) {
            return { failed: true, text: (0,adapters_text/* short */.h0)(details.message) ?? (0,adapters_text/* short */.h0)(details.error) };
        }
    }
    return { failed: false, exitCode };
}
const openclaw_adapter = {
    id: 'openclaw',
    signature: 'openclaw: a first line {"type":"session",...} (OpenClaw / pi agent session JSONL)',
    recognise(first) {
        return (0,json/* obj */.WL)(first)?.type === 'session';
    },
    observes: types/* FULL_TRANSCRIPT */.Du,
    create(emit, ctx) {
        const tools = new ToolTracker(emit, openclaw_classify);
        const models = new adapters_run/* ModelWatch */.NA(emit);
        let inErrorRun = false;
        let last;
        const assistant = (m, line, id) => {
            const origin = (0,json/* withId */.oP)({ line }, id);
            // Messages the gateway injected are not model replies: they neither switch the model nor
            // say how the run stands.
            const injected = openclaw_NOT_A_MODEL.has(String(m.model)) || m.provider === 'openclaw';
            if (!injected)
                models.see(m.model, origin, 'model');
            const content = (0,json/* arr */.QL)(m.content);
            for (const block of content) {
                const b = (0,json/* obj */.WL)(block);
                if (b?.type !== 'toolCall')
                    continue;
                tools.call((0,json/* str */.gx)(b.name) ?? null, b.arguments === undefined ? {} : b.arguments, (0,json/* idOf */.TH)(b.id), origin);
            }
            const u = (0,json/* obj */.WL)(m.usage);
            if (u) {
                const e = (0,adapters_run/* tokenUsage */.Z_)({
                    input: (0,json/* num */.bu)(u.input),
                    output: (0,json/* num */.bu)(u.output),
                    cache_read: (0,json/* num */.bu)(u.cacheRead),
                    cache_write: (0,json/* num */.bu)(u.cacheWrite),
                    total: (0,json/* num */.bu)(u.totalTokens),
                });
                if (e)
                    emit(e, origin);
            }
            const stop = m.stopReason;
            if (stop === 'error') {
                const empty = content.length === 0 ||
                    ((0,adapters_text/* contentText */.Tf)(content).trim() === '' && !content.some((b) => (0,json/* obj */.WL)(b)?.type === 'toolCall'));
                const message = (0,adapters_text/* short */.h0)(m.errorMessage) ?? 'model reply failed';
                if (inErrorRun && empty)
                    emit({ event: 'retry_event', kind: 'provider', message }, origin);
                else
                    emit({ event: 'error_event', kind: 'model', message }, origin);
                inErrorRun = empty;
                last = { status: 'error', reason: message, line };
                return;
            }
            inErrorRun = false;
            // The gateway's word that the agent could not run at all ("⚠️ Agent failed before reply: No
            // API key found for provider ..."), written as a reply: how the run ended, however late.
            const failedBefore = FAILED_BEFORE_REPLY.exec((0,adapters_text/* contentText */.Tf)(content, 2048));
            if (failedBefore) {
                const message = (0,adapters_text/* short */.h0)(failedBefore[1]) ?? 'agent failed before reply';
                emit({ event: 'error_event', kind: 'agent', message }, origin);
                last = { status: 'error', reason: message, line };
                return;
            }
            if (injected)
                return;
            if (stop === 'aborted')
                last = { status: 'aborted', reason: (0,adapters_text/* short */.h0)(m.errorMessage), line };
            else if (stop === 'length')
                last = { status: 'incomplete', reason: 'the reply hit the output token limit', line };
            else if (stop === 'toolUse' || content.some((b) => (0,json/* obj */.WL)(b)?.type === 'toolCall'))
                last = { status: 'incomplete', reason: 'a tool call without a reply after it', line };
            else
                last = { status: 'completed', line };
        };
        const toolResult = (m, line, id) => {
            const callId = (0,json/* idOf */.TH)(m.toolCallId);
            const known = tools.toolOf(callId);
            const tool = known ?? (0,json/* str */.gx)(m.toolName) ?? null;
            const f = failure(m);
            const role = tools.roleOf(callId);
            tools.result(callId, {
                failed: f.failed,
                message: f.text,
                tool: (0,json/* str */.gx)(m.toolName),
                empty: role.memory === 'recall' ? emptyRecall(tool, m) : undefined,
                extra: (0,json/* compact */.oE)({ exit_code: f.exitCode }),
                digest: outputDigest(m.content),
            }, (0,json/* withId */.oP)({ line }, id));
            last = { status: 'incomplete', reason: 'a tool result without a reply after it', line };
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a session entry object');
                switch (r.type) {
                    case 'session':
                        models.see(r.modelId, { line }, 'session');
                        if (ctx.workdir && typeof r.cwd === 'string')
                            ctx.workdir(r.cwd);
                        return;
                    case 'model_change':
                        models.see(r.modelId, { line }, 'model_change');
                        return;
                    case 'custom': {
                        if (r.customType === 'model-snapshot')
                            models.see((0,json/* obj */.WL)(r.data)?.modelId, { line }, 'model_change');
                        return;
                    }
                    case 'compaction': {
                        // A summary the compaction could not make is lost with the compaction: one fact, said by
                        // the context rule (no memory event: nothing was stored or recalled).
                        const summary = typeof r.summary === 'string' ? r.summary : '';
                        const lost = /\bunavailable\b/i.test(summary.slice(0, 500));
                        emit((0,json/* compact */.oE)({
                            event: 'context_event',
                            action: 'compaction',
                            tokens_before: (0,json/* num */.bu)(r.tokensBefore),
                            ...(lost ? { summary_lost: true } : {}),
                        }), (0,json/* withId */.oP)({ line }, r.id));
                        return;
                    }
                    case 'message': {
                        const m = (0,json/* obj */.WL)(r.message);
                        if (!m)
                            return;
                        if (m.role === 'assistant')
                            return assistant(m, line, r.id);
                        inErrorRun = false;
                        if (m.role === 'toolResult')
                            return toolResult(m, line, r.id);
                        if (m.role === 'user')
                            last = { status: 'incomplete', reason: 'a user message without a reply after it', line };
                        return;
                    }
                    case 'thinking_level_change':
                    case 'custom_message':
                    case 'branch_summary':
                    case 'label':
                    case 'session_info':
                        // Settings, notes and labels of the session: no event.
                        return;
                    default:
                        return leftUnread(ctx, r, line);
                }
            },
            end() {
                tools.end();
                (0,adapters_run/* emitEnd */.Vb)(emit, last);
            },
        };
    },
};
/* harmony default export */ const openclaw = (openclaw_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/openhands/v1.ts
/**
 * OpenHands V1 (the software-agent-sdk and the CLI built on it): one event per record, `kind`
 * naming its class (formats.md "Formats of late 2026", OpenHands V1 / SDK). The records come from
 * a conversation folder (`events/event-NNNNN-<uuid>.json` in order, then `base_state.json`: the
 * reader hands them one by one, src/trace/conversation.ts; the line of a record is its place in
 * the folder), from a JSON array of those events, or from JSONL, one event a line (Entire).
 *
 * - ActionEvent -> tool_call (tool = `tool_name`, args = `tool_call.arguments`, a JSON string,
 *   else the `action` without its `kind`; call_id = `tool_call_id`), every tool the agent called
 *   (the SDK's `finish` and `think` are tools too).
 * - ObservationEvent (`action_id` / `tool_call_id`) -> tool_output, failed when
 *   `observation.is_error` or a non-zero `exit_code` (-1: the command did not finish);
 *   UserRejectObservation -> a failed output, "the user rejected the action" (a person's refusal) or,
 *   with `rejection_source` "hook", "the action was blocked by a hook" (the workflow's);
 *   AgentErrorEvent -> the failed output of its call (bad arguments, an unknown tool), or an
 *   error_event when it names none.
 * - ConversationErrorEvent -> error_event, and the run ended in an error (its code and detail;
 *   `MaxIterationsReached` -> max_turns, and no provider error); Condensation ->
 *   context_event compaction. Prompts, messages, condensation requests, pauses, state updates
 *   and the LLM's logs are no events (an `execution_status` update is the run's state).
 * - `base_state.json` (`{id, agent, execution_status, stats, workspace}`): the run's end
 *   (`execution_status` finished -> completed, error / stuck -> error, paused -> aborted, any
 *   other -> incomplete), its tokens per response (`stats.usage_to_metrics.*.token_usages`;
 *   `prompt_tokens` includes the cached ones) and its working directory.
 * - Without an execution status the end is the last event: a `finish` call -> completed, an
 *   agent's message -> completed, a user's message or a call without its observation ->
 *   incomplete, a conversation error -> error.
 */






/** The event classes of OpenHands V1 that are not read as events (what the run said or set). */
const v1_QUIET = new Set([
    'SystemPromptEvent',
    'SystemPromptUpdateEvent',
    'CondensationRequest',
    'CondensationSummaryEvent',
    'PauseEvent',
    'LLMCompletionLogEvent',
    'TokenEvent',
    'HookExecutionEvent',
    'StreamingDeltaEvent',
]);
const READ = new Set([
    'MessageEvent',
    'ActionEvent',
    'ObservationEvent',
    'UserRejectObservation',
    'AgentErrorEvent',
    'ConversationErrorEvent',
    'Condensation',
    'ConversationStateUpdateEvent',
    ...v1_QUIET,
]);
/** An event of OpenHands V1: a `kind` of its own, with an id. */
function isV1Event(x) {
    const e = (0,json/* obj */.WL)(x);
    return e !== undefined && typeof e.kind === 'string' && READ.has(e.kind) && typeof e.id === 'string';
}
/** The conversation's state, `base_state.json`: its status and the agent's settings. */
function isBaseState(x) {
    const e = (0,json/* obj */.WL)(x);
    return e !== undefined && typeof e.execution_status === 'string' && (0,json/* obj */.WL)(e.agent) !== undefined && !('kind' in e);
}
/** The run's end from its execution status. */
function statusEnd(status) {
    switch (status) {
        case 'finished':
            return { status: 'completed' };
        case 'error':
            return { status: 'error', reason: 'execution_status error' };
        case 'stuck':
            return { status: 'error', reason: 'execution_status stuck: the agent repeated itself and was stopped' };
        case 'paused':
            return { status: 'aborted', reason: 'execution_status paused' };
        default:
            return { status: 'incomplete', reason: `execution_status ${(0,adapters_text/* short */.h0)(status) ?? 'unknown'}` };
    }
}
/** The arguments of an ActionEvent: its tool call's, else its action's fields. */
function argsOf(e) {
    const call = (0,json/* obj */.WL)(e.tool_call);
    if (call && call.arguments !== undefined)
        return parseArgs(call.arguments);
    const action = (0,json/* obj */.WL)(e.action);
    if (!action)
        return {};
    const out = {};
    for (const k in action)
        if (k !== 'kind' && action[k] !== null)
            (0,json/* setKey */.qL)(out, k, action[k]);
    return out;
}
/** Why an observation says its action failed, or undefined. */
function v1_failureOf(o) {
    const exit = (0,json/* num */.bu)(o.exit_code) ?? (0,json/* num */.bu)((0,json/* obj */.WL)(o.metadata)?.exit_code);
    if (o.is_error === true)
        return (0,adapters_text/* short */.h0)((0,adapters_text/* contentText */.Tf)(o.content, 600)) ?? (exit ? `exit code ${exit}` : 'the tool failed');
    if (exit === -1)
        return 'the command did not finish';
    if (exit !== undefined && exit !== 0)
        return `exit code ${exit}`;
    return undefined;
}
function v1Instance(emit, ctx) {
    const tools = new ToolTracker(emit);
    const models = new adapters_run/* ModelWatch */.NA(emit);
    /** Call id per ActionEvent id, for observations that name their action. */
    const actions = new Map();
    /** Calls made and not answered yet. */
    const open = new Set();
    let end;
    let state;
    let lastOrigin;
    let listed = false;
    /** The call an observation answers (its action is answered once: forgotten here). */
    const callOf = (e) => {
        const byAction = (0,json/* idOf */.TH)(e.action_id);
        if (byAction !== undefined) {
            const callId = actions.get(byAction);
            if (callId !== undefined) {
                actions.delete(byAction);
                return callId;
            }
        }
        return (0,json/* idOf */.TH)(e.tool_call_id);
    };
    const answer = (callId, failed, content, origin) => {
        if (callId !== undefined)
            open.delete(callId);
        // The digest is worked out only if a rule or a report reads it.
        tools.result(callId, { failed: failed !== undefined, message: failed, digest: digestWhenRead(content) }, origin);
    };
    const event = (e, origin, line) => {
        lastOrigin = origin;
        switch (e.kind) {
            case 'ActionEvent': {
                const call = (0,json/* obj */.WL)(e.tool_call);
                const tool = (0,json/* str */.gx)(e.tool_name) ?? (0,json/* str */.gx)(call?.name) ?? null;
                const callId = (0,json/* idOf */.TH)(e.tool_call_id) ?? (0,json/* idOf */.TH)(call?.id) ?? e.id;
                actions.set(e.id, callId);
                open.add(callId);
                tools.call(tool, argsOf(e), callId, origin);
                end =
                    tool === 'finish'
                        ? { status: 'completed', origin }
                        : { status: 'incomplete', reason: 'a call without its observation', origin };
                return;
            }
            case 'ObservationEvent': {
                const o = (0,json/* obj */.WL)(e.observation) ?? {};
                const callId = callOf(e);
                answer(callId, v1_failureOf(o), o.content, origin);
                if (end?.status === 'incomplete' && open.size === 0)
                    end = undefined;
                return;
            }
            case 'UserRejectObservation': {
                const reason = (0,adapters_text/* short */.h0)(e.rejection_reason);
                // A PreToolUse hook's block is the workflow's refusal; otherwise a person said no.
                const who = e.rejection_source === 'hook' ? 'the action was blocked by a hook' : 'the user rejected the action';
                answer(callOf(e), `${who}${reason ? `: ${reason}` : ''}`, e.rejection_reason, origin);
                if (end?.status === 'incomplete' && open.size === 0)
                    end = undefined;
                return;
            }
            case 'AgentErrorEvent': {
                const message = (0,adapters_text/* short */.h0)(e.error) ?? 'the agent failed';
                const callId = (0,json/* idOf */.TH)(e.tool_call_id);
                if (callId !== undefined && open.has(callId))
                    answer(callId, message, e.error, origin);
                else
                    emit((0,json/* compact */.oE)({ event: 'error_event', kind: 'agent', tool: (0,json/* str */.gx)(e.tool_name), message }), origin);
                return;
            }
            case 'ConversationErrorEvent': {
                const code = (0,adapters_text/* short */.h0)(e.code);
                const detail = (0,adapters_text/* short */.h0)(e.detail);
                const message = (code && detail && !detail.includes(code) ? (0,adapters_text/* short */.h0)(`${code}: ${detail}`) : detail) ??
                    code ??
                    'the conversation failed';
                // A limit of the run (MaxIterationsReached, a budget) is how it ended, not a provider failing.
                const limit = /MaxIterations|Budget/i.test(code ?? '');
                emit((0,json/* compact */.oE)({ event: 'error_event', kind: limit ? 'agent' : 'conversation', message }), origin);
                end = { status: /MaxIterations/i.test(code ?? '') ? 'max_turns' : 'error', reason: message, origin };
                return;
            }
            case 'MessageEvent': {
                const m = (0,json/* obj */.WL)(e.llm_message);
                if (e.source === 'agent' || m?.role === 'assistant') {
                    end = { status: 'completed', origin };
                }
                else if (e.source === 'user') {
                    end = { status: 'incomplete', reason: 'a user message without a reply after it', origin };
                }
                return;
            }
            case 'Condensation':
                emit((0,json/* compact */.oE)({ event: 'context_event', action: 'compaction', trigger: 'condenser' }), origin);
                return;
            case 'ConversationStateUpdateEvent':
                if (e.key === 'execution_status' && typeof e.value === 'string')
                    state = { ...statusEnd(e.value), origin };
                return;
            default:
                if (!v1_QUIET.has(e.kind))
                    leftUnread(ctx, e, line);
        }
    };
    const baseState = (s, origin) => {
        const status = s.execution_status;
        state = { ...statusEnd(status), origin };
        const dir = (0,json/* str */.gx)((0,json/* obj */.WL)(s.workspace)?.working_dir);
        if (dir)
            ctx.workdir?.(dir);
        const usages = (0,json/* obj */.WL)((0,json/* obj */.WL)(s.stats)?.usage_to_metrics);
        if (!usages)
            return;
        for (const k of Object.keys(usages).sort()) {
            const metrics = (0,json/* obj */.WL)(usages[k]);
            for (const u of (0,json/* arr */.QL)(metrics?.token_usages)) {
                const t = (0,json/* obj */.WL)(u);
                if (!t)
                    continue;
                const model = (0,json/* str */.gx)(t.model) ?? (0,json/* str */.gx)(metrics?.model_name);
                models.see(model, origin, 'model');
                const usage = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(t.prompt_tokens), (0,json/* num */.bu)(t.cache_read_tokens), (0,json/* num */.bu)(t.cache_write_tokens), (0,json/* num */.bu)(t.completion_tokens)), (0,json/* compact */.oE)({ model }));
                if (usage)
                    emit(usage, origin);
            }
        }
    };
    return {
        record(value, line) {
            if (listed)
                throw new read/* TraceError */.yW(ctx.source, line, 'expected one list of OpenHands events, found more JSON after it');
            if (Array.isArray(value)) {
                listed = true;
                value.forEach((e, index) => {
                    const r = (0,json/* obj */.WL)(e);
                    if (!r)
                        throw new read/* TraceError */.yW(ctx.source, line, `expected event ${index} to be an object, found ${(0,json/* typeName */.go)(e)}`);
                    event(r, (0,json/* withId */.oP)({ index }, r.id), line);
                });
                return;
            }
            const r = (0,json/* obj */.WL)(value);
            if (!r)
                throw new read/* TraceError */.yW(ctx.source, line, `expected an OpenHands event object, found ${(0,json/* typeName */.go)(value)}`);
            if (isBaseState(r))
                return baseState(r, { line });
            event(r, (0,json/* withId */.oP)({ line }, r.id), line);
        },
        end() {
            tools.end();
            // An error state says no more than the conversation's error that put it there (its code and detail).
            const said = end?.status === 'error' || end?.status === 'max_turns';
            const last = state?.status === 'error' && said ? end : (state ?? end);
            if (last)
                emit((0,adapters_run/* processEnd */.rw)(last.status, last.reason), last.origin);
            else if (lastOrigin)
                emit((0,adapters_run/* processEnd */.rw)('incomplete', 'the conversation has no end'), lastOrigin);
        },
    };
}

;// CONCATENATED MODULE: ./src/trace/adapters/openhands/index.ts
/**
 * openhands: the OpenHands event stream (formats.md, "openhands"), in three shapes, and the
 * events of OpenHands V1 (the SDK and CLI: a conversation folder, read in ./v1.ts):
 * - a trajectory export: one JSON array of events `{id, source, action | observation, args |
 *   extras, cause, tool_call_metadata}` (one session; origins are the index of the event);
 * - an evaluation `output.jsonl`: one run per line `{instance_id, metadata, history, metrics,
 *   error}`, a session per line keyed by its `instance_id`;
 * - a resolver `output.jsonl` (2024): one issue per line `{issue, history, metrics, success,
 *   error}` whose history items are flattened (no `id`, `source`, `args`), a session per line
 *   keyed `issue-<number>`.
 * Origins of a line's events are the line and the index of the event in its history.
 *
 * - Tool calls: actions `run`, `run_ipython`, `read`, `edit`, `write`, `browse`,
 *   `browse_interactive`, `call_tool_mcp` (tool = the action, args = its arguments without the
 *   thought and the confirmation fields). Not `message`, `system`, `recall`, `think`, `finish`,
 *   `change_agent_state`, ... The result is the observation whose `cause` is the action's id (a
 *   flattened history: the next observation). Failed: a non-zero exit code, an `error`
 *   observation, a rejected action, or a shell or editor failure in the output (`hiddenFailure`).
 * - Tokens per model response (`tool_call_metadata.model_response`, each response id once;
 *   prompt_tokens includes the cached ones); a run with none uses its
 *   `metrics.accumulated_token_usage`. Cost: `metrics.accumulated_cost` on that usage.
 * - A `condensation` action (the condenser cut the history down) -> context_event compaction.
 * - process_end per run: the line's `error` -> error (max_turns when it says the iteration limit
 *   was reached; a budget reached stays an error whose reason names it, the cost limit); else a
 *   `finish` action, or a last agent state `awaiting_user_input` / `finished` -> completed; a last
 *   state `error` -> error with the state's `reason` (max_turns for the iteration limit),
 *   `stopped` -> aborted; a run that stops on an action without its observation -> incomplete.
 *
 * Integrity: an observation whose `cause` names no event of its run is a missing event (not a
 * cause of 0, and not one before the run's first id: an export may start mid-stream; a
 * flattened history has no ids to check). Events are written in order, with their timestamps.
 */








const TOOL_ACTIONS = new Set([
    'run',
    'run_ipython',
    'read',
    'edit',
    'write',
    'browse',
    'browse_interactive',
    'call_tool_mcp',
]);
/** Fields of an action that are not its arguments. */
const openhands_NOT_ARGS = new Set([
    'action',
    'thought',
    'action_risk',
    'security_risk',
    'is_confirmed',
    'confirmation_state',
    'keep_prompt',
    'kernel_init_code',
    'blocking',
    'hidden',
    'is_input',
    'include_extra',
    'wait_for_response',
    'image_urls',
    'images_urls',
    'impl_source',
    'translated_ipython_code',
]);
const ENDED_NORMALLY = new Set(['awaiting_user_input', 'finished']);
/** The iteration limit's words (a budget is the cost limit: its own words say so, read by the rules). */
const ITERATION_LIMIT = /maximum iteration|max(?:imum)? iterations|iteration limit|MaxIterationsReached/i;
function openhands_isEvent(x) {
    const e = (0,json/* obj */.WL)(x);
    return e !== undefined && (typeof e.action === 'string' || typeof e.observation === 'string');
}
function openhands_argsOf(e) {
    const source = (0,json/* obj */.WL)(e.args) ?? e;
    const out = {};
    for (const [k, v] of Object.entries(source)) {
        if (openhands_NOT_ARGS.has(k) || v === null || v === undefined)
            continue;
        if (source === e && (k === 'observation' || k === 'content' || k === 'message'))
            continue;
        (0,json/* setKey */.qL)(out, k, v);
    }
    return out;
}
function outputText(e) {
    return (0,adapters_text/* contentText */.Tf)(e.content ?? e.message, 1 << 20);
}
/** Why an observation says its action failed, or undefined. */
function openhands_failureOf(e) {
    const kind = e.observation;
    const extras = (0,json/* obj */.WL)(e.extras) ?? e;
    if (kind === 'error')
        return (0,adapters_text/* short */.h0)(outputText(e)) ?? 'the action failed';
    if (kind === 'user_rejected')
        return 'the user rejected the action';
    const exit = (0,json/* num */.bu)((0,json/* obj */.WL)(extras.metadata)?.exit_code) ?? (0,json/* num */.bu)(extras.exit_code);
    if (exit !== undefined && exit !== 0 && exit !== -1)
        return `exit code ${exit}`;
    if (kind === 'run' && exit === -1)
        return (0,adapters_text/* hiddenFailure */.pm)(outputText(e)) ?? 'the command did not finish';
    if (extras.success === false)
        return 'the action failed';
    return (0,adapters_text/* hiddenFailure */.pm)(outputText(e));
}
/** One run: its history's events, read in order. */
class Run {
    emit;
    session;
    ctx;
    tools;
    models;
    responses = new Set();
    /** Actions waiting for their observation, oldest first (a flattened history pairs by order). */
    waiting = [];
    usageCount = 0;
    state;
    lastError;
    lastOrigin;
    steps = 0;
    refs;
    lowest;
    constructor(emit, session, ctx) {
        this.emit = emit;
        this.session = session;
        this.ctx = ctx;
        this.tools = new ToolTracker(emit);
        this.models = new adapters_run/* ModelWatch */.NA(emit);
        if (ctx?.integrity)
            this.refs = new adapters_integrity/* References */.N3();
    }
    event(raw, at) {
        const e = (0,json/* obj */.WL)(raw);
        if (!e)
            return;
        if (this.refs)
            this.check(e, at);
        const origin = (0,json/* withId */.oP)(at, e.id);
        this.lastOrigin = origin;
        this.usage(e, origin);
        if (typeof e.action === 'string')
            this.action(e, origin);
        else if (typeof e.observation === 'string')
            this.observation(e, origin);
    }
    usage(e, origin) {
        const response = (0,json/* obj */.WL)((0,json/* obj */.WL)(e.tool_call_metadata)?.model_response);
        if (!response)
            return;
        this.models.see(response.model, origin, 'model', this.session);
        const id = (0,json/* str */.gx)(response.id);
        if (id !== undefined) {
            if (this.responses.has(id))
                return;
            this.responses.add(id);
        }
        const u = (0,json/* obj */.WL)(response.usage);
        if (!u)
            return;
        const event = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(u.prompt_tokens), (0,json/* num */.bu)(u.cache_read_input_tokens) ?? (0,json/* num */.bu)((0,json/* obj */.WL)(u.prompt_tokens_details)?.cached_tokens), (0,json/* num */.bu)(u.cache_creation_input_tokens), (0,json/* num */.bu)(u.completion_tokens), (0,json/* num */.bu)(u.total_tokens)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(response.model) }));
        if (event) {
            this.usageCount++;
            this.emit(event, origin, this.session);
        }
    }
    action(e, origin) {
        const kind = e.action;
        if (kind === 'finish') {
            this.state = { status: 'completed' };
            return;
        }
        // The condenser cut the history down (CondensationAction): a compaction of the context.
        if (kind === 'condensation') {
            this.emit({ event: 'context_event', action: 'compaction', trigger: 'condenser' }, origin, this.session);
            return;
        }
        if (!TOOL_ACTIONS.has(kind))
            return;
        this.steps++;
        const id = (0,json/* idOf */.TH)(e.id) ?? `step-${this.steps}`;
        this.tools.call(kind, openhands_argsOf(e), id, origin, this.session);
        this.waiting.push(id);
        this.state = { status: 'incomplete', reason: `the run stops on a ${kind} action without its observation` };
    }
    observation(e, origin) {
        const kind = e.observation;
        if (kind === 'agent_state_changed') {
            const state = (0,json/* str */.gx)((0,json/* obj */.WL)(e.extras)?.agent_state) ?? (0,json/* str */.gx)(e.agent_state);
            if (state === undefined)
                return;
            if (ENDED_NORMALLY.has(state))
                this.state = { status: 'completed' };
            else if (state === 'error') {
                // Why the controller stopped the agent (`extras.reason`: "RuntimeError: Agent reached
                // maximum iteration...", "...maximum budget...", "AgentStuckInLoopError: ...").
                const why = (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(e.extras)?.reason) ?? (0,adapters_text/* short */.h0)(e.reason);
                const reason = why ?? this.lastError ?? 'the agent stopped in its error state';
                this.state = { status: ITERATION_LIMIT.test(reason) ? 'max_turns' : 'error', reason };
            }
            else if (state === 'stopped')
                this.state = { status: 'aborted', reason: 'the agent was stopped' };
            return;
        }
        const cause = (0,json/* idOf */.TH)(e.cause);
        const id = cause !== undefined && this.tools.has(cause, this.session)
            ? cause
            : cause === undefined
                ? this.waiting[0]
                : undefined;
        const failure = openhands_failureOf(e);
        if (id === undefined) {
            if (kind === 'error') {
                const message = failure ?? 'error';
                this.lastError = message;
                this.emit({ event: 'error_event', kind: 'agent', message }, origin, this.session);
            }
            return;
        }
        const at = this.waiting.indexOf(id);
        if (at >= 0)
            this.waiting.splice(at, 1);
        const extras = (0,json/* obj */.WL)(e.extras) ?? e;
        const exit = (0,json/* num */.bu)((0,json/* obj */.WL)(extras.metadata)?.exit_code) ?? (0,json/* num */.bu)(extras.exit_code);
        this.tools.result(id, {
            failed: failure !== undefined,
            message: failure,
            extra: (0,json/* compact */.oE)({ exit_code: exit }),
            digest: outputDigest(e.content ?? e.message),
        }, origin, this.session);
        if (failure !== undefined && kind === 'error')
            this.lastError = failure;
        if (this.waiting.length === 0 && this.state?.status === 'incomplete')
            this.state = undefined;
    }
    check(e, origin) {
        const id = (0,json/* idOf */.TH)(e.id);
        if (id !== undefined) {
            this.refs.have(id);
            const n = Number(id);
            if (Number.isFinite(n) && (this.lowest === undefined || n < this.lowest))
                this.lowest = n;
        }
        const cause = (0,json/* idOf */.TH)(e.cause);
        if (typeof e.observation === 'string' && cause !== undefined && cause !== '0')
            this.refs.want(cause, origin);
        const ms = (0,core_integrity/* timeOf */.nR)(e.timestamp);
        if (ms !== undefined)
            this.ctx.integrity.time(ms, origin, this.session);
    }
    /** After the last event; `line` is the run's line for an output.jsonl, with its metrics and error. */
    finish(line, origin) {
        this.tools.end();
        if (this.refs && this.lowest !== undefined) {
            for (const m of this.refs.missing()) {
                const n = Number(m.id);
                if (Number.isFinite(n) && n < this.lowest)
                    continue;
                this.ctx.integrity.finding({ kind: 'missing_cause', detail: `an observation's cause ${(0,adapters_integrity/* quoteId */.g0)(m.id)} names no event`, origin: m.origin }, this.session);
            }
        }
        const at = this.lastOrigin ?? origin;
        const metrics = (0,json/* obj */.WL)(line?.metrics);
        if (metrics && this.usageCount === 0) {
            const u = (0,json/* obj */.WL)(metrics.accumulated_token_usage);
            const event = u
                ? (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(u.prompt_tokens), (0,json/* num */.bu)(u.cache_read_tokens), (0,json/* num */.bu)(u.cache_write_tokens), (0,json/* num */.bu)(u.completion_tokens)), (0,json/* compact */.oE)({ cost_usd: (0,json/* num */.bu)(metrics.accumulated_cost) }))
                : undefined;
            if (event)
                this.emit(event, at, this.session);
        }
        const error = line ? (0,adapters_text/* short */.h0)(line.error) : undefined;
        let end = this.state;
        if (error !== undefined)
            end = { status: ITERATION_LIMIT.test(error) ? 'max_turns' : 'error', reason: error };
        else if (end === undefined)
            end = { status: 'incomplete', reason: 'the run has no finish action and no final agent state' };
        this.emit((0,adapters_run/* processEnd */.rw)(end.status, end.reason), at, this.session);
    }
}
function sessionOf(line, lineNo) {
    const id = (0,json/* idOf */.TH)(line.instance_id);
    if (id !== undefined)
        return id;
    const issue = (0,json/* obj */.WL)(line.issue);
    const number = (0,json/* idOf */.TH)(issue?.number);
    if (number !== undefined)
        return `issue-${number}`;
    return `line-${lineNo}`;
}
function isRunLine(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r !== undefined &&
        Array.isArray(r.history) &&
        ('instance_id' in r || 'issue' in r) &&
        ('metrics' in r || 'error' in r || 'instruction' in r));
}
const openhands_adapter = {
    id: 'openhands',
    signature: 'openhands: a JSON array of events {"id","source","action"|"observation",...} (an OpenHands trajectory), or ' +
        'lines {"instance_id"|"issue","history":[...],"metrics"} (OpenHands output.jsonl), or OpenHands V1 events ' +
        '{"kind":"ActionEvent"|"MessageEvent"|...,"id"} (a conversation folder events/event-NNNNN-*.json, a list or JSONL)',
    recognise(first) {
        if (Array.isArray(first)) {
            const e = (0,json/* obj */.WL)(first[0]);
            return e !== undefined && ((openhands_isEvent(e) && 'source' in e && 'id' in e) || isV1Event(e));
        }
        return isRunLine(first) || isV1Event(first) || isBaseState(first);
    },
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let first = true;
        let exported = false;
        let v1;
        return {
            record(value, line) {
                if (v1)
                    return v1.record(value, line);
                const isFirst = first;
                first = false;
                if (isFirst && (isV1Event(value) || isBaseState(value) || (Array.isArray(value) && isV1Event(value[0])))) {
                    v1 = v1Instance(emit, ctx);
                    return v1.record(value, line);
                }
                if (isFirst && Array.isArray(value)) {
                    exported = true;
                    const run = new Run(emit, undefined, ctx);
                    value.forEach((e, index) => {
                        if (!(0,json/* obj */.WL)(e))
                            throw new read/* TraceError */.yW(ctx.source, line, `expected event ${index} to be an object, found ${(0,json/* typeName */.go)(e)}`);
                        run.event(e, { index });
                    });
                    run.finish(undefined, { index: Math.max(0, value.length - 1) });
                    return;
                }
                if (exported)
                    throw new read/* TraceError */.yW(ctx.source, line, 'expected one OpenHands trajectory, found more JSON after it');
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'an OpenHands run object');
                if (!Array.isArray(r.history))
                    throw new read/* TraceError */.yW(ctx.source, line, `expected \`history\` to be a list, found ${(0,json/* typeName */.go)(r.history)}`);
                const run = new Run(emit, sessionOf(r, line), ctx);
                r.history.forEach((e, index) => run.event(e, { line, index }));
                run.finish(r, { line, index: 0 });
            },
            end() {
                v1?.end();
            },
        };
    },
};
/* harmony default export */ const openhands = (openhands_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/opencode/index.ts
/**
 * opencode: `opencode run --format json` (JSONL). Every line is `{type, timestamp (epoch ms),
 * sessionID ("ses_..."), part | error}` (formats.md, "opencode").
 *
 * - `tool_use` (part `tool`, `callID`, `state {status, input, output | error, metadata}`) ->
 *   tool_call (tool, args = input) + tool_output. Failed: `state.status` `error` (the message is
 *   `state.error`), or a bash call whose `metadata.exit` (older builds `exitCode`) is not 0.
 * - `step_finish` (part `reason`, `cost`, `tokens {input, output, reasoning, cache {read,
 *   write}, total?}`, per model call) -> token_usage: input excludes the cache; reasoning is
 *   output the model was paid for; `total` as recorded when present; `cost` as cost_usd.
 * - `error` (`{name, data {message, statusCode?}}`) -> error_event kind provider (an `APIError`
 *   or one with a status code) or agent.
 * - `step_start`, `text`, `reasoning`: no events. Any other type is left unread.
 * - No end record: the run ended well when its last step finished with reason `stop`; an `error`
 *   record -> process_end error; a last `step_start` or `tool_use`, or a last step that finished
 *   for tool calls -> incomplete. opencode exits 0 in every case.
 * - No working directory or model in the stream.
 *
 * opencode's server event stream (`{type: "message.part.updated", properties: {part}}`) is
 * another shape: recognised by its records, and refused by name.
 */







const TYPES = new Set(['step_start', 'text', 'tool_use', 'step_finish', 'reasoning', 'error']);
/** A line of `opencode run --format json`: a known type, a `ses_` session id and a part or an error. */
function isRunRecord(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r !== undefined &&
        typeof r.type === 'string' &&
        TYPES.has(r.type) &&
        typeof r.sessionID === 'string' &&
        ((0,json/* obj */.WL)(r.part) !== undefined || (0,json/* obj */.WL)(r.error) !== undefined));
}
/** An event of opencode's server stream (`message.part.updated`, `session.idle`, ...). */
function isServerEvent(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r !== undefined &&
        typeof r.type === 'string' &&
        (r.type.startsWith('message.') || r.type.startsWith('session.')) &&
        (0,json/* obj */.WL)(r.properties) !== undefined &&
        ((0,json/* obj */.WL)((0,json/* obj */.WL)(r.properties)?.part)?.sessionID !== undefined || typeof (0,json/* obj */.WL)(r.properties)?.sessionID === 'string'));
}
const SERVER_STREAM = "opencode's server event stream (message.part.updated records) is not read: " +
    'gate on the output of `opencode run --format json` instead';
const opencode_adapter = {
    id: 'opencode',
    signature: 'opencode: lines {"type","sessionID":"ses_...","part"|"error"} (opencode run --format json)',
    ...ownRecords(isRunRecord, isServerEvent),
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const tools = new ToolTracker(emit);
        let end;
        /** An `error` record was seen: the run ended in it, whatever follows. */
        let errored = false;
        const setEnd = (e) => {
            if (!errored)
                end = e;
        };
        const toolUse = (part, line) => {
            const state = (0,json/* obj */.WL)(part.state);
            const callId = (0,json/* str */.gx)(part.callID) ?? (0,json/* str */.gx)(part.id);
            const origin = (0,json/* withId */.oP)({ line }, part.id);
            const tool = (0,json/* str */.gx)(part.tool) ?? null;
            tools.call(tool, state?.input ?? {}, callId, origin);
            const status = (0,json/* str */.gx)(state?.status);
            const meta = (0,json/* obj */.WL)(state?.metadata);
            const exit = (0,json/* firstNum */.Pg)(meta, 'exit', 'exitCode');
            if (status === 'completed' || status === 'error') {
                const failed = status === 'error' || (exit !== undefined && exit !== 0);
                tools.result(callId, {
                    failed,
                    message: failed
                        ? ((0,adapters_text/* errorMessage */.gJ)(state?.error) ?? (exit !== undefined ? `exit code ${exit}` : 'tool call failed'))
                        : undefined,
                    extra: (0,json/* compact */.oE)({ exit_code: exit }),
                    digest: digestWhenRead(status === 'error' ? state?.error : state?.output),
                }, origin);
                setEnd({ status: 'incomplete', reason: 'the run stops after a tool call, before the model answered it', line });
            }
            else {
                // pending / running: the call never completed.
                setEnd({ status: 'incomplete', reason: `the run stops on a tool call still ${status ?? 'running'}`, line });
            }
        };
        const stepFinish = (part, line) => {
            const t = (0,json/* obj */.WL)(part.tokens);
            const cache = (0,json/* obj */.WL)(t?.cache);
            const origin = (0,json/* withId */.oP)({ line }, part.id);
            if (t) {
                const u = (0,adapters_run/* tokenUsage */.Z_)({
                    input: (0,json/* num */.bu)(t.input),
                    output: ((0,json/* num */.bu)(t.output) ?? 0) + ((0,json/* num */.bu)(t.reasoning) ?? 0),
                    cache_read: (0,json/* num */.bu)(cache?.read),
                    cache_write: (0,json/* num */.bu)(cache?.write),
                    total: (0,json/* num */.bu)(t.total),
                }, (0,json/* compact */.oE)({ cost_usd: (0,json/* num */.bu)(part.cost) }));
                if (u)
                    emit(u, origin);
            }
            const reason = (0,json/* str */.gx)(part.reason);
            setEnd(reason === 'stop'
                ? { status: 'completed', line }
                : {
                    status: 'incomplete',
                    reason: `the last step finished for ${reason ?? 'no stated reason'}, and no step came after it`,
                    line,
                });
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'an opencode record');
                const part = (0,json/* obj */.WL)(r.part);
                switch (r.type) {
                    case 'tool_use':
                        if (part)
                            toolUse(part, line);
                        else
                            ctx.unread?.(line, 'tool_use without a part', true);
                        return;
                    case 'step_finish':
                        if (part)
                            stepFinish(part, line);
                        return;
                    case 'step_start':
                        setEnd({ status: 'incomplete', reason: 'the run stops on a step that never finished', line });
                        return;
                    case 'text':
                    case 'reasoning':
                        return;
                    case 'error': {
                        const e = (0,json/* obj */.WL)(r.error);
                        const name = (0,json/* str */.gx)(e?.name);
                        const data = (0,json/* obj */.WL)(e?.data);
                        const status = (0,json/* num */.bu)(data?.statusCode);
                        const message = (0,adapters_text/* short */.h0)(data?.message) ?? (0,adapters_text/* short */.h0)(e?.message) ?? name ?? 'error';
                        emit((0,json/* compact */.oE)({
                            event: 'error_event',
                            kind: name === 'APIError' || status !== undefined ? 'provider' : 'agent',
                            name,
                            status_code: status,
                            message,
                        }), { line });
                        if (!errored)
                            end = { status: 'error', reason: name && !message.includes(name) ? `${name}: ${message}` : message, line };
                        errored = true;
                        return;
                    }
                    default:
                        if (isServerEvent(r))
                            throw new read/* TraceError */.yW(ctx.source, line, SERVER_STREAM);
                        ctx.unread?.(line, typeKind(r.type), typeof r.type === 'string' && r.type.includes('tool'));
                        return;
                }
            },
            end() {
                tools.end();
                (0,adapters_run/* emitEnd */.Vb)(emit, end);
            },
        };
    },
};
/* harmony default export */ const opencode = (opencode_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/openinference/spans.ts
/**
 * The span containers OpenInference spans come in (formats.md, "openinference"), each read into
 * one shape: the span's ids, name, times, status, events and attributes as a plain object.
 *
 * - OTLP/JSON: `{resourceSpans: [{scopeSpans: [{spans}]}]}`, attribute lists, ids in hex or base64;
 * - Phoenix's span export: `context.{trace_id, span_id}`, `parent_id`, `span_kind`, `status_code`,
 *   `status_message`, flat `attributes`, `events`, ISO `start_time` / `end_time`;
 * - the OpenTelemetry SDK's span JSON: `context` / `parent` with `span_id` (hex, `0x` hex or an
 *   integer), `status.status_code`, `start_time` / `end_time` (ISO or ns);
 * - flattened spans: `trace_id`, `span_id`, `parent_span_id`, `status.code`, `span_events`, times
 *   in ns;
 * - TRAIL's span tree: `span_name`, `span_attributes`, `status_code`, `timestamp`, `duration`
 *   (ISO 8601), children nested in `child_spans`.
 *
 * Pure. A field of the wrong type is a TraceError naming the file, the line and the span.
 */


/** The OpenInference span kinds. */
const spans_KINDS = new Set([
    'LLM',
    'TOOL',
    'CHAIN',
    'AGENT',
    'RETRIEVER',
    'EMBEDDING',
    'RERANKER',
    'GUARDRAIL',
    'EVALUATOR',
    'UNKNOWN',
]);
/** A problem with a span's fields, for the adapter to turn into a TraceError. */
class SpanShapeError extends Error {
}
/** A time in microseconds: ns as an integer or a digit string, or an ISO date (UTC unless it says otherwise). */
function micros(x) {
    if (typeof x === 'number')
        return Number.isFinite(x) ? Math.floor(x / 1000) : 0;
    if (typeof x !== 'string' || x === '')
        return 0;
    if (/^\d+$/.test(x))
        return x.length > 15 ? Number(BigInt(x) / 1000n) : Math.floor(Number(x) / 1000);
    const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(x) ? x : `${x}Z`;
    const ms = Date.parse(zoned);
    if (!Number.isFinite(ms))
        return 0;
    const fraction = /T[\d:]+\.(\d+)/.exec(x)?.[1] ?? '';
    return ms * 1000 + Number(`${fraction}000000`.slice(3, 6));
}
/** An ISO 8601 duration (`PT1M48.755S`) in microseconds; 0 when it is not one. */
function durationMicros(x) {
    if (typeof x !== 'string')
        return 0;
    const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(x);
    if (!m)
        return 0;
    const seconds = Number(m[1] ?? 0) * 86400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
    return Math.round(seconds * 1e6);
}
const STATUS_ERROR = /^(?:2|error|status_code_error|statuscode\.error)$/i;
function isError(code) {
    return (typeof code === 'string' || typeof code === 'number') && STATUS_ERROR.test(String(code));
}
/** A span's attributes: a flat object, an OTLP attribute list, or none. */
function attributesOf(span) {
    const a = span.attributes ?? span.span_attributes;
    if (a === undefined || a === null)
        return {};
    if (Array.isArray(a))
        return otlpAttributes(a);
    if ((0,json/* isJsonObject */.OW)(a))
        return a;
    throw new SpanShapeError(`expected ${'attributes' in span ? 'attributes' : 'span_attributes'} to be an object, found ${(0,json/* typeName */.go)(a)}`);
}
/** The span's events: name and attributes. */
function eventsOf(span) {
    const list = span.events ?? span.span_events;
    if (list === undefined || list === null)
        return [];
    if (!Array.isArray(list))
        throw new SpanShapeError(`expected events to be a list, found ${(0,json/* typeName */.go)(list)}`);
    return list.map((e) => {
        const o = (0,json/* obj */.WL)(e);
        if (!o)
            throw new SpanShapeError(`expected events to be a list of objects, found ${(0,json/* typeName */.go)(e)} in it`);
        const a = o.attributes ?? o.Attributes;
        return {
            name: o.name ?? o.Name,
            attributes: Array.isArray(a) ? otlpAttributes(a) : ((0,json/* obj */.WL)(a) ?? {}),
        };
    });
}
/** The first exception event's message (or type). */
function exceptionOf(events) {
    for (const e of events) {
        if (e.name !== 'exception')
            continue;
        return e.attributes['exception.message'] ?? e.attributes['exception.type'] ?? 'exception';
    }
    return undefined;
}
/** The kind of an OpenInference span: its attribute, else the container's kind field when it is one. */
function kindOf(span, attributes) {
    const k = attributes['openinference.span.kind'];
    if (k !== undefined && k !== null && typeof k !== 'string')
        throw new SpanShapeError(`expected attribute openinference.span.kind to be a string, found ${(0,json/* typeName */.go)(k)}`);
    if (typeof k === 'string' && k !== '')
        return k.toUpperCase();
    const own = span.span_kind;
    return typeof own === 'string' && spans_KINDS.has(own.toUpperCase()) ? own.toUpperCase() : undefined;
}
/**
 * A span of any container as a RawSpan. `trace` is the trace id the container gives around the
 * span (TRAIL's document), used when the span names none.
 */
function readSpan(span, trace) {
    const context = (0,json/* obj */.WL)(span.context);
    const status = (0,json/* obj */.WL)(span.status);
    const attributes = attributesOf(span);
    const events = eventsOf(span);
    const failed = isError(span.status_code) ||
        isError(status?.code) ||
        isError(status?.status_code) ||
        events.some((e) => e.name === 'exception');
    const start = micros(span.startTimeUnixNano ?? span.start_time ?? span.timestamp);
    const endAt = span.endTimeUnixNano ?? span.end_time;
    const end = endAt !== undefined ? micros(endAt) : start + durationMicros(span.duration);
    const message = failed
        ? (nonEmpty(span.status_message) ??
            nonEmpty(status?.message) ??
            nonEmpty(status?.description) ??
            exceptionOf(events))
        : undefined;
    return {
        id: spanIdOf(context?.span_id ?? span.span_id ?? span.spanId),
        parent: spanIdOf((0,json/* obj */.WL)(span.parent)?.span_id ?? span.parent_id ?? span.parent_span_id ?? span.parentSpanId),
        trace: spanIdOf(context?.trace_id ?? span.trace_id ?? span.traceId, 16) ?? trace ?? '',
        name: typeof (span.name ?? span.span_name) === 'string' ? (span.name ?? span.span_name) : undefined,
        start,
        end: Math.max(start, end),
        kind: kindOf(span, attributes),
        failed,
        message,
        attributes,
    };
}
function nonEmpty(x) {
    return x === undefined || x === null || x === '' ? undefined : x;
}
/** Whether a value looks like a span of one of the containers. */
function isSpan(x) {
    const o = (0,json/* obj */.WL)(x);
    if (!o)
        return false;
    return ((0,json/* obj */.WL)(o.context)?.span_id !== undefined ||
        o.span_id !== undefined ||
        o.spanId !== undefined ||
        'span_attributes' in o ||
        'child_spans' in o);
}
/** The OTLP spans of an export request, in file order. */
function otlpSpans(request) {
    const out = [];
    for (const rs of (0,json/* arr */.QL)(request.resourceSpans)) {
        const scopes = (0,json/* obj */.WL)(rs)?.scopeSpans ?? (0,json/* obj */.WL)(rs)?.instrumentationLibrarySpans;
        for (const ss of (0,json/* arr */.QL)(scopes))
            for (const sp of (0,json/* arr */.QL)((0,json/* obj */.WL)(ss)?.spans))
                out.push(sp);
    }
    return out;
}
/** How many spans recognition looks at. */
const SAMPLE_SPANS = 64;
/**
 * Whether the first spans of a record carry OpenInference: `openinference.span.kind` among the
 * attributes of one of them (or, in Phoenix's export, an OpenInference `span_kind` beside
 * `context.span_id`). Looks at SAMPLE_SPANS spans at most, walking nested children without
 * recursion.
 */
function hasOpenInference(record) {
    const stack = [record];
    let seen = 0;
    while (stack.length && seen < SAMPLE_SPANS) {
        const x = stack.pop();
        if (Array.isArray(x)) {
            for (let i = Math.min(x.length, SAMPLE_SPANS) - 1; i >= 0; i--)
                stack.push(x[i]);
            continue;
        }
        const o = (0,json/* obj */.WL)(x);
        if (!o)
            continue;
        if (Array.isArray(o.resourceSpans)) {
            stack.push(otlpSpans(o).slice(0, SAMPLE_SPANS));
            continue;
        }
        if (!isSpan(o)) {
            if (Array.isArray(o.spans))
                stack.push(o.spans);
            continue;
        }
        seen++;
        const a = o.attributes ?? o.span_attributes;
        if (Array.isArray(a)) {
            if (a.some((kv) => (0,json/* obj */.WL)(kv)?.key === 'openinference.span.kind'))
                return true;
        }
        else if ((0,json/* isJsonObject */.OW)(a) && typeof a['openinference.span.kind'] === 'string')
            return true;
        if (typeof o.span_kind === 'string' && spans_KINDS.has(o.span_kind) && (0,json/* obj */.WL)(o.context)?.span_id !== undefined)
            return true;
        if (Array.isArray(o.child_spans))
            stack.push(o.child_spans);
    }
    return false;
}

;// CONCATENATED MODULE: ./src/trace/adapters/openinference/index.ts
/**
 * openinference: OpenInference spans (smolagents, LangChain, LlamaIndex, CrewAI, DSPy, the OpenAI
 * Agents SDK through Phoenix or Arize) in any of their containers (./spans.ts): OTLP/JSON (hex or
 * base64 ids), Phoenix's span export, the OpenTelemetry SDK's span JSON (alone or as `{"spans":
 * [...]}`), flattened span arrays, and TRAIL's span tree (`{trace_id, spans: [root]}`, children in
 * `child_spans`). Per line, as one document, or as a JSON array of any of these.
 *
 * The spans of the whole file are kept (a few fields each: no prompt, no page text) and emitted
 * at the end, one session per trace id (no session key when the file holds one trace). A span
 * exported twice (same trace and span id) is read once, the first time. A span whose parent is
 * not in the file is a root; such orphans are listed per session by the instance's `orphans()`
 * (span ids, in file order), for a report of the file's integrity. With `ctx.integrity`, those
 * that are no remote parent are `orphan_span` findings (integrity.ts, `orphanSpans`); span times
 * count for the session's first and last time only (spans are exported as they end); the
 * session's id is its trace id.
 *
 * Events come in the order of their span's start, then tree order; each keeps the span's id as
 * `span_id` in its origin (hex as the file writes it; base64 and integer ids as hex).
 * - TOOL -> tool_call (`tool.name`; args: `input.value` parsed, smolagents' `{"args": [],
 *   "kwargs": {...}}` read as its kwargs; call_id: `tool_call.id`, else the span id) +
 *   tool_output (digest of `output.value`). Failed: status Error or an exception event, or a
 *   fetched page whose text says it failed (`Title: Error 403`, `Connection aborted`).
 * - LLM -> token_usage: `llm.token_count.prompt` (the cached tokens included),
 *   `.completion`, `.total` (prompt + completion when absent), `.prompt_details.cache_read` /
 *   `.cache_write`; `llm.model_name`. Status Error on an LLM span is the provider failing the
 *   request: error_event kind `model`.
 * - A smolagents CodeAgent step (CHAIN "Step N") that ran code is a tool call `python` (args: the
 *   code the step's LLM wrote, output: the execution logs), placed at the step's end, when no TOOL
 *   span ran inside it (the TOOL spans are its calls) or when the code failed on its own; failed
 *   when the step is Error.
 * - An AGENT span given team members (smolagents' `smolagents.managed_agents.N.name`) in whose
 *   subtree no agent ran, no tool of a member's name was called and no code an LLM wrote calls a
 *   member (`search_agent(...)`, even if the call then failed) asked none of them: a skill_event
 *   per member (`invoked: false`, status `not_called`, role `team_member`) at the end of each of
 *   its steps (origin: the step's model call, which chose what to do), or at the span's end when
 *   it has no steps. When some agent ran inside it, the file does not say which member it was:
 *   none is reported; nor in a trace with spans whose parent is not in the file (a member's run
 *   may be among them).
 * - An error counts once, at the deepest span that has it: a span whose child failed passes that
 *   error on (a TOOL error on its step, a provider error on the AGENT and root spans). Any other
 *   span that failed on its own -> error_event kind `agent`.
 * - process_end per trace from its last outermost AGENT span: failed -> error, else completed
 *   (no AGENT span: none).
 */










/** A string argument longer than this is kept as its start and a digest of the whole. */
const MAX_ARG_CHARS = 1000;
/** How much of a tool's output is read for a failure the page text tells of. */
const PAGE_HEAD = 2048;
/** How much of an LLM's output is searched for the code it wrote. */
const CODE_HEAD = 65536;
/** A long string as its start and a digest of the whole; other values as they are. */
function shorten(x, limit = MAX_ARG_CHARS) {
    if (typeof x !== 'string' || x.length <= limit)
        return x;
    return `${(0,secrets/* cutMasked */.y3)(x, limit, '')}... [${x.length} characters, digest ${outputDigest(x)}]`;
}
/** Tool arguments with long strings shortened (at the top level and one level down). */
function shortArgs(args) {
    if (typeof args === 'string')
        return shorten(args);
    if (Array.isArray(args))
        return args.map((v) => (Array.isArray(v) ? v.map((w) => shorten(w)) : shorten(v)));
    const o = (0,json/* obj */.WL)(args);
    if (!o)
        return args;
    const out = {};
    for (const k of Object.keys(o)) {
        const v = o[k];
        const inner = (0,json/* obj */.WL)(v);
        if (inner) {
            const copy = {};
            for (const j of Object.keys(inner))
                (0,json/* setKey */.qL)(copy, j, shorten(inner[j]));
            (0,json/* setKey */.qL)(out, k, copy);
        }
        else
            (0,json/* setKey */.qL)(out, k, Array.isArray(v) ? v.map((w) => shorten(w)) : shorten(v));
    }
    return out;
}
/** A TOOL span's arguments: `input.value` parsed; smolagents' wrapper read as its kwargs. */
function toolArgs(input) {
    if (input === undefined || input === null)
        return {};
    const parsed = parseArgs(input);
    const o = (0,json/* obj */.WL)(parsed);
    if (o && 'kwargs' in o && ('args' in o || 'sanitize_inputs_outputs' in o)) {
        const kwargs = (0,json/* obj */.WL)(o.kwargs) ?? {};
        const positional = Array.isArray(o.args) ? o.args : [];
        return shortArgs(positional.length ? { args: positional, ...kwargs } : kwargs);
    }
    return shortArgs(parsed);
}
/** The line of a fetched page that says the fetch failed, within its first PAGE_HEAD characters. */
const PAGE_FAILURES = [
    /^Title: (?:Error\b[^\n]*|[45]\d\d\b[^\n]*|Access Denied\s*)$/m,
    /Connection aborted|RemoteDisconnected|Max retries exceeded with url|Failed to establish a new connection/,
];
function pageFailure(output) {
    if (typeof output !== 'string')
        return undefined;
    const head = output.slice(0, PAGE_HEAD);
    for (const re of PAGE_FAILURES) {
        const m = re.exec(head);
        if (m)
            return (0,adapters_text/* short */.h0)(m[0]);
    }
    return undefined;
}
/** The code an LLM wrote for a CodeAgent: the block after `Code:` (or the first `<code>` / fenced Python block). */
function codeOf(content) {
    if (typeof content !== 'string')
        return undefined;
    const text = content.length > CODE_HEAD ? content.slice(0, CODE_HEAD) : content;
    const m = /(?:^|\n)\s*Code:\s*\n?\s*```[A-Za-z]*[^\n]*\n([\s\S]*?)```/.exec(text) ??
        /<code>([\s\S]*?)<\/code>/.exec(text) ??
        /```(?:py|python)[^\n]*\n([\s\S]*?)```/.exec(text);
    return m ? m[1].trim() : undefined;
}
/** How many distinct function names of an LLM's code are kept. */
const CALLED_NAMES = 256;
/** The names of the functions a piece of code calls (`name(`), in order of first call. */
function calledIn(code) {
    const names = new Set();
    for (const m of code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*\(/g)) {
        names.add(m[1]);
        if (names.size >= CALLED_NAMES)
            break;
    }
    return [...names];
}
/** How exporters that write every value as a string write a missing number. */
const NO_NUMBER = /^(?:|none|null|nan|undefined)$/i;
/** A token count attribute: a number, a numeric string, or absent; anything else is refused. */
function openinference_count(attrs, key) {
    const v = attrs[key];
    if (v === undefined || v === null || (typeof v === 'string' && NO_NUMBER.test(v.trim())))
        return undefined;
    const n = (0,json/* num */.bu)(v);
    if (n === undefined)
        throw new SpanShapeError(`expected attribute ${key} to be a number, found ${(0,json/* typeName */.go)(v)}`);
    return n;
}
/** A string attribute, or absent; anything else is refused. */
function openinference_text(attrs, key) {
    const v = attrs[key];
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== 'string')
        throw new SpanShapeError(`expected attribute ${key} to be a string, found ${(0,json/* typeName */.go)(v)}`);
    return v === '' ? undefined : v;
}
/** The step span of a smolagents agent: "Step N". */
const STEP = /^Step \d+$/;
/** The attribute that names one of an agent's team members (smolagents' managed agents). */
const TEAM_MEMBER = /^smolagents\.managed_agents\.(\d+)\.name$/;
/** A step error that says the agent's code was parsed or run. */
const CODE_FAILED = /Code (?:execution|parsing) failed/;
/** The few fields of a span the mapping needs. */
function summarise(raw, order, origin) {
    const a = raw.attributes;
    const s = {
        trace: raw.trace,
        order,
        id: raw.id,
        parent: raw.parent,
        start: raw.start,
        end: raw.end,
        origin,
        kind: raw.kind,
        failed: raw.failed,
        message: raw.failed ? ((0,adapters_text/* short */.h0)(raw.message) ?? 'failed') : undefined,
    };
    switch (raw.kind) {
        case 'TOOL': {
            s.tool = openinference_text(a, 'tool.name') ?? raw.name ?? null;
            s.args = toolArgs(a['input.value']);
            s.callId = (0,json/* str */.gx)(a['tool_call.id']) ?? raw.id;
            const output = a['output.value'];
            s.digest = outputDigest(output ?? undefined);
            s.page = pageFailure(output);
            break;
        }
        case 'LLM': {
            const prompt = openinference_count(a, 'llm.token_count.prompt');
            const completion = openinference_count(a, 'llm.token_count.completion');
            const total = openinference_count(a, 'llm.token_count.total');
            const cacheRead = openinference_count(a, 'llm.token_count.prompt_details.cache_read');
            const cacheWrite = openinference_count(a, 'llm.token_count.prompt_details.cache_write');
            if (prompt !== undefined || completion !== undefined || total !== undefined) {
                s.usage = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)(prompt, cacheRead, cacheWrite, completion, total ?? (prompt ?? 0) + (completion ?? 0)), (0,json/* compact */.oE)({ model: openinference_text(a, 'llm.model_name') }));
            }
            s.code = codeOf(a['llm.output_messages.0.message.content']);
            if (s.code !== undefined) {
                s.called = calledIn(s.code);
                s.code = shorten(s.code, 2 * MAX_ARG_CHARS);
            }
            break;
        }
        case 'AGENT': {
            const team = [];
            for (const key of Object.keys(a)) {
                const m = TEAM_MEMBER.exec(key);
                const name = m ? openinference_text(a, key) : undefined;
                if (m && name !== undefined)
                    team.push([Number(m[1]), name]);
            }
            if (team.length)
                s.team = [...new Set(team.sort((x, y) => x[0] - y[0]).map(([, name]) => name))];
            break;
        }
        case 'CHAIN':
            if (raw.name !== undefined && STEP.test(raw.name)) {
                s.step = true;
                const output = a['output.value'];
                const logs = typeof output === 'string' && output.slice(0, PAGE_HEAD).includes('Execution logs:');
                s.ranCode = logs || (raw.failed && CODE_FAILED.test(String(s.message)));
                if (s.ranCode)
                    s.digest = outputDigest(output ?? undefined);
            }
            break;
    }
    return s;
}
/** A span's id for a message: short, printable. */
function spanLabel(x, ordinal) {
    const o = (0,json/* obj */.WL)(x);
    const id = o ? ((0,json/* obj */.WL)(o.context)?.span_id ?? o.span_id ?? o.spanId) : undefined;
    if ((typeof id === 'string' || typeof id === 'number') && String(id) !== '') {
        const clean = String(id).replace(/[^A-Za-z0-9_.:=+/-]/g, '?');
        return `span ${(0,secrets/* cutMasked */.y3)(clean, 40, '...')}`;
    }
    return `span #${ordinal + 1}`;
}
/** One trace's spans, mapped to events. */
function emitTrace(list, session, emit, orphans) {
    const orphansBefore = orphans.length;
    const byId = new Map();
    for (const s of list)
        if (s.id !== undefined && !byId.has(s.id))
            byId.set(s.id, s);
    const children = new Map();
    const roots = [];
    for (const s of list) {
        const parent = s.parent !== undefined ? byId.get(s.parent) : undefined;
        if (parent && parent !== s) {
            const kids = children.get(parent);
            if (kids)
                kids.push(s);
            else
                children.set(parent, [s]);
        }
        else {
            if (s.parent !== undefined && s.id !== undefined)
                orphans.push(s.id);
            roots.push(s);
        }
    }
    // Spans through which an agent can have called a team member: an agent run, a tool named after
    // one, or code that calls one (a call that failed before the member ran is still asking). A
    // tree with spans whose parent is missing may have lost the place a member was called from: no
    // agent of it is judged.
    const whole = orphans.length === orphansBefore;
    const teamNames = new Set();
    if (whole)
        for (const s of list)
            if (s.team)
                for (const name of s.team)
                    teamNames.add(name);
    const delegates = (s) => s.kind === 'AGENT' ||
        (s.kind === 'TOOL' && s.tool != null && teamNames.has(s.tool)) ||
        s.called?.some((name) => teamNames.has(name)) === true;
    /** Spans with such a span in their subtree (below them), found as the walk leaves each span. */
    const asked = new Set();
    // Tree order without recursion: a span's rank before its subtree (pre) and after it (post).
    const pre = new Map();
    const post = new Map();
    /** The latest time in a span's subtree: its end, or a later start inside it. */
    const last = new Map();
    const outermost = [];
    let rank = 0;
    const stack = [];
    for (const root of roots) {
        if (pre.has(root))
            continue;
        stack.push({ span: root, next: 0, inAgent: false });
        pre.set(root, rank++);
        if (root.kind === 'AGENT')
            outermost.push(root);
        while (stack.length) {
            const top = stack[stack.length - 1];
            const kids = children.get(top.span) ?? [];
            if (top.next < kids.length) {
                const kid = kids[top.next++];
                if (pre.has(kid))
                    continue; // a cycle of parent ids: read once
                pre.set(kid, rank++);
                const inAgent = top.inAgent || top.span.kind === 'AGENT';
                if (kid.kind === 'AGENT' && !inAgent)
                    outermost.push(kid);
                stack.push({ span: kid, next: 0, inAgent });
            }
            else {
                post.set(top.span, rank++);
                let t = Math.max(top.span.start, top.span.end);
                for (const k of kids)
                    t = Math.max(t, last.get(k) ?? k.start);
                last.set(top.span, t);
                if (teamNames.size && kids.some((k) => delegates(k) || asked.has(k)))
                    asked.add(top.span);
                stack.pop();
            }
        }
    }
    // Spans on a cycle of parent ids reach no root: read them as roots too, in file order.
    for (const s of list) {
        if (!pre.has(s)) {
            pre.set(s, rank++);
            post.set(s, rank++);
        }
    }
    const childFailed = (s) => (children.get(s) ?? []).some((k) => k.failed);
    const ownError = (s) => s.failed && !childFailed(s);
    const items = [];
    const tools = new ToolTracker(emit);
    for (const s of list) {
        const at = (run) => items.push({ time: s.start, rank: pre.get(s), run });
        switch (s.kind) {
            case 'TOOL':
                at(() => {
                    tools.call(s.tool ?? null, s.args ?? {}, s.callId, s.origin, session);
                    const failed = ownError(s) || (!s.failed && s.page !== undefined);
                    tools.result(s.callId, { failed, message: failed ? (s.failed ? s.message : s.page) : undefined, digest: s.digest }, s.origin, session);
                });
                break;
            case 'LLM':
                at(() => {
                    if (s.usage)
                        emit(s.usage, s.origin, session);
                    if (ownError(s))
                        emit({ event: 'error_event', kind: 'model', message: s.message }, s.origin, session);
                });
                break;
            default: {
                const kids = children.get(s) ?? [];
                if (s.team && whole && !asked.has(s)) {
                    // The agent was given team members and asked none of them: in each of its steps (or,
                    // without steps, in its run) each member is a skill it had and did not use, reported at
                    // the step's end, after the step's own calls.
                    const team = s.team;
                    const steps = kids.filter((k) => k.step);
                    for (const where of steps.length ? steps : [s]) {
                        // Where the agent chose: the model call that wrote the step (its last), else the step.
                        const chose = where === s ? s : ([...(children.get(where) ?? [])].reverse().find((k) => k.kind === 'LLM') ?? where);
                        items.push({
                            time: last.get(where) ?? where.end,
                            rank: post.get(where) + (where === s ? -0.5 : 0.5),
                            run: () => {
                                for (const name of team)
                                    emit({ event: 'skill_event', skill: name, invoked: false, status: 'not_called', role: 'team_member' }, chose.origin, session);
                            },
                        });
                    }
                }
                const toolInside = kids.some((k) => k.kind === 'TOOL');
                if (s.ranCode && (!toolInside || ownError(s))) {
                    // The code runs after the step's LLM wrote it: the call is placed after the step's spans.
                    const writer = [...kids].reverse().find((k) => k.kind === 'LLM' && k.code !== undefined);
                    items.push({
                        time: last.get(s) ?? s.end,
                        rank: post.get(s),
                        run: () => {
                            const failed = ownError(s);
                            const callId = s.id !== undefined ? `${s.id}:python` : undefined;
                            tools.call('python', writer ? { code: writer.code } : {}, callId, s.origin, session);
                            tools.result(callId, { failed, message: failed ? s.message : undefined, digest: s.digest }, s.origin, session);
                        },
                    });
                }
                else if (ownError(s)) {
                    // A span ends after the work inside it: its own failure is reported after that work.
                    items.push({
                        time: last.get(s) ?? s.end,
                        rank: post.get(s),
                        run: () => emit({ event: 'error_event', kind: s.kind === 'EMBEDDING' ? 'model' : 'agent', message: s.message }, s.origin, session),
                    });
                }
            }
        }
    }
    items.sort((x, y) => x.time - y.time || x.rank - y.rank);
    for (const item of items)
        item.run();
    tools.end();
    let final;
    for (const s of outermost) {
        if (!final || s.start > final.start || (s.start === final.start && pre.get(s) > pre.get(final)))
            final = s;
    }
    if (final)
        emit((0,adapters_run/* processEnd */.rw)(final.failed ? 'error' : 'completed', final.message), final.origin, session);
}
const openinference_adapter = {
    id: 'openinference',
    signature: 'openinference: spans with an `openinference.span.kind` attribute (OTLP/JSON, Phoenix export, OpenTelemetry ' +
        'SDK span JSON, flattened spans, a {"trace_id","spans":[...]} span tree)',
    recognise(first) {
        return hasOpenInference(first);
    },
    fit(sample) {
        return sample.records.some(hasOpenInference) ? types/* FIT */.U5.SIGNATURE : types/* FIT */.U5.NONE;
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const spans = new TraceSpans();
        const seen = new Set();
        const orphans = new Map();
        let documentMode = false;
        let first = true;
        /** Every span of a tree (a span and its `child_spans`), without recursion, in pre-order. */
        const addTree = (root, line, trace, counter) => {
            const stack = [root];
            while (stack.length) {
                const x = stack.pop();
                const ordinal = counter.n++;
                const at = spanLabel(x, ordinal);
                if (!isSpan(x))
                    throw new read/* TraceError */.yW(ctx.source, line, `${at}: expected a span object, found ${(0,json/* typeName */.go)(x)}`);
                let raw;
                try {
                    raw = readSpan(x, trace);
                }
                catch (err) {
                    if (err instanceof SpanShapeError)
                        throw new read/* TraceError */.yW(ctx.source, line, `${at}: ${err.message}`);
                    throw err;
                }
                const kids = x.child_spans;
                if (kids !== undefined && kids !== null) {
                    if (!Array.isArray(kids))
                        throw new read/* TraceError */.yW(ctx.source, line, `${at}: expected child_spans to be a list of span objects, found ${(0,json/* typeName */.go)(kids)}`);
                    for (let i = kids.length - 1; i >= 0; i--) {
                        if (!(0,json/* obj */.WL)(kids[i]))
                            throw new read/* TraceError */.yW(ctx.source, line, `${at}: expected child_spans to be a list of span objects, found ${(0,json/* typeName */.go)(kids[i])} at item ${i}`);
                        stack.push(kids[i]);
                    }
                }
                if (raw.id !== undefined) {
                    const key = `${raw.trace}\u0000${raw.id}`;
                    if (seen.has(key))
                        continue;
                    seen.add(key);
                }
                const place = documentMode ? { index: spans.count } : { line, index: ordinal };
                const origin = raw.id !== undefined ? { ...place, span_id: raw.id } : place;
                let s;
                try {
                    s = summarise(raw, spans.count, origin);
                }
                catch (err) {
                    if (err instanceof SpanShapeError)
                        throw new read/* TraceError */.yW(ctx.source, line, `${at}: ${err.message}`);
                    throw err;
                }
                spans.add(s);
            }
        };
        const takeItem = (x, line, where, counter) => {
            const o = (0,json/* obj */.WL)(x);
            if (!o)
                throw new read/* TraceError */.yW(ctx.source, line, `expected ${where} to be a span, a {"spans": [...]} document or an OTLP export, found ${(0,json/* typeName */.go)(x)}`);
            if (Array.isArray(o.resourceSpans)) {
                for (const span of otlpSpans(o))
                    if ((0,json/* obj */.WL)(span))
                        addTree(span, line, undefined, counter);
                return;
            }
            if (isSpan(o)) {
                addTree(o, line, undefined, counter);
                return;
            }
            if ('spans' in o) {
                const list = o.spans;
                if (!Array.isArray(list))
                    throw new read/* TraceError */.yW(ctx.source, line, `expected spans to be a list of span objects, found ${(0,json/* typeName */.go)(list)}`);
                const trace = (0,json/* str */.gx)(o.trace_id);
                list.forEach((span, i) => {
                    if (!(0,json/* obj */.WL)(span))
                        throw new read/* TraceError */.yW(ctx.source, line, `expected spans to be a list of span objects, found ${(0,json/* typeName */.go)(span)} at item ${i}`);
                    addTree(span, line, trace, counter);
                });
                return;
            }
            throw new read/* TraceError */.yW(ctx.source, line, `expected ${where} to be a span, a {"spans": [...]} document or an OTLP export, ` +
                'found an object without span fields');
        };
        return {
            record(value, line) {
                if (first && Array.isArray(value))
                    documentMode = true;
                first = false;
                const counter = { n: 0 };
                if (Array.isArray(value))
                    value.forEach((v, i) => takeItem(v, line, `item ${i}`, counter));
                else
                    takeItem(value, line, 'the record', counter);
            },
            end() {
                for (const { session, spans: list } of spans.byTrace(() => 0)) {
                    const lost = [];
                    emitTrace(list, session, emit, lost);
                    if (lost.length)
                        orphans.set(session ?? '', lost);
                    const sink = ctx.integrity;
                    if (!sink)
                        continue;
                    (0,adapters_integrity/* reportOrphanSpans */.qB)(sink, list.map((sp) => ({ spanId: sp.id, parentId: sp.parent, origin: sp.origin })), session);
                    const trace = list.find((sp) => sp.trace !== '')?.trace;
                    if (trace !== undefined)
                        sink.identity(trace, session);
                    for (const sp of list) {
                        // Microseconds; 0 when the file gives no time.
                        if (sp.start > 0)
                            sink.time(sp.start / 1000, sp.origin, session, false);
                        if (sp.end > 0)
                            sink.time(sp.end / 1000, sp.origin, session, false);
                    }
                }
            },
            orphans: () => orphans,
        };
    },
};
/* harmony default export */ const openinference = (openinference_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/otel/index.ts
/**
 * otel: OpenTelemetry spans in OTLP/JSON that follow the GenAI semantic conventions: one
 * `{"resourceSpans": [...]}` export per line (the Collector's file exporter), one such document,
 * or a JSON array of them. An export whose first spans carry `openinference.span.kind` is
 * openinference's, not this format's.
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
 *   completed (no agent span: none). Span lines (below) are written as each span ends: a trace of
 *   them without its agent span, whose spans name a parent the file does not hold, is a run
 *   stopped before its agent span ended -> incomplete.
 * OpenTelemetry has no compaction, retry, memory or skill conventions: none are shown.
 *
 * Span lines of the OpenTelemetry JavaScript SDK (`{type: "span", ...}`, attributes as an object,
 * times as `[s, ns]`; GitHub Copilot CLI's file exporter) are read as the same spans; the
 * `{type: "metric"}` lines beside them are skipped. Copilot's exporter may write usage as
 * `[REDACTED]`: no token counts then.
 *
 * Integrity: spans whose parent is not in their trace (integrity.ts, `orphanSpans`); span times
 * are not in file order (a span is exported when it ends), so they count only for the session's
 * first and last time. The session's id is its trace id.
 */









const MODEL_OPS = new Set(['chat', 'generate_content', 'text_completion']);
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
/** Attributes as OTLP lists them, or as the JavaScript SDK's exporters write them (a plain object). */
function attrsOf(x) {
    return Array.isArray(x) ? otlpAttributes(x) : ((0,json/* obj */.WL)(x) ?? {});
}
/** The JavaScript SDK's `[seconds, nanoseconds]` time, in nanoseconds; 0n when it is not one. */
function hrTime(x) {
    if (!Array.isArray(x) || x.length !== 2)
        return 0n;
    const [sec, ns] = x;
    if (typeof sec !== 'number' || typeof ns !== 'number' || !Number.isInteger(sec) || !Number.isInteger(ns))
        return 0n;
    return BigInt(sec) * 1000000000n + BigInt(ns);
}
function otel_summarise(span, trace, order, origin) {
    const attrs = attrsOf(span.attributes);
    const op = (0,json/* str */.gx)(attrs['gen_ai.operation.name']) ?? (attrs['gen_ai.tool.name'] !== undefined ? 'execute_tool' : undefined);
    const status = (0,json/* obj */.WL)(span.status);
    const errorType = (0,json/* str */.gx)(attrs['error.type']);
    const failed = isErrorStatus(status) || errorType !== undefined;
    let message;
    if (failed) {
        message = (0,adapters_text/* short */.h0)(status?.message) ?? errorType;
        if (!message) {
            for (const ev of Array.isArray(span.events) ? span.events : []) {
                const e = (0,json/* obj */.WL)(ev);
                if (e?.name === 'exception')
                    message = (0,adapters_text/* short */.h0)(attrsOf(e.attributes)['exception.message']);
                if (message)
                    break;
            }
        }
    }
    const s = {
        trace,
        order,
        start: span.startTimeUnixNano !== undefined ? startTime(span.startTimeUnixNano) : hrTime(span.startTime),
        end: span.endTimeUnixNano !== undefined ? startTime(span.endTimeUnixNano) : hrTime(span.endTime),
        origin,
        op,
        failed,
        message,
        spanId: spanIdOf(span.spanId),
        parentId: spanIdOf(span.parentSpanId),
    };
    if (op === 'execute_tool') {
        s.tool = (0,json/* str */.gx)(attrs['gen_ai.tool.name']) ?? (0,json/* str */.gx)(span.name);
        s.callId = (0,json/* str */.gx)(attrs['gen_ai.tool.call.id']);
        const a = attrs['gen_ai.tool.call.arguments'];
        s.args = a === undefined ? {} : parseArgs(a);
        s.digest = outputDigest(attrs['gen_ai.tool.call.result']);
    }
    const input = n(attrs['gen_ai.usage.input_tokens']) ?? n(attrs['gen_ai.usage.prompt_tokens']);
    const output = n(attrs['gen_ai.usage.output_tokens']) ?? n(attrs['gen_ai.usage.completion_tokens']);
    const isModel = op !== undefined ? MODEL_OPS.has(op) : input !== undefined || output !== undefined;
    if (isModel) {
        s.op = op ?? 'chat';
        s.usage = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)(input, n(attrs['gen_ai.usage.cache_read.input_tokens']) ?? n(attrs['gen_ai.usage.cache_read_input_tokens']), n(attrs['gen_ai.usage.cache_creation.input_tokens']) ?? n(attrs['gen_ai.usage.cache_creation_input_tokens']), output), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(attrs['gen_ai.response.model']) ?? (0,json/* str */.gx)(attrs['gen_ai.request.model']) }));
    }
    return s;
}
function isExport(x) {
    return (0,json/* isJsonObject */.OW)(x) && Array.isArray(x.resourceSpans);
}
/**
 * A span as the OpenTelemetry JavaScript SDK's file and console exporters write it, one a line
 * (GitHub Copilot CLI's OpenTelemetry file): `{type: "span", traceId, spanId, name, startTime:
 * [s, ns], attributes: {...}}`, with GenAI attributes. `{type: "metric"}` lines beside them are
 * not spans.
 */
function isSpanLine(x) {
    if (!(0,json/* isJsonObject */.OW)(x) || x.type !== 'span' || typeof x.traceId !== 'string' || typeof x.spanId !== 'string')
        return false;
    const attrs = (0,json/* obj */.WL)(x.attributes);
    if (!attrs || OPENINFERENCE_KIND in attrs)
        return false;
    for (const k in attrs)
        if (k.startsWith('gen_ai.'))
            return true;
    return false;
}
const otel_adapter = {
    id: 'otel',
    signature: 'otel: OTLP/JSON {"resourceSpans":[...]} per line or per file, or span lines {"type":"span","traceId",' +
        '"attributes":{"gen_ai.*"}} (OpenTelemetry GenAI spans)',
    // OTLP whose spans follow OpenInference (`openinference.span.kind`) is openinference's.
    recognise(first) {
        if (Array.isArray(first))
            return first.length > 0 && isExport(first[0]) && !otlpHasOpenInference(first);
        return (isExport(first) && !otlpHasOpenInference(first)) || isSpanLine(first);
    },
    fit({ records }) {
        if (records.length > 0 && otel_adapter.recognise(records[0]))
            return types/* FIT */.U5.SIGNATURE;
        // Span lines may follow metric lines.
        for (const r of records)
            if (isSpanLine(r))
                return types/* FIT */.U5.SIGNATURE;
        return types/* FIT */.U5.NONE;
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        const spans = new TraceSpans();
        let documentMode = false;
        let first = true;
        /** Span lines were read (Copilot's exporter, which ends every run with its agent span). */
        let spanLines = false;
        const takeExport = (value, line, what) => {
            if (!(0,json/* isJsonObject */.OW)(value) || !Array.isArray(value.resourceSpans)) {
                throw new read/* TraceError */.yW(ctx.source, line, `expected ${what} to be an OTLP export {"resourceSpans":[...]}, found ` +
                    `${(0,json/* isJsonObject */.OW)(value) ? 'an object without resourceSpans' : (0,json/* typeName */.go)(value)}`);
            }
            let ordinal = 0;
            for (const rs of value.resourceSpans) {
                const scopes = (0,json/* obj */.WL)(rs)?.scopeSpans ?? (0,json/* obj */.WL)(rs)?.instrumentationLibrarySpans;
                for (const ss of Array.isArray(scopes) ? scopes : []) {
                    const list = (0,json/* obj */.WL)(ss)?.spans;
                    for (const sp of Array.isArray(list) ? list : []) {
                        const span = (0,json/* obj */.WL)(sp);
                        if (!span)
                            continue;
                        const trace = (0,json/* str */.gx)(span.traceId) ?? '';
                        const spanId = spanIdOf(span.spanId);
                        const at = documentMode ? { index: spans.count } : { line, index: ordinal };
                        const origin = spanId !== undefined ? { ...at, span_id: spanId } : at;
                        ordinal++;
                        spans.add(otel_summarise(span, trace, spans.count, origin));
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
                const r = (0,json/* obj */.WL)(value);
                if (r?.type === 'span' && typeof r.traceId === 'string' && !documentMode) {
                    spanLines = true;
                    const spanId = spanIdOf(r.spanId);
                    const at = { line };
                    spans.add(otel_summarise(r, r.traceId, spans.count, spanId !== undefined ? { ...at, span_id: spanId } : at));
                    return;
                }
                if (r?.type === 'metric' && typeof r.name === 'string')
                    return; // a metric line beside the spans
                if (r && typeof r.type === 'string' && !Array.isArray(r.resourceSpans)) {
                    ctx.unread?.(line, typeKind(r.type), false);
                    return;
                }
                takeExport(value, line, 'the record');
            },
            end() {
                for (const { session, spans: list } of spans.byTrace((a, b) => a.start < b.start ? -1 : a.start > b.start ? 1 : 0)) {
                    if (ctx.integrity) {
                        const sink = ctx.integrity;
                        (0,adapters_integrity/* reportOrphanSpans */.qB)(sink, list, session);
                        const trace = list.find((s) => s.trace !== '')?.trace;
                        if (trace !== undefined)
                            sink.identity(trace, session);
                        for (const s of list) {
                            for (const t of [s.start, s.end])
                                if (t > 0n)
                                    sink.time(Number(t / 1000000n), s.origin, session, false);
                        }
                    }
                    const tools = new ToolTracker(emit);
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
                        emit((0,adapters_run/* processEnd */.rw)(root.failed ? 'error' : 'completed', root.failed ? root.message : undefined), root.origin, session);
                    else if (spanLines) {
                        const cut = stoppedBefore(list);
                        if (cut)
                            emit((0,adapters_run/* processEnd */.rw)('incomplete', cut.reason), cut.origin, session);
                    }
                }
            },
        };
    },
};
/**
 * Why a trace of span lines without its agent span was stopped: spans whose parent the file does
 * not hold (that parent had not ended when the file was written), with the last span written.
 */
function stoppedBefore(list) {
    const ids = new Set();
    for (const s of list)
        if (s.spanId)
            ids.add(s.spanId);
    let orphans = 0;
    let last;
    for (const s of list) {
        if (s.parentId && !ids.has(s.parentId))
            orphans++;
        if (!last || s.order > last.order)
            last = s;
    }
    if (orphans === 0 || !last)
        return undefined;
    return {
        reason: `the run's agent span never ended: ${orphans} span${orphans === 1 ? ' names a parent' : 's name parents'} ` +
            'not in the file (was the run stopped?)',
        origin: last.origin,
    };
}
/* harmony default export */ const otel = (otel_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/qwen-code/index.ts
/**
 * qwen-code: Qwen Code. Two shapes (formats.md "qwen-code"), told apart record by record:
 *
 * `qwen -p --output-format stream-json`: Claude's stream (claude-messages.ts) with Qwen's init.
 * - `system` `init` (`qwen_code_version`) -> the working directory (`cwd`) and the model;
 * - `assistant` / `user` messages as Claude's: tool_use -> tool_call, tool_result -> tool_output
 *   (failed when `is_error`); `stream_event` records (--include-partial-messages) repeat what
 *   the messages hold and are skipped;
 * - an assistant text `[API Error: ...]` -> error_event (kind model): the provider failed;
 * - `result`: success -> completed, error_max_turns -> max_turns, any other subtype or
 *   `is_error` -> error; a `result` marked success after an API error the agent never answered
 *   past is a provider failure (error). Its usage counts only when no reply carried usage. Runs
 *   appended in one file (an init after a result): the last run's end is the file's.
 *
 * The chat recording (`~/.qwen/projects/<slug>/chats/<sessionId>.jsonl`): `{uuid, parentUuid,
 * sessionId, type, cwd, message {role, parts}}` with Gemini parts.
 * - `assistant`: `functionCall` parts -> tool_call; `usageMetadata` -> token_usage (the prompt
 *   count includes the cached tokens; thoughts are output); `model` -> a change is reported;
 * - `tool_result`: `functionResponse` parts -> tool_output, failed when the response holds an
 *   `error` or `toolCallResult.status` is `error`, or when Qwen's tool telemetry
 *   (`qwen-code.tool_call`, success false or status error / cancelled) said so for that tool
 *   just before;
 * - `system`: `chat_compression` -> context_event compaction; `ui_telemetry`
 *   `qwen-code.api_error` -> error_event (kind model); other system records are Qwen's own
 *   bookkeeping. No end record: how the run ended is how the conversation stands after its last
 *   message (a reply without calls: completed).
 *
 * A record of another type is left unread (`ctx.unread`).
 */






/** Qwen's stream init: Claude's init line with `qwen_code_version`. */
function isQwenInit(x) {
    const r = (0,json/* obj */.WL)(x);
    return r?.type === 'system' && r.subtype === 'init' && 'qwen_code_version' in r;
}
/**
 * A chat recording record: Claude Code's `parentUuid` and `sessionId`, with Gemini's
 * `message.parts`, or a `system` record's `systemPayload` (telemetry, compression, snapshots),
 * which Claude Code never writes.
 */
function isChatRecord(x) {
    const r = (0,json/* obj */.WL)(x);
    return (r !== undefined &&
        'parentUuid' in r &&
        typeof r.sessionId === 'string' &&
        (Array.isArray((0,json/* obj */.WL)(r.message)?.parts) || (r.type === 'system' && (0,json/* obj */.WL)(r.systemPayload) !== undefined)));
}
const qwen_code_API_ERROR = '[API Error';
/** The `[API Error: ...]` a reply's text starts with, or undefined. */
function apiErrorOf(text) {
    const t = text.trimStart();
    return t.startsWith(qwen_code_API_ERROR) ? ((0,adapters_text/* short */.h0)(t) ?? qwen_code_API_ERROR) : undefined;
}
const qwen_code_adapter = {
    id: 'qwen-code',
    signature: 'qwen-code: a {"type":"system","subtype":"init","qwen_code_version"} line (qwen -p --output-format ' +
        'stream-json), or chat records {"parentUuid","sessionId","message":{"parts"}} (a Qwen Code chat recording)',
    ...ownRecords(isQwenInit, isChatRecord),
    outranks: ['claude-stream', 'claude-code'],
    observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        // The stream: Claude's messages.
        let conv;
        let result;
        let lastOrigin;
        // The chat recording.
        let tools;
        const models = new adapters_run/* ModelWatch */.NA(emit);
        let last;
        let workdir = false;
        /** Tools whose telemetry said they failed, waiting for their result: name -> message. */
        const telemetryFailed = new Map();
        /** An API error telemetry record since the last reply (the reply's `[API Error]` text says it again). */
        let apiErrorTold = false;
        const cwd = (r) => {
            if (workdir)
                return;
            const d = (0,json/* str */.gx)(r.cwd);
            if (d) {
                workdir = true;
                ctx.workdir?.(d);
            }
        };
        const streamRecord = (r, origin, line) => {
            conv ??= new ClaudeMessages(emit);
            if (r.type !== 'stream_event')
                lastOrigin = origin;
            switch (r.type) {
                case 'system':
                    if (r.subtype === 'init') {
                        // A run appended after one that ended: the file ends as its last run does.
                        result = undefined;
                        cwd(r);
                        conv.models(false).see(r.model, origin, 'init');
                    }
                    else if (r.subtype === 'compact_boundary')
                        emit(compactionEvent(r, 'snake'), origin);
                    return;
                case 'assistant': {
                    const m = (0,json/* obj */.WL)(r.message);
                    if (!m)
                        return;
                    const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined;
                    conv.assistant(m, origin, { side, apiError: apiErrorOf((0,adapters_text/* contentText */.Tf)(m.content, 400)) });
                    return;
                }
                case 'user': {
                    const m = (0,json/* obj */.WL)(r.message);
                    const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined;
                    if (m)
                        conv.user(m, origin, { side });
                    return;
                }
                case 'result':
                    result = { r, origin };
                    return;
                case 'stream_event':
                    return;
                default:
                    ctx.unread?.(line, `type ${(0,adapters_text/* short */.h0)(r.type) ?? '?'}`, 'tool_use_id' in r || 'toolName' in r);
            }
        };
        const streamEnd = () => {
            if (!conv)
                return;
            conv.flush();
            const stood = conv.last;
            if (!result) {
                conv.end();
                if (stood?.status === 'error')
                    emit((0,adapters_run/* processEnd */.rw)('error', stood.reason), stood.origin);
                else if (lastOrigin)
                    emit((0,adapters_run/* processEnd */.rw)('incomplete', 'the stream has no result record (was the run stopped?)'), lastOrigin);
                return;
            }
            const { r, origin } = result;
            const u = (0,json/* obj */.WL)(r.usage);
            if (u && conv.usageCount === 0)
                conv.count(u, origin, { source: 'result' });
            for (const d of (0,json/* arr */.QL)(r.permission_denials)) {
                const denial = (0,json/* obj */.WL)(d);
                const callId = (0,json/* idOf */.TH)(denial?.tool_use_id);
                if (callId !== undefined && conv.failedCalls.has(callId))
                    continue;
                emit((0,json/* compact */.oE)({
                    event: 'error_event',
                    kind: 'permission_denied',
                    tool: (0,json/* str */.gx)(denial?.tool_name) ?? null,
                    call_id: callId ?? null,
                    message: 'permission denied',
                }), origin);
            }
            conv.end();
            const subtype = (0,json/* str */.gx)(r.subtype) ?? (r.is_error === true ? 'error' : 'success');
            const failed = subtype !== 'success' || r.is_error === true;
            if (failed) {
                const reason = (0,adapters_text/* short */.h0)((0,json/* arr */.QL)(r.errors)[0]) ?? (0,adapters_text/* short */.h0)((0,json/* obj */.WL)(r.error)?.message) ?? (0,adapters_text/* short */.h0)(r.result) ?? subtype;
                emit({ event: 'error_event', kind: 'result', subtype, message: reason }, origin);
                emit((0,json/* compact */.oE)({
                    ...(0,adapters_run/* processEnd */.rw)(subtype === 'error_max_turns' ? 'max_turns' : 'error', reason),
                    num_turns: (0,json/* num */.bu)(r.num_turns),
                }), origin);
            }
            else if (stood?.status === 'error') {
                // Qwen answers an API failure with `[API Error: ...]` text and a result marked success.
                emit((0,adapters_run/* processEnd */.rw)('error', `the provider failed (${stood.reason ?? 'API error'}); the result says success`), origin);
            }
            else
                emit((0,json/* compact */.oE)({ event: 'process_end', status: 'completed', num_turns: (0,json/* num */.bu)(r.num_turns) }), origin);
        };
        const chatRecord = (r, origin, line) => {
            tools ??= new ToolTracker(emit);
            cwd(r);
            const m = (0,json/* obj */.WL)(r.message);
            const parts = (0,json/* arr */.QL)(m?.parts);
            switch (r.type) {
                case 'user': {
                    let results = 0;
                    for (const p of parts)
                        if ((0,json/* obj */.WL)(p)?.functionResponse)
                            results++;
                    if (results > 0)
                        return toolResults(r, parts, origin);
                    if (partsText(parts).trim() !== '')
                        last = { status: 'incomplete', reason: 'a user message without a reply after it', origin };
                    return;
                }
                case 'assistant': {
                    models.see(r.model, origin, 'model');
                    const usage = (0,json/* obj */.WL)(r.usageMetadata);
                    if (usage) {
                        const output = ((0,json/* num */.bu)(usage.candidatesTokenCount) ?? 0) + ((0,json/* num */.bu)(usage.thoughtsTokenCount) ?? 0);
                        const e = (0,adapters_run/* tokenUsage */.Z_)((0,adapters_run/* inclusiveUsage */.Wk)((0,json/* num */.bu)(usage.promptTokenCount), (0,json/* num */.bu)(usage.cachedContentTokenCount), undefined, output, (0,json/* num */.bu)(usage.totalTokenCount)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(r.model) }));
                        if (e)
                            emit(e, origin);
                    }
                    let calls = 0;
                    for (const p of parts) {
                        const call = (0,json/* obj */.WL)((0,json/* obj */.WL)(p)?.functionCall);
                        if (!call)
                            continue;
                        calls++;
                        tools.call((0,json/* str */.gx)(call.name) ?? null, call.args ?? {}, (0,json/* idOf */.TH)(call.id), origin);
                    }
                    const apiError = apiErrorOf(partsText(parts));
                    if (apiError !== undefined) {
                        if (!apiErrorTold)
                            emit({ event: 'error_event', kind: 'model', message: apiError }, origin);
                        last = { status: 'error', reason: apiError, origin };
                    }
                    else if (calls > 0)
                        last = { status: 'incomplete', reason: 'a tool call without a result after it', origin };
                    else
                        last = { status: 'completed', origin };
                    apiErrorTold = false;
                    return;
                }
                case 'tool_result':
                    return toolResults(r, parts, origin);
                case 'system':
                    return system(r, origin);
                default:
                    ctx.unread?.(line, `type ${(0,adapters_text/* short */.h0)(r.type) ?? '?'}`, parts.some((p) => (0,json/* obj */.WL)(p)?.functionCall !== undefined));
            }
        };
        const toolResults = (r, parts, origin) => {
            const info = (0,json/* obj */.WL)(r.toolCallResult);
            for (const p of parts) {
                const fr = (0,json/* obj */.WL)((0,json/* obj */.WL)(p)?.functionResponse);
                if (!fr)
                    continue;
                const name = (0,json/* str */.gx)(fr.name);
                const response = (0,json/* obj */.WL)(fr.response);
                const error = response?.error;
                const told = name === undefined ? undefined : telemetryFailed.get(name);
                if (name !== undefined)
                    telemetryFailed.delete(name);
                const failed = (error !== undefined && error !== null && error !== '') || (0,json/* str */.gx)(info?.status) === 'error' || told !== undefined;
                tools.result((0,json/* idOf */.TH)(fr.id) ?? (0,json/* idOf */.TH)(info?.callId), {
                    failed,
                    tool: name,
                    message: failed
                        ? ((0,adapters_text/* errorMessage */.gJ)(error) ?? (0,adapters_text/* short */.h0)(info?.resultDisplay) ?? told ?? 'tool call failed')
                        : undefined,
                    digest: digestWhenRead(response?.output ?? error ?? response),
                }, origin);
            }
            last = { status: 'incomplete', reason: 'a tool result without a reply after it', origin };
        };
        const system = (r, origin) => {
            if (r.subtype === 'chat_compression') {
                const p = (0,json/* obj */.WL)(r.systemPayload);
                const info = (0,json/* obj */.WL)(p?.info) ?? p;
                emit((0,json/* compact */.oE)({
                    event: 'context_event',
                    action: 'compaction',
                    tokens_before: (0,json/* num */.bu)(info?.originalTokenCount),
                    tokens_after: (0,json/* num */.bu)(info?.newTokenCount),
                }), origin);
                return;
            }
            if (r.subtype !== 'ui_telemetry')
                return;
            const ui = (0,json/* obj */.WL)((0,json/* obj */.WL)(r.systemPayload)?.uiEvent);
            const name = ui?.['event.name'];
            // A call failed when its telemetry says so: `success: false`, or a `status` of `error` or
            // `cancelled` (the record may carry either).
            if (name === 'qwen-code.tool_call' &&
                ui &&
                (ui.success === false || ui.status === 'error' || ui.status === 'cancelled')) {
                const tool = (0,json/* str */.gx)(ui.function_name);
                if (tool)
                    telemetryFailed.set(tool, (0,adapters_text/* short */.h0)(ui.error) ?? 'tool call failed');
            }
            else if (name === 'qwen-code.api_error' && ui) {
                apiErrorTold = true;
                emit((0,json/* compact */.oE)({
                    event: 'error_event',
                    kind: 'model',
                    status_code: (0,json/* num */.bu)(ui.status_code),
                    message: (0,adapters_text/* short */.h0)(ui.error_message) ?? (0,adapters_text/* short */.h0)(ui.error) ?? 'API error',
                }), origin);
            }
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a Qwen Code record');
                const origin = (0,json/* withId */.oP)({ line }, r.uuid);
                if (tools === undefined && (conv !== undefined || 'session_id' in r))
                    streamRecord(r, origin, line);
                else
                    chatRecord(r, origin, line);
            },
            end() {
                if (conv)
                    return streamEnd();
                if (!tools)
                    return;
                tools.end();
                if (last)
                    emit((0,adapters_run/* processEnd */.rw)(last.status, last.reason), last.origin);
            },
        };
    },
};
/** The text of Gemini parts (thoughts left out), up to a few hundred characters. */
function partsText(parts) {
    let out = '';
    for (const p of parts) {
        const part = (0,json/* obj */.WL)(p);
        if (part && part.thought !== true && typeof part.text === 'string')
            out += part.text;
        if (out.length > 400)
            break;
    }
    return out;
}
/* harmony default export */ const qwen_code = (qwen_code_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/swe-agent/index.ts
/**
 * swe-agent: a SWE-agent trajectory (`<instance>.traj`, 0.x and 1.x), one JSON object per run
 * (formats.md, "swe-agent"). Origins are the index of the trajectory entry.
 *
 * - Each `trajectory[]` entry is one tool call: the tool is the first word of `action` (the
 *   command line as the agent wrote it: `open`, `edit`, `submit`, a shell command), args
 *   `{command: action}`; its `observation` is the result. The pseudo-entry the harness appends
 *   when it stops the run (a bare `exit_cost`, `exit_context`, ... action) is not a call. Nor is
 *   an action that is the model's prose (`DISCUSSION`, `THOUGHT`, ... on its first line: the reply
 *   put its discussion where the command goes, and had no command block of its own): it is an
 *   error_event of kind `format`, the model's reply in the wrong format, not a failed tool. So is
 *   an empty action (a reply with no command at all).
 * - No status field: a result failed when its observation shows a shell or editor failure
 *   (`hiddenFailure`: "command not found", a syntax error, "EXECUTION TIMED OUT", a refused edit).
 * - Tokens and cost are totals only: `info.model_stats {tokens_sent, tokens_received,
 *   instance_cost, api_calls}` gives one token_usage (with `cost_usd` and `api_calls`); the model
 *   is taken from 1.x's `replay_config` when there.
 * - process_end from `info.exit_status`: `submitted` -> completed; `exit_context` -> error (the
 *   context window), `exit_format` -> error (its limit of format errors); `early_exit` and other
 *   `exit_*` errors -> error; `exit_cost`,
 *   `submitted (exit_*)` and other limits -> incomplete; absent -> incomplete (the run never
 *   finished). The reason quotes the recorded status.
 */






/** The harness's own stop entry: a bare `exit_cost`, `exit_context`, `exit_format`, ... */
const HARNESS_EXIT = /^\s*exit_[a-z_]+\s*$/;
/** An action that is the model's discussion, not a command: the reply had no command block. */
const PROSE_ACTION = /^\s*(?:DISCUSSION|THOUGHTS?|ANALYSIS|PLAN|REASONING|EXPLANATION)\s*:?\s*(?:\n|$)/;
function toolOf(action) {
    const m = /^\s*([^\s]+)/.exec(action);
    return m ? m[1] : 'bash';
}
/** The model a 1.x run was configured with (`replay_config`, a JSON string or an object). */
function modelOf(run) {
    const config = (0,json/* obj */.WL)(run.replay_config) ?? (0,json/* parseObject */.lj)(run.replay_config);
    const model = (0,json/* obj */.WL)((0,json/* obj */.WL)(config?.agent)?.model);
    return (0,json/* str */.gx)(model?.name) ?? (0,json/* str */.gx)(model?.model_name);
}
/** How the run ended, from `info.exit_status`. */
function sweAgentEnd(status) {
    const s = (0,json/* str */.gx)(status);
    if (s === undefined)
        return { status: 'incomplete', reason: 'no exit_status: the run never finished' };
    const said = `exit_status ${s}`;
    if (s === 'submitted')
        return { status: 'completed' };
    const inner = /^submitted \((.+)\)$/.exec(s);
    if (inner)
        return { status: 'incomplete', reason: `${said}: stopped by ${inner[1]}, the harness submitted what was there` };
    if (s === 'exit_cost')
        return { status: 'incomplete', reason: `${said}: the cost limit was reached, nothing submitted` };
    if (s === 'exit_context')
        return { status: 'error', reason: `${said}: the context window was exceeded` };
    if (s === 'exit_format')
        return { status: 'error', reason: `${said}: too many replies in the wrong format in a row, nothing submitted` };
    if (s === 'early_exit')
        return { status: 'error', reason: `${said}: the agent stopped early` };
    if (/error|exception/i.test(s))
        return { status: 'error', reason: said };
    return { status: 'incomplete', reason: said };
}
const swe_agent_adapter = {
    id: 'swe-agent',
    signature: 'swe-agent: a JSON document {"trajectory":[{"action","observation"}],"history":[...],"info":{...}} ' +
        '(SWE-agent .traj)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        if (!r || !Array.isArray(r.trajectory) || !Array.isArray(r.history) || !(0,json/* obj */.WL)(r.info))
            return false;
        const step = (0,json/* obj */.WL)(r.trajectory[0]);
        return step === undefined || ('action' in step && 'observation' in step);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        return (0,json/* oneDocumentInstance */.Pj)(ctx, 'SWE-agent trajectory', (run, line) => {
            const tools = new ToolTracker(emit);
            const steps = (0,json/* arr */.QL)(run.trajectory);
            let last = 0;
            steps.forEach((raw, index) => {
                const step = (0,json/* obj */.WL)(raw);
                if (!step)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected trajectory entry ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                const action = typeof step.action === 'string' ? step.action : '';
                last = index;
                if (HARNESS_EXIT.test(action))
                    return;
                const origin = { index };
                if (action.trim() === '' || PROSE_ACTION.test(action)) {
                    const word = action.trim().split(/\s/, 1)[0];
                    emit({
                        event: 'error_event',
                        kind: 'format',
                        message: word
                            ? `the reply had no command block: its ${word} was sent as the command`
                            : 'the reply had no command',
                    }, origin);
                    return;
                }
                const id = `step-${index + 1}`;
                tools.call(toolOf(action), { command: action }, id, origin);
                const failure = (0,adapters_text/* hiddenFailure */.pm)(step.observation);
                const seconds = (0,json/* num */.bu)(step.execution_time);
                const summary = checkSummary(step.observation);
                tools.result(id, {
                    failed: failure !== undefined,
                    message: failure,
                    digest: outputDigest(step.observation),
                    extra: (0,json/* compact */.oE)({
                        duration_ms: seconds === undefined ? undefined : Math.round(seconds * 1000),
                        check_summary: summary?.text,
                        check_failed: summary?.failed,
                    }),
                }, origin);
            });
            tools.end();
            const info = (0,json/* obj */.WL)(run.info) ?? {};
            const stats = (0,json/* obj */.WL)(info.model_stats);
            const usage = stats
                ? (0,adapters_run/* tokenUsage */.Z_)({ input: (0,json/* num */.bu)(stats.tokens_sent), output: (0,json/* num */.bu)(stats.tokens_received) }, (0,json/* compact */.oE)({ model: modelOf(run), cost_usd: (0,json/* num */.bu)(stats.instance_cost), api_calls: (0,json/* num */.bu)(stats.api_calls) }))
                : undefined;
            if (usage)
                emit(usage, { index: last });
            const end = sweAgentEnd(info.exit_status);
            // What the run had spent, beside its end: a run stopped at its cost limit says how much.
            emit((0,json/* compact */.oE)({
                ...(0,adapters_run/* processEnd */.rw)(end.status, end.reason),
                cost_usd: end.status !== 'completed' ? (0,json/* num */.bu)(stats?.instance_cost) : undefined,
            }), { index: last });
        });
    },
};
/* harmony default export */ const swe_agent = (swe_agent_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/lookalikes.ts
/**
 * Files that look like a run and are none (formats.md, "Formats of late 2026"): refused by name,
 * whatever format is asked for, never read as a run of another format. Pure: from the first
 * records alone.
 *
 * - A Hermes session (`~/.hermes/sessions/session_<ts>.json`: {session_id, platform,
 *   session_start, tools[], messages[]}): only OpenAI-style `tool_calls` are calls it made; a
 *   session with no tool offered whose text holds `<tool_call>` blocks shows calls the model wrote
 *   and nothing ran.
 * - cursor/agent-trace attribution records (`.agent-trace/traces.jsonl`: {version, id,
 *   timestamp, vcs, tool, files[{path, conversations[{url, contributor, ranges}]}]}): who wrote
 *   which lines, not what a run did; the transcript is at `conversations[].url`.
 * - A Cline CLI 3 session's manifest (`<id>.json`: {session_id, cwd, model, prompt,
 *   messages_path}): the run is in `<id>.messages.json` beside it.
 */

function isHermes(o) {
    return (typeof o.session_id === 'string' &&
        Array.isArray(o.messages) &&
        Array.isArray(o.tools) &&
        ('platform' in o || 'session_start' in o));
}
/** Whether any message of a Hermes session holds a `<tool_call>` block in its text. */
function writesToolCalls(messages) {
    for (const m of messages) {
        const c = (0,json/* obj */.WL)(m)?.content;
        if (typeof c === 'string' && c.includes('<tool_call>'))
            return true;
        for (const b of (0,json/* arr */.QL)(c))
            if (typeof (0,json/* obj */.WL)(b)?.text === 'string' && (0,json/* obj */.WL)(b).text.includes('<tool_call>'))
                return true;
    }
    return false;
}
function isAgentTrace(o) {
    return (Array.isArray(o.files) &&
        (0,json/* obj */.WL)(o.vcs) !== undefined &&
        (0,json/* obj */.WL)(o.tool) !== undefined &&
        'version' in o &&
        (0,json/* arr */.QL)(o.files).some((f) => Array.isArray((0,json/* obj */.WL)(f)?.conversations)));
}
function isClineManifest(o) {
    return typeof o.session_id === 'string' && typeof o.messages_path === 'string' && !('messages' in o);
}
/**
 * What the first records are when they only look like a run (a few words, safe to print: no
 * content of the file), or undefined.
 */
function lookalikeOf(sample) {
    const first = (0,json/* obj */.WL)(sample.records[0]);
    if (!first)
        return undefined;
    if (isHermes(first)) {
        const messages = (0,json/* arr */.QL)(first.messages);
        return (0,json/* arr */.QL)(first.tools).length === 0 && writesToolCalls(messages)
            ? 'a Hermes session whose messages hold <tool_call> blocks with no tool offered (its tools list is empty): calls the model wrote, none made; no run to judge'
            : 'a Hermes session (~/.hermes/sessions): not a format the gate reads';
    }
    if (isAgentTrace(first))
        return "agent-trace attribution records (.agent-trace/traces.jsonl): who wrote which lines, not what a run did; judge the transcript their conversations' url names";
    if (isClineManifest(first))
        return "a Cline CLI session's manifest (cwd, model, prompt): the run is the <id>.messages.json beside it";
    return undefined;
}

;// CONCATENATED MODULE: ./src/trace/registry.ts
/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */




































/**
 * Adapters in the order `auto` tries them: the most specific signatures first. Each signature
 * keys on fields the others do not have (`type: "session"`, `parentUuid` + `sessionId`,
 * opencode's `sessionID` + `part`, Copilot's `type` + `data` + `parentId` events, Cursor's
 * `tool_call` records with a `<kind>ToolCall`, Amp's `T-` session ids (Cursor and Amp refine
 * claude-stream: they win a tie with it), Droid's `tool_call` with `toolName` and `messageId` or
 * `session_start`, Qwen Code's `qwen_code_version` or chat records with `message.parts`, Kimi
 * CLI's `_checkpoint` / `_usage` roles or OpenAI-style `tool_calls`, goose's messages with
 * `created`, the Gemini CLI result's `stats.models` (those before Claude's, whose init line and
 * `parentUuid` some of them share, and which they outrank),
 * `subtype: "init"`, `thread.started`, `session_meta`, `openinference.span.kind` (before
 * `resourceSpans`: OTLP whose spans follow OpenInference is openinference), `resourceSpans`, `object: "trace"`,
 * `version` + `eval`, `trajectory` + `history` + `info`, `trajectory_format`, OpenHands events or
 * runs, `sessionId` + `projectHash`, Cline's `say`/`ask` messages, `schema_version` starting with `ATIF-`, `schema_version`); critiqor,
 * which takes any object whose type is a flat event type, comes last.
 */
const ADAPTERS = [
    openclaw,
    droid,
    qwen_code,
    kimi_cli,
    goose,
    gemini_cli_result,
    claude_code,
    opencode,
    copilot_cli,
    cursor_cli,
    amp,
    claude_stream,
    codex_exec,
    codex_rollout,
    openinference,
    otel,
    openai_agents,
    inspect,
    swe_agent,
    mini_swe_agent,
    openhands,
    gemini_cli,
    cline,
    atif,
    aider,
    junie,
    adapters_continue,
    critiqor_session,
    critiqor,
];
function isFormatId(x) {
    return types/* FORMAT_IDS */.Jn.includes(x);
}
function adapterFor(id) {
    return ADAPTERS.find((a) => a.id === id);
}
/** How well a file's first records fit an adapter's format: its own `fit`, else from `recognise`. */
function fitOf(adapter, sample) {
    if (adapter.fit)
        return adapter.fit(sample);
    return sample.records.length > 0 && adapter.recognise(sample.records[0]) ? types/* FIT */.U5.SIGNATURE : types/* FIT */.U5.NONE;
}
/** Every adapter with some fit, best first (registry order among equals). */
function candidates(sample) {
    return ADAPTERS.map((adapter) => ({ adapter, fit: fitOf(adapter, sample) }))
        .filter((c) => c.fit > types/* FIT */.U5.NONE)
        .sort((a, b) => b.fit - a.fit);
}
function detect(sample) {
    const list = candidates(sample).filter((c) => c.fit >= types/* FIT */.U5.LIKELY);
    if (list.length === 0)
        return { kind: 'none' };
    const tied = list.filter((c) => c.fit === list[0].fit);
    // A format whose files begin like another's, or carry its signature, wins a tie with it
    // (Adapter.outranks).
    const best = tied.length > 1 ? tied.filter((c) => !tied.some((o) => o.adapter.outranks?.includes(c.adapter.id))) : tied;
    if (best.length > 1)
        return { kind: 'ambiguous', ids: best.map((c) => c.adapter.id) };
    return { kind: 'format', adapter: best[0].adapter };
}
/** The adapter that a file starting with this record is read with, or undefined. */
function recognise(first) {
    const d = detect({ records: [first] });
    return d.kind === 'format' ? d.adapter : undefined;
}
/** What `auto` looks for, for the error of a file that matches no format. */
function signatures() {
    return ADAPTERS.map((a) => a.signature).join('; ');
}
/** Where the list of formats is, for error messages. */
const FORMATS_HELP = 'name one with --format (docs/formats.md lists the formats)';
/**
 * What a record looks like, in a few words: its shape and first keys (sorted), or its type. Lists
 * whose first item is a list are counted, not walked: "a list nested 5000 deep".
 */
function describeRecord(x) {
    let depth = 0;
    let inner = x;
    while (Array.isArray(inner) && inner.length > 0) {
        depth++;
        inner = inner[0];
    }
    if (Array.isArray(inner))
        depth++; // the innermost list, empty
    if (depth === 0)
        return describeItem(x);
    const lists = depth === 1 ? 'a list' : `a list nested ${depth} deep`;
    if (Array.isArray(inner))
        return depth === 1 ? 'an empty list' : `${lists}, the innermost empty`;
    return depth === 1
        ? `a list whose first item is ${describeItem(inner)}`
        : `${lists}, the innermost starting with ${describeItem(inner)}`;
}
/** What a value that is not a list looks like: an object's first keys (sorted), or its type. */
function describeItem(x) {
    if (x === null || typeof x !== 'object')
        return (0,core_text/* typeName */.go)(x);
    const keys = Object.keys(x).sort();
    if (keys.length === 0)
        return 'an empty object';
    const shown = keys.slice(0, 5).map(safeKey).join(', ');
    return `an object with keys ${shown}${keys.length > 5 ? `, ... (${keys.length} keys)` : ''}`;
}
/**
 * The adapter for a file, chosen on its first records (a file that only looks like a run,
 * lookalikes.ts, is refused by name first): the forced format when it fits (a
 * TraceError naming what the file looks like when it does not), else the best fit (a TraceError
 * when none fits or two fit alike). `line` is the first record's line, for the error.
 */
function choose(format, sample, source, line) {
    // Files that only look like a run are refused by name, whatever format is asked for.
    const lookalike = lookalikeOf(sample);
    if (lookalike !== undefined)
        throw new read/* TraceError */.yW(source, line, `expected a run, found ${lookalike}`, lookalike);
    if (format !== 'auto') {
        const adapter = adapterFor(format);
        if (!adapter)
            throw new read/* TraceError */.yW(source, line, `the format "${format}" is not supported yet`);
        const fit = fitOf(adapter, sample);
        const better = candidates(sample).find((c) => c.adapter !== adapter &&
            c.fit >= types/* FIT */.U5.LIKELY &&
            (c.fit > fit || (c.fit === fit && c.adapter.outranks?.includes(adapter.id) === true)));
        if (fit > types/* FIT */.U5.NONE && !better)
            return adapter;
        const looks = better
            ? `looks like ${better.adapter.id}`
            : `fits no known format (the first record is ${describeRecord(sample.records[0])})`;
        throw new read/* TraceError */.yW(source, line, `--format ${format} does not fit this file: it ${looks}; ${better ? `use --format ${better.adapter.id} or auto` : FORMATS_HELP}`, better ? undefined : notATrace(sample));
    }
    const d = detect(sample);
    if (d.kind === 'format')
        return d.adapter;
    if (d.kind === 'ambiguous')
        throw new read/* TraceError */.yW(source, line, `the file fits several trace formats alike (${d.ids.join(', ')}); ${FORMATS_HELP}`);
    const looks = lookOf(sample);
    // A project's manifest or configuration is no trace of any format: said so, no format suggested.
    const project = (0,project_files/* projectFileWhat */.E)(source);
    throw new read/* TraceError */.yW(source, line, project
        ? `expected an agent's trace, found ${project}, which is no trace; name the trace files or their folder`
        : `expected a known trace format, found ${describeRecord(sample.records[0])}${looks ? ` (it looks like ${looks})` : ''}; ${FORMATS_HELP}`, project ? `${project}, not a trace` : notATrace(sample));
}
/** What a file whose records fit no format is, for the list of files not read. */
function notATrace(sample) {
    return `JSON that is no trace: its records fit no format (the first is ${describeRecord(sample.records[0])})`;
}
/** What the first records look like, when they are those of a format known by its records but not read. */
function lookOf(sample) {
    for (const r of sample.records) {
        const looks = (0,events/* isJsonObject */.OW)(r) ? looksLike(r) : undefined;
        if (looks !== undefined)
            return looks;
    }
    return undefined;
}
/**
 * When a file is refused for the records its reader left unread (AdapterContext.unread): when
 * one looked like a tool call, or when more than UNREAD_SHARE of the records, and at least
 * UNREAD_MIN of them, went unread. One stray record of a type the reader does not know (a
 * format adds a kind of header or notice now and then) is not worth refusing a run over; two
 * records in ten that say nothing to the reader are no longer a run read, and a call left
 * unread is always one the verdict would miss.
 */
const UNREAD_SHARE = 0.1;
const UNREAD_MIN = 2;
/** Whether the records left unread refuse the file (UNREAD_SHARE, UNREAD_MIN). */
function refusesUnread(c) {
    return c.calls > 0 || (c.unread >= UNREAD_MIN && c.unread > c.records * UNREAD_SHARE);
}
/**
 * A record handler for readRecords that recognises the format on the first records: it holds
 * them back (SAMPLE_RECORDS of them, or all of a shorter file), lets `pick` choose the adapter on
 * them, then hands the adapter every record in file order. `end()` after the read finishes the
 * adapter and returns it, or refuses the file when the adapter left unread a record that looked
 * like a tool call or more than a small share of the records (refusesUnread): a file is never
 * judged on the few records its reader understood.
 */
class AdaptingReader {
    pick;
    emit;
    held = [];
    instance;
    chosen;
    ctx;
    records = 0;
    unreadRecords = 0;
    unreadCalls = 0;
    firstUnread;
    /** The record being handed to the adapter, for what an unread one looks like. */
    current;
    constructor(ctx, pick, emit) {
        this.pick = pick;
        this.emit = emit;
        this.ctx = { ...ctx, unread: (line, kind, call) => this.unread(line, kind, call === true) };
    }
    get adapter() {
        return this.chosen;
    }
    /** The records read and those the adapter left unread. */
    get unreadCount() {
        return {
            records: this.records,
            unread: this.unreadRecords,
            calls: this.unreadCalls,
            ...(this.firstUnread ? { first: this.firstUnread } : {}),
        };
    }
    record = (value, line) => {
        if (this.instance)
            return this.feed(value, line);
        this.held.push({ value, line });
        if (this.held.length >= types/* SAMPLE_RECORDS */.A_)
            this.start();
    };
    /**
     * The name of a session in the report, from its key in the events ('' for events emitted
     * without a session): the first session of a file that held several may get a name after the
     * fact (AdapterInstance.firstSession). Call after end().
     */
    sessionName(key) {
        return key !== '' ? key : this.instance?.firstSession?.();
    }
    /** After the last record: the adapter chosen (undefined when the file held no record). */
    end() {
        if (!this.instance && this.held.length)
            this.start();
        if (this.instance) {
            try {
                this.instance.end();
            }
            catch (err) {
                throw (0,read/* deepError */.NH)(err, this.ctx.source, undefined);
            }
            const count = this.unreadCount;
            if (refusesUnread(count))
                throw unreadError(this.ctx.source, this.chosen.id, count);
        }
        return this.chosen;
    }
    unread(line, kind, call) {
        this.unreadRecords++;
        if (call)
            this.unreadCalls++;
        if (this.firstUnread && (!call || this.unreadCalls > 1))
            return;
        const current = this.current;
        const looks = (0,events/* isJsonObject */.OW)(current) ? looksLike(current) : undefined;
        this.firstUnread = { line, kind, ...(looks !== undefined ? { looksLike: looks } : {}) };
    }
    start() {
        const held = this.held;
        this.held = [];
        try {
            this.chosen = this.pick({ records: held.map((h) => h.value) }, held[0].line);
        }
        catch (err) {
            throw (0,read/* deepError */.NH)(err, this.ctx.source, held[0].line);
        }
        this.instance = this.chosen.create(this.emit, this.ctx);
        for (const h of held)
            this.feed(h.value, h.line);
    }
    feed(value, line) {
        this.records += Array.isArray(value) ? value.length : 1;
        this.current = value;
        try {
            this.instance.record(value, line);
        }
        catch (err) {
            throw (0,read/* deepError */.NH)(err, this.ctx.source, line);
        }
    }
}
/**
 * The error of a file refused for the records its reader left unread: how many, of what kind,
 * and what they look like. Only the adapter's few words and safe keys are printed.
 */
function unreadError(source, id, c) {
    const first = c.first;
    const what = first
        ? `records of ${first.kind}${first.looksLike ? `: this looks like ${first.looksLike}` : ''}`
        : 'records its reader does not know';
    const calls = c.calls > 0 ? `, ${c.calls} like a tool call` : '';
    return new read/* TraceError */.yW(source, first?.line, `${what}; ${c.unread} of ${c.records} records left unread as ${id}${calls}: the file is not judged on the rest`);
}



/***/ })

};
