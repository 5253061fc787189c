// An entry that carries its bootstrap, as the shell's: import() in eager mode adds no chunk.
import(/* webpackMode: "eager" */ './bootstrap');
