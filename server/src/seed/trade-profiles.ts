import type { CategoryTitle } from '@tradeshub/sdk';

// How a firm in each category names and describes itself, and which other categories such
// a firm usually also offers (a plumber often fits kitchens; a roofer does gutters).

export interface TradeProfile {
  /** What ends the firm's name: 'Hartley Plumbing & Heating'. */
  tradeWords: readonly string[];
  related: readonly CategoryTitle[];
  /** The first sentence of a business description. */
  blurbs: readonly string[];
  credentials: readonly string[];
}

export const TRADE_PROFILES: Record<CategoryTitle, TradeProfile> = {
  Plumbing: {
    tradeWords: ['Plumbing', 'Plumbing & Heating', 'Heating & Plumbing'],
    related: ['Kitchen fitter', 'Tiling', 'Handyman'],
    blurbs: [
      'Local plumbing and heating engineers covering boiler swaps, bathrooms and everything in between.',
      'From dripping taps to full central heating systems, no job is too small.',
      'Family-run plumbing firm specialising in bathroom installations, unvented cylinders and leak repairs.',
    ],
    credentials: ['Gas Safe registered and fully insured.', 'WaterSafe approved, with a 12-month guarantee on all work.'],
  },
  'Electrical work': {
    tradeWords: ['Electrical', 'Electrical Services', 'Electrics'],
    related: ['Home security installation specialist', 'Handyman', 'Automated gates & barriers'],
    blurbs: [
      'Domestic electricians for rewires, consumer unit upgrades, EV chargers and lighting.',
      'Friendly, tidy electricians handling everything from an extra socket to a full rewire.',
      'EICR inspections for landlords, fault finding and new circuits, with certificates issued the same day.',
    ],
    credentials: ['NICEIC approved contractor; all work certified to BS 7671.', 'Part P registered and fully insured.'],
  },
  'Building & extensions': {
    tradeWords: ['Builders', 'Building Contractors', 'Construction'],
    related: ['Bricklaying', 'Loft conversions', 'Concrete specialist', 'Refurbishments & home improvements'],
    blurbs: [
      'Single and double-storey extensions, garage conversions and structural alterations, managed from drawings to sign-off.',
      'Established builders handling kitchen extensions, knock-throughs and new-build projects.',
      'We take care of building control, party wall notices and every trade on site.',
    ],
    credentials: ['Federation of Master Builders members with full public liability insurance.', 'TrustMark registered; deposits protected.'],
  },
  Carpentry: {
    tradeWords: ['Carpentry', 'Carpentry & Joinery', 'Woodcraft'],
    related: ['Joinery', 'Flooring', 'Handyman'],
    blurbs: [
      'Bespoke fitted wardrobes, alcove units, shelving and door hanging.',
      'Carpenters for first and second fix, stud walls and made-to-measure storage.',
    ],
    credentials: ['Fully insured, with a free home visit and written quote.', 'City & Guilds qualified carpenters.'],
  },
  'Painting & Decorating': {
    tradeWords: ['Decorators', 'Painting & Decorating', 'Decorating'],
    related: ['Plastering', 'Handyman', 'Refurbishments & home improvements'],
    blurbs: [
      'Interior and exterior painting, wallpaper hanging and period property restoration.',
      'Tidy, careful decorators who protect your home and leave crisp, clean lines.',
    ],
    credentials: ['Dulux Select Decorator with a 12-month workmanship guarantee.', 'Fully insured; free colour consultations.'],
  },
  'Hard Landscaping': {
    tradeWords: ['Landscapes', 'Hard Landscaping', 'Paving'],
    related: ['Fencing', 'Driveway & patio cleaning', 'Concrete specialist', 'Soft Landscaping'],
    blurbs: [
      'Patios, block-paved driveways, retaining walls and garden steps built to last.',
      'Porcelain and natural stone patios, resin driveways and drainage solutions.',
    ],
    credentials: ['Marshalls registered installer.', 'Ten-year guarantee on all paving.'],
  },
  'Soft Landscaping': {
    tradeWords: ['Gardens', 'Garden Design', 'Gardening Services'],
    related: ['Hard Landscaping', 'Fencing'],
    blurbs: [
      'Garden design, planting schemes, turfing and seasonal maintenance.',
      'Turf, hedges, borders and wildlife-friendly planting for gardens of every size.',
    ],
    credentials: ['RHS-trained garden designers.', 'All green waste recycled responsibly.'],
  },
  Plastering: {
    tradeWords: ['Plastering', 'Plasterers', 'Plastering Services'],
    related: ['Painting & Decorating', 'Refurbishments & home improvements'],
    blurbs: [
      'Skimming, re-plastering, Artex covering and lime plaster for older homes.',
      'Smooth, crack-free walls and ceilings, with dust sheets down before anything starts.',
    ],
    credentials: ['Over twenty years in the trade.', 'Fully insured; free quotes.'],
  },
  Fencing: {
    tradeWords: ['Fencing', 'Fencing & Gates', 'Fencing Contractors'],
    related: ['Hard Landscaping', 'Soft Landscaping', 'Handyman'],
    blurbs: [
      'Close-board, featheredge and slatted fencing, gates and garden trellis.',
      'Fencing repairs and replacements after storm damage, usually within the week.',
    ],
    credentials: ['Posts concreted in and all timber pressure-treated.', 'Ten-year guarantee on posts.'],
  },
  Handyman: {
    tradeWords: ['Handyman Services', 'Property Maintenance', 'Home Repairs'],
    related: ['Painting & Decorating', 'Carpentry', 'Flooring'],
    blurbs: [
      'Reliable handyman for flat-pack assembly, shelves, curtain poles and small repairs.',
      'Property maintenance for homeowners and landlords: the jobs on your list that never get done.',
    ],
    credentials: ['Fully insured and DBS checked.', 'Fixed hourly rates with no call-out charge.'],
  },
  Bricklaying: {
    tradeWords: ['Brickwork', 'Bricklaying', 'Bricklayers'],
    related: ['Building & extensions', 'Hard Landscaping', 'Concrete specialist'],
    blurbs: [
      'Garden walls, chimney rebuilds, repointing and brickwork for extensions.',
      'Traditional bricklayers matching old bricks and lime mortar on period homes.',
    ],
    credentials: ['Fully insured; free quotations.', 'Heritage brick matching available.'],
  },
  Roofing: {
    tradeWords: ['Roofing', 'Roofing Services', 'Roofing & Leadwork'],
    related: ['Guttering', 'Scaffolding', 'Loft conversions'],
    blurbs: [
      'Slate and tile roofing, flat roofs, chimney repairs and leadwork.',
      'Emergency roof repairs, EPDM flat roofs and full re-roofs with insurance-backed guarantees.',
    ],
    credentials: ['Competent Roofer registered.', 'Insurance-backed guarantee on every re-roof.'],
  },
  Joinery: {
    tradeWords: ['Joinery', 'Joiners', 'Bespoke Joinery'],
    related: ['Carpentry', 'Kitchen fitter', 'Flooring'],
    blurbs: [
      'Bespoke staircases, sash windows, doors and built-in furniture made in our own workshop.',
      'Timber windows and doors made to measure and fitted by the people who made them.',
    ],
    credentials: ['FSC-certified timber throughout.', 'Over thirty years of joinery experience.'],
  },
  Tiling: {
    tradeWords: ['Tiling', 'Tiling Services', 'Tiles & Bathrooms'],
    related: ['Plumbing', 'Kitchen fitter', 'Flooring'],
    blurbs: [
      'Wall and floor tiling for bathrooms, kitchens and wet rooms, including large-format porcelain.',
      'Precise tilers with tanking and underfloor heating experience.',
    ],
    credentials: ['Fully insured; tanking systems guaranteed.', 'Free quotes within 48 hours.'],
  },
  Scaffolding: {
    tradeWords: ['Scaffolding', 'Scaffolding Services', 'Access Scaffolding'],
    related: ['Roofing', 'Building & extensions', 'Guttering'],
    blurbs: [
      'Domestic and commercial scaffolding for roofing, rendering and chimney work.',
      'Scaffolds erected, inspected and struck on time, with pavement licences sorted with the council.',
    ],
    credentials: ['CISRS-qualified scaffolders.', 'Public liability cover up to £10 million.'],
  },
  'Automated gates & barriers': {
    tradeWords: ['Gates & Access', 'Gate Automation', 'Automation'],
    related: ['Electrical work', 'Home security installation specialist', 'Fencing'],
    blurbs: [
      'Electric swing and sliding gates, barriers, intercoms and access control.',
      'Gate automation and repairs for homes and businesses, including motors retrofitted to existing gates.',
    ],
    credentials: ['Gate Safe trained installers.', 'Installed to BS EN 12453 with safety edges and photocells.'],
  },
  'Loft conversions': {
    tradeWords: ['Loft Conversions', 'Lofts', 'Loft Conversions & Extensions'],
    related: ['Building & extensions', 'Roofing', 'Refurbishments & home improvements'],
    blurbs: [
      'Dormer, hip-to-gable and Velux loft conversions, designed and built by one team.',
      'Turn your loft into a bedroom and en suite, with planning and building regulations handled for you.',
    ],
    credentials: ['Structural calculations and building control included.', 'Ten-year structural guarantee.'],
  },
  'Refurbishments & home improvements': {
    tradeWords: ['Home Improvements', 'Renovations', 'Refurbishments'],
    related: ['Building & extensions', 'Painting & Decorating', 'Plastering', 'Kitchen fitter'],
    blurbs: [
      'Whole-house renovations coordinated by one project manager, from strip-out to final clean.',
      'Refurbishments for homeowners and landlords: kitchens, bathrooms, flooring and decorating.',
    ],
    credentials: ['TrustMark registered; staged payments only.', 'Fully insured, with a dedicated project manager.'],
  },
  'Home security installation specialist': {
    tradeWords: ['Security Systems', 'Security', 'Alarms & CCTV'],
    related: ['Electrical work', 'Automated gates & barriers'],
    blurbs: [
      'Burglar alarms, CCTV, video doorbells and smart locks, installed and maintained.',
      'Monitored and self-monitored alarm systems, with app set-up included.',
    ],
    credentials: ['NSI Gold approved installer.', 'SSAIB certified.'],
  },
  Flooring: {
    tradeWords: ['Flooring', 'Floors', 'Flooring Specialists'],
    related: ['Carpentry', 'Tiling', 'Handyman'],
    blurbs: [
      'Engineered wood, LVT, laminate and carpet, supplied and fitted.',
      'Floor sanding and refinishing, plus new floors laid on properly levelled subfloors.',
    ],
    credentials: ['Karndean and Amtico approved fitters.', 'Free samples and measuring.'],
  },
  'Kitchen fitter': {
    tradeWords: ['Kitchens', 'Kitchen Fitting', 'Kitchen Installations'],
    related: ['Plumbing', 'Tiling', 'Joinery', 'Electrical work'],
    blurbs: [
      'Kitchen fitting for any brand, including worktops, appliances and splashbacks.',
      'Design, supply and installation of kitchens, with plumbing and electrics done in-house.',
    ],
    credentials: ['Fully insured; work guaranteed for two years.', 'Qualified to fit quartz and solid wood worktops.'],
  },
  'Concrete specialist': {
    tradeWords: ['Concrete', 'Groundworks', 'Concrete Solutions'],
    related: ['Building & extensions', 'Hard Landscaping', 'Bricklaying'],
    blurbs: [
      'Foundations, concrete bases, polished concrete floors and groundworks.',
      'Groundworks for extensions and garden rooms, from digging footings to power-floated slabs.',
    ],
    credentials: ['CSCS-carded operatives.', 'Concrete supplied to BS 8500.'],
  },
  'Driveway & patio cleaning': {
    tradeWords: ['Exterior Cleaning', 'Pressure Washing', 'Drive & Patio Cleaning'],
    related: ['Hard Landscaping', 'Guttering'],
    blurbs: [
      'Driveway, patio and decking cleaning with re-sanding and sealing.',
      'Soft washing for render and roofs, and pressure washing for paving and block drives.',
    ],
    credentials: ['Fully insured; we bring our own water where needed.', 'Biodegradable cleaning products only.'],
  },
  Guttering: {
    tradeWords: ['Guttering', 'Gutter Services', 'Roofline & Guttering'],
    related: ['Roofing', 'Driveway & patio cleaning', 'Scaffolding'],
    blurbs: [
      'Gutter clearing, repairs and replacement in uPVC, cast iron and aluminium.',
      'Fascias, soffits and guttering replaced, with camera checks before and after every clear.',
    ],
    credentials: ['Fully insured, with a 12-month guarantee on all repairs.', 'Trained and insured for work at height.'],
  },
};

/** Generic words firms use in their names, beside each town's local ones. */
export const BRAND_WORDS = [
  'Brightside', 'Oakwood', 'Kingfisher', 'Redbrick', 'Greenway', 'Cornerstone', 'Keystone', 'Trueline',
  'Clearview', 'Heritage', 'Evergreen', 'Ashford', 'Hallmark', 'Foxglove', 'Ironbridge', 'Northgate',
] as const;
