/** What the build plugins read of an output chunk (Rolldown's OutputChunk, structurally). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss?: Set<string> };
}
