// A webpack loader for React Router's production build: marks its module-level React calls
// (`var Form = React10.forwardRef(...)`, `var FetchersContext = React.createContext(...)`, memo)
// as free of side effects, as a library's build usually does with /* @__PURE__ */, and drops the
// module-level `Form.displayName = "Form"` lines (names for the React developer tools, which the
// production bundle does not need). Otherwise the minifier keeps each of those components and
// contexts, and with them everything they reach (the data router's <Form>, useSubmit, form
// submission parsing), though no app uses them: shared/react-router-dom.mjs names only what the
// apps use, and this lets the rest go.
'use strict';

const MODULE_LEVEL_REACT_CALL = /^((?:var|let|const) \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const MODULE_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;

/** @param {string} source */
module.exports = function pureReactCalls(source) {
  return source.replace(MODULE_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(MODULE_LEVEL_DISPLAY_NAME, '');
};
