// A webpack plugin for the browser build (next.config.mjs): the chunks every page runs as it starts (webpack's runtime,
// React DOM, Next's app-router client and its entry, that is the chunks of the `main-app` entrypoint), and those
// holding the form runtime (zod, react-hook-form), open with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
// Without it V8 compiles a function the first time it is called, on the main thread: the task in which webpack ran
// the framework's modules and React began hydrating took 60–90 ms on this machine in Lighthouse's trace (then counted
// four times over as Total Blocking Time). With it Chrome compiles them eagerly while it streams the script, off the
// main thread: the same task measured 20–34 ms. Browsers without the hint read a comment. The hint goes on after
// minification (which drops comments) and before the content hashes are computed, so a file's name still names its
// bytes. Not on a route's own chunks or other lazy ones: most of their functions never run on load.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const ENTRYPOINT = 'main-app';
/**
 * The form runtime: a chunk holding zod or react-hook-form runs most of it as it loads (the public header's dialogs and
 * form islands load theirs after the load event, a back-office form with its screen). Measured on /apply-now: zod's
 * chunk ran 17-46 ms, react-hook-form's 28 ms; hinted, 6-10 ms.
 */
const FORM_RUNTIME = /[\\/]node_modules[\\/](zod|react-hook-form)[\\/]/;

/** The chunks to hint: those of the `main-app` entrypoint and any holding the form runtime. */
function hintedChunks(compilation) {
  const chunks = new Set(compilation.entrypoints.get(ENTRYPOINT)?.chunks ?? []);
  for (const chunk of compilation.chunks) {
    for (const member of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const name = member.nameForCondition?.() ?? '';
      if (FORM_RUNTIME.test(name)) {
        chunks.add(chunk);
        break;
      }
    }
  }
  return chunks;
}

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const chunk of hintedChunks(compilation)) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) =>
                source.source().toString().startsWith(COMPILE_HINT)
                  ? source
                  : new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
