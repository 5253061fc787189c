// The release's label (BUILD_LABEL at build time: packages/build buildConstants), shown at the foot
// of a remote's screen when its build has one, so that a release deployed alone can be told apart
// from the one before it on the page itself. Builds without a label show nothing.
//
// Not a federation-shared module (packages/build SINGLETONS): each remote bundles this file with its
// own build, so the label shown is the one of the remote that rendered the screen, not the shell's.
import './build-label.css';

declare const __BUILD_LABEL__: string | undefined;

const label = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';

export function BuildLabel() {
  return label ? (
    <p className="sf-build-label" data-build-label="">
      {label}
    </p>
  ) : null;
}
