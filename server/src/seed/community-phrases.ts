import type { CategoryTitle, QuoteValueBandCode } from '@tradeshub/sdk';

// The words of the demo community: what neighbours ask, recommend and plan, and the jobs
// they post. `{town}` and `{area}` are filled with the post's town and neighbourhood.

export interface PostPhrase {
  title: string;
  body: string;
}

export const GENERAL_POSTS: readonly PostPhrase[] = [
  { title: 'Recommendations for a chimney sweep?', body: 'Ours retired last year and the wood burner is due a sweep before winter. Anyone used someone good around {area}?' },
  { title: 'Skip sharing on our road', body: 'We have a skip arriving on Saturday for a week and it will not be full. Happy to share the cost with anyone nearby clearing out a garage.' },
  { title: 'Who did your loft insulation?', body: 'Thinking of topping up ours to 270mm before the cold sets in. Did anyone in {town} get the grant, and was it worth it?' },
  { title: 'Damp patch on an inside wall', body: 'Small damp patch appeared on the chimney breast after the storms. Is this a roofer job or a builder job? Any advice before I call someone out.' },
  { title: 'Free: spare floor tiles', body: 'Four boxes of grey porcelain tiles (60x60) left over from our kitchen. Free to anyone in {area} who can collect.' },
  { title: 'Best builders merchant in {town}?', body: 'Doing a small patio myself. Which merchant nearby is friendly to DIYers and delivers small loads?' },
  { title: 'Planning permission for a side return?', body: 'Has anyone on a terraced street in {area} done a side return extension? Did you need full planning or was it permitted development?' },
  { title: 'Fence blown down in the wind', body: 'Two panels down between us and next door after last night. Is it usually the owner on the left who is responsible? Never sure.' },
  { title: 'Thank you to the electrician on our street', body: 'Huge thanks to the local sparky who came out on a Sunday when our whole board tripped. Honest, tidy and did not overcharge.' },
  { title: 'Street tree roots lifting the path', body: 'The roots outside number 40 are lifting our front path. Has anyone had the council deal with this in {town}?' },
  { title: 'Boiler service reminders', body: 'Friendly reminder to get boilers serviced before the first cold snap. Engineers in {area} get booked up fast in November.' },
  { title: 'Repainting sash windows, DIY or not?', body: 'Our sashes need stripping and repainting. Has anyone tried it themselves, or is it a job for a decorator who knows old windows?' },
  { title: 'Bee swarm in the garden', body: 'A swarm has settled in our hedge in {area}. Does anyone know a local beekeeper who collects them?' },
  { title: 'Quiet hours for building work?', body: 'Works next door start at 7am every day including Saturdays. What hours are allowed in {town}? Not trying to cause trouble.' },
  { title: 'Community garden volunteers', body: 'We are tidying the community garden this Sunday from 10. Bring gloves; tea and cake provided. All welcome.' },
  { title: 'Gutters full of leaves again', body: 'Is it worth paying for gutter guards or just getting them cleared twice a year? Curious what others in {area} do.' },
];

export interface JobPhrase extends PostPhrase {
  category: CategoryTitle;
  band: QuoteValueBandCode;
}

export const JOB_REQUESTS: readonly JobPhrase[] = [
  { category: 'Plumbing', band: 'UNDER_500', title: 'Leaking kitchen tap and new mixer', body: 'Kitchen mixer drips constantly and the isolation valve is seized. Would like a new mixer fitted; I can buy the tap or you can supply.' },
  { category: 'Plumbing', band: 'FROM_500_TO_5000', title: 'Replace bath with walk-in shower', body: 'Small family bathroom, want the bath out and a level-access shower tray in. Tiling can be done separately.' },
  { category: 'Plumbing', band: 'UNDER_500', title: 'Radiator not heating at the bottom', body: 'Two radiators upstairs are cold at the bottom even after bleeding. Probably needs a power flush or new valves?' },
  { category: 'Plumbing', band: 'FROM_500_TO_5000', title: 'Combi boiler swap', body: 'Old system boiler and hot water tank in the airing cupboard. Would like a combi fitted and the tank removed.' },
  { category: 'Electrical work', band: 'UNDER_500', title: 'Outdoor socket for the garden', body: 'Need a weatherproof double socket on the back wall for a pond pump and lights.' },
  { category: 'Electrical work', band: 'FROM_500_TO_5000', title: 'Consumer unit upgrade', body: 'House still has the old fuse box. Looking for an EICR and a new consumer unit with RCD protection.' },
  { category: 'Tiling', band: 'UNDER_500', title: 'Retile kitchen splashback', body: 'About 3 square metres of splashback behind the hob and sink. Metro tiles, I have bought them already.' },
  { category: 'Tiling', band: 'FROM_500_TO_5000', title: 'Bathroom floor and walls retiled', body: 'Full retile of a small bathroom, roughly 18 square metres of wall and 4 of floor. Old tiles to come off.' },
  { category: 'Painting & Decorating', band: 'FROM_500_TO_5000', title: 'Hall, stairs and landing repaint', body: 'Three storey hallway, needs scaffold tower for the stairwell. Walls, ceiling and woodwork.' },
  { category: 'Painting & Decorating', band: 'UNDER_500', title: 'Paint one bedroom', body: 'Double bedroom, walls and ceiling, colour change from dark blue to white so probably two coats plus primer.' },
  { category: 'Roofing', band: 'UNDER_500', title: 'Slipped tiles after the storm', body: 'Three or four tiles have slipped on the back roof. Two storey house, access from the garden.' },
  { category: 'Roofing', band: 'FROM_5000_TO_15000', title: 'Flat roof on rear extension replaced', body: 'Felt roof on a 4x5m extension is leaking at the edges. Would like it replaced with GRP or EPDM.' },
  { category: 'Carpentry', band: 'FROM_500_TO_5000', title: 'Built-in alcove cupboards', body: 'Two alcoves either side of the living room chimney breast. Cupboards below, shelves above, painted finish.' },
  { category: 'Plastering', band: 'UNDER_500', title: 'Skim a ceiling after a leak', body: 'Bathroom leak has been fixed, the ceiling below (about 12 square metres) needs boarding patched and skimming.' },
  { category: 'Fencing', band: 'FROM_500_TO_5000', title: 'Replace 20m of garden fence', body: 'Old panels are rotten. Looking for closeboard with concrete posts and gravel boards.' },
  { category: 'Kitchen fitter', band: 'FROM_5000_TO_15000', title: 'Fit a new kitchen (units supplied)', body: 'Flat-pack units bought from a trade supplier. Need fitting, worktops cut and the sink and hob connected.' },
  { category: 'Building & extensions', band: 'OVER_15000', title: 'Single storey rear extension', body: 'Planning approved for a 3m rear extension with bifold doors. Looking for quotes from builders who can start in spring.' },
  { category: 'Guttering', band: 'UNDER_500', title: 'Gutters cleared and a joint resealed', body: 'Front and back gutters overflowing, and one joint over the door leaks. Semi-detached, two storeys.' },
  { category: 'Soft Landscaping', band: 'FROM_500_TO_5000', title: 'Overgrown garden tidied and turfed', body: 'Back garden about 60 square metres, overgrown. Would like it cleared, levelled and new turf laid.' },
  { category: 'Flooring', band: 'FROM_500_TO_5000', title: 'Engineered oak in the living room', body: 'About 25 square metres. Old carpet to lift, subfloor is concrete. Flooring not bought yet.' },
];

export const NEIGHBOUR_COMMENTS: readonly string[] = [
  'We used someone great last year, will dig out their number.',
  'Same problem here a few months ago. Worth getting two or three quotes.',
  'Following, as we need the same done.',
  'The council website has a page on this, but it is hard to find.',
  'Thanks for posting this, really useful.',
  'Happy to help on Saturday if you need an extra pair of hands.',
  'Check they are properly insured before anyone starts.',
  'Ask around the street first, someone always knows someone.',
];

export const TRADESPERSON_COMMENTS: readonly string[] = [
  'I cover {area} and could come and look at it this week. Sent you a message.',
  'Happy to quote for this. Could you share a photo of the area?',
  'This is a job we do most weeks. I can pop round for a free look on Thursday.',
  'We have a cancellation next week if you are in a hurry.',
];

export const REPLIES: readonly string[] = [
  'Thank you, that would be great.',
  'Brilliant, I have sent you a message.',
  'Good tip, thanks.',
  'Agreed, that is what we did.',
  'Could you do a Saturday morning?',
  'Yes, I can send photos tonight.',
];
