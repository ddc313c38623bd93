/*
 * `@ekran/ui/map`: the components that need Leaflet (and its CSS) and supercluster. A separate entry
 * so that `@ekran/ui` stays free of them; types can be imported from here at no runtime cost.
 */
export * from './components/map-picker';
export * from './components/players-map';
