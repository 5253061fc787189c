/* global beforeAll */
// jsdom lacks a few browser globals react-router 7 and our code rely on.
'use strict';
require('@testing-library/jest-dom');
// findBy… and waitFor give a screen 5 s to show what it should (testing-library's 1 s ran out on
// a loaded 2-core machine: a queue screen was still 載入中… when the first test of its file looked).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// jest-fixed-jsdom gives Node's FormData (ky's fetch needs it), which takes no form. React 19
// builds the FormData of a form whose submit handler started a transition (a search that
// navigates), as a browser's FormData(form, submitter) does; here from the form's named, enabled
// controls, checked ones only for checkboxes and radios, and the submitter's name and value.
{
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const control of form.elements) {
        if (!control.name || control.disabled || control.type === 'submit' || control.type === 'button') continue;
        if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
        this.append(control.name, control.value);
      }
      if (submitter?.name) this.append(submitter.name, submitter.value);
    }
  };
}
if (typeof globalThis.BroadcastChannel === 'undefined') {
  globalThis.BroadcastChannel = require('node:worker_threads').BroadcastChannel;
}

// An app's English texts are fetched when a page is first shown in English (@storefront/ui,
// i18n/catalogs.ts); a screen test renders in either language at once. So before a file's tests
// run, the English texts of every app its imports declared are fetched, as a language switch does.
beforeAll(async () => {
  const catalogs = storefrontCatalogsModule();
  if (catalogs) await require(catalogs).preloadLanguage('en');
});

/** The catalogs module of @storefront/ui as the package under test resolves it (none outside). */
function storefrontCatalogsModule() {
  const path = require('node:path');
  const fs = require('node:fs');
  let uiEntry;
  try {
    uiEntry = require.resolve('@storefront/ui', { paths: [process.cwd()] });
  } catch {
    // packages/ui itself: its own entry.
    uiEntry = path.join(process.cwd(), 'src', 'index.ts');
  }
  const file = path.join(path.dirname(uiEntry), 'i18n', 'catalogs.ts');
  return fs.existsSync(file) ? file : null;
}
