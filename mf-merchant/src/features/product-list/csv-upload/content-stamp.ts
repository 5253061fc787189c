// A short stamp of a file's bytes (two 32-bit FNV-1a hashes with different seeds): the same file
// gives the same stamp, so the slugs generated for its rows are the same on every upload, and a
// file sent again after a closed tab or a failed request finds the products it already made
// instead of making them twice (the server answers them as already there).
export function contentStamp(bytes: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ bytes.length;
  for (const byte of bytes) {
    a = Math.imul(a ^ byte, 0x01000193) >>> 0;
    b = Math.imul(b ^ byte, 0x01000193 + 0x1000) >>> 0;
  }
  return (a.toString(36) + b.toString(36)).slice(0, 12);
}
