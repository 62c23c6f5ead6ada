import type { CategoryTitle } from '@tradeshub/sdk';

// What customers say about a job in each category: the job itself (completing "Dave ..."),
// and what they liked or what went wrong, worded to fit any of the category's jobs.

export interface JobPhrases {
  jobs: readonly string[];
  praise: readonly string[];
  gripes: readonly string[];
}

export const JOB_PHRASES: Record<CategoryTitle, JobPhrases> = {
  Plumbing: {
    jobs: ['replaced our old combi boiler', 'fitted a new bathroom suite', 'fixed a leak under the kitchen sink', 'moved two radiators and power-flushed the system', 'fitted an outside tap and sorted a noisy cistern'],
    praise: ['They explained exactly what they were doing and why.', 'Not a drip anywhere, and every pipe is neatly clipped and boxed in.', 'Diagnosed the problem quickly and had the right parts in the van.'],
    gripes: ['Something was still dripping a week later and we had to chase them to come back.', 'They left the old fittings in our front garden for a fortnight.'],
  },
  'Electrical work': {
    jobs: ['rewired our 1930s semi', 'swapped the old fuse box for a new consumer unit', 'installed an EV charger on the drive', 'fitted downlights throughout the kitchen', 'traced a fault that kept tripping the RCD'],
    praise: ['Every cable was chased in and the walls were made good before they left.', 'They went through the certificate line by line and answered all my questions.', 'Everything was tested and clearly labelled at the consumer unit.'],
    gripes: ['A couple of faceplates were left wonky and nobody came back to fix them.', 'We waited three weeks for the electrical certificate.'],
  },
  'Building & extensions': {
    jobs: ['built a single-storey rear extension', 'knocked through our kitchen and dining room', 'converted the garage into a home office', 'built a side-return extension on our terrace'],
    praise: ['They kept to the programme almost to the day and tidied the site every evening.', 'Building control signed it off first time.', 'The structural work was done properly and the finish is superb.'],
    gripes: ['The job ran six weeks over and the updates dried up towards the end.', 'The final bill was well over the quote because of extras nobody warned us about.'],
  },
  Carpentry: {
    jobs: ['built alcove cupboards either side of the chimney breast', 'hung six new internal doors', 'fitted wardrobes in the loft bedroom', 'made a bench seat for our bay window'],
    praise: ['The joints are invisible and everything opens and closes smoothly.', 'Made clever use of an awkward space.', 'Proper craftsmanship; it looks as if it has always been there.'],
    gripes: ['A couple of things still need adjusting and we are waiting for them to come back.', 'It took three visits to finish what was quoted as a two-day job.'],
  },
  'Painting & Decorating': {
    jobs: ['painted our hallway, stairs and landing', 'hung wallpaper in the living room', 'repainted the outside of the house', 'decorated the nursery before our baby arrived'],
    praise: ['The cutting-in is razor sharp and there was not a speck of paint on the carpet.', 'Every crack was filled properly before painting, so the finish is flawless.', 'They helped us choose colours and the result is lovely.'],
    gripes: ['We found drips on the skirting boards after they had gone.', 'The second coat was patchy in places.'],
  },
  'Hard Landscaping': {
    jobs: ['laid a sandstone patio', 'built a block-paved driveway', 'put in garden steps and a retaining wall', 'laid a porcelain patio with a drainage channel'],
    praise: ['The falls are spot on and the rain now runs away from the house.', 'Everything is level and the finish is immaculate.', 'They took all the spoil away and left the garden spotless.'],
    gripes: ['Parts of it started to move after the first winter.', 'The skip sat on our drive for two weeks after they finished.'],
  },
  'Soft Landscaping': {
    jobs: ['redesigned our back garden', 'laid new turf and planted the borders', 'planted a native hedge along the boundary', 'cleared the overgrown garden that came with the house'],
    praise: ['The planting has filled out beautifully and something is in flower every month.', 'They suggested plants that actually suit our heavy clay soil.', 'Everything they planted has thrived.'],
    gripes: ['Several shrubs died within a month and were not replaced.', 'The ground was badly prepared and it already shows.'],
  },
  Plastering: {
    jobs: ['skimmed three bedrooms', 're-plastered the living room ceiling', 'covered an old Artex ceiling', 'lime-plastered the walls of our Victorian terrace'],
    praise: ['The walls are like glass; our decorator said it was the best surface he had worked on.', 'It dried out evenly with no cracks at all.', 'For such a dusty job they kept the house remarkably clean.'],
    gripes: ['Hairline cracks appeared within a few weeks.', 'The corners were left rough and needed sanding before we could paint.'],
  },
  Fencing: {
    jobs: ['replaced a run of storm-damaged fence panels', 'put up a new close-board fence', 'fitted a slatted fence and matching side gate', 'replaced rotten posts with concrete ones'],
    praise: ['Dead straight and solid as a rock, even in the last gale.', 'They spoke to our neighbours before starting, which we really appreciated.', 'Every post is plumb and the panels sit snugly.'],
    gripes: ['One panel was already leaning after a month.', 'They trampled our flower bed and did not offer to make it good.'],
  },
  Handyman: {
    jobs: ['put up shelves and curtain poles', 'assembled a flat-pack wardrobe', 'worked through our list of odd jobs', 'fixed a sticking door and a broken window catch'],
    praise: ['Worked quickly and checked everything was right before leaving.', 'Brought every tool and fixing needed, so there were no trips to the shops.', 'So handy to have someone reliable for all the little jobs.'],
    gripes: ['Not everything was quite level.', 'Rescheduled twice at short notice.'],
  },
  Bricklaying: {
    jobs: ['rebuilt our front garden wall', 'repointed the back of the house', 'rebuilt the chimney stack', 'built a brick planter and barbecue area'],
    praise: ['The new brickwork matches the old almost perfectly.', 'The mortar colour is a perfect match for the rest of the house.', 'Neat, level courses and not a smear of mortar on the face.'],
    gripes: ['The mortar colour is noticeably different from what we agreed.', 'They left a pile of broken bricks behind the shed.'],
  },
  Roofing: {
    jobs: ['re-roofed our terraced house', 'fixed slipped slates after a storm', 'replaced the garage flat roof with EPDM', 'redid the leadwork around our chimney'],
    praise: ['Sent photos from the roof so we could see exactly what was wrong.', 'Not a drop of water since, even in the heaviest rain.', 'Honest about what needed doing and what did not.'],
    gripes: ['The leak came back within two months.', 'Broken tiles were left in the gutter.'],
  },
  Joinery: {
    jobs: ['made and fitted new sash windows', 'restored our original staircase', 'built an oak front door', 'made a built-in bookcase for the study'],
    praise: ['Everything fits perfectly, with no gaps or draughts.', 'Beautiful workmanship that visitors comment on all the time.', 'They matched the original mouldings exactly.'],
    gripes: ['The lead time was much longer than quoted.', 'Some of the timber moved in the autumn and needed adjusting.'],
  },
  Tiling: {
    jobs: ['tiled our new shower room', 'laid large-format tiles in the kitchen', 'retiled the bathroom floor', 'fitted a herringbone splashback'],
    praise: ['The grout lines are perfectly even and every cut is clean.', 'They set the tiles out so there are no thin slivers anywhere.', 'The finished result is stunning.'],
    gripes: ['Some of the grout has already cracked.', 'Two tiles sound hollow when you tap them.'],
  },
  Scaffolding: {
    jobs: ['put up scaffolding for our roof repair', 'scaffolded the chimney for our roofer', 'erected a full scaffold so the house could be rendered', 'built a scaffold over our conservatory'],
    praise: ['Up in a morning and down the day after the roofers finished.', 'They sorted the pavement licence with the council for us.', 'Everything was boarded and netted so nothing could fall.'],
    gripes: ['The scaffold stayed up a fortnight longer than it needed to.', 'They scuffed the walls when taking it down.'],
  },
  'Automated gates & barriers': {
    jobs: ['automated our driveway gates', 'installed a sliding gate with a keypad', 'repaired our gate motor', 'fitted an intercom to our electric gates'],
    praise: ['The gates open smoothly from the app and feel very safe around the children.', 'They explained all the safety features before handing over.', 'Fixed a problem another company had given up on.'],
    gripes: ['The gate kept stopping halfway and needed two return visits.', 'The remote controls were never properly set up.'],
  },
  'Loft conversions': {
    jobs: ['converted our loft into a bedroom with an en suite', 'built a dormer loft conversion', 'did a hip-to-gable conversion', 'put in Velux windows and boarded the loft'],
    praise: ['The new space feels as if it was always part of the house.', 'They dealt with building control from start to finish.', 'Our loft is now the nicest room in the house.'],
    gripes: ['The completion certificate took months to arrive.', 'Communication dropped off once the roof was on.'],
  },
  'Refurbishments & home improvements': {
    jobs: ['renovated our whole ground floor', 'refurbished our rental flat between tenants', 'modernised the house before we moved in', 'turned a tired bathroom and bedroom into a guest suite'],
    praise: ['One point of contact for every trade made it stress-free.', 'They finished on budget and a few days early.', 'The weekly updates with photos were brilliant while we were away.'],
    gripes: ['Snagging dragged on for weeks after they said it was finished.', 'Different trades turned up without warning.'],
  },
  'Home security installation specialist': {
    jobs: ['installed CCTV around the house', 'fitted a wireless burglar alarm', 'set up a video doorbell and smart locks', 'upgraded our old alarm panel'],
    praise: ['Everything works exactly as they said it would.', 'They set everything up on our phones and showed us how it works.', 'Neat cable runs with nothing left trailing.'],
    gripes: ['The system kept sending false alerts for the first fortnight.', 'The app set-up was left for us to work out.'],
  },
  Flooring: {
    jobs: ['laid engineered oak through the ground floor', 'fitted LVT in the kitchen', 'sanded and oiled our original floorboards', 'carpeted the stairs and landing'],
    praise: ['The thresholds between rooms are seamless.', 'No gaps, no squeaks and beautifully neat edges.', 'They levelled the subfloor properly first, so nothing creaks.'],
    gripes: ['Part of it has started to lift near the back door.', 'They trimmed the doors but left the shavings behind.'],
  },
  'Kitchen fitter': {
    jobs: ['fitted our new kitchen', 'installed quartz worktops and a new sink', 'replaced our kitchen doors and worktops', 'fitted an island with a hob'],
    praise: ['The doors are perfectly aligned and the worktop joints are invisible.', 'They worked around us so we could still make a cup of tea every day.', 'Finished in eight days, exactly as promised.'],
    gripes: ['A cupboard door was hung the wrong way round and took weeks to fix.', 'The sink was leaking on the second day.'],
  },
  'Concrete specialist': {
    jobs: ['poured the base for our garden room', 'dug and poured the footings for our extension', 'laid a polished concrete floor', 'replaced our cracked concrete driveway'],
    praise: ['Dead level and beautifully finished.', 'Everything passed inspection first time.', 'They knew exactly what mix and depth the job needed.'],
    gripes: ['Cracks appeared within a few months.', 'Concrete splashes were left on the fence.'],
  },
  'Driveway & patio cleaning': {
    jobs: ['cleaned and re-sanded our block-paved drive', 'pressure-washed the patio', 'cleaned and sealed the driveway', 'cleaned the decking and the garden path'],
    praise: ['It looks brand new.', 'They protected the plants and washed down the windows afterwards.', 'The weeds have stayed away all summer.'],
    gripes: ['The weeds were back within a few weeks.', 'Muddy spray was left all over the front of the house.'],
  },
  Guttering: {
    jobs: ['cleared our blocked gutters', 'replaced the guttering and downpipes', 'fitted new fascias, soffits and gutters', 'fixed a leaking gutter joint'],
    praise: ['Showed us camera footage before and after.', 'No more water pouring down the wall when it rains.', 'Quick, tidy and reasonably priced.'],
    gripes: ['The downpipe still overflows in heavy rain.', 'They forgot to clear the gutters at the back.'],
  },
};
