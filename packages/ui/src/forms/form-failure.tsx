// The failure line of a form: announced to screen readers, nothing when there is none.
export function FormFailure({ failure, className = 'sf-form__error' }: { failure: string | null; className?: string }) {
  if (!failure) return null;
  return (
    <p className={className} role="alert">
      {failure}
    </p>
  );
}
