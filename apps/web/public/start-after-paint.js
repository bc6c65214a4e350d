/* global document, requestAnimationFrame */
// Pre-rendered pages (apps/api/src/plugins/spa.ts) start the app from here, once the browser has painted the
// page's HTML: a slow phone shows the page before it downloads and runs the app's code, which only makes the
// page interactive. data-entry is the app's entry module. What it imports, and the page's own route code, the
// browser fetches as it reads them: preloading them all from here (twenty-odd downloads started in one task)
// held a slow phone's main thread for longer than the round trips it saved (issue 23, bench/lighthouse.mjs).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
