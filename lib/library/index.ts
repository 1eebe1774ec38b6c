// The investor-education library: its types, the loader the pages call at build time, and the paths.
export type { Block, Inline, CalloutKind } from './markdown';
export type { Library, Topic, GlossaryTerm, WorkedExample } from './library';
export type { SelfCheckQuestion, Source, TopicGroup } from './schema';
export { GROUPS } from './schema';
export { LIBRARY_HOME, glossaryPath, topicPath } from './library';
export { loadLibrary } from './load';
