import { knownAcctrefno, rememberAcctrefno } from './acctrefno-cache';

describe('acctrefno cache', () => {
  it('knows nothing until told, then the latest number per application', () => {
    expect(knownAcctrefno(901)).toBeNull();
    rememberAcctrefno(901, 'A-1');
    expect(knownAcctrefno(901)).toBe('A-1');
    rememberAcctrefno(901, 'A-2');
    expect(knownAcctrefno(901)).toBe('A-2');
    expect(knownAcctrefno(902)).toBeNull();
  });

  it('stays bounded: the oldest entry goes when it is full', () => {
    rememberAcctrefno(1, 'first');
    for (let id = 100_000; id < 150_001; id += 1) rememberAcctrefno(id, String(id));
    expect(knownAcctrefno(1)).toBeNull();
    expect(knownAcctrefno(150_000)).toBe('150000');
  });
});
