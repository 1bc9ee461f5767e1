import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 14807:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./format", "./parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isWS = exports.applyEdit = exports.setProperty = exports.removeProperty = void 0;
    const format_1 = __nccwpck_require__(76612);
    const parser_1 = __nccwpck_require__(95152);
    function removeProperty(text, path, options) {
        return setProperty(text, path, void 0, options);
    }
    exports.removeProperty = removeProperty;
    function setProperty(text, originalPath, value, options) {
        const path = originalPath.slice();
        const errors = [];
        const root = (0, parser_1.parseTree)(text, errors);
        let parent = void 0;
        let lastSegment = void 0;
        while (path.length > 0) {
            lastSegment = path.pop();
            parent = (0, parser_1.findNodeAtLocation)(root, path);
            if (parent === void 0 && value !== void 0) {
                if (typeof lastSegment === 'string') {
                    value = { [lastSegment]: value };
                }
                else {
                    value = [value];
                }
            }
            else {
                break;
            }
        }
        if (!parent) {
            // empty document
            if (value === void 0) { // delete
                throw new Error('Can not delete in empty document');
            }
            return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
        }
        else if (parent.type === 'object' && typeof lastSegment === 'string' && Array.isArray(parent.children)) {
            const existing = (0, parser_1.findNodeAtLocation)(parent, [lastSegment]);
            if (existing !== void 0) {
                if (value === void 0) { // delete
                    if (!existing.parent) {
                        throw new Error('Malformed AST');
                    }
                    const propertyIndex = parent.children.indexOf(existing.parent);
                    let removeBegin;
                    let removeEnd = existing.parent.offset + existing.parent.length;
                    if (propertyIndex > 0) {
                        // remove the comma of the previous node
                        let previous = parent.children[propertyIndex - 1];
                        removeBegin = previous.offset + previous.length;
                    }
                    else {
                        removeBegin = parent.offset + 1;
                        if (parent.children.length > 1) {
                            // remove the comma of the next node
                            let next = parent.children[1];
                            removeEnd = next.offset;
                        }
                    }
                    return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: '' }, options);
                }
                else {
                    // set value of existing property
                    return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
                }
            }
            else {
                if (value === void 0) { // delete
                    return []; // property does not exist, nothing to do
                }
                const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
                const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map(p => p.children[0].value)) : parent.children.length;
                let edit;
                if (index > 0) {
                    let previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                else if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty + ',' };
                }
                return withFormatting(text, edit, options);
            }
        }
        else if (parent.type === 'array' && typeof lastSegment === 'number' && Array.isArray(parent.children)) {
            const insertIndex = lastSegment;
            if (insertIndex === -1) {
                // Insert
                const newProperty = `${JSON.stringify(value)}`;
                let edit;
                if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    const previous = parent.children[parent.children.length - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else if (value === void 0 && parent.children.length >= 0) {
                // Removal
                const removalIndex = lastSegment;
                const toRemove = parent.children[removalIndex];
                let edit;
                if (parent.children.length === 1) {
                    // only item
                    edit = { offset: parent.offset + 1, length: parent.length - 2, content: '' };
                }
                else if (parent.children.length - 1 === removalIndex) {
                    // last item
                    let previous = parent.children[removalIndex - 1];
                    let offset = previous.offset + previous.length;
                    let parentEndOffset = parent.offset + parent.length;
                    edit = { offset, length: parentEndOffset - 2 - offset, content: '' };
                }
                else {
                    edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: '' };
                }
                return withFormatting(text, edit, options);
            }
            else if (value !== void 0) {
                let edit;
                const newProperty = `${JSON.stringify(value)}`;
                if (!options.isArrayInsertion && parent.children.length > lastSegment) {
                    const toModify = parent.children[lastSegment];
                    edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
                }
                else if (parent.children.length === 0 || lastSegment === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + ',' };
                }
                else {
                    const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
                    const previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else {
                throw new Error(`Can not ${value === void 0 ? 'remove' : (options.isArrayInsertion ? 'insert' : 'modify')} Array index ${insertIndex} as length is not sufficient`);
            }
        }
        else {
            throw new Error(`Can not add ${typeof lastSegment !== 'number' ? 'index' : 'property'} to parent of type ${parent.type}`);
        }
    }
    exports.setProperty = setProperty;
    function withFormatting(text, edit, options) {
        if (!options.formattingOptions) {
            return [edit];
        }
        // apply the edit
        let newText = applyEdit(text, edit);
        // format the new text
        let begin = edit.offset;
        let end = edit.offset + edit.content.length;
        if (edit.length === 0 || edit.content.length === 0) { // insert or remove
            while (begin > 0 && !(0, format_1.isEOL)(newText, begin - 1)) {
                begin--;
            }
            while (end < newText.length && !(0, format_1.isEOL)(newText, end)) {
                end++;
            }
        }
        const edits = (0, format_1.format)(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
        // apply the formatting edits and track the begin and end offsets of the changes
        for (let i = edits.length - 1; i >= 0; i--) {
            const edit = edits[i];
            newText = applyEdit(newText, edit);
            begin = Math.min(begin, edit.offset);
            end = Math.max(end, edit.offset + edit.length);
            end += edit.content.length - edit.length;
        }
        // create a single edit with all changes
        const editLength = text.length - (newText.length - end) - begin;
        return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
    }
    function applyEdit(text, edit) {
        return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
    }
    exports.applyEdit = applyEdit;
    function isWS(text, offset) {
        return '\r\n \t'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isWS = isWS;
});


/***/ }),

/***/ 76612:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner", "./string-intern"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isEOL = exports.format = void 0;
    const scanner_1 = __nccwpck_require__(78525);
    const string_intern_1 = __nccwpck_require__(54579);
    function format(documentText, range, options) {
        let initialIndentLevel;
        let formatText;
        let formatTextStart;
        let rangeStart;
        let rangeEnd;
        if (range) {
            rangeStart = range.offset;
            rangeEnd = rangeStart + range.length;
            formatTextStart = rangeStart;
            while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
                formatTextStart--;
            }
            let endOffset = rangeEnd;
            while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
                endOffset++;
            }
            formatText = documentText.substring(formatTextStart, endOffset);
            initialIndentLevel = computeIndentLevel(formatText, options);
        }
        else {
            formatText = documentText;
            initialIndentLevel = 0;
            formatTextStart = 0;
            rangeStart = 0;
            rangeEnd = documentText.length;
        }
        const eol = getEOL(options, documentText);
        const eolFastPathSupported = string_intern_1.supportedEols.includes(eol);
        let numberLineBreaks = 0;
        let indentLevel = 0;
        let indentValue;
        if (options.insertSpaces) {
            indentValue = string_intern_1.cachedSpaces[options.tabSize || 4] ?? repeat(string_intern_1.cachedSpaces[1], options.tabSize || 4);
        }
        else {
            indentValue = '\t';
        }
        const indentType = indentValue === '\t' ? '\t' : ' ';
        let scanner = (0, scanner_1.createScanner)(formatText, false);
        let hasError = false;
        function newLinesAndIndent() {
            if (numberLineBreaks > 1) {
                return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
            if (!eolFastPathSupported || amountOfSpaces > string_intern_1.cachedBreakLinesWithSpaces[indentType][eol].length) {
                return eol + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            if (amountOfSpaces <= 0) {
                return eol;
            }
            return string_intern_1.cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
        }
        function scanNext() {
            let token = scanner.scan();
            numberLineBreaks = 0;
            while (token === 15 /* SyntaxKind.Trivia */ || token === 14 /* SyntaxKind.LineBreakTrivia */) {
                if (token === 14 /* SyntaxKind.LineBreakTrivia */ && options.keepLines) {
                    numberLineBreaks += 1;
                }
                else if (token === 14 /* SyntaxKind.LineBreakTrivia */) {
                    numberLineBreaks = 1;
                }
                token = scanner.scan();
            }
            hasError = token === 16 /* SyntaxKind.Unknown */ || scanner.getTokenError() !== 0 /* ScanError.None */;
            return token;
        }
        const editOperations = [];
        function addEdit(text, startOffset, endOffset) {
            if (!hasError && (!range || (startOffset < rangeEnd && endOffset > rangeStart)) && documentText.substring(startOffset, endOffset) !== text) {
                editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
            }
        }
        let firstToken = scanNext();
        if (options.keepLines && numberLineBreaks > 0) {
            addEdit(repeat(eol, numberLineBreaks), 0, 0);
        }
        if (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
            let initialIndent = (indentValue.length * initialIndentLevel < 20) && options.insertSpaces
                ? string_intern_1.cachedSpaces[indentValue.length * initialIndentLevel]
                : repeat(indentValue, initialIndentLevel);
            addEdit(initialIndent, formatTextStart, firstTokenStart);
        }
        while (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
            let secondToken = scanNext();
            let replaceContent = '';
            let needsLineBreak = false;
            while (numberLineBreaks === 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
                addEdit(string_intern_1.cachedSpaces[1], firstTokenEnd, commentTokenStart);
                firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
                needsLineBreak = secondToken === 12 /* SyntaxKind.LineCommentTrivia */;
                replaceContent = needsLineBreak ? newLinesAndIndent() : '';
                secondToken = scanNext();
            }
            if (secondToken === 2 /* SyntaxKind.CloseBraceToken */) {
                if (firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else if (secondToken === 4 /* SyntaxKind.CloseBracketToken */) {
                if (firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else {
                switch (firstToken) {
                    case 3 /* SyntaxKind.OpenBracketToken */:
                    case 1 /* SyntaxKind.OpenBraceToken */:
                        indentLevel++;
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 5 /* SyntaxKind.CommaToken */:
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                        replaceContent = newLinesAndIndent();
                        break;
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 6 /* SyntaxKind.ColonToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 10 /* SyntaxKind.StringLiteral */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (secondToken === 6 /* SyntaxKind.ColonToken */ && !needsLineBreak) {
                            replaceContent = '';
                        }
                        break;
                    case 7 /* SyntaxKind.NullKeyword */:
                    case 8 /* SyntaxKind.TrueKeyword */:
                    case 9 /* SyntaxKind.FalseKeyword */:
                    case 11 /* SyntaxKind.NumericLiteral */:
                    case 2 /* SyntaxKind.CloseBraceToken */:
                    case 4 /* SyntaxKind.CloseBracketToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            if ((secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */) && !needsLineBreak) {
                                replaceContent = string_intern_1.cachedSpaces[1];
                            }
                            else if (secondToken !== 5 /* SyntaxKind.CommaToken */ && secondToken !== 17 /* SyntaxKind.EOF */) {
                                hasError = true;
                            }
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        hasError = true;
                        break;
                }
                if (numberLineBreaks > 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                    replaceContent = newLinesAndIndent();
                }
            }
            if (secondToken === 17 /* SyntaxKind.EOF */) {
                if (options.keepLines && numberLineBreaks > 0) {
                    replaceContent = newLinesAndIndent();
                }
                else {
                    replaceContent = options.insertFinalNewline ? eol : '';
                }
            }
            const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
            addEdit(replaceContent, firstTokenEnd, secondTokenStart);
            firstToken = secondToken;
        }
        return editOperations;
    }
    exports.format = format;
    function repeat(s, count) {
        let result = '';
        for (let i = 0; i < count; i++) {
            result += s;
        }
        return result;
    }
    function computeIndentLevel(content, options) {
        let i = 0;
        let nChars = 0;
        const tabSize = options.tabSize || 4;
        while (i < content.length) {
            let ch = content.charAt(i);
            if (ch === string_intern_1.cachedSpaces[1]) {
                nChars++;
            }
            else if (ch === '\t') {
                nChars += tabSize;
            }
            else {
                break;
            }
            i++;
        }
        return Math.floor(nChars / tabSize);
    }
    function getEOL(options, text) {
        for (let i = 0; i < text.length; i++) {
            const ch = text.charAt(i);
            if (ch === '\r') {
                if (i + 1 < text.length && text.charAt(i + 1) === '\n') {
                    return '\r\n';
                }
                return '\r';
            }
            else if (ch === '\n') {
                return '\n';
            }
        }
        return (options && options.eol) || '\n';
    }
    function isEOL(text, offset) {
        return '\r\n'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isEOL = isEOL;
});


/***/ }),

/***/ 95152:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.getNodeType = exports.stripComments = exports.visit = exports.findNodeAtOffset = exports.contains = exports.getNodeValue = exports.getNodePath = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = void 0;
    const scanner_1 = __nccwpck_require__(78525);
    var ParseOptions;
    (function (ParseOptions) {
        ParseOptions.DEFAULT = {
            allowTrailingComma: false
        };
    })(ParseOptions || (ParseOptions = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    function getLocation(text, position) {
        const segments = []; // strings or numbers
        const earlyReturnException = new Object();
        let previousNode = undefined;
        const previousNodeInst = {
            value: {},
            offset: 0,
            length: 0,
            type: 'object',
            parent: undefined
        };
        let isAtPropertyKey = false;
        function setPreviousNode(value, offset, length, type) {
            previousNodeInst.value = value;
            previousNodeInst.offset = offset;
            previousNodeInst.length = length;
            previousNodeInst.type = type;
            previousNodeInst.colonOffset = undefined;
            previousNode = previousNodeInst;
        }
        try {
            visit(text, {
                onObjectBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    isAtPropertyKey = position > offset;
                    segments.push(''); // push a placeholder (will be replaced)
                },
                onObjectProperty: (name, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(name, offset, length, 'property');
                    segments[segments.length - 1] = name;
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onObjectEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onArrayBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.push(0);
                },
                onArrayEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onLiteralValue: (value, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(value, offset, length, getNodeType(value));
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onSeparator: (sep, offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    if (sep === ':' && previousNode && previousNode.type === 'property') {
                        previousNode.colonOffset = offset;
                        isAtPropertyKey = false;
                        previousNode = undefined;
                    }
                    else if (sep === ',') {
                        const last = segments[segments.length - 1];
                        if (typeof last === 'number') {
                            segments[segments.length - 1] = last + 1;
                        }
                        else {
                            isAtPropertyKey = true;
                            segments[segments.length - 1] = '';
                        }
                        previousNode = undefined;
                    }
                }
            });
        }
        catch (e) {
            if (e !== earlyReturnException) {
                throw e;
            }
        }
        return {
            path: segments,
            previousNode,
            isAtPropertyKey,
            matches: (pattern) => {
                let k = 0;
                for (let i = 0; k < pattern.length && i < segments.length; i++) {
                    if (pattern[k] === segments[i] || pattern[k] === '*') {
                        k++;
                    }
                    else if (pattern[k] !== '**') {
                        return false;
                    }
                }
                return k === pattern.length;
            }
        };
    }
    exports.getLocation = getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore always check the errors list to find out if the input was valid.
     */
    function parse(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentProperty = null;
        let currentParent = [];
        const previousParents = [];
        function onValue(value) {
            if (Array.isArray(currentParent)) {
                currentParent.push(value);
            }
            else if (currentProperty !== null) {
                currentParent[currentProperty] = value;
            }
        }
        const visitor = {
            onObjectBegin: () => {
                const object = {};
                onValue(object);
                previousParents.push(currentParent);
                currentParent = object;
                currentProperty = null;
            },
            onObjectProperty: (name) => {
                currentProperty = name;
            },
            onObjectEnd: () => {
                currentParent = previousParents.pop();
            },
            onArrayBegin: () => {
                const array = [];
                onValue(array);
                previousParents.push(currentParent);
                currentParent = array;
                currentProperty = null;
            },
            onArrayEnd: () => {
                currentParent = previousParents.pop();
            },
            onLiteralValue: onValue,
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        return currentParent[0];
    }
    exports.parse = parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
        function ensurePropertyComplete(endOffset) {
            if (currentParent.type === 'property') {
                currentParent.length = endOffset - currentParent.offset;
                currentParent = currentParent.parent;
            }
        }
        function onValue(valueNode) {
            currentParent.children.push(valueNode);
            return valueNode;
        }
        const visitor = {
            onObjectBegin: (offset) => {
                currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
            },
            onObjectProperty: (name, offset, length) => {
                currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
                currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
            },
            onObjectEnd: (offset, length) => {
                ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onArrayBegin: (offset, length) => {
                currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
            },
            onArrayEnd: (offset, length) => {
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onLiteralValue: (value, offset, length) => {
                onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
                ensurePropertyComplete(offset + length);
            },
            onSeparator: (sep, offset, length) => {
                if (currentParent.type === 'property') {
                    if (sep === ':') {
                        currentParent.colonOffset = offset;
                    }
                    else if (sep === ',') {
                        ensurePropertyComplete(offset);
                    }
                }
            },
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        const result = currentParent.children[0];
        if (result) {
            delete result.parent;
        }
        return result;
    }
    exports.parseTree = parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    function findNodeAtLocation(root, path) {
        if (!root) {
            return undefined;
        }
        let node = root;
        for (let segment of path) {
            if (typeof segment === 'string') {
                if (node.type !== 'object' || !Array.isArray(node.children)) {
                    return undefined;
                }
                let found = false;
                for (const propertyNode of node.children) {
                    if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                        node = propertyNode.children[1];
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    return undefined;
                }
            }
            else {
                const index = segment;
                if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                    return undefined;
                }
                node = node.children[index];
            }
        }
        return node;
    }
    exports.findNodeAtLocation = findNodeAtLocation;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    function getNodePath(node) {
        if (!node.parent || !node.parent.children) {
            return [];
        }
        const path = getNodePath(node.parent);
        if (node.parent.type === 'property') {
            const key = node.parent.children[0].value;
            path.push(key);
        }
        else if (node.parent.type === 'array') {
            const index = node.parent.children.indexOf(node);
            if (index !== -1) {
                path.push(index);
            }
        }
        return path;
    }
    exports.getNodePath = getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    function getNodeValue(node) {
        switch (node.type) {
            case 'array':
                return node.children.map(getNodeValue);
            case 'object':
                const obj = Object.create(null);
                for (let prop of node.children) {
                    const valueNode = prop.children[1];
                    if (valueNode) {
                        obj[prop.children[0].value] = getNodeValue(valueNode);
                    }
                }
                return obj;
            case 'null':
            case 'string':
            case 'number':
            case 'boolean':
                return node.value;
            default:
                return undefined;
        }
    }
    exports.getNodeValue = getNodeValue;
    function contains(node, offset, includeRightBound = false) {
        return (offset >= node.offset && offset < (node.offset + node.length)) || includeRightBound && (offset === (node.offset + node.length));
    }
    exports.contains = contains;
    /**
     * Finds the most inner node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    function findNodeAtOffset(node, offset, includeRightBound = false) {
        if (contains(node, offset, includeRightBound)) {
            const children = node.children;
            if (Array.isArray(children)) {
                for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
                    const item = findNodeAtOffset(children[i], offset, includeRightBound);
                    if (item) {
                        return item;
                    }
                }
            }
            return node;
        }
        return undefined;
    }
    exports.findNodeAtOffset = findNodeAtOffset;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    function visit(text, visitor, options = ParseOptions.DEFAULT) {
        const _scanner = (0, scanner_1.createScanner)(text, false);
        // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
        // to not affect visitor functions which stored a reference to a previous JSONPath
        const _jsonPath = [];
        // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
        // Callbacks are only called when this value is 0.
        let suppressedCallbacks = 0;
        function toNoArgVisit(visitFunction) {
            return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisit(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisitWithPath(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
        }
        function toBeginVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks++;
                    }
                    else {
                        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                        if (cbReturn === false) {
                            suppressedCallbacks = 1;
                        }
                    }
                }
                : () => true;
        }
        function toEndVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks--;
                    }
                    if (suppressedCallbacks === 0) {
                        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                    }
                }
                : () => true;
        }
        const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
        const disallowComments = options && options.disallowComments;
        const allowTrailingComma = options && options.allowTrailingComma;
        function scanNext() {
            while (true) {
                const token = _scanner.scan();
                switch (_scanner.getTokenError()) {
                    case 4 /* ScanError.InvalidUnicode */:
                        handleError(14 /* ParseErrorCode.InvalidUnicode */);
                        break;
                    case 5 /* ScanError.InvalidEscapeCharacter */:
                        handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                        break;
                    case 3 /* ScanError.UnexpectedEndOfNumber */:
                        handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                        break;
                    case 1 /* ScanError.UnexpectedEndOfComment */:
                        if (!disallowComments) {
                            handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                        }
                        break;
                    case 2 /* ScanError.UnexpectedEndOfString */:
                        handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                        break;
                    case 6 /* ScanError.InvalidCharacter */:
                        handleError(16 /* ParseErrorCode.InvalidCharacter */);
                        break;
                }
                switch (token) {
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (disallowComments) {
                            handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                        }
                        else {
                            onComment();
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        handleError(1 /* ParseErrorCode.InvalidSymbol */);
                        break;
                    case 15 /* SyntaxKind.Trivia */:
                    case 14 /* SyntaxKind.LineBreakTrivia */:
                        break;
                    default:
                        return token;
                }
            }
        }
        function handleError(error, skipUntilAfter = [], skipUntil = []) {
            onError(error);
            if (skipUntilAfter.length + skipUntil.length > 0) {
                let token = _scanner.getToken();
                while (token !== 17 /* SyntaxKind.EOF */) {
                    if (skipUntilAfter.indexOf(token) !== -1) {
                        scanNext();
                        break;
                    }
                    else if (skipUntil.indexOf(token) !== -1) {
                        break;
                    }
                    token = scanNext();
                }
            }
        }
        function parseString(isValue) {
            const value = _scanner.getTokenValue();
            if (isValue) {
                onLiteralValue(value);
            }
            else {
                onObjectProperty(value);
                // add property name afterwards
                _jsonPath.push(value);
            }
            scanNext();
            return true;
        }
        function parseLiteral() {
            switch (_scanner.getToken()) {
                case 11 /* SyntaxKind.NumericLiteral */:
                    const tokenValue = _scanner.getTokenValue();
                    let value = Number(tokenValue);
                    if (isNaN(value)) {
                        handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                        value = 0;
                    }
                    onLiteralValue(value);
                    break;
                case 7 /* SyntaxKind.NullKeyword */:
                    onLiteralValue(null);
                    break;
                case 8 /* SyntaxKind.TrueKeyword */:
                    onLiteralValue(true);
                    break;
                case 9 /* SyntaxKind.FalseKeyword */:
                    onLiteralValue(false);
                    break;
                default:
                    return false;
            }
            scanNext();
            return true;
        }
        function parseProperty() {
            if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
                handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                return false;
            }
            parseString(false);
            if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
                onSeparator(':');
                scanNext(); // consume colon
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
            }
            else {
                handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            _jsonPath.pop(); // remove processed property name
            return true;
        }
        function parseObject() {
            onObjectBegin();
            scanNext(); // consume open brace
            let needsComma = false;
            while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (!parseProperty()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onObjectEnd();
            if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
                handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
            }
            else {
                scanNext(); // consume close brace
            }
            return true;
        }
        function parseArray() {
            onArrayBegin();
            scanNext(); // consume open bracket
            let isFirstElement = true;
            let needsComma = false;
            while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (isFirstElement) {
                    _jsonPath.push(0);
                    isFirstElement = false;
                }
                else {
                    _jsonPath[_jsonPath.length - 1]++;
                }
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onArrayEnd();
            if (!isFirstElement) {
                _jsonPath.pop(); // remove array index
            }
            if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
                handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
            }
            else {
                scanNext(); // consume close bracket
            }
            return true;
        }
        function parseValue() {
            switch (_scanner.getToken()) {
                case 3 /* SyntaxKind.OpenBracketToken */:
                    return parseArray();
                case 1 /* SyntaxKind.OpenBraceToken */:
                    return parseObject();
                case 10 /* SyntaxKind.StringLiteral */:
                    return parseString(true);
                default:
                    return parseLiteral();
            }
        }
        scanNext();
        if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
            if (options.allowEmptyContent) {
                return true;
            }
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (!parseValue()) {
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
        }
        return true;
    }
    exports.visit = visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    function stripComments(text, replaceCh) {
        let _scanner = (0, scanner_1.createScanner)(text), parts = [], kind, offset = 0, pos;
        do {
            pos = _scanner.getPosition();
            kind = _scanner.scan();
            switch (kind) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                case 17 /* SyntaxKind.EOF */:
                    if (offset !== pos) {
                        parts.push(text.substring(offset, pos));
                    }
                    if (replaceCh !== undefined) {
                        parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
                    }
                    offset = _scanner.getPosition();
                    break;
            }
        } while (kind !== 17 /* SyntaxKind.EOF */);
        return parts.join('');
    }
    exports.stripComments = stripComments;
    function getNodeType(value) {
        switch (typeof value) {
            case 'boolean': return 'boolean';
            case 'number': return 'number';
            case 'string': return 'string';
            case 'object': {
                if (!value) {
                    return 'null';
                }
                else if (Array.isArray(value)) {
                    return 'array';
                }
                return 'object';
            }
            default: return 'null';
        }
    }
    exports.getNodeType = getNodeType;
});


/***/ }),

/***/ 78525:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.createScanner = void 0;
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    function createScanner(text, ignoreTrivia = false) {
        const len = text.length;
        let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
        function scanHexDigits(count, exact) {
            let digits = 0;
            let value = 0;
            while (digits < count || !exact) {
                let ch = text.charCodeAt(pos);
                if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                    value = value * 16 + ch - 48 /* CharacterCodes._0 */;
                }
                else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                    value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
                }
                else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                    value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
                }
                else {
                    break;
                }
                pos++;
                digits++;
            }
            if (digits < count) {
                value = -1;
            }
            return value;
        }
        function setPosition(newPosition) {
            pos = newPosition;
            value = '';
            tokenOffset = 0;
            token = 16 /* SyntaxKind.Unknown */;
            scanError = 0 /* ScanError.None */;
        }
        function scanNumber() {
            let start = pos;
            if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
                pos++;
            }
            else {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
                pos++;
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                    return text.substring(start, pos);
                }
            }
            let end = pos;
            if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
                pos++;
                if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                    pos++;
                }
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                    end = pos;
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                }
            }
            return text.substring(start, end);
        }
        function scanString() {
            let result = '', start = pos;
            while (true) {
                if (pos >= len) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch = text.charCodeAt(pos);
                if (ch === 34 /* CharacterCodes.doubleQuote */) {
                    result += text.substring(start, pos);
                    pos++;
                    break;
                }
                if (ch === 92 /* CharacterCodes.backslash */) {
                    result += text.substring(start, pos);
                    pos++;
                    if (pos >= len) {
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    const ch2 = text.charCodeAt(pos++);
                    switch (ch2) {
                        case 34 /* CharacterCodes.doubleQuote */:
                            result += '\"';
                            break;
                        case 92 /* CharacterCodes.backslash */:
                            result += '\\';
                            break;
                        case 47 /* CharacterCodes.slash */:
                            result += '/';
                            break;
                        case 98 /* CharacterCodes.b */:
                            result += '\b';
                            break;
                        case 102 /* CharacterCodes.f */:
                            result += '\f';
                            break;
                        case 110 /* CharacterCodes.n */:
                            result += '\n';
                            break;
                        case 114 /* CharacterCodes.r */:
                            result += '\r';
                            break;
                        case 116 /* CharacterCodes.t */:
                            result += '\t';
                            break;
                        case 117 /* CharacterCodes.u */:
                            const ch3 = scanHexDigits(4, true);
                            if (ch3 >= 0) {
                                result += String.fromCharCode(ch3);
                            }
                            else {
                                scanError = 4 /* ScanError.InvalidUnicode */;
                            }
                            break;
                        default:
                            scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                    }
                    start = pos;
                    continue;
                }
                if (ch >= 0 && ch <= 0x1f) {
                    if (isLineBreak(ch)) {
                        result += text.substring(start, pos);
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    else {
                        scanError = 6 /* ScanError.InvalidCharacter */;
                        // mark as error but continue with string
                    }
                }
                pos++;
            }
            return result;
        }
        function scanNext() {
            value = '';
            scanError = 0 /* ScanError.None */;
            tokenOffset = pos;
            lineStartOffset = lineNumber;
            prevTokenLineStartOffset = tokenLineStartOffset;
            if (pos >= len) {
                // at the end
                tokenOffset = len;
                return token = 17 /* SyntaxKind.EOF */;
            }
            let code = text.charCodeAt(pos);
            // trivia: whitespace
            if (isWhiteSpace(code)) {
                do {
                    pos++;
                    value += String.fromCharCode(code);
                    code = text.charCodeAt(pos);
                } while (isWhiteSpace(code));
                return token = 15 /* SyntaxKind.Trivia */;
            }
            // trivia: newlines
            if (isLineBreak(code)) {
                pos++;
                value += String.fromCharCode(code);
                if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                    pos++;
                    value += '\n';
                }
                lineNumber++;
                tokenLineStartOffset = pos;
                return token = 14 /* SyntaxKind.LineBreakTrivia */;
            }
            switch (code) {
                // tokens: []{}:,
                case 123 /* CharacterCodes.openBrace */:
                    pos++;
                    return token = 1 /* SyntaxKind.OpenBraceToken */;
                case 125 /* CharacterCodes.closeBrace */:
                    pos++;
                    return token = 2 /* SyntaxKind.CloseBraceToken */;
                case 91 /* CharacterCodes.openBracket */:
                    pos++;
                    return token = 3 /* SyntaxKind.OpenBracketToken */;
                case 93 /* CharacterCodes.closeBracket */:
                    pos++;
                    return token = 4 /* SyntaxKind.CloseBracketToken */;
                case 58 /* CharacterCodes.colon */:
                    pos++;
                    return token = 6 /* SyntaxKind.ColonToken */;
                case 44 /* CharacterCodes.comma */:
                    pos++;
                    return token = 5 /* SyntaxKind.CommaToken */;
                // strings
                case 34 /* CharacterCodes.doubleQuote */:
                    pos++;
                    value = scanString();
                    return token = 10 /* SyntaxKind.StringLiteral */;
                // comments
                case 47 /* CharacterCodes.slash */:
                    const start = pos - 1;
                    // Single-line comment
                    if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                        pos += 2;
                        while (pos < len) {
                            if (isLineBreak(text.charCodeAt(pos))) {
                                break;
                            }
                            pos++;
                        }
                        value = text.substring(start, pos);
                        return token = 12 /* SyntaxKind.LineCommentTrivia */;
                    }
                    // Multi-line comment
                    if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                        pos += 2;
                        const safeLength = len - 1; // For lookahead.
                        let commentClosed = false;
                        while (pos < safeLength) {
                            const ch = text.charCodeAt(pos);
                            if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                                pos += 2;
                                commentClosed = true;
                                break;
                            }
                            pos++;
                            if (isLineBreak(ch)) {
                                if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                    pos++;
                                }
                                lineNumber++;
                                tokenLineStartOffset = pos;
                            }
                        }
                        if (!commentClosed) {
                            pos++;
                            scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                        }
                        value = text.substring(start, pos);
                        return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                    }
                    // just a single slash
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
                // numbers
                case 45 /* CharacterCodes.minus */:
                    value += String.fromCharCode(code);
                    pos++;
                    if (pos === len || !isDigit(text.charCodeAt(pos))) {
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                // found a minus, followed by a number so
                // we fall through to proceed with scanning
                // numbers
                case 48 /* CharacterCodes._0 */:
                case 49 /* CharacterCodes._1 */:
                case 50 /* CharacterCodes._2 */:
                case 51 /* CharacterCodes._3 */:
                case 52 /* CharacterCodes._4 */:
                case 53 /* CharacterCodes._5 */:
                case 54 /* CharacterCodes._6 */:
                case 55 /* CharacterCodes._7 */:
                case 56 /* CharacterCodes._8 */:
                case 57 /* CharacterCodes._9 */:
                    value += scanNumber();
                    return token = 11 /* SyntaxKind.NumericLiteral */;
                // literals and unknown symbols
                default:
                    // is a literal? Read the full word.
                    while (pos < len && isUnknownContentCharacter(code)) {
                        pos++;
                        code = text.charCodeAt(pos);
                    }
                    if (tokenOffset !== pos) {
                        value = text.substring(tokenOffset, pos);
                        // keywords: true, false, null
                        switch (value) {
                            case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                            case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                            case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                        }
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                    // some
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
            }
        }
        function isUnknownContentCharacter(code) {
            if (isWhiteSpace(code) || isLineBreak(code)) {
                return false;
            }
            switch (code) {
                case 125 /* CharacterCodes.closeBrace */:
                case 93 /* CharacterCodes.closeBracket */:
                case 123 /* CharacterCodes.openBrace */:
                case 91 /* CharacterCodes.openBracket */:
                case 34 /* CharacterCodes.doubleQuote */:
                case 58 /* CharacterCodes.colon */:
                case 44 /* CharacterCodes.comma */:
                case 47 /* CharacterCodes.slash */:
                    return false;
            }
            return true;
        }
        function scanNextNonTrivia() {
            let result;
            do {
                result = scanNext();
            } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
            return result;
        }
        return {
            setPosition: setPosition,
            getPosition: () => pos,
            scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
            getToken: () => token,
            getTokenValue: () => value,
            getTokenOffset: () => tokenOffset,
            getTokenLength: () => pos - tokenOffset,
            getTokenStartLine: () => lineStartOffset,
            getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
            getTokenError: () => scanError,
        };
    }
    exports.createScanner = createScanner;
    function isWhiteSpace(ch) {
        return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
    }
    function isLineBreak(ch) {
        return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
    }
    function isDigit(ch) {
        return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
    }
    var CharacterCodes;
    (function (CharacterCodes) {
        CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
        CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
        CharacterCodes[CharacterCodes["space"] = 32] = "space";
        CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
        CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
        CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
        CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
        CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
        CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
        CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
        CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
        CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
        CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
        CharacterCodes[CharacterCodes["a"] = 97] = "a";
        CharacterCodes[CharacterCodes["b"] = 98] = "b";
        CharacterCodes[CharacterCodes["c"] = 99] = "c";
        CharacterCodes[CharacterCodes["d"] = 100] = "d";
        CharacterCodes[CharacterCodes["e"] = 101] = "e";
        CharacterCodes[CharacterCodes["f"] = 102] = "f";
        CharacterCodes[CharacterCodes["g"] = 103] = "g";
        CharacterCodes[CharacterCodes["h"] = 104] = "h";
        CharacterCodes[CharacterCodes["i"] = 105] = "i";
        CharacterCodes[CharacterCodes["j"] = 106] = "j";
        CharacterCodes[CharacterCodes["k"] = 107] = "k";
        CharacterCodes[CharacterCodes["l"] = 108] = "l";
        CharacterCodes[CharacterCodes["m"] = 109] = "m";
        CharacterCodes[CharacterCodes["n"] = 110] = "n";
        CharacterCodes[CharacterCodes["o"] = 111] = "o";
        CharacterCodes[CharacterCodes["p"] = 112] = "p";
        CharacterCodes[CharacterCodes["q"] = 113] = "q";
        CharacterCodes[CharacterCodes["r"] = 114] = "r";
        CharacterCodes[CharacterCodes["s"] = 115] = "s";
        CharacterCodes[CharacterCodes["t"] = 116] = "t";
        CharacterCodes[CharacterCodes["u"] = 117] = "u";
        CharacterCodes[CharacterCodes["v"] = 118] = "v";
        CharacterCodes[CharacterCodes["w"] = 119] = "w";
        CharacterCodes[CharacterCodes["x"] = 120] = "x";
        CharacterCodes[CharacterCodes["y"] = 121] = "y";
        CharacterCodes[CharacterCodes["z"] = 122] = "z";
        CharacterCodes[CharacterCodes["A"] = 65] = "A";
        CharacterCodes[CharacterCodes["B"] = 66] = "B";
        CharacterCodes[CharacterCodes["C"] = 67] = "C";
        CharacterCodes[CharacterCodes["D"] = 68] = "D";
        CharacterCodes[CharacterCodes["E"] = 69] = "E";
        CharacterCodes[CharacterCodes["F"] = 70] = "F";
        CharacterCodes[CharacterCodes["G"] = 71] = "G";
        CharacterCodes[CharacterCodes["H"] = 72] = "H";
        CharacterCodes[CharacterCodes["I"] = 73] = "I";
        CharacterCodes[CharacterCodes["J"] = 74] = "J";
        CharacterCodes[CharacterCodes["K"] = 75] = "K";
        CharacterCodes[CharacterCodes["L"] = 76] = "L";
        CharacterCodes[CharacterCodes["M"] = 77] = "M";
        CharacterCodes[CharacterCodes["N"] = 78] = "N";
        CharacterCodes[CharacterCodes["O"] = 79] = "O";
        CharacterCodes[CharacterCodes["P"] = 80] = "P";
        CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
        CharacterCodes[CharacterCodes["R"] = 82] = "R";
        CharacterCodes[CharacterCodes["S"] = 83] = "S";
        CharacterCodes[CharacterCodes["T"] = 84] = "T";
        CharacterCodes[CharacterCodes["U"] = 85] = "U";
        CharacterCodes[CharacterCodes["V"] = 86] = "V";
        CharacterCodes[CharacterCodes["W"] = 87] = "W";
        CharacterCodes[CharacterCodes["X"] = 88] = "X";
        CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
        CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
        CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
        CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
        CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
        CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
        CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
        CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
        CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
        CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
        CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
        CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
        CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
        CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
        CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
        CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
        CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
});


/***/ }),

/***/ 54579:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    "use strict";
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.supportedEols = exports.cachedBreakLinesWithSpaces = exports.cachedSpaces = void 0;
    exports.cachedSpaces = new Array(20).fill(0).map((_, index) => {
        return ' '.repeat(index);
    });
    const maxCachedValues = 200;
    exports.cachedBreakLinesWithSpaces = {
        ' ': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + ' '.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + ' '.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + ' '.repeat(index);
            }),
        },
        '\t': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + '\t'.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + '\t'.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + '\t'.repeat(index);
            }),
        }
    };
    exports.supportedEols = ['\n', '\r', '\r\n'];
});


/***/ }),

/***/ 99547:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./impl/format", "./impl/edit", "./impl/scanner", "./impl/parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.applyEdits = exports.modify = exports.format = exports.printParseErrorCode = exports.ParseErrorCode = exports.stripComments = exports.visit = exports.getNodeValue = exports.getNodePath = exports.findNodeAtOffset = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = exports.SyntaxKind = exports.ScanError = exports.createScanner = void 0;
    const formatter = __nccwpck_require__(76612);
    const edit = __nccwpck_require__(14807);
    const scanner = __nccwpck_require__(78525);
    const parser = __nccwpck_require__(95152);
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    exports.createScanner = scanner.createScanner;
    var ScanError;
    (function (ScanError) {
        ScanError[ScanError["None"] = 0] = "None";
        ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
        ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
        ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
        ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
        ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
        ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (exports.ScanError = ScanError = {}));
    var SyntaxKind;
    (function (SyntaxKind) {
        SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
        SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
        SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
        SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
        SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
        SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
        SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
        SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
        SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
        SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
        SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
        SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
        SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
        SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
        SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
        SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
        SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
    })(SyntaxKind || (exports.SyntaxKind = SyntaxKind = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    exports.getLocation = parser.getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore, always check the errors list to find out if the input was valid.
     */
    exports.parse = parser.parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    exports.parseTree = parser.parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    exports.findNodeAtLocation = parser.findNodeAtLocation;
    /**
     * Finds the innermost node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    exports.findNodeAtOffset = parser.findNodeAtOffset;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    exports.getNodePath = parser.getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    exports.getNodeValue = parser.getNodeValue;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    exports.visit = parser.visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    exports.stripComments = parser.stripComments;
    var ParseErrorCode;
    (function (ParseErrorCode) {
        ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
        ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
        ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
        ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
        ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
        ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
        ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
        ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
        ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
        ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
        ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
        ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
        ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (exports.ParseErrorCode = ParseErrorCode = {}));
    function printParseErrorCode(code) {
        switch (code) {
            case 1 /* ParseErrorCode.InvalidSymbol */: return 'InvalidSymbol';
            case 2 /* ParseErrorCode.InvalidNumberFormat */: return 'InvalidNumberFormat';
            case 3 /* ParseErrorCode.PropertyNameExpected */: return 'PropertyNameExpected';
            case 4 /* ParseErrorCode.ValueExpected */: return 'ValueExpected';
            case 5 /* ParseErrorCode.ColonExpected */: return 'ColonExpected';
            case 6 /* ParseErrorCode.CommaExpected */: return 'CommaExpected';
            case 7 /* ParseErrorCode.CloseBraceExpected */: return 'CloseBraceExpected';
            case 8 /* ParseErrorCode.CloseBracketExpected */: return 'CloseBracketExpected';
            case 9 /* ParseErrorCode.EndOfFileExpected */: return 'EndOfFileExpected';
            case 10 /* ParseErrorCode.InvalidCommentToken */: return 'InvalidCommentToken';
            case 11 /* ParseErrorCode.UnexpectedEndOfComment */: return 'UnexpectedEndOfComment';
            case 12 /* ParseErrorCode.UnexpectedEndOfString */: return 'UnexpectedEndOfString';
            case 13 /* ParseErrorCode.UnexpectedEndOfNumber */: return 'UnexpectedEndOfNumber';
            case 14 /* ParseErrorCode.InvalidUnicode */: return 'InvalidUnicode';
            case 15 /* ParseErrorCode.InvalidEscapeCharacter */: return 'InvalidEscapeCharacter';
            case 16 /* ParseErrorCode.InvalidCharacter */: return 'InvalidCharacter';
        }
        return '<unknown ParseErrorCode>';
    }
    exports.printParseErrorCode = printParseErrorCode;
    /**
     * Computes the edit operations needed to format a JSON document.
     *
     * @param documentText The input text
     * @param range The range to format or `undefined` to format the full content
     * @param options The formatting options
     * @returns The edit operations describing the formatting changes to the original document following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function format(documentText, range, options) {
        return formatter.format(documentText, range, options);
    }
    exports.format = format;
    /**
     * Computes the edit operations needed to modify a value in the JSON document.
     *
     * @param documentText The input text
     * @param path The path of the value to change. The path represents either to the document root, a property or an array item.
     * If the path points to an non-existing property or item, it will be created.
     * @param value The new value for the specified property or item. If the value is undefined,
     * the property or item will be removed.
     * @param options Options
     * @returns The edit operations describing the changes to the original document, following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function modify(text, path, value, options) {
        return edit.setProperty(text, path, value, options);
    }
    exports.modify = modify;
    /**
     * Applies edits to an input string.
     * @param text The input text
     * @param edits Edit operations following the format described in {@linkcode EditResult}.
     * @returns The text with the applied edits.
     * @throws An error if the edit operations are not well-formed as described in {@linkcode EditResult}.
     */
    function applyEdits(text, edits) {
        let sortedEdits = edits.slice(0).sort((a, b) => {
            const diff = a.offset - b.offset;
            if (diff === 0) {
                return a.length - b.length;
            }
            return diff;
        });
        let lastModifiedOffset = text.length;
        for (let i = sortedEdits.length - 1; i >= 0; i--) {
            let e = sortedEdits[i];
            if (e.offset + e.length <= lastModifiedOffset) {
                text = edit.applyEdit(text, e);
            }
            else {
                throw new Error('Overlapping edit');
            }
            lastModifiedOffset = e.offset;
        }
        return text;
    }
    exports.applyEdits = applyEdits;
});


/***/ }),

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

/***/ 84902:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 75527:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ hash64),
/* harmony export */   OP: () => (/* binding */ Hasher)
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
/**
 * The first two lanes of a text's fingerprint (`a` and `b` of `new Hasher().start().add(text)
 * .finish()`), as 16 hex digits: for digests of long texts that are only compared, at two
 * thirds of the work.
 */
function hash64(s) {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    const n = s.length;
    for (let i = 0; i < n; i++) {
        const u = s.charCodeAt(i);
        a = Math.imul(a ^ u, 0x01000193);
        b = Math.imul(b ^ u, 0x5bd1e995);
        b ^= b >>> 15;
    }
    return hex8(fmix(a ^ n)) + hex8(fmix(b + n));
}
const hex8 = (n) => (n >>> 0).toString(16).padStart(8, '0');
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
/* harmony export */   U0: () => (/* binding */ cannotRead),
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
/** Why a file could not be read, in a few words: no such file, or the system's error code. */
function cannotRead(err) {
    const code = err?.code;
    return code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? 'error'})`;
}


/***/ }),

/***/ 17063:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
 * the dimension its penalty falls on (one dimension a type, in every preset).
 */
const DIMENSION_OF_TYPE = {
    infinite_tool_loop: 'loop_control',
    memory_degradation: 'memory_integrity',
    ignoring_tool_outputs: 'tool_output_utilization',
    context_pollution: 'context_health',
    cost_explosion: 'cost_efficiency',
    skill_failure: 'skill_adherence',
    run_failed: 'task_completion',
};
const FAILURE_TYPES = Object.keys(DIMENSION_OF_TYPE);
const DIMENSIONS = Object.values(DIMENSION_OF_TYPE);
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
};
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
    capacity = 1 << 6;
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

// EXTERNAL MODULE: ./src/engine/presets.ts + 9 modules
var presets = __nccwpck_require__(77261);
// EXTERNAL MODULE: ./src/engine/rules/types.ts + 1 modules
var types = __nccwpck_require__(6324);
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
    positions = [];
    /** In a later part: the rules that follow runs of events, and the end of the lead once found. */
    boundaryRules;
    lead;
    constructor(options = {}) {
        this.graphMode = options.graph ?? 'evidence';
        this.calls = new CallIndex(options.retainEvents ?? true);
        this.cost = new CostMeter(this.calls);
        const ctx = { cost: this.cost.measure, calls: this.calls, laterPart: options.laterPart ?? false };
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
        this.positions = found.map(({ cause }) => cause.evidence.map((e) => e.position));
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
            causal_chain: [...(cause.chain ?? detector.meta.chain)],
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

/***/ 35605:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   sI: () => (/* binding */ FactCollector)
/* harmony export */ });
/* unused harmony exports UNNAMED_TOOL, effectiveTokens */
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(87842);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(59667);
/* harmony import */ var _core_exact_sum_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(84902);
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

/***/ 59667:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ effectiveTokensOf),
/* harmony export */   O8: () => (/* binding */ tokensOfRaw),
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

/***/ 77261:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  m9: () => (/* binding */ CRITIQOR),
  ZR: () => (/* reexport */ vocabulary/* PRESET_IDS */.ZR),
  _O: () => (/* binding */ observedDimensions),
  iH: () => (/* binding */ presetById),
  gd: () => (/* binding */ rulePage)
});

// UNUSED EXPORTS: AGENTS, registerPreset

// EXTERNAL MODULE: ./src/engine/rules/critiqor/index.ts + 4 modules
var critiqor = __nccwpck_require__(53828);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
// EXTERNAL MODULE: ./src/engine/rules/types.ts + 1 modules
var types = __nccwpck_require__(6324);
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
    if (/quota|insufficient_quota|billing|credit balance|exceeded your current/.test(m))
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
const nonProviderKinds = (0,types/* words */.aL)(['tool', 'permission_denied', 'guardrail', 'result', 'agent', 'sample'], '`error_event` kinds that are not the provider failing a request.');

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __nccwpck_require__(38816);
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






const options = schemas/* strictObject */.rej({
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
    runs = 0;
    isSynced = false;
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
            this.runs++;
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
/**
 * infinite_tool_loop, for real agent traces: repetition without progress, and retry storms.
 *
 * - A tool loop is a run of consecutive identical calls (same tool, same arguments, no other
 *   tool call between them) in which each repeat learnt nothing: it was issued again after the
 *   previous call failed, or it returned the same result (`output_digest`). A repeat whose result
 *   differs (polling a running process) ends the loop, and so does any other tool call (an
 *   edit-build-test cycle that runs the same build again and again is work, not a loop).
 * - A retry storm is a run of provider errors and retries with no tool call, and no reply that
 *   got through, between them: the agent made no step while the provider kept failing. A run
 *   with no tool call at all has no loop: its storm is left to run_failed.
 *
 * The longest (then most severe) loop or storm is the cause; the others are counted in its
 * description.
 */






const loop_options = schemas/* strictObject */.rej({
    minRepeats: (0,types/* amount */.vj)(3, 'Calls in a run without progress that make a loop (high).'),
    criticalRepeats: (0,types/* amount */.vj)(5, 'Calls in a run without progress from which a loop is critical.'),
    stormRepeats: (0,types/* amount */.vj)(3, 'Provider errors and retries in a row that make a storm (high).'),
    criticalStorm: (0,types/* amount */.vj)(5, 'Provider errors and retries in a row from which a storm is critical.'),
    basePenalty: (0,types/* amount */.vj)(8, 'Penalty: min(maxPenalty, basePenalty + perRepeat \u00d7 length).'),
    perRepeat: (0,types/* amount */.vj)(6),
    maxPenalty: (0,types/* amount */.vj)(80),
    evidenceLimit: (0,types/* amount */.vj)(10, 'Events shown as evidence (the first ones, and the last).'),
    nonProviderKinds: nonProviderKinds,
});
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
const loop_detector = (0,types/* defineRule */.Km)({
    meta: {
        preset: 'agents',
        type: 'infinite_tool_loop',
        maxPenalty: 80,
        options: loop_options,
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
                description: `The agent called ${quote(tool)} ${n} times in a row with the same arguments without ` + `progress: ${how}.`,
                remediation: `Stop the agent from re-issuing ${quote(tool)} with the same arguments once a call failed or returned ` +
                    `nothing new: ` +
                    'cap identical retries, and make it change the arguments, try another approach, or stop and report.',
            });
        };
        const newChain = (first) => {
            const sample = new Sample(options.evidenceLimit);
            sample.add(first.event);
            return { length: 1, failedRepeats: 0, unansweredRepeats: 0, sample, lastMessage: undefined };
        };
        const newTracker = () => new RepeatTracker({
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
        let tracker = newTracker();
        // Retry storms.
        let toolCalls = 0;
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
                    description: `The provider ${failVerb(cls)} ${storm} requests in a row (${parts}) with no tool call or reply ` +
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
            synced: () => tracker.synced,
            restart() {
                best = undefined;
                found = 0;
                toolCalls = 0;
            },
            save() {
                // The last part: its runs and storm end with it.
                endStorm();
                tracker.finish();
                return { best: best && { ...best, evidence: best.evidence.map(events/* toPlain */.Ul) }, found, toolCalls };
            },
            absorb(state, shift) {
                const s = state;
                // The later part read on from the same open runs and storm, and ended them.
                tracker = newTracker();
                storm = stormErrors = 0;
                stormMessage = undefined;
                stormSample = new Sample(options.evidenceLimit);
                toolCalls += s.toolCalls;
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
                // No tool loop without a tool call: a run that only met provider errors failed on the
                // provider (run_failed says so), not in a loop of its own.
                if (!best || toolCalls === 0)
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
});
/* harmony default export */ const loop = (loop_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/tool-failures.ts
/**
 * ignoring_tool_outputs, for real agent traces: most of the tool calls failed.
 *
 * No real format marks a result as unused, but a run in which at least half of the tool calls
 * failed is a run in which the agent did not act on what its tools told it: it kept calling
 * tools that kept failing. Counted over the tool results of the session (`tool_output` with
 * status "error"), once there are enough of them to judge.
 */





const tool_failures_options = schemas/* strictObject */.rej({
    minResults: (0,types/* amount */.vj)(5, 'Tool results needed before the share of failures is judged.'),
    ratio: (0,types/* amount */.vj)(0.5, 'Share of failed results from which the cause fires (high).'),
    criticalRatio: (0,types/* amount */.vj)(0.5, 'A share above this, with at least `criticalFailures` failures, is critical.'),
    criticalFailures: (0,types/* amount */.vj)(5),
    evidenceLimit: (0,types/* amount */.vj)(12, 'Failed results shown as evidence.'),
});
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
        return {
            on: {
                tool_call() {
                    calls++;
                },
                tool_output(e) {
                    results++;
                    if ((0,python_compat/* lower */.ib)(e.raw.status) !== 'error')
                        return;
                    failed++;
                    if (evidence.length < options.evidenceLimit)
                        evidence.push(e);
                    tools.add(typeof e.raw.tool === 'string' ? e.raw.tool : '');
                },
                error_event(e) {
                    if (e.raw.kind === 'tool')
                        lastMessage = common_text(e, 'message') ?? lastMessage;
                },
            },
            save: () => ({
                calls,
                results,
                failed,
                evidence: evidence.map(events/* toPlain */.Ul),
                lastMessage,
                tools: tools.save(),
            }),
            absorb(state, shift) {
                const s = state;
                calls += s.calls;
                results += s.results;
                failed += s.failed;
                for (const p of s.evidence)
                    if (evidence.length < options.evidenceLimit)
                        evidence.push((0,events/* fromPlain */.bM)(p, shift));
                lastMessage = s.lastMessage ?? lastMessage;
                tools.absorb(s.tools);
            },
            finish() {
                if (results < options.minResults || failed < results * options.ratio)
                    return [];
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
            },
        };
    },
});
/* harmony default export */ const tool_failures = (tool_failures_detector);

;// CONCATENATED MODULE: ./src/engine/rules/agents/context.ts
/**
 * context_pollution, for real agent traces: compactions, and a context window near its limit.
 *
 * Every compaction is evidence (the agent's history was cut down, and what was dropped is gone
 * for the rest of the run); three or more are high. Where the trace gives the model's context
 * window, the fill of each turn is measured against it (`saturation`, or `tokens` /
 * `tokens_before` over `context_window`), and a fill from `saturation`% on is evidence too.
 */





const context_options = schemas/* strictObject */.rej({
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
                    parts.push(`was compacted ${(0,core_text/* plural */.LS)(compactions, 'time')}`);
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
var exact_sum = __nccwpck_require__(84902);
// EXTERNAL MODULE: ./src/engine/labels.ts
var labels = __nccwpck_require__(59667);
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
 * with the same arguments, that returned the very same result (it paid for nothing new).
 */








const cost_options = schemas/* strictObject */.rej({
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
const fmt = (n) => n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
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
                let severity = waste >= options.highWaste ? 'high' : 'medium';
                let penalty = options.wastePenalty * waste;
                const parts = [];
                const spend = `${fmt(spent)} effective tokens` +
                    (all !== spent ? ` (${fmt(all)} in all${cheap > 0 ? `, ${fmt(cheap)} of them cheap cache reads` : ''})` : '');
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
                    const [top, topCount] = wastedTools.top();
                    parts.push(`${over ? 'and' : 'The run made'} ${(0,core_text/* plural */.LS)(waste, 'call')} that repeated the call right before ` +
                        `${waste === 1 ? 'it' : 'them'} and got the very same result back` +
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

// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __nccwpck_require__(17063);
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
};
registerPreset(AGENTS);
/** The page of the rule that judges `type` in a preset (docs/rules/<id>.md), or undefined. */
function rulePage(preset, type) {
    return presetById(preset)?.detectors.find((d) => d.meta.type === type)?.meta.docs;
}


/***/ }),

/***/ 53828:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  c: () => (/* binding */ DETECTORS)
});

// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __nccwpck_require__(38816);
// EXTERNAL MODULE: ./src/engine/rules/types.ts + 1 modules
var types = __nccwpck_require__(6324);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/infinite-tool-loop.ts
/**
 * infinite_tool_loop: the same tool called again and again with the same arguments.
 *
 * Calls are grouped by (tool, arguments) compared as canonical JSON (the engine's CallIndex); every group that reaches
 * `minRepeats` is one cause, in the order of each group's first call. Retries anywhere in the
 * session make a loop worse.
 */



const options = schemas/* strictObject */.rej({
    minRepeats: (0,types/* amount */.vj)(3, 'Calls with the same tool and arguments that make a loop.'),
    criticalRepeats: (0,types/* amount */.vj)(5, 'Group size from which a loop is critical.'),
    criticalRetries: (0,types/* amount */.vj)(3, 'Retries in the session from which any loop is critical.'),
    retryEvidence: (0,types/* amount */.vj)(3, 'Retry events shown as evidence after the looping calls.'),
});
const detector = (0,types/* defineRule */.Km)({
    meta: { preset: 'critiqor', type: 'infinite_tool_loop', weight: 0.2, maxPenalty: 30, options },
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
});
/* harmony default export */ const infinite_tool_loop = (detector);

// EXTERNAL MODULE: ./src/engine/rules/critiqor/memory-degradation.ts
var memory_degradation = __nccwpck_require__(63252);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
;// CONCATENATED MODULE: ./src/engine/rules/critiqor/ignoring-tool-outputs.ts
/**
 * ignoring_tool_outputs: tool results the agent did not use.
 */



const ignoring_tool_outputs_options = schemas/* strictObject */.rej({
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



const context_pollution_options = schemas/* strictObject */.rej({
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



const cost_explosion_options = schemas/* strictObject */.rej({
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

// EXTERNAL MODULE: ./src/engine/rules/critiqor/skill-failure.ts
var skill_failure = __nccwpck_require__(93038);
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
    skill_failure/* default */.A,
].map(weighted);


/***/ }),

/***/ 63252:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* unused harmony export options */
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(61296);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(38816);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6324);
/**
 * memory_degradation: recalls that failed, were ignored or lost state.
 */



const options = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
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
            const action = (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .hasKey */ .CJ)(raw, 'action') ? raw.action : (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .hasKey */ .CJ)(raw, 'status') ? raw.status : '';
            return failed.has((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .lower */ .ib)(action));
        };
    },
    penalty: { base: 8, per: 5 },
    description: (n) => `Memory failed the agent ${n} time${n === 1 ? '' : 's'}: recalls that missed, were ignored or lost state.`,
}));


/***/ }),

/***/ 93038:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* unused harmony export options */
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(61296);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(38816);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6324);
/**
 * skill_failure: a skill that was available but not invoked, ignored, mismatched or failed.
 */



const options = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    failedStatuses: (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL)(['ignored', 'mismatch', 'failed'], 'Lower-cased `status` values that mean the skill did not do its job.'),
    highCount: (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .amount */ .vj)(2, 'Matching events from which the cause is high rather than medium.'),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .countingRule */ .Me)({
    meta: { preset: 'critiqor', type: 'skill_failure', weight: 0.15, maxPenalty: 24, options },
    eventType: 'skill_event',
    matches: (options) => {
        const failed = new Set(options.failedStatuses);
        return (e) => e.raw.invoked === false || failed.has((0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .lower */ .ib)(e.raw.status));
    },
    penalty: { base: 8, per: 6 },
    description: (n) => `A skill was skipped, ignored or failed ${n} time${n === 1 ? '' : 's'} where it should have done the job.`,
}));


/***/ }),

/***/ 6324:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e9: () => (/* binding */ PartDoesNotMerge),
  vj: () => (/* binding */ amount),
  g7: () => (/* binding */ collector),
  Me: () => (/* binding */ countingRule),
  Km: () => (/* binding */ defineRule),
  aL: () => (/* binding */ words)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __nccwpck_require__(38816);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __nccwpck_require__(17063);
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
};

// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(87842);
;// CONCATENATED MODULE: ./src/engine/rules/types.ts
/**
 * A detector is a rule in the manner of ESLint's: `meta` says what it finds and where the
 * penalty lands, `create` is called once per session and returns handlers keyed by event type.
 * The engine owns iteration, ordering and scoring; a detector only looks and reports.
 */




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
            defaults: meta.options.parse({}),
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
    const n = schemas/* number */.aig().nonnegative();
    return (description === undefined ? n : n.describe(description)).default(defaultValue);
}
/** Thrown by a rule's `save` when its part cannot merge exactly: the session is read in one part. */
class PartDoesNotMerge extends Error {
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
    return schemas/* array */.YOg(schemas/* string */.YjP()).describe(description).default(defaults);
}


/***/ }),

/***/ 80767:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   nB: () => (/* binding */ TimelineCollector)
/* harmony export */ });
/* unused harmony exports TIMELINE_LIMITS, snippet */
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(87842);
/* harmony import */ var _core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(61296);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(59667);
/**
 * A summarised timeline of one session, collected in the same pass as the diagnosis, for the
 * HTML report: the first and last events in full (runs of similar events folded with a count),
 * errors, retries and compactions from the middle up to a cap, every evidence event (added at the
 * end, from the events the diagnosis fetched), and the token use over the run downsampled to a
 * bounded number of points. Memory stays bounded whatever the length of the session.
 *
 * Pure: no I/O, no clock. Text is kept as it was read (shortened); the renderer masks and
 * escapes it.
 */



/** Summary limits. */
const TIMELINE_LIMITS = {
    head: 120,
    tail: 120,
    /** Errors, retries and compactions kept from the middle. */
    notable: 200,
    /** Token and context points kept (each series). */
    points: 600,
    text: 240,
};
const NOTABLE = new Set(['error', 'retry', 'compaction']);
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
            out += JSON.stringify(v.length > max ? v.slice(0, max) : v);
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
    return out.length > max ? out.slice(0, max - 1) + '…' : out;
}
function textOf(type, raw, max) {
    const field = (...keys) => {
        for (const k of keys) {
            const v = raw[k];
            if (v === undefined || v === null || v === '')
                continue;
            return typeof v === 'string' ? (v.length > max ? v.slice(0, max) : v) : snippet(v, max);
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
    return text.length > max ? text.slice(0, max - 1) + '…' : text;
}
function toolOf(raw) {
    return str(raw.tool) ?? str(raw.name) ?? str(raw.skill);
}
/** Keep at most `cap` points: drop every other one and double the stride when full. */
function thin(points, cap) {
    return points.length <= cap ? points : points.filter((_, i) => i % 2 === 0);
}
/**
 * Collects the timeline of one session as its events are pushed (in the same order as to the
 * engine). `push` is cheap: a type check, a comparison with the last entry, and for token and
 * context events a little arithmetic.
 */
class TimelineCollector {
    limits;
    events = 0;
    head = [];
    tail = [];
    notable = [];
    hidden = {};
    tokens = [];
    tokenStride = 1;
    tokenSeen = 0;
    lastToken;
    context = [];
    contextStride = 1;
    contextSeen = 0;
    lastContext;
    total = 0;
    effective = 0;
    window;
    constructor(limits = TIMELINE_LIMITS) {
        this.limits = limits;
    }
    push(raw, origin) {
        const position = this.events++;
        const type = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .eventType */ .$q)(raw);
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
    /** The tail keeps the last `tail` entries; older ones become hidden counts (notable ones kept). */
    dropOldTail() {
        const drop = this.tail.length - this.limits.tail;
        for (let i = 0; i < drop; i++)
            this.hide(this.tail[i]);
        this.tail = this.tail.slice(drop);
    }
    hide(h) {
        if (NOTABLE.has(h.kind) || h.failed) {
            if (this.notable.length < this.limits.notable) {
                this.settle(h);
                this.notable.push(h);
                return;
            }
        }
        this.hidden[h.kind] = (this.hidden[h.kind] ?? 0) + h.count;
    }
    tokenPoint(raw, position) {
        // As the engine counts T, so that the last point is the report's total_tokens.
        this.total += (0,_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .tokensOfRaw */ .O8)(raw);
        const eff = (0,_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .effectiveTokensOf */ .D3)(raw);
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
        const w = (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .toNumber */ .Ro)(raw.context_window);
        if (Number.isFinite(w) && w > 0)
            this.window = w;
        const tokens = (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .toNumber */ .Ro)(raw.tokens ?? raw.tokens_before);
        let share;
        if (raw.saturation !== undefined && raw.saturation !== null) {
            const s = (0,_core_python_compat_js__WEBPACK_IMPORTED_MODULE_2__/* .toNumber */ .Ro)(raw.saturation);
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
        // Compactions are always kept: the chart marks each one.
        if (compaction || this.contextSeen++ % this.contextStride === 0) {
            this.context.push(p);
            if (this.context.length > this.limits.points) {
                let i = 0;
                this.context = this.context.filter((c) => c.compaction || i++ % 2 === 0);
                this.contextStride *= 2;
            }
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
            tail: this.tail,
            notable: this.notable,
            hidden: this.hidden,
            tokens: this.tokens,
            tokenStride: this.tokenStride,
            tokenSeen: this.tokenSeen,
            ...(this.lastToken ? { lastToken: this.lastToken } : {}),
            context: this.context,
            contextStride: this.contextStride,
            contextSeen: this.contextSeen,
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
            origin: (0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .shiftOrigin */ .Lj)(h.origin, shift),
        });
        // This part's tail and the next part's head are the middle now; when the next part is
        // short (no tail of its own), the last of them are the session's tail.
        const middle = [...this.tail, ...state.head.map(move)];
        const tail = state.tail.length ? state.tail.map(move) : middle.splice(Math.max(0, middle.length - this.limits.tail));
        for (const h of middle)
            this.hide(h);
        for (const h of state.notable)
            this.hide(move(h));
        for (const [k, n] of Object.entries(state.hidden)) {
            this.hidden[k] = (this.hidden[k] ?? 0) + (n ?? 0);
        }
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
        this.context = [...this.context, ...state.context.map(shiftContext)];
        while (this.context.length > this.limits.points) {
            let i = 0;
            const before = this.context.length;
            this.context = this.context.filter((c) => c.compaction || i++ % 2 === 0);
            if (this.context.length === before)
                break;
        }
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
     * The timeline. `evidence`: the evidence events the diagnosis fetched, by position; `causes`:
     * for each failure cause, the positions of its evidence events.
     */
    finish(evidence, causes) {
        const kept = [...this.head, ...this.notable, ...this.tail];
        for (const h of kept)
            this.settle(h);
        const byPosition = new Map();
        for (const h of kept) {
            byPosition.set(h.position, {
                position: h.position,
                last: h.last,
                count: h.count,
                kind: h.kind,
                type: h.type,
                ...(h.tool !== undefined ? { tool: h.tool } : {}),
                text: h.text ?? '',
                ...(h.failed ? { failed: true } : {}),
                ...(h.origin ? { origin: h.origin } : {}),
            });
        }
        const hidden = { ...this.hidden };
        // Evidence events that fell in a folded run or the hidden middle get an entry of their own.
        // The kept entries cover disjoint ranges: find the one around a position by bisection.
        const ranges = [...byPosition.values()].sort((a, b) => a.position - b.position);
        const covering = (position) => {
            let lo = 0;
            let hi = ranges.length - 1;
            while (lo <= hi) {
                const mid = (lo + hi) >> 1;
                const e = ranges[mid];
                if (position < e.position)
                    hi = mid - 1;
                else if (position > e.last)
                    lo = mid + 1;
                else
                    return e;
            }
            return undefined;
        };
        for (const [position, { raw, origin }] of [...evidence].sort((a, b) => a[0] - b[0])) {
            if (byPosition.has(position))
                continue;
            const outer = covering(position);
            const type = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .eventType */ .$q)(raw);
            const { kind, failed } = kindOf(type, raw);
            if (outer) {
                // Split the folded run so that the evidence event stands alone.
                outer.count--;
            }
            else if ((hidden[kind] ?? 0) > 0)
                hidden[kind] = hidden[kind] - 1;
            const tool = type === 'tool_call' || type === 'tool_output' || type === 'skill_event' ? toolOf(raw) : undefined;
            byPosition.set(position, {
                position,
                last: position,
                count: 1,
                kind,
                type,
                ...(tool !== undefined ? { tool } : {}),
                text: textOf(type, raw, this.limits.text),
                ...(failed ? { failed: true } : {}),
                ...(origin ? { origin } : {}),
            });
        }
        causes.forEach((positions, i) => {
            for (const p of positions) {
                const e = byPosition.get(p);
                if (e && !e.causes?.includes(i))
                    e.causes = [...(e.causes ?? []), i];
            }
        });
        const entries = [...byPosition.values()].filter((e) => e.count > 0).sort((a, b) => a.position - b.position);
        const tokens = [...this.tokens];
        if (this.lastToken && tokens[tokens.length - 1]?.position !== this.lastToken.position)
            tokens.push(this.lastToken);
        const context = [...this.context];
        if (this.lastContext && context[context.length - 1]?.position !== this.lastContext.position)
            context.push(this.lastContext);
        for (const k of Object.keys(hidden))
            if (!hidden[k])
                delete hidden[k];
        return {
            events: this.events,
            entries,
            hidden,
            tokens,
            context,
            ...(this.window !== undefined ? { window: this.window } : {}),
            causes,
        };
    }
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
/* unused harmony exports LEAD_MAX_EVENTS, diagnosePart, cutPoint */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(65442);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(87842);
/* harmony import */ var _engine_timeline_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(80767);
/* harmony import */ var _engine_presets_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(77261);
/* harmony import */ var _engine_rules_types_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6324);
/* harmony import */ var _trace_adapters_json_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(89086);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(47013);
/**
 * One long JSONL file of flat events, diagnosed in two parts at once: this thread reads the
 * first half while a worker thread reads the second, and the worker's state is merged into this
 * thread's (SessionDiagnoser.save / absorb). The merged diagnosis is the one a single pass gives
 * (a test holds the two equal, for every preset).
 *
 * Rules that follow runs of consecutive events (the agents preset's loops, storms and unfinished
 * runs) cannot know, in the second part, what was open when it began. That part keeps its lead:
 * its events up to the moment every such rule holds the state it would hold whatever came
 * before (SessionDiagnoser.syncPart). This thread reads the lead again after the first part,
 * then takes in the rest. A part whose lead does not end within LEAD_MAX_EVENTS events, or that
 * cannot merge exactly for another reason, is read on by this thread after the first.
 */










/** Files smaller than this are read in one part: a worker costs more than it saves. */
const PARTS_MIN_BYTES = 32 * 1024 * 1024;
/** The most events a later part keeps as its lead before it is left to the first part's thread. */
const LEAD_MAX_EVENTS = 20_000;
function engineOf(job) {
    const { preset, ...rest } = job.engine;
    return { ...rest, preset: (0,_engine_presets_js__WEBPACK_IMPORTED_MODULE_6__/* .presetById */ .iH)(preset) ?? _engine_presets_js__WEBPACK_IMPORTED_MODULE_6__/* .CRITIQOR */ .m9, retainEvents: false };
}
/**
 * Diagnose the bytes [start, end) of a flat-event JSONL file on their own, into `into` when
 * given (reading on from the events before them: `lineOffset` lines). A later part (`laterPart`)
 * keeps its lead in `lead`, and stops with PartDoesNotMerge when the lead grows too long.
 */
async function diagnosePart(job, options = {}) {
    const d = options.into?.d ?? new _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__/* .SessionDiagnoser */ .zU({ ...engineOf(job), laterPart: options.laterPart });
    const offset = options.into?.lineOffset ?? 0;
    const { timeline, lead } = options;
    let synced = !options.laterPart || d.syncPart();
    const { lines } = await (0,_trace_read_js__WEBPACK_IMPORTED_MODULE_9__/* .readRecords */ .T3)(job.path, (value, line) => {
        if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .OW)(value))
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_9__/* .TraceError */ .yW(job.path, line, `expected an event object, found ${(0,_trace_adapters_json_js__WEBPACK_IMPORTED_MODULE_8__/* .typeName */ .go)(value)}`);
        d.push(value, { line: line + offset });
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
    const job = {
        path,
        start: cut,
        end: size,
        final: true,
        engine,
        maxBytes: options.maxBytes,
        ...(options.timeline ? { timeline: true } : {}),
    };
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(script, { workerData: { agentTrustGatePart: job } });
    const reply = new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the worker thread stopped (exit code ${code})`)));
    });
    reply.catch(() => { }); // handled below, after the first part
    try {
        const first = await diagnosePart({ path, start: 0, end: cut, final: false, engine, maxBytes: options.maxBytes }, { onWarning: options.onWarning, timeline: options.timeline });
        const second = await reply;
        if ('unmerged' in second) {
            // The second part cannot merge: this thread reads on through it, as one pass would.
            await worker.terminate();
            await diagnosePart(job, {
                onWarning: options.onWarning,
                timeline: options.timeline,
                into: { d: first.d, lineOffset: first.lines },
            });
            return first.d;
        }
        for (const w of second.warnings)
            options.onWarning?.({ path, line: w.line !== undefined ? w.line + first.lines : undefined, message: w.message });
        if ('error' in second) {
            if (second.internal)
                throw new Error(second.error.detail);
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_9__/* .TraceError */ .yW(path, second.error.line !== undefined ? second.error.line + first.lines : undefined, second.error.detail);
        }
        if (options.timeline && second.timeline)
            options.timeline.absorb(second.timeline, { position: first.d.eventCount, line: first.lines });
        first.d.replay(second.lead.map(({ raw, line }) => ({ raw, origin: { line } })), first.lines);
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
        const timeline = job.timeline ? new _engine_timeline_js__WEBPACK_IMPORTED_MODULE_5__/* .TimelineCollector */ .nB() : undefined;
        const lead = [];
        const { d, lines } = await diagnosePart(job, {
            onWarning: (w) => warnings.push({ line: w.line, message: w.message }),
            timeline,
            laterPart: true,
            lead,
        });
        const state = d.save();
        const c = state.calls;
        for (const a of [c.a, c.b, c.c, c.flags, c.position, c.line, c.index])
            transfer.push(a.buffer);
        reply = {
            state,
            lead: lead.slice(0, state.lead),
            ...(timeline ? { timeline: timeline.save() } : {}),
            lines,
            warnings,
        };
    }
    catch (err) {
        reply =
            err instanceof _engine_rules_types_js__WEBPACK_IMPORTED_MODULE_7__/* .PartDoesNotMerge */ .e9
                ? { unmerged: err.message, warnings: [] }
                : err instanceof _trace_read_js__WEBPACK_IMPORTED_MODULE_9__/* .TraceError */ .yW
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
// EXTERNAL MODULE: ./src/engine/presets.ts + 9 modules
var presets = __nccwpck_require__(77261);
// EXTERNAL MODULE: ./src/trace/registry.ts + 20 modules
var registry = __nccwpck_require__(32258);
// EXTERNAL MODULE: ./src/trace/read.ts
var read = __nccwpck_require__(47013);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
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
// EXTERNAL MODULE: ./src/engine/timeline.ts
var engine_timeline = __nccwpck_require__(80767);
// EXTERNAL MODULE: ./src/engine/facts.ts
var engine_facts = __nccwpck_require__(35605);
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
    // A large file's evidence is kept by reference and the few events a report shows are fetched
    // again below, so memory does not grow with the number of distinct calls.
    // The facts assertions need are counted in this pass; a file read in parts would need them merged.
    const info = statOrUndefined(path);
    const inParts = options.collectFacts || !info ? undefined : await tryInParts(path, info, options);
    if (inParts)
        return inParts;
    const sessions = new Map();
    const facts = new Map();
    let adapter;
    // A small file's evidence is kept as it passes: reading it again would cost more.
    const retainEvents = info !== undefined && info.size <= (options.retainMaxBytes ?? read/* WHOLE_READ_MAX_BYTES */.A5);
    let engine = { ...options.engine, retainEvents };
    const timelines = options.timeline ? new Map() : undefined;
    const diagnoserOf = (key) => {
        let d = sessions.get(key);
        if (!d) {
            d = new diagnose/* SessionDiagnoser */.zU(engine);
            sessions.set(key, d);
            if (options.collectFacts)
                facts.set(key, new engine_facts/* FactCollector */.sI());
            timelines?.set(key, new engine_timeline/* TimelineCollector */.nB());
        }
        return d;
    };
    const emit = (event, origin, session) => {
        const key = session ?? '';
        diagnoserOf(key).push(event, origin);
        facts.get(key)?.push(event);
        // Only when the HTML report was asked for.
        if (timelines)
            timelines.get(key).push(event, origin);
    };
    const { mode, reader } = await readAdapted(path, options, (sample, line) => {
        adapter = (0,registry/* choose */.Sw)(format, sample, path, line);
        engine = { ...engine, preset: presetFor(adapter.id, options.preset) };
        return adapter;
    }, emit, info);
    // A file whose records held no events is still one (empty) session.
    if (sessions.size === 0)
        diagnoserOf('');
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
        const name = reader.sessionName(key);
        const diagnosis = finishSafely(d, resolved.get(key), path);
        const timeline = timelines?.get(key);
        results.push({
            source: path,
            ...(name !== undefined ? { session: name } : {}),
            format: adapter.id,
            preset: engine.preset.id,
            observes: (0,presets/* observedDimensions */._O)(engine.preset, adapter.observes, diagnosis.failure_causes.map((c) => c.type)),
            diagnosis,
            ...(facts.has(key) ? { facts: facts.get(key).result() } : {}),
            ...(timeline ? { timeline: finishTimeline(timeline, d, diagnosis) } : {}),
        });
    }
    return results;
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
    const preset = presetFor('critiqor', options.preset);
    if (!new diagnose/* SessionDiagnoser */.zU({ preset, retainEvents: false }).mergeable)
        return undefined;
    if (!info.isFile() ||
        info.size < (options.partsMinBytes ?? parts/* PARTS_MIN_BYTES */._x) ||
        info.size > (options.maxBytes ?? read/* DEFAULT_MAX_BYTES */.fS))
        return undefined;
    const first = await firstValue(path);
    if (!(0,events/* isJsonObject */.OW)(first) || 'events' in first || (0,registry/* recognise */.GJ)(first)?.id !== 'critiqor')
        return undefined;
    const timeline = options.timeline ? new engine_timeline/* TimelineCollector */.nB() : undefined;
    const d = await (0,parts/* diagnoseInParts */.UT)(path, options.workerScript, { graph: options.engine?.graph, detectorOptions: options.engine?.detectorOptions, preset: preset.id }, { maxBytes: options.maxBytes, onWarning: options.onWarning, minBytes: options.partsMinBytes, timeline });
    if (!d)
        return undefined;
    const adapter = (0,registry/* adapterFor */.fA)('critiqor');
    const refs = d.end();
    const resolved = refs.length
        ? await fetchEvidence(path, adapter, 'jsonl', new Map([['', refs]]), options)
        : new Map();
    const diagnosis = finishSafely(d, resolved.get(''), path);
    return [
        {
            source: path,
            format: 'critiqor',
            preset: preset.id,
            observes: (0,presets/* observedDimensions */._O)(preset, adapter.observes, diagnosis.failure_causes.map((c) => c.type)),
            diagnosis,
            ...(timeline ? { timeline: finishTimeline(timeline, d, diagnosis) } : {}),
        },
    ];
}
/** Read a file and run its records through the adapter that `pick` chooses on the first ones. */
async function readAdapted(path, options, pick, emit, stats) {
    const ctx = {
        source: path,
        warn: (line, message) => options.onWarning?.({ path, line, message }),
    };
    const reader = new registry/* AdaptingReader */.M(ctx, pick, emit);
    const { mode } = await (0,read/* readRecords */.T3)(path, reader.record, {
        maxBytes: options.maxBytes,
        onWarning: options.onWarning,
        stats,
    });
    reader.end();
    return { mode, reader };
}
/** A stack overflow on a hostile value becomes an input error that names the line. */
function tooDeep(err, path, line) {
    return (0,registry/* deepError */.NH)(err, path, line);
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
        ...(options.collectFacts ? { collectFacts: true } : {}),
        ...(options.timeline ? { timeline: true } : {}),
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
/* unused harmony exports fromWire, YOUNG_GENERATION_MB, largestFirst */
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
/**
 * A worker's young generation: parsing allocates many short-lived values, and a larger nursery
 * collects them in fewer, cheaper passes.
 */
const YOUNG_GENERATION_MB = 192;
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
    // Each worker holds up to IN_FLIGHT jobs (the first it diagnoses, the next waits as a path
    // only), so that it never waits for the main thread between two files.
    const give = (worker, busy) => {
        while (busy.length < IN_FLIGHT) {
            let index = order.shift();
            while (index !== undefined && index > firstError)
                index = order.shift();
            if (index === undefined)
                return;
            const job = { index, path: paths[index] };
            busy.push(job);
            worker.postMessage(job);
        }
    };
    const count = Math.max(1, Math.min(options.workers, n));
    try {
        for (let k = 0; k < count && !over; k++) {
            const busy = [];
            const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(options.script, {
                workerData: { agentTrustGatePool: options.settings },
                resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
            });
            workers.push(worker);
            worker.on('message', (reply) => {
                if (over)
                    return;
                const index = reply.index;
                busy.splice(busy.findIndex((j) => j.index === index), 1);
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
                const where = busy.length ? ` while diagnosing ${busy[0].path}` : '';
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
        collectFacts: settings.collectFacts,
        timeline: settings.timeline,
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
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(194), __nccwpck_require__.e(210)]).then(__nccwpck_require__.bind(__nccwpck_require__, 13210));
    await run({ workerScript: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url) });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 89086:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/* harmony export */   oE: () => (/* binding */ compact)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72020);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(87842);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(47013);
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
/** Drop undefined fields, so events carry only what is known. */
function compact(o) {
    const out = {};
    for (const k of Object.keys(o)) {
        const v = o[k];
        if (v !== undefined)
            out[k] = v;
    }
    return out;
}


/***/ }),

/***/ 84191:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ SAMPLE_RECORDS),
/* harmony export */   Du: () => (/* binding */ FULL_TRANSCRIPT),
/* harmony export */   Jn: () => (/* binding */ FORMAT_IDS),
/* harmony export */   U5: () => (/* binding */ FIT)
/* harmony export */ });
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(17063);
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
    'inspect',
    'openai-agents',
    'swe-agent',
    'mini-swe-agent',
    'openhands',
    'gemini-cli',
    'cline',
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

/***/ 47013:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ WHOLE_READ_MAX_BYTES),
/* harmony export */   T3: () => (/* binding */ readRecords),
/* harmony export */   Z8: () => (/* binding */ readLinesAt),
/* harmony export */   fS: () => (/* binding */ DEFAULT_MAX_BYTES),
/* harmony export */   yW: () => (/* binding */ TraceError)
/* harmony export */ });
/* unused harmony exports MAX_ERROR_CHARS, formatWarning */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72020);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(99547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_2__);
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


/***/ }),

/***/ 32258:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  M: () => (/* binding */ AdaptingReader),
  Jn: () => (/* reexport */ types/* FORMAT_IDS */.Jn),
  fA: () => (/* binding */ adapterFor),
  Sw: () => (/* binding */ choose),
  NH: () => (/* binding */ deepError),
  GJ: () => (/* binding */ recognise)
});

// UNUSED EXPORTS: ADAPTERS, FIT, FORMATS_HELP, SAMPLE_RECORDS, candidates, describeRecord, detect, fitOf, isFormatId, signatures

// EXTERNAL MODULE: ./src/trace/adapters/json.ts
var json = __nccwpck_require__(89086);
;// CONCATENATED MODULE: ./src/trace/adapters/text.ts
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
function text_short(x) {
    let s;
    if (typeof x === 'string')
        s = x;
    else if (typeof x === 'number' || typeof x === 'boolean')
        s = String(x);
    else if ((0,json/* isJsonObject */.OW)(x) && typeof x.message === 'string')
        s = x.message;
    if (s === undefined)
        return undefined;
    // A long text is cut anyway: when its start alone, its spaces collapsed, says more than fits,
    // the rest need not be read (the collapsed start is the collapsed whole's start).
    if (s.length > SHORT_PREFIX) {
        const start = s.slice(0, SHORT_PREFIX).replace(/\s+/g, ' ').trimStart();
        if (start.length > MAX_MESSAGE + 1)
            return `${start.slice(0, MAX_MESSAGE - 3)}...`;
    }
    s = s.replace(/\s+/g, ' ').trim();
    if (s === '')
        return undefined;
    return s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE - 3)}...` : s;
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
        return text_short(text);
    const whole = text_short(text);
    if (whole === undefined || whole.length < MAX_MESSAGE)
        return whole;
    // The lines from the last, without splitting the whole text.
    for (let end = text.length; end >= 0;) {
        const nl = end > 0 ? text.lastIndexOf('\n', end - 1) : -1;
        const line = text_short(text.slice(nl + 1, end));
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
    const blocks = (0,json/* arr */.QL)(content);
    for (let i = blocks.length - 1; i >= 0; i--) {
        const b = blocks[i];
        if (typeof b === 'string')
            return b.slice(-limit);
        if ((0,json/* isJsonObject */.OW)(b) && typeof b.text === 'string')
            return b.text.slice(-limit);
    }
    return '';
}
/** The text of a content value: a string, or the `text` of its text blocks. */
function contentText(content, limit = 4096) {
    if (typeof content === 'string')
        return content.slice(0, limit);
    let out = '';
    for (const block of (0,json/* arr */.QL)(content)) {
        if (out.length >= limit)
            break;
        if (typeof block === 'string')
            out += block;
        else if ((0,json/* isJsonObject */.OW)(block) && typeof block.text === 'string')
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
            return text_short(m[0].replace(/^\[(.*?)\]?$/, '$1'));
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/trace/adapters/run.ts
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
    return (0,json/* compact */.oE)({ event: 'process_end', status, reason: reason === undefined ? undefined : text_short(reason) });
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
        const m = (0,json/* str */.gx)(model);
        if (!m)
            return;
        if (this.current !== undefined && this.current !== m) {
            this.emit({ event: 'state_transition', kind: 'model_switch', from: this.current, to: m, reason }, origin, session);
        }
        this.current = m;
    }
    /** Take a model as current without reporting a change (the caller reported it). */
    set(model) {
        const m = (0,json/* str */.gx)(model);
        if (m)
            this.current = m;
    }
}

// EXTERNAL MODULE: ./src/core/fingerprint.ts
var fingerprint = __nccwpck_require__(75527);
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
        this.emit((0,json/* compact */.oE)({ event: 'tool_call', tool, args, call_id: callId ?? null, ...extra }), origin, session);
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
        this.emit((0,json/* compact */.oE)({
            event: 'tool_output',
            tool,
            call_id: callId ?? null,
            status,
            output_digest: info.digest,
            ...(info.extra ?? {}),
        }), origin, session);
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
        this.mainModels = new ModelWatch(emit);
        this.sideModels = new ModelWatch(emit);
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
                message: failed ? errorMessage(contentTail(b.content)) : undefined,
                empty: role.memory === 'recall' ? contentText(b.content).trim() === '' : undefined,
                digest: outputDigest(b.content),
            }, origin);
        }
        if (opts.meta)
            return;
        const text = contentText(content, 200);
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
        const e = tokenUsage({
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
var events = __nccwpck_require__(87842);
// EXTERNAL MODULE: ./src/core/python-compat.ts
var python_compat = __nccwpck_require__(61296);
// EXTERNAL MODULE: ./src/trace/adapters/types.ts
var types = __nccwpck_require__(84191);
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
    return (text_short(Array.isArray(message.content) ? ((0,json/* obj */.WL)(message.content[0])?.text ?? 'API error') : message.content) ??
        'API error');
}
const adapter = {
    id: 'claude-code',
    signature: 'claude-code: lines with `parentUuid` and `sessionId` (a Claude Code transcript, ~/.claude/projects/**/*.jsonl)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
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
    observes: types/* FULL_TRANSCRIPT */.Du,
    create(emit, ctx) {
        const conv = new ClaudeMessages(emit);
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a transcript entry object');
                const origin = { line };
                switch (r.type) {
                    case 'assistant':
                    case 'user': {
                        const message = (0,json/* obj */.WL)(r.message);
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
                        const a = (0,json/* obj */.WL)(r.attachment);
                        if (a?.type === 'invoked_skills') {
                            for (const s of Array.isArray(a.skills) ? a.skills : [])
                                conv.skill((0,json/* obj */.WL)(s)?.name ?? s, origin);
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
                    emit(processEnd(conv.last.status, conv.last.reason), conv.last.origin);
            },
        };
        function system(r, line) {
            const origin = { line };
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
                        message: text_short(err?.message) ?? text_short((0,json/* obj */.WL)((0,json/* obj */.WL)(err?.error)?.error)?.type),
                    }), origin);
                    return;
                }
                case 'error': {
                    const err = (0,json/* obj */.WL)(r.error);
                    emit((0,json/* compact */.oE)({
                        event: 'error_event',
                        kind: 'api',
                        status_code: (0,json/* num */.bu)(err?.status),
                        message: text_short(err?.message) ?? text_short(r.content) ?? 'API error',
                    }), origin);
                    return;
                }
                case 'api_refusal':
                    emit((0,json/* compact */.oE)({
                        event: 'error_event',
                        kind: 'refusal',
                        message: text_short(r.apiRefusalExplanation) ?? text_short(r.apiRefusalCategory) ?? 'the API refused the request',
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
 *   error_during_execution and other error subtypes -> error; the reason quotes the subtype.
 *   No result message (the run was cut off) -> incomplete.
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
        return isInit(r) || isStreamMessage(r) || isHook(r);
    },
    fit({ records }) {
        // Hook records may come first; the init line (or a message of the stream) settles it.
        const messages = firstMessages(records);
        for (const r of messages) {
            if (isInit(r) || isStreamMessage(r))
                return types/* FIT */.U5.SIGNATURE;
            if (!isHook(r))
                return types/* FIT */.U5.NONE;
        }
        return messages.length > 0 ? types/* FIT */.U5.LIKELY : types/* FIT */.U5.NONE;
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
            };
        }
        const message = (value, origin, line) => {
            const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a stream-json message object');
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
                    const apiError = (0,json/* str */.gx)(r.error) ? `API error: ${(0,json/* str */.gx)(r.error)}` : undefined;
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
                    return;
            }
        };
        function system(r, origin) {
            const emit = run.emit;
            switch (r.subtype) {
                case 'init':
                    run.conv.models(false).see(r.model, origin, 'init');
                    return;
                case 'compact_boundary':
                    emit(compactionEvent(r, 'snake'), origin);
                    return;
                case 'api_retry':
                    emit((0,json/* compact */.oE)({
                        event: 'retry_event',
                        kind: 'provider',
                        attempt: (0,json/* num */.bu)(r.attempt),
                        max_retries: (0,json/* num */.bu)(r.max_retries),
                        status_code: (0,json/* num */.bu)(r.error_status),
                        message: text_short(r.error),
                    }), origin);
                    return;
                default:
                    return;
            }
        }
        /** The end of the current run: its outcome from its result, or an unfinished run. */
        const finish = () => {
            const { conv, emit, result, lastOrigin } = run;
            conv.flush();
            if (!result) {
                conv.end();
                if (lastOrigin && run.begun)
                    emit({
                        event: 'process_end',
                        status: 'incomplete',
                        reason: runs > 1
                            ? `run ${runs} of the stream has no result message (was the run stopped?)`
                            : 'the stream has no result message (was the run stopped?)',
                    }, lastOrigin);
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
            const subtype = (0,json/* str */.gx)(r.subtype) ?? (r.is_error === true ? 'error' : 'success');
            const failed = subtype !== 'success' || r.is_error === true;
            // The recorded subtype is quoted in the reason whenever it is not success.
            const error = text_short((0,json/* arr */.QL)(r.errors)[0]);
            const reason = subtype !== 'success'
                ? error && !error.includes(subtype)
                    ? text_short(`${subtype}: ${error}`)
                    : subtype
                : failed
                    ? (error ?? text_short(r.result))
                    : undefined;
            if (failed)
                emit((0,json/* compact */.oE)({ event: 'error_event', kind: 'result', subtype, message: reason ?? 'the run failed' }), origin);
            const status = !failed ? 'completed' : subtype === 'error_max_turns' ? 'max_turns' : 'error';
            conv.end();
            emit((0,json/* compact */.oE)({
                event: 'process_end',
                status,
                reason: failed ? reason : undefined,
                num_turns: (0,json/* num */.bu)(r.num_turns),
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
 */





/** Fields of a `tool` message that are not arguments (the file's content, UI flags). */
const NOT_ARGS = new Set(['tool', 'content', 'diff', 'operationIsLocatedInWorkspace', 'isOutsideWorkspace']);
/** Cline's words for a tool that failed, in the next request: the error follows in `<error>` tags. */
const TOOL_ERROR = /The tool execution failed with the following error:\s*<error>\s*([\s\S]{0,2000}?)\s*<\/error>/;
function callOf(kind, text) {
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
            return { status: 'error', reason: errorMessage((0,json/* parseObject */.lj)(text)?.message ?? text) ?? 'the API request failed' };
        case 'mistake_limit_reached':
            return { status: 'error', reason: 'ask "mistake_limit_reached": the agent made too many mistakes' };
        default:
            return { status: 'incomplete', reason: `the task stops on ${String(type)} "${kind}"` };
    }
}
const cline_adapter = {
    id: 'cline',
    signature: 'cline: a JSON array of messages {"ts","type":"say"|"ask","say"|"ask","text"} (a Cline or Roo Code ' +
        'ui_messages.json)',
    recognise(first) {
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
                if (done || !Array.isArray(value))
                    throw new read/* TraceError */.yW(ctx.source, line, done
                        ? 'expected one ui_messages.json array, found more JSON after it'
                        : `expected a list of messages, found ${(0,json/* typeName */.go)(value)}`);
                done = true;
                const tools = new ToolTracker(emit);
                const models = new ModelWatch(emit);
                let pending = [];
                let deletedRange;
                let last;
                let calls = 0;
                const settle = (origin, request) => {
                    for (const p of pending) {
                        let failure = p.failure;
                        if (failure === undefined && p.command)
                            failure = hiddenFailure(p.output.join('\n'));
                        if (failure === undefined && request && /The user denied this operation/.test(request))
                            failure = 'the user denied the operation';
                        if (failure === undefined && request) {
                            const m = TOOL_ERROR.exec(request);
                            if (m)
                                failure = errorMessage(m[1]) ?? 'the tool failed';
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
                    const call = callOf(kind, m.text);
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
                                p.failure ??= errorMessage(m.text);
                            return;
                        }
                        case 'error':
                        case 'diff_error': {
                            const p = pending[pending.length - 1];
                            const message = kind === 'diff_error' ? 'the edit could not be applied' : (errorMessage(m.text) ?? 'error');
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
                                ? tokenUsage({
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
                                message: errorMessage((0,json/* parseObject */.lj)(m.text)?.message ?? m.text) ?? 'the API request failed',
                            }, origin);
                            return;
                        default:
                            return;
                    }
                });
                tools.end();
                if (last) {
                    const end = endOf(last.kind, last.type, last.text);
                    emit(processEnd(end.status, end.reason === undefined ? undefined : text_short(end.reason)), { index: last.index });
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
                message: failed ? (exit !== undefined ? `exit code ${exit}` : `command ${String(status)}`) : undefined,
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
                message: failed ? (text_short(err?.message) ?? text_short(item.error) ?? 'MCP tool call failed') : undefined,
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
        default:
            return undefined;
    }
}
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
            const e = tokenUsage(inclusiveUsage(cur.input - base.input, cur.cached - base.cached, cur.cacheWrite - base.cacheWrite, cur.output - base.output));
            if (e)
                emit(e, { line });
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a thread event object');
                const origin = { line };
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
                        if (!t)
                            return;
                        const id = (0,json/* str */.gx)(item.id);
                        tools.call(t.tool, t.args, id, origin);
                        tools.result(id, { failed: t.failed, message: t.message, extra: t.extra, digest: outputDigest(t.content) }, origin);
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
                        const message = text_short((0,json/* obj */.WL)(r.error)?.message) ?? text_short(r.error) ?? 'the turn failed';
                        if (turnError !== message)
                            emit({ event: 'error_event', kind: 'turn', message }, origin);
                        end = { status: 'error', reason: message, line };
                        return;
                    }
                    case 'error': {
                        const message = text_short(r.message) ?? 'error';
                        const retry = reconnectRetry(message);
                        if (retry)
                            return emit(retry, origin);
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
                emitEnd(emit, end);
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
            return text_short(typeof o.content === 'string' ? o.content : undefined) ?? 'tool call failed';
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
        return text_short(trimmed);
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
        const models = new ModelWatch(emit);
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
                        why = text_short(r.Err) ?? 'MCP tool call failed';
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
                    const base = previous && cur.total >= previous.total ? previous : undefined;
                    previous = cur;
                    const d = (k) => cur[k] - (base ? base[k] : 0);
                    if (d('total') === 0)
                        return;
                    const e = tokenUsage(inclusiveUsage(d('input'), d('cached'), d('cacheWrite'), d('output'), d('total')));
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
                    const message = err ? (text_short(err.message) ?? 'the turn failed') : undefined;
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
                    emit((0,json/* compact */.oE)({ event: 'retry_event', kind: 'provider', message: text_short(p.message) }), origin);
                    return;
                case 'error': {
                    const message = text_short(p.message) ?? 'error';
                    const retry = reconnectRetry(message);
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
                emitEnd(emit, end);
            },
        };
    },
};
/* harmony default export */ const codex_rollout = (codex_rollout_adapter);

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __nccwpck_require__(17063);
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
    for (const x of items.slice(0, SCAN_ITEMS)) {
        if (!(0,events/* isJsonObject */.OW)(x))
            return types/* FIT */.U5.NONE;
        if (!flat && looksFlat(x))
            flat = true;
    }
    return flat ? types/* FIT */.U5.LIKELY : types/* FIT */.U5.WEAK;
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
    const u = (0,json/* obj */.WL)(p.usage) ?? p;
    return tokenUsage({
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
            out[k] = v;
        else if (typeof v === 'string')
            out[k] = text_short(v) ?? '';
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
    const message = text_short(e.error) ?? text_short(payload.error);
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
        const u = usageOf(payload);
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

;// CONCATENATED MODULE: ./src/trace/adapters/gemini-cli/index.ts
/**
 * gemini-cli: a Gemini CLI session file (`~/.gemini/tmp/<hash>/chats/session-*.json`, formats.md
 * "gemini-cli"), one JSON object; origins are the index of the message.
 *
 * - `toolCalls[]` on `gemini` messages hold the call and its result together: each -> tool_call
 *   (tool = name, args, call_id = id) and tool_output, failed when `status` is `error` or
 *   `cancelled` or the function response carries an `error` (a refused shell command).
 * - `tokens {input, output, cached, thoughts, tool, total}` per gemini message: `cached` is part
 *   of `input`; thoughts are output the model was paid for; `total` is the message's own total.
 * - `model` per message: a change -> state_transition. Messages of type `error` -> error_event.
 * - No end record (a harness records success or failure beside the file): process_end from the
 *   last message: a reply without tool calls -> completed; a reply whose tool results the model
 *   never saw, or a user message, -> incomplete; an error -> error.
 */





function responseOf(call) {
    for (const r of (0,json/* arr */.QL)(call.result)) {
        const response = (0,json/* obj */.WL)((0,json/* obj */.WL)((0,json/* obj */.WL)(r)?.functionResponse)?.response);
        if (response)
            return response;
    }
    return undefined;
}
const gemini_cli_adapter = {
    id: 'gemini-cli',
    signature: 'gemini-cli: a JSON document {"sessionId","projectHash","messages":[...]} (a Gemini CLI session file)',
    recognise(first) {
        const r = (0,json/* obj */.WL)(first);
        return r !== undefined && typeof r.sessionId === 'string' && 'projectHash' in r && Array.isArray(r.messages);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        return (0,json/* oneDocumentInstance */.Pj)(ctx, 'Gemini CLI session', (session, line) => {
            const tools = new ToolTracker(emit);
            const models = new ModelWatch(emit);
            let end;
            (0,json/* arr */.QL)(session.messages).forEach((raw, index) => {
                const m = (0,json/* obj */.WL)(raw);
                if (!m)
                    throw new read/* TraceError */.yW(ctx.source, line, `expected message ${index} to be an object, found ${(0,json/* typeName */.go)(raw)}`);
                const origin = { index };
                switch (m.type) {
                    case 'gemini': {
                        models.see(m.model, origin, 'model');
                        const t = (0,json/* obj */.WL)(m.tokens);
                        if (t) {
                            const output = ((0,json/* num */.bu)(t.output) ?? 0) + ((0,json/* num */.bu)(t.thoughts) ?? 0);
                            const u = tokenUsage(inclusiveUsage((0,json/* num */.bu)(t.input), (0,json/* num */.bu)(t.cached), undefined, output, (0,json/* num */.bu)(t.total)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(m.model) }));
                            if (u)
                                emit(u, origin);
                        }
                        const calls = (0,json/* arr */.QL)(m.toolCalls);
                        calls.forEach((c, i) => {
                            const call = (0,json/* obj */.WL)(c);
                            if (!call)
                                return;
                            const id = (0,json/* idOf */.TH)(call.id) ?? `call-${index}-${i}`;
                            tools.call((0,json/* str */.gx)(call.name) ?? null, parseArgs(call.args ?? {}), id, origin);
                            const response = responseOf(call);
                            const status = (0,json/* str */.gx)(call.status);
                            const error = response?.error;
                            const failed = status === 'error' || status === 'cancelled' || (error !== undefined && error !== null);
                            tools.result(id, {
                                failed,
                                message: failed ? (errorMessage(error) ?? `tool call ${status ?? 'failed'}`) : undefined,
                                digest: outputDigest(response?.output ?? error ?? undefined),
                            }, origin);
                        });
                        end =
                            calls.length > 0
                                ? { status: 'incomplete', reason: 'tool results the model never answered', index }
                                : { status: 'completed', index };
                        return;
                    }
                    case 'user':
                        end = { status: 'incomplete', reason: 'a user message without a reply after it', index };
                        return;
                    case 'error': {
                        const message = text_short(contentText(m.content)) ?? 'error';
                        emit({ event: 'error_event', kind: 'model', message }, origin);
                        end = { status: 'error', reason: message, index };
                        return;
                    }
                    default:
                        return;
                }
            });
            tools.end();
            if (end)
                emit(processEnd(end.status, end.reason), { index: end.index });
        });
    },
};
/* harmony default export */ const gemini_cli = (gemini_cli_adapter);

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
    return tokenUsage({
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
        return text_short(err.message) ?? text_short(err.type) ?? 'tool call failed';
    return text_short(e);
}
function fromEvents(emit, events, session) {
    const tools = new ToolTracker(emit);
    const models = new ModelWatch(emit);
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
                const err = text_short(e.error) ?? text_short((0,json/* obj */.WL)(e.output)?.error);
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
                const message = text_short((0,json/* obj */.WL)(e.error)?.message) ?? 'sample error';
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
        ? (text_short((0,json/* obj */.WL)(sample.error)?.message) ?? 'sample error')
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
                    const session = epochs > 1 || (epoch !== undefined && epoch !== 1) ? `${id}#${epoch ?? 1}` : id;
                    const events = (0,json/* arr */.QL)(sample.events);
                    const seen = events.length > 0 ? fromEvents(emit, events, session) : (fromMessages(emit, sample, session, evalUsage), {});
                    const ended = sampleEnd(sample, log.status, seen);
                    const at = events.length > 0 ? events.length - 1 : Math.max(0, (0,json/* arr */.QL)(sample.messages).length - 1);
                    emit(processEnd(ended.status, ended.reason), { index: at }, session);
                });
                if (samples.length === 0 && log.status === 'error') {
                    emit(processEnd('error', text_short((0,json/* obj */.WL)(log.error)?.message) ?? 'the eval ended with an error'), { index: 0 });
                }
            },
            end() { },
        };
    },
};
/* harmony default export */ const inspect = (inspect_adapter);

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
 *   `Submitted` -> completed; `LimitsExceeded` -> incomplete (a step or cost limit); any other
 *   status is the exception that stopped the run -> error, with `info.exception_str`; absent ->
 *   incomplete. The reason quotes the recorded status.
 */





const BASH_BLOCK = /```bash\s*\n([\s\S]*?)\n?```/g;
const RETURNCODE = /^\s*<returncode>\s*(-?\d+)\s*<\/returncode>/;
const TIMED_OUT = /\btimed out\b/i;
/** How the run ended, from the recorded exit status. */
function miniEnd(status, exception) {
    const s = (0,json/* str */.gx)(status);
    if (s === undefined)
        return { status: 'incomplete', reason: 'no exit_status: the run never finished' };
    if (s === 'Submitted')
        return { status: 'completed' };
    const said = `exit_status ${s}`;
    const why = text_short(exception);
    if (s === 'LimitsExceeded')
        return { status: 'incomplete', reason: `${said}: a step or cost limit was reached${why ? ` (${why})` : ''}` };
    return { status: 'error', reason: why ? `${said}: ${why}` : said };
}
function mini_swe_agent_usageOf(extra, model) {
    const response = (0,json/* obj */.WL)(extra?.response);
    const u = (0,json/* obj */.WL)(response?.usage);
    if (!u)
        return undefined;
    const cached = (0,json/* firstNum */.Pg)((0,json/* obj */.WL)(u.prompt_tokens_details), 'cached_tokens');
    return tokenUsage(inclusiveUsage((0,json/* num */.bu)(u.prompt_tokens), cached, undefined, (0,json/* num */.bu)(u.completion_tokens), (0,json/* num */.bu)(u.total_tokens)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(response?.model) ?? model, cost_usd: (0,json/* num */.bu)(extra?.cost) ?? (0,json/* num */.bu)(u.cost) }));
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
                        const blocks = [...contentText(m.content, 1 << 20).matchAll(BASH_BLOCK)];
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
                        const text = contentText(m.content, 1 << 20);
                        const rc = RETURNCODE.exec(text);
                        const code = rc ? Number(rc[1]) : undefined;
                        const timedOut = code === undefined && TIMED_OUT.test(text.slice(0, 2000));
                        const failed = (code !== undefined && code !== 0) || timedOut;
                        tools.result(id, {
                            failed,
                            message: failed ? (timedOut ? 'the command timed out' : `exit code ${code}`) : undefined,
                            extra: (0,json/* compact */.oE)({ exit_code: code }),
                            digest: outputDigest(text),
                        }, origin);
                        return;
                    }
                    case 'tool': {
                        const code = (0,json/* num */.bu)(extra?.returncode);
                        const exceptionInfo = text_short(extra?.exception_info);
                        const failed = (code !== undefined && code !== 0) || exceptionInfo !== undefined;
                        tools.result((0,json/* idOf */.TH)(m.tool_call_id), {
                            failed,
                            message: failed ? (exceptionInfo ?? errorMessage(`exit code ${code}`)) : undefined,
                            extra: (0,json/* compact */.oE)({ exit_code: code }),
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
            const end = miniEnd(exitStatus, exception);
            emit(processEnd(end.status, end.reason), { index: last });
        });
    },
};
/* harmony default export */ const mini_swe_agent = (mini_swe_agent_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/spans.ts
/**
 * Spans of one or more traces (OpenTelemetry GenAI, OpenAI Agents SDK): kept as they come (a few
 * fields each) and handed back at the end a trace at a time, traces in the order they first came,
 * each trace's spans in time order. Pure.
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
    return tokenUsage(inclusiveUsage(input, cached(u), undefined, output, (0,json/* firstNum */.Pg)(u, 'total_tokens')));
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
                return;
            const t = (0,json/* str */.gx)(r.trace_id) ?? '';
            const data = (0,json/* obj */.WL)(r.span_data) ?? {};
            const err = r.error;
            const s = {
                trace: t,
                order: spans.count,
                start: typeof r.started_at === 'string' ? Date.parse(r.started_at) || 0 : 0,
                origin: documentMode ? { index: index ?? spans.count } : (0,json/* compact */.oE)({ line, index }),
                type: (0,json/* str */.gx)(data.type),
                id: (0,json/* str */.gx)(r.id),
                topLevel: r.parent_id === null || r.parent_id === undefined,
                name: (0,json/* str */.gx)(data.name),
                error: err === null || err === undefined ? undefined : (text_short((0,json/* obj */.WL)(err)?.message) ?? text_short(err) ?? 'error'),
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
                        emit(processEnd(status, e), lastAgent.origin, session);
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
        return contentText(message.content).trim() === '';
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
        says((0,json/* parseObject */.lj)(contentText(message.content, 1 << 20))) ??
        contentText(message.content).trim() === '');
}
function failure(message) {
    const details = (0,json/* obj */.WL)(message.details);
    const exitCode = (0,json/* num */.bu)(details?.exitCode);
    if (message.isError === true)
        return { failed: true, text: errorMessage(contentTail(message.content)) ?? text_short(details?.error), exitCode };
    if (details) {
        if (details.status === 'error')
            return { failed: true, text: errorMessage(details.error) ?? errorMessage(contentTail(message.content)), exitCode };
        if (exitCode !== undefined && exitCode !== 0)
            return { failed: true, text: `exit code ${exitCode}`, exitCode };
        if (details.status === undefined && ((0,json/* str */.gx)(details.error) || details.error === true)) {
            return { failed: true, text: text_short(details.message) ?? text_short(details.error) };
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
        const models = new ModelWatch(emit);
        let inErrorRun = false;
        let last;
        const assistant = (m, line) => {
            const origin = { line };
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
                const e = tokenUsage({
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
                    (contentText(content).trim() === '' && !content.some((b) => (0,json/* obj */.WL)(b)?.type === 'toolCall'));
                const message = text_short(m.errorMessage) ?? 'model reply failed';
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
                last = { status: 'aborted', reason: text_short(m.errorMessage), line };
            else if (stop === 'length')
                last = { status: 'incomplete', reason: 'the reply hit the output token limit', line };
            else if (stop === 'toolUse' || content.some((b) => (0,json/* obj */.WL)(b)?.type === 'toolCall'))
                last = { status: 'incomplete', reason: 'a tool call without a reply after it', line };
            else
                last = { status: 'completed', line };
        };
        const toolResult = (m, line) => {
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
            }, { line });
            last = { status: 'incomplete', reason: 'a tool result without a reply after it', line };
        };
        return {
            record(value, line) {
                const r = (0,json/* expectObject */.Xk)(ctx, value, line, 'a session entry object');
                switch (r.type) {
                    case 'session':
                        models.see(r.modelId, { line }, 'session');
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
                        emit((0,json/* compact */.oE)({ event: 'context_event', action: 'compaction', tokens_before: (0,json/* num */.bu)(r.tokensBefore) }), {
                            line,
                        });
                        const summary = typeof r.summary === 'string' ? r.summary : '';
                        if (/\bunavailable\b/i.test(summary.slice(0, 500))) {
                            emit({ event: 'memory_event', action: 'lost', reason: text_short(summary) ?? 'compaction summary unavailable' }, { line });
                        }
                        return;
                    }
                    case 'message': {
                        const m = (0,json/* obj */.WL)(r.message);
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
                emitEnd(emit, last);
            },
        };
    },
};
/* harmony default export */ const openclaw = (openclaw_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/openhands/index.ts
/**
 * openhands: the OpenHands event stream (formats.md, "openhands"), in three shapes:
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
 * - process_end per run: the line's `error` -> error (max_turns when it says the iteration limit
 *   was reached); else a `finish` action, or a last agent state `awaiting_user_input` /
 *   `finished` -> completed; a last state `error` -> error, `stopped` -> aborted; a run that
 *   stops on an action without its observation -> incomplete.
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
const ITERATION_LIMIT = /maximum iteration|max(?:imum)? iterations|iteration limit|budget/i;
function isEvent(x) {
    const e = (0,json/* obj */.WL)(x);
    return e !== undefined && (typeof e.action === 'string' || typeof e.observation === 'string');
}
function argsOf(e) {
    const source = (0,json/* obj */.WL)(e.args) ?? e;
    const out = {};
    for (const [k, v] of Object.entries(source)) {
        if (openhands_NOT_ARGS.has(k) || v === null || v === undefined)
            continue;
        if (source === e && (k === 'observation' || k === 'content' || k === 'message'))
            continue;
        out[k] = v;
    }
    return out;
}
function outputText(e) {
    return contentText(e.content ?? e.message, 1 << 20);
}
/** Why an observation says its action failed, or undefined. */
function failureOf(e) {
    const kind = e.observation;
    const extras = (0,json/* obj */.WL)(e.extras) ?? e;
    if (kind === 'error')
        return text_short(outputText(e)) ?? 'the action failed';
    if (kind === 'user_rejected')
        return 'the user rejected the action';
    const exit = (0,json/* num */.bu)((0,json/* obj */.WL)(extras.metadata)?.exit_code) ?? (0,json/* num */.bu)(extras.exit_code);
    if (exit !== undefined && exit !== 0 && exit !== -1)
        return `exit code ${exit}`;
    if (kind === 'run' && exit === -1)
        return hiddenFailure(outputText(e)) ?? 'the command did not finish';
    if (extras.success === false)
        return 'the action failed';
    return hiddenFailure(outputText(e));
}
/** One run: its history's events, read in order. */
class Run {
    emit;
    session;
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
    constructor(emit, session) {
        this.emit = emit;
        this.session = session;
        this.tools = new ToolTracker(emit);
        this.models = new ModelWatch(emit);
    }
    event(raw, origin) {
        const e = (0,json/* obj */.WL)(raw);
        if (!e)
            return;
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
        const event = tokenUsage(inclusiveUsage((0,json/* num */.bu)(u.prompt_tokens), (0,json/* num */.bu)(u.cache_read_input_tokens) ?? (0,json/* num */.bu)((0,json/* obj */.WL)(u.prompt_tokens_details)?.cached_tokens), (0,json/* num */.bu)(u.cache_creation_input_tokens), (0,json/* num */.bu)(u.completion_tokens), (0,json/* num */.bu)(u.total_tokens)), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(response.model) }));
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
        if (!TOOL_ACTIONS.has(kind))
            return;
        this.steps++;
        const id = (0,json/* idOf */.TH)(e.id) ?? `step-${this.steps}`;
        this.tools.call(kind, argsOf(e), id, origin, this.session);
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
            else if (state === 'error')
                this.state = { status: 'error', reason: this.lastError ?? 'the agent stopped in its error state' };
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
        const failure = failureOf(e);
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
    /** After the last event; `line` is the run's line for an output.jsonl, with its metrics and error. */
    finish(line, origin) {
        this.tools.end();
        const at = this.lastOrigin ?? origin;
        const metrics = (0,json/* obj */.WL)(line?.metrics);
        if (metrics && this.usageCount === 0) {
            const u = (0,json/* obj */.WL)(metrics.accumulated_token_usage);
            const event = u
                ? tokenUsage(inclusiveUsage((0,json/* num */.bu)(u.prompt_tokens), (0,json/* num */.bu)(u.cache_read_tokens), (0,json/* num */.bu)(u.cache_write_tokens), (0,json/* num */.bu)(u.completion_tokens)), (0,json/* compact */.oE)({ cost_usd: (0,json/* num */.bu)(metrics.accumulated_cost) }))
                : undefined;
            if (event)
                this.emit(event, at, this.session);
        }
        const error = line ? text_short(line.error) : undefined;
        let end = this.state;
        if (error !== undefined)
            end = { status: ITERATION_LIMIT.test(error) ? 'max_turns' : 'error', reason: error };
        else if (end === undefined)
            end = { status: 'incomplete', reason: 'the run has no finish action and no final agent state' };
        this.emit(processEnd(end.status, end.reason), at, this.session);
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
        'lines {"instance_id"|"issue","history":[...],"metrics"} (OpenHands output.jsonl)',
    recognise(first) {
        if (Array.isArray(first)) {
            const e = (0,json/* obj */.WL)(first[0]);
            return e !== undefined && isEvent(e) && 'source' in e && 'id' in e;
        }
        return isRunLine(first);
    },
    observes: ['loop_control', 'cost_efficiency', 'task_completion'],
    create(emit, ctx) {
        let first = true;
        let exported = false;
        return {
            record(value, line) {
                const isFirst = first;
                first = false;
                if (isFirst && Array.isArray(value)) {
                    exported = true;
                    const run = new Run(emit, undefined);
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
                const run = new Run(emit, sessionOf(r, line));
                r.history.forEach((e, index) => run.event(e, { line, index }));
                run.finish(r, { line, index: 0 });
            },
            end() { },
        };
    },
};
/* harmony default export */ const openhands = (openhands_adapter);

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
        return attributes((0,json/* obj */.WL)(o.kvlistValue)?.values);
    if ('bytesValue' in o)
        return o.bytesValue;
    return undefined;
}
function attributes(list) {
    const out = {};
    if (!Array.isArray(list))
        return out;
    for (const a of list) {
        const kv = (0,json/* obj */.WL)(a);
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
    const op = (0,json/* str */.gx)(attrs['gen_ai.operation.name']) ?? (attrs['gen_ai.tool.name'] !== undefined ? 'execute_tool' : undefined);
    const status = (0,json/* obj */.WL)(span.status);
    const errorType = (0,json/* str */.gx)(attrs['error.type']);
    const failed = isErrorStatus(status) || errorType !== undefined;
    let message;
    if (failed) {
        message = text_short(status?.message) ?? errorType;
        if (!message) {
            for (const ev of Array.isArray(span.events) ? span.events : []) {
                const e = (0,json/* obj */.WL)(ev);
                if (e?.name === 'exception')
                    message = text_short(attributes(e.attributes)['exception.message']);
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
        spanId: (0,json/* str */.gx)(span.spanId),
        parentId: (0,json/* str */.gx)(span.parentSpanId),
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
        s.usage = tokenUsage(inclusiveUsage(input, n(attrs['gen_ai.usage.cache_read.input_tokens']) ?? n(attrs['gen_ai.usage.cache_read_input_tokens']), n(attrs['gen_ai.usage.cache_creation.input_tokens']) ?? n(attrs['gen_ai.usage.cache_creation_input_tokens']), output), (0,json/* compact */.oE)({ model: (0,json/* str */.gx)(attrs['gen_ai.response.model']) ?? (0,json/* str */.gx)(attrs['gen_ai.request.model']) }));
    }
    return s;
}
function isExport(x) {
    return (0,json/* isJsonObject */.OW)(x) && Array.isArray(x.resourceSpans);
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
        const spans = new TraceSpans();
        let documentMode = false;
        let first = true;
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
                        const origin = documentMode ? { index: spans.count } : { line, index: ordinal };
                        ordinal++;
                        spans.add(summarise(span, trace, spans.count, origin));
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
                for (const { session, spans: list } of spans.byTrace((a, b) => a.start < b.start ? -1 : a.start > b.start ? 1 : 0)) {
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
                        emit(processEnd(root.failed ? 'error' : 'completed', root.failed ? root.message : undefined), root.origin, session);
                }
            },
        };
    },
};
/* harmony default export */ const otel = (otel_adapter);

;// CONCATENATED MODULE: ./src/trace/adapters/swe-agent/index.ts
/**
 * swe-agent: a SWE-agent trajectory (`<instance>.traj`, 0.x and 1.x), one JSON object per run
 * (formats.md, "swe-agent"). Origins are the index of the trajectory entry.
 *
 * - Each `trajectory[]` entry is one tool call: the tool is the first word of `action` (the
 *   command line as the agent wrote it: `open`, `edit`, `submit`, a shell command), args
 *   `{command: action}`; its `observation` is the result. The pseudo-entry the harness appends
 *   when it stops the run (a bare `exit_cost`, `exit_context`, ... action) is not a call.
 * - No status field: a result failed when its observation shows a shell or editor failure
 *   (`hiddenFailure`: "command not found", a syntax error, "EXECUTION TIMED OUT", a refused edit).
 * - Tokens and cost are totals only: `info.model_stats {tokens_sent, tokens_received,
 *   instance_cost, api_calls}` gives one token_usage (with `cost_usd` and `api_calls`); the model
 *   is taken from 1.x's `replay_config` when there.
 * - process_end from `info.exit_status`: `submitted` -> completed; `exit_context` -> error (the
 *   context window); `early_exit` and other `exit_*` errors -> error; `exit_cost`,
 *   `submitted (exit_*)` and other limits -> incomplete; absent -> incomplete (the run never
 *   finished). The reason quotes the recorded status.
 */





/** The harness's own stop entry: a bare `exit_cost`, `exit_context`, `exit_format`, ... */
const HARNESS_EXIT = /^\s*exit_[a-z_]+\s*$/;
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
                const id = `step-${index + 1}`;
                tools.call(toolOf(action), { command: action }, id, origin);
                const failure = hiddenFailure(step.observation);
                const seconds = (0,json/* num */.bu)(step.execution_time);
                tools.result(id, {
                    failed: failure !== undefined,
                    message: failure,
                    digest: outputDigest(step.observation),
                    extra: (0,json/* compact */.oE)({ duration_ms: seconds === undefined ? undefined : Math.round(seconds * 1000) }),
                }, origin);
            });
            tools.end();
            const info = (0,json/* obj */.WL)(run.info) ?? {};
            const stats = (0,json/* obj */.WL)(info.model_stats);
            const usage = stats
                ? tokenUsage({ input: (0,json/* num */.bu)(stats.tokens_sent), output: (0,json/* num */.bu)(stats.tokens_received) }, (0,json/* compact */.oE)({ model: modelOf(run), cost_usd: (0,json/* num */.bu)(stats.instance_cost), api_calls: (0,json/* num */.bu)(stats.api_calls) }))
                : undefined;
            if (usage)
                emit(usage, { index: last });
            const end = sweAgentEnd(info.exit_status);
            emit(processEnd(end.status, end.reason), { index: last });
        });
    },
};
/* harmony default export */ const swe_agent = (swe_agent_adapter);

;// CONCATENATED MODULE: ./src/trace/registry.ts
/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */


















/**
 * Adapters in the order `auto` tries them: the most specific signatures first. Each signature
 * keys on fields the others do not have (`type: "session"`, `parentUuid` + `sessionId`,
 * `subtype: "init"`, `thread.started`, `session_meta`, `resourceSpans`, `object: "trace"`,
 * `version` + `eval`, `trajectory` + `history` + `info`, `trajectory_format`, OpenHands events or
 * runs, `sessionId` + `projectHash`, Cline's `say`/`ask` messages, `schema_version`); critiqor,
 * which takes any object whose type is a flat event type, comes last.
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
    swe_agent,
    mini_swe_agent,
    openhands,
    gemini_cli,
    cline,
    critiqor_session,
    critiqor,
];
function isFormatId(x) {
    return FORMAT_IDS.includes(x);
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
    const best = list.filter((c) => c.fit === list[0].fit);
    if (best.length > 1)
        return { kind: 'ambiguous', ids: best.map((c) => c.adapter.id) };
    return { kind: 'format', adapter: list[0].adapter };
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
/** A key of an untrusted record, safe to print: letters, digits and a few marks, at most 24 characters. */
function safeKey(k) {
    const clean = k.replace(/[^A-Za-z0-9_.$-]/g, '?');
    return clean.length > 24 ? `${clean.slice(0, 21)}...` : clean;
}
/** What a record looks like, in a few words: its shape and first keys (sorted), or its type. */
function describeRecord(x) {
    if (Array.isArray(x)) {
        if (x.length === 0)
            return 'an empty list';
        return `a list whose first item is ${describeRecord(x[0])}`;
    }
    if (x === null || typeof x !== 'object')
        return (0,core_text/* typeName */.go)(x);
    const keys = Object.keys(x).sort();
    if (keys.length === 0)
        return 'an empty object';
    const shown = keys.slice(0, 5).map(safeKey).join(', ');
    return `an object with keys ${shown}${keys.length > 5 ? `, ... (${keys.length} keys)` : ''}`;
}
/**
 * The adapter for a file, chosen on its first records: the forced format when it fits (a
 * TraceError naming what the file looks like when it does not), else the best fit (a TraceError
 * when none fits or two fit alike). `line` is the first record's line, for the error.
 */
function choose(format, sample, source, line) {
    if (format !== 'auto') {
        const adapter = adapterFor(format);
        if (!adapter)
            throw new read/* TraceError */.yW(source, line, `the format "${format}" is not supported yet`);
        const fit = fitOf(adapter, sample);
        const better = candidates(sample).find((c) => c.adapter !== adapter && c.fit >= types/* FIT */.U5.LIKELY && c.fit > fit);
        if (fit > types/* FIT */.U5.NONE && !better)
            return adapter;
        const looks = better
            ? `looks like ${better.adapter.id}`
            : `fits no known format (the first record is ${describeRecord(sample.records[0])})`;
        throw new read/* TraceError */.yW(source, line, `--format ${format} does not fit this file: it ${looks}; ${better ? `use --format ${better.adapter.id} or auto` : FORMATS_HELP}`);
    }
    const d = detect(sample);
    if (d.kind === 'format')
        return d.adapter;
    if (d.kind === 'ambiguous')
        throw new read/* TraceError */.yW(source, line, `the file fits several trace formats alike (${d.ids.join(', ')}); ${FORMATS_HELP}`);
    throw new read/* TraceError */.yW(source, line, `expected a known trace format, found ${describeRecord(sample.records[0])}; ${FORMATS_HELP}`);
}
/** A RangeError of a too-deep value, as an input error naming the line; other errors as they are. */
function deepError(err, source, line) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
        return new read/* TraceError */.yW(source, line, 'expected JSON nested a few thousand levels deep at most, found deeper nesting');
    }
    return err;
}
/**
 * A record handler for readRecords that recognises the format on the first records: it holds
 * them back (SAMPLE_RECORDS of them, or all of a shorter file), lets `pick` choose the adapter on
 * them, then hands the adapter every record in file order. `end()` after the read finishes the
 * adapter and returns it.
 */
class AdaptingReader {
    ctx;
    pick;
    emit;
    held = [];
    instance;
    chosen;
    constructor(ctx, pick, emit) {
        this.ctx = ctx;
        this.pick = pick;
        this.emit = emit;
    }
    get adapter() {
        return this.chosen;
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
                throw deepError(err, this.ctx.source, undefined);
            }
        }
        return this.chosen;
    }
    start() {
        const held = this.held;
        this.held = [];
        this.chosen = this.pick({ records: held.map((h) => h.value) }, held[0].line);
        this.instance = this.chosen.create(this.emit, this.ctx);
        for (const h of held)
            this.feed(h.value, h.line);
    }
    feed(value, line) {
        try {
            this.instance.record(value, line);
        }
        catch (err) {
            throw deepError(err, this.ctx.source, line);
        }
    }
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

/***/ }),

/***/ 38816:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  k5n: () => (/* binding */ schemas_enum),
  euz: () => (/* binding */ literal),
  _H3: () => (/* binding */ looseObject),
  chJ: () => (/* binding */ schemas_null),
  aig: () => (/* binding */ schemas_number),
  Ikc: () => (/* binding */ object),
  jgl: () => (/* binding */ partialRecord),
  g1P: () => (/* binding */ record),
  rej: () => (/* binding */ strictObject),
  YjP: () => (/* binding */ schemas_string),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown)
});

// UNUSED EXPORTS: ZodAny, ZodArray, ZodBase64, ZodBase64URL, ZodBigInt, ZodBigIntFormat, ZodBoolean, ZodCIDRv4, ZodCIDRv6, ZodCUID, ZodCUID2, ZodCatch, ZodCodec, ZodCreditCard, ZodCustom, ZodCustomStringFormat, ZodDate, ZodDefault, ZodDiscriminatedUnion, ZodE164, ZodEmail, ZodEmoji, ZodEnum, ZodExactOptional, ZodFile, ZodFunction, ZodGUID, ZodIBAN, ZodIPv4, ZodIPv6, ZodISODate, ZodISODateTime, ZodISODuration, ZodISOTime, ZodInstanceOf, ZodIntersection, ZodJWT, ZodKSUID, ZodLazy, ZodLiteral, ZodMAC, ZodMap, ZodNaN, ZodNanoID, ZodNever, ZodNonOptional, ZodNull, ZodNullable, ZodNumber, ZodNumberFormat, ZodObject, ZodOptional, ZodPipe, ZodPrefault, ZodPreprocess, ZodPromise, ZodReadonly, ZodRecord, ZodSet, ZodString, ZodStringFormat, ZodSuccess, ZodSymbol, ZodTemplateLiteral, ZodTransform, ZodTuple, ZodType, ZodULID, ZodURL, ZodUUID, ZodUndefined, ZodUnion, ZodUnknown, ZodVoid, ZodXID, ZodXor, _ZodString, _default, _function, any, base64, base64url, bigint, catch, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, describe, discriminatedUnion, e164, email, emoji, exactOptional, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, looseRecord, mac, map, meta, nan, nanoid, nativeEnum, never, nonoptional, nullable, nullish, optional, pipe, prefault, preprocess, promise, readonly, refine, set, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, tuple, uint32, uint64, ulid, undefined, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ $constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = _null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
(/* unused pure expression or super */ null && (core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util.defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util.assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util.rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util.cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
})));
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ $constructor("ZodNull", (inst, def) => {
    $ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
});
function schemas_null(params) {
    return api_null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodDiscriminatedUnion.init(inst, def);
})));
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


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
