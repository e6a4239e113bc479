// Applies the remembered text size before the page first paints, so a reader who chose larger
// text never sees the page jump. An external file because the Content-Security-Policy allows no
// inline script. Keep the key and values in step with src/client/lib/text-size.ts (a test checks).
(function () {
  try {
    var size = window.localStorage.getItem('tra.text-size');
    if (size === 'large' || size === 'larger') {
      document.documentElement.setAttribute('data-text-size', size);
    }
  } catch {
    // Storage may be blocked; the page keeps its normal size.
  }
})();
