// jsdom lacks a few browser globals react-router 7 and our code rely on.
'use strict';
require('@testing-library/jest-dom');
// findBy… and waitFor give a screen 5 s to show what it should (testing-library's 1 s ran out on
// a loaded 2-core machine: a queue screen was still 載入中… when the first test of its file looked).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.BroadcastChannel === 'undefined') {
  globalThis.BroadcastChannel = require('node:worker_threads').BroadcastChannel;
}
