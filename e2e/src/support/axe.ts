// axe-core in the page: the accessibility rules (WCAG 2.x A and AA and axe's best practices) run
// against what the screen shows, and the violations come back with their impact and a few of the
// elements at fault.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export type AxeViolation = { id: string; impact: Impact; help: string; targets: string[] };

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a script tag, so the page's content security policy stays as served.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact as 'minor',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
}

export const isBlocking = (violation: AxeViolation) => violation.impact === 'serious' || violation.impact === 'critical';
