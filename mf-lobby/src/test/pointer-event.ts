/**
 * jsdom has no PointerEvent, so fireEvent.pointerDown would make a plain Event without coordinates: a mouse
 * event with the pointer's own fields stands in, as a touch unless told otherwise.
 */
class TestPointerEvent extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerType: string;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
    this.pointerType = init.pointerType ?? 'touch';
    this.pointerId = init.pointerId ?? 1;
  }
}

export function installPointerEvent() {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });
}
