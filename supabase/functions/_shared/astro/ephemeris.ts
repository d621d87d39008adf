// Apparent geocentric ecliptic positions of date (true equinox and ecliptic, nutation and aberration included)
// from astronomy-engine's state vectors, plus the lunar nodes, sidereal time and obliquity the houses need.
import {
  Body,
  C_AUDAY,
  GeoMoonState,
  HelioState,
  MakeTime,
  Rotation_EQJ_ECT,
  SiderealTime,
  e_tilt,
  type AstroTime,
  type RotationMatrix,
  type StateVector,
} from 'astronomy-engine';
import type { BodyId } from '../contract/chart.ts';
// Installs the observed ΔT (deltat.ts) before any AstroTime is made, so charts and events share one time scale.
import './deltat.ts';

export interface Motion {
  /** Degrees in [0, 360). */
  longitude: number;
  latitude: number;
  /** Degrees per day. */
  speed: number;
}

const PLANETS: [BodyId, Body][] = [
  ['mercury', Body.Mercury], ['venus', Body.Venus], ['mars', Body.Mars], ['jupiter', Body.Jupiter],
  ['saturn', Body.Saturn], ['uranus', Body.Uranus], ['neptune', Body.Neptune], ['pluto', Body.Pluto],
];
const DEG = 180 / Math.PI;
/** Gauss's constant squared: the Sun's GM in AU³/day². */
const GM_SUN = 0.01720209895 ** 2;

export function toAstroTime(utc: Date): AstroTime {
  return MakeTime(utc);
}

export function normalize(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** b − a in (−180, 180]. */
export function difference(a: number, b: number): number {
  let d = normalize(b - a);
  if (d > 180) d -= 360;
  return d;
}

interface Vec {
  x: number;
  y: number;
  z: number;
}

function rotate(m: RotationMatrix, v: Vec): Vec {
  const r = m.rot;
  return {
    x: r[0][0] * v.x + r[1][0] * v.y + r[2][0] * v.z,
    y: r[0][1] * v.x + r[1][1] * v.y + r[2][1] * v.z,
    z: r[0][2] * v.x + r[1][2] * v.y + r[2][2] * v.z,
  };
}

const cross = (a: Vec, b: Vec): Vec => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });

/**
 * Apparent place from a geometric geocentric state: ρ − τ·(v_body − v_earth), τ = |ρ|/c. The first-order
 * expansion of light-time plus annual aberration (the term astronomy-engine's GeoVector iterates to), exact to
 * well under 0.1″ for every body here. Longitude speed is that of the geometric vector, (x·vy − y·vx)/(x² + y²),
 * in the true ecliptic of date; the frame's own drift (precession, nutation) is below 0.0001°/day.
 */
function apparent(ect: RotationMatrix, r: Vec, v: Vec): Motion {
  const tau = Math.hypot(r.x, r.y, r.z) / C_AUDAY;
  const p = rotate(ect, { x: r.x - tau * v.x, y: r.y - tau * v.y, z: r.z - tau * v.z });
  const q = rotate(ect, r);
  const w = rotate(ect, v);
  return {
    longitude: normalize(Math.atan2(p.y, p.x) * DEG),
    latitude: Math.atan2(p.z, Math.hypot(p.x, p.y)) * DEG,
    speed: ((q.x * w.y - q.y * w.x) / (q.x * q.x + q.y * q.y)) * DEG,
  };
}

const minus = (a: StateVector, b: StateVector): [Vec, Vec] => [
  { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z },
  { x: a.vx - b.vx, y: a.vy - b.vy, z: a.vz - b.vz },
];

/**
 * Longitude, latitude and daily motion of every body in the chart: tropical, geocentric, apparent positions of
 * date (true equinox and ecliptic, nutation, light-time and aberration included). One state vector per body
 * gives position and velocity together, so no finite differences are needed.
 */
export function bodyMotions(time: AstroTime): Record<BodyId, Motion> {
  const ect = Rotation_EQJ_ECT(time);
  const earth = HelioState(Body.Earth, time);
  const out = {} as Record<BodyId, Motion>;
  out.sun = apparent(ect, ...minus(HelioState(Body.Sun, time), earth));
  const moon = GeoMoonState(time);
  const moonR = { x: moon.x, y: moon.y, z: moon.z };
  const moonV = { x: moon.vx, y: moon.vy, z: moon.vz };
  out.moon = apparent(ect, moonR, moonV);
  for (const [id, body] of PLANETS) out[id] = apparent(ect, ...minus(HelioState(body, time), earth));
  const sunFromEarth = { x: -earth.x, y: -earth.y, z: -earth.z };
  out.trueNode = trueNode(ect, moonR, moonV, sunFromEarth);
  out.meanNode = meanNode(time);
  return out;
}

export type MovingBody = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
const PLANET_BODY = new Map<BodyId, Body>(PLANETS);

/** One body's apparent position and daily motion, as in bodyMotions: what the event searches evaluate again and again. */
export function bodyMotion(id: MovingBody, time: AstroTime): Motion {
  const ect = Rotation_EQJ_ECT(time);
  if (id === 'moon') {
    const moon = GeoMoonState(time);
    return apparent(ect, { x: moon.x, y: moon.y, z: moon.z }, { x: moon.vx, y: moon.vy, z: moon.vz });
  }
  const earth = HelioState(Body.Earth, time);
  return apparent(ect, ...minus(HelioState(id === 'sun' ? Body.Sun : PLANET_BODY.get(id)!, time), earth));
}

/**
 * The true node's longitude alone, the same arithmetic on the same inputs as bodyMotions' (so the same value to the
 * bit), without the eight planets it does not need nor the Earth's state, which only the node's speed uses: what
 * the nodal return search evaluates again and again.
 */
export function trueNodeLongitude(time: AstroTime): number {
  const moon = GeoMoonState(time);
  return longitudeOfNode(rotate(Rotation_EQJ_ECT(time), cross({ x: moon.x, y: moon.y, z: moon.z }, { x: moon.vx, y: moon.vy, z: moon.vz })));
}

/** The ascending node of an orbit whose angular momentum, in the true ecliptic of date, is h. */
function longitudeOfNode(h: Vec): number {
  return normalize(Math.atan2(h.x, -h.y) * DEG);
}

/**
 * True (osculating) node: where the plane of the Moon's instantaneous geocentric orbit, h = r × v, crosses the
 * true ecliptic of date; the ascending node lies along ẑ × h = (−h_y, h_x, 0). The node moves only because h
 * does, dh/dt = r × a, and the central force adds nothing to r × a, so a is the Sun's tidal pull on the Moon
 * relative to the Earth (the perturbation that drives the node, the planets' being far smaller).
 */
function trueNode(ect: RotationMatrix, r: Vec, v: Vec, sun: Vec): Motion {
  const toSun = { x: sun.x - r.x, y: sun.y - r.y, z: sun.z - r.z };
  const dMoon = Math.hypot(toSun.x, toSun.y, toSun.z) ** 3;
  const dEarth = Math.hypot(sun.x, sun.y, sun.z) ** 3;
  const a = {
    x: GM_SUN * (toSun.x / dMoon - sun.x / dEarth),
    y: GM_SUN * (toSun.y / dMoon - sun.y / dEarth),
    z: GM_SUN * (toSun.z / dMoon - sun.z / dEarth),
  };
  const h = rotate(ect, cross(r, v));
  const dh = rotate(ect, cross(r, a));
  return {
    longitude: longitudeOfNode(h),
    latitude: 0,
    speed: ((h.x * dh.y - h.y * dh.x) / (h.x * h.x + h.y * h.y)) * DEG,
  };
}

/**
 * Mean ascending node of the Moon, Meeus, Astronomical Algorithms (2nd ed.), eq. 47.7, referred to the true
 * equinox of date by adding the nutation in longitude, as the Swiss Ephemeris does for apparent positions.
 */
function meanNode(time: AstroTime): Motion {
  const T = time.tt / 36525;
  const omega = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - (T * T * T * T) / 60616000;
  const perCentury = -1934.1362891 + 2 * 0.0020754 * T + (3 * T * T) / 467441 - (4 * T * T * T) / 60616000;
  return { longitude: normalize(omega + e_tilt(time).dpsi / 3600), latitude: 0, speed: perCentury / 36525 };
}

/** Right ascension of the local meridian (degrees) and true obliquity of date (degrees). */
export function localSiderealFrame(time: AstroTime, longitude: number): { ramc: number; obliquity: number } {
  return { ramc: normalize(SiderealTime(time) * 15 + longitude), obliquity: e_tilt(time).tobl };
}
