import type { LoadPlayers, MapPlayer } from '@ekran/ui/map';

/** Five screens in central Moscow, answered by a loader in the page: the app has no server. */
export const players: MapPlayer[] = [
  [55.7558, 37.6173, 'Красная площадь, 1'],
  [55.7602, 37.6186, 'Театральная площадь, 2'],
  [55.7512, 37.6085, 'Волхонка, 3'],
  [55.7649, 37.6052, 'Тверская, 4'],
  [55.7476, 37.6262, 'Садовническая, 5'],
].map(([latitude, longitude, address], index) => ({
  id: index + 1,
  name: `Экран ${index + 1}`,
  address: String(address),
  city_name: 'Москва',
  type_name: 'billboard',
  publisher_name: 'Оператор',
  latitude: Number(latitude),
  longitude: Number(longitude),
  photo: null,
  venue: 'outdoor',
  is_transition: false,
  ots: 1000 * (index + 1),
  grp: 1.5,
  price: 250,
}));

export const loadPlayers: LoadPlayers = async ({ left_bottom: lb, right_top: rt }) => {
  const results = players.filter(
    (p) =>
      p.latitude >= lb.latitude &&
      p.latitude <= rt.latitude &&
      p.longitude >= lb.longitude &&
      p.longitude <= rt.longitude,
  );
  return { count: results.length, next: null, results };
};
