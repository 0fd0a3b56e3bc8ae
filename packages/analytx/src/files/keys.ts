/** Where a file's pieces live in storage. */
export const fileKeys = {
  original: (id: string, extension: string) => `analytx/${id}/original.${extension}`,
  model3mf: (id: string) => `analytx/${id}/files.3mf`,
  repairedStl: (id: string) => `analytx/${id}/repaired.stl`,
  viewerGlb: (id: string) => `analytx/${id}/viewer.glb`,
  renderData: (id: string) => `analytx/${id}/render-data.bin`,
  front: (id: string) => `analytx/${id}/front-400.png`,
};

/** Public paths of a file's downloads and pictures, relative to the service. */
export const filePaths = {
  model3mf: (id: string) => `/analytx/file/${id}/files.3mf`,
  repaired: (id: string) => `/analytx/file/${id}/repaired.stl`,
  viewer: (id: string) => `/analytx/file/${id}/viewer.glb`,
  original: (id: string) => `/analytx/file/${id}/original`,
  front: (id: string) => `/analytx/file/${id}/front.png`,
  repairImage: (id: string, axis: string, direction: string, rotation: number) =>
    `/analytx/file/${id}/repair-image?axis=${axis}&direction=${direction}&rotation=${rotation}`,
};
