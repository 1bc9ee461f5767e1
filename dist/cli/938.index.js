export const id = 938;
export const ids = [938];
export const modules = {

/***/ 8938:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inCi: () => (/* binding */ inCi),
  runCli: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: HELP, MAX_ERROR_LENGTH, commandHelp

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/trace/files.ts
var trace_files = __webpack_require__(2982);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/harness/harbor.ts
var harbor = __webpack_require__(7876);
// EXTERNAL MODULE: ./src/core/load.ts
var load = __webpack_require__(3527);
// EXTERNAL MODULE: ./src/harness/kinds.ts
var kinds = __webpack_require__(1379);
// EXTERNAL MODULE: ./src/trace/adapters/run.ts
var run = __webpack_require__(1519);
// EXTERNAL MODULE: ./src/harness/types.ts
var types = __webpack_require__(5509);
// EXTERNAL MODULE: ./src/trace/project-files.ts
var project_files = __webpack_require__(3182);
;// CONCATENATED MODULE: ./src/harness/folders.ts
/**
 * The files a walk of an output folder (or a glob) found, sorted by what they hold: traces,
 * harness results, and the other files agents and harnesses write beside their traces, which
 * are not read but named (`not read: FILE (what it is)`), so that nothing is skipped in silence.
 *
 * A file is judged by its content, its name only pointing at which files to look into:
 * - `.log` files are logs (a `stderr.log` named as a run's standard error), but for a JSON object
 *   whose first key is the Gemini CLI result's (run-gemini-cli's `stdout.log`: a trace); Inspect's
 *   `.eval` files are its binary logs (the gate reads JSON logs);
 * - `.yaml` / `.yml` files are read: a harness file (a personal_agent_eval case config) is a
 *   harness result; any other is named (exit statuses, a run's configuration or metadata);
 * - a `.json` file is parsed when it is small (at most PEEK_BYTES), or when its name or its first
 *   keys are those of a harness or companion file (`results.json`, `report.json`, `*.meta.json`,
 *   `resolved_ids`, `patch_exists`, `model_patch`, ...); a `.jsonl` / `.ndjson` file when its
 *   first key is one of a prediction's. A harness file (harnessFileKind: SWE-bench run and
 *   instance reports, sb-cli summaries, rewards, arksim and personal_agent_eval files) is a
 *   harness result, joined to its runs by instance id as `--harness` files are; a known
 *   companion (companionOf) is named; anything else is a trace, and reading it says what is
 *   wrong when it is none. A trace named `results.json` is a trace: its content is no harness's.
 * - `.traj` files are traces.
 *
 * An owner-written summary such as `results_summary.json` (`{instances: [{instance_id, resolved,
 * patch_applied}]}`) is named, not read: no harness writes that shape, and the harness's own
 * files beside it (the sb-cli summary, `logs/<id>/report.json`) carry the same verdicts.
 */









/** The name of a YAML file. */
const YAML_NAME = /\.ya?ml$/i;
/** A JSON file this small is parsed whole to sort it. */
const PEEK_BYTES = 64 * 1024;
/** The start of a larger file looked at (its first keys) to decide whether to parse it all. */
const HINT_BYTES = 4096;
/** Names that harnesses and agents give the files they write beside traces. */
const COMPANION_NAME = /^(results|report|preds|all_preds|evaluation|reward|final_result(_\d+)?|run(_\d+)?|metadata|logs|results_summary|api_conversation_history|task_metadata)\.json$|\.meta\.json$|^output\.swebench\.jsonl$/i;
/** First keys of harness and companion files (a run report, an instance report, predictions, ...). */
const COMPANION_KEYS = new Set([
    'total_instances',
    'submitted_instances',
    'completed_instances',
    'resolved_ids',
    'resolved',
    'schema_version',
    'patch_is_None',
    'patch_exists',
    'patch_successfully_applied',
    'tests_status',
    'reward',
    'instance_id',
    'model_name_or_path',
    'model_patch',
    'total',
    'instances',
    'agentType',
    'agent_class',
]);
/** The keys a prediction (one line of a predictions file) may start with. */
const PREDICTION_KEYS = ['instance_id', 'model_name_or_path', 'model_patch'];
/** The first key of a JSON object and, when its value is an object, the first key of that. */
function firstKeys(head) {
    const m = /^\uFEFF?\s*\{\s*"((?:[^"\\]|\\.)*)"\s*:\s*(?:\{\s*"((?:[^"\\]|\\.)*)")?/.exec(head);
    return m ? [m[1], ...(m[2] !== undefined ? [m[2]] : [])] : [];
}
const isPrimitive = (x) => x === null || typeof x !== 'object';
/** One prediction: an instance id and its patch, with nothing nested (a trace holds a history). */
function isPrediction(x) {
    return ((0,events/* isJsonObject */.OW)(x) && typeof x.instance_id === 'string' && 'model_patch' in x && Object.values(x).every(isPrimitive));
}
/**
 * What a companion file is, from its parsed content (and name where the content alone is too
 * plain); undefined when it is none of those known. Harness files are not companions
 * (harnessFileKind). Pure.
 */
function companionOf(value, path) {
    const name = (0,external_node_path_.basename)(path).toLowerCase();
    if (isPrediction(value))
        return 'predictions: the patch of each instance';
    if (Array.isArray(value) && value.length > 0 && value.every(isPrediction))
        return 'predictions: the patch of each instance';
    if ((0,events/* isJsonObject */.OW)(value)) {
        const entries = Object.values(value);
        if (entries.length > 0 && entries.every(isPrediction))
            return 'predictions: the patch of each instance';
        if ((0,events/* isJsonObject */.OW)(value.instances_by_exit_status))
            return 'the exit status of each instance';
        if (Array.isArray(value.instances) &&
            value.instances.every((i) => (0,events/* isJsonObject */.OW)(i) && typeof i.instance_id === 'string' && 'resolved' in i))
            return "a summary of results by instance; the harness's own results are read instead";
        if (name.endsWith('.meta.json') && typeof value.agentType === 'string')
            return "a subagent's type and description";
        if ('agent_class' in value && 'llm_config' in value)
            return "an evaluation's metadata: the agent and model settings";
        if (Array.isArray(value.messages) && (0,events/* isJsonObject */.OW)(value.response) && !('history' in value))
            return 'a log of one model call';
        const keys = Object.keys(value);
        if (keys.length > 0 &&
            keys.every((k) => /\.(eval|json)$/i.test(k)) &&
            entries.every((e) => (0,events/* isJsonObject */.OW)(e) && 'eval' in e))
            return 'the index of Inspect logs; the JSON logs themselves are read';
        if (name === 'task_metadata.json')
            return "Cline's task metadata; the task's ui_messages.json is read";
        if (name.endsWith('.settings.json') && (0,events/* isJsonObject */.OW)(value.tokenUsage))
            return "Factory Droid's session settings (model and tokenUsage) beside its session store <id>.jsonl: its tokens are counted for that session when it is read";
    }
    if (name === 'api_conversation_history.json' && Array.isArray(value))
        return "Cline's API conversation history; the task's ui_messages.json is read";
    return undefined;
}
/**
 * The first `bytes` of a file (fewer when it is shorter), as text. Read synchronously: a folder
 * walk looks into thousands of files, and an event-loop turn for each open, read and close cost
 * more than the reads themselves.
 */
function head(path, bytes) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const buf = Buffer.alloc(bytes);
        const bytesRead = (0,external_node_fs_.readSync)(fd, buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** A file's first and last `bytes` bytes (the whole of a shorter file), as text. */
function ends(path, bytes) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        if (size <= 2 * bytes)
            return head(path, 2 * bytes);
        const buf = Buffer.alloc(2 * bytes);
        (0,external_node_fs_.readSync)(fd, buf, 0, bytes, 0);
        (0,external_node_fs_.readSync)(fd, buf, bytes, bytes, size - bytes);
        return buf.toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** A parsed harness or companion file, or a trace. */
function judged(value, path) {
    if ((0,kinds/* harnessFileKind */.R9)(value, path) !== undefined)
        return { kind: 'harness', value };
    const what = companionOf(value, path);
    return what !== undefined ? { kind: 'not_read', what } : { kind: 'trace' };
}
const parsed = (text) => {
    try {
        return JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch {
        return undefined;
    }
};
function sortOne(path, parseHarnessText) {
    const name = (0,external_node_path_.basename)(path).toLowerCase();
    const project = (0,project_files/* projectFileWhat */.E)(path);
    if (project !== undefined)
        return { kind: 'not_read', what: `${project}, not a trace` };
    if (name.endsWith('.log'))
        return sortLog(path, name);
    if (name.endsWith('.eval'))
        return {
            kind: 'not_read',
            what: 'an Inspect log in its binary format; "inspect log convert --to json" makes a JSON log the gate reads',
        };
    const info = (0,external_node_fs_.statSync)(path);
    // An OpenHands V1 conversation folder, which the walk gave in the place of its files.
    if (info.isDirectory())
        return { kind: 'trace' };
    const size = info.size;
    // An empty file (an agent that never wrote a record): named, not a reason to stop the walk.
    if (size === 0)
        return { kind: 'not_read', what: 'empty: nothing to read' };
    if (name.endsWith('.traj'))
        return { kind: 'trace' };
    if (YAML_NAME.test(name)) {
        if (size > types/* MAX_HARNESS_FILE_BYTES */.d)
            return { kind: 'not_read', what: 'YAML, not a trace' };
        let value;
        try {
            value = parseHarnessText(path, head(path, size));
        }
        catch {
            return { kind: 'not_read', what: 'YAML that does not parse, not a trace' };
        }
        if ((0,kinds/* harnessFileKind */.R9)(value, path) !== undefined)
            return { kind: 'harness', value };
        return {
            kind: 'not_read',
            what: companionOf(value, path) ?? 'YAML: a configuration or metadata, not a trace',
        };
    }
    const jsonl = /\.(jsonl|ndjson)$/.test(name);
    // A first key in a JSON Lines file's first bytes is its first key: a small file is read whole
    // only when they hold none, or a prediction's.
    if (jsonl && size > HINT_BYTES && size <= PEEK_BYTES) {
        const first = firstKeys(head(path, HINT_BYTES))[0];
        if (first !== undefined && !PREDICTION_KEYS.includes(first))
            return { kind: 'trace' };
    }
    const start = head(path, Math.min(size, size <= PEEK_BYTES ? PEEK_BYTES : HINT_BYTES));
    if (jsonl) {
        // Predictions, one a line: only a first line that starts with a prediction's key is parsed.
        const keys = firstKeys(start);
        if (!PREDICTION_KEYS.includes(keys[0] ?? ''))
            return { kind: 'trace' };
        let line = start.split('\n')[0];
        if (!start.includes('\n') && size > PEEK_BYTES) {
            if (size > types/* MAX_HARNESS_FILE_BYTES */.d)
                return { kind: 'trace' };
            line = head(path, size).split('\n')[0];
        }
        const what = companionOf(parsed(line), path);
        return what !== undefined ? { kind: 'not_read', what } : { kind: 'trace' };
    }
    // A JSON file: parsed when small, or when its name or first keys point at a harness or companion file.
    if (size <= PEEK_BYTES) {
        const value = parsed(start);
        return value === undefined ? { kind: 'trace' } : judged(value, path);
    }
    const hinted = COMPANION_NAME.test(name) ||
        (0,external_node_path_.basename)((0,external_node_path_.dirname)(path)) === 'sb-cli-reports' ||
        firstKeys(start).some((k) => COMPANION_KEYS.has(k));
    if (!hinted || size > types/* MAX_HARNESS_FILE_BYTES */.d)
        return { kind: 'trace' };
    const value = parsed(head(path, size));
    return value === undefined ? { kind: 'trace' } : judged(value, path);
}
/** The first keys of `gemini --output-format json`'s result, which run-gemini-cli leaves in `stdout.log`. */
const GEMINI_RESULT_KEYS = ['session_id', 'auth_method', 'response'];
/**
 * A `.log` file: a log, but for the JSON result of `gemini --output-format json` that
 * run-gemini-cli leaves in `gemini-artifacts/stdout.log` (a trace: gemini-cli-result), and the
 * `stderr.log` beside it, named as what it is.
 */
function sortLog(path, name) {
    if ((0,external_node_fs_.statSync)(path).size > 0) {
        const first = firstKeys(head(path, HINT_BYTES))[0];
        if (first !== undefined && GEMINI_RESULT_KEYS.includes(first))
            return { kind: 'trace' };
    }
    if (name === 'stderr.log' || name.endsWith('_stderr.log') || name.endsWith('__stderr.log'))
        return {
            kind: 'not_read',
            what: "a run's standard error (the CLI's notices and warnings; run-gemini-cli's result is stdout.log beside it)",
        };
    return { kind: 'not_read', what: 'a log' };
}
/**
 * What a file is when a walk would name it as not read (a log, a companion such as Droid's
 * session settings), else undefined (a trace or a harness file). YAML files are not looked into.
 */
function notReadWhat(path) {
    if (YAML_NAME.test(path))
        return undefined;
    try {
        const sorted = sortOne(path, undefined);
        return sorted.kind === 'not_read' ? sorted.what : undefined;
    }
    catch {
        return undefined;
    }
}
/** The `result.json` files among `paths` that are Harbor trials' results, parsed, by path. */
function harborResults(paths) {
    const out = new Map();
    for (const p of paths) {
        if ((0,external_node_path_.basename)(p) !== 'result.json')
            continue;
        try {
            const size = (0,external_node_fs_.statSync)(p).size;
            if (size > types/* MAX_HARNESS_FILE_BYTES */.d)
                continue;
            const value = parsed(head(p, size));
            if ((0,harbor/* isHarborTrialResult */.Iv)(value))
                out.set(p, value);
        }
        catch {
            // Left to the usual sorting, which says what is wrong with it.
        }
    }
    return out;
}
/** A small file's text (at most HINT_BYTES: a reward), or undefined. */
function smallText(path) {
    try {
        return (0,external_node_fs_.statSync)(path).size <= HINT_BYTES ? head(path, HINT_BYTES) : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Sort the files a walk or a glob found into traces, harness files and files not read. A file
 * that cannot be looked into is left a trace: reading it says why.
 */
async function sortFoundFiles(paths) {
    const out = {
        traces: [],
        harness: [],
        notRead: [],
        usage: new Map(),
        lenient: new Set(),
        fallback: new Map(),
    };
    const parse = paths.some((p) => YAML_NAME.test(p))
        ? (await (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(815), __webpack_require__.e(778)]).then(__webpack_require__.bind(__webpack_require__, 1778)))).parseHarnessText
        : undefined;
    // Harbor's trial folders first: each a session, its result and the rest named (harbor.ts).
    const trials = (0,harbor/* sortHarborTrials */.E4)(paths, harborResults(paths), smallText, (p) => {
        try {
            return ends(p, 512);
        }
        catch {
            return undefined;
        }
    });
    // Then the folders that hold a run's own log beside its ATIF conversion: one session each.
    const pairs = (0,harbor/* sortRunPairs */.R$)(paths, trials.taken, (p) => {
        try {
            return head(p, HINT_BYTES);
        }
        catch {
            return undefined;
        }
    }, smallText, (p) => {
        try {
            const size = (0,external_node_fs_.statSync)(p).size;
            return size <= types/* MAX_HARNESS_FILE_BYTES */.d ? parsed(head(p, size)) : undefined;
        }
        catch {
            return undefined;
        }
    });
    for (const sorted of [trials, pairs]) {
        out.traces.push(...sorted.traces);
        out.harness.push(...sorted.harness);
        out.notRead.push(...sorted.notRead);
        for (const [k, v] of sorted.usage)
            out.usage.set(k, v);
        for (const t of sorted.traces)
            out.lenient.add(t);
        for (const [k, v] of sorted.fallback)
            out.fallback.set(k, v);
    }
    for (const path of paths) {
        if (trials.taken.has(path) || pairs.taken.has(path))
            continue;
        let sorted;
        try {
            sorted = sortOne(path, parse);
        }
        catch {
            sorted = { kind: 'trace' };
        }
        if (sorted.kind === 'trace')
            out.traces.push(path);
        else if (sorted.kind === 'harness')
            out.harness.push({ source: path, value: sorted.value });
        else
            out.notRead.push({ file: path, what: sorted.what });
    }
    droidSettingsUsage(out);
    return out;
}
const DROID_SETTINGS = '.settings.json';
/**
 * Factory Droid's session store keeps its tokens in `<id>.settings.json` beside `<id>.jsonl`
 * (formats.md "droid"): for each such pair found, the settings' `tokenUsage` (Anthropic's
 * spelling: input without the cache) is the session's count, for a trace that records none.
 */
function droidSettingsUsage(out) {
    const traces = new Set(out.traces);
    for (const n of out.notRead) {
        if (!n.file.toLowerCase().endsWith(DROID_SETTINGS))
            continue;
        const trace = n.file.slice(0, -DROID_SETTINGS.length) + '.jsonl';
        if (!traces.has(trace) || out.usage.has(trace))
            continue;
        let value;
        try {
            const size = (0,external_node_fs_.statSync)(n.file).size;
            if (size > PEEK_BYTES)
                continue;
            value = parsed(head(n.file, size));
        }
        catch {
            continue;
        }
        const u = (0,events/* isJsonObject */.OW)(value) && (0,events/* isJsonObject */.OW)(value.tokenUsage) ? value.tokenUsage : undefined;
        if (!u)
            continue;
        const count = (x) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : undefined);
        const event = (0,run/* tokenUsage */.Z_)({
            input: count(u.inputTokens),
            output: count(u.outputTokens),
            cache_read: count(u.cacheReadTokens),
            cache_write: count(u.cacheCreationTokens),
        }, { source: 'droid_settings' });
        if (event)
            out.usage.set(trace, event);
    }
}
/** A companion's name: a run's stem, then what the companion is (`<id>.settings.json`, `<id>.meta.json`). */
const COMPANION_STEM = /^(.+)\.[^./]+\.json$/i;
/**
 * The files among `named` (given one by one, not found by a walk or a glob) that are companions
 * of another of `files` beside them: a file a walk would name as a companion (`notReadWhat`:
 * Droid's `<id>.settings.json`, a subagent's `<id>.meta.json`) whose run `<id>.jsonl` or
 * `<id>.json` is among `files`, with that run. Sorted as a walk sorts them (sortFoundFiles), so
 * that the same files read the same however they were given; a companion named alone stays a
 * file to read as a trace, and says what it is when it is none.
 */
function namedCompanions(named, files) {
    const all = new Set(files);
    const out = [];
    for (const f of named) {
        const stem = COMPANION_STEM.exec((0,external_node_path_.basename)(f))?.[1];
        if (stem === undefined)
            continue;
        const run = ['.jsonl', '.json']
            .map((ext) => `${f.slice(0, f.length - (0,external_node_path_.basename)(f).length)}${stem}${ext}`)
            .find((p) => all.has(p));
        if (run !== undefined && notReadWhat(f) !== undefined)
            out.push([f, run]);
    }
    return out;
}

// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var trace_read = __webpack_require__(6438);
// EXTERNAL MODULE: ./src/gate/pipeline.ts + 3 modules
var pipeline = __webpack_require__(955);
// EXTERNAL MODULE: ./src/gate/integrity.ts
var integrity = __webpack_require__(252);
;// CONCATENATED MODULE: ./src/gate/run.ts
/**
 * The one use case of the project: files and settings in, sessions, policy, report and verdict
 * out. The action (src/action/main.ts) and the CLI (src/cli/cli.ts) are shells around it: they
 * read their settings, find the files, call `runGate`, and publish what it returns.
 */







/**
 * What the gate needs once the sessions are read (the policy's assertions and cases, the
 * report), loaded while they are read: a run hands out its first file the sooner. What only some
 * runs need (merging reports, harness files, a baseline) is loaded by those runs only.
 */
function loadAfterReading() {
    const loading = Promise.all([(0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 324).then(__webpack_require__.bind(__webpack_require__, 3943))), (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(187), __webpack_require__.e(794)]).then(__webpack_require__.bind(__webpack_require__, 2794)))]);
    // Loaded or not, a failure to read the files comes first.
    loading.catch(() => { });
    return loading;
}
/** A TraceError from reading, with its path as the shell shows it. */
function shown(show, work) {
    return work().catch((err) => {
        if (err instanceof trace_read/* TraceError */.yW)
            throw new trace_read/* TraceError */.yW(show(err.path), err.line, err.detail);
        throw err;
    });
}
/** Sessions in path order, as trace files are read (stable for sessions of one file). */
function inPathOrder(sessions) {
    return sessions
        .map((s, i) => ({ s, i }))
        .sort((a, b) => (a.s.source < b.s.source ? -1 : a.s.source > b.s.source ? 1 : a.i - b.i))
        .map(({ s }) => s);
}
/**
 * The sessions without those of files another session read as part of its run (a linked ATIF
 * trajectory found beside the one that names it): one run, one session.
 */
function withoutLinkedParts(sessions) {
    if (!sessions.some((s) => s.linked))
        return sessions;
    // Per file, the sessions that read it as a part.
    const readBy = new Map();
    for (const s of sessions)
        for (const f of s.linked ?? []) {
            const key = (0,external_node_path_.normalize)(f);
            readBy.set(key, [...(readBy.get(key) ?? []), s]);
        }
    // A part is left out where a session began the run that read it: not where two files each name
    // the other (each is kept, rather than neither).
    return sessions.filter((s) => {
        const by = readBy.get((0,external_node_path_.normalize)(s.source));
        if (!by)
            return true;
        const mine = new Set((s.linked ?? []).map((f) => (0,external_node_path_.normalize)(f)));
        return !by.some((t) => t !== s && !mine.has((0,external_node_path_.normalize)(t.source)));
    });
}
/** Diagnose (or merge), apply the policy, cases and harness gate, decide, and compare with the baseline. */
async function runGate(request) {
    const { settings, policy, workspace } = request;
    const show = request.show ?? ((p) => p);
    let found;
    const carried = [];
    const foundHarness = [];
    let notRead = [];
    const source = request.source;
    // What comes after reading loads as the files go out to the threads that read them, or after.
    let afterReading;
    const handedOut = () => {
        if (afterReading)
            return;
        afterReading = loadAfterReading();
        request.pipeline?.onHandedOut?.();
    };
    if ('reports' in source) {
        handedOut();
        const { mergeReports } = await (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(231)]).then(__webpack_require__.bind(__webpack_require__, 7231)));
        const merged = await shown(show, () => mergeReports(source.reports));
        found = source.order === 'path' ? inPathOrder(merged.sessions) : merged.sessions;
        carried.push(...merged.harness);
        notRead = merged.notRead;
    }
    else {
        let files = [...source.traces];
        let harnessUsage;
        let lenient;
        let fallback = new Map();
        const notTraces = [];
        // A companion named beside its run (as a shell's glob gives them) is sorted as a walk sorts it.
        const walked = new Set(source.found);
        const companions = namedCompanions(files.filter((f) => !walked.has(f)), files);
        if (source.found?.length || companions.length) {
            const sorted = await sortFoundFiles([...new Set([...walked, ...companions.flat()])]);
            const taken = new Set([...sorted.harness.map((h) => h.source), ...sorted.notRead.map((n) => n.file)]);
            files = files.filter((f) => !taken.has(f));
            foundHarness.push(...sorted.harness);
            if (sorted.usage.size > 0)
                harnessUsage = sorted.usage;
            if (sorted.lenient.size > 0)
                lenient = sorted.lenient;
            fallback = sorted.fallback;
            notRead = sorted.notRead.map((n) => ({ ...n, file: show(n.file) }));
        }
        const checked = settings.integrity !== 'off';
        const since = await (0,integrity/* resolveSince */.hB)(checked ? (settings.since ?? '') : '', workspace, request.commit).catch((err) => {
            // The default `commit` where there is no commit to ask: no stale check, and a warning.
            if (settings.since !== 'commit')
                throw err;
            request.onIntegrityWarning?.(`${err.message}: sessions were not checked for staleness`);
            return undefined;
        });
        const collectFacts = policy.rules.length > 0 &&
            (await (0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 729).then(__webpack_require__.bind(__webpack_require__, 5729)))).needsTraceFacts(policy.rules);
        const readOptions = {
            ...request.pipeline,
            onHandedOut: handedOut,
            format: settings.format,
            maxBytes: settings['max-bytes'],
            workers: settings.workers,
            collectFacts,
            ...(harnessUsage ? { harnessUsage } : {}),
            ...(lenient ? { lenient } : {}),
            // The duplicate check's hashes come from the one read of each file.
            hashContent: true,
            workspace: (0,external_node_path_.resolve)(workspace),
            preset: settings.preset !== 'auto' ? settings.preset : (policy.preset ?? 'auto'),
            engine: {
                graph: settings.graph,
                detectorOptions: {
                    ...policy.detectors,
                    ...(settings['token-budget'] !== undefined
                        ? { cost_explosion: { ...policy.detectors?.cost_explosion, tokenBudget: settings['token-budget'] } }
                        : {}),
                },
            },
            ...(request.onTraceWarning ? { onWarning: request.onTraceWarning } : {}),
            // A file a walk found that holds JSON that is no trace is named, not read.
            ...(source.found?.length ? { found: new Set(source.found), onNotTrace: (e) => notTraces.push(e) } : {}),
        };
        const read = withoutLinkedParts(await shown(show, () => (0,pipeline.diagnoseFiles)(files, readOptions)));
        // A Harbor trial whose agent's own log could not be read as a trace is read from the ATIF
        // conversion of the same run beside it: the trial is still one session, joined to its reward.
        const retry = notTraces.filter((e) => fallback.has(e.path));
        if (retry.length > 0) {
            const instead = new Map(retry.map((e) => [e.path, fallback.get(e.path)]));
            for (const e of retry) {
                const i = notTraces.indexOf(e);
                const at = e.line !== undefined ? ` (line ${e.line})` : '';
                notTraces[i] = Object.assign(new trace_read/* TraceError */.yW(e.path, e.line, e.detail), {
                    notTrace: `the agent's log, which could not be read as a trace${at}: its ATIF conversion ${show(instead.get(e.path))} is read instead`,
                });
            }
            const atif = [...instead.values()];
            read.push(...withoutLinkedParts(await shown(show, () => (0,pipeline.diagnoseFiles)(atif, { ...readOptions, lenient: new Set(atif) }))));
            const nowRead = new Set(atif.map(show));
            notRead = notRead.filter((n) => !nowRead.has(n.file));
            for (const h of foundHarness) {
                const v = h.value;
                if ((0,events/* isJsonObject */.OW)(v) && typeof v.trace === 'string' && instead.has(v.trace))
                    h.value = { ...v, trace: instead.get(v.trace) };
            }
        }
        // Nothing in the folders was a trace: the first file's error says what it holds. Harbor's
        // trials are named, and judged by their verifiers, whatever their logs hold.
        if (read.length === 0 && notTraces.length > 0 && !lenient) {
            const first = notTraces[0];
            throw new trace_read/* TraceError */.yW(show(first.path), first.line, first.detail);
        }
        // Nothing found was a trace or a harness's result (empty files, logs, companions): no verdict
        // on nothing; the first file says what it is.
        if (read.length === 0 && notTraces.length === 0 && files.length === 0 && notRead.length > 0) {
            if (foundHarness.length === 0 && request.harnessFiles.length === 0) {
                const more = notRead.length > 1 ? ` (and ${notRead.length - 1} more files not read)` : '';
                throw new trace_read/* TraceError */.yW(notRead[0].file, undefined, `${notRead[0].what}: no file found is a trace${more}`);
            }
        }
        notRead.push(...notTraces.map((e) => ({ file: show(e.path), what: e.notTrace })));
        handedOut();
        if (since) {
            // A trace with no timestamps (claude-stream records none) cannot be told stale: said, not silent.
            const untimed = read.filter((s) => s.times?.last === undefined && s.diagnosis.evidence_summary.event_count > 0);
            if (untimed.length) {
                const formats = [...new Set(untimed.map((s) => s.format))].sort().join(', ');
                const first = untimed
                    .slice(0, 3)
                    .map((s) => show(s.source))
                    .join(', ');
                request.onIntegrityNote?.(`${untimed.length === 1 ? '1 session has' : `${untimed.length} sessions have`} no timestamps (${formats}: ` +
                    `${first}${untimed.length > 3 ? ` and ${untimed.length - 3} more` : ''}), so the stale check ` +
                    `(${since.words}) cannot apply to ${untimed.length === 1 ? 'it' : 'them'}; the committed-file check still does`);
            }
        }
        const diagnosed = await (0,integrity/* withEdgeFindings */.Wn)(read, {
            ...(since ? { since } : {}),
            ...(!checked || request.gitChecks === false ? { git: false } : {}),
            show,
        });
        // Assertions are evaluated on the paths as read; the report shows them as the shell does.
        const { applyPolicy } = (await afterReading)[0];
        const gated = await shown(show, () => applyPolicy(diagnosed, policy, { workspace }));
        found = gated.map((s) => ({ ...s, source: show(s.source) }));
    }
    const [{ caseAssigner }, { buildReport }] = await afterReading;
    const sessions = found.map(await caseAssigner(policy, workspace));
    let harness = carried;
    const anyHarness = request.harnessFiles.length > 0 || foundHarness.length > 0;
    if (anyHarness) {
        const { harnessResults, joinRuns } = await (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(553)]).then(__webpack_require__.bind(__webpack_require__, 9553)));
        const read = await shown(show, async () => {
            const given = request.harnessFiles.length
                ? await (await (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(815), __webpack_require__.e(778)]).then(__webpack_require__.bind(__webpack_require__, 1778)))).readHarnessFiles(request.harnessFiles)
                : [];
            const seen = new Set(given.map((h) => h.source));
            return harnessResults([...given, ...foundHarness.filter((h) => !seen.has(h.source))]);
        });
        // SWE-bench results are joined to the runs they judge, by instance id.
        const joined = joinRuns(read.results.map((r) => ({ ...r, source: show(r.source), ...(r.run !== undefined ? { run: show(r.run) } : {}) })), sessions);
        for (const w of [...read.warnings, ...joined.warnings])
            request.onHarnessWarning?.(w);
        harness = [...carried, ...joined.results];
    }
    const report = buildReport(sessions, {
        failOn: settings['fail-on'],
        minTrustScore: settings['min-trust-score'],
        integrity: settings.integrity,
        repeatMinPass: settings['repeat-min-pass'] ?? policy.repeatMinPass ?? 'all',
    }, {
        ...(harness.length || anyHarness
            ? {
                harness: {
                    results: harness,
                    settings: {
                        ...policy.harness,
                        ...(settings['min-final-score'] !== undefined ? { minFinalScore: settings['min-final-score'] } : {}),
                    },
                },
            }
            : {}),
        ...(notRead.length ? { notRead } : {}),
    });
    const timelines = {
        ...(request.pipeline?.timeline ? { timelines: sessions.map((s) => s.timeline) } : {}),
        ...(sessions.some((s) => s.files) ? { landed: sessions.map((s) => s.files?.landed) } : {}),
    };
    const b = request.baseline;
    if (!b)
        return { report, ...timelines };
    if ('missing' in b)
        return { report, baseline: b, ...timelines };
    const { applyRegressions, compareReports } = await (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(187), __webpack_require__.e(355)]).then(__webpack_require__.bind(__webpack_require__, 7355)));
    const comparison = compareReports(report, b.reports, {
        tolerance: settings['regression-tolerance'],
        failOnRegression: settings['fail-on-regression'],
        baseline: b.where,
    });
    return { report: applyRegressions(report, comparison), baseline: comparison, ...timelines };
}

;// CONCATENATED MODULE: ./src/gate/progress.ts
/** Where progress goes: a terminal on stderr first, then the Actions log, else nowhere. */
function progressMode(env) {
    if (env.stderrIsTTY)
        return 'terminal';
    if (env.githubActions)
        return 'actions';
    return 'off';
}
const MB = 1e6;
/** The line for a point of progress, e.g. `diagnosing: 120 / 2,000 files, 53.2 of 1,061.0 MB, 48.1 MB/s`. */
function progressLine(p, elapsedMs) {
    const rate = elapsedMs > 0 ? p.bytesDone / MB / (elapsedMs / 1000) : 0;
    const n = (x) => x.toLocaleString('en-US');
    const mb = (x) => (x / MB).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (`diagnosing: ${n(p.filesDone)} / ${n(p.filesTotal)} files, ${mb(p.bytesDone)} of ${mb(p.bytesTotal)} ` +
        `MB, ${rate.toFixed(1)} MB/s`);
}
class ProgressReporter {
    options;
    start;
    last;
    shown = false;
    onScreen = false;
    latest;
    constructor(options) {
        this.options = options;
        this.start = options.now();
    }
    /** The callback to give the pipeline: none when progress goes nowhere (no file sizes to look up). */
    get listener() {
        return this.options.mode === 'off' ? undefined : this.update;
    }
    /** Take in a point of progress; shows it when it is time to. */
    update = (p) => {
        if (this.options.mode === 'off')
            return;
        this.latest = p;
        const t = this.options.now();
        const every = this.options.everyMs ?? (this.options.mode === 'terminal' ? 200 : 5000);
        if (t - this.start < (this.options.delayMs ?? 1000))
            return;
        if (this.last !== undefined && t - this.last < every)
            return;
        this.last = t;
        this.show(p, t);
    };
    /** Something else is about to be written to the terminal: the progress line makes way. */
    clear() {
        if (this.options.mode !== 'terminal' || !this.onScreen)
            return;
        this.options.write('\r\x1b[K');
        this.onScreen = false;
    }
    /** The work is over: a terminal's line is cleared; in Actions the last figures are said once. */
    done() {
        if (!this.shown)
            return;
        if (this.options.mode === 'terminal')
            this.clear();
        else {
            if (this.latest)
                this.options.write(progressLine(this.latest, this.options.now() - this.start) + '\n');
            if (this.options.group !== undefined)
                this.options.write('::endgroup::\n');
        }
        this.shown = false;
    }
    show(p, t) {
        const line = progressLine(p, t - this.start);
        if (this.options.mode === 'terminal') {
            this.options.write(`\r\x1b[K${line}`);
            this.onScreen = true;
        }
        else {
            if (!this.shown && this.options.group !== undefined)
                this.options.write(`::group::${this.options.group}\n`);
            this.options.write(`${line}\n`);
        }
        this.shown = true;
    }
}

// EXTERNAL MODULE: ./src/policy/find.ts
var find = __webpack_require__(7143);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/core/integrity.ts
var core_integrity = __webpack_require__(5764);
// EXTERNAL MODULE: ./src/trace/adapters/types.ts
var adapters_types = __webpack_require__(4191);
// EXTERNAL MODULE: ./src/policy/choices.ts
var choices = __webpack_require__(4170);
;// CONCATENATED MODULE: ./src/policy/quick-settings.ts
/**
 * The CLI's settings read without zod, when every value given is one the settings' schema
 * (SETTINGS_TEXT, src/policy/settings.ts) takes as it is written: the usual run reads its flags
 * before it hands out its first file, and zod loads afterwards, when at all. Anything else
 * (white space around a value, `1_000`, a value the schema refuses) is left to the schema, which
 * reads it or says what is wrong; a test holds the two the same.
 */




const NO = Symbol('no');
const choice = (values, fallback) => (s) => s === '' ? fallback : values.includes(s) ? s : NO;
const whole = (digits, ok, fallback) => (s) => s === '' ? fallback : new RegExp(`^\\d{1,${digits}}$`).test(s) && ok(Number(s)) ? Number(s) : NO;
/** In the order of SETTINGS_TEXT's keys. */
const QUICK = {
    format: choice(['auto', ...adapters_types/* FORMAT_IDS */.Jn], 'auto'),
    preset: choice(['auto', ...vocabulary/* PRESET_IDS */.ZR], 'auto'),
    'fail-on': choice(choices/* FAIL_ON */.d$, 'unsafe_for_production'),
    'min-trust-score': whole(3, (n) => n <= 100, undefined),
    'token-budget': whole(15, (n) => n > 0, undefined),
    'repeat-min-pass': (s) => (s === '' ? undefined : s === 'all' ? 'all' : whole(6, (n) => n >= 1, undefined)(s)),
    'min-final-score': (s) => (s === '' ? undefined : /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(s) ? Number(s) : NO),
    'regression-tolerance': whole(3, (n) => n <= 100, choices/* DEFAULT_REGRESSION_TOLERANCE */.Ms),
    'fail-on-regression': (s) => s === '' ? false : /^(?:true|True|TRUE|false|False|FALSE)$/.test(s) ? s.toLowerCase() === 'true' : NO,
    graph: choice(choices/* GRAPH_MODES */.EN, 'evidence'),
    'max-bytes': whole(15, (n) => n >= 1, undefined),
    integrity: choice(core_integrity/* INTEGRITY_MODES */.P_, 'warn'),
    since: (s) => (s.startsWith('-') ? NO : s),
    workers: whole(4, (n) => n >= 1 && n <= 1024, undefined),
};
/**
 * The settings from text (an absent one as empty, which gives its default), as the schema reads
 * them; undefined when a value is not plainly one it takes.
 */
function quickSettings(raw) {
    const out = {};
    for (const [name, quick] of Object.entries(QUICK)) {
        const text = raw[name] ?? '';
        if (text !== text.trim())
            return undefined;
        const value = quick(text);
        if (value === NO)
            return undefined;
        out[name] = value;
    }
    return out;
}

// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(1211);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __webpack_require__(3323);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/trace/registry.ts + 39 modules
var registry = __webpack_require__(4772);
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * The CLI's commands and options: one table, from which both the parser and each command's
 * `--help` are made, so that a command accepts exactly the options its help lists.
 */




const COMMANDS = ['diagnose', 'merge', 'history', 'schema', 'policy-schema'];
function isCommand(x) {
    return COMMANDS.includes(x ?? '');
}
/** A usage error: exit 2, one line, with a pointer to the command's help. */
class UsageError extends Error {
    command;
    constructor(message, command) {
        super(message);
        this.command = command;
    }
}
/** Words in lines of at most `width` characters. */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(line);
    return lines;
}
const JUDGING = ['diagnose', 'merge'];
const DIAGNOSE = ['diagnose'];
/** Every option, in the order the help lists them. */
const OPTIONS = {
    json: {
        type: 'boolean',
        help: ['print the JSON report on stdout instead of the summary'],
        commands: ['diagnose', 'merge', 'history'],
    },
    out: {
        type: 'string',
        arg: 'FILE',
        help: ['write the JSON report to FILE (- for stdout)'],
        commands: JUDGING,
    },
    markdown: {
        type: 'string',
        arg: 'FILE',
        help: ['write the human report (Markdown) to FILE (- for stdout)'],
        commands: JUDGING,
    },
    html: {
        type: 'string',
        arg: 'FILE',
        help: [
            'write the HTML report to FILE (- for stdout): one self-contained',
            'page (verdict, causes and their evidence on a timeline, token use,',
            'scores, remediation); opens offline, trace content shown as text',
        ],
        commands: JUDGING,
    },
    'no-mask': {
        type: 'boolean',
        help: [
            'keep secret-shaped values (API keys, tokens, private keys) as',
            'the traces have them, for local debugging; by default every',
            'output masks them as ***',
        ],
        commands: ['diagnose', 'merge', 'history'],
    },
    graph: {
        type: 'string',
        arg: 'MODE',
        help: [
            'causal graph in the report: evidence (default: failure nodes,',
            'their evidence events and the edges among them), full (every',
            'event, as the reference model builds it) or none',
        ],
        commands: DIAGNOSE,
    },
    'fail-on': {
        type: 'string',
        arg: 'LEVEL',
        help: ['unsafe_for_production (default), review_recommended or never'],
        commands: JUDGING,
    },
    'min-trust-score': {
        type: 'string',
        arg: 'N',
        help: ["also fail when a session's trust score is below N (0-100)"],
        commands: JUDGING,
    },
    format: {
        type: 'string',
        arg: 'ID',
        help: ['auto (default) or one of the formats in docs/formats.md:', ...wrap(registry.FORMAT_IDS.join(', '), 62)],
        commands: DIAGNOSE,
    },
    preset: {
        type: 'string',
        arg: 'ID',
        help: [
            'auto (default: critiqor for flat events, agents for real agent',
            'traces), critiqor (the reference model, exact) or agents',
        ],
        commands: DIAGNOSE,
    },
    'token-budget': {
        type: 'string',
        arg: 'N',
        help: [
            'effective tokens one session may spend (agents preset: high',
            'above it, critical above three times it; default: no budget)',
        ],
        commands: DIAGNOSE,
    },
    'max-bytes': {
        type: 'string',
        arg: 'N',
        help: [`refuse trace files larger than N bytes (default ${trace_read/* DEFAULT_MAX_BYTES */.fS})`],
        commands: DIAGNOSE,
    },
    workers: {
        type: 'string',
        arg: 'N',
        help: [
            'threads that diagnose files at once, the main thread one of',
            'them (default: one per core once the files add up to 128 MiB,',
            'else the main thread alone); 1 reads one file after the other',
        ],
        commands: DIAGNOSE,
    },
    integrity: {
        type: 'string',
        arg: 'MODE',
        help: [
            'what a committed or stale trace does: warn (default: report it),',
            'fail (fail the gate, naming the file and why) or off (do not look',
            'for them). In CI (CI or GITHUB_ACTIONS set) committed traces are',
            'looked for by default, elsewhere only when asked: this option, or',
            'a time before which sessions are stale; see docs/action.md "Can',
            'the gate be fooled?"',
        ],
        commands: JUDGING,
    },
    since: {
        type: 'string',
        arg: 'TIME',
        help: [
            'sessions whose last timestamp is before TIME are stale: an ISO',
            "8601 time or a git ref (its committer time); commit is HEAD's",
            'time less 10 minutes (default: no check)',
        ],
        commands: DIAGNOSE,
    },
    workspace: {
        type: 'string',
        arg: 'DIR',
        help: [
            'the checkout the agent worked on (default: the current directory):',
            "files the agent touched are named relative to it; an agent's own",
            'working directory apart from it (a Harbor trial in /app) names',
            'them instead; assertions read files there',
        ],
        commands: JUDGING,
    },
    policy: {
        type: 'string',
        arg: 'FILE',
        help: [
            'the policy file: preset, detector thresholds, assertions, cases',
            'and the harness gate (default: .agent-trust-gate.yml in the',
            'current directory, when there is one); see docs/policy.md',
        ],
        commands: JUDGING,
    },
    'repeat-min-pass': {
        type: 'string',
        arg: 'N',
        help: ['how many runs of a case must pass: a number or all (default:', "the policy's repeat_min_pass, else all)"],
        commands: JUDGING,
    },
    harness: {
        type: 'string',
        multiple: true,
        arg: 'PATH',
        help: [
            "read scores of an evaluation harness: arksim's evaluation.json,",
            "personal_agent_eval's run.json, final_result.json and test.yaml",
            '(a file, directory or glob; repeat the option for more)',
        ],
        commands: JUDGING,
    },
    'min-final-score': {
        type: 'string',
        arg: 'X',
        help: ['fail a harness result whose final score (0-1) is below X'],
        commands: JUDGING,
    },
    baseline: {
        type: 'string',
        multiple: true,
        arg: 'FILE',
        help: [
            'compare with the sessions of this report, e.g. from the base',
            'branch (a file, directory or glob; repeat the option for more)',
        ],
        commands: JUDGING,
    },
    'fail-on-regression': {
        type: 'boolean',
        help: [
            'also fail when a compared session lost more trust score than',
            'the tolerance, or a failure type became critical in it',
        ],
        commands: JUDGING,
    },
    'regression-tolerance': {
        type: 'string',
        arg: 'N',
        help: ['trust score points a session may lose (default 5)'],
        commands: JUDGING,
    },
    help: { type: 'boolean', short: 'h', help: ['show this help'], commands: COMMANDS },
    version: { type: 'boolean', short: 'v', help: ['show the version'], commands: [] },
};
/** The options that name a file the CLI writes; `-` means stdout for each of them. */
const OUTPUT_OPTIONS = ['out', 'markdown', 'html'];
const EXIT_STATUS = 'Exit status: 0 the gate passed, 1 the gate failed, 2 bad usage or bad input.\n';
const USAGE = {
    diagnose: {
        summary: 'read traces and give the verdict',
        synopsis: 'diagnose [options] <file|dir|glob>...',
        about: `Read agent traces, diagnose each session and give the verdict. A directory (or a
glob that matches one) means the trace files (.json, .jsonl, .ndjson, .traj) under it;
directories and globs are read in path order. What a directory or a glob finds beside the
traces is sorted by what it holds: harness results are read as --harness files are, and
known companion files (predictions, exit statuses, logs, ...) and JSON that is no trace
are named as not read. An argument "!PATTERN" (quoted for the shell) leaves out what the
arguments before it found: a path, a folder, or a glob such as '!**/package.json'. With
--baseline, each session is compared with the same session in the baseline
reports (matched by file name or session id).`,
    },
    merge: {
        summary: 'join the reports of several jobs into one verdict',
        synopsis: 'merge [options] <report.json|dir|glob>...',
        about: `Join reports written by diagnose --out (the shards of a matrix of jobs) into one
verdict, as if all their sessions had been diagnosed at once, with the gate options given.`,
    },
    history: {
        summary: 'show reports as runs, and the trend',
        synopsis: 'history [--json] <report.json|dir|glob>...',
        about: `Show reports as runs, in the order given: trust score, readiness, primary failure and
tool calls, then the trend.`,
    },
    schema: {
        synopsis: 'schema',
        summary: 'print the JSON Schema of the report',
        about: 'Print the JSON Schema of the report (schema/report.schema.json).',
    },
    'policy-schema': {
        summary: 'print the JSON Schema of the policy file',
        synopsis: 'policy-schema',
        about: 'Print the JSON Schema of the policy file (schema/policy.schema.json).',
    },
};
const OUTPUT_RULES = `Outputs: - means stdout, and then only that output goes there. An output may not be
a file the command reads (the same file by any name, links included) nor lie inside a
directory it reads. Every output masks secret-shaped values as *** unless --no-mask is
given, and control characters from traces never reach the terminal.
`;
function optionLines(command) {
    const rows = [];
    for (const [name, spec] of Object.entries(OPTIONS)) {
        if (!spec.commands.includes(command))
            continue;
        const flag = `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.arg ? ` ${spec.arg}` : ''}`;
        rows.push([flag, spec.help]);
    }
    const width = 25;
    const lines = [];
    for (const [flag, help] of rows) {
        const [first, ...rest] = help;
        if (flag.length + 2 >= width) {
            lines.push(`  ${flag}`);
            lines.push(`  ${' '.repeat(width - 2)}${first}`);
        }
        else
            lines.push(`  ${flag.padEnd(width - 2)}${first}`);
        for (const r of rest)
            lines.push(`  ${' '.repeat(width - 2)}${r}`);
    }
    return lines.join('\n') + '\n';
}
/** The help of one command. */
function commandHelp(command) {
    const { synopsis, about } = USAGE[command];
    const judging = JUDGING.includes(command) || command === 'history';
    return (`Usage: ${version/* TOOL_NAME */.lH} ${synopsis}\n\n${about}\n\nOptions:\n${optionLines(command)}\n` +
        (judging ? `${OUTPUT_RULES}\n` : '') +
        (JUDGING.includes(command) ? EXIT_STATUS : 'Exit status: 0 done, 2 bad usage or bad input.\n'));
}
/** The top-level help: the commands, and where each command's options are. */
const HELP = `Usage: ${version/* TOOL_NAME */.lH} <command> [options] <paths>...

Diagnose AI agent traces and gate on the verdict.

Commands:
${COMMANDS.map((c) => `  ${c.padEnd(15)}${USAGE[c].summary}`).join('\n')}

Run ${version/* TOOL_NAME */.lH} <command> --help for the options of a command.

  -h, --help     show this help
  -v, --version  show the version

${EXIT_STATUS}`;
/** parseArgs's errors in the words of the others: the option first, then what was expected. */
function parseArgsMessage(err) {
    const option = /'(-[^' ]+)/.exec(err.message)?.[1];
    if (option && err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
        return `${option}: not a known option`;
    if (option && err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        return /argument missing/.test(err.message) ? `${option}: expected a value` : `${option}: takes no value`;
    }
    return err.message.split('\n')[0];
}
/**
 * Parse the arguments: the command is the first argument that is not an option; an option the
 * command does not take is a usage error naming the command.
 */
function parseCli(argv) {
    const options = Object.fromEntries(Object.entries(OPTIONS).map(([name, spec]) => [
        name,
        {
            type: spec.type,
            ...('multiple' in spec ? { multiple: spec.multiple } : {}),
            ...('short' in spec ? { short: spec.short } : {}),
        },
    ]));
    const guess = argv.find(isCommand);
    const end = argv.indexOf('--');
    const asksHelp = (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
    const parsed = (() => {
        try {
            return (0,external_node_util_.parseArgs)({ args: [...argv], options, allowPositionals: true, tokens: true });
        }
        catch (err) {
            // Asked for help, the help it is, whatever else is wrong with the line.
            if (asksHelp)
                return undefined;
            throw new UsageError(parseArgsMessage(err), guess);
        }
    })();
    if (parsed === undefined)
        return { command: guess, values: { help: true }, paths: [] };
    const [name, ...paths] = parsed.positionals;
    if (name !== undefined && !isCommand(name)) {
        throw new UsageError(`unknown command "${name}": expected ${COMMANDS.slice(0, -1).join(', ')} or ${COMMANDS.at(-1)}`);
    }
    const command = name;
    const values = parsed.values;
    if (values.help || values.version)
        return { command, values, paths };
    for (const token of parsed.tokens) {
        if (token.kind !== 'option')
            continue;
        const spec = OPTIONS[token.name];
        if (command === undefined) {
            throw new UsageError(`${token.rawName}: expected a command first (${COMMANDS.join(', ')})`);
        }
        if (!spec.commands.includes(command)) {
            throw new UsageError(`${token.rawName}: not an option of ${command}`, command);
        }
    }
    return { command, values, paths };
}

;// CONCATENATED MODULE: ./src/cli/output.ts
/**
 * Where the CLI's outputs go, checked before anything is read: `-` is stdout, and no output may
 * overwrite what the command reads.
 */




/** The path a name resolves to (links followed), and the file's identity when it exists. */
async function identify(path) {
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    const real = await (0,promises_.realpath)(path).catch(async () => {
        // Not there yet: the real directory it would be written in, and its name.
        const dir = await (0,promises_.realpath)((0,external_node_path_.dirname)(path)).catch(() => (0,external_node_path_.resolve)((0,external_node_path_.dirname)(path)));
        return `${dir}${dir.endsWith(external_node_path_.sep) ? '' : external_node_path_.sep}${(0,external_node_path_.basename)(path)}`;
    });
    return info ? { real, dev: info.dev, ino: info.ino } : { real };
}
/**
 * A file's identity from one stat, without its real path (empty): enough to compare an existing
 * file with another existing file. Undefined ino when it cannot be stat'ed.
 */
function quickIdentity(path) {
    try {
        const info = (0,external_node_fs_.statSync)(path);
        return { real: '', dev: info.dev, ino: info.ino };
    }
    catch {
        return { real: '' };
    }
}
const sameFile = (a, b) => a.real === b.real || (a.ino !== undefined && a.dev === b.dev && a.ino === b.ino);
/**
 * Refuse outputs that would overwrite an input (the same file by any name: a symbolic or hard
 * link, a relative or absolute path), that lie inside an input directory, or that two options
 * both write. Returns nothing; throws a UsageError naming the option and the input.
 */
async function checkOutputs(command, outputs, inputs) {
    const files = outputs.filter((o) => o.path !== '-');
    if (!files.length)
        return;
    const ins = inputs.map((i) => ({ ...i, id: quickIdentity(i.path) }));
    // An input's real path is needed only when it has no identity (it could not be stat'ed), or
    // for a directory (an output may not lie inside it): otherwise an output that is the same file
    // by any name has the same device and inode.
    await Promise.all(ins.map(async (i) => {
        if (i.id.ino === undefined || i.directory)
            i.id = await identify(i.path);
    }));
    const seen = [];
    for (const o of files) {
        const id = await identify(o.path);
        const same = ins.find((i) => sameFile(id, i.id));
        if (same) {
            throw new UsageError(`--${o.option} ${o.path}: refusing to overwrite ${same.path}, which ${command} reads; write the output ` +
                `elsewhere`, command);
        }
        const within = ins.find((i) => i.directory && id.real.startsWith(i.id.real.endsWith(external_node_path_.sep) ? i.id.real : i.id.real + external_node_path_.sep));
        if (within) {
            throw new UsageError(`--${o.option} ${o.path}: refusing to write inside ${within.path}, a directory ${command} reads; write ` +
                `the output elsewhere`, command);
        }
        const twin = seen.find((s) => sameFile(s.id, id));
        if (twin)
            throw new UsageError(`--${o.option} ${o.path}: --${twin.option} writes the same file`, command);
        seen.push({ option: o.option, id });
    }
}
/**
 * The inputs named by path arguments: directories as such, everything else as files. Each is
 * stat'ed at once (sync): a run may name thousands of files, and an async stat costs a turn of
 * the event loop each.
 */
function inputPaths(args, found) {
    const out = [];
    for (const a of args) {
        let directory = false;
        try {
            directory = (0,external_node_fs_.statSync)(a).isDirectory();
        }
        catch {
            // Not there: no directory (the read names what is wrong with it).
        }
        if (directory)
            out.push({ path: a, directory: true });
    }
    for (const f of found)
        out.push({ path: f });
    return out;
}

;// CONCATENATED MODULE: ./src/cli/cli.ts
/**
 * The CLI: the same pipeline and verdict as the action, on local files.
 *
 * Exit codes, as linters use them: 0 the gate passed, 1 it failed, 2 bad usage or bad input.
 */















/**
 * The modules a command uses only when it gets to them (the policy file's reader, the reports'
 * reader, each renderer): loaded then, or while the files are read, so that a diagnosis starts
 * without them and loads only the renderers of the outputs asked for.
 */
const cli_load = {
    json: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(187), __webpack_require__.e(794)]).then(__webpack_require__.bind(__webpack_require__, 2794))),
    schema: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(327)]).then(__webpack_require__.bind(__webpack_require__, 1327))),
    markdown: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(187), __webpack_require__.e(152), __webpack_require__.e(355), __webpack_require__.e(285)]).then(__webpack_require__.bind(__webpack_require__, 4285))),
    html: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(187), __webpack_require__.e(152), __webpack_require__.e(768)]).then(__webpack_require__.bind(__webpack_require__, 5768))),
    text: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(187), __webpack_require__.e(152), __webpack_require__.e(655)]).then(__webpack_require__.bind(__webpack_require__, 5655))),
    baseline: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(187), __webpack_require__.e(355)]).then(__webpack_require__.bind(__webpack_require__, 7355))),
    history: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(187), __webpack_require__.e(152), __webpack_require__.e(518)]).then(__webpack_require__.bind(__webpack_require__, 4518))),
    merge: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(231)]).then(__webpack_require__.bind(__webpack_require__, 7231))),
    policy: () => (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(815), __webpack_require__.e(531)]).then(__webpack_require__.bind(__webpack_require__, 4531))),
};
/** The outputs the CLI names on stderr once written: those a user opens or pastes by hand. */
const WROTE = { html: 'HTML report', markdown: 'Markdown report' };
/** Errors are one line of at most this many characters (room for the list of formats). */
const MAX_ERROR_LENGTH = 500;
/** A file the CLI could not write: exit 2, naming the option. */
class OutputError extends Error {
}
/** Why a file or folder could not be written, in words (with the system's code). */
function reason(err) {
    const e = err;
    const words = {
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        EEXIST: 'a file is in the way',
        ENOTDIR: 'a file is in the way of a folder',
        EISDIR: 'it is a folder',
        EROFS: 'a read-only file system',
        ENOSPC: 'no space left',
    };
    const code = e?.code;
    return code ? (words[code] ? `${words[code]}: ${code}` : code) : (e?.message ?? String(err));
}
/** Write an output: text, or chunks of text and UTF-8 one after the other. */
async function writeOutput(option, path, text) {
    // The folder it goes in is made when missing, as `--out reports/run.json` expects.
    const folder = (0,external_node_path_.dirname)(path);
    try {
        await (0,promises_.mkdir)(folder, { recursive: true });
    }
    catch (err) {
        throw new OutputError(`--${option} ${path}: cannot make the folder ${folder} (${reason(err)})`);
    }
    try {
        await (0,promises_.writeFile)(path, text);
    }
    catch (err) {
        throw new OutputError(`--${option} ${path}: cannot write the file (${reason(err)})`);
    }
}
/** The one line an error becomes on stderr. */
function errorLine(err, command, mask) {
    const line = (s, max = MAX_ERROR_LENGTH) => (0,sanitize/* terminalLine */.tL)(s, { max, mask });
    if (err instanceof trace_read/* TraceError */.yW || err instanceof OutputError)
        return line(err.message);
    if (err instanceof integrity/* SinceError */.xg)
        return line(`${version/* TOOL_NAME */.lH}${command ? ` ${command}` : ''}: --${err.message}`);
    if (err instanceof UsageError) {
        const cmd = err.command ?? command;
        const prefix = `${version/* TOOL_NAME */.lH}${cmd ? ` ${cmd}` : ''}: `;
        const hint = ` (see ${version/* TOOL_NAME */.lH}${cmd ? ` ${cmd}` : ''} --help)`;
        return prefix + line(err.message, MAX_ERROR_LENGTH - prefix.length - hint.length) + hint;
    }
    const e = err;
    if (e.code && e.path)
        return line(`${e.path}: cannot read it (${e.code})`);
    return line(`${version/* TOOL_NAME */.lH}: internal error: ${e.message ?? String(err)}`);
}
/** A CI run: `CI` or `GITHUB_ACTIONS` set, not empty and not "false" (in any case). */
function inCi(env) {
    const set = (v) => v !== undefined && v !== '' && v.toLowerCase() !== 'false';
    return set(env.CI) || set(env.GITHUB_ACTIONS);
}
/** Run the CLI with the given arguments; returns the exit status. */
async function runCli(argv, io, env = {}) {
    let command;
    let mask = true;
    try {
        const parsed = parseCli(argv);
        const { values, paths } = parsed;
        command = parsed.command;
        mask = values['no-mask'] !== true;
        if (values.help) {
            io.stdout(command ? commandHelp(command) : HELP);
            return 0;
        }
        if (values.version) {
            io.stdout(`${version/* TOOL_NAME */.lH} ${version/* TOOL_VERSION */.wr}\n`);
            return 0;
        }
        if (command === undefined)
            throw new UsageError('expected a command (diagnose, merge, history, schema or policy-schema)');
        const masked = (value) => (mask ? (0,sanitize/* maskSecretsDeep */.MR)(value) : value);
        if (command === 'schema' || command === 'policy-schema') {
            if (paths.length)
                throw new UsageError(`expected no arguments, found "${paths[0]}"`, command);
            const schema = command === 'schema' ? (await cli_load.schema()).reportJsonSchema() : (await cli_load.policy()).policyJsonSchema();
            io.stdout(JSON.stringify(schema, null, 2) + '\n');
            return 0;
        }
        if (command === 'history') {
            if (paths.length === 0)
                throw new UsageError('expected at least one report file', command);
            const [{ renderHistoryText, summarizeRun }, { readReport }] = await Promise.all([cli_load.history(), cli_load.merge()]);
            const rows = [];
            for (const f of await (0,trace_files/* expandPaths */.pR)(paths))
                rows.push({ run: f, summary: summarizeRun(await readReport(f)) });
            io.stdout(values.json
                ? (0,sanitize/* terminalJson */.t3)(JSON.stringify(masked(rows), null, 2) + '\n')
                : (0,sanitize/* terminalText */.eR)(renderHistoryText(masked(rows), (s) => (0,sanitize/* terminalLine */.tL)(s, { max: 200, mask }))));
            return 0;
        }
        if (paths.length === 0) {
            throw new UsageError(command === 'merge'
                ? 'expected at least one report file'
                : 'expected at least one trace file, directory or glob', command);
        }
        const raw = {
            format: values.format,
            preset: values.preset,
            graph: values.graph,
            'fail-on': values['fail-on'],
            'min-trust-score': values['min-trust-score'],
            'max-bytes': values['max-bytes'],
            workers: values.workers,
            'token-budget': values['token-budget'],
            'repeat-min-pass': values['repeat-min-pass'],
            'min-final-score': values['min-final-score'],
            'regression-tolerance': values['regression-tolerance'],
            integrity: values.integrity,
            since: values.since,
            ...(values['fail-on-regression'] ? { 'fail-on-regression': 'true' } : {}),
        };
        const workspace = values.workspace ?? '.';
        if (values.workspace !== undefined &&
            !(await (0,promises_.stat)(workspace).then((s) => s.isDirectory(), () => false)))
            throw new UsageError(`--workspace: expected a directory, found "${workspace}" (not a directory or not there)`, command);
        // Settings plainly written are read without zod; the schema reads the others, or says what is wrong.
        let settings = quickSettings(raw);
        if (!settings) {
            const read = (await (0,load/* loadInTurn */.B)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(693)]).then(__webpack_require__.bind(__webpack_require__, 3693)))).readSettings(raw, '--');
            if ('errors' in read)
                throw new UsageError(read.errors.join('; '));
            settings = read.settings;
        }
        const baselineArgs = values.baseline ?? [];
        if (!baselineArgs.length && (values['fail-on-regression'] || values['regression-tolerance'] !== undefined)) {
            const option = values['fail-on-regression'] ? 'fail-on-regression' : 'regression-tolerance';
            throw new UsageError(`--${option}: expected --baseline FILE to compare with, found none`);
        }
        // Where the outputs go: `-` is stdout, which carries one output only (--json is --out -).
        const outputs = OUTPUT_OPTIONS.flatMap((option) => {
            const path = values[option];
            return path === undefined ? [] : [{ option, path }];
        });
        const toStdout = [
            ...new Set([
                ...(values.json ? ['out'] : []),
                ...outputs.filter((o) => o.path === '-').map((o) => o.option),
            ]),
        ];
        if (toStdout.length > 1) {
            const first = toStdout[0] === 'out' && values.json ? '--json' : `--${toStdout[0]} -`;
            throw new UsageError(`--${toStdout[1]} -: stdout already carries the output of ${first}; write one of them to a file`);
        }
        const policyPath = values.policy ?? (await (0,find/* findPolicy */.i6)('.'));
        const policy = policyPath !== undefined ? await (await cli_load.policy()).loadPolicy(policyPath) : find/* EMPTY_POLICY */.XD;
        const warn = (message) => io.stderr(`${(0,sanitize/* terminalLine */.tL)(`warning: ${message}`, { mask })}\n`);
        // Trace files: what a walk or a glob found beside them is sorted by the gate (src/harness/folders.ts).
        const expanded = await (0,trace_files/* expandArgs */.S_)(paths, { companions: command === 'diagnose' });
        const files = expanded.files;
        const skippedNote = (0,trace_files/* skippedLine */.Bo)(new Set(expanded.skipped));
        if (skippedNote)
            io.stderr(`${(0,sanitize/* terminalLine */.tL)(`note: ${skippedNote}`, { mask })}\n`);
        const baseFiles = baselineArgs.length ? await (0,trace_files/* expandPaths */.pR)(baselineArgs) : [];
        const harnessArgs = values.harness ?? [];
        await checkOutputs(command, outputs, [
            ...inputPaths(paths, files),
            ...inputPaths(baselineArgs, baseFiles),
            ...inputPaths(harnessArgs, harnessArgs),
            ...(policyPath !== undefined ? [{ path: policyPath }] : []),
        ]);
        let baseline;
        if (baseFiles.length) {
            const { readReport } = await cli_load.merge();
            const reports = [];
            for (const f of baseFiles)
                reports.push(await readReport(f));
            baseline = { reports, where: baseFiles.length === 1 ? baseFiles[0] : `${baseFiles.length} report files` };
        }
        // The renderers of the outputs asked for: loaded as the files go out to the worker threads
        // that read them, or once they are read.
        const asked = new Set(outputs.map((o) => o.option));
        const textShown = toStdout.length === 0;
        const wanted = (yes, loader) => {
            if (!yes)
                return undefined;
            const loading = loader();
            loading.catch(() => { }); // A failure to diagnose comes first; a failure to load, where it is awaited.
            return loading;
        };
        const loadRenderers = () => ({
            json: wanted(true, cli_load.json),
            markdown: wanted(asked.has('markdown') || toStdout[0] === 'markdown', cli_load.markdown),
            html: wanted(asked.has('html'), cli_load.html),
            text: wanted(textShown, cli_load.text),
            baseline: wanted(textShown && baseline !== undefined, cli_load.baseline),
        });
        let loading;
        const renderersLoaded = () => (loading ??= loadRenderers());
        const progress = new ProgressReporter({
            mode: command === 'diagnose' ? progressMode(env) : 'off',
            write: io.stderr,
            // Not performance.now(): its first use loads node's perf_hooks modules, a few ms of start-up.
            now: () => Number(process.hrtime.bigint()) / 1e6,
            // Files a walk or a glob found may turn out to be harness results or companions: "files", then.
            group: `Diagnosing ${files.length} ${expanded.found.length ? 'file' : 'trace file'}${files.length === 1 ? '' : 's'}`,
        });
        const result = await runGate({
            source: command === 'merge' ? { reports: files, order: 'given' } : { traces: files, found: expanded.found },
            harnessFiles: harnessArgs,
            settings,
            policy,
            workspace,
            ...(baseline ? { baseline } : {}),
            pipeline: {
                workerScript: env.workerScript,
                partsMinBytes: env.partsMinBytes,
                ...(env.poolMinBytes !== undefined ? { poolMinBytes: env.poolMinBytes } : {}),
                onProgress: progress.listener,
                onHandedOut: () => void renderersLoaded(),
                ...(env.startedWorkers && command === 'diagnose' ? { startedWorkers: env.startedWorkers } : {}),
                ...(outputs.some((o) => o.option === 'html') ? { timeline: true } : {}),
            },
            onTraceWarning: (w) => {
                progress.clear();
                io.stderr(`${(0,sanitize/* terminalLine */.tL)((0,trace_read/* formatWarning */.W3)({ ...w, message: `warning: ${w.message}` }), { mask })}\n`);
            },
            // Committed traces are looked for in CI, or when asked; on a laptop the examples and the
            // traces one tries the CLI on are often committed on purpose.
            gitChecks: env.ci === true || values.integrity !== undefined || values.since !== undefined,
            onHarnessWarning: warn,
            onIntegrityWarning: warn,
            onIntegrityNote: (message) => io.stderr(`${(0,sanitize/* terminalLine */.tL)(`note: ${message}`, { mask })}\n`),
        }).finally(() => progress.done());
        const renderers = renderersLoaded();
        // The verdict is decided on the report as read; every output shows it masked.
        const report = masked(result.report);
        const comparison = result.baseline && 'sessions' in result.baseline ? masked(result.baseline) : undefined;
        const policyBudget = policy.detectors?.cost_explosion?.tokenBudget;
        const budget = settings['token-budget'] ?? (typeof policyBudget === 'number' ? policyBudget : undefined);
        const render = {
            out: async () => (await renderers.json).terminalReportJson(report),
            markdown: async () => (0,sanitize/* terminalText */.eR)(
            // No rule links: no release is published, so the tag of this version may not exist.
            (await (renderers.markdown ?? cli_load.markdown())).renderMarkdown(report, {
                ...(comparison ? { baseline: comparison } : {}),
            })),
            // The page masks and escapes trace content itself (src/report/html).
            html: async () => (await (renderers.html ?? cli_load.html())).renderHtml(report, {
                timelines: result.timelines ?? [],
                ...(comparison ? { baseline: comparison } : {}),
                ...(budget !== undefined ? { tokenBudget: budget } : {}),
            }),
        };
        for (const o of outputs) {
            if (o.path === '-')
                continue;
            await writeOutput(o.option, o.path, await render[o.option]());
            // The page and the Markdown are opened or pasted by hand: say where they are (stderr, as the
            // other messages, so stdout stays the report). The JSON is for scripts, which know.
            const wrote = WROTE[o.option];
            if (wrote)
                io.stderr(`${(0,sanitize/* terminalLine */.tL)(`wrote the ${wrote} to ${o.path}`, { mask })}\n`);
        }
        const shown = toStdout.length ? await render[toStdout[0]]() : undefined;
        if (shown !== undefined)
            io.stdout(typeof shown === 'string' ? shown : (await renderers.json).joined(shown));
        else {
            const { renderText } = await (renderers.text ?? cli_load.text());
            const { comparisonText } = comparison ? await (renderers.baseline ?? cli_load.baseline()) : {};
            io.stdout((0,sanitize/* terminalText */.eR)(renderText(report) +
                (comparison && comparisonText
                    ? `\n${comparisonText(comparison, (s) => (0,sanitize/* terminalLine */.tL)(s, { max: 500, mask }))}`
                    : '')));
        }
        return report.verdict.passed ? 0 : 1;
    }
    catch (err) {
        io.stderr(`${errorLine(err, command, mask)}\n`);
        return 2;
    }
    finally {
        // Modules asked for ahead (a run that failed needs none of them) load before it returns, not after.
        await (0,load/* loadsSettled */.H)();
        await env.startedWorkers?.stop();
    }
}


/***/ }),

/***/ 3323:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   lH: () => (/* binding */ TOOL_NAME),
/* harmony export */   wr: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/* unused harmony export REPOSITORY_URL */
/** The tool's name and version, as the report states them (a test keeps it equal to package.json). */
const TOOL_NAME = 'agent-trust-gate';
const TOOL_VERSION = '0.1.0';
/** The version of the JSON report's schema (src/report/schema.ts). */
const REPORT_SCHEMA_VERSION = 1;
/** The project's repository (package.json `repository`; a test keeps them equal). */
const REPOSITORY_URL = 'https://github.com/agent-trust-gate/agent-trust-gate';


/***/ }),

/***/ 7876:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ sortHarborTrials),
/* harmony export */   Iv: () => (/* binding */ isHarborTrialResult),
/* harmony export */   Kn: () => (/* binding */ harborFix),
/* harmony export */   My: () => (/* binding */ harborResult),
/* harmony export */   R$: () => (/* binding */ sortRunPairs),
/* harmony export */   pM: () => (/* binding */ isHarborTrial),
/* harmony export */   sn: () => (/* reexport safe */ _types_js__WEBPACK_IMPORTED_MODULE_3__.sn)
/* harmony export */ });
/* unused harmony exports harborReason, harborUsage */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7842);
/* harmony import */ var _trace_adapters_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1519);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5509);
/**
 * Harbor's trial folders (the harness of Terminal-Bench 2): one session per trial, read from the
 * agent's own log when its format is read (`agent/claude-code.txt`, Claude Code's stream JSON;
 * `agent/codex.txt`, `codex exec --json`; `agent/mini-swe-agent.trajectory.json`, mini-swe-agent's
 * trajectory, when it says so; SWE-agent's, OpenClaw's, opencode's, Cursor CLI's and Copilot
 * CLI's: AGENT_LOGS), else from `agent/trajectory.json` (ATIF, with the files it links). Everything
 * else in the trial is Harbor's, the verifier's or the agent's, and is read or named:
 * - `result.json` (the trial's result) and, where it holds no reward, `verifier/reward.txt` are
 *   one harness result of kind `harbor`, joined to the trial's session: the verifier's reward,
 *   and how Harbor saw the run end (`exception_info`: an agent stopped at its time limit failed);
 * - Claude Code's own transcript (`agent/sessions/`) and the ATIF conversion are the same run
 *   as the log read, named as such, never read twice;
 * - the rest (`config.json`, `trial.log`, `verifier/*`, the task's artifacts) is named.
 * A trial that holds no trace of the agent is named as such and not judged. Pure but for
 * `sortHarborTrials`, which reads the small files it sorts.
 */




/** Whether a parsed `result.json` is a Harbor trial's. */
function isHarborTrialResult(v) {
    return ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) &&
        typeof v.trial_name === 'string' &&
        typeof v.task_name === 'string' &&
        ('verifier_result' in v || 'agent_info' in v || 'exception_info' in v));
}
const isHarborTrial = (v) => (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) && v.harbor_trial === true;
/** The agent's logs read for a trial, best first (paths under the trial folder). */
const AGENT_LOGS = [
    'agent/claude-code.txt',
    'agent/codex.txt',
    'agent/mini-swe-agent.trajectory.json',
    'agent/swe-agent.trajectory.json',
    'agent/openclaw.session.jsonl',
    'agent/opencode.txt',
    'agent/cursor-cli.txt',
    'agent/copilot-cli.jsonl',
    'agent/trajectory.json',
];
const ATIF_LOG = 'agent/trajectory.json';
/** mini-swe-agent's own trajectory, read when it says it is one (`trajectory_format`, near its end). */
const MINI_LOG = 'agent/mini-swe-agent.trajectory.json';
const MINI_FORMAT = /"trajectory_format"\s*:\s*"mini-swe-agent/;
/** A line that opens a JSON record. */
const JSON_LINE = /(?:^|\n)[ \t]*\{/;
/** The files an ATIF trajectory links beside it: continuations and context summarizations'. */
const LINKED_PART = /^agent\/trajectory\.(?:cont-\d+|summarization-[^/]+)\.json$/;
/** A number written alone in a file (verifier/reward.txt), or undefined. */
function numberIn(text) {
    if (text === undefined)
        return undefined;
    const t = text.trim();
    return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t) ? Number(t) : undefined;
}
const posix = (p) => p.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
/** Nothing sorted yet. */
function emptySorted() {
    return { traces: [], harness: [], notRead: [], taken: new Set(), usage: new Map(), fallback: new Map() };
}
/**
 * Sort the files a walk found in Harbor trial folders: `results` are the parsed `result.json`
 * files that are a trial's (by path), `text` reads a small file's text (reward.txt), `ends` the
 * first and last few hundred bytes of a file (where mini-swe-agent's trajectory names its format). Files not
 * under a trial folder are left to the usual sorting.
 */
function sortHarborTrials(paths, results, text, ends = text) {
    const out = emptySorted();
    const dirs = [...results.keys()].map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(p)).sort();
    if (dirs.length === 0)
        return out;
    const byDir = new Map(dirs.map((d) => [d, []]));
    for (const p of paths) {
        // The deepest trial folder that holds it.
        let d = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(p);
        for (;;) {
            const files = byDir.get(d);
            if (files) {
                files.push(p);
                break;
            }
            const up = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(d);
            if (up === d)
                break;
            d = up;
        }
    }
    for (const dir of dirs) {
        const files = byDir.get(dir);
        const rel = new Map(files.map((f) => [posix((0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(dir, f)), f]));
        // The agent's logs there, best first: an empty one (an agent that never started) holds no trace.
        const empty = new Set();
        const log = AGENT_LOGS.find((l) => {
            if (!rel.has(l))
                return false;
            const bytes = ends(rel.get(l));
            if (bytes !== undefined && bytes.trim() === '') {
                empty.add(l);
                return false;
            }
            if (l === MINI_LOG)
                return MINI_FORMAT.test(bytes ?? '');
            // A stream with no record where it starts or ends (an agent that failed at its start wrote
            // only text): the ATIF conversion is read, if there is one.
            return bytes === undefined || !l.endsWith('.txt') || JSON_LINE.test(bytes) || !rel.has(ATIF_LOG);
        });
        const trace = log !== undefined ? rel.get(log) : undefined;
        const result = results.get((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, 'result.json')) ?? results.get(files.find((f) => results.has(f)) ?? '');
        const name = result && typeof result.trial_name === 'string' ? result.trial_name : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir);
        for (const [r, f] of rel) {
            out.taken.add(f);
            // The ATIF file's linked parts (a continuation, a summarization's) are read with it, as part
            // of its run; one that it does not name is a session of its own.
            if (f === trace || (log === ATIF_LOG && LINKED_PART.test(r))) {
                out.traces.push(f);
                continue;
            }
            const what = empty.has(r) ? "the agent's log, empty: nothing to read" : whatIs(r, log, trace === undefined);
            if (what !== undefined)
                out.notRead.push({ file: f, what });
        }
        if (trace === undefined) {
            out.notRead.push({
                file: dir,
                what: `a Harbor trial (${name}) that holds Harbor's results and no trace of the agent: not judged`,
            });
            continue;
        }
        const atif = log !== ATIF_LOG ? rel.get(ATIF_LOG) : undefined;
        if (atif !== undefined)
            out.fallback.set(trace, atif);
        const usage = harborUsage(result);
        if (usage) {
            out.usage.set(trace, usage);
            if (atif !== undefined)
                out.usage.set(atif, usage);
        }
        const resultPath = files.find((f) => results.has(f));
        const rewardPath = rel.get('verifier/reward.txt');
        const reward = rewardPath !== undefined ? numberIn(text(rewardPath)) : undefined;
        const source = resultPath ?? rewardPath;
        if (source === undefined)
            continue;
        out.harness.push({
            source,
            value: {
                harbor_trial: true,
                trial: name,
                trace,
                ...(result ? { result } : {}),
                ...(reward !== undefined ? { reward_file: reward } : {}),
            },
        });
    }
    return out;
}
/** What a file of a trial folder is (its path in the folder), when not read; undefined for result.json. */
function whatIs(rel, log, noTrace) {
    if (rel === 'result.json')
        return noTrace ? "Harbor's result of the trial; the trial holds no trace" : undefined;
    if (rel === 'verifier/reward.txt' || rel === 'verifier/reward.json')
        return "the verifier's reward, read with the trial's result";
    if (rel === 'config.json')
        return "Harbor's configuration of the trial";
    if (rel === 'trial.log')
        return "Harbor's log of the trial";
    if (rel.startsWith('verifier/'))
        return "the verifier's output";
    if (rel.startsWith('agent/') && log !== undefined) {
        if (rel === ATIF_LOG || LINKED_PART.test(rel))
            return `${rel === ATIF_LOG ? 'the' : 'part of the'} ATIF conversion of the same run as ${log}, read from ${log}`;
        if (rel.startsWith('agent/sessions/') && /\.jsonl$/.test(rel))
            return `Claude Code's own transcript of the same run as ${log}, read from ${log}`;
        return `written by the agent during the same run as ${log}`;
    }
    return 'written by Harbor or the task beside the trial';
}
/** The kind of exception Harbor recorded for a trial, and its message's first line. */
function exceptionOf(result) {
    const e = result?.exception_info;
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(e))
        return undefined;
    const type = typeof e.exception_type === 'string' && e.exception_type !== '' ? e.exception_type : 'an exception';
    const message = typeof e.exception_message === 'string' ? (e.exception_message.trim().split('\n')[0] ?? '').slice(0, 120) : '';
    return { type, message };
}
/** Harbor's exceptions that are the agent's: it ran out of time, or its process exited with an error. */
const AGENT_EXCEPTIONS = new Set(['AgentTimeoutError', 'NonZeroAgentExitCodeError']);
/** Harbor's verifier could not run, or left no reward it could read. */
const VERIFIER_EXCEPTIONS = new Set([
    'RewardFileNotFoundError',
    'RewardFileEmptyError',
    'VerifierOutputParseError',
    'RewardParseError',
    'AddTestsDirError',
    'DownloadVerifierDirError',
]);
/** An exception of the trial's environment (its container or sandbox), by its type or its message. */
const ENVIRONMENT = /^Environment\w*Error$|docker|compose|container|daemon|sandbox|daytona|modal|e2b|runloop|kubernetes|\bpod\b/i;
/**
 * Why a Harbor trial did not pass, in words, and whose failure it was: the agent's (a reward
 * below a pass, Harbor stopping it at its time limit, its process exiting with an error) or the
 * harness's own (the verifier timing out or leaving no reward, the environment failing, a
 * cancelled trial, any other exception Harbor recorded). Undefined for a trial that passed.
 */
function harborReason(status, reward, exception) {
    if (status === 'passed')
        return undefined;
    const named = exception
        ? `${exception.type}${exception.message && exception.message !== exception.type ? `: ${exception.message}` : ''}`
        : '';
    const scored = reward !== undefined ? `the verifier's reward was ${(0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(reward)}` : '';
    if (status === 'agent_timeout')
        return {
            reason: `Harbor stopped the agent at its time limit (${named})${scored ? `; ${scored} all the same` : ''}`,
            fault: 'agent',
        };
    if (status === 'failed') {
        const after = exception ? `, after Harbor recorded ${named}` : '';
        return {
            reason: `the verifier's reward was ${(0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(reward)}, below the 1 a pass needs${after}`,
            fault: exception && !AGENT_EXCEPTIONS.has(exception.type) ? 'harness' : 'agent',
        };
    }
    if (!exception)
        return { reason: 'the verifier wrote no reward', fault: 'harness' };
    const t = exception.type;
    if (t === 'NonZeroAgentExitCodeError')
        return {
            reason: `the agent's process exited with an error, and the verifier gave no reward (${named})`,
            fault: 'agent',
        };
    if (t === 'VerifierTimeoutError')
        return { reason: `the verifier ran out of time, so the trial has no reward (${named})`, fault: 'harness' };
    if (VERIFIER_EXCEPTIONS.has(t))
        return { reason: `the verifier left no reward it could read (${named})`, fault: 'harness' };
    if (t === 'AgentSetupTimeoutError')
        return { reason: `Harbor could not set the agent up in time, so it never ran (${named})`, fault: 'harness' };
    if (t === 'CancelledError' || t === 'KeyboardInterrupt')
        return { reason: `the trial was cancelled before the verifier gave a reward (${named})`, fault: 'harness' };
    if (ENVIRONMENT.test(t) || ENVIRONMENT.test(exception.message))
        return { reason: `the trial's environment failed, and the verifier gave no reward (${named})`, fault: 'harness' };
    return { reason: `Harbor recorded ${named}, and the verifier gave no reward`, fault: 'harness' };
}
/** The reward in result.json (verifier_result.rewards.reward), or undefined. */
function rewardOf(result) {
    const v = result?.verifier_result;
    const rewards = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) ? v.rewards : undefined;
    const r = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(rewards) ? rewards.reward : undefined;
    return typeof r === 'number' && Number.isFinite(r) ? r : undefined;
}
/** A count Harbor recorded: a finite number of at least zero, else undefined (null: not counted). */
function countOf(v) {
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}
/**
 * The tokens and cost Harbor recorded for the agent (`result.json` `agent_result`: n_input_tokens,
 * which counts the cached ones, n_cache_tokens, n_output_tokens, cost_usd) as one `token_usage`
 * event, for a trace that records none of its own; undefined when Harbor counted nothing.
 */
function harborUsage(result) {
    const a = result?.agent_result;
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(a))
        return undefined;
    const input = countOf(a.n_input_tokens);
    const cache = countOf(a.n_cache_tokens);
    const output = countOf(a.n_output_tokens);
    if (input === undefined && output === undefined)
        return undefined;
    const cost = countOf(a.cost_usd);
    return (0,_trace_adapters_run_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenUsage */ .Z_)((0,_trace_adapters_run_js__WEBPACK_IMPORTED_MODULE_2__/* .inclusiveUsage */ .Wk)(input, cache !== undefined && input !== undefined ? Math.min(cache, input) : cache, undefined, output), { ...(cost !== undefined ? { cost_usd: cost } : {}), source: 'harbor_result' });
}

/**
 * A trial's harness result: the verifier's reward as the final score; the status `passed` at a
 * reward of 1 or more, else `failed`; `agent_timeout` when Harbor stopped the agent at its time
 * limit (whatever the reward), `error` for another exception without a reward, `no_reward` when
 * the verifier wrote none.
 */
function harborResult(trial, source) {
    const reward = rewardOf(trial.result) ?? trial.reward_file;
    const exception = exceptionOf(trial.result);
    const status = exception?.type === 'AgentTimeoutError'
        ? 'agent_timeout'
        : reward === undefined
            ? exception
                ? 'error'
                : 'no_reward'
            : reward >= 1
                ? 'passed'
                : 'failed';
    const why = harborReason(status, reward, exception);
    return {
        harness: 'harbor',
        source,
        id: trial.trial,
        run: trial.trace,
        final_score: reward ?? null,
        score_origin: reward !== undefined ? 'recorded' : null,
        status,
        recorded: { final_score: reward ?? null, status: exception ? `${exception.type}` : null },
        mismatches: [],
        ...(why ?? {}),
        passed: status === 'passed',
    };
}
/** What to do about a Harbor trial that failed, by whose failure it was; undefined when it passed. */
function harborFix(r) {
    if (r.status === 'agent_timeout')
        return ('The run failed whatever it had done: look at where the trace spent its time (long commands, waits, ' +
            "repeated steps); give the agent more time (Harbor's --timeout-multiplier, or the agent's " +
            'override_timeout_sec) only if the task needs it.');
    if (r.fault === 'harness')
        return ("The harness failed, not the agent's trace: see the trial's exception.txt and trial.log, fix the cause " +
            '(the environment, the verifier, its time limit) and run the trial again.');
    if (r.status === 'failed')
        return "The agent's work did not pass the task's tests: the verifier's output (verifier/test-stdout.txt) says which failed.";
    if (r.fault === 'agent')
        return "The agent's process failed: see the end of its log and the trial's exception.txt for why it exited.";
    return undefined;
}
/** An agent's own log in a folder that re-packages a run with its ATIF conversion. */
const NATIVE_LOG = /^(?:raw-trajectory\.json|.+\.trajectory\.json)$/;
/** The ATIF conversion beside it. */
const ATIF_NAMES = new Set(['trajectory.atif.json', 'trajectory.json']);
/** An ATIF document's opening (`schema_version` is the first key Harbor writes). */
const ATIF_HEAD = /"schema_version"\s*:\s*"ATIF-/;
/** The re-packaged trial's result (Harbor's result.json), reward and grader's results. */
const TRIAL_RESULT = 'trial-result.json';
const TRIAL_REWARD = 'reward.txt';
const TRIAL_GRADER = 'grader-results.json';
/**
 * Sort the folders, among `paths` not `taken` already, that hold a run's own log and its ATIF
 * conversion side by side, as Harbor's trials re-packaged one folder a trial do
 * (`raw-trajectory.json` or `<agent>.trajectory.json` beside `trajectory.atif.json` or
 * `trajectory.json`): one run, one session, read from the agent's own log (the ATIF file named as
 * the same run, and read instead when the log cannot be read). The folder's `trial-result.json`
 * (Harbor's TrialResult) and `reward.txt` are its verifier's result, a `harbor` result joined to
 * the session; `grader-results.json` is named. A folder with more than one log or ATIF file of
 * those names is left to the usual sorting. `head` gives a file's first few kilobytes, `text` a
 * small file's text, `result` a `trial-result.json` parsed (undefined when it is none).
 */
function sortRunPairs(paths, taken, head, text, result) {
    const out = emptySorted();
    const byDir = new Map();
    for (const p of paths) {
        if (taken.has(p))
            continue;
        const name = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(p);
        const kept = NATIVE_LOG.test(name) || ATIF_NAMES.has(name) || [TRIAL_RESULT, TRIAL_REWARD, TRIAL_GRADER].includes(name);
        if (!kept)
            continue;
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(p);
        let files = byDir.get(dir);
        if (!files)
            byDir.set(dir, (files = new Map()));
        files.set(name, p);
    }
    for (const [dir, files] of [...byDir].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const isAtif = (p) => ATIF_HEAD.test(head(p) ?? '');
        const logs = [...files].filter(([n, p]) => NATIVE_LOG.test(n) && !isAtif(p));
        const atifs = [...files].filter(([n, p]) => ATIF_NAMES.has(n) && isAtif(p));
        if (logs.length !== 1 || atifs.length !== 1)
            continue;
        const [[logName, log]] = logs;
        const [[, atif]] = atifs;
        out.traces.push(log);
        out.taken.add(log).add(atif);
        out.fallback.set(log, atif);
        out.notRead.push({
            file: atif,
            what: `the ATIF conversion of the same run as ${logName}, read from ${logName}`,
        });
        const resultPath = files.get(TRIAL_RESULT);
        const parsed = resultPath !== undefined ? result(resultPath) : undefined;
        const trial = isHarborTrialResult(parsed) ? parsed : undefined;
        const rewardPath = files.get(TRIAL_REWARD);
        const reward = rewardPath !== undefined ? numberIn(text(rewardPath)) : undefined;
        const source = trial ? resultPath : reward !== undefined ? rewardPath : undefined;
        if (source === undefined)
            continue;
        const usage = harborUsage(trial);
        if (usage)
            out.usage.set(log, usage).set(atif, usage);
        out.taken.add(source);
        out.harness.push({
            source,
            value: {
                harbor_trial: true,
                trial: trial && typeof trial.trial_name === 'string' ? trial.trial_name : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir),
                trace: log,
                ...(trial ? { result: trial } : {}),
                ...(reward !== undefined ? { reward_file: reward } : {}),
            },
        });
        if (source !== rewardPath && rewardPath !== undefined && reward !== undefined) {
            out.taken.add(rewardPath);
            out.notRead.push({ file: rewardPath, what: "the verifier's reward, read with the trial's result" });
        }
        const grader = files.get(TRIAL_GRADER);
        if (grader !== undefined) {
            out.taken.add(grader);
            out.notRead.push({
                file: grader,
                what: `the grader's results of the trial; its verdict is read from ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(source)}`,
            });
        }
    }
    return out;
}


/***/ }),

/***/ 1379:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R9: () => (/* binding */ harnessFileKind),
/* harmony export */   uC: () => (/* binding */ HARNESS_FILES_EXPECTED)
/* harmony export */ });
/* unused harmony exports isArksimEvaluation, paeFileKind */
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7842);
/* harmony import */ var _swe_bench_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3278);
/* harmony import */ var _harbor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7876);
/**
 * Which harness file a parsed JSON or YAML value is: by its shape alone, without checking it
 * (src/harness/index.ts checks and reads it, with zod). What sorting the files a walk found needs
 * (src/harness/folders.ts), which a run does before it hands out its first file.
 */



/** Whether a JSON value looks like arksim's evaluation output. */
function isArksimEvaluation(v) {
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v) || !Array.isArray(v.conversations))
        return false;
    if ('evaluator_version' in v || 'unique_errors' in v)
        return true;
    const first = v.conversations[0];
    return (0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(first) && 'turn_scores' in first;
}
/** Which personal_agent_eval file a JSON or YAML value is, if any. */
function paeFileKind(v) {
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
        return undefined;
    if ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v.identity) && 'run_id' in v.identity && Array.isArray(v.trace) && 'status' in v)
        return 'run';
    if ('final_score' in v && 'run_id' in v && 'case_id' in v)
        return 'final_result';
    if ('case_id' in v && Array.isArray(v.deterministic_checks))
        return 'test_config';
    return undefined;
}
/** What harness file a parsed JSON or YAML value is (`source`: its path); undefined when none. */
function harnessFileKind(value, source = '') {
    if ((0,_harbor_js__WEBPACK_IMPORTED_MODULE_2__/* .isHarborTrial */ .pM)(value))
        return 'harbor';
    if (isArksimEvaluation(value))
        return 'arksim';
    const pae = paeFileKind(value);
    if (pae)
        return `personal_agent_eval:${pae}`;
    const swe = (0,_swe_bench_js__WEBPACK_IMPORTED_MODULE_1__/* .sweBenchFileKind */ .AN)(value, source);
    return swe ? `swe_bench:${swe}` : undefined;
}
const HARNESS_FILES_EXPECTED = 'expected an arksim evaluation.json, a personal_agent_eval run artifact (run.json), final result ' +
    '(final_result.json) or case config (test.yaml), or SWE-bench-style results (results.json, report.json, a ' +
    'reward file)';


/***/ }),

/***/ 3278:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ sweBenchFileKind),
/* harmony export */   m$: () => (/* binding */ sweBenchResults),
/* harmony export */   xH: () => (/* binding */ joinRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7842);
/**
 * SWE-bench-style results written beside the runs they judge, read as harness results with one
 * result per instance id:
 *
 * - a run report (`results.json` of SWE-bench's experiments and Multi-SWE-bench, or the
 *   `<model>.<run_id>.json` of `swebench.harness.run_evaluation`): lists of instance ids
 *   (`resolved` or `resolved_ids`, `unresolved_ids`, `empty_patch_ids`, `error_ids`,
 *   `incomplete_ids`, `completed_ids`, `submitted_ids`);
 * - an instance report (`report.json` under `logs/run_evaluation/...`): `{<instance_id>:
 *   {resolved, patch_exists, patch_successfully_applied, tests_status}}`, or the same fields at
 *   the top (mini-swe-agent's `logs/<instance_id>/report.json`), whose instance is the folder it
 *   lies in (or its `instance_id`);
 * - a reward file: a number (`reward.txt`), or `{reward}` with an optional `instance_id` /
 *   `task_id`; its instance is the folder it lies in (skipping `verifier`, `logs`, `agent`).
 *
 * Each result's status is `resolved`, `unresolved`, `empty_patch` (nothing submitted), `error`
 * (the evaluation failed) or `incomplete` (never evaluated); its final score is 1 for resolved,
 * else 0 (a reward: the reward itself, resolved from 1 on). The results are joined to the runs by
 * instance id (`joinRuns`). Pure.
 */


/** Statuses in the order a run report's lists are read: the first list an id is in wins. */
const LISTS = [
    ['resolved_ids', 'resolved'],
    ['resolved', 'resolved'],
    ['error_ids', 'error'],
    ['empty_patch_ids', 'empty_patch'],
    ['unresolved_ids', 'unresolved'],
    ['incomplete_ids', 'incomplete'],
    ['completed_ids', 'unresolved'],
    ['submitted_ids', 'incomplete'],
];
const isIdList = (x) => Array.isArray(x) && x.every((s) => typeof s === 'string');
/** One instance's report: `resolved` and the fields of the evaluation. */
const isInstanceReport = (e) => (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(e) &&
    typeof e.resolved === 'boolean' &&
    ('patch_exists' in e || 'tests_status' in e || 'patch_successfully_applied' in e);
/** Which SWE-bench-style file a parsed value is, if any. */
function sweBenchFileKind(v, source = '') {
    if (typeof v === 'number')
        return /(^|[\\/])reward(\.[a-z]+)?$/i.test(source) ? 'reward' : undefined;
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v))
        return undefined;
    if (typeof v.reward === 'number')
        return 'reward';
    if (isInstanceReport(v))
        return 'instance_report';
    if ((isIdList(v.resolved_ids) || isIdList(v.resolved)) &&
        LISTS.some(([key]) => key !== 'resolved' && key !== 'resolved_ids' && isIdList(v[key])))
        return 'run_report';
    const entries = Object.values(v);
    if (entries.length > 0 && entries.every(isInstanceReport))
        return 'instance_report';
    return undefined;
}
/** The instance a reward file belongs to, from the folders it lies in. */
function instanceOfPath(source) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(source);
    while (['verifier', 'logs', 'agent', 'results', 'output', 'outputs'].includes((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir).toLowerCase())) {
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(dir);
        if (up === dir)
            break;
        dir = up;
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir);
}
function result(source, id, status, score, recordedScore) {
    return {
        harness: 'swe_bench',
        source,
        id,
        final_score: score,
        score_origin: 'recorded',
        status,
        recorded: { final_score: recordedScore, status },
        mismatches: [],
        passed: true,
    };
}
const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** The results of one SWE-bench-style file, sorted by instance id. */
function sweBenchResults(value, source, kind) {
    switch (kind) {
        case 'reward': {
            const o = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value) ? value : {};
            const reward = typeof value === 'number' ? value : o.reward;
            const named = [o.instance_id, o.task_id, o.id].find((x) => typeof x === 'string' && x !== '');
            const score = Math.min(1, Math.max(0, reward));
            return [result(source, named ?? instanceOfPath(source), reward >= 1 ? 'resolved' : 'unresolved', score, reward)];
        }
        case 'instance_report': {
            const out = [];
            const v = value;
            // One instance's report at the top: its instance is named in it or by its folder.
            const reports = isInstanceReport(v)
                ? [[typeof v.instance_id === 'string' && v.instance_id !== '' ? v.instance_id : instanceOfPath(source), v]]
                : Object.entries(v);
            for (const [id, raw] of reports) {
                const status = raw.resolved === true ? 'resolved' : raw.patch_exists === false ? 'empty_patch' : 'unresolved';
                out.push(result(source, id, status, status === 'resolved' ? 1 : 0, null));
            }
            return out.sort(byId);
        }
        case 'run_report': {
            const v = value;
            const status = new Map();
            for (const [key, s] of LISTS) {
                const list = v[key];
                if (!isIdList(list))
                    continue;
                for (const id of list)
                    if (!status.has(id))
                        status.set(id, s);
            }
            return [...status].map(([id, s]) => result(source, id, s, s === 'resolved' ? 1 : 0, null)).sort(byId);
        }
    }
}
/** The keys a run is known by: its session key, its file's name without extensions, its folder's name. */
function runKeys(source, session) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(source).replace(/(\.traj)?\.(jsonl|json|ndjson|traj)$/i, '');
    return [...(session !== undefined ? [session] : []), name, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(source))];
}
/**
 * SWE-bench results joined to the runs they judge, by instance id: each result whose id names a
 * run (a session key such as an OpenHands `instance_id`, a trace file `<instance_id>.traj` or
 * `<instance_id>.traj.json`, or the folder holding the trace) gets `run` (`path` or
 * `path#session`). A file whose results name some of the runs keeps only those: a harness that
 * judged a hundred instances gates the ones whose runs are in the report. A file that names none
 * of them is kept whole. Other harnesses' results pass through unchanged.
 */
function joinRuns(results, runs) {
    const byKey = new Map();
    for (const r of runs) {
        const name = r.session !== undefined ? `${r.source}#${r.session}` : r.source;
        for (const key of runKeys(r.source, r.session))
            if (!byKey.has(key))
                byKey.set(key, name);
    }
    const joined = results.map((r) => {
        if (r.harness === 'harbor') {
            // A Harbor trial names the trace read for it: its session (the first, when it holds several).
            const run = runs.find((x) => x.source === r.run);
            return run ? { ...r, run: run.session !== undefined ? `${run.source}#${run.session}` : run.source } : r;
        }
        if (r.harness !== 'swe_bench')
            return r;
        const run = byKey.get(r.id);
        return run !== undefined ? { ...r, run } : r;
    });
    const sourcesJoined = new Set(joined.filter((r) => r.run !== undefined).map((r) => r.source));
    const warnings = [];
    const dropped = new Map();
    const kept = joined.filter((r) => {
        if (r.harness !== 'swe_bench' || r.run !== undefined || !sourcesJoined.has(r.source))
            return true;
        dropped.set(r.source, (dropped.get(r.source) ?? 0) + 1);
        return false;
    });
    for (const [source, n] of dropped)
        warnings.push(`${source}: ${n} instance${n === 1 ? '' : 's'} without a run among the traces, not gated`);
    return { results: kept, warnings };
}


/***/ }),

/***/ 5509:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ DEFAULT_ARKSIM_STATUSES),
/* harmony export */   LV: () => (/* binding */ RUN_STATUSES),
/* harmony export */   Pv: () => (/* binding */ ARKSIM_STATUSES),
/* harmony export */   QO: () => (/* binding */ scoreText),
/* harmony export */   Vx: () => (/* binding */ DEFAULT_RUN_STATUSES),
/* harmony export */   Wx: () => (/* binding */ HARBOR_STATUSES),
/* harmony export */   d: () => (/* binding */ MAX_HARNESS_FILE_BYTES),
/* harmony export */   kg: () => (/* binding */ SWE_BENCH_STATUSES),
/* harmony export */   nz: () => (/* binding */ HARNESS_FAULTS),
/* harmony export */   od: () => (/* binding */ DEFAULT_SWE_BENCH_STATUSES),
/* harmony export */   oo: () => (/* binding */ HARNESS_IDS),
/* harmony export */   sn: () => (/* binding */ DEFAULT_HARBOR_STATUSES)
/* harmony export */ });
/** The largest harness file read. */
const MAX_HARNESS_FILE_BYTES = 64 * 1024 * 1024;
const HARNESS_IDS = ['arksim', 'personal_agent_eval', 'swe_bench', 'harbor'];
/** arksim's conversation statuses (evaluator/utils/enums.py: EvaluationStatus). */
const ARKSIM_STATUSES = ['Done', 'Partial Failure', 'Failed', 'Evaluation Failed'];
/** personal_agent_eval's terminal run statuses (RunStatus). */
const RUN_STATUSES = ['success', 'failed', 'timed_out', 'invalid', 'provider_error'];
/** A SWE-bench instance's statuses (swe-bench.ts). */
const SWE_BENCH_STATUSES = ['resolved', 'unresolved', 'empty_patch', 'error', 'incomplete'];
const HARNESS_FAULTS = ['agent', 'harness'];
const DEFAULT_ARKSIM_STATUSES = ['Done', 'Partial Failure'];
const DEFAULT_RUN_STATUSES = ['success'];
const DEFAULT_SWE_BENCH_STATUSES = ['resolved'];
/** The statuses a Harbor trial can have (harbor.ts); `passed` (a reward of 1 or more) passes by default. */
const HARBOR_STATUSES = ['passed', 'failed', 'agent_timeout', 'error', 'no_reward'];
const DEFAULT_HARBOR_STATUSES = ['passed'];
/** A score as reports write it: at most four decimals ("0.8125", "1"). */
function scoreText(x) {
    return String(Math.round(x * 1e4) / 1e4);
}


/***/ }),

/***/ 4170:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ GRAPH_MODES),
/* harmony export */   Ms: () => (/* binding */ DEFAULT_REGRESSION_TOLERANCE),
/* harmony export */   d$: () => (/* binding */ FAIL_ON)
/* harmony export */ });
/**
 * Values of the settings that more than their schema uses (src/policy/settings.ts): the verdict,
 * the baseline and the settings read without zod (src/policy/quick-settings.ts).
 */
/** The readiness from which the gate fails (`never`: none). */
const FAIL_ON = ['unsafe_for_production', 'review_recommended', 'never'];
/** Trust score points a session may lose against its baseline before it counts as a regression. */
const DEFAULT_REGRESSION_TOLERANCE = 5;
const GRAPH_MODES = ['evidence', 'full', 'none'];


/***/ }),

/***/ 7143:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XD: () => (/* binding */ EMPTY_POLICY),
/* harmony export */   b$: () => (/* binding */ POLICY_FILE_NAMES),
/* harmony export */   i6: () => (/* binding */ findPolicy)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Where the policy file is, and the policy as the gate uses it: what a run needs before it knows
 * whether there is a policy file at all. Reading and checking one (YAML and zod) is
 * src/policy/policy-file.ts, loaded only when there is one.
 */


const POLICY_FILE_NAMES = ['.agent-trust-gate.yml', '.agent-trust-gate.yaml'];
const EMPTY_POLICY = { rules: [], cases: [], harness: {} };
/** The policy file in a directory (`.agent-trust-gate.yml`, then `.yaml`), if there is one. */
async function findPolicy(dir) {
    for (const name of POLICY_FILE_NAMES) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined);
        if (info?.isFile())
            return path;
    }
    return undefined;
}


/***/ }),

/***/ 2982:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ skippedLine),
/* harmony export */   S_: () => (/* binding */ expandArgs),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   pR: () => (/* binding */ expandPaths)
/* harmony export */ });
/* unused harmony exports TRACE_EXTENSIONS, COMPANION_EXTENSIONS, SKIPPED_FOLDERS, findTraceFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6438);
/* harmony import */ var _core_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3527);
/* harmony import */ var _listings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2592);
/* harmony import */ var _conversation_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4046);
/**
 * Finding trace files (and report files), for the CLI and the action alike: a file as it is, a
 * directory as the trace files under it, a glob (minimatch: `*`, `**`, `?`, `[...]`, `{a,b}`) as
 * what it matches.
 *
 * The CLI (`expandPaths`) takes its arguments one by one, relative to the working directory:
 * each must name something, files come out in argument order (a directory's or a glob's sorted
 * by path) and as the argument spells them, each once. Its walks skip symbolic links.
 *
 * The action (`findTraceFiles`) takes the lines of an input as one set of globs relative to the
 * workspace: `!` excludes what an earlier line took (the last line that matches a path decides),
 * `#` starts a comment, absolute paths and `~/` are taken as they are, and `..` is refused. A
 * symbolic link counts as what it points to, but a glob's walk never goes through one; a directory a line matches means the
 * trace files under it. Nothing found is no error; the files come out sorted, each once. A file
 * that lies in the workspace but is a symbolic link to a place outside it is skipped: a pull
 * request must not be able to make the gate read (and quote) files from elsewhere on the runner.
 *
 * Both find the same files in the same folder: their globs match names that start with a dot,
 * and their walks go into every folder but SKIPPED_FOLDERS (version control, dependencies,
 * caches), which they tell in one line (`skippedLine`); `.agent/` and the like are read.
 *
 * A directory, or a glob that matches one, means the trace files under it (`.json`, `.jsonl`,
 * `.ndjson`, `.traj`). Where trace files are looked for (the CLI's diagnose, the action's
 * `sessions`), a walk also takes the files agents and harnesses write beside their traces that
 * can be named (`.yaml`, `.yml`, `.log`, and Inspect's binary `.eval` logs): each file a walk
 * or a glob found comes out in `found`, and the gate sorts those into traces, harness results
 * and files not read (src/harness/folders.ts), by what they hold, never by their name alone. A
 * file named on its own is a trace file, whatever its name. Other files (`.txt`, `.md`, ...)
 * are left where they are.
 *
 * The files of an OpenHands V1 conversation folder (`<id>/events/event-NNNNN-*.json` and
 * `<id>/base_state.json`) a walk finds are one trace: the conversation folder, in the place of
 * its first file (conversation.ts); so a folder of conversations gives one trace each, and an
 * event file or the `base_state.json` of a conversation named on its own gives its conversation.
 */








const TRACE_EXTENSIONS = ['.json', '.jsonl', '.ndjson', '.traj'];
/** Files beside traces that a walk takes too, to name them or read them as harness results. */
const COMPANION_EXTENSIONS = ['.yaml', '.yml', '.log', '.eval'];
/** The text files of a Harbor trial a walk takes: the agents' logs read, the verifier's reward. */
const HARBOR_TEXT_FILES = new Set(['claude-code.txt', 'codex.txt', 'reward.txt']);
const GLOB_CHARS = /[*?[\]{}]/;
function isTraceFile(path, companions) {
    const name = path.split(/[\\/]/).pop().toLowerCase();
    const has = (ext) => name.endsWith(ext);
    return TRACE_EXTENSIONS.some(has) || (companions && (COMPANION_EXTENSIONS.some(has) || HARBOR_TEXT_FILES.has(name)));
}
const byPath = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const posix = (path) => path.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
/**
 * Folders a walk never goes into, the CLI's and the action's alike: version control, installed
 * dependencies, caches and editors' settings, which hold no agent's trace but many JSON files.
 * Other folders whose name starts with a dot are walked: agents keep their traces in them
 * (`.agent/`, `.claude/`, `.codex/`, `.gemini/`). A folder named on its own (or a glob's literal
 * start) is read whatever its name; each folder skipped is told (`Skipped`).
 */
const SKIPPED_FOLDERS = new Set([
    '.git',
    '.hg',
    '.svn',
    'node_modules',
    '.venv',
    '.tox',
    '.nox',
    '.mypy_cache',
    '.pytest_cache',
    '.ruff_cache',
    '__pycache__',
    '.cache',
    '.npm',
    '.yarn',
    '.pnpm-store',
    '.next',
    '.nuxt',
    '.turbo',
    '.gradle',
    '.idea',
    '.vscode',
    '.github',
]);
/** `skipped 2 folders of version control, dependencies or caches (.git, node_modules)`: one line, each name once. */
function skippedLine(skipped) {
    if (skipped.size === 0)
        return undefined;
    const names = [...new Set([...skipped].map((p) => p.split(/[\\/]/).pop()))].sort(byPath);
    return (`skipped ${skipped.size === 1 ? '1 folder' : `${skipped.size} folders`} of version control, dependencies or ` +
        `caches (${names.join(', ')}); name one to read it`);
}
/**
 * Everything under `dir`, depth first, but for SKIPPED_FOLDERS (added to `skipped`). Without
 * `links`, symbolic links are left out; with it they are in, as what they point to, but never
 * walked into. Sync: a folder's listing is quicker than the turn of the event loop an async one
 * costs, and a walk of thousands of folders is nothing else (the worker threads that diagnose
 * the files start meanwhile).
 */
function walk(dir, links, out, skipped) {
    const entries = (0,_listings_js__WEBPACK_IMPORTED_MODULE_6__/* .listFolder */ .b)(dir);
    for (const entry of entries) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, entry.name);
        if (SKIPPED_FOLDERS.has(entry.name) && (entry.isDirectory() || entry.isSymbolicLink())) {
            skipped?.add(path);
            continue;
        }
        if (entry.isDirectory()) {
            out.push({ path, dir: true });
            walk(path, links, out, skipped);
        }
        else if (entry.isFile())
            out.push({ path, dir: false });
        else if (links && entry.isSymbolicLink()) {
            const info = statOrUndefined(path);
            if (info?.isFile() || info?.isDirectory())
                out.push({ path, dir: info.isDirectory() });
        }
    }
}
/** A path's stats (following a symbolic link), or undefined when there is nothing there. */
function statOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        return undefined;
    }
}
/**
 * The trace files under a directory, sorted by path (SKIPPED_FOLDERS left out, into `skipped`),
 * and with `companions` the files beside them that a walk names.
 */
function traceFilesUnder(dir, companions = false, skipped) {
    const all = [];
    walk(dir, false, all, skipped);
    return (0,_conversation_js__WEBPACK_IMPORTED_MODULE_7__/* .groupConversations */ .gt)(all
        .filter((i) => !i.dir && isTraceFile(i.path, companions))
        .map((i) => i.path)
        .sort(byPath));
}
/**
 * What a glob matches, walking from its longest literal prefix: a relative glob is relative to
 * `base`, and paths come out joined to it as given. `links` as for walk(); names that start with
 * a dot match too, in the CLI as in the action.
 */
function globItems(pattern, base, links, minimatch, skipped) {
    const literal = [];
    for (const p of pattern.split(/[\\/]/)) {
        if (GLOB_CHARS.test(p))
            break;
        literal.push(p);
    }
    const prefix = literal.join(node_path__WEBPACK_IMPORTED_MODULE_3__.sep);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(pattern) ? prefix || node_path__WEBPACK_IMPORTED_MODULE_3__.sep : literal.length ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(base, prefix) : base;
    const items = [];
    try {
        walk(root, links, items, skipped);
    }
    catch {
        // A folder that cannot be listed matches nothing (what was listed before it still counts).
    }
    const glob = pattern.replace(/^\.\//, '');
    const options = { dot: true };
    return items.filter((i) => minimatch(posix((0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(base, i.path)), glob, options) || minimatch(posix(i.path), glob, options));
}
/** The glob matcher, loaded only for a glob: a run that names files and folders does without it. */
async function loadMinimatch() {
    return (await (0,_core_load_js__WEBPACK_IMPORTED_MODULE_5__/* .loadInTurn */ .B)(() => __webpack_require__.e(/* import() */ 581).then(__webpack_require__.bind(__webpack_require__, 3581)))).minimatch;
}
/** What one CLI argument names: its files, and whether a walk or a glob found them. */
async function expandArg(arg, options, skipped) {
    const companions = options.companions ?? false;
    const info = statOrUndefined(arg);
    // One event file of an OpenHands V1 conversation is read as its conversation.
    if (info?.isFile())
        return { files: [(0,_conversation_js__WEBPACK_IMPORTED_MODULE_7__/* .namedFile */ .eI)(arg)], found: false };
    if (info?.isDirectory()) {
        const here = new Set();
        const files = traceFilesUnder(arg, companions, here);
        for (const p of here)
            skipped.add(p);
        if (!files.some((f) => isTraceFile(f, false) || statOrUndefined(f)?.isDirectory()))
            throw new _read_js__WEBPACK_IMPORTED_MODULE_4__/* .TraceError */ .yW(arg, undefined, `expected trace files (${TRACE_EXTENSIONS.join(', ')}) in this directory, found none` +
                (here.size ? ` (${skippedLine(here)})` : ''));
        return { files, found: true };
    }
    if (!GLOB_CHARS.test(arg))
        throw new _read_js__WEBPACK_IMPORTED_MODULE_4__/* .TraceError */ .yW(arg, undefined, 'no such file or directory');
    // A directory the glob matches means the trace files under it.
    const files = [];
    for (const item of globItems(arg, '.', false, await loadMinimatch(), skipped)) {
        if (item.dir)
            files.push(...traceFilesUnder(item.path, companions, skipped));
        else
            files.push(item.path);
    }
    if (files.length === 0)
        throw new _read_js__WEBPACK_IMPORTED_MODULE_4__/* .TraceError */ .yW(arg, undefined, 'the pattern matched no files');
    return { files: [...new Set(files)].sort(byPath), found: true };
}
/** The trace files named by one CLI argument. Throws a TraceError when it names nothing. */
async function expandPath(arg, options = {}) {
    return (await expandArg(arg, options, new Set())).files;
}
/**
 * The files named by all CLI arguments, in argument order, each file once. An argument that
 * starts with `!` leaves out, as a line of the action's input does, what the arguments before it
 * took: a path (and, for a directory, what is under it) or a glob (relative to the working
 * directory, matching names that start with a dot too; `**\/x` for x anywhere). The last
 * argument that takes or leaves out a file decides.
 */
async function expandArgs(args, options = {}) {
    const seen = new Set();
    const files = [];
    const found = new Set();
    const named = new Set();
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)('.');
    const bad = (why) => new _read_js__WEBPACK_IMPORTED_MODULE_4__/* .TraceError */ .yW('!', undefined, `expected a pattern to leave out, found a bad one: ${why}`);
    const rules = args.map((arg) => (arg.startsWith('!') ? parseRule(arg, cwd, (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), bad, true) : undefined));
    const minimatch = rules.some((r) => r !== undefined && r.path === undefined) ? await loadMinimatch() : undefined;
    // For each file, the last argument that took it.
    const takenBy = new Map();
    const skippedSet = new Set();
    for (let i = 0; i < args.length; i++) {
        if (rules[i] !== undefined)
            continue;
        const expanded = await expandArg(args[i], options, skippedSet);
        for (const f of expanded.files) {
            takenBy.set(f, i);
            // A file named on its own is no file found, even where a walk found it too.
            if (expanded.found)
                found.add(f);
            else
                named.add(f);
            if (seen.has(f))
                continue;
            seen.add(f);
            files.push(f);
        }
    }
    const skipped = [...skippedSet].sort(byPath);
    if (rules.every((r) => r === undefined))
        return { files, found: files.filter((f) => found.has(f) && !named.has(f)), skipped };
    const kept = files.filter((f) => {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(f);
        for (let i = rules.length - 1; i > takenBy.get(f); i--) {
            const rule = rules[i];
            if (rule && leavesOut(rule, f, path, cwd, minimatch))
                return false;
        }
        return true;
    });
    if (files.length > 0 && kept.length === 0)
        throw new _read_js__WEBPACK_IMPORTED_MODULE_4__/* .TraceError */ .yW(args.filter((a) => a.startsWith('!')).join(' '), undefined, 'these patterns left out every file the other arguments named');
    return { files: kept, found: kept.filter((f) => found.has(f) && !named.has(f)), skipped };
}
/** The trace files named by all CLI arguments, in argument order, each file once. */
async function expandPaths(args) {
    return (await expandArgs(args)).files;
}
/**
 * One line of an action input, or one `!` argument of the CLI: `..` segments are refused in the
 * action (a pull request must not reach outside the workspace), allowed to the CLI (`outside`).
 */
function parseRule(line, workspace, home, bad, outside = false) {
    const text = line.trim();
    if (text === '' || text.startsWith('#'))
        return undefined;
    const bangs = /^!*/.exec(text)[0].length;
    let glob = text.slice(bangs);
    if (glob === '~' || glob.startsWith('~/'))
        glob = home + glob.slice(1);
    if (glob === '.')
        glob = '';
    else
        glob = glob.replace(/^(\.\/)+/, '');
    if (glob === '' && bangs > 0)
        throw bad(`${JSON.stringify(text)} excludes nothing`);
    if (!outside && glob.split(/[\\/]/).includes('..'))
        throw bad(`${JSON.stringify(text)} has a ".." segment (give a path inside the workspace, or an absolute one)`);
    const rule = { exclude: bangs % 2 === 1, glob };
    if (!GLOB_CHARS.test(glob))
        rule.path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(workspace, glob);
    return rule;
}
function ruleMatches(rule, path, workspace, minimatch) {
    if (rule.path !== undefined)
        return path === rule.path;
    const subject = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rule.glob) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(workspace, path);
    return minimatch(posix(subject), rule.glob, { dot: true });
}
/**
 * Whether a CLI `!` argument leaves out a file (as given, and `path` absolute): a path, the file
 * or what is under it; a glob, the file relative to the working directory, as given, or absolute.
 */
function leavesOut(rule, given, path, cwd, minimatch) {
    if (rule.path !== undefined)
        return inside(path, rule.path);
    const options = { dot: true };
    return (ruleMatches(rule, path, cwd, minimatch) ||
        minimatch(posix(given).replace(/^(\.\/)+/, ''), rule.glob, options) ||
        minimatch(posix(path), rule.glob, options));
}
function inside(path, dir) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(dir, path);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel));
}
/**
 * The files the lines of an action input find (trace files for `sessions`; report files for
 * `reports` and `baseline`: a directory means the same kinds of files under it). A bad line is
 * an error in words, naming the input. `~` is `home`.
 */
async function findTraceFiles(patterns, workspace, input = { name: 'sessions', files: 'trace files' }, home = homedir(), options = {}) {
    const bad = (why) => new TraceError(input.name, undefined, `expected globs of ${input.files}, found a bad one: ${why}`);
    const root = resolve(workspace);
    const rules = patterns.map((p) => parseRule(p, root, home, bad)).filter((r) => r !== undefined);
    const minimatch = rules.some((r) => r.path === undefined) ? await loadMinimatch() : undefined;
    // What the lines take, then what the last line that matches each leaves out.
    const items = new Map();
    const skippedFolders = new Set();
    for (const rule of rules) {
        if (rule.exclude)
            continue;
        let found;
        if (rule.path !== undefined) {
            const info = statOrUndefined(rule.path);
            found = info?.isFile() || info?.isDirectory() ? [{ path: rule.path, dir: info.isDirectory() }] : [];
        }
        else {
            try {
                found = globItems(rule.glob, root, true, minimatch, skippedFolders);
            }
            catch (err) {
                throw bad(`${JSON.stringify(rule.glob)}: ${err.message}`);
            }
        }
        for (const item of found)
            items.set(item.path, item);
    }
    const taken = [...items.values()]
        .filter((item) => {
        let take = false;
        for (const rule of rules)
            if (ruleMatches(rule, item.path, root, minimatch))
                take = !rule.exclude;
        return take;
    })
        .sort((a, b) => byPath(a.path, b.path));
    let realWorkspace = root;
    try {
        realWorkspace = await realpath(root);
    }
    catch {
        // A workspace that cannot be resolved: compare against it as given.
    }
    const seen = new Set();
    const files = [];
    const found = new Set();
    const skipped = [];
    const named = new Set(rules.flatMap((r) => (r.path !== undefined && !r.exclude ? [r.path] : [])));
    for (const item of taken) {
        let candidates = [namedFile(item.path)];
        if (item.dir) {
            try {
                candidates = traceFilesUnder(item.path, options.companions ?? false, skippedFolders);
            }
            catch {
                candidates = [];
            }
        }
        for (const file of candidates) {
            if (seen.has(file))
                continue;
            seen.add(file);
            if (inside(file, root) || inside(file, realWorkspace)) {
                const real = await realpath(file).catch(() => file);
                if (!inside(real, realWorkspace) && !inside(real, root)) {
                    skipped.push({ path: file, why: 'it is a symbolic link to a file outside the workspace' });
                    continue;
                }
            }
            files.push(file);
            if (item.dir || !named.has(file))
                found.add(file);
        }
    }
    files.sort(byPath);
    return { files, found: files.filter((f) => found.has(f)), skipped, skippedFolders: [...skippedFolders].sort(byPath) };
}


/***/ })

};
