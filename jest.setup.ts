import '@testing-library/jest-dom';

import { setReducedMotion } from './test/reducedMotion';

// jsdom has no matchMedia; islands read it (reduced motion, breakpoints). Tests may switch it per case.
setReducedMotion(false);
