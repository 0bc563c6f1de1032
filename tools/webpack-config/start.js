// Runs the app's scripts (listed in this element's data-scripts, in order).
// A page the server drew runs them once it has painted: the page is on screen
// before the scripts' start-up work, which then only hydrates it. A page the
// browser draws (an empty #root) or a hidden tab, which never paints, runs
// them at once.
(function start(element) {
  var scripts = element.dataset.scripts.split(' ');
  function run() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    });
  }
  var root = document.getElementById('root');
  if (document.hidden || !root || !root.hasChildNodes()) run();
  else
    requestAnimationFrame(function () {
      setTimeout(run);
    });
})(/** @type {HTMLScriptElement & { dataset: { scripts: string } }} */ (document.currentScript));
