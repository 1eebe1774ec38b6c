// The investor-education library: its types, the loader the pages call at build time, and the paths.
export type { Block, Inline } from './markdown';
export type { Library, Topic, GlossaryTerm } from './library';
export type { SelfCheckQuestion } from './schema';
export { GROUPS } from './schema';
export { LIBRARY_HOME, glossaryPath, topicPath } from './library';
export { loadLibrary } from './load';
