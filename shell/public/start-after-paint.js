// Runs main.js (preloaded) after the first contentful paint; see api-server static/first-screen.ts.
(function () {
  var main = document.currentScript && document.currentScript.getAttribute('data-main');
  var started = false;
  function start() {
    if (started || !main) return;
    started = true;
    var script = document.createElement('script');
    script.src = main;
    // Without its scripts the page still shows and its links work.
    script.onerror = function () {
      document.getElementById('root').removeAttribute('data-adopting');
    };
    document.head.appendChild(script);
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  // A page opened in the background paints only when looked at: start anyway.
  setTimeout(start, 1000);
})();
