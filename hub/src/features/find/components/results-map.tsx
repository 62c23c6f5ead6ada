import { useId, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { RATING_BAND_COLOURS, formatRating, ratingBand, ratingColour, type LatLng } from '@tradeshub/sdk';
import { tileUrl, type MapTileSource } from '../../../lib/map-tiles';
import { milesLabel } from '../format-distance';
import { useElementSize } from '../hooks/use-element-size';
import { createProjection, ringDistances, tilesFor } from '../map-projection';
import { MAP_RANGES } from '../search-params';

export interface MapPin {
  id: string;
  /** The number on the pin, matching the result card. */
  number: number;
  name: string;
  /** Average rating; 0 when nobody has rated it yet. */
  rating: number;
  distanceMiles: number;
  position: LatLng;
  href: string;
  /** 'community': a post or job request, drawn as a square speech marker instead of a rating pin. */
  kind?: 'trade' | 'community';
  /** What the pin says to a screen reader; by default its number, name, rating and distance. */
  label?: string;
}

export interface ResultsMapProps {
  centre: LatLng;
  centreLabel: string;
  /** Miles from the centre to the nearer edge (the filter's selectedRange). */
  rangeMiles: number;
  /** The search's distance limit, drawn as a dashed circle. */
  searchLimitMiles: number;
  pins: MapPin[];
  activeId: string | null;
  onActivate(id: string | null): void;
  onRangeChange(miles: number): void;
  /** Tiles to draw underneath; null draws the offline map. */
  tileSource: MapTileSource | null;
  /** Which markers the map shows, for its key and description; tradespeople by default. */
  layer?: 'trades' | 'community';
}

const PIN_MARGIN = 6;
const PIN_PATH = 'M0 0C-3.5-7-11-10.5-11-18.5a11 11 0 1 1 22 0C11-10.5 3.5-7 0 0Z';
const UNRATED_COLOUR = '#8a968e';
const COMMUNITY_PATH = 'M0 0l-5-7h-7a3 3 0 0 1-3-3v-15a3 3 0 0 1 3-3h24a3 3 0 0 1 3 3v15a3 3 0 0 1-3 3h-7Z';
const COMMUNITY_COLOUR = '#0369a1';

function followLink(event: MouseEvent, navigate: (to: string) => void, href: string) {
  // Let the browser handle new-tab and new-window clicks.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  navigate(href);
}

/**
 * The results on a map: the search centre, distance rings and a numbered pin per
 * tradesperson coloured by its rating band. Drawn as SVG, so it works with no map service;
 * with a tile source configured, the tiles go underneath the same pins.
 */
export function ResultsMap(props: ResultsMapProps) {
  const { centre, centreLabel, rangeMiles, searchLimitMiles, pins, activeId, onActivate, tileSource } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(boxRef, { width: 480, height: 480 });
  const navigate = useNavigate();
  // useId's characters are not valid in a url(#...) reference.
  const patternId = `map-grid-${useId().replace(/[^\w-]/g, '')}`;
  const descriptionId = useId();

  const frame = { centre, rangeMiles, width, height };
  const projection = createProjection(frame);
  const { origin, pxPerMile } = projection;
  const placed = pins.map((pin) => ({ pin, at: projection.project(pin.position) }));
  const visible = placed.filter(({ at }) => projection.contains(at, PIN_MARGIN));
  const beyond = placed.length - visible.length;
  // The highlighted pin is drawn last so it sits on top.
  visible.sort((a, b) => Number(a.pin.id === activeId) - Number(b.pin.id === activeId));
  const limitRadius = searchLimitMiles * pxPerMile;
  const tiles = tileSource ? tilesFor(frame) : [];

  const wider = MAP_RANGES.find((miles) => miles > rangeMiles);
  const closer = [...MAP_RANGES].reverse().find((miles) => miles < rangeMiles);

  return (
    <figure className="relative h-full overflow-hidden rounded-2xl border border-line bg-[#eef3ee]" aria-describedby={descriptionId}>
      <div ref={boxRef} className="absolute inset-0">
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block select-none" role="group" aria-label={`Map of results around ${centreLabel}`}>
          <defs>
            <pattern id={patternId} width={pxPerMile} height={pxPerMile} patternUnits="userSpaceOnUse" x={origin.x} y={origin.y}>
              <path d={`M${pxPerMile} 0H0V${pxPerMile}`} fill="none" stroke="#d7e2d9" strokeWidth="1" />
            </pattern>
          </defs>
          {tileSource ? (
            tiles.map((tile) => (
              <image key={tile.key} href={tileUrl(tileSource, tile)} x={tile.left} y={tile.top} width={tile.size + 0.5} height={tile.size + 0.5} preserveAspectRatio="none" />
            ))
          ) : pxPerMile >= 6 ? (
            <rect width={width} height={height} fill={`url(#${patternId})`} />
          ) : null}

          <g aria-hidden>
            {limitRadius < Math.max(width, height) && (
              <circle cx={origin.x} cy={origin.y} r={limitRadius} fill="rgba(47,125,79,0.06)" stroke="#2f7d4f" strokeWidth="1.5" strokeDasharray="6 5" />
            )}
            {ringDistances(rangeMiles).map((miles) => (
              <g key={miles}>
                <circle cx={origin.x} cy={origin.y} r={miles * pxPerMile} fill="none" stroke="#7c8c82" strokeOpacity="0.55" strokeWidth="1" />
                <text
                  x={origin.x}
                  y={origin.y - miles * pxPerMile - 4}
                  textAnchor="middle"
                  className="fill-muted text-[11px] font-semibold"
                  stroke="white"
                  strokeWidth="3"
                  paintOrder="stroke"
                >
                  {miles} {miles === 1 ? 'mile' : 'miles'}
                </text>
              </g>
            ))}
            <circle cx={origin.x} cy={origin.y} r="7" fill="#2f7d4f" stroke="white" strokeWidth="3" />
            <text
              x={origin.x}
              y={origin.y + 22}
              textAnchor="middle"
              className="fill-ink text-xs font-bold"
              stroke="white"
              strokeWidth="4"
              paintOrder="stroke"
            >
              {centreLabel.charAt(0).toUpperCase() + centreLabel.slice(1)}
            </text>
            <text x={width - 18} y={26} textAnchor="middle" className="fill-muted text-[11px] font-bold">
              N
            </text>
            <path d={`M${width - 18} 30l-5 12h10z`} fill="#5d6b62" />
          </g>

          {visible.map(({ pin, at }) => {
            const active = pin.id === activeId;
            const band = pin.rating > 0 ? ratingBand(pin.rating) : null;
            const community = pin.kind === 'community';
            const label =
              pin.label ?? `${pin.number}. ${pin.name}, ${pin.rating > 0 ? `rated ${formatRating(pin.rating)}` : 'not rated yet'}, ${milesLabel(pin.distanceMiles)} away`;
            return (
              <a
                key={pin.id}
                href={pin.href}
                aria-label={label}
                onClick={(event) => followLink(event, navigate, pin.href)}
                onMouseEnter={() => onActivate(pin.id)}
                onMouseLeave={() => onActivate(null)}
                onFocus={() => onActivate(pin.id)}
                onBlur={() => onActivate(null)}
                className="cursor-pointer outline-none [&:focus-visible_path]:stroke-accent-400"
              >
                <title>{label}</title>
                <g transform={`translate(${at.x} ${at.y}) scale(${active ? 1.25 : 1})`} className="transition-transform">
                  <path
                    d={community ? COMMUNITY_PATH : PIN_PATH}
                    fill={community ? COMMUNITY_COLOUR : band ? ratingColour(pin.rating) : UNRATED_COLOUR}
                    stroke={active ? '#1d2a22' : 'white'}
                    strokeWidth={active ? 2.5 : 2}
                  />
                  <text y={community ? -13.5 : -14.5} textAnchor="middle" className={`text-[11px] font-bold ${band === 'amber' && !community ? 'fill-ink' : 'fill-white'}`}>
                    {pin.number}
                  </text>
                </g>
              </a>
            );
          })}
        </svg>
      </div>

      <div className="absolute top-3 left-3 flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm">
        <button
          type="button"
          onClick={() => closer && props.onRangeChange(closer)}
          disabled={!closer}
          aria-label={closer ? `Zoom in to ${closer} miles around ${centreLabel}` : 'Zoomed in as far as the map goes'}
          className="flex h-9 w-9 items-center justify-center text-lg font-semibold text-ink hover:bg-brand-50 disabled:text-line"
        >
          +
        </button>
        <button
          type="button"
          onClick={() => wider && props.onRangeChange(wider)}
          disabled={!wider}
          aria-label={wider ? `Zoom out to ${wider} miles around ${centreLabel}` : 'Zoomed out as far as the map goes'}
          className="flex h-9 w-9 items-center justify-center border-t border-line text-lg font-semibold text-ink hover:bg-brand-50 disabled:text-line"
        >
          −
        </button>
      </div>

      <div className="pointer-events-none absolute inset-x-3 bottom-3 flex flex-wrap items-end justify-between gap-2">
        <ul aria-label="Pin colours" className="pointer-events-auto flex flex-wrap gap-x-3 gap-y-1 rounded-lg bg-white/90 px-2.5 py-1.5 text-[11px] text-ink shadow-sm">
          {(props.layer === 'community' ? [[COMMUNITY_COLOUR, 'Posts and job requests']] : [
            [RATING_BAND_COLOURS.purple, '3.5 and up'],
            [RATING_BAND_COLOURS.amber, '2.5 to 3.4'],
            [RATING_BAND_COLOURS.red, 'Under 2.5'],
            [UNRATED_COLOUR, 'Not rated'],
          ]).map(([colour, text]) => (
            <li key={text} className="flex items-center gap-1">
              <span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: colour }} />
              {text}
            </li>
          ))}
        </ul>
        {beyond > 0 && wider && (
          <button
            type="button"
            onClick={() => props.onRangeChange(wider)}
            className="pointer-events-auto rounded-lg bg-white/95 px-2.5 py-1.5 text-xs font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
          >
            {beyond} more beyond {rangeMiles} miles · Zoom out
          </button>
        )}
      </div>
      {tileSource?.attribution && (
        <p className="absolute top-1 right-8 rounded bg-white/80 px-1.5 text-[10px] text-muted">{tileSource.attribution}</p>
      )}
      <figcaption id={descriptionId} className="sr-only">
        {props.layer === 'community'
          ? `${pins.length} posts and job requests around ${centreLabel}, each at the area it was posted from.`
          : `${pins.length} results around ${centreLabel}. Pins show each tradesperson's distance from ${centreLabel} in the direction of their town; exact addresses are private.`}
      </figcaption>
    </figure>
  );
}
