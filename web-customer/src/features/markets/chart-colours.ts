// The chart draws on a canvas, which cannot read CSS variables: the colours are read from tokens.css
// whenever the theme or the up/down setting changes.
export interface ChartColours {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  line: string;
}

const FALLBACK: ChartColours = { background: '#171c23', text: '#a3afbd', grid: '#1f262f', up: '#2ebd85', down: '#f6465d', line: '#4c8dff' };

export const readChartColours = (root: HTMLElement = document.documentElement): ChartColours => {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--surface', FALLBACK.background),
    text: read('--text-muted', FALLBACK.text),
    grid: read('--surface-2', FALLBACK.grid),
    up: read('--up', FALLBACK.up),
    down: read('--down', FALLBACK.down),
    line: read('--accent', FALLBACK.line),
  };
};

// A token colour made see-through for the area under the "time" line; tokens are #rrggbb.
export const translucent = (colour: string, alpha: number): string => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return 'rgba(0, 0, 0, 0)';
  const [red, green, blue] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
};
