import { describe, expect, it, vi } from 'vitest';

import { isViewportClass, trackViewport, viewportClass } from './viewport';

describe('viewportClass', () => {
  it('uses the breakpoints 576 / 768 / 1200', () => {
    expect(viewportClass(320)).toBe('mobile');
    expect(viewportClass(576)).toBe('mobile');
    expect(viewportClass(767)).toBe('mobile');
    expect(viewportClass(768)).toBe('tablet');
    expect(viewportClass(1199)).toBe('tablet');
    expect(viewportClass(1200)).toBe('desktop');
    expect(viewportClass(2560)).toBe('desktop');
  });

  it('recognises only the three classes', () => {
    expect(isViewportClass('tablet')).toBe(true);
    expect(isViewportClass('phone')).toBe(false);
  });
});

describe('trackViewport', () => {
  it('writes the cookie at start and only when the class changes', () => {
    let width = 400;
    let cookie: string | undefined;
    let resize: () => void = () => undefined;
    const writeCookie = vi.fn((value: string) => void (cookie = value));
    const stop = trackViewport({
      width: () => width,
      readCookie: () => cookie,
      writeCookie,
      onResize: (listener) => {
        resize = listener;
        return () => (resize = () => undefined);
      },
    });
    expect(writeCookie).toHaveBeenLastCalledWith('mobile');
    width = 500;
    resize();
    expect(writeCookie).toHaveBeenCalledTimes(1);
    width = 1300;
    resize();
    expect(writeCookie).toHaveBeenLastCalledWith('desktop');
    expect(writeCookie).toHaveBeenCalledTimes(2);
    stop();
  });
});
