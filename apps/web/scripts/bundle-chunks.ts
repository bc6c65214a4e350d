/** What the build plugins read of an output chunk. */
export type TChunkLike = {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  modules: Record<string, { renderedLength: number }>;
};

/** The bundle's JavaScript chunks by file name. */
export function chunksOf(bundle: Record<string, { type: string; fileName: string }>): Map<string, TChunkLike> {
  const chunks = new Map<string, TChunkLike>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as TChunkLike);
  }
  return chunks;
}

/** Whether a chunk is the one built for this source module (a path relative to the web app root). */
export const isChunkOf = (chunk: TChunkLike, module: string) =>
  chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module) ?? false;

/** The chunks `roots` load, and every chunk they import statically, by file name. */
export function staticImportClosure(chunks: Map<string, TChunkLike>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}
