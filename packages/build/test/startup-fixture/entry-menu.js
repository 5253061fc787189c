// Code in the entry's own chunk with a page it fetches on demand: must not be preloaded.
document.addEventListener('focusin', () => import('./help-page'));
