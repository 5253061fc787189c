// The async boundary of the standalone page: shared modules are negotiated before use.
void import('./bootstrap');
