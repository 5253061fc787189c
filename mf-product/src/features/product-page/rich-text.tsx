// Merchant-written HTML (description, specification, information, purchase notes). The API server
// sanitizes it with an allow-list before sending, so it is shown as HTML here.
export function RichText({ html }: { html: string | null | undefined }) {
  return <div className="product-page__rich-text" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
