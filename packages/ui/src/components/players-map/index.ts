export { PlayersMap, type PlayersMapPoint, type PlayersMapProps } from './players-map';
