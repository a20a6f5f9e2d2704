#include "engine/root/factions/vagabond/vagabond.h"

#include <bit>

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/pieces.h"
#include "engine/root/factions/vagabond/quests.h"
#include "engine/root/factions/vagabond/state_io.h"
#include "engine/root/factions/vagabond/text.h"
#include "engine/root/outrage.h"

namespace arbiter::root {
namespace {

using vagabond::Count;
using vagabond::Exhaust;
using vagabond::FaceUp;
using vagabond::OnTrack;

constexpr Faction kVb = Faction::kVagabond;

int Seat(const State& s) { return SeatOf(s, kVb); }
VagabondStep Step(const State& s) { return VagabondStep(s.fstep); }
int Pawn(const State& s) { return s.vagabond.pawn; }
bool InClearing(const State& s) { return ValidClearing(Pawn(s)); }
bool ValidItem(int i) { return i > 0 && i < kNumItems; }

void Init(State& s) {
  VagabondBoard& v = s.vagabond;
  v = VagabondBoard{};
  v.pawn = -1;
  v.character = -1;
  v.quests_shown.fill(-1);
  v.coalition = -1;
  s.fstep = 0;
}

bool SetupDone(const State& s) { return Step(s) == VagabondStep::kSetupDone; }

void BeginTurn(State& s) {
  VagabondBoard& v = s.vagabond;
  v.aids = {};
  // root.vagabond.refresh: seed 朝フェイズ「アイテムの復活」 — 2 per tea on
  // its track, then 3 more.
  v.refresh_left = uint8_t(kRefreshBase + kRefreshPerTea * OnTrack(s, Item::kTea));
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(VagabondStep::kRefresh);
}

Progress Advance(State& s) {
  switch (Step(s)) {
    case VagabondStep::kRefresh: {
      int exhausted = 0;
      for (int i = 1; i < kNumItems; ++i)
        exhausted += Count(s, Item(i), ItemState::kExhausted) +
                     Count(s, Item(i), ItemState::kDamagedExhausted);
      if (s.vagabond.refresh_left == 0 || exhausted == 0) {
        s.fstep = uint8_t(VagabondStep::kSlip);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    }
    case VagabondStep::kEveningDraw:
      // root.vagabond.evening: seed 夜フェイズ — in a forest every damaged
      // item is repaired; then 1 + the face-up coins on its track are drawn.
      if (!InClearing(s)) vagabond::RepairAll(s);
      QueueDraw(s, Seat(s), 1 + OnTrack(s, Item::kCoins));
      s.fstep = uint8_t(VagabondStep::kEveningDiscard);
      return Progress::kStepped;
    case VagabondStep::kEveningDiscard:
      if (HandSize(s, Seat(s)) > kHandLimit) return Progress::kWaiting;
      s.fstep = uint8_t(VagabondStep::kEveningItems);
      return Progress::kStepped;
    case VagabondStep::kEveningItems:
      if (vagabond::SatchelItems(s) > vagabond::ItemLimit(s)) return Progress::kWaiting;
      // Its Evening is over: the item limit holds; damage from here on is noted.
      s.vagabond.damaged_off_turn = {};
      return Progress::kTurnOver;
    default:
      return Progress::kWaiting;
  }
}

// root.vagabond.craft: seed 昼フェイズ G — face-up hammers, all of the pawn's
// clearing's suit.
int CraftingPieces(const State& s, Suit suit) {
  if (!InClearing(s) || s.suit[Pawn(s)] != suit) return 0;
  return FaceUp(s, Item::kHammer);
}
void UseCraftingPieces(State& s, Suit, int n) {
  for (int k = 0; k < n; ++k) Exhaust(s, Item::kHammer);
}
int CraftVp(const State&, int vp) { return vp; }
bool InDaylightActions(const State& s) { return Step(s) == VagabondStep::kDaylight; }

// ---- Relationships (seed 【放浪部族】 友好関係, facts 4.3) ----

Relation RelationOf(const State& s, Faction f) { return Relation(s.vagabond.relation[Fi(f)]); }

// root.vagabond.relationships: seed 友好関係 — the aids of one turn raise the
// marker a step (VP printed on the space); each aid while Allied scores.
void Aided(State& s, Faction f) {
  VagabondBoard& v = s.vagabond;
  const Relation r = RelationOf(s, f);
  if (r == Relation::kHostile) return;
  if (r == Relation::kAllied) {
    AddVp(s, Seat(s), kAlliedAidVp, Score::kCards);
    return;
  }
  if (++v.aids[Fi(f)] < kAidsNeeded[int(r)]) return;
  v.aids[Fi(f)] = 0;
  v.relation[Fi(f)] = uint8_t(int(r) + 1);
  AddVp(s, Seat(s), kRelationVp[int(r)], Score::kCards);
}

// root.vagabond.hostile: seed 友好関係「敵対」 — removing a warrior of a
// non-Hostile faction makes it Hostile; each Hostile piece removed in battle
// on its own turn scores 1 more (Infamy), but not the warrior that made it so.
void RemovedEnemy(State& s, Faction victim, int warriors, int others, bool in_battle) {
  int infamy = warriors + others;
  if (warriors > 0 && RelationOf(s, victim) != Relation::kHostile) {
    s.vagabond.relation[Fi(victim)] = uint8_t(Relation::kHostile);
    s.vagabond.aids[Fi(victim)] = 0;
    infamy = warriors - 1 + others;
  } else if (RelationOf(s, victim) != Relation::kHostile) {
    return;
  }
  if (in_battle && s.turn_seat == Seat(s) && infamy > 0)
    AddVp(s, Seat(s), infamy, Score::kRemoval);
}

// A Hostile faction has pieces in c (seed 「敵対」: one more boot to enter).
bool HostileIn(const State& s, int c) {
  for (int seat = 0; seat < s.players; ++seat) {
    const Faction f = s.faction[seat];
    if (f != kVb && RelationOf(s, f) == Relation::kHostile && HasPieces(s, f, c)) return true;
  }
  return false;
}
int MoveCost(const State& s, int to) { return 1 + (HostileIn(s, to) ? 1 : 0); }

// ---- Locations ----

bool ValidLocation(const State& s, int loc) {
  return ValidClearing(loc) || (loc >= kForestAt && loc < kForestAt + MapOf(s).num_forests);
}
bool Adjacent(const State& s, int a, int b) {
  const MapDef& m = MapOf(s);
  const bool fa = a >= kForestAt, fb = b >= kForestAt;
  if (!fa && !fb) return m.Adjacent(a, b);
  if (fa && fb) return (m.forest_adjacent[a - kForestAt] >> (b - kForestAt)) & 1;
  const int forest = fa ? a - kForestAt : b - kForestAt, c = fa ? b : a;
  return (m.forest_clearings[forest] >> c) & 1;
}

void MovePawn(State& s, int to) {
  s.vagabond.pawn = int8_t(to);
  // root.alliance.outrage: entering sympathy pays (the pawn moves like warriors).
  if (ValidClearing(to)) OutrageOnEntry(s, kVb, to);
}

// ---- Validation ----

Verdict NeedFaceUp(const State& s, Item i, int n, const RuleRef& rule, const char* what) {
  if (FaceUp(s, i) < n) return Forbid(rule, what);
  return Allowed();
}

Verdict NeedInClearing(const State& s, const RuleRef& rule) {
  if (!InClearing(s)) return Forbid(rule, "the pawn is in a forest, not a clearing");
  return Allowed();
}

// A seat other than the Vagabond's.
Verdict OtherSeat(const State& s, int seat) {
  if (seat < 0 || seat >= s.players) return Nonexistent(rules::kMalformed, "no such seat");
  if (seat == Seat(s)) return Forbid(rules::kVbItem, "a seat other than your own");
  return Allowed();
}

// root.vagabond.allied: facts 4.3 Allied — an Allied faction's warriors may
// move with the pawn out of its clearing (the pawn alone: target -1, n 0).
Verdict ValidateAllies(const State& s, const Event& e) {
  if (e.target < 0) {
    if (e.n != 0) return Nonexistent(rules::kMalformed, "warriors named without an ally");
    return Allowed();
  }
  if (Verdict v = OtherSeat(s, e.target); !v.ok()) return v;
  if (RelationOf(s, FactionOf(s, e.target)) != Relation::kAllied)
    return Forbid(rules::kVbMove, "only an Allied faction's warriors move with the pawn");
  if (!InClearing(s) || e.n < 1 || e.n > s.warriors[Fi(FactionOf(s, e.target))][Pawn(s)])
    return Forbid(rules::kVbMove, "not that many of the ally's warriors in the pawn's clearing");
  return Allowed();
}

// root.vagabond.ally: facts 4.3 Allied (seed 友好関係「同盟」: an Allied
// faction's pieces battle as its own) — attacking, the warriors of one
// Allied faction in the clearing fight on its side, never against that
// faction (rule interpretation: as attacker only, as facts 4.3 and the
// official rules have it; the seed does not say which side).
Verdict BattleAlly(const State& s, int c, int defender, int ally) {
  if (ally < 0 || ally >= s.players) return Nonexistent(rules::kMalformed, "no such seat");
  if (ally == Seat(s)) return Forbid(rules::kVbAlly, "your own seat is no ally");
  if (RelationOf(s, FactionOf(s, ally)) != Relation::kAllied)
    return Forbid(rules::kVbAlly, "only an Allied faction's warriors fight on your side");
  if (ally == defender) return Forbid(rules::kVbAlly, "an ally's warriors do not fight against it");
  if (!ValidClearing(c) || s.warriors[Fi(FactionOf(s, ally))][c] == 0)
    return Forbid(rules::kVbAlly, "the ally has no warriors in the clearing of battle");
  return Allowed();
}

// root.vagabond.ally: facts 4.3 Allied — an ally that took more of the hits
// (on its warriors) than the Vagabond took on its items in that battle turns
// Hostile. Ignored hits count for neither; removing those warriors is no
// removal by the Vagabond (the defender dealt the hits), so it scores no
// Infamy and makes no other faction Hostile.
void AllyHits(State& s, int ally, int on_ally, int on_own) {
  if (on_ally <= on_own) return;
  const Faction f = FactionOf(s, ally);
  s.vagabond.relation[Fi(f)] = uint8_t(Relation::kHostile);
  s.vagabond.aids[Fi(f)] = 0;
}

Verdict ValidateStrike(const State& s, const Event& e) {
  if (Verdict v = NeedInClearing(s, rules::kVbStrike); !v.ok()) return v;
  if (Verdict v = NeedFaceUp(s, Item::kCrossbow, 1, rules::kVbStrike, "no face-up crossbow"); !v.ok())
    return v;
  if (Verdict v = OtherSeat(s, e.target); !v.ok()) return v;
  const Faction f = FactionOf(s, e.target);
  const int c = Pawn(s);
  if (e.piece < 0) {
    if (s.warriors[Fi(f)][c] == 0) return Forbid(rules::kVbStrike, "no warrior of that seat there");
    return Allowed();
  }
  if (e.piece >= kNumPieceKinds) return Nonexistent(rules::kMalformed, "no such piece");
  // seed C:狙撃 — a building or token only when it has no warrior there.
  if (s.warriors[Fi(f)][c] > 0)
    return Forbid(rules::kVbStrike, "that seat has warriors there: strike a warrior first");
  if (PieceOwner(PieceKind(e.piece)) != f || CountPiece(s, PieceKind(e.piece), c) == 0)
    return Forbid(rules::kVbStrike, "no such piece of that seat there");
  return Allowed();
}

Verdict ValidateAid(const State& s, const Event& e) {
  if (Verdict v = NeedInClearing(s, rules::kVbAid); !v.ok()) return v;
  if (!ValidItem(e.n)) return Nonexistent(rules::kMalformed, "no such item");
  if (FaceUp(s, Item(e.n)) == 0) return Forbid(rules::kVbAid, "the item spent is not face up");
  if (Verdict v = OtherSeat(s, e.target); !v.ok()) return v;
  const int c = Pawn(s);
  if (s.warriors[Fi(FactionOf(s, e.target))][c] == 0)
    return Forbid(rules::kVbAid, "that seat has no warrior in the pawn's clearing");
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if (!InHand(s, Seat(s), e.card)) return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  if (!PaysFor(kCards[e.card].suit, s.suit[c]))
    return Forbid(rules::kVbAid, "the card does not match the clearing");
  if (e.b != 0) {
    if (!ValidItem(e.b)) return Nonexistent(rules::kMalformed, "no such item");
    // The receiver's crafted items, or what its faction offers instead
    // (board.h TakeableItems: the automa's Items for Sale).
    if (TakeableItems(s, e.target, e.b) == 0)
      return Forbid(rules::kVbAid, "that item is not among the seat's crafted items");
  }
  return Allowed();
}

// Hideout repairs: order[0..order_len) = item * 2 + exhausted, ascending,
// as many as min(3, damaged items).
inline constexpr int kHideoutRepairs = 3;  // facts 4.1 Ranger
Verdict ValidateHideout(const State& s, const Event& e) {
  const int due = std::min(kHideoutRepairs, vagabond::AllDamaged(s));
  if (e.order_len != due) return Forbid(rules::kVbSpecial, "the Hideout repairs three damaged items (all, if fewer)");
  std::array<std::array<uint8_t, 2>, kNumItems> left{};
  for (int i = 1; i < kNumItems; ++i)
    for (int x = 0; x < 2; ++x) left[i][x] = uint8_t(Count(s, Item(i), vagabond::DamagedOf(x)));
  for (int k = 0; k < e.order_len; ++k) {
    const int i = e.order[k] / 2, x = e.order[k] % 2;
    if (!ValidItem(i)) return Nonexistent(rules::kMalformed, "no such item");
    if (k > 0 && e.order[k] < e.order[k - 1])
      return Nonexistent(rules::kMalformed, "items repaired are listed in ascending order");
    if (left[i][x] == 0) return Forbid(rules::kVbSpecial, "no such damaged item");
    --left[i][x];
  }
  return Allowed();
}

Verdict ValidateSpecial(const State& s, const Event& e) {
  if (Verdict v = NeedFaceUp(s, Item::kTorch, 1, rules::kVbSpecial, "no face-up torch"); !v.ok()) return v;
  // Each character's action names only what it uses (one spelling each).
  const Character who = Character(s.vagabond.character);
  if ((e.target >= 0) != (who == Character::kThief) || (e.card >= 0) != (who == Character::kTinker) ||
      (e.order_len > 0 && who != Character::kRanger))
    return Nonexistent(rules::kMalformed,
                       "the Thief names a target, the Tinker a card, the Ranger the items repaired");
  switch (who) {
    case Character::kThief: {
      // facts 4.1 Thief: a random card from a player in the pawn's clearing.
      if (Verdict v = NeedInClearing(s, rules::kVbSpecial); !v.ok()) return v;
      if (Verdict v = OtherSeat(s, e.target); !v.ok()) return v;
      if (!HasPieces(s, FactionOf(s, e.target), Pawn(s)))
        return Forbid(rules::kVbSpecial, "that seat has no piece in the pawn's clearing");
      if (!CanTakeCardFrom(s, e.target)) return Forbid(rules::kVbSpecial, "that seat holds no card");
      return Allowed();
    }
    case Character::kTinker:
      // facts 4.1 Tinker: a card of the clearing's suit (or a bird) from the discard.
      if (Verdict v = NeedInClearing(s, rules::kVbSpecial); !v.ok()) return v;
      if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
      if (!((s.discard >> e.card) & 1)) return Forbid(rules::kVbSpecial, "the card is not in the discard pile");
      if (!PaysFor(kCards[e.card].suit, s.suit[Pawn(s)]))
        return Forbid(rules::kVbSpecial, "the card matches neither the clearing nor is a bird");
      return Allowed();
    case Character::kRanger:
      return ValidateHideout(s, e);
  }
  return Forbid(rules::kVbSpecial, "no character chosen");
}

// root.vagabond.coalition: seed 【圧倒カード】《共闘軍》 — a dominance card
// activated (in Daylight, with 10 VP, as any activation) joins the other
// player with the fewest VP (its choice among ties); only with four or more
// players (facts 4.4, the official rules; the seed is silent).
inline constexpr int kCoalitionPlayers = 4;
inline constexpr int kActivationVp = 10;
Verdict ValidateCoalition(const State& s, const Event& e) {
  const int seat = Seat(s);
  if (s.players < kCoalitionPlayers)
    return Forbid(rules::kVbCoalition, "a coalition needs four or more players");
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if (!InHand(s, seat, e.card) || kCards[e.card].effect != CardEffect::kDominance)
    return Forbid(rules::kVbCoalition, "no such dominance card in your hand");
  if (const RuleRef* spies = DominanceWithoutVictory(s); spies != nullptr)
    return Forbid(*spies, "a spy card is a dominance card without the victory change");
  if (s.dominance[seat] >= 0 || s.vagabond.coalition >= 0)
    return Forbid(rules::kVbCoalition, "a coalition is already formed");
  if (s.vp[seat] < kActivationVp) return Forbid(rules::kVbCoalition, "needs 10 VP or more");
  if (Verdict v = OtherSeat(s, e.target); !v.ok()) return v;
  for (int other = 0; other < s.players; ++other)
    if (other != seat && s.vp[other] < s.vp[e.target])
      return Forbid(rules::kVbCoalition, "the partner is another player with the fewest VP");
  return Allowed();
}

Verdict ValidateDaylight(const State& s, const Event& e) {
  const int seat = Seat(s);
  switch (e.kind) {
    case EventKind::kEndPhase:
      return Allowed();
    case EventKind::kVbMove: {
      // root.vagabond.move: seed A — a boot (one more into a Hostile
      // faction's clearing); Nimble: rule does not matter (「孤独な旅人」).
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (!Adjacent(s, Pawn(s), e.a)) return Forbid(rules::kVbMove, "not adjacent to the pawn");
      if (Verdict v = ValidateAllies(s, e); !v.ok()) return v;
      return NeedFaceUp(s, Item::kBoot, MoveCost(s, e.a), rules::kVbMove,
                        "not enough face-up boots (one more into a Hostile faction's clearing)");
    }
    case EventKind::kBattle:
      if (e.decree >= 0) return Nonexistent(rules::kMalformed, "only the Eyrie has a Decree");
      if (e.a != Pawn(s)) return Forbid(rules::kVbBattle, "battles are fought in the pawn's clearing");
      if (Verdict v = NeedFaceUp(s, Item::kSword, 1, rules::kVbBattle, "no face-up sword"); !v.ok()) return v;
      return ValidateBattleTarget(s, seat, e.a, e.target);
    case EventKind::kExplore:
      // root.vagabond.explore: seed D — a torch, a ruin in the pawn's clearing;
      // the item found (n) is one of those still under the ruins.
      if (Verdict v = NeedInClearing(s, rules::kVbExplore); !v.ok()) return v;
      if (!s.ruin[Pawn(s)]) return Forbid(rules::kVbExplore, "no ruin in the pawn's clearing");
      if (Verdict v = NeedFaceUp(s, Item::kTorch, 1, rules::kVbExplore, "no face-up torch"); !v.ok()) return v;
      if (!ValidItem(e.n)) return Nonexistent(rules::kMalformed, "no such item");
      // facts 3: the item is the one dealt under this ruin at setup.
      if (e.n != vagabond::RuinItem(s, Pawn(s)))
        return Forbid(rules::kVbExplore, "another item lies under this ruin");
      return Allowed();
    case EventKind::kStrike:
      return ValidateStrike(s, e);
    case EventKind::kRepair:
      // root.vagabond.repair: seed H — a hammer repairs one damaged item.
      if (Verdict v = NeedFaceUp(s, Item::kHammer, 1, rules::kVbRepair, "no face-up hammer"); !v.ok()) return v;
      if (!ValidItem(e.n) || e.piece < 0 || e.piece > 1) return Nonexistent(rules::kMalformed, "no such item");
      if (Count(s, Item(e.n), vagabond::DamagedOf(e.piece)) == 0)
        return Forbid(rules::kVbRepair, "no such damaged item");
      return Allowed();
    case EventKind::kCraft:
      if (Verdict v = NeedInClearing(s, rules::kVbCraft); !v.ok()) return v;
      return ValidateCraft(s, seat, e);
    case EventKind::kAid:
      return ValidateAid(s, e);
    case EventKind::kSpecial:
      return ValidateSpecial(s, e);
    case EventKind::kQuest:
      return vagabond::ValidateQuest(s, e);
    case EventKind::kCoalition:
      return ValidateCoalition(s, e);
    default:
      return Forbid(rules::kWrongTime, "Daylight: an item action or end the phase");
  }
}

Verdict Validate(const State& s, const Event& e) {
  switch (Step(s)) {
    case VagabondStep::kSetupCharacter:
      if (e.kind != EventKind::kChooseCharacter) return Forbid(rules::kWrongTime, "choose a character");
      if (e.n < 0 || e.n >= kNumCharacters) return Nonexistent(rules::kVbCharacter, "no such character");
      return Allowed();
    case VagabondStep::kSetupPawn:
      // The pawn starts in a forest (interpretation: README, Vagabond).
      if (e.kind != EventKind::kPlacePawn) return Forbid(rules::kWrongTime, "place the pawn in a forest");
      if (e.a < kForestAt || !ValidLocation(s, e.a)) return Forbid(rules::kVbPawn, "the pawn starts in a forest");
      return Allowed();
    case VagabondStep::kRefresh:
      if (e.kind == EventKind::kEndPhase) return Allowed();
      if (e.kind != EventKind::kRefresh) return Forbid(rules::kWrongTime, "Birdsong: refresh items or end refreshing");
      if (!ValidItem(e.n) || e.piece < 0 || e.piece > 1) return Nonexistent(rules::kMalformed, "no such item");
      if (Count(s, Item(e.n), e.piece ? ItemState::kDamagedExhausted : ItemState::kExhausted) == 0)
        return Forbid(rules::kVbRefresh, "no such exhausted item");
      return Allowed();
    case VagabondStep::kSlip:
      if (e.kind == EventKind::kEndPhase) return Allowed();
      if (e.kind != EventKind::kSlip) return Forbid(rules::kWrongTime, "Birdsong: slip or end the phase");
      if (!ValidLocation(s, e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing or forest");
      if (!Adjacent(s, Pawn(s), e.a)) return Forbid(rules::kVbSlip, "not adjacent to the pawn");
      return Allowed();
    case VagabondStep::kDaylight:
      return ValidateDaylight(s, e);
    case VagabondStep::kEveningDiscard:
      if (e.kind != EventKind::kDiscard) return Forbid(rules::kWrongTime, "discard down to five cards");
      return ValidateHandLimitDiscard(s, Seat(s), e);
    case VagabondStep::kEveningItems:
      if (e.kind != EventKind::kDiscardItem)
        return Forbid(rules::kVbItemLimit, "over the item limit: remove an item");
      if (!ValidItem(e.n) || e.piece < 0 || e.piece >= kNumItemStates)
        return Nonexistent(rules::kMalformed, "no such item");
      if (Count(s, Item(e.n), ItemState(e.piece)) == 0) return Forbid(rules::kVbItemLimit, "no such item");
      return Allowed();
    default:
      return Forbid(rules::kWrongTime, "the Vagabond has no decision now");
  }
}

// ---- Execution ----

void ExecuteSpecial(State& s, const Event& e) {
  Exhaust(s, Item::kTorch);
  switch (Character(s.vagabond.character)) {
    case Character::kThief:
      // The card is a chance outcome (kRandomCard), with no VP for the robbed.
      TakeCardFrom(s, Seat(s), e.target, /*no_vp=*/true);
      return;
    case Character::kTinker:
      s.discard &= ~Bit(e.card);
      s.hand[Seat(s)] |= Bit(e.card);
      return;
    case Character::kRanger:
      for (int k = 0; k < e.order_len; ++k) {
        const bool exhausted = e.order[k] % 2;
        vagabond::Turn(s, Item(e.order[k] / 2), vagabond::DamagedOf(exhausted),
                       vagabond::UndamagedOf(exhausted));
      }
      // facts 4.1 Hideout: then Daylight ends at once.
      s.phase = Phase::kEvening;
      s.fstep = uint8_t(VagabondStep::kEveningDraw);
      return;
  }
}

void Execute(State& s, const Event& e) {
  VagabondBoard& v = s.vagabond;
  const int seat = Seat(s);
  switch (e.kind) {
    case EventKind::kChooseCharacter:
      v.character = e.n;
      for (int i = 1; i < kNumItems; ++i) v.items[i][int(ItemState::kUp)] = kCharacterItems[e.n][i];
      s.fstep = uint8_t(VagabondStep::kSetupPawn);
      break;
    case EventKind::kPlacePawn:
      v.pawn = e.a;
      s.fstep = uint8_t(VagabondStep::kSetupQuests);
      break;
    case EventKind::kRefresh:
      vagabond::Turn(s, Item(e.n), e.piece ? ItemState::kDamagedExhausted : ItemState::kExhausted,
                     e.piece ? ItemState::kDamagedUp : ItemState::kUp);
      --v.refresh_left;
      break;
    case EventKind::kSlip:
      MovePawn(s, e.a);
      s.phase = Phase::kDaylight;
      s.fstep = uint8_t(VagabondStep::kDaylight);
      break;
    case EventKind::kEndPhase:
      if (Step(s) == VagabondStep::kRefresh) {
        s.fstep = uint8_t(VagabondStep::kSlip);
      } else if (Step(s) == VagabondStep::kSlip) {
        s.phase = Phase::kDaylight;
        s.fstep = uint8_t(VagabondStep::kDaylight);
      } else {
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(VagabondStep::kEveningDraw);
      }
      break;
    case EventKind::kVbMove:
      for (int k = MoveCost(s, e.a); k > 0; --k) Exhaust(s, Item::kBoot);
      if (e.target >= 0) MoveWarriors(s, FactionOf(s, e.target), Pawn(s), e.a, e.n, kVb);
      MovePawn(s, e.a);
      break;
    case EventKind::kBattle:
      Exhaust(s, Item::kSword);
      StartBattle(s, seat, e.a, e.target, e.b);
      break;
    case EventKind::kExplore:
      Exhaust(s, Item::kTorch);
      --s.ruin_items[e.n];
      s.ruin[Pawn(s)] = false;
      vagabond::SetRuinItem(s, Pawn(s), 0);
      vagabond::Gain(s, Item(e.n));
      AddVp(s, seat, 1, Score::kCrafting);
      break;
    case EventKind::kStrike: {
      Exhaust(s, Item::kCrossbow);
      const Faction f = FactionOf(s, e.target);
      if (e.piece < 0) {
        RemoveWarriors(s, f, Pawn(s), 1, /*hospital=*/true);
        NoteRemoval(s, seat, f, 1, 0);
      } else {
        RemovePiece(s, PieceKind(e.piece), Pawn(s), seat);
      }
      break;
    }
    case EventKind::kRepair:
      Exhaust(s, Item::kHammer);
      vagabond::Turn(s, Item(e.n), vagabond::DamagedOf(e.piece), vagabond::UndamagedOf(e.piece));
      break;
    case EventKind::kCraft:
      ExecuteCraft(s, seat, e);
      break;
    case EventKind::kAid: {
      Exhaust(s, Item(e.n));
      GiveCard(s, seat, e.target, e.card);
      if (e.b != 0) {
        TakeItemFrom(s, e.target, e.b);
        vagabond::Gain(s, Item(e.b));
      }
      Aided(s, FactionOf(s, e.target));
      break;
    }
    case EventKind::kSpecial:
      ExecuteSpecial(s, e);
      break;
    case EventKind::kQuest:
      vagabond::ExecuteQuest(s, e);
      break;
    case EventKind::kCoalition:
      // seed 《共闘軍》: the card lies before it as an active dominance card,
      // so its score marker is off the track (AddVp scores nothing more).
      s.hand[seat] &= ~Bit(e.card);
      s.play_area[seat] |= Bit(e.card);
      s.dominance[seat] = e.card;
      v.coalition = e.target;
      break;
    case EventKind::kDiscard:
      DiscardFromHand(s, seat, e.card);
      break;
    case EventKind::kDiscardItem:
      --v.items[e.n][e.piece];
      ++v.removed[e.n];
      break;
    default:
      break;
  }
}

// ---- Legal events ----

// One event of `kind` per (item, state) held among `states`; piece is the
// flag the event kind gives the state (ItemFlag).
void ListItemStates(const State& s, EventKind kind, std::initializer_list<ItemState> states,
                    Event e, EventSink sink) {
  e.kind = kind;
  for (int i = 1; i < kNumItems; ++i)
    for (ItemState st : states)
      if (Count(s, Item(i), st) > 0) {
        e.n = int8_t(i);
        // Refresh (exhausted states): 1 when damaged; repair (damaged
        // states): 1 when exhausted. Both: kDamagedExhausted.
        e.piece = int8_t(st == ItemState::kDamagedExhausted);
        sink(e);
      }
}

// Every ascending choice of `left` damaged items (item * 2 + exhausted).
void ListHideouts(std::array<std::array<uint8_t, 2>, kNumItems>& avail, int from, int left,
                  Event& e, EventSink sink) {
  if (left == 0) {
    sink(e);
    return;
  }
  for (int code = from; code < kNumItems * 2; ++code) {
    uint8_t& n = avail[code / 2][code % 2];
    if (n == 0) continue;
    --n;
    e.order[e.order_len++] = uint8_t(code);
    ListHideouts(avail, code, left - 1, e, sink);
    --e.order_len;
    ++n;
  }
}

void ListSpecial(const State& s, Event e, EventSink sink) {
  if (FaceUp(s, Item::kTorch) == 0) return;
  e.kind = EventKind::kSpecial;
  switch (Character(s.vagabond.character)) {
    case Character::kThief:
      for (int t = 0; t < s.players; ++t) {
        e.target = int8_t(t);
        if (ValidateSpecial(s, e).ok()) sink(e);
      }
      return;
    case Character::kTinker:
      for (uint64_t m = s.discard; m; m &= m - 1) {
        e.card = int8_t(std::countr_zero(m));
        if (ValidateSpecial(s, e).ok()) sink(e);
      }
      return;
    case Character::kRanger: {
      std::array<std::array<uint8_t, 2>, kNumItems> avail{};
      for (int i = 1; i < kNumItems; ++i)
        for (int x = 0; x < 2; ++x) avail[i][x] = uint8_t(Count(s, Item(i), vagabond::DamagedOf(x)));
      e.order_len = 0;
      ListHideouts(avail, 2, std::min(kHideoutRepairs, vagabond::AllDamaged(s)), e, sink);
      return;
    }
  }
}

void ListDaylight(const State& s, Event e, EventSink sink) {
  const int seat = Seat(s);
  e.kind = EventKind::kEndPhase;
  sink(e);
  for (int c = 0; c < kNumClearings; ++c) {
    Event m = e;
    m.kind = EventKind::kVbMove;
    m.a = int8_t(c);
    if (!ValidateDaylight(s, m).ok()) continue;
    sink(m);
    // With each Allied seat's warriors from the pawn's clearing.
    for (int ally = 0; ally < s.players && InClearing(s); ++ally) {
      if (ally == seat || RelationOf(s, FactionOf(s, ally)) != Relation::kAllied) continue;
      Event w = m;
      w.target = int8_t(ally);
      for (int n = 1; n <= s.warriors[Fi(FactionOf(s, ally))][Pawn(s)]; ++n) {
        w.n = int8_t(n);
        sink(w);
      }
    }
  }
  if (InClearing(s) && FaceUp(s, Item::kSword) > 0) ListBattles(s, seat, Pawn(s), e, sink);
  if (InClearing(s)) {
    Event x = e;
    x.kind = EventKind::kExplore;
    for (int i = 1; i < kNumItems; ++i) {
      x.n = int8_t(i);
      if (ValidateDaylight(s, x).ok()) sink(x);
    }
    Event t = e;
    t.kind = EventKind::kStrike;
    for (int target = 0; target < s.players; ++target) {
      t.target = int8_t(target);
      for (int piece = -1; piece < kNumPieceKinds; ++piece) {
        t.piece = int8_t(piece);
        if (ValidateStrike(s, t).ok()) sink(t);
      }
    }
    ListCrafts(s, seat, sink);
    Event a = e;
    a.kind = EventKind::kAid;
    for (int target = 0; target < s.players; ++target) {
      if (target == seat || s.warriors[Fi(FactionOf(s, target))][Pawn(s)] == 0) continue;
      a.target = int8_t(target);
      for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
        a.card = int8_t(std::countr_zero(m));
        if (!PaysFor(kCards[a.card].suit, s.suit[Pawn(s)])) continue;
        for (int spent = 1; spent < kNumItems; ++spent) {
          if (FaceUp(s, Item(spent)) == 0) continue;
          a.n = int8_t(spent);
          for (int take = 0; take < kNumItems; ++take) {
            if (take != 0 && TakeableItems(s, target, take) == 0) continue;
            a.b = int8_t(take);
            sink(a);
          }
        }
      }
    }
  }
  if (FaceUp(s, Item::kHammer) > 0)
    ListItemStates(s, EventKind::kRepair, {ItemState::kDamagedUp, ItemState::kDamagedExhausted}, e, sink);
  ListSpecial(s, e, sink);
  vagabond::ListQuests(s, e, sink);
  if (s.players >= kCoalitionPlayers) {
    Event c = e;
    c.kind = EventKind::kCoalition;
    for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
      c.card = int8_t(std::countr_zero(m));
      if (kCards[c.card].effect != CardEffect::kDominance) continue;
      for (int t = 0; t < s.players; ++t) {
        c.target = int8_t(t);
        if (ValidateCoalition(s, c).ok()) sink(c);
      }
    }
  }
}

void Legal(const State& s, EventSink sink) {
  const int seat = Seat(s);
  Event e;
  e.seat = int8_t(seat);
  switch (Step(s)) {
    case VagabondStep::kSetupCharacter:
      e.kind = EventKind::kChooseCharacter;
      for (int k = 0; k < kNumCharacters; ++k) {
        e.n = int8_t(k);
        sink(e);
      }
      return;
    case VagabondStep::kSetupPawn:
      e.kind = EventKind::kPlacePawn;
      for (int f = 0; f < MapOf(s).num_forests; ++f) {
        e.a = int8_t(kForestAt + f);
        sink(e);
      }
      return;
    case VagabondStep::kRefresh:
      e.kind = EventKind::kEndPhase;
      sink(e);
      ListItemStates(s, EventKind::kRefresh, {ItemState::kExhausted, ItemState::kDamagedExhausted}, e, sink);
      return;
    case VagabondStep::kSlip:
      e.kind = EventKind::kEndPhase;
      sink(e);
      e.kind = EventKind::kSlip;
      for (int loc = 0; loc < kForestAt + MapOf(s).num_forests; ++loc) {
        if (!Adjacent(s, Pawn(s), loc)) continue;
        e.a = int8_t(loc);
        sink(e);
      }
      return;
    case VagabondStep::kDaylight:
      ListDaylight(s, e, sink);
      return;
    case VagabondStep::kEveningDiscard:
      ListHandLimitDiscards(s, seat, sink);
      return;
    case VagabondStep::kEveningItems: {
      Event d = e;
      d.kind = EventKind::kDiscardItem;
      for (int i = 1; i < kNumItems; ++i)
        for (int st = 0; st < kNumItemStates; ++st)
          if (Count(s, Item(i), ItemState(st)) > 0) {
            d.n = int8_t(i);
            d.piece = int8_t(st);
            sink(d);
          }
      return;
    }
    default:
      return;
  }
}

// The card an aid gives passes from hand to hand: seen by the giver and the
// receiver only, as the outrage card is (interpretation: README, Vagabond).
bool EventHiddenFrom(const State& s, const Event& e, int seat) {
  // facts 4.2: the quest deck is face down; its order is no seat's to see;
  // so are the items under the ruins until explored.
  if (e.kind == EventKind::kQuestShuffle || e.kind == EventKind::kRuinItems) return true;
  return e.kind == EventKind::kAid && seat != Seat(s) && seat != e.target;
}

// Its setup's chance outcomes: the quest deck, then the ruins' items.
bool SetupChanceDue(const State& s) {
  return Step(s) == VagabondStep::kSetupQuests || Step(s) == VagabondStep::kSetupRuins;
}
Verdict ValidateSetupChance(const State& s, const Event& e) {
  return Step(s) == VagabondStep::kSetupQuests ? vagabond::ValidateQuestShuffle(s, e)
                                               : vagabond::ValidateRuinItems(s, e);
}
void ExecuteSetupChance(State& s, const Event& e) {
  if (Step(s) == VagabondStep::kSetupQuests) {
    vagabond::ExecuteQuestShuffle(s, e);
    s.fstep = uint8_t(VagabondStep::kSetupRuins);
  } else {
    vagabond::ExecuteRuinItems(s, e);
    s.fstep = uint8_t(VagabondStep::kSetupDone);
  }
}
Event SampleSetupChance(const State& s, absl::BitGenRef rng) {
  return Step(s) == VagabondStep::kSetupQuests ? vagabond::SampleQuestShuffle(s, rng)
                                               : vagabond::SampleRuinItems(s, rng);
}
int CoalitionPartner(const State& s) { return s.vagabond.coalition; }

constexpr OwedDecision kOwedDamage = {
    .validate = &vagabond::ValidateOwedDamage,
    .execute = &vagabond::TakeOwedDamage,
    .legal = &vagabond::ListHits,
    .text = &vagabond::OwedDamageText,
};

}  // namespace

// constinit: see factions/table.cc.
constinit const FactionRules kVagabondRules = {
    .faction = Faction::kVagabond,
    .name = "vagabond",
    .warriors = 0,  // a pawn, no warriors
    .init = &Init,
    .setup_done = &SetupDone,
    .begin_turn = &BeginTurn,
    .advance = &Advance,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .crafting_pieces = &CraftingPieces,
    .use_crafting_pieces = &UseCraftingPieces,
    .craft_vp = &CraftVp,
    .in_daylight_actions = &InDaylightActions,
    .building_rows = vagabond::kBuildingRows,
    .tokens = &vagabond::Tokens,
    .count_piece = &vagabond::CountPiece,
    .remove_piece = &vagabond::RemovePiece,
    .board_text = &vagabond::BoardText,
    .clearing_text = &vagabond::ClearingText,
    .event_hidden_from = &EventHiddenFrom,
    .last_step = uint8_t(VagabondStep::kSetupRuins),
    .write_snapshot = &vagabond::WriteSnapshot,
    .read_snapshot = &vagabond::ReadSnapshot,
    .digest = &vagabond::Digest,
    .pawn_in = &vagabond::PawnIn,
    .battle_strength = &vagabond::BattleStrength,
    .absorb_hits = &vagabond::AbsorbHits,
    .validate_hit = &vagabond::ValidateHit,
    .take_hit = &vagabond::TakeHit,
    .list_hits = &vagabond::ListHits,
    .removed_all = &vagabond::RemovedAll,
    .removed_enemy = &RemovedEnemy,
    .gain_item = &vagabond::Gain,
    // seed 【圧倒カード】《共闘軍》: it cannot meet a dominance condition;
    // its activation is a coalition instead (kCoalition, its own event).
    .no_dominance_victory = true,
    .add_items = &vagabond::AddItems,
    .event_text = &vagabond::EventText,
    .setup_chance_due = &SetupChanceDue,
    .validate_chance = &ValidateSetupChance,
    .execute_chance = &ExecuteSetupChance,
    .sample_chance = &SampleSetupChance,
    .owed_decision = &kOwedDamage,
    .shares_win_of = &CoalitionPartner,
    .battle_ally = &BattleAlly,
    .ally_hits = &AllyHits,
    // facts 9: it pays for services by exhausting items.
    .face_up_items = &vagabond::FaceUp,
    .exhaust_item = &vagabond::Exhaust,
};

}  // namespace arbiter::root
