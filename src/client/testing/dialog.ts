/**
 * jsdom has <dialog> but not its modal methods; these stand-ins open and close the element.
 * Call once before the tests of a file that opens dialogs: `beforeAll(installDialogMethods)`.
 */
export function installDialogMethods() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
