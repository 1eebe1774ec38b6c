import '@testing-library/jest-dom';

import { setReducedMotion } from './test/reducedMotion';

// jsdom has no matchMedia; islands read it (reduced motion, breakpoints). Tests may switch it per case.
setReducedMotion(false);

// jsdom lays nothing out, so it has no scrollIntoView; the questionnaires call it to bring a result
// into view (the scroll itself is checked in e2e).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
