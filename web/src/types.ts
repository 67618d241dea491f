// The shapes of docs/web-api.md (the contract with src/web/).
export type Color = 'white' | 'black';

export interface Displacement {
  kind: 'kidnap' | 'repulse';
  piece: string;
  from: string;
  to: string;
  becomesQueen: boolean;
}

export interface PlayedMove {
  san: string;
  uci: string;
  by: Color;
  fen: string;
  displaced: Displacement[];
  sentence?: string;
  from?: string;
  to?: string;
}

export interface LegalMove {
  uci: string;
  san: string;
  from: string;
  to: string;
  promotion: null | 'q' | 'r' | 'b' | 'n' | 'c';
  effect: string;
  label: string;
  displaced: Displacement[];
}

export interface SquareInfo {
  square: string;
  piece: string | null;
  label: string;
}

export interface Palette {
  light: string;
  dark: string;
  lastMove: string;
  kidnap: string;
  repulse: string;
  check: string;
  mark: string;
}

export interface Player {
  name: string;
  rating: number | null;
}

export interface Actions {
  resign: boolean;
  draw: boolean;
  declineDraw: boolean;
  takeback: boolean;
  declineTakeback: boolean;
  abort: boolean;
  claim: boolean;
  rematch: boolean;
  review: boolean;
}

export interface GameState {
  id: number;
  version: number;
  title: string;
  terms: string;
  status: string;
  white: Player;
  black: Player;
  you: Color | null;
  orientation: Color;
  turn: Color;
  fen: string;
  position: string;
  over: boolean;
  result: string | null;
  squares: SquareInfo[];
  check: string | null;
  moves: PlayedMove[];
  lastMove: PlayedMove | null;
  legal: LegalMove[];
  clocks: { white: number; black: number; running: Color | null } | null;
  offers: { draw: Color | null; takeback: Color | null };
  actions: Actions;
  /** The opponent's rematch challenge to the viewer (the game over): "bob offers you a
   * rematch.", to accept or decline. */
  rematchOffer: { challenge: number; text: string } | null;
  spectators: number;
  /** "3 watching", in the viewer's language. */
  spectatorsText: string;
  announce: string;
  palette: Palette;
}

export interface Session {
  user?: { id: string; name: string };
  lang: string;
  messages: Record<string, string>;
  signInWithDiscord: boolean;
  error?: string;
}

export interface GameSummary {
  id: number;
  title: string;
  terms: string;
  status: string;
  fen: string;
  orientation: Color;
  lastMove: { from: string; to: string } | null;
  yourTurn: boolean;
}

export interface ChallengeSummary {
  id: number;
  text: string;
  incoming: boolean;
}

export interface Choice {
  value: string | number;
  label: string;
}

export interface Lobby {
  games: GameSummary[];
  challenges: ChallengeSummary[];
  watch: GameSummary[];
  play: { levels: Choice[]; variants: Choice[]; colors: Choice[]; times: Choice[] };
}

export interface ReviewMove extends PlayedMove {
  fenBefore: string;
  explanation: string;
  verdict: string;
  verdictText: string;
  reason: string;
  eval: number;
}

export interface Review {
  moves: ReviewMove[];
  start: string;
  summary: string;
}

export const DEFAULT_PALETTE: Palette = {
  light: '#eed8b2',
  dark: '#b08058',
  lastMove: 'rgba(205,210,106,0.55)',
  kidnap: 'rgba(236,110,20,0.59)',
  repulse: 'rgba(150,60,210,0.51)',
  check: '#e61414',
  mark: '#28963c',
};
