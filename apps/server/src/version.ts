import rootPackage from '../../../package.json' with { type: 'json' };

/** The release version: the root package.json's, embedded in the bundle at build time. */
export const VERSION: string = rootPackage.version;
