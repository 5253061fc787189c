// Merchant-written HTML as the product page shows it: the API server sanitizes it with an
// allow-list before sending (the submitted version as well as the live one).
export function RichHtml({ html }: { html: string | null | undefined }) {
  return <div className="operator-rich-text" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
