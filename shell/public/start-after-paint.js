// Starts the page's hints (kept inert in <template id="after-paint-hints">) and runs main.js once
// the server's HTML has painted: after the first contentful paint and once the page's leading
// pictures (fetchpriority="high", the product's photo) have arrived, so that on a phone's network
// they do not share the connection with the scripts. See api-server static/first-screen.ts.
(function () {
  var main = document.currentScript && document.currentScript.getAttribute('data-main');
  var started = false;
  var painted = false;
  var picturesWaited = 0;
  function start() {
    if (started || !main) return;
    started = true;
    var hints = document.getElementById('after-paint-hints');
    if (hints && hints.content) document.head.appendChild(hints.content);
    var script = document.createElement('script');
    script.src = main;
    // Without its scripts the page still shows and its links work.
    script.onerror = function () {
      document.getElementById('root').removeAttribute('data-adopting');
    };
    document.head.appendChild(script);
  }
  function startWhenReady() {
    if (painted && picturesWaited === 0) start();
  }
  function watchPictures() {
    var pictures = document.querySelectorAll('#root img[fetchpriority="high"]');
    for (var i = 0; i < pictures.length; i += 1) {
      var picture = pictures[i];
      if (picture.complete) continue;
      picturesWaited += 1;
      var arrived = function () {
        picturesWaited -= 1;
        // The next frame paints the picture: start after it.
        requestAnimationFrame(function () {
          setTimeout(startWhenReady, 0);
        });
      };
      picture.addEventListener('load', arrived, { once: true });
      picture.addEventListener('error', arrived, { once: true });
    }
  }
  // Deferred: the document is parsed, its pictures are all there to watch.
  watchPictures();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        painted = true;
        startWhenReady();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  // A page opened in the background paints only when looked at, a picture may be slow: start anyway.
  setTimeout(start, 1000);
})();
