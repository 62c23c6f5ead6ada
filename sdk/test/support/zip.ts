// A stored (uncompressed) zip archive built by hand, for tests of file signatures: Word and
// Excel files are zips whose part names tell them apart.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u16 = (v: number) => [v & 0xff, (v >>> 8) & 0xff];
const u32 = (v: number) => [...u16(v & 0xffff), ...u16(v >>> 16)];

/** A zip holding each named part with the given text. */
export function zipOf(parts: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  const local: number[] = [];
  const central: number[] = [];
  let count = 0;
  for (const [name, content] of Object.entries(parts)) {
    const nameBytes = [...encoder.encode(name)];
    const data = encoder.encode(content);
    const crc = crc32(data);
    const offset = local.length;
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(crc), ...u32(data.length), ...u32(data.length), ...u16(nameBytes.length), ...u16(0)];
    local.push(...u32(0x04034b50), ...common, ...nameBytes, ...data);
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes);
    count++;
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count), ...u32(central.length), ...u32(local.length), ...u16(0)];
  return new Uint8Array([...local, ...central, ...end]);
}

export const DOCX_PARTS = { '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' };
export const XLSX_PARTS = { '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'xl/workbook.xml': '<workbook/>' };
