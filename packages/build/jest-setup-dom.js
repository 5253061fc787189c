// jsdom lacks a few browser globals react-router 7 and our code rely on.
'use strict';
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.BroadcastChannel === 'undefined') {
  globalThis.BroadcastChannel = require('node:worker_threads').BroadcastChannel;
}
