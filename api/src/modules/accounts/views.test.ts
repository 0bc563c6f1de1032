import { nameIndexWindow } from './views';

describe('nameIndexWindow', () => {
  it.each([
    ['Oliver Cooper', 'verCoo'],
    ['Mary Ann Whitlock', 'aryAnnWhi'],
    ['Jo Li', 'JoLi'],
    ['  Oliver   Cooper ', 'verCoo'],
    ['Cooper', 'Cooper'],
    ['', ''],
  ])('asks the index for %j as %j', (q, window) => {
    expect(nameIndexWindow(q)).toBe(window);
  });

  it('asks for letters every name holding the search holds, its spaces taken out', () => {
    const q = 'Ann Whitlock';
    expect('Mary Ann Whitlock'.replaceAll(' ', '')).toContain(nameIndexWindow(q));
  });
});
