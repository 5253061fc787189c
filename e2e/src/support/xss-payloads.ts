// Well-known filter-evasion payloads (after the OWASP XSS filter evasion cheat sheet and the
// mutation-XSS classics), each rewritten to report itself when it runs: most call the page's
// canary `__xss(n)`, one opens an alert and one writes to the console, so each of the three
// detectors has a payload of its own. Every one of them runs when the browser parses it as HTML
// (the detector test proves it), so a screen that renders one unsafely cannot go unnoticed.
export type XssPayload = { id: number; text: string };

const payloadTexts: string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg/onload=__xss(3)>',
  '"><img src=x onerror=alert(4)>',
  "'><svg onload=console.log('XSS-5')>",
  '<iframe src="javascript:top.__xss(6)">',
  '<body onload=__xss(7)>',
  '<IMG SRC=x OnErRoR=__xss(8)>',
  '<img src=x onerror="&#95;&#95;xss(9)">',
  '<details open ontoggle=__xss(10)>',
  '<img src=x onerror=eval(atob(`X194c3MoMTEp`))>',
  '<img/src/onerror=__xss(12)>',
  '<video><source onerror=__xss(13)>',
  '<style onload=__xss(14)>*{}</style>',
  '<svg><animate onbegin=__xss(15) attributeName=x dur=1s>',
  '<input autofocus onfocus=__xss(16)>',
  '<svg><style><img src=x onerror=__xss(17)></style>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(18)>">',
];

export const XSS_PAYLOADS: XssPayload[] = payloadTexts.map((text, i) => ({ id: i + 1, text }));

/** The payloads that fit a field of at most `max` characters. */
export function payloadsFitting(max: number): XssPayload[] {
  return XSS_PAYLOADS.filter((p) => p.text.length <= max);
}
