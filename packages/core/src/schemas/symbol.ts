import { z } from 'zod';

/** One result of a symbol search (spec 01 §3). */
export const SymbolSuggestionSchema = z.object({
  id: z.string(),
  src: z.string(),
  translatedId: z.string().optional(),
  keyPath: z.string().optional(),
  fromArasaac: z.boolean().optional(),
  fromGlobalsymbols: z.boolean().optional(),
});
export type SymbolSuggestion = z.infer<typeof SymbolSuggestionSchema>;

/** A picture uploaded for a tile, kept locally as blobs until synced. */
export type TileImageUpload = { isUploaded: boolean; fileName: string; blobHQ: Blob | null; blob: Blob | null };
