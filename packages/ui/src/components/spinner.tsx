// A decorative spinner; the surrounding state carries the accessible text.
export function Spinner() {
  return <span className="sf-spinner" aria-hidden="true" />;
}
