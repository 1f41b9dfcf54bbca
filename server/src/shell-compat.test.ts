import { shellCannotRun } from './shell-compat.ts';
import { SHELL_PROVIDES } from './test-fixtures.ts';

describe('whether the shell can run a release (issue 39, decision 051)', () => {
  it("takes ranges its versions satisfy, a subpath by its package's entry", () => {
    expect(shellCannotRun({ react: '^19.3.1', 'react/jsx-runtime': '^19.0.0', '@wl/shared': '^5.4.0' }, SHELL_PROVIDES)).toEqual([]);
  });

  it('names each strict singleton whose range the version it provides does not satisfy', () => {
    expect(shellCannotRun({ '@wl/shared': '^6.0.0', 'react/jsx-runtime': '^20.0.0', react: '^19.3.1' }, SHELL_PROVIDES)).toEqual([
      '@wl/shared ^6.0.0 (the shell provides 5.4.0)',
      'react/jsx-runtime ^20.0.0 (the shell provides 19.3.1)',
    ]);
  });

  it('leaves what the shell does not share strictly: a remote brings its own copy (valibot, the form kit)', () => {
    expect(shellCannotRun({ valibot: '^2.0.0', '@wl/shared/forms': '^6.0.0' }, SHELL_PROVIDES)).toEqual([]);
  });
});
