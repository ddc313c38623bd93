/** The player catalogue's fixed inputs: cities, screen types, publishers, streets and photos. */

export interface CityInfo {
  name: string;
  latitude: number;
  longitude: number;
  /** Half-size of the city's area in degrees of latitude. */
  spread: number;
  /** Share of the catalogue. */
  weight: number;
  population: number;
}

export const MOCK_CITIES: readonly CityInfo[] = [
  {
    name: 'Москва',
    latitude: 55.7558,
    longitude: 37.6173,
    spread: 0.22,
    weight: 30,
    population: 13_100_000,
  },
  {
    name: 'Санкт-Петербург',
    latitude: 59.9343,
    longitude: 30.3351,
    spread: 0.16,
    weight: 15,
    population: 5_600_000,
  },
  {
    name: 'Казань',
    latitude: 55.7961,
    longitude: 49.1064,
    spread: 0.09,
    weight: 6,
    population: 1_310_000,
  },
  {
    name: 'Екатеринбург',
    latitude: 56.8389,
    longitude: 60.6057,
    spread: 0.09,
    weight: 6,
    population: 1_540_000,
  },
  {
    name: 'Новосибирск',
    latitude: 55.0084,
    longitude: 82.9357,
    spread: 0.1,
    weight: 6,
    population: 1_630_000,
  },
  {
    name: 'Нижний Новгород',
    latitude: 56.3269,
    longitude: 44.0059,
    spread: 0.09,
    weight: 5,
    population: 1_200_000,
  },
  {
    name: 'Самара',
    latitude: 53.1959,
    longitude: 50.1002,
    spread: 0.09,
    weight: 5,
    population: 1_160_000,
  },
  {
    name: 'Ростов-на-Дону',
    latitude: 47.2357,
    longitude: 39.7015,
    spread: 0.08,
    weight: 5,
    population: 1_140_000,
  },
  {
    name: 'Краснодар',
    latitude: 45.0355,
    longitude: 38.9753,
    spread: 0.08,
    weight: 5,
    population: 1_100_000,
  },
  {
    name: 'Уфа',
    latitude: 54.7388,
    longitude: 55.9721,
    spread: 0.08,
    weight: 4,
    population: 1_160_000,
  },
  {
    name: 'Челябинск',
    latitude: 55.1644,
    longitude: 61.4368,
    spread: 0.08,
    weight: 4,
    population: 1_180_000,
  },
  {
    name: 'Воронеж',
    latitude: 51.672,
    longitude: 39.1843,
    spread: 0.07,
    weight: 4,
    population: 1_050_000,
  },
];

export interface PlayerTypeInfo {
  name: string;
  label: string;
  venue: 'outdoor' | 'indoor';
  transit: boolean;
  weight: number;
  resolutions: readonly (readonly [number, number])[];
  ots: readonly [number, number];
  price: readonly [number, number];
}

/** Type codes as the server names them; CB and RB are the pair the spec's type filter couples. */
export const MOCK_PLAYER_TYPES: readonly PlayerTypeInfo[] = [
  {
    name: 'BB',
    label: 'Билборд',
    venue: 'outdoor',
    transit: false,
    weight: 20,
    resolutions: [
      [1344, 576],
      [1440, 480],
    ],
    ots: [60, 400],
    price: [800, 4500],
  },
  {
    name: 'CB',
    label: 'Ситиборд',
    venue: 'outdoor',
    transit: false,
    weight: 18,
    resolutions: [
      [1080, 1920],
      [720, 1280],
    ],
    ots: [30, 220],
    price: [400, 2500],
  },
  {
    name: 'RB',
    label: 'Ситиборд с ролл-системой',
    venue: 'outdoor',
    transit: false,
    weight: 8,
    resolutions: [[1080, 1920]],
    ots: [25, 200],
    price: [350, 2200],
  },
  {
    name: 'SS',
    label: 'Суперсайт',
    venue: 'outdoor',
    transit: false,
    weight: 5,
    resolutions: [
      [2880, 960],
      [3840, 1280],
    ],
    ots: [150, 900],
    price: [2500, 9000],
  },
  {
    name: 'MF',
    label: 'Медиафасад',
    venue: 'outdoor',
    transit: false,
    weight: 3,
    resolutions: [
      [3840, 2160],
      [1920, 1080],
    ],
    ots: [300, 1500],
    price: [4000, 15000],
  },
  {
    name: 'MALL',
    label: 'Экран в торговом центре',
    venue: 'indoor',
    transit: false,
    weight: 16,
    resolutions: [
      [1920, 1080],
      [1080, 1920],
    ],
    ots: [10, 120],
    price: [150, 1200],
  },
  {
    name: 'OFFICE',
    label: 'Экран в бизнес-центре',
    venue: 'indoor',
    transit: false,
    weight: 9,
    resolutions: [[1920, 1080]],
    ots: [5, 60],
    price: [120, 900],
  },
  {
    name: 'FITNESS',
    label: 'Экран в фитнес-клубе',
    venue: 'indoor',
    transit: false,
    weight: 5,
    resolutions: [[1920, 1080]],
    ots: [3, 40],
    price: [80, 600],
  },
  {
    name: 'AIRPORT',
    label: 'Экран в аэропорту',
    venue: 'indoor',
    transit: true,
    weight: 3,
    resolutions: [
      [1920, 1080],
      [1080, 1920],
    ],
    ots: [40, 350],
    price: [900, 5000],
  },
  {
    name: 'METRO',
    label: 'Экран в метро',
    venue: 'indoor',
    transit: true,
    weight: 7,
    resolutions: [[1920, 1080]],
    ots: [50, 500],
    price: [500, 3500],
  },
  {
    name: 'BUS',
    label: 'Экран в транспорте',
    venue: 'indoor',
    transit: true,
    weight: 6,
    resolutions: [[1280, 800]],
    ots: [8, 90],
    price: [100, 900],
  },
];

export const MOCK_PUBLISHERS: readonly string[] = [
  'Городские экраны',
  'МедиаФасад Групп',
  'Постер Плюс',
  'Северная медиа',
  'Трансмедиа',
  'Волга Аутдор',
  'Урал Диджитал',
  'Сибирь Медиа',
  'Индор Медиа',
  'Ритейл Скрин',
];

export const STREETS: readonly string[] = [
  'ул. Ленина',
  'пр-т Мира',
  'ул. Гагарина',
  'ул. Советская',
  'ул. Пушкина',
  'Садовая ул.',
  'ул. Кирова',
  'Московский пр-т',
  'ул. Карла Маркса',
  'Набережная ул.',
  'ул. Победы',
  'Комсомольский пр-т',
  'ул. Чехова',
  'ул. Строителей',
  'Центральная ул.',
  'ул. Горького',
  'Октябрьский пр-т',
  'ул. Лермонтова',
];

export const CITY_STREETS: Record<string, readonly string[]> = {
  Москва: [
    'Тверская ул.',
    'Ленинградский пр-т',
    'Кутузовский пр-т',
    'ул. Арбат',
    'Профсоюзная ул.',
  ],
  'Санкт-Петербург': [
    'Невский пр-т',
    'Лиговский пр-т',
    'Московский пр-т',
    'Каменноостровский пр-т',
  ],
  Казань: ['ул. Баумана', 'ул. Пушкина', 'пр-т Победы'],
  Екатеринбург: ['ул. Малышева', 'пр-т Ленина', 'ул. 8 Марта'],
  Новосибирск: ['Красный пр-т', 'ул. Ленина', 'ул. Фрунзе'],
};

const PHOTO_COLOURS = [
  '#1e3a5f',
  '#2f6f4f',
  '#7a3b2e',
  '#4b3f72',
  '#8a6d1f',
  '#205e6b',
  '#5c2a4a',
  '#3d4a5c',
];

/** Small inline SVG "photos": no network in stories and tests, and a handful of shared strings. */
export const PHOTOS: readonly string[] = PHOTO_COLOURS.map((colour, index) => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
    `<rect width="160" height="100" fill="${colour}"/>` +
    `<rect x="${30 + index * 4}" y="18" width="${90 - index * 4}" height="52" rx="3" fill="#e8eef5"/>` +
    `<rect x="76" y="70" width="8" height="26" fill="#c9d2dc"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
});
