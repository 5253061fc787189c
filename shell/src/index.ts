// The shell's entry. What the first screen needs (React, the router, contracts, ui...) is provided
// eagerly from this file (shell/webpack.config.js, eagerShared), and the bootstrap comes in the same
// file ("eager" mode): the frame needs no second request. It stays behind import() so the share
// scope is set up before the first shared module is consumed, and behind one yield to the browser,
// so reading this large file and running the modules it holds are two tasks instead of one long
// one that would keep input waiting.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void yieldToBrowser().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
