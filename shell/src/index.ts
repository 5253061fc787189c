// The async boundary: shared modules (React and the rest) are negotiated with the remotes before
// any of them is consumed, so nothing is shared eagerly.
import('./bootstrap');
