// A remote's jest setup file (setupFilesAfterEnv): every test ends signed out, with no cached answer and no
// toast left, so that no test depends on what the one before it left behind.
import { act } from '@testing-library/react';
import { toast } from '@wl/shared';
import { signOutForTest } from './screen.tsx';

afterEach(() => {
  signOutForTest();
  act(() => toast.dismiss());
});
