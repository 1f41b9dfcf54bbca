import { createEventBus } from './event-bus.ts';

interface TestEvents {
  ping: { n: number };
  bare: undefined;
}

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus<TestEvents>();
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    bus.on('ping', a);
    bus.on('ping', b);
    bus.on('bare', other);
    bus.emit('ping', { n: 1 });
    expect(a).toHaveBeenCalledWith({ n: 1 });
    expect(b).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, even when a handler unsubscribes during an emit', () => {
    const bus = createEventBus<TestEvents>();
    const second = jest.fn();
    const off = bus.on('ping', () => off());
    bus.on('ping', second);
    bus.emit('ping', { n: 1 });
    bus.emit('ping', { n: 2 });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering when one handler throws', () => {
    const bus = createEventBus<TestEvents>();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on('bare', () => {
      throw new Error('boom');
    });
    bus.on('bare', after);
    bus.emit('bare');
    expect(after).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
