// Every remote under every fault: entry 404, entry aborted, entry 10 s late, component
// throwing while rendering. Each time the fault stays in the remote's area (fallback or loading
// state), the header, cart badge, language switch and other routes keep working, and the area
// recovers once the fault is gone.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { proveFault } from '../support/fault-scenarios';
import { REMOTE_CASES } from '../support/remote-cases';
import type { FaultKind } from '../support/remote-faults';
import { recordFigures } from '../support/reliability-report';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const FAULTS: FaultKind[] = ['entry 404', 'entry aborted', 'slow entry', 'throws on render'];
const MATRIX = REMOTE_CASES.flatMap((remote) => FAULTS.map((fault) => [remote.remote, fault, remote] as const));
const passed: Record<string, string[]> = {};

test.each(MATRIX)(
  '%s, %s',
  async (remote, fault, remoteCase) => {
    await proveFault(browser, remoteCase, fault);
    (passed[remote] ??= []).push(fault);
    const count = Object.values(passed).flat().length;
    if (count === MATRIX.length) {
      recordFigures('faultsFull', { remotes: REMOTE_CASES.length, faults: FAULTS, cases: MATRIX.length, passed: count, byRemote: passed });
    }
  },
  90_000,
);
