// A remote's jest setup file (setupFilesAfterEnv): every test ends signed out, with no cached answer and no
// toast left, so that no test depends on what the one before it left behind.
import { act, configure } from '@testing-library/react';
import { toast } from '@wl/kit';
import { signOutForTest } from './screen.tsx';
import './no-read-retries.ts';

// A findBy* waits up to 5 s rather than Testing Library's 1 s: on the shared 2-core machine, loaded by other runs, a
// screen's first fetch and render has taken longer than a second (mf-agent's contract screen failed CI so). A real
// failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await signOutForTest();
  act(() => toast.dismiss());
});
