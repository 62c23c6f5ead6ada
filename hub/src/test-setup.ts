import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a test waits to see (findBy…, waitFor) may be a part loaded lazily, a dialog say, whose
// modules the runner transforms on their first import: on this two-core machine under load
// that once took longer than Testing Library's default second (a review dispute's dialog).
// Three seconds, inside the five a test may take.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => cleanup());
