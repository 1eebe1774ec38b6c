import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { setReducedMotion } from './test/reducedMotion';

// jsdom has no matchMedia; islands read it (reduced motion, breakpoints). Tests may switch it per case.
setReducedMotion(false);

// jsdom lays nothing out, so it has no scrollIntoView; the questionnaires call it to bring a result
// into view (the scroll itself is checked in e2e).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// findBy* and waitFor wait for a state and return as soon as it holds; Testing Library's default gives up
// after 1 s, which a lazily imported chart or a built search index can pass beside the endpoint build on
// two cores (CI failed on the SIP calculator's chart once). Waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });
