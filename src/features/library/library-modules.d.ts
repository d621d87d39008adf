// Modules produced by scripts/library/library-plugin.ts.

declare module 'virtual:library-catalog' {
  const catalog: import('./catalog').CatalogEntry[];
  export default catalog;
}

declare module 'virtual:library-search-index' {
  const index: import('minisearch').AsPlainObject;
  export default index;
}
