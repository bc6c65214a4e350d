/* global document, requestAnimationFrame */
// Pre-rendered pages (apps/api/src/plugins/spa.ts) start the app from here, once the browser has painted the
// page's HTML: a slow phone shows the page before it downloads and runs the app's code, which only makes the
// page interactive. data-entry is the app's entry module, data-preload the modules it will need at once.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      preloads.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      import(entry);
    }, 0);
  });
})();
