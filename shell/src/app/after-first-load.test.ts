import { afterFirstLoad } from './after-first-load';

describe('afterFirstLoad (work the first screen does not need)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('runs the task 3 s after a loaded page, at the next idle moment', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    const task = jest.fn();
    afterFirstLoad(task);
    jest.advanceTimersByTime(2999);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) runs the task once the 3 s have passed', () => {
    const task = jest.fn();
    afterFirstLoad(task);
    jest.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a cancelled task', () => {
    const task = jest.fn();
    const cancel = afterFirstLoad(task);
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
