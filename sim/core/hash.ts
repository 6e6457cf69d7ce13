// State hashes: two independent 32-bit FNV-1a lanes over a canonical byte view of a plain value
// (numbers as their IEEE-754 bytes, so -0, NaN and every last bit count; strings as UTF-16 code
// units; objects in their key order, which our snapshot builders fix). 16 hex digits.

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

const FNV_PRIME = 0x01000193;

class Hasher {
  a = 0x811c9dc5;
  b = 0x2166136b; // a second offset basis, so the two lanes disagree on every input

  byte(value: number): void {
    this.a = Math.imul(this.a ^ (value & 0xff), FNV_PRIME);
    this.b = Math.imul(this.b ^ (value & 0xff), 0x01000197);
  }

  word(value: number): void {
    this.byte(value);
    this.byte(value >>> 8);
    this.byte(value >>> 16);
    this.byte(value >>> 24);
  }

  value(v: unknown): void {
    if (typeof v === 'number') {
      this.byte(1);
      f64[0] = v;
      this.word(u32[0]);
      this.word(u32[1]);
    } else if (typeof v === 'string') {
      this.byte(2);
      this.word(v.length);
      for (let i = 0; i < v.length; i++) {
        const c = v.charCodeAt(i);
        this.byte(c);
        this.byte(c >>> 8);
      }
    } else if (typeof v === 'boolean') {
      this.byte(v ? 3 : 4);
    } else if (v === null || v === undefined) {
      this.byte(5);
    } else if (Array.isArray(v) || ArrayBuffer.isView(v)) {
      const list = v as ArrayLike<unknown>;
      this.byte(6);
      this.word(list.length);
      for (let i = 0; i < list.length; i++) this.value(list[i]);
    } else if (typeof v === 'object') {
      this.byte(7);
      for (const key of Object.keys(v)) {
        this.value(key);
        this.value((v as Record<string, unknown>)[key]);
      }
      this.byte(8);
    } else {
      throw new TypeError(`cannot hash a ${typeof v}`);
    }
  }

  digest(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }
}

/** The hash of a plain value (a snapshot): equal values give equal hashes in any process. */
export function hashValue(value: unknown): string {
  const h = new Hasher();
  h.value(value);
  return h.digest();
}
