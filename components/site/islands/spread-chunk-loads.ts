// Each chunk webpack loads on demand becomes a <script> appended to the page, and each append cost 0.4–1.5 ms of main
// thread here (Chrome creates and sends the request right there). After the load event the header's dialogs (and a
// page's form islands) ask for about a dozen chunks at once, all from one idle callback: a single task of 20–40 ms in
// Lighthouse's trace of a phone, long enough to hold up a tap and to count toward Total Blocking Time. Here webpack's
// script loader (`__webpack_require__.l`, part of webpack 5's documented runtime) is wrapped so that each script is
// appended in a task of its own: the same requests, in the same order, a few milliseconds apart. Loaded once, with the
// first public island or dialog; a no-op outside webpack (tests) and on the server.

type ScriptLoader = ((...args: unknown[]) => void) & { spread?: true };
declare const __webpack_require__: { l?: ScriptLoader } | undefined;

export function spreadChunkLoads() {
  if (typeof window === 'undefined' || typeof __webpack_require__ === 'undefined') return;
  const runtime = __webpack_require__;
  const load = runtime?.l;
  if (typeof load !== 'function' || load.spread) return;
  const spread: ScriptLoader = (...args) => {
    setTimeout(() => load(...args), 0);
  };
  spread.spread = true;
  runtime.l = spread;
}
