import { inflateSync } from 'node:zlib';

/** The width and height a PNG declares (its IHDR chunk), or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** An 8-bit RGB or RGBA, non-interlaced PNG's pixels (as resvg writes them), each as [r, g, b, a]. */
export function pngPixels(bytes: Uint8Array): { width: number; height: number; at(x: number, y: number): number[] } {
  const size = pngSize(bytes);
  if (!size) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [bitDepth, colourType, interlace] = [bytes[24], bytes[25], bytes[28]];
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) throw new Error('unsupported PNG');
  const channels = colourType === 6 ? 4 : 3;
  const chunks: Uint8Array[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') chunks.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = size.width * channels;
  const pixels = new Uint8Array(size.height * stride);
  for (let y = 0; y < size.height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const paeth = () => {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      };
      const predictor = [0, a, b, (a + b) >> 1, 0][filter!] ?? 0;
      pixels[y * stride + i] = (x + (filter === 4 ? paeth() : predictor)) & 0xff;
    }
  }
  return {
    ...size,
    at: (x, y) => {
      const pixel = [...pixels.subarray(y * stride + x * channels, y * stride + (x + 1) * channels)];
      return channels === 4 ? pixel : [...pixel, 255];
    },
  };
}
