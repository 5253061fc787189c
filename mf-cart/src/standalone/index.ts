// The async boundary of the standalone page: shared modules are negotiated before use.
// Nothing awaits the page's start: a failed fetch of the bootstrap shows in the console.
void import('./bootstrap');
