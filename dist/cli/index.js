#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 91:
/***/ (function(module, __unused_webpack___webpack_exports__, __nccwpck_require__) {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _gate_worker_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1881);
/* harmony import */ var _gate_threads_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8586);
/* harmony import */ var _cli_prestart_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7163);
/* harmony import */ var _gate_compile_cache_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(22);
/* harmony import */ var _gate_jit_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7821);
/**
 * Entry of the CLI bundle (package.json `bin`): runs the CLI and sets the exit status, or, in a
 * worker thread, diagnoses files or a part of a file (src/gate/worker.ts).
 */







/** A size only the tests set, through an environment variable: undefined when it is not a whole number. */
function sizeFromEnv(name) {
    const raw = process.env[name];
    return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}
/** Only the tests lower the size from which a file is read in parts, through this variable. */
const partsMinBytes = () => sizeFromEnv('AGENT_TRUST_GATE_PARTS_MIN_BYTES');
/** Only the tests lower the size from which files are read on a pool of threads, through this variable. */
const poolMinBytes = () => sizeFromEnv('AGENT_TRUST_GATE_POOL_MIN_BYTES');
/**
 * A stream that stops writing, quietly, once its reader has gone (`... | head -1` closes the
 * pipe): the verdict still decides the exit status, and no EPIPE stack trace is printed.
 */
function quietWhenClosed(stream) {
    let closed = false;
    stream.on('error', (err) => {
        if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED')
            closed = true;
        else
            throw err;
    });
    return (s) => {
        if (!closed)
            stream.write(s);
    };
}
// Before the bundle's chunks load, in a worker as on the main thread.
(0,_gate_compile_cache_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheCompiledCode */ .p)();
if ((0,_gate_worker_js__WEBPACK_IMPORTED_MODULE_2__/* .isGateWorker */ .Y)()) {
    await (0,_gate_worker_js__WEBPACK_IMPORTED_MODULE_2__/* .runGateWorker */ .v)();
}
else {
    // Before any worker starts: the flag holds for them too.
    (0,_gate_jit_js__WEBPACK_IMPORTED_MODULE_6__/* .tuneJit */ .gk)();
    const workerScript = (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url);
    const argv = process.argv.slice(2);
    const count = (0,_cli_prestart_js__WEBPACK_IMPORTED_MODULE_4__/* .workersToStart */ .bk)(argv, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), poolMinBytes());
    const parts = count > 0 ? 0 : (0,_cli_prestart_js__WEBPACK_IMPORTED_MODULE_4__/* .partWorkersToStart */ .mb)(argv, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), partsMinBytes());
    const startedWorkers = count > 0
        ? new _gate_threads_js__WEBPACK_IMPORTED_MODULE_3__/* .StartedWorkers */ .fr(workerScript, count)
        : parts > 0
            ? new _gate_threads_js__WEBPACK_IMPORTED_MODULE_3__/* .StartedWorkers */ .fr(workerScript, parts, 'part')
            : undefined;
    // Loaded only here: a worker thread needs none of it, and starts the sooner.
    const { inCi, runCli } = await Promise.all(/* import() */[__nccwpck_require__.e(885), __nccwpck_require__.e(955), __nccwpck_require__.e(938)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8938));
    process.exitCode = await runCli(process.argv.slice(2), { stdout: quietWhenClosed(process.stdout), stderr: quietWhenClosed(process.stderr) }, {
        workerScript,
        ...(startedWorkers ? { startedWorkers } : {}),
        partsMinBytes: partsMinBytes(),
        poolMinBytes: poolMinBytes(),
        stderrIsTTY: process.stderr.isTTY === true,
        githubActions: process.env.GITHUB_ACTIONS === 'true',
        ci: inCi(process.env),
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7163:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bk: () => (/* binding */ workersToStart),
/* harmony export */   mb: () => (/* binding */ partWorkersToStart)
/* harmony export */ });
/* unused harmony exports LOOK_MAX_ENTRIES, FLAGS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _trace_listings_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2592);
/* harmony import */ var _gate_threads_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8586);
/**
 * The CLI's guess, made as the process starts and before its modules load, of the pool workers a
 * run will want (src/gate/threads.ts): started then, they load at the same time as this thread.
 *
 * Imported by the CLI's entry, which a worker thread runs too: nothing here but node's own modules.
 */




/** Entries a look into the folders named may visit: past them, the files are taken to be many. */
const LOOK_MAX_ENTRIES = 4000;
/** Whether what was seen is reason enough to start a pool's workers. */
const enough = (look, minBytes) => look.entries > LOOK_MAX_ENTRIES || (look.files > 1 && look.bytes >= minBytes);
/**
 * Count the trace files under `dir` (by name, as a walk of the CLI takes them: src/trace/files.ts)
 * and their bytes, until there is enough (see `enough`).
 */
function look(dir, seen, minBytes) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return; // The CLI says what is wrong with the folder.
    }
    // The walk that finds the files takes this listing rather than listing the folder again.
    (0,_trace_listings_js__WEBPACK_IMPORTED_MODULE_2__/* .keepListing */ .Y)(dir, entries);
    for (const entry of entries) {
        if (enough(seen, minBytes))
            return;
        seen.entries++;
        if (entry.name === 'node_modules' || entry.name.startsWith('.'))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
        if (entry.isDirectory())
            look(path, seen, minBytes);
        else if (entry.isFile() && TRACE_NAME.test(entry.name)) {
            seen.files++;
            seen.bytes += statOrUndefined(path)?.size ?? 0;
        }
    }
}
/** The names of trace files (TRACE_EXTENSIONS of src/trace/files.ts, which loads more than this may). */
const TRACE_NAME = /\.(json|jsonl|ndjson|traj)$/i;
const GLOB_CHARS = /[*?[\]{}]/;
/**
 * The CLI's options that take no value: the boolean ones of OPTIONS (src/cli/args.ts, which loads
 * more than this may); a test holds the two the same.
 */
const FLAGS = new Set(['json', 'no-mask', 'fail-on-regression', 'help', 'version']);
/**
 * How many pool workers to start as the process starts, with `parallelism` cores: for a
 * `diagnose` of at least two trace files that add up to what a pool is started for
 * (POOL_MIN_BYTES), named or in the folders named (a glob: under its literal start), or of more
 * files than are worth counting; as many as a pool would start beside this thread (`--workers`
 * counts this thread). A guess on the raw arguments (the command comes first, options after it):
 * a worker that the run turns out not to need is stopped (src/gate/pipeline.ts). `minBytes`: the
 * pool's (PipelineOptions.poolMinBytes).
 */
function workersToStart(argv, parallelism, minBytes = _gate_threads_js__WEBPACK_IMPORTED_MODULE_3__/* .POOL_MIN_BYTES */ .mW) {
    const args = diagnoseArgs(argv);
    if (!args)
        return 0;
    const threads = args.workers === undefined ? parallelism : Math.min(parallelism, args.workers);
    const seen = { files: 0, bytes: 0, entries: 0 };
    const roots = [];
    for (const arg of args.paths) {
        if (GLOB_CHARS.test(arg)) {
            const literal = [];
            for (const part of arg.split(/[\\/]/)) {
                if (GLOB_CHARS.test(part))
                    break;
                literal.push(part);
            }
            roots.push(literal.join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) || ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(arg) ? node_path__WEBPACK_IMPORTED_MODULE_1__.sep : '.'));
            continue;
        }
        const info = statOrUndefined(arg);
        if (info?.isDirectory())
            roots.push(arg);
        else if (info?.isFile()) {
            seen.files++;
            seen.bytes += info.size;
        }
    }
    if (threads < 2)
        return 0;
    for (const root of roots)
        look(root, seen, minBytes);
    return enough(seen, minBytes) ? threads - 1 : 0;
}
/**
 * The arguments of a `diagnose` (the command comes first, options after it); undefined for
 * another command, or with `--help` or `--version`. An option's value is no path (`--out report.json`).
 */
function diagnoseArgs(argv) {
    if (argv[0] !== 'diagnose')
        return undefined;
    const out = { paths: [] };
    let positional = false;
    for (let i = 1; i < argv.length; i++) {
        const arg = argv[i];
        if (!positional && arg === '--') {
            positional = true;
            continue;
        }
        if (!positional && arg.startsWith('-')) {
            if (['--help', '-h', '--version', '-v'].includes(arg))
                return undefined;
            const [name, inline] = arg.startsWith('--') ? splitOption(arg.slice(2)) : [arg, undefined];
            const value = inline ?? (arg.startsWith('--') && !FLAGS.has(name) ? argv[++i] : undefined);
            if (name === 'workers' && value !== undefined && /^\d+$/.test(value))
                out.workers = Number(value);
            if (name === 'format' && value !== undefined)
                out.format = value;
            continue;
        }
        out.paths.push(arg);
    }
    return out;
}
/** `name=value` as the name and the value; a name alone as the name. */
function splitOption(text) {
    const at = text.indexOf('=');
    return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
function statOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        return undefined; // The CLI says what is wrong with the argument.
    }
}
/** The bytes of a file's start looked at to guess whether it is a trace of flat events. */
const FIRST_LINE_BYTES = 4096;
/** Whether the file's first line is a flat event (`{"event": "...", ...}`), as far as its first bytes tell. */
function startsFlat(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
        const buf = Buffer.alloc(FIRST_LINE_BYTES);
        const text = buf.toString('utf8', 0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, FIRST_LINE_BYTES, 0));
        const end = text.indexOf('\n');
        if (end === -1)
            return false;
        const first = JSON.parse(text.slice(0, end));
        return first !== null && typeof first === 'object' && typeof first.event === 'string';
    }
    catch {
        return false; // The CLI reads the file and says what is wrong with it.
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * How many part workers to start as the process starts, with `parallelism` cores: one (for the
 * later part; this thread reads the first), for a `diagnose` of one file of flat events (its
 * first line says so) of at least `minBytes`, which is read in two parts at once
 * (src/gate/parts.ts); else none. A guess on the raw arguments, as
 * `workersToStart` makes: workers no file takes are stopped.
 */
function partWorkersToStart(argv, parallelism, minBytes = _gate_threads_js__WEBPACK_IMPORTED_MODULE_3__/* .PARTS_MIN_BYTES */ ._x) {
    const args = diagnoseArgs(argv);
    if (!args || parallelism < 2 || args.paths.length !== 1 || GLOB_CHARS.test(args.paths[0]))
        return 0;
    if (args.format !== undefined && args.format !== 'auto' && args.format !== 'critiqor')
        return 0;
    const info = statOrUndefined(args.paths[0]);
    return info?.isFile() && info.size >= minBytes && startsFlat(args.paths[0]) ? 1 : 0;
}


/***/ }),

/***/ 22:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  p: () => (/* binding */ cacheCompiledCode)
});

// UNUSED EXPORTS: ownFolder

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/gate/compile-cache.ts
/**
 * Node's cache of compiled code (Node 22.1 and later; Node 20 has none): with it, the bundle's
 * modules are compiled once and then loaded from the cache, on this thread and in each worker,
 * which starts each of them sooner. It is node's own cache, in the folder node uses by default
 * (NODE_COMPILE_CACHE, or `node-compile-cache` in the system's temporary folder), shared with
 * the other tools that use it; each entry is checked against the code it was compiled from.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off. A cache that cannot be used is no error: the code is
 * compiled as it always is.
 *
 * The temporary folder may be shared with other users, and code from the cache is run: the
 * default folder is used only when it is this user's own (not a link, and no one else may
 * write to it).
 *
 * Imported by the bundles' entries: nothing here but node's own modules.
 */




/** A folder for the cache, made if need be; undefined when it is not this user's own. */
function ownFolder(dir = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'node-compile-cache')) {
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
        const info = (0,external_node_fs_.lstatSync)(dir);
        const uid = process.getuid?.();
        if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0)
            return undefined;
        return dir;
    }
    catch {
        return undefined;
    }
}
/** Turn the cache on for the modules loaded from now on; nothing where node has no such cache. */
function cacheCompiledCode(env = process.env) {
    const enable = external_node_module_namespaceObject.enableCompileCache;
    if (!enable || env.NODE_DISABLE_COMPILE_CACHE)
        return;
    try {
        // The folder the user chose: node has turned the cache on already.
        if (env.NODE_COMPILE_CACHE)
            return;
        const dir = ownFolder();
        if (dir !== undefined)
            enable(dir);
    }
    catch {
        // No cache: the code is compiled as usual.
    }
}


/***/ }),

/***/ 7821:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gk: () => (/* binding */ tuneJit)
});

// UNUSED EXPORTS: INLINE_BUDGET_BYTES, flagGiven

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/gate/jit.ts
/**
 * How much V8's optimizing compiler inlines, set for the gate's short runs.
 *
 * A run lasts a second or a few, and each thread (this one, and every worker: each compiles the
 * engine anew) spends a good part of it compiling its hottest functions, on the machine's other
 * cores. When the pool keeps every core busy, that compiling takes time from the diagnosis
 * itself. With less inlining into one function (V8's default budget is 920 bytes of bytecode)
 * the compiler does much less work for code that is nearly as fast: measured on 2 cores, paired
 * runs, with the reports the same, 2,000 Claude Code transcripts took 0.93x the wall time and
 * 0.92x the CPU on Node 20 (0.98x on Node 24); a long file read in two parts 0.97x; 50
 * transcripts on one thread the same wall time with 0.95x the CPU.
 *
 * The flag holds for the whole process, its workers too. A value the user gave node
 * (`node --max-inlined-bytecode-size-cumulative=N`) is left as it is.
 *
 * Imported by the bundles' entries: nothing here but node's own modules.
 */

/** The inlining budget of one optimized function, in bytes of bytecode. */
const INLINE_BUDGET_BYTES = 300;
const FLAG = '--max-inlined-bytecode-size-cumulative';
/** Whether node's own options (`process.execArgv`) give the flag; V8 reads `_` in a flag's name as `-`. */
function flagGiven(execArgv) {
    return execArgv.some((arg) => arg.split('=')[0].replace(/_/g, '-') === FLAG);
}
/**
 * Set the inlining budget (with `set`, V8's by default), unless the user gave node one. Call on
 * the main thread, before any worker starts.
 */
function tuneJit(execArgv = process.execArgv, set = external_node_v8_namespaceObject.setFlagsFromString) {
    if (!flagGiven(execArgv))
        set(`${FLAG}=${INLINE_BUDGET_BYTES}`);
}


/***/ }),

/***/ 6536:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M2: () => (/* binding */ fileFailed),
/* harmony export */   Ou: () => (/* binding */ takeFile),
/* harmony export */   Vr: () => (/* binding */ heldBy),
/* harmony export */   YH: () => (/* binding */ beatOf),
/* harmony export */   Yw: () => (/* binding */ closeQueue),
/* harmony export */   Zw: () => (/* binding */ jobOf),
/* harmony export */   Zy: () => (/* binding */ newQueueState),
/* harmony export */   v3: () => (/* binding */ beat)
/* harmony export */ });
/**
 * The files of a pool (src/gate/pool.ts) as one queue in shared memory, taken from by every
 * thread of the pool: a thread that has finished a file takes the next one itself, at once, and
 * never waits for another thread to hand it one (this thread, diagnosing a file of its own, could
 * not answer for as long as that file takes).
 *
 * The queue is four kinds of 32-bit slots: the next place in the order of the files, the first
 * failed file so far (files after it in the order given need not be read), for each worker the
 * file it is diagnosing (-1: none), so that a worker that stops can be named with its file, and
 * for each worker a beat that it counts up as long as it answers (the pool's watchdog: a worker
 * whose beat stands still while it holds a file has stopped answering).
 *
 * Imported by the worker threads: nothing here but plain code.
 */
/** Where the slots are. */
const NEXT = 0;
const FIRST_ERROR = 1;
const HELD = 2;
/** The job of the file at `index`: its path, and whether its bytes are hashed. */
function jobOf(index, paths, hash) {
    return { index, path: paths[index], ...(hash?.has(index) ? { hash: true } : {}) };
}
/** A new queue's slots: `files` files, none taken, none failed, `workers` workers holding none. */
function newQueueState(files, workers) {
    const state = new SharedArrayBuffer(4 * (HELD + 2 * workers));
    const slots = new Int32Array(state);
    slots[FIRST_ERROR] = files;
    slots.fill(-1, HELD, HELD + workers);
    return state;
}
/** Where a worker's beat is: after every worker's held file. */
const beatAt = (slots, slot) => HELD + (slots.length - HELD) / 2 + slot;
/** The worker of `slot` answers: its beat counts up (the pool's watchdog reads it). */
function beat(slots, slot) {
    Atomics.add(slots, beatAt(slots, slot), 1);
}
/** The beat of the worker of `slot`: it changes as long as the worker answers. */
function beatOf(slots, slot) {
    return Atomics.load(slots, beatAt(slots, slot));
}
/**
 * The next file to diagnose, by index, now held by `slot` (-1: this thread, which needs no slot);
 * undefined once none is left. Files after the first failed one (in the order given) are passed
 * over: they need not be read.
 */
function takeFile(slots, order, slot = -1) {
    for (;;) {
        const at = Atomics.add(slots, NEXT, 1);
        if (at >= order.length) {
            if (slot >= 0)
                Atomics.store(slots, HELD + slot, -1);
            return undefined;
        }
        const index = order[at];
        if (index > Atomics.load(slots, FIRST_ERROR))
            continue;
        if (slot >= 0)
            Atomics.store(slots, HELD + slot, index);
        return index;
    }
}
/** The file at `index` failed: no file after it in the order given is taken from now on. */
function fileFailed(slots, index) {
    for (let first = Atomics.load(slots, FIRST_ERROR); index < first; first = Atomics.load(slots, FIRST_ERROR)) {
        if (Atomics.compareExchange(slots, FIRST_ERROR, first, index) === first)
            return;
    }
}
/** No file is taken from now on (the run is over). */
function closeQueue(slots, files) {
    Atomics.store(slots, NEXT, files);
}
/** The file a worker's slot says it is diagnosing; undefined when it holds none. */
function heldBy(slots, slot) {
    const index = Atomics.load(slots, HELD + slot);
    return index >= 0 ? index : undefined;
}


/***/ }),

/***/ 8586:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ PART_YOUNG_GENERATION_MB),
/* harmony export */   _x: () => (/* binding */ PARTS_MIN_BYTES),
/* harmony export */   dB: () => (/* binding */ startPoolWorker),
/* harmony export */   dH: () => (/* binding */ PART_WORKER_WAITING),
/* harmony export */   fr: () => (/* binding */ StartedWorkers),
/* harmony export */   mW: () => (/* binding */ POOL_MIN_BYTES)
/* harmony export */ });
/* unused harmony exports YOUNG_GENERATION_MB, startPartWorker, POOL_WORKER_DATA */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Starting the worker threads of a pool (src/gate/pool.ts), also before the files are known: a
 * worker needs about a tenth of a second to load the engine, and started as the CLI starts, it
 * loads while this thread loads its own modules and looks for the files. It gets its settings,
 * then its files, by message; a worker not taken by a pool is stopped.
 *
 * Imported by the bundles' entries: nothing here but node's own modules, so that a worker thread
 * loads nothing more for it.
 */

/**
 * A worker's young generation, fixed: Node 24 sizes it by the machine's memory, and on the
 * benchmark's 2,000 files two workers then peak near 600 MB. 32 MB takes the same time (on Node
 * 20 as on 24) and the run peaks about 120 MB lower.
 */
const YOUNG_GENERATION_MB = 32;
/**
 * Without a number of workers asked for, files that add up to less than this are read on this
 * thread. A worker costs its start and its own warm-up (every thread compiles the engine anew):
 * measured on 2 cores with real Claude Code transcripts, one thread finishes as soon as two up to
 * about 128 MB (33 MB: 0.90x the wall time of two; 64 MB: 0.85x; 128 MB: 0.99x; 192 MB: 1.12x)
 * and spends a quarter to a third less CPU.
 */
const POOL_MIN_BYTES = 128 * 1024 * 1024;
/**
 * Files from this size on are read in two parts at once (src/gate/parts.ts): below it a worker
 * costs more than it saves.
 */
const PARTS_MIN_BYTES = 32 * 1024 * 1024;
/**
 * The part worker's young generation, in MB (measured on the later part: the same time as V8's
 * default, 30 MB less at peak). The process's peak memory holds both threads' heaps.
 */
const PART_YOUNG_GENERATION_MB = 12;
/** A part worker's workerData when it is started before its job is known: the job comes in its first message. */
const PART_WORKER_WAITING = 'waiting';
/** A new part worker running `script`, waiting for its job (src/gate/parts.ts). */
function startPartWorker(script) {
    return new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(script, {
        workerData: { agentTrustGatePart: PART_WORKER_WAITING },
        resourceLimits: { maxYoungGenerationSizeMb: PART_YOUNG_GENERATION_MB },
    });
}
/** A pool worker's workerData: its settings come in its first message. */
const POOL_WORKER_DATA = { agentTrustGatePool: true };
/** A new pool worker running `script` (a bundle entry); it waits for its settings and files. */
function startPoolWorker(script) {
    return new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(script, {
        workerData: POOL_WORKER_DATA,
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
}
/**
 * Workers started ahead, loading until a pool (kind `pool`) or the later part of one long file
 * (kind `part`) takes them. Until then they do not keep the process alive, and one that stopped
 * (it could not load) is not handed out: the pool or the parts start another, which fails as
 * theirs do.
 */
class StartedWorkers {
    script;
    kind;
    idle = [];
    constructor(script, count, kind = 'pool') {
        this.script = script;
        this.kind = kind;
        for (let k = 0; k < count; k++) {
            const worker = kind === 'pool' ? startPoolWorker(script) : startPartWorker(script);
            worker.unref();
            // Its error is the pool's to report, from the worker it starts instead.
            worker.on('error', () => undefined);
            worker.once('exit', () => {
                const at = this.idle.indexOf(worker);
                if (at !== -1)
                    this.idle.splice(at, 1);
            });
            this.idle.push(worker);
        }
    }
    /** How many are still waiting to be taken. */
    get waiting() {
        return this.idle.length;
    }
    /** One of the workers, for a pool, which now keeps the process alive while it runs; undefined when none is left. */
    take() {
        const worker = this.idle.shift();
        worker?.ref();
        return worker;
    }
    /** Stop the workers no pool took (a run of few files, or one that failed before). */
    async stop() {
        const idle = this.idle.splice(0);
        await Promise.all(idle.map((w) => w.terminate()));
    }
}


/***/ }),

/***/ 1881:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ isGateWorker),
/* harmony export */   v: () => (/* binding */ runGateWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _queue_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6536);
/**
 * The worker threads of the gate, started by the bundles' entries (src/index.ts, src/cli-main.ts)
 * when they find themselves in a worker: a pool worker diagnoses whole files one at a time
 * (src/gate/pool.ts), a part worker the later half of one long file (src/gate/parts.ts).
 */


/** Whether this thread is a pool worker (src/gate/threads.ts starts them). */
function isPoolWorker() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.agentTrustGatePool === true;
}
/** Whether this thread is a part worker started by `diagnoseInParts` (src/gate/parts.ts). */
function isPartWorker() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.agentTrustGatePart !== undefined;
}
/** Whether this thread is a worker of the gate (a pool or a part worker). */
function isGateWorker() {
    return isPartWorker() || isPoolWorker();
}
/**
 * Run this thread as the worker it was started as. Each kind loads only what it runs: a part
 * worker reads flat events with the engine, not every format.
 */
async function runGateWorker() {
    if (isPartWorker())
        return (await __nccwpck_require__.e(/* import() */ 885).then(__nccwpck_require__.bind(__nccwpck_require__, 885))).runPartWorker();
    runPoolWorker((await Promise.all(/* import() */[__nccwpck_require__.e(885), __nccwpck_require__.e(955)]).then(__nccwpck_require__.bind(__nccwpck_require__, 955))).diagnosePoolJob);
}
/**
 * Diagnose files with the settings of the pool's message, taking them one after the other from
 * its queue (src/gate/queue.ts) until none is left: nothing of a file is kept once its results
 * are sent. The thread stays until the pool terminates it.
 */
function runPoolWorker(diagnosePoolJob) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    // Listened to for as long as the thread lives: a worker with no file left waits, as it
    // should, for the pool to end it.
    port.on('message', ({ settings, queue }) => {
        const slots = new Int32Array(queue.state);
        const hash = new Set(queue.hash);
        // The beat the pool's watchdog listens for: it counts up whenever this thread's event loop
        // turns (between files, and every few megabytes of a long one: src/trace/read.ts).
        (0,_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .beat */ .v3)(slots, queue.slot);
        setInterval(() => (0,_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .beat */ .v3)(slots, queue.slot), queue.beatMs).unref();
        const work = async () => {
            for (let index = (0,_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .takeFile */ .Ou)(slots, queue.order, queue.slot); index !== undefined;) {
                // A file's error is not marked as the run's first here: only the pool knows whether it
                // is let pass (a file a walk found that is no trace), and a file marked failed is one
                // after which no file is taken, so that the pool would wait for files no thread reads.
                const reply = await diagnosePoolJob((0,_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .jobOf */ .Zw)(index, queue.paths, hash), settings);
                // The next file is taken before the reply goes: the slot never shows none while one is held.
                const taken = (0,_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .takeFile */ .Ou)(slots, queue.order, queue.slot);
                port.postMessage(reply);
                index = taken;
            }
        };
        void work();
    });
}


/***/ }),

/***/ 2592:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ keepListing),
/* harmony export */   b: () => (/* binding */ listFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Folder listings taken once and handed on: the CLI's first look into the folders it was given
 * (src/cli/prestart.ts, which decides whether to start workers as the process starts) keeps
 * what it listed, and the walk that then finds the trace files (src/trace/files.ts) takes those
 * listings rather than listing the same folders again. Each listing is taken at most once; a
 * folder with none kept is listed as usual.
 *
 * Imported by the CLI's entry, which a worker thread runs too: nothing here but node's own modules.
 */

const kept = new Map();
/** A folder's entries (with their types) as they were listed, for the next `listFolder` of it. */
function keepListing(dir, entries) {
    kept.set(dir, entries);
}
/** A folder's entries, with their types: the listing kept for it (once), else a new one. */
function listFolder(dir) {
    const got = kept.get(dir);
    if (got === undefined)
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    kept.delete(dir);
    return got;
}


/***/ }),

/***/ 181:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4573:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 6193:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 3136:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 5919:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 932:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

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
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
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
/******/ var __webpack_exports__ = __nccwpck_require__(91);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
