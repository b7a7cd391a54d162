/**
 * The head of a WebM as the browser's MediaRecorder writes it: the EBML header (EBMLVersion 1,
 * EBMLReadVersion 1, EBMLMaxIDLength 4, EBMLMaxSizeLength 8, DocType "webm", DocTypeVersion 4,
 * DocTypeReadVersion 2), then a Segment of unknown size (a live recording does not know its length).
 * file-type recognises a WebM by that DocType, so a bare EBML magic is not a WebM.
 */
export const WEBM_HEADER = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102' + '1853806701ffffffffffffff',
  'hex',
);

/** A WebM head padded to `size` bytes. */
export const webm = (size = 4096, fill = 7) =>
  Buffer.concat([WEBM_HEADER, Buffer.alloc(Math.max(0, size - WEBM_HEADER.length), fill)]);
