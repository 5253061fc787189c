// The release's label (BUILD_LABEL at build time: packages/build buildConstants), shown at the foot
// of the product page when the build has one, so that a release deployed alone can be told apart
// from the one before it on the page itself. Builds without a label show nothing.
declare const __BUILD_LABEL__: string | undefined;

const label = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';

export function BuildLabel() {
  return label ? (
    <p className="build-label" data-build-label="">
      {label}
    </p>
  ) : null;
}
