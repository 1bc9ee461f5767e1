export const id = 973;
export const ids = [973];
export const modules = {

/***/ 973:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   assertionsFor: () => (/* binding */ assertionsFor),
/* harmony export */   matchesSession: () => (/* binding */ matchesSession),
/* harmony export */   policyCase: () => (/* binding */ policyCase)
/* harmony export */ });
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3581);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2020);
/**
 * The policy's globs matched against sessions: which assertions apply to a session, and which
 * case of the policy's mapping it is a run of. Apart from the assertions and the cases
 * themselves, which the reports show, so that a run without a policy never loads the matcher.
 *
 * Pure.
 */


/** Does a glob of the policy match a session? Its file path, or `path#session`. */
function matchesSession(glob, names) {
    const g = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(glob);
    return names.some((n) => (0,minimatch__WEBPACK_IMPORTED_MODULE_0__.minimatch)((0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(n), g, { dot: true }));
}
/**
 * The assertions that apply to a session, in the order the policy first names them. A later
 * rule replaces an assertion of the same id (its level and options); `off` removes it.
 */
function assertionsFor(rules, names) {
    const byId = new Map();
    for (const rule of rules) {
        if (rule.files !== null && !rule.files.some((g) => matchesSession(g, names)))
            continue;
        for (const a of rule.assertions)
            byId.set(a.id, a);
    }
    return [...byId.values()].filter((a) => a.level !== 'off');
}
/** The case the policy's mapping gives a session (the first case whose glob matches), if any. */
function policyCase(rules, names) {
    for (const r of rules)
        if (r.files.some((g) => matchesSession(g, names)))
            return r.name;
    return undefined;
}


/***/ })

};
