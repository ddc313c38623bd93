/**
 * Stories run on a fixed calendar so screenshots and relative dates never change from day to day:
 * the clock starts at the fake backend's "today" and then advances in real time, so timeouts,
 * debounces, token expiry and cache ages still behave.
 */
export function installFixedClock(start: Date): void {
  const RealDate = Date;
  if ((RealDate as { __ekranFixed?: boolean }).__ekranFixed) return;
  const offset = start.getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;

  class FixedDate extends RealDate {
    static __ekranFixed = true;
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now(): number {
      return now();
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}
