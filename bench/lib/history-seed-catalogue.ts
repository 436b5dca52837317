// The products the history bench's entries are about: the demo shop's real
// products first (so a term finds them through the product module too), then
// synthetic ones named like a hardware wholesaler's (so a term such as
// "drill" matches a few hundred products by name, as in a real catalogue).
// Deterministic: the same size gives the same pool, ids and popularity.
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type Variant = { id: string; sku: string }
export type Product = {
  id: string
  name: string
  handle: string
  variants: Variant[]
}

/** A fast deterministic generator (mulberry32): uint32 and [0, 1) draws. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next32 = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
  const hex8 = () => next32().toString(16).padStart(8, "0")
  return {
    next32,
    random: () => next32() / 4294967296,
    /** 32 hex digits, as the capture's ids (a uuid without dashes). */
    id: () => hex8() + hex8() + hex8() + hex8(),
    /** An integer in [min, max]. */
    between: (min: number, max: number) =>
      min + Math.floor((next32() / 4294967296) * (max - min + 1)),
  }
}
export type Prng = ReturnType<typeof prng>

// Names start with the noun: the name table matches a term from a name's start.
const NOUNS = [
  "Anchor",
  "Angle Bracket",
  "Battery Pack",
  "Bolt",
  "Brush",
  "Cable Tie",
  "Chisel",
  "Clamp",
  "Connector",
  "Cutting Disc",
  "Drill Bit",
  "Drill Chuck",
  "Extension Cable",
  "File",
  "Gloves",
  "Hammer",
  "Hinge",
  "Hose Clip",
  "Ladder",
  "Lamp",
  "Nut",
  "Padlock",
  "Pipe Fitting",
  "Pliers",
  "Rivet",
  "Saw Blade",
  "Screw",
  "Screwdriver",
  "Socket",
  "Spanner",
  "Storage Box",
  "Tape",
  "Washer",
  "Wheel",
  "Wire Rope",
]
const SPECS = [
  "M4",
  "M5",
  "M6",
  "M8",
  "M10",
  "M12",
  "6 mm",
  "8 mm",
  "10 mm",
  "125 mm",
  "230 mm",
  "1 m",
  "5 m",
  "10 m",
  "Small",
  "Medium",
  "Large",
  "XL",
  "Pro",
  "Heavy",
]
const MATERIALS = [
  "Steel",
  "Stainless",
  "Brass",
  "Zinc Plated",
  "Nylon",
  "Aluminium",
  "Oak",
  "Rubber",
]
const PACKS = [1, 10, 100]

/** Synthetic product `i` (0-based after the demo products). */
function syntheticProduct(i: number): Product {
  const number = String(i).padStart(5, "0")
  const noun = NOUNS[i % NOUNS.length]
  const spec = SPECS[Math.floor(i / NOUNS.length) % SPECS.length]
  const material =
    MATERIALS[Math.floor(i / (NOUNS.length * SPECS.length)) % MATERIALS.length]
  const name = `${noun} ${spec} ${material} ${number}`
  const packs = PACKS.slice(0, 1 + (i % PACKS.length))
  return {
    id: `prod_bench${number}`,
    name,
    handle: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    variants: packs.map((pack) => ({
      id: `variant_bench${number}_${pack}`,
      sku: pack === 1 ? `BN${number}` : `BN${number}.${pack}`,
    })),
  }
}

type GraphProduct = {
  id: string
  title: string
  handle: string
  variants?: { id: string; sku: string | null }[]
}

/** The demo products (by handle), then synthetic ones up to `size`. */
export async function productPool(
  container: MedusaContainer,
  size: number
): Promise<Product[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "title", "handle", "variants.id", "variants.sku"],
  })
  const pool: Product[] = (data as GraphProduct[])
    .filter((p) => p.variants?.length)
    .sort((a, b) => a.handle.localeCompare(b.handle))
    .map((p) => ({
      id: p.id,
      name: p.title,
      handle: p.handle,
      variants: (p.variants ?? []).map((v) => ({
        id: v.id,
        sku: v.sku ?? p.handle,
      })),
    }))
  for (let i = pool.length; i < size; i++) pool.push(syntheticProduct(i))
  return pool
}

/**
 * Popularity: rank 0 is the most changed product. Ranks are spread over the
 * pool by a stride coprime with its size, so the hot products are not all
 * demo products or neighbours.
 */
export function popularity(size: number) {
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)
  let stride = 7919
  while (gcd(stride, size) !== 1) stride += 2
  const at = (rank: number) => (rank * stride) % size
  return {
    /** The product of a rank. */
    at,
    /** A product drawn with skew `power` (1: uniform; 3: the top tenth gets ~46 %). */
    draw: (rng: Prng, power: number) =>
      at(Math.floor(size * Math.pow(rng.random(), power))),
  }
}
