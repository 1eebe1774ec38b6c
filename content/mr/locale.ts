import { pathTo, type InternalPath, type RoutePath } from '../routes';

// Marathi's place in the code that localises links, until the locale table takes 'mr': the Hindi words
// call pathTo(path, 'hi'), which knows only the editions in the table. Every Marathi link goes through
// this one function, so turning Marathi on swaps one call.

/** A link to a page of the Marathi edition; its /mr/ address once the locale table serves /mr/. */
export function marathiPath(path: RoutePath): InternalPath {
  return pathTo(path);
}
