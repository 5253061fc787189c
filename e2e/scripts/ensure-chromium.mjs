// Browser tests drive Debian's Chromium. This installs it (with CJK fonts, without which Chinese
// renders as boxes) when the machine does not have it yet; on a machine that has it, it does nothing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
  console.error(`Chromium not found at ${CHROMIUM}. Install Chromium and set CHROMIUM_PATH to its binary.`);
  process.exit(1);
}
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = asRoot ? '' : 'sudo ';
console.log('Installing Chromium and CJK fonts from Debian packages…');
execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`, {
  stdio: 'inherit',
});
