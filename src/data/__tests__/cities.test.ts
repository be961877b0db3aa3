import { describe, expect, it } from 'vitest';
import { cities, homeGridCities } from '../cities';

const EXPECTED_KEYS = [
  'london',
  'birmingham',
  'manchester',
  'liverpool',
  'leeds',
  'bristol',
  'edinburgh',
  'glasgow',
  'cardiff',
  'belfast',
  'sheffield',
  'newcastle',
  'nottingham',
  'leicester',
  'coventry',
  'hull',
  'plymouth',
  'stoke-on-trent',
  'wolverhampton',
  'derby',
  'southampton',
  'portsmouth',
  'brighton',
  'reading',
  'oxford',
  'cambridge',
  'bradford',
  'swansea',
  'aberdeen',
  'dundee',
  'york',
  'bath',
  'chester',
  'canterbury',
  'exeter',
  'norwich',
  'preston',
  'blackpool',
  'bournemouth',
  'sunderland',
  'middlesbrough',
  'warrington',
  'huddersfield',
  'peterborough',
  'luton',
  'milton-keynes',
  'northampton',
  'telford',
  'ipswich',
  'swindon',
];

describe('cities', () => {
  it('has exactly 50 cities, in the agreed order', () => {
    expect(cities).toHaveLength(50);
    expect(cities.map((city) => city.key)).toEqual(EXPECTED_KEYS);
  });

  it('has unique, well-formed keys derived from the display name', () => {
    const keys = cities.map((city) => city.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const city of cities) {
      expect(city.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(city.key).toBe(city.name.toLowerCase().replace(/ /g, '-'));
    }
  });

  it('gives every city five industries, four key facts and 4-6 keywords', () => {
    for (const city of cities) {
      expect(city.industries, city.key).toHaveLength(5);
      expect(city.keyFacts, city.key).toHaveLength(4);
      expect(city.keywords.length, city.key).toBeGreaterThanOrEqual(4);
      expect(city.keywords.length, city.key).toBeLessThanOrEqual(6);
      for (const text of [city.name, city.region, city.description, city.businessHub, city.population]) {
        expect(text.trim(), city.key).not.toBe('');
      }
    }
  });

  it('never repeats a description', () => {
    const descriptions = cities.map((city) => city.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('never repeats a key fact anywhere in the file', () => {
    const facts = cities.flatMap((city) => city.keyFacts);
    const seen = new Set<string>();
    const repeated = facts.filter((fact) => (seen.has(fact) ? true : (seen.add(fact), false)));
    expect(repeated).toEqual([]);
    expect(facts).toHaveLength(200);
  });
});

describe('homeGridCities', () => {
  it("lists the specification's 48 grid names in its order, leaving Ipswich and Swindon to their pages", () => {
    expect(homeGridCities.map((city) => city.name)).toEqual([
      'London',
      'Birmingham',
      'Manchester',
      'Liverpool',
      'Leeds',
      'Sheffield',
      'Bristol',
      'Newcastle',
      'Nottingham',
      'Leicester',
      'Southampton',
      'Portsmouth',
      'Brighton',
      'Reading',
      'Oxford',
      'Cambridge',
      'Coventry',
      'Bradford',
      'Hull',
      'Plymouth',
      'Stoke-on-Trent',
      'Wolverhampton',
      'Derby',
      'Swansea',
      'Cardiff',
      'Belfast',
      'Edinburgh',
      'Glasgow',
      'Aberdeen',
      'Dundee',
      'York',
      'Bath',
      'Chester',
      'Canterbury',
      'Exeter',
      'Norwich',
      'Preston',
      'Blackpool',
      'Bournemouth',
      'Sunderland',
      'Middlesbrough',
      'Warrington',
      'Huddersfield',
      'Peterborough',
      'Luton',
      'Milton Keynes',
      'Northampton',
      'Telford',
    ]);
    const left = cities.filter((city) => !homeGridCities.includes(city)).map((city) => city.key);
    expect(left).toEqual(['ipswich', 'swindon']);
  });
});
