/* global document, requestAnimationFrame */
// Pre-rendered pages (apps/api/src/plugins/spa.ts) start the app from here, once the browser has painted the
// page's HTML: a slow phone shows the page before it downloads and runs the app's code, which only makes the
// page interactive. data-entry is the app's entry module, data-preload the modules it will need at once.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // A few preloads per task: starting a download is main-thread work (about a millisecond each on a slow phone),
  // and a page's twenty-odd route modules started in one task held the main thread for a long while.
  var PER_TASK = 4;
  function preloadFrom(index) {
    preloads.slice(index, index + PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (index + PER_TASK < preloads.length) {
      setTimeout(function () {
        preloadFrom(index + PER_TASK);
      }, 0);
    }
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
      preloadFrom(0);
    }, 0);
  });
})();
