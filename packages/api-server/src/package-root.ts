// Where this package lives on disk, so data/ and the migrations resolve the same whatever the cwd.
// Jest runs this code as CommonJS, where import.meta does not exist: jest.config.cjs maps this
// module to package-root.jest.cjs.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot: string = resolve(dirname(fileURLToPath(import.meta.url)), '..');
