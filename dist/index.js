import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 65773:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ cacheCompiledCode)
/* harmony export */ });
/* unused harmony export ownFolder */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
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
function ownFolder(dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'node-compile-cache')) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true, mode: 0o700 });
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir);
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
    const enable = node_module__WEBPACK_IMPORTED_MODULE_1__.enableCompileCache;
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

/***/ 87821:
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

/***/ 36536:
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

/***/ 71881:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ isGateWorker),
/* harmony export */   v: () => (/* binding */ runGateWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _queue_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(36536);
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
    runPoolWorker((await Promise.all(/* import() */[__nccwpck_require__.e(885), __nccwpck_require__.e(955)]).then(__nccwpck_require__.bind(__nccwpck_require__, 80955))).diagnosePoolJob);
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

/***/ 79407:
/***/ (function(module, __unused_webpack___webpack_exports__, __nccwpck_require__) {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_worker_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(71881);
/* harmony import */ var _gate_compile_cache_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(65773);
/* harmony import */ var _gate_jit_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(87821);
/** Entry of the action (action.yml `main`): runs it, or, in a worker thread, the gate's worker. */




// Before the bundle's chunks load, in a worker as on the main thread.
(0,_gate_compile_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .cacheCompiledCode */ .p)();
if ((0,_gate_worker_js__WEBPACK_IMPORTED_MODULE_1__/* .isGateWorker */ .Y)())
    await (0,_gate_worker_js__WEBPACK_IMPORTED_MODULE_1__/* .runGateWorker */ .v)();
else {
    // Before any worker starts: the flag holds for them too.
    (0,_gate_jit_js__WEBPACK_IMPORTED_MODULE_3__/* .tuneJit */ .gk)();
    // Loaded only here: a worker thread needs none of the action, and starts the sooner.
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(735), __nccwpck_require__.e(885), __nccwpck_require__.e(955), __nccwpck_require__.e(478)]).then(__nccwpck_require__.bind(__nccwpck_require__, 81478));
    await run({ workerScript: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url) });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 42613:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ (function(module) {

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
