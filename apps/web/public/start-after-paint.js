/* global document, requestAnimationFrame */
// Pre-rendered pages (apps/api/src/plugins/spa.ts) start the app from here, once the browser has shown the
// page's HTML: a slow phone shows the page before it downloads and runs the app's code, which only makes the
// page interactive. data-entry is the app's entry module, data-preload the modules it will need at once.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // The browser's first contentful paint is when the page is on screen. A long page can take a while between
  // the frame its animation callback runs in and that paint (layout, raster), so the entry is not the signal.
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (paintTiming) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Without paint timing, or should nothing contentful ever be painted: shortly after the first frame.
  requestAnimationFrame(function () {
    setTimeout(start, paintTiming ? 1000 : 0);
  });
})();
