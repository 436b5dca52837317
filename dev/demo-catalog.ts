/** Demo data for `npm start`: a small B2B catalogue of workshop supplies. */
export const DEMO_ADMIN = {
  email: "admin@example.com",
  password: "supersecret",
}

export const DEMO_CUSTOMER = {
  email: "purchasing@acme-industrial.example",
  company_name: "ACME Industrial GmbH",
  first_name: "Petra",
  last_name: "Schulz",
  phone: "+49 30 1234567",
  address: {
    company: "ACME Industrial GmbH",
    first_name: "Petra",
    last_name: "Schulz",
    address_1: "Industriestrasse 12",
    city: "Berlin",
    postal_code: "10115",
    country_code: "de",
    phone: "+49 30 1234567",
  },
}

type DemoProduct = {
  title: string
  handle: string
  /** Net price in EUR for the first variant; USD and other packs derive from it. */
  price: number
  packs?: number[]
  description: string
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    title: "Hex Bolt M8x40",
    handle: "hex-bolt-m8x40",
    price: 0.35,
    packs: [1, 100],
    description: "Zinc-plated hex bolt, DIN 933, strength class 8.8.",
  },
  {
    title: "Hex Nut M8",
    handle: "hex-nut-m8",
    price: 0.08,
    packs: [1, 100],
    description: "Zinc-plated hex nut, DIN 934.",
  },
  {
    title: "Washer M8",
    handle: "washer-m8",
    price: 0.04,
    packs: [1, 100],
    description: "Flat washer, DIN 125, steel.",
  },
  {
    title: "Wood Screw 4x40",
    handle: "wood-screw-4x40",
    price: 0.06,
    packs: [1, 200],
    description: "Countersunk wood screw, Torx drive.",
  },
  {
    title: "Cable Tie 200 mm",
    handle: "cable-tie-200",
    price: 0.05,
    packs: [1, 100],
    description: "Nylon cable tie, black, UV resistant.",
  },
  {
    title: "Safety Gloves",
    handle: "safety-gloves",
    price: 4.9,
    packs: [1, 12],
    description: "Cut-resistant gloves, level B.",
  },
  {
    title: "Safety Goggles",
    handle: "safety-goggles",
    price: 7.5,
    description: "Anti-fog safety goggles, EN 166.",
  },
  {
    title: "Ear Defenders",
    handle: "ear-defenders",
    price: 18.9,
    description: "Passive ear defenders, SNR 30 dB.",
  },
  {
    title: "Cordless Drill 18V",
    handle: "cordless-drill-18v",
    price: 149,
    description: "18 V cordless drill with two batteries.",
  },
  {
    title: "Drill Bit Set HSS",
    handle: "drill-bit-set-hss",
    price: 24.5,
    description: "19-piece HSS drill bit set, 1-10 mm.",
  },
  {
    title: "Angle Grinder 125 mm",
    handle: "angle-grinder-125",
    price: 89,
    description: "1,100 W angle grinder with restart protection.",
  },
  {
    title: "Cutting Disc 125 mm",
    handle: "cutting-disc-125",
    price: 1.2,
    packs: [1, 25],
    description: "Thin cutting disc for steel and stainless steel.",
  },
  {
    title: "Measuring Tape 5 m",
    handle: "measuring-tape-5m",
    price: 9.9,
    description: "Measuring tape with magnetic hook.",
  },
  {
    title: "Spirit Level 60 cm",
    handle: "spirit-level-60",
    price: 19.9,
    description: "Aluminium spirit level, two vials.",
  },
  {
    title: "Work Bench",
    handle: "work-bench",
    price: 329,
    description: "Steel work bench, 1,500 x 700 mm, beech top.",
  },
  {
    title: "Storage Bin Size 3",
    handle: "storage-bin-3",
    price: 2.4,
    packs: [1, 20],
    description: "Stackable storage bin, blue.",
  },
  {
    title: "Pallet Truck",
    handle: "pallet-truck",
    price: 299,
    description: "Manual pallet truck, 2,500 kg.",
  },
  {
    title: "Packing Tape",
    handle: "packing-tape",
    price: 1.9,
    packs: [1, 36],
    description: "Brown packing tape, 50 mm x 66 m.",
  },
  {
    title: "Stretch Film",
    handle: "stretch-film",
    price: 14.5,
    packs: [1, 6],
    description: "Hand stretch film, 500 mm, 23 micron.",
  },
  {
    title: "Shelf Unit",
    handle: "shelf-unit",
    price: 119,
    description: "Boltless shelf unit, five shelves, 175 kg per shelf.",
  },
]
