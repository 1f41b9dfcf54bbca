import { expectRenderedPage } from './describe-exposes.tsx';

// the not-yet-built panel as a stub page renders it (a component of the module, as React wants)
const NotBuiltPanel = () => <p data-testid="not-built">This page is not built yet</p>;

// The exposes test must be able to fail: each way a page module can be wrong is refused.
describe('expectRenderedPage', () => {
  it('passes a page that renders text', async () => {
    await expect(expectRenderedPage('Fine', { default: () => <h1>Deposit</h1> })).resolves.toBeUndefined();
  });

  it('refuses a module whose default export is not a component', async () => {
    await expect(expectRenderedPage('Broken', { default: 'nothing' })).rejects.toThrow(
      "Broken: the module's default export is not a component",
    );
  });

  it('refuses a page that renders nothing', async () => {
    await expect(expectRenderedPage('Empty', { default: () => null })).rejects.toThrow('Empty: renders nothing');
  });

  it('refuses the not-yet-built panel', async () => {
    await expect(expectRenderedPage('Stub', { default: NotBuiltPanel })).rejects.toThrow('Stub: renders the not-yet-built panel');
  });
});
