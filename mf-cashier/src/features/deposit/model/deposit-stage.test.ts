import { depositStage } from './deposit-stage.ts';

describe('deposit stage', () => {
  it.each([
    [{ status: 'pending', flow: 'ewallet', proofSubmitted: false }, false, 'pay'],
    [{ status: 'pending', flow: 'bank', proofSubmitted: false }, false, 'pay'],
    [{ status: 'pending', flow: 'gateway', proofSubmitted: false }, false, 'gateway'],
    [{ status: 'pending', flow: 'ewallet', proofSubmitted: true }, false, 'waiting'],
    // the window ran out on this phone: expired, unless the proof arrived in time
    [{ status: 'pending', flow: 'ewallet', proofSubmitted: false }, true, 'expired'],
    [{ status: 'pending', flow: 'ewallet', proofSubmitted: true }, true, 'waiting'],
    [{ status: 'approved', flow: 'gateway', proofSubmitted: false }, false, 'approved'],
    [{ status: 'rejected', flow: 'bank', proofSubmitted: true }, false, 'rejected'],
    [{ status: 'expired', flow: 'ewallet', proofSubmitted: false }, false, 'expired'],
  ] as const)('%p (window over: %p) is %s', (deposit, windowOver, stage) => {
    expect(depositStage(deposit, windowOver)).toBe(stage);
  });
});
