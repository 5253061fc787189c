// jsbarcode's Code 39 encoder alone (the ui package's Barcode loads it on demand): the package's own
// typings cover only its whole-library entry, which also carries every other format and renderer.
declare module 'jsbarcode/bin/barcodes/CODE39' {
  export class CODE39 {
    constructor(data: string, options: { mod43?: boolean; text?: string });
    /** Whether every character is one Code 39 carries (the input is upper-cased first). */
    valid(): boolean;
    /** The bars and spaces as modules, start and stop characters included: '1' bar, '0' space. */
    encode(): { data: string; text: string };
  }
}
