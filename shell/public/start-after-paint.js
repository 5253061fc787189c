// On a page whose first screen the server rendered: runs the shell's main.js (already being
// downloaded, see the preload link) once the browser has shown that screen, so the content
// appears before the scripts that make it interactive start their work. The API server puts this
// script in place of main.js's own tag (packages/api-server/src/static/first-screen.ts).
(function () {
  'use strict';
  var main = document.currentScript && document.currentScript.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = main;
    // Without its scripts the page still shows, and its links still work.
    script.onerror = function () {
      var root = document.getElementById('root');
      if (root) root.removeAttribute('data-adopting');
    };
    document.head.appendChild(script);
  }
  function painted(entries) {
    for (var i = 0; i < entries.length; i += 1) {
      if (entries[i].name === 'first-contentful-paint') return true;
    }
    return false;
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch (error) {
    start(); // no paint timing in this browser: run now
  }
  // A page opened in the background shows nothing until it is looked at: do not wait for that.
  setTimeout(start, 1000);
})();
