// The entry: only the async boundary, as in the apps, and code of its own that fetches a page on
// demand (as the shell's routes fetch its home and policy pages).
import('./bootstrap');
import './entry-menu';
