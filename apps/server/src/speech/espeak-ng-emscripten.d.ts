// The package ships no types: its default export is described by core's EspeakModuleFactory.
declare module '@echogarden/espeak-ng-emscripten' {
  const createEspeakModule: import('@tessera/core').EspeakModuleFactory;
  export default createEspeakModule;
}
