// The shell's entry. What the first screen needs (React, the router, contracts, ui...) is provided
// eagerly from this file (shell/webpack.config.js, eagerShared), and the bootstrap comes in the same
// file ("eager" mode): the frame needs no second request. It stays behind import() so the share
// scope is set up before the first shared module is consumed.
import(/* webpackMode: "eager" */ './bootstrap');
